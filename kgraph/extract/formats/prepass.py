"""What pandoc's readers lose or misread, put back in the bytes before pandoc reads them.

Each fix-up answers one measured loss: org-mode planning lines (dropped), MediaWiki templates
(dropped), HTML `<details>` (its text left loose), a page's `<header>`/`<footer>` (dropped when
the page has a `<main>`), RTF's `\\uN?` escapes (pandoc 3.9 drops the character after the `?`)
headings Word numbers itself (read as a list item `1.`), LaTeX's `\\path{…}` (dropped), a DocBook
section's `label` number (dropped), an empty `<time datetime>` (dropped), a Confluence page's
macros (their parameters' text glued together; see confluence.py), TWiki's macro lines and
definition lists, Tiki Wiki's boxes and title bars (written as `NOT SUPPORTED` text), and a
Telegram chat export's furniture (times, initials and names between the lines; see telegram.py),
an Evernote export's notes (XML around each note's HTML; see enex.py).
"""

from __future__ import annotations

import re

import kgraph.extract.formats.confluence as confluence
import kgraph.extract.formats.enex as enex
import kgraph.extract.formats.rtfcodepage as rtfcodepage
import kgraph.extract.formats.telegram as telegram


def restored(data: bytes, fmt: str) -> bytes:
    """`data` with what pandoc's reader for `fmt` would lose written the way it reads."""
    if fmt == "enex":  # an Evernote export: its notes as a page, then read as HTML is
        data, fmt = enex.plain_html(data), "html"
    if fmt == "rtf":  # pandoc reads no East Asian code page: its double-byte characters as Unicode
        data = rtfcodepage.unicode_escaped(data)
    if fmt == "org":  # kept as text: the planning line's date (`CLOSED: [2026-11-29 Sun]`) is a fact of the item
        data = _PLANNING.sub(_planning, data)
    elif fmt == "mediawiki":  # pandoc drops templates: an infobox's parameters are fields, `{{Risk|high}}` its words
        data = _INLINE_TEMPLATE.sub(_template_words, _BLOCK_TEMPLATE.sub(_template_fields, data))
        data = _reused_refs(data)  # `<ref name="x" />` cites the note `<ref name="x">…</ref>` wrote
    elif fmt == "html":  # pandoc drops `<details>`, keeping its text loose: a block of its own, as a div
        if confluence.is_storage_format(data):  # a Confluence page's macros: pandoc keeps only their text
            data = confluence.plain_html(data)
        elif telegram.is_export(data):  # a Telegram chat export: each message what it says, no furniture
            data = telegram.plain_html(data)
        data = _DISCLOSURE.sub(_disclosure, data)
        # an empty `<time datetime="2027-07-16"/>` (a page's date macro): pandoc drops it, date and all
        data = _EMPTY_TIME.sub(rb"\1", data)
        data = data.replace(b"<time>@", b"<time>")  # Notion's date mention: `@August 10, 2027`
        # pandoc reads only `<main>` when a page has one: the page's `<header>` (byline, date,
        # baseline) and `<footer>` (hand-over, sources) are the brief's too
        data = _MAIN.sub(rb"<\1div", _NAV.sub(lambda m: b"\n" * m.group(0).count(b"\n"), data))  # (no site menus)
    elif fmt == "rtf" and b"\\uc0" not in data:
        # pandoc 3.9 reads `\u167?1.1` as `§.1`: it skips the fallback `?` and one character more.
        # `\u167\'3f` says the same (the fallback as a hex escape), and pandoc reads it right.
        data = _RTF_FALLBACK.sub(rb"\\u\1\\'3f", data)
    if fmt == "docbook":  # pandoc drops a section's `label="1.2"` (its number): `§1.2` before its title
        data = _DOCBOOK_LABEL.sub(lambda m: m.group(1) + m.group(3) + "§".encode() + m.group(2) + b" ", data)
    if fmt == "latex":  # pandoc drops `\path{…}` (the url package's): a file's path is a fact
        data = _LATEX_PATH.sub(rb"\\verb|\1|", data)
        # beamer's `\begin{description}[widest label]`: pandoc then drops every item's label
        data = _DESCRIPTION_WIDTH.sub(rb"\\begin{description}", data)
        # a beamer frame's title (`\begin{frame}{Title}`, `\frametitle{Title}`): pandoc reads it as
        # a line of text; it is the slide's heading
        data = _FRAME_TITLE.sub(
            lambda m: (m.group(1) or b"") + b"\\subsection*{" + (m.group(2) or m.group(3)) + b"}", data
        )
        # and a block's (`\begin{block}{SonarLens}`): a heading under the slide's
        data = _BLOCK_TITLE.sub(lambda m: m.group(1) + b"\\subsubsection*{" + m.group(2) + b"}", data)
    if fmt == "vimwiki":  # pandoc drops a checkbox's state: `[X]` is done, as `- [x]` in Markdown
        data = _VIMWIKI_DONE.sub(rb"\1\2 (resolved)", _VIMWIKI_BOX.sub(rb"\1", data))
    if fmt == "twiki":
        # a topic's macros alone on a line (`%META:TOPICINFO{…}%`, `%META:FIELD{…}%`,
        # `%STARTSECTION{"verify"}%`, `%TOC%`): pandoc keeps their words as text. They are the
        # wiki's bookkeeping (a form's fields repeat what the topic says), not the brief's text.
        data = _TWIKI_MACRO_LINE.sub(b"", data)
        # `   $ Term: definition`, TWiki's definition list, which pandoc reads as a paragraph
        data = _TWIKI_DEFINITION.sub(rb"\1* \2", data)
    if fmt == "tikiwiki":
        # a box (`^…^`) and a title bar (`-=…=-`): pandoc writes `NOT SUPPORTED: ^ (boxed) …` or
        # the markers as text; what they hold is a paragraph of the page
        data = _TIKI_BOX.sub(rb"\1", data)
    if fmt == "rtf":  # a heading Word numbers itself (`{\listtext 1.2\tab}`): pandoc reads a list item `1.`
        data = _RTF_NUMBERED_HEADING.sub(_rtf_heading, data)
    return data


