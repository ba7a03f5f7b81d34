"""Read briefs, living documents, paper cards and inbox notes into `models.Document`.

One module per stage, each usable alone:

- `decode`    bytes → text (encodings, size and line limits, logical paths);
- `segment`   text → canonical lines and a tree of blocks, whatever the glyphs;
- `lexicon`   the words that carry meaning (one data file, `lexicon.toml`, plus the user's own);
- `recognise` ids, dates, statuses, risks, figures and counts in a span of text;
- `assemble`  items, fields, claims, sources, register entries and counts → `Document`;
- `inspect`   the coverage report: what each line gave, and the lines nothing took.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import TYPE_CHECKING

from kgraph.extract.decode import MAX_LINE, decode, tame
from kgraph.files import MAX_BYTES, iter_files, logical_path, read_bytes

if TYPE_CHECKING:
    from kgraph.extract.lexicon import Lexicon
    from kgraph.extract.segment import Line
    from kgraph.models import Document

# What read a document: bump when the extractor reads the same text differently, so that
# `kgraph ingest` reads again the documents an older extractor read (`reader_id`).
READER_VERSION = "69"  # 2: the format stage, the document tree and records (issue 21); 3: list rows carry their figures; 4: definition lists, prose records; 5: wiki formats, reference links, a record per work of a paragraph, topic from file names; 6: field tables, front-matter records, quotes under a part of concerns; 7: changelog parts, a title line's figures, table captions, <details>; 8: a figure's metric from its clause, drawn text tables, HTML layout tables, <br> lines, Kanban cards; 9: memos (一、 paragraphs as items, 「待核实」 lines), grid-table rows, defaults yielding to stated statuses; 10: chat quotes, word-processor exports (RTF, stacked tables), reference-linked headings, mail registers, ruled text tables, <header> outside <main>; 11: outlines (a) i)), wrapped lines joined, slide decks, typed-row tables, tag lines, DocBook labels, BBS posts; 12: Confluence storage macros, TWiki macros and definition lists, id-only code blocks, `净增 N：X` headings, month-day anchoring dates; 13: chat transcripts (message headers, threads), emoji shortcodes, a heading with an id and a status is an item anywhere, status labels and icons before a name; Telegram exports, e-book and glued-text layouts, anchoring dates beside a status, count units, living-document placeholders, cards and footnotes; 14: Evernote, Zim and Discord exports, Logseq heading blocks, section names said in fields, Typst metadata lines, part headings beside item headings; 15: headerless rows in living documents, Chinese-outline section lines, WhatsApp exports, Vimwiki, counts wrapped onto the next line; 16: Slack export day files, icons before a status, ♻️ carried over; 17: Hugo TOML front matter and ref shortcodes, section links, a living entry's description; 18: checklists (☐/☑ boxes, section items over entries), link lines ending sentences, names before a status bracket; 19: hanging indents broken before a long word; 20: a living paragraph's works each an entry, linked names in a table's name column; 22: a note cell's figure beside its file; 23: boxed concern lines; 24: Quarto/MDX, Docusaurus admonitions, Element replies, lynx dumps, flattened tables, more of a writer's words; 25: mailboxes, chats copied as posts, Chinese outline parts, a living version in words; 26: TiddlyWiki, MyST directives, IRC logs, part labels over indented lines; 27: underlined titles, Org timestamps in text; 28: MIME mail parts, web feeds, bar tables; 29: Zulip copies, part labels over fenced blocks; 30: grid tables, fenced divs, bracketed concern states, two-character Chinese metrics with their word of change; 31: BBCode posts, Google Chat copies, Roam tables and tasks, status tags beside a name, topics of five words; 32: Excel web pages, pandoc plain text (multiline tables, footnotes, definition lists), register paragraphs, Mattermost copies; 33: section captions of living tables, `already filed under`; 34: iMessage exports, circled item numbers, field runs no prose, percentage points one unit; 35: an iMessage export's writer by lines, compound nouns opening with a status word; 36: format=flowed mail, a reply's quote left out, tokens/s; 37: id lists and section names said in sentences, a work named as the subject of its status, id-only table rows, items after the files read, slash part titles, a tag line's status after its link; 38: gemtext, WeChat exports, circled item numbers, paragraph items, tables of totals, id rows of drawn tables, physical units, a notebook cell of paths, a note opening with a known name; 39: Telegram JSON exports, LINE exports, kelvin and area units, register titles with their number only, long marked item lines, statuses in emphasis; 40: Excel workbooks, PowerPoint decks, sources labels over paths, days and DHW, unit columns, Discourse topics, bare section lines in living documents, names before 的; 41: a wrapped paragraph goes on after a line ending a sentence; 42: YAML documents, WebVTT transcripts, traditional field-table labels, ash and pressure units, units and sections said in words, `Name, arXiv ID`; 43: transcripts' cues as lines and titles said aloud, items numbered aloud, names with a kind in apposition, sections proposed with `goes in`; 44: JSON and TOML documents, figures in inline lists, length and concentration units; 45: TOML multi-line strings, JSON nulls and enumerations, SubRip transcripts, ids and figures right after Chinese words, spoken Chinese items, sections, rates and dates; 46: Mastodon threads copied as text, living entries named before their link; 47: an id's status up to the next id, spoken ordinals as list items, 已经解决; 48: field paragraphs after a living prose entry; 49: SubViewer captions, Latin names before Chinese clauses, 候选一条; 50: Obsidian canvases, Trello board exports, restoration units; 51: `| Figure | Value |` tables; 52: a canvas file card joined to several cards, captions' titles in traditional script, releases named with their kind in a transcript, spoken area units, `是` before a figure, section names after a comma; 53: TaskPaper outlines, notebook outputs and DataFrames, DingTalk exports, tables of figures by name, coral units; 54: `这是一个软件发布`, `每米4.5瓦`, a file said to be empty in a sentence, Latin section names after a Chinese comma, `Name，arXiv号ID`; 55: a short paragraph giving an id, a section and a status is a record; 56: DiscordChatExporter HTML, ASS/SSA subtitles and their signs, rates per day and per year, `- §1.2 Name` section items, count labels anywhere, `已锚定` part titles; 57: JSON Lines event logs, todo.txt lists, a status after an item's kind, id and link, `NET-new 1/3 Name` without a colon, `净新增`/`相邻` counts; 58: Element (Matrix) JSON exports, Zoom saved chats, Teams transcripts in Word, BibTeX bibliographies, flux units, bold and Chinese status labels before a name, a heading naming a work with its kind, records' files read, `数字是…` metrics; 59: Google Keep notes, iCalendar files, typed tables in either script with columns said the same in every row left out and work-kind rows as works, `已解決` checkbox columns, `Sources read:` over a list, a path's `空的：` label, hours, μm and g/kg; 60: a work named alone as a sentence's subject, paired with an unnamed id the document places alike; an id list's label is no name; 61: Day One journals, Messenger exports, MHTML pages, ODS spreadsheets, compound units (kg/m³, °C/m, m/s), `NET-new items: N`, counted adjacent titles, section rows of living tables, a chat message's first field line no title; 62: Standard Notes backups, MediaWiki XML dumps, a data table's cell list of files, reused named footnotes, mg/L, t/day, 公釐; 63: Feishu/Lark JSON blocks, a reply's subject no title, one entry per callout of one task, labels holding verb-like words, mm/month, mS/cm, L/s; 64: 网址 labels a link, Hz and dB in Chinese; 65: rates (mites/100 bees) in either script, Chinese wrapped at a page width, indented paragraph items, long-form sheets; 66: FreeMind maps, groff -ms manuscripts, Word 2003 XML, rpm and kW in Chinese, lines named in inspect notes remapped; 67: section names kept as written (compared folded); 68: Skype exports, SiYuan notes, Texinfo manuals, RTF in East Asian code pages, kN, MPa and microstrain, `净增 1　X`, `NET-new 1/3 · X`, a callout over a list of entries, a chat field listing ids; 69: Jira XML exports, XMind workbooks, flat ODF texts, man pages, bar, mm/rev, MNm, mm/min, a living entry's paragraphs under its heading, a date after a name, bullets after a link field

__all__ = [
    "MAX_BYTES",
    "READER_VERSION",
    "reader_id",
    "MAX_LINE",
    "decode",
    "detect_kind",
    "extract",
    "extract_text",
    "iter_files",
    "logical_path",
    "read_bytes",
    "read_file",
]


def reader_id(lexicon: Lexicon | None = None) -> str:
    """The extractor's version and a hash of the lexicon's phrases (the package's and the user's):
    what `kgraph ingest` records with each document, and compares to know whether to read it again."""
    import json

    if lexicon is None:
        from kgraph.extract.lexicon import Lexicon

        lexicon = Lexicon.load(None)
    tables = getattr(lexicon, "tables", None)
    phrases = json.dumps(tables, sort_keys=True, ensure_ascii=False) if tables is not None else repr(lexicon)
    return f"{READER_VERSION}+{hashlib.sha256(phrases.encode('utf-8')).hexdigest()[:16]}"


def read_file(file: Path, root: Path | None = None, lexicon: Lexicon | None = None) -> Document:
    """Extract the document in `file` (its logical path from `root`)."""
    return extract(read_bytes(file), logical_path(file, root), display=str(file), lexicon=lexicon)


def extract(data: bytes | str, path: str, display: str | None = None, lexicon: Lexicon | None = None) -> Document:
    """Extract one document. `path` is its logical path (its identity in the store).

    Raises DocumentError (and nothing else) when the data is not a readable document."""
    return _read(data, path, display, lexicon)[0]


def extract_text(
    data: bytes | str, path: str, display: str | None = None, lexicon: Lexicon | None = None
) -> tuple[Document, list[Line]]:
    """`extract`, and the lines it read (each as written and in the canonical layout), for a
    coverage report (`kgraph.extract.inspect.coverage`)."""
    return _read(data, path, display, lexicon)


def _read(data: bytes | str, path: str, display: str | None, lexicon: Lexicon | None) -> tuple[Document, list[Line]]:
    """`_read_unguarded`, where an exception inside the extractor is the file's DocumentError."""
    from kgraph.errors import KGraphError, ReaderBug

    try:
        return _read_unguarded(data, path, display, lexicon)
    except KGraphError:
        raise
    except Exception as exc:  # noqa: BLE001 - a bug of ours: one line naming the file, never a traceback
        raise ReaderBug(display or path, exc) from exc


