"""Stage 2, formats: which format a file is in (from its extension and its content, never from
its title), and its adapter onto the document tree.

- `markdown`  Markdown of any flavour and plain text: markdown-it-py (with front matter) finds
  the structure; the lines stay the file's own lines (`markdown.view`);
- `pandoc`    HTML, org-mode, reStructuredText, LaTeX, docx, ODT, ... through pandoc's JSON AST.

A format kgraph cannot parse (PDF, images, spreadsheets, archives) is refused in one line.
"""

from __future__ import annotations

import re
import zipfile
from io import BytesIO
from pathlib import PurePosixPath

from kgraph.errors import DocumentError
from kgraph.extract.formats.excel import EXCEL_PAGE
from kgraph.files import (
    is_dayone_export,
    is_discord_export,
    is_element_export,
    is_fediverse_thread,
    is_flat_odt,
    is_freemind,
    is_keep_note,
    is_lark_document,
    is_man_page,
    is_messenger_export,
    is_siyuan,
    is_skype_export,
    is_slack_day_file,
    is_standard_notes_backup,
    is_telegram_export,
    is_todotxt,
    is_trello_export,
    is_web_feed,
    is_webvtt,
    is_wiki_dump,
    is_wordml,
    is_zoom_chat,
)

EXTENSIONS = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".mdown": "markdown",
    ".mkd": "markdown",
    ".qmd": "markdown",  # Quarto
    ".rmd": "markdown",  # R Markdown
    ".mdx": "markdown",  # MDX (Docusaurus, Next.js): Markdown with JSX
    ".txt": "text",
    ".text": "text",
    ".log": "text",  # a chat's log (IRC: WeeChat, irssi), read as text
    "": "text",
    ".html": "html",
    ".htm": "html",
    ".xhtml": "html",
    ".org": "org",
    ".rst": "rst",
    ".rest": "rst",
    ".tex": "latex",
    ".latex": "latex",
    ".docx": "docx",
    ".odt": "odt",
    ".epub": "epub",
    ".pptx": "pptx",  # a PowerPoint deck, through pandoc
    ".xlsx": "xlsx",  # an Excel workbook (xlsx.py)
    ".ods": "ods",  # a LibreOffice Calc spreadsheet (ods.py)
    ".textile": "textile",
    ".wiki": "mediawiki",
    ".mediawiki": "mediawiki",
    ".adoc": "asciidoc",
    ".asciidoc": "asciidoc",
    ".typ": "typst",
    ".jira": "jira",  # Jira / Confluence wiki markup
    ".dokuwiki": "dokuwiki",
    ".creole": "creole",
    ".muse": "muse",
    ".t2t": "t2t",
    ".djot": "djot",
    ".dj": "djot",
    ".twiki": "twiki",
    ".tikiwiki": "tikiwiki",
    ".dbk": "docbook",
    ".opml": "opml",
    ".rtf": "rtf",
    ".ipynb": "ipynb",  # a Jupyter notebook: its Markdown cells
    ".enex": "enex",  # an Evernote export: its notes' titles, fields and bodies (ENML)
    ".eml": "email",  # a message (RFC 5322): its headers and its plain-text body
    ".mbox": "mbox",  # a mailbox: its brief's message (mbox.py)
    ".mhtml": "email",  # a web page saved as one file (MIME multipart/related): its HTML part
    ".mht": "email",
    ".tid": "tiddlywiki",  # a TiddlyWiki tiddler (tiddlywiki.py)
    ".gmi": "gemtext",  # a Gemini capsule page (gemtext.py)
    ".ms": "ms",  # a groff document in the -ms macros (roff.py)
    ".mm": "freemind",  # a FreeMind or Freeplane mind map (freemind.py)
    ".texi": "texinfo",  # a GNU Texinfo manual (texinfo.py)
    ".texinfo": "texinfo",
    ".sy": "siyuan",  # a SiYuan note (siyuan.py)
    ".xmind": "xmind",  # an XMind workbook (xmind.py)
    ".fodt": "fodt",  # a flat OpenDocument text (flatodf.py, then as .odt)
    ".man": "man",  # a man page (pandoc's man reader), by its section's number too
    **{f".{n}": "man" for n in range(1, 10)},
    ".gemini": "gemtext",
    ".bbcode": "bbcode",  # a forum post's BBCode source (bbcode.py; a `.txt` one is found by its tags)
    ".xml": "feed",  # an Atom or RSS feed (feed.py); no other XML is a document
    ".atom": "feed",
    ".rss": "feed",
    ".csv": "csv",
    ".tsv": "tsv",
    ".json": "slack",  # a Slack export's day file (slack.py), a Telegram export, or a JSON document (datadoc.py)
    ".yaml": "yaml",  # a document written as YAML (datadoc.py)
    ".yml": "yaml",
    ".vtt": "webvtt",  # a WebVTT transcript of a meeting (webvtt.py)
    ".srt": "webvtt",  # a SubRip transcript, read as a WebVTT one (webvtt.py)
    ".sbv": "webvtt",  # YouTube's SubViewer captions, likewise
    ".canvas": "canvas",  # an Obsidian canvas (JSON Canvas; canvas.py)
    ".toml": "toml",  # a document a pipeline writes as TOML (datadoc.py)
    ".taskpaper": "taskpaper",  # a TaskPaper outline (taskpaper.py)
    ".ass": "ass",  # Advanced SubStation Alpha subtitles (Aegisub), read as a transcript (ass.py)
    ".ssa": "ass",
    ".bib": "bibtex",
    ".ics": "ical",  # an iCalendar file of events and to-dos (ical.py)
    ".ical": "ical",  # an annotated bibliography (bibtex.py)
    ".jsonl": "jsonl",  # a pipeline's event log, one JSON object per line (jsonl.py)
    ".ndjson": "jsonl",
}
TEXT_FORMATS = frozenset({"markdown", "text"})
# formats whose view keeps the file's lines one for one (their readers cite the file as written)
LINE_FOR_LINE = TEXT_FORMATS | {"zim", "discord", "whatsapp", "bbcode", "gemtext", "mastodon"}
# What a file's first bytes say it is, for the formats kgraph cannot read.
MAGIC = (
    (b"%PDF", "a PDF file"),
    (b"\x89PNG", "a PNG image"),
    (b"GIF8", "a GIF image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"\x1f\x8b", "a gzip archive"),
    (b"7z\xbc\xaf", "a 7-Zip archive"),
    (b"Rar!", "a RAR archive"),
    (b"\xd0\xcf\x11\xe0", "an old Office file (.doc/.xls)"),
    (b"SQLite format 3", "an SQLite database"),
)
UNREADABLE = "a format kgraph cannot parse; export it as Markdown, text, HTML, org, rST, docx or ODT"


# Vimwiki's own marks (`%title`, `%date` placeholders, a `{{{` block, a `:tag:` line, a `[X]` box)
_VIMWIKI = re.compile(
    rb"^(?:%(?:title|date|template|nohtml)\b|\{\{\{\s*$|:[\w-]+(?::[\w-]+)*:\s*$|\s*[*-] \[[ .oOX]\] )", re.M
)


# BBCode's closing tags (a forum post's source: bbcode.py)
_BBCODE_CLOSING = re.compile(
    r"\[/(?:b|i|u|s|color|size|url|list|quote|code|table|tr|td|th|tt|center|img|spoiler)\]", re.I
)


def is_bbcode(text: str) -> bool:
    """A post in BBCode: closing tags of at least two kinds, four or more in all."""
    closing = [m.group(0).lower() for m in _BBCODE_CLOSING.finditer(text[:20000])]
    return len(closing) >= 4 and len(set(closing)) >= 2


def detect(data: bytes, path: str) -> str:
    """The format name of a document (DocumentError when it is a format kgraph cannot parse)."""
    head = data[:4096]
    for magic, what in MAGIC:
        if head.startswith(magic):
            raise DocumentError(path, f"{what}: {UNREADABLE}")
    if head.startswith(b"PK\x03\x04"):
        return _zipped(data, path)
    suffix = PurePosixPath(path).suffix.lower()
    by_name = EXTENSIONS.get(suffix)
    by_content = sniff(head)
    if by_name in (None, "text", "markdown"):
        found = by_content or by_name or "text"
        return "excel" if found == "html" and EXCEL_PAGE.search(head.decode("utf-8", errors="replace")) else found
    if by_name == "feed" and is_wiki_dump(head):
        return "wikidump"  # a MediaWiki XML dump (wikidump.py)
    if by_name == "fodt" and not is_flat_odt(head):
        raise DocumentError(path, "a .fodt file that is no flat OpenDocument text: " + UNREADABLE)
    if by_name == "man" and not is_man_page(head):
        raise DocumentError(path, "a file named as a man page without its .TH title line: " + UNREADABLE)
    if by_name == "siyuan" and not is_siyuan(head):
        raise DocumentError(path, "a .sy file that is no SiYuan note (no NodeDocument at its root): " + UNREADABLE)
    if by_name == "freemind" and not is_freemind(head):
        raise DocumentError(path, "a .mm file that is no FreeMind or Freeplane map (Objective-C++?): " + UNREADABLE)
    if by_name == "feed" and is_wordml(head):
        return "wordml"  # a Word 2003 XML document (wordml.py)
    if by_name == "feed" and by_content != "feed":
        if by_content in ("enex", "html"):
            return by_content  # (an Evernote export, an XHTML page saved as `.xml`)
        raise DocumentError(path, "XML that is not an Atom or RSS feed: " + UNREADABLE)
    if by_name == "slack" and is_dayone_export(data[:65536]):
        return "dayone"  # a Day One journal exported as JSON (dayone.py)
    if by_name == "slack" and is_messenger_export(head):
        return "messenger"  # a Facebook Messenger conversation (messenger.py)
    if by_name == "slack" and is_standard_notes_backup(head):
        return "standardnotes"  # a Standard Notes backup (standardnotes.py)
    if by_name == "slack" and is_lark_document(head):
        return "lark"  # a Feishu / Lark document as JSON blocks (lark.py)
    if by_name == "slack" and is_keep_note(head):
        return "keep"  # a Google Keep note from Takeout (keep.py)
    if by_name == "slack" and is_element_export(head):
        return "element"  # a Matrix room exported by Element as JSON (element.py)
    if by_name == "slack" and by_content == "telegram-json":
        return by_content  # a Telegram Desktop JSON export (telegram_json.py)
    if by_name == "slack" and is_skype_export(head):
        return "skype"  # a Skype data export (skype.py)
    if by_name == "slack" and is_trello_export(head):
        return "trello"  # a Trello board exported as JSON (trello.py)
    if by_name == "slack" and by_content != "slack" and head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{":
        return "json"  # an object: a brief or living document a pipeline writes as JSON (datadoc.py)
    if by_name == "slack" and by_content != "slack":
        raise DocumentError(path, "JSON that is not a Slack export's day file (a list of messages): " + UNREADABLE)
    if by_name == "html" and EXCEL_PAGE.search(head.decode("utf-8", errors="replace")):
        return "excel"  # a sheet Excel saved as a web page (excel.py)
    if by_name == "html" and is_discord_export(data):
        return "discord-html"  # a Discord channel DiscordChatExporter saved (discord_html.py)
    if by_name == "mediawiki" and _VIMWIKI.search(head):
        return "vimwiki"  # `.wiki` is Vimwiki's extension too: its own marks tell it from MediaWiki
    return by_name


def sniff(head: bytes) -> str | None:
    """A text format the first bytes show (HTML, org-mode, LaTeX), or None."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")[:400].lower()
    if start.startswith(b"content-type: text/x-zim-wiki"):
        return "zim"  # a Zim Desktop Wiki page (its own reader: zim.py)
    if re.match(rb"={20,}\s*\n", start) and b"\nguild: " in start and b"\nchannel: " in start:
        return "discord"  # a DiscordChatExporter text export (discord.py)
    if is_web_feed(head):
        return "feed"  # an Atom or RSS feed (feed.py)
    if _mailbox(head):
        return "mbox"  # a Unix mailbox (mbox.py)
    if is_slack_day_file(head):
        return "slack"  # a Slack export's day file (slack.py)
    if is_standard_notes_backup(head):
        return "standardnotes"  # a Standard Notes backup, which the app saves as `.txt` (standardnotes.py)
    if is_telegram_export(head):
        return "telegram-json"  # a Telegram Desktop chat export in JSON (telegram_json.py)
    if is_zoom_chat(head.decode("utf-8", errors="replace")):
        return "zoom"  # a Zoom meeting's saved chat (zoom.py), whatever its name
    if is_todotxt(head):
        return "todotxt"  # a todo.txt list (todotxt.py), whatever its name
    if _chat_export(head):
        return "whatsapp"  # a WhatsApp chat exported as text (whatsapp.py)
    if is_webvtt(head):
        return "webvtt"  # a meeting's transcript (webvtt.py), whatever its name
    if re.match(rb"<!doctype html|<html[\s>]|<\?xml[^>]*>\s*<(?:!doctype )?html", start):
        return "html"
    if re.match(rb"<\?xml[^>]*>\s*(?:<!doctype en-export[^>]*>\s*)?<en-export[\s>]", start):
        return "enex"
    if re.match(rb"(?:%[^\n]*\n\s*)*\\documentclass", start):
        return "latex"
    if re.match(rb"(?:#\+[a-z_]+:[^\n]*\n\s*){2,}", start) or (
        re.match(rb"#\+(?:title|author|date):", start) and re.search(rb"^\*+ ", head, re.M)
    ):
        return "org"
    # a wiki page saved as text: DokuWiki's `====== Title ======`, Jira's `h1. Title`
    if len(re.findall(rb"^={2,6}[ \t]+\S[^\n]*?[ \t]+={2,6}[ \t]*$", head, re.M)) >= 2:
        return "dokuwiki"
    if len(re.findall(rb"^h[1-6]\.[ \t]+\S", head, re.M)) >= 2:
        return "jira"
    if b"@" in head and is_fediverse_thread(head.decode("utf-8", errors="replace")):
        return "mastodon"  # a fediverse thread copied from its web page (mastodon.py)
    if b"[/" in head and is_bbcode(head.decode("utf-8", errors="replace")):
        return "bbcode"  # a forum post's BBCode source (bbcode.py)
    return None


# a mailbox's separator line: `From condor@relay.example.cn Fri Apr 14 13:02:11 2028`
MAILBOX_SEPARATOR = re.compile(r"^From \S+ .*\d{4}\s*$")


def _mailbox(head: bytes) -> bool:
    """A Unix mailbox (mbox.py): a `From ` separator line first, e-mail headers under it."""
    lines = head.decode("utf-8", errors="replace").lstrip("\ufeff").split("\n")[:12]
    return bool(MAILBOX_SEPARATOR.match(lines[0])) and any(re.match(r"(?i)(from|date|subject):", x) for x in lines[1:])


def _zipped(data: bytes, path: str) -> str:
    try:
        names = set(zipfile.ZipFile(BytesIO(data)).namelist())
    except (zipfile.BadZipFile, OSError, ValueError):
        raise DocumentError(path, f"a damaged zip archive: {UNREADABLE}") from None
    if "word/document.xml" in names:
        return "docx"
    if "content.json" in names and ("metadata.json" in names or "manifest.json" in names):
        return "xmind"  # an XMind workbook (xmind.py: each sheet's mind map as a nested list)
    if "content.xml" in names and "mimetype" in names:
        mimetype = zipfile.ZipFile(BytesIO(data)).read("mimetype")
        if b"opendocument.text" in mimetype:
            return "odt"
        if b"opendocument.spreadsheet" in mimetype:
            return "ods"  # a LibreOffice Calc spreadsheet (ods.py: each sheet under its name, read as a sheet)
    if "META-INF/container.xml" in names:
        return "epub"
    if "ppt/presentation.xml" in names:
        return "pptx"  # a PowerPoint deck (pandoc reads its slides: titles, text, tables, notes)
    if "xl/workbook.xml" in names:
        return "xlsx"  # an Excel workbook (xlsx.py: each sheet under its name, read as a sheet)
    what = "a spreadsheet" if "content.xml" in names else "a zip archive"
    raise DocumentError(path, f"{what}: {UNREADABLE}")


def pandoc_binary() -> frozenset[str]:
    """The formats read from their bytes, not as text (docx, ODT, EPUB, workbooks; a Word 2003
    XML document, a SiYuan note, a Skype export: each one line): the lines cited are their view's."""
    return frozenset({"docx", "odt", "epub", "pptx", "xlsx", "ods", "wordml", "siyuan", "skype", "fodt", "xmind"})


# a WhatsApp message's first line: its time (Android `2026/11/03 下午9:41 - `, `12/31/26, 9:41 PM - `;
# iOS `[31/12/2026, 21:41:05] `), then its text (`heron: …`, or the app's own words)
CHAT_MESSAGE = re.compile(
    r"^\u200e?(?:\[(?:[^\]\n]{4,30}?)\d{1,2}:\d{2}(?::\d{2})?(?:\s?[APap]\.?\s?[Mm]\.?)?\]\s"
    r"|\d{1,4}[/.\-]\d{1,2}[/.\-]\d{1,4},?\s+(?:[上下]午\s?)?\d{1,2}:\d{2}(?::\d{2})?"
    r"(?:\s?[APap]\.?\s?[Mm]\.?)?\s[-–]\s)(.*)$"
)
CHAT_AUTHOR = re.compile(r"^\u200e?([^:\n]{1,60}?):\s(.*)$")


def _chat_export(head: bytes) -> bool:
    """A WhatsApp chat export: the first line opens with a message's time, and at least two of the
    first lines are messages with their author (a log whose lines open with a time and a dash
    names no author)."""
    lines = head.decode("utf-8", errors="replace").lstrip("\ufeff").split("\n")[:16]
    said = [m for line in lines if (m := CHAT_MESSAGE.match(line))]
    return bool(CHAT_MESSAGE.match(lines[0])) and sum(1 for m in said if CHAT_AUTHOR.match(m.group(1))) >= 2