_VIMWIKI_DONE = re.compile(rb"^([ \t]*(?:[*#-]|\d+[.)])[ \t]+)\[X\][ \t]+(\S[^\n]*?)[ \t]*$", re.M)
_VIMWIKI_BOX = re.compile(rb"^([ \t]*(?:[*#-]|\d+[.)])[ \t]+)\[[ .oO-]\][ \t]+(?=\S)", re.M)
# org-mode's planning line, which pandoc drops: `CLOSED: [2026-11-29 Sun]` is when the item was done
_PLANNING = re.compile(
    rb"^([ \t]*)(CLOSED|SCHEDULED|DEADLINE):[ \t]*[\[<](\d{4}-\d{2}-\d{2})[^\]>\n]*[\]>][^\n]*$(\n[ \t]*:PROPERTIES:[ \t]*$)?",
    re.M,
)


# a DocBook section numbered by its `label` attribute, up to its title's text
_DOCBOOK_LABEL = re.compile(
    rb"(<(?:section|sect[1-5])\b[^>]{0,300}?\blabel=[\"'](\d{1,2}(?:\.\d{1,2}){1,2})[\"'][^>]{0,300}>\s*)(<title\b[^>]{0,100}>)",
)
_FRAME_TITLE = re.compile(
    rb"(\\begin\{frame\}(?:<[^>\n]{0,40}>)?(?:\[[^\]\n]{0,80}\])?)\{([^{}\n]{1,200})\}|\\frametitle\{([^{}\n]{1,200})\}"
)
_BLOCK_TITLE = re.compile(rb"(\\begin\{(?:block|alertblock|exampleblock)\}(?:<[^>\n]{0,40}>)?)\{([^{}\n]{1,200})\}")
_DESCRIPTION_WIDTH = re.compile(rb"\\begin\{description\}\[[^\]\n]{0,80}\]")
_LATEX_PATH = re.compile(rb"\\path\{([^{}|\n]{1,300})\}")


# an RTF Unicode character with `?` as its fallback for readers without Unicode
_RTF_FALLBACK = re.compile(rb"\\u(-?\d{1,5})\?")


# a paragraph with an outline level (a heading) whose number Word writes in `\listtext`
_RTF_NUMBERED_HEADING = re.compile(
    rb"\{\\listtext[^{}]{0,80}?[\s}](\d{1,2}(?:\.\d{1,2}){0,3}\.?)\\tab\s?\}"
    rb"((?:\\[a-z]{1,32}-?\d{0,6})*\\outlinelevel\d(?:\\[a-z]{1,32}-?\d{0,6})*) ?"
)