def _read_unguarded(
    data: bytes | str, path: str, display: str | None, lexicon: Lexicon | None
) -> tuple[Document, list[Line]]:
    """decode → format → fold → the reader of the document's kind → `Document`, its lines
    numbered as the file writes them."""
    from kgraph.extract import formats
    from kgraph.extract.assemble import read_document, remap, source_lines
    from kgraph.extract.fold import fold
    from kgraph.extract.formats.typed import typed_tables
    from kgraph.extract.formats.views import view_of
    from kgraph.extract.tree import field_tables, label_over_paths

    if isinstance(data, str):
        data = data.encode("utf-8", errors="surrogatepass")  # lone surrogates become bad bytes
    name = display or path
    fmt = formats.detect(data, name)
    text: str | None = None
    warnings: list[str] = []
    written: str | None = None  # the decoded text as written: what the store keeps and pages show
    if fmt not in formats.pandoc_binary():
        written, warnings = decode(data, name)
        text = tame(written, warnings)
    seen = view_of(fmt, data, text, written, name)
    seen = typed_tables(seen, lexicon)
    field_tables(seen, lexicon)
    label_over_paths(seen, lexicon)
    own_lines = (
        fmt in formats.LINE_FOR_LINE and len(seen.lines) == len(seen.source) and seen.source[-1:] == [len(seen.source)]
    )
    digest = hashlib.sha256(data).hexdigest()
    doc, lines = read_document(
        fold(seen.text),
        path,
        digest,
        lexicon,
        with_lines=True,
        file=name,
        raw=text.split("\n") if own_lines and text else seen.lines,
        joined=frozenset(seen.joined) | frozenset(seen.continued),
    )
    doc.warnings[:0] = warnings
    doc.text = written if written is not None else seen.text  # a binary format: as its text reads
    if seen.callouts:
        from kgraph.extract.lexicon import default as default_lexicon
        from kgraph.extract.records import attach_callouts

        attach_callouts(doc, seen.callouts, lines, lexicon or default_lexicon())
    for moved, to in seen.joined.items():
        doc.taken.setdefault(moved, []).append(f"part of line {to}")
    if not own_lines:  # the view's lines are not the file's: a binary format, or a text split where it was glued
        remap(doc, seen)
        lines = source_lines(text, lines, seen)
    for more, row in seen.continued.items():  # a grid table's row over several lines of the file
        doc.taken.setdefault(more, []).append(f"part of line {row}")
    for left, why in seen.dropped.items():  # (so `inspect` says why, instead of calling it unattached)
        doc.taken.setdefault(left, []).append(f"left out: {why}")
    return doc, lines


def detect_kind(text: str, path: str) -> str:
    """brief, living, paper_card, inbox_note or document."""
    from kgraph.extract.assemble import detect_kind as kind

    return kind(text, path)