def _rtf_heading(m: re.Match[bytes]) -> bytes:
    """The heading with its number as text, out of the list (`## 1.2 Dense Retrieval`)."""
    return re.sub(rb"\\(?:ls|ilvl)\d+", b"", m.group(2)) + b" " + m.group(1) + b" "


_MAIN = re.compile(rb"<(/?)main\b", re.I)
_EMPTY_TIME = re.compile(
    rb"""<time\b[^>]{0,200}?\bdatetime\s*=\s*["']([^"'<>]{4,40})["'][^>]{0,200}?(?:/>|>\s*</time\s*>)""", re.I
)
_NAV = re.compile(rb"<nav\b.{0,20000}?</nav\s*>", re.I | re.S)


# `<details><summary>Title</summary>…</details>`: a disclosure block (a callout, to the tree)
_DISCLOSURE = re.compile(rb"<(/?)(details|summary)\b[^>]{0,200}>", re.I)


# a MediaWiki template over lines (`{{Brief` / `| date = 2026-12-03` / `}}`), and one inline (`{{Risk|high}}`)
_BLOCK_TEMPLATE = re.compile(rb"^\{\{[^{}|\n]{1,40}\n((?:[ \t]*\|[^\n]{0,300}\n){1,60})\}\}[ \t]*$", re.M)
_INLINE_TEMPLATE = re.compile(rb"\{\{[^{}|\n]{1,40}((?:\|[^{}|\n]{0,80}){1,6})\}\}")


def _template_fields(m: re.Match[bytes]) -> bytes:
    """An infobox's `| key = value` lines as a definition list (`; key : value`), line for line."""
    rows = [
        re.sub(rb"^[ \t]*\|[ \t]*([^=\n]{1,40}?)[ \t]*=[ \t]*", rb"; \1 : ", row) for row in m.group(1).split(b"\n")
    ]
    return b"\n" + b"\n".join(rows) + b"\n"


def _template_words(m: re.Match[bytes]) -> bytes:
    """`{{Risk|high}}` → `high`: what the template says (a `key=value` argument its value)."""
    args = [a.split(b"=", 1)[-1].strip() for a in m.group(1).split(b"|")[1:]]
    return b" ".join(a for a in args if a)


def _disclosure(m: re.Match[bytes]) -> bytes:
    if m.group(2).lower() == b"details":
        return b"</div>" if m.group(1) else b'<div class="details">'
    return b"</p>" if m.group(1) else b"<p>"


_TIKI_BOX = re.compile(rb"^[ \t]*(?:\^|-=)([^\n]{1,2000}?)(?:\^|=-)[ \t]*$", re.M)
_TWIKI_MACRO_LINE = re.compile(rb"^[ \t]*%([A-Z][A-Z0-9_:]{0,40})(\{[^\n]{0,2000}?\})?%[ \t]*$", re.M)
_TWIKI_DEFINITION = re.compile(rb"^((?: {3})+)\$ ([^:\n]{1,200}:)", re.M)


def _planning(m: re.Match[bytes]) -> bytes:
    """The planning line as a property of the heading (its drawer, which must follow the heading,
    keeps its place), or as a line of text when the heading has no drawer."""
    indent, what, date = m.group(1), m.group(2).capitalize(), m.group(3)
    if m.group(4):
        return indent + b":PROPERTIES:\n" + indent + b":" + what + b": " + date
    return indent + what + b" " + date


_NAMED_REF = re.compile(rb"<ref\s+name\s*=\s*\"?([^\">/]+?)\"?\s*>(.*?)</ref>", re.S | re.I)
_REUSED_REF = re.compile(rb"<ref\s+name\s*=\s*\"?([^\">/]+?)\"?\s*/>", re.I)


def _reused_refs(data: bytes) -> bytes:
    """A named footnote cited again (`<ref name="x" />`): MediaWiki shows the note the name was
    given, which pandoc's reader drops; written out again where it is cited (on one line, so the
    lines below keep their numbers)."""
    notes: dict[bytes, bytes] = {}
    for m in _NAMED_REF.finditer(data):
        notes.setdefault(m.group(1).strip(), m.group(2))
    if not notes:
        return data

    def again(m: re.Match[bytes]) -> bytes:
        note = notes.get(m.group(1).strip())
        return b"<ref>" + note.replace(b"\n", b" ") + b"</ref>" if note is not None else m.group(0)

    return _REUSED_REF.sub(again, data)
