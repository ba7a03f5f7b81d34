"""Reading the zoo40 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Standard Notes backup loaded with Python's json module (the
`JSON.stringify(data, null, 2)` layout, the payload fields and their types, v4 uuids, instants
agreeing with the microsecond timestamps, tags referencing notes of the same backup) and the
note's Markdown parsed with markdown-it (CommonMark with GFM tables); the signal-export chat split
into its messages by signal-export's own line grammar (headers, quotes, the two-space body end,
reactions, attachment links and their file names, times in order); the AsciiDoc document read by
a small reader of the Asciidoctor grammar it uses (the header's attribute entries, sections and
their levels, anchors and cross references, block attributes and titles, `|===` tables whose
cells fill their `cols`, `====` blocks, admonitions, description and ordered lists, inline
macros and attribute references); the MediaWiki dump parsed with ElementTree (the export schema's
elements, the text's byte count and base-36 SHA-1) and its wikitext read by a small reader
(balanced templates, tables and tags, headings, links, footnotes defined before they are
reused). tests/zoo40/test_zoo40_facts.py also hands the AsciiDoc and the wikitext to pandoc's
own readers and holds them to what these readers find."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from xml.etree import ElementTree as ET

from markdown_it import MarkdownIt


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


# --- Standard Notes (decrypted backup) -----------------------------------------------------------

SN_DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")
UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
SN_ITEM = ["uuid", "content_type", "content", "created_at", "updated_at", "created_at_timestamp",
           "updated_at_timestamp", "duplicate_of"]  # fmt: skip
NOTE_CONTENT = {"title": str, "text": str, "references": list, "appData": dict, "preview_plain": str,
                "spellcheck": bool, "noteType": str, "editorIdentifier": str, "trashed": bool,
                "archived": bool}  # fmt: skip
NOTE_TYPES = {"plain-text", "markdown", "rich-text", "code", "task", "spreadsheet", "authentication", "super"}


def _instant(s: str) -> datetime:
    assert SN_DATE.fullmatch(s), s
    return datetime.strptime(s, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def standardnotes(raw: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A decrypted Standard Notes backup holding one note: `{"version": "004", "items": [...]}`
    exactly as `JSON.stringify(data, null, 2)` writes it; every item a payload with Standard
    Notes' fields in order, a unique lower case v4 uuid, ISO instants with milliseconds (created
    no later than updated) that the microsecond timestamps agree with; the note's content of
    Standard Notes' fields and types, referencing nothing, its `client_updated_at` its update
    time; every tag titled and referencing only notes of the backup. Returns (note, tags)."""
    doc = json.loads(raw, object_pairs_hook=_no_repeats)
    assert raw == json.dumps(doc, indent=2, ensure_ascii=False), "not JSON.stringify(data, null, 2)"
    assert list(doc) == ["version", "items"] and doc["version"] == "004"
    items = doc["items"]
    uuids = [i["uuid"] for i in items]
    assert len(set(uuids)) == len(uuids) and all(UUID4.fullmatch(u) for u in uuids)
    for i in items:
        assert list(i) == SN_ITEM, list(i)
        created, updated = _instant(i["created_at"]), _instant(i["updated_at"])
        assert created <= updated and i["duplicate_of"] is None
        for t, stamp in ((created, i["created_at_timestamp"]), (updated, i["updated_at_timestamp"])):
            assert isinstance(stamp, int) and stamp // 1000 == int(t.timestamp() * 1000), (t, stamp)
        sn = i["content"]["appData"]["org.standardnotes.sn"]
        assert _instant(sn["client_updated_at"]) == updated
    notes = [i for i in items if i["content_type"] == "Note"]
    tags = [i for i in items if i["content_type"] == "Tag"]
    assert len(notes) == 1 and len(notes) + len(tags) == len(items)
    (note,) = notes
    c = note["content"]
    assert set(c) <= set(NOTE_CONTENT) and {"title", "text", "references", "appData"} <= set(c)
    for k, v in c.items():
        assert type(v) is NOTE_CONTENT[k], (k, v)
    assert c["references"] == [] and c["noteType"] in NOTE_TYPES and c["title"]
    for t in tags:
        assert set(t["content"]) == {"title", "expanded", "references", "appData"} and t["content"]["title"]
        for r in t["content"]["references"]:
            assert r == {"uuid": note["uuid"], "content_type": "Note"}, r
    return note, tags


MD = MarkdownIt("commonmark").enable("table")


def md_tokens(md: str) -> list[Any]:
    return MD.parse(md)


def _md_inline(children: list[Any]) -> str:
    out: list[str] = []
    href: list[str | None] = []
    start: list[int] = []
    for t in children:
        if t.type == "text":
            out.append(t.content)
        elif t.type == "code_inline":
            out.append(t.content)
        elif t.type in ("softbreak", "hardbreak"):
            out.append("\n")
        elif t.type == "link_open":
            href.append(t.attrs["href"])
            start.append(len(out))
        elif t.type == "link_close":
            h, s = href.pop(), start.pop()
            if "".join(out[s:]) != h:  # an autolink shows its own target
                out.append(f" <{h}>")
        elif t.type in ("strong_open", "strong_close", "em_open", "em_close"):
            pass
        else:
            raise AssertionError(f"unexpected inline token {t.type}")
    return "".join(out)


def md_text(md: str) -> str:
    """The Markdown as a reader reads it, parsed by markdown-it: a line a block (headings with
    their marks, list items with theirs, table rows with tab-separated cells), inline marks
    dropped, a link's target after its text in angle brackets."""
    lines: list[str] = []
    row: list[str] | None = None
    marks: list[str] = []
    for t in md_tokens(md):
        if t.type == "heading_open":
            marks.append("#" * int(t.tag[1]) + " ")
        elif t.type in ("bullet_list_open", "ordered_list_open"):
            marks.append("")
        elif t.type == "list_item_open":
            marks[-1] = f"{t.info}. " if t.info else "- "
        elif t.type in ("heading_close", "bullet_list_close", "ordered_list_close"):
            marks.pop()
        elif t.type == "tr_open":
            row = []
        elif t.type == "tr_close":
            lines.append("\t".join(row or []))
            row = None
        elif t.type == "hr":
            lines.append("---")
        elif t.type == "inline":
            text = _md_inline(t.children or [])
            if row is not None:
                row.append(text)
            else:
                lines.append((marks[-1] if marks else "") + text)
    return "\n".join(lines)


def md_headings(md: str) -> list[tuple[int, str]]:
    toks = md_tokens(md)
    return [(int(t.tag[1]), _md_inline(toks[k + 1].children)) for k, t in enumerate(toks) if t.type == "heading_open"]


def md_tables(md: str) -> list[list[list[str]]]:
    """Every GFM table: its rows (the header row first), each a list of its cells' text."""
    tables: list[list[list[str]]] = []
    in_cell = False
    for t in md_tokens(md):
        if t.type == "table_open":
            tables.append([])
        elif t.type == "tr_open":
            tables[-1].append([])
        elif t.type in ("th_open", "td_open", "th_close", "td_close"):
            in_cell = t.type.endswith("_open")
        elif t.type == "inline" and in_cell:
            tables[-1][-1].append(_md_inline(t.children or []))
    return tables


# --- signal-export (chat.md) ------------------------------------------------------------------------

SIG_HEAD = re.compile(r"\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\] ([^\s:\[\]][^:\n]*): ")
SIG_ATTACH = re.compile(r"(!?)\[([^\]\n]+)\]\(\./media/([^)\s]+)\)  $")
SIG_FILE = re.compile(r"(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d)\.\d{3}_(\d\d)_([^\s/,:|]+)")
SIG_IMAGE = ("png", "jpg", "jpeg", "gif", "tif", "tiff", "webp", "apng", "svg")


@dataclass
class SignalMessage:
    at: datetime
    sender: str
    body: str
    quote: list[str] = field(default_factory=list)
    reactions: list[tuple[str, str]] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)


def signal(raw: str) -> list[SignalMessage]:
    """A signal-export `chat.md`: messages one after another, each `[time] Sender: ` then the
    message and a blank line; a sender's name letters and digits only (or `Me`); a quote first as
    `\\n\\n> ` lines and a blank line; the body ending in two spaces; reactions
    `\\n(- Name: emoji -)` from the chat's senders; attachments `[name](./media/name)  ` (with `!`
    for an image) named after the message's own time; no backticks; times never going back."""
    assert not raw.startswith("\ufeff") and raw.endswith("\n\n") and "\r" not in raw
    starts = [m.start() for m in SIG_HEAD.finditer(raw) if m.start() == 0 or raw[m.start() - 2 : m.start()] == "\n\n"]
    assert starts and starts[0] == 0
    msgs: list[SignalMessage] = []
    for a, b in zip(starts, [*starts[1:], len(raw)], strict=True):
        chunk = raw[a:b]
        assert chunk.endswith("\n\n"), chunk
        head = SIG_HEAD.match(chunk)
        assert head
        at = datetime.strptime(head[1], "%Y-%m-%d %H:%M:%S")
        sender = head[2]
        assert sender == "Me" or all(ch.isalnum() for ch in sender), sender
        rest = chunk[head.end() : -2]
        quote: list[str] = []
        if rest.startswith("\n\n> "):
            end = rest.index("\n\n", 2)
            quote = rest[2:end].split("\n")
            assert all(q.startswith("> ") for q in quote), quote
            quote = [q[2:] for q in quote]
            rest = rest[end + 2 :]
        attachments: list[str] = []
        while m := SIG_ATTACH.search(rest):
            bang, name, path = m.groups()
            assert name == path and (bang == "!") == (name.rsplit(".", 1)[-1].lower() in SIG_IMAGE), m[0]
            f = SIG_FILE.fullmatch(name)
            assert f and f[1] == at.strftime("%Y-%m-%dT%H-%M-%S"), name
            attachments.insert(0, name)
            rest = rest[: m.start()]
        reactions: list[tuple[str, str]] = []
        if r := re.search(r"\n\(- (.+) -\)$", rest):
            for x in r[1].split(", "):
                who, emoji = x.split(": ")
                reactions.append((who, emoji))
            rest = rest[: r.start()]
        assert rest.endswith("  ") and "`" not in rest, rest[-20:]
        body = rest[:-2]
        assert body.strip(), chunk
        msgs.append(SignalMessage(at, sender, body, quote, reactions, attachments))
    times = [m.at for m in msgs]
    assert times == sorted(times), "messages out of order"
    senders = {m.sender for m in msgs}
    assert all(who in senders for m in msgs for who, _ in m.reactions)
    return msgs


def signal_text(msgs: list[SignalMessage]) -> str:
    """The chat as its reader reads it: who said what (a quote's lines behind `> `), one
    message after another."""
    out = []
    for m in msgs:
        lines = [f"> {q}" for q in m.quote] + [m.body] + [f"[{a}]" for a in m.attachments]
        out.append(f"{m.sender}: " + "\n".join(lines))
    return "\n".join(out)


# --- AsciiDoc (Asciidoctor) -------------------------------------------------------------------------

ADMONITIONS = ("NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION")


@dataclass
class Table:
    title: str | None
    cols: int
    header: list[str]
    rows: list[list[str]]


@dataclass
class Adoc:
    title: str
    attributes: dict[str, str]
    sections: list[tuple[int, str, str | None]] = field(default_factory=list)  # level, title, anchor
    tables: list[Table] = field(default_factory=list)
    admonitions: list[tuple[str, str | None, str]] = field(default_factory=list)  # kind, title, text
    dlists: list[tuple[str | None, list[tuple[str, str]]]] = field(default_factory=list)  # style, items
    olists: list[list[str]] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # target, text
    xrefs: list[tuple[str, str | None]] = field(default_factory=list)  # target, text
    lines: list[str] = field(default_factory=list)  # the text, a line a block

    @property
    def text(self) -> str:
        return "\n".join([self.title, *self.lines])


ATTR_ENTRY = re.compile(r":([A-Za-z0-9_][\w-]*):(?: (.*))?$")
SECTION = re.compile(r"(={2,6}) (\S.*)$")
ANCHOR = re.compile(r"\[\[([A-Za-z_][\w-]*)\]\]$")
BLOCK_ATTRS = re.compile(r"\[([^\[\]]*)\]$")
DLIST = re.compile(r"(\S.*?)::(?: (.*))?$")


def _cols(spec: str) -> int:
    """The number of columns a `cols` attribute gives (`"^1,3,3"`, `"3*"`)."""
    if m := re.fullmatch(r"(\d+)\*", spec):
        return int(m[1])
    parts = spec.split(",")
    assert all(re.fullmatch(r"[<^>]?(\.[<^>])?\d*[adehlmsv]?", p.strip()) for p in parts), spec
    return len(parts)


class _AdocReader:
    def __init__(self, raw: str) -> None:
        assert raw.endswith("\n") and "\r" not in raw and "\t" not in raw
        self.lines = raw.split("\n")[:-1]
        self.i = 0
        self.doc: Adoc | None = None
        self.anchors: set[str] = set()

    # inline ----------------------------------------------------------------------------
    def inline(self, s: str) -> str:
        doc = self.doc
        assert doc is not None

        def attr(m: re.Match[str]) -> str:
            assert m[1] in doc.attributes, f"undefined attribute {m[1]}"
            return doc.attributes[m[1]]

        s = re.sub(r"\{([A-Za-z0-9_][\w-]*)\}", attr, s)

        def link(m: re.Match[str]) -> str:
            target, text = m[1], m[2] or m[1]
            doc.links.append((target, text))
            return f"{text} <{target}>"

        s = re.sub(r"link:(\S+?)\[([^\]]*)\]", link, s)
        s = re.sub(r"(?<![<\w:/])(https?://[^\s\[\]<>]+)\[([^\]]*)\]", link, s)

        def xref(m: re.Match[str]) -> str:
            target, text = m[1], m[2]
            doc.xrefs.append((target, text))
            return text if text is not None else f"\x01{target}\x01"  # the section's title, once read

        s = re.sub(r"<<([^<>,\s]+)(?:,([^<>]+))?>>", xref, s)
        assert "<<" not in s and ">>" not in s, s
        s = re.sub(r"`([^`]+)`", r"\1", s)
        s = re.sub(r"(?<!\w)\*(\S(?:[^*]*\S)?)\*(?!\w)", r"\1", s)
        assert "`" not in s, s
        return s

    def para(self, lines: list[str]) -> str:
        """A paragraph's lines: a trailing ` +` a hard break, other line ends kept as they are."""
        return "\n".join(self.inline(x[:-2] if x.endswith(" +") else x) for x in lines)

    # blocks ----------------------------------------------------------------------------
    def header(self) -> None:
        first = self.lines[0]
        assert first.startswith("= ") and first[2:].strip(), first
        attrs: dict[str, str] = {}
        self.i = 1
        while self.i < len(self.lines) and self.lines[self.i]:
            m = ATTR_ENTRY.fullmatch(self.lines[self.i])
            assert m, f"not an attribute entry in the header: {self.lines[self.i]}"
            attrs[m[1]] = m[2] or ""
            self.i += 1
        assert {"author", "revdate", "lang"} <= set(attrs), attrs
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", attrs["revdate"])
        self.doc = Adoc(first[2:], attrs)
        self.doc.title = self.inline(first[2:])

    def take_until_blank(self) -> list[str]:
        out = []
        while self.i < len(self.lines) and self.lines[self.i]:
            out.append(self.lines[self.i])
            self.i += 1
        return out

    def table(self, attrs: str, title: str | None) -> None:
        """A `|===` table: cells start with `|` (or `a|`, AsciiDoc content) at a line's start or
        after a space; lines that start no cell continue the last one; with the header option the
        first row is the header; the cells fill whole rows of `cols` columns."""
        doc = self.doc
        assert doc is not None
        m = re.search(r'cols="([^"]+)"', attrs)
        assert m, f"a table without cols: {attrs}"
        ncols = _cols(m[1])
        self.i += 1
        cells: list[tuple[str, list[str]]] = []  # (style, lines)
        while True:
            assert self.i < len(self.lines), "an unclosed table"
            line = self.lines[self.i]
            self.i += 1
            if line == "|===":
                break
            if re.match(r"[a-z]?\|", line):
                parts = re.split(r"(?:^| )([a-z]?)\|", line)
                assert parts[0] == "", line
                for k in range(1, len(parts), 2):
                    assert parts[k] in ("", "a"), f"a cell style this reader does not know: {line}"
                    cells.append((parts[k], [parts[k + 1].strip()] if parts[k + 1].strip() else []))
            else:
                assert cells or not line, f"text before the first cell: {line}"
                if cells:
                    cells[-1][1].append(line)
        header: list[str] = []
        if 'options="header"' in attrs or "%header" in attrs:
            header = [self.para([x for x in c if x]) for _, c in cells[:ncols]]
            cells = cells[ncols:]
        assert len(cells) % ncols == 0, f"{len(cells)} cells do not fill {ncols} columns"
        texts = []
        for style, lines in cells:
            lines = [x for x in lines if x]
            if style == "a":
                assert all(x.startswith("* ") for x in lines), lines
                texts.append("\n".join(self.inline(x[2:]) for x in lines))
            else:
                texts.append(self.para(lines))
        rows = [texts[k : k + ncols] for k in range(0, len(texts), ncols)]
        doc.tables.append(Table(title, ncols, header, rows))
        if title:
            doc.lines.append(title)
        doc.lines += ["\t".join(header)] if header else []
        doc.lines += ["\t".join(r) for r in rows]

    def read(self) -> Adoc:
        self.header()
        doc = self.doc
        assert doc is not None
        attrs: str | None = None
        title: str | None = None
        anchor: str | None = None
        last_level = 0
        while self.i < len(self.lines):
            line = self.lines[self.i]
            if not line:
                self.i += 1
                continue
            if m := ANCHOR.fullmatch(line):
                assert m[1] not in self.anchors, f"anchor {m[1]} defined twice"
                anchor = m[1]
                self.anchors.add(anchor)
                self.i += 1
                continue
            if (m := BLOCK_ATTRS.fullmatch(line)) and not line.startswith("[["):
                attrs = m[1]
                self.i += 1
                continue
            if line.startswith(".") and not line.startswith(". ") and not line.startswith(".."):
                title = self.inline(line[1:])
                self.i += 1
                continue
            if m := SECTION.fullmatch(line):
                level = len(m[1]) - 1
                assert level <= last_level + 1, f"section level skipped: {line}"
                last_level = level
                doc.sections.append((level, self.inline(m[2]), anchor))
                doc.lines.append(self.inline(m[2]))
                self.i += 1
            elif line == "|===":
                self.table(attrs or "", title)
            elif line == "====":
                style = (attrs or "").split(",")[0]
                self.i += 1
                inner = []
                while self.lines[self.i] != "====":
                    inner.append(self.lines[self.i])
                    self.i += 1
                self.i += 1
                assert style in ADMONITIONS, f"an example block without an admonition style: {attrs}"
                text = self.para([x for x in inner if x])
                doc.admonitions.append((style, title, text))
                doc.lines.append(f"{style.title()}: {title + '：' if title else ''}{text}")
            elif line == "'''":
                doc.lines.append("---")
                self.i += 1
            elif m := re.match(r"(NOTE|TIP|IMPORTANT|WARNING|CAUTION): (.*)", line):
                text = self.para([m[2], *self.take_until_blank()[1:]])
                doc.admonitions.append((m[1], None, text))
                doc.lines.append(f"{m[1].title()}: {text}")
            elif line.startswith(". "):
                items = self.take_until_blank()
                assert all(x.startswith(". ") for x in items), items
                doc.olists.append([self.inline(x[2:]) for x in items])
                doc.lines += [f"{k}. {self.inline(x[2:])}" for k, x in enumerate(items, 1)]
            elif line.startswith("* "):
                items = self.take_until_blank()
                assert all(x.startswith("* ") for x in items), items
                doc.lines += [f"- {self.inline(x[2:])}" for x in items]
            elif DLIST.fullmatch(line):
                block = self.take_until_blank()
                entries: list[tuple[str, list[str]]] = []
                for x in block:
                    if m := DLIST.fullmatch(x):
                        entries.append((m[1], [m[2]] if m[2] else []))
                    else:
                        assert entries
                        entries[-1][1].append(x)
                items = [(self.inline(t), self.para(d)) for t, d in entries]
                doc.dlists.append((attrs, items))
                doc.lines += [f"{t}: {d}" if "\n" not in d else f"{t}:\n{d}" for t, d in items]
            else:
                doc.lines.append(self.para(self.take_until_blank()))
            attrs = title = anchor = None
        titles = {a: t for _, t, a in doc.sections if a}
        for target, _ in doc.xrefs:
            if ".adoc#" not in target:
                assert target in titles, f"a cross reference to a missing section anchor: {target}"
        doc.lines = [re.sub("\x01([^\x01]+)\x01", lambda m: titles[m[1]], x) for x in doc.lines]
        return doc


def asciidoc(raw: str) -> Adoc:
    """An AsciiDoc document of the Asciidoctor grammar it uses (see _AdocReader): a header of
    attribute entries (author, revdate, lang), sections whose levels do not skip, anchors defined
    once and every in-document cross reference resolving, attribute references defined, tables
    whose cells fill their `cols`, example blocks styled as admonitions, no unread markup."""
    return _AdocReader(raw).read()


# --- MediaWiki (XML dump, export schema 0.11) -------------------------------------------------------

MW = "http://www.mediawiki.org/xml/export-0.11/"


def _mw(name: str) -> str:
    return f"{{{MW}}}{name}"


def base36(hexdigest: str) -> str:
    n, out = int(hexdigest, 16), ""
    while n:
        n, r = divmod(n, 36)
        out = "0123456789abcdefghijklmnopqrstuvwxyz"[r] + out
    return out.rjust(31, "0")


@dataclass
class WikiPage:
    sitename: str
    title: str
    timestamp: datetime
    user: str
    comment: str
    wikitext: str


def mediawiki(raw: str) -> WikiPage:
    """A Special:Export dump of one page: the export-0.11 root (schema location, version,
    xml:lang), siteinfo with MediaWiki's generator and the namespaces (the main one unnamed), one
    page in the main namespace with one revision whose children are the schema's in its order,
    a UTC timestamp, a named contributor, `origin` its own id, wikitext as `text/x-wiki`, and the
    text's `bytes` and base-36 `sha1` (also in `<sha1>`) agreeing with the text; `"` escaped."""
    assert raw.endswith("</mediawiki>\n") and not raw.startswith("<?xml")
    text_raw = raw.split('xml:space="preserve">', 1)[1].split("</text>", 1)[0]
    assert '"' not in text_raw, "an unescaped quote in the text"
    root = ET.fromstring(raw)
    assert root.tag == _mw("mediawiki") and root.get("version") == "0.11"
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "en"
    xsi = "{http://www.w3.org/2001/XMLSchema-instance}schemaLocation"
    assert root.get(xsi) == f"{MW} http://www.mediawiki.org/xml/export-0.11.xsd"
    site, *pages = list(root)
    assert site.tag == _mw("siteinfo") and len(pages) == 1
    assert [c.tag for c in site] == [_mw(x) for x in ("sitename", "dbname", "base", "generator", "case", "namespaces")]
    assert re.fullmatch(r"MediaWiki 1\.\d+\.\d+", site.findtext(_mw("generator")) or "")
    ns = {int(n.get("key")): (n.text or "") for n in site.find(_mw("namespaces"))}
    assert ns[0] == "" and ns[10] == "Template" and ns[14] == "Category"
    (page,) = pages
    assert [c.tag for c in page] == [_mw(x) for x in ("title", "ns", "id", "revision")]
    assert page.findtext(_mw("ns")) == "0" and (page.findtext(_mw("id")) or "").isdigit()
    rev = page.find(_mw("revision"))
    order = ["id", "parentid", "timestamp", "contributor", "comment", "origin", "model", "format", "text", "sha1"]
    assert [c.tag for c in rev] == [_mw(x) for x in order]
    assert rev.findtext(_mw("origin")) == rev.findtext(_mw("id"))
    assert int(rev.findtext(_mw("parentid"))) < int(rev.findtext(_mw("id")))
    stamp = rev.findtext(_mw("timestamp")) or ""
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", stamp)
    who = rev.find(_mw("contributor"))
    assert [c.tag for c in who] == [_mw("username"), _mw("id")] and who.findtext(_mw("username"))
    assert rev.findtext(_mw("model")) == "wikitext" and rev.findtext(_mw("format")) == "text/x-wiki"
    t = rev.find(_mw("text"))
    assert t.get("{http://www.w3.org/XML/1998/namespace}space") == "preserve"
    wikitext = t.text or ""
    sha1 = base36(hashlib.sha1(wikitext.encode("utf-8")).hexdigest())
    assert t.get("bytes") == str(len(wikitext.encode("utf-8"))) and t.get("sha1") == sha1 == rev.findtext(_mw("sha1"))
    assert wikitext == wikitext.rstrip(), "MediaWiki strips trailing whitespace on save"
    return WikiPage(
        site.findtext(_mw("sitename")) or "",
        page.findtext(_mw("title")) or "",
        datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ"),
        who.findtext(_mw("username")) or "",
        rev.findtext(_mw("comment")) or "",
        wikitext,
    )


WIKI_HEADING = re.compile(r"(={1,6}) (.+?) \1$")


@dataclass
class Wiki:
    templates: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    headings: list[tuple[int, str]] = field(default_factory=list)
    tables: list[tuple[str | None, list[list[str]]]] = field(default_factory=list)  # caption, rows
    links: list[tuple[str, str]] = field(default_factory=list)  # internal: target, text
    external: list[tuple[str, str]] = field(default_factory=list)  # url, text
    refs: dict[str, str] = field(default_factory=dict)
    categories: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


class _WikiReader:
    def __init__(self, wt: str) -> None:
        self.wt = wt
        self.w = Wiki()
        self.ref_count = 0

    def inline(self, s: str) -> str:
        """A line's inline wikitext as text: a footnote's text in brackets where it is cited, a
        template as `name:params`, a link as its text (an external one with its URL after it in
        angle brackets), `<code>` and quote marks dropped, `<br />` a line break."""
        w = self.w
        shown: list[str] = []

        def keep(text: str) -> str:
            shown.append(text)
            return f"\0{len(shown) - 1}\0"

        def ref(m: re.Match[str]) -> str:
            name, body = m[1], m[2]
            text = self.inline(body)
            if name:
                assert name not in w.refs, f"ref {name} defined twice"
                w.refs[name] = text
            self.ref_count += 1
            return keep(f" [{text}]")

        def reuse(m: re.Match[str]) -> str:
            assert m[1] in w.refs, f"ref {m[1]} reused before it is defined"
            return keep(f" [{w.refs[m[1]]}]")

        s = re.sub(r'<ref(?: name="([^"]+)")?>(.*?)</ref>', ref, s)
        s = re.sub(r'<ref name="([^"]+)" />', reuse, s)
        assert "<ref" not in s and "</ref>" not in s, s

        def tpl(m: re.Match[str]) -> str:
            name, *params = m[1].split("|")
            w.templates.append((name.strip(), {str(k): v for k, v in enumerate(params, 1)}))
            return f"{name.strip()}:{'|'.join(params)}"

        s = re.sub(r"\{\{([^{}]+)\}\}", tpl, s)

        def internal(m: re.Match[str]) -> str:
            target, text = m[1], m[2] if m[2] is not None else m[1]
            if target.startswith("Category:"):
                w.categories.append(target.removeprefix("Category:"))
                return f"Category: {target.removeprefix('Category:')}"
            w.links.append((target, text))
            return text

        s = re.sub(r"\[\[([^\[\]|]+)(?:\|([^\[\]]+))?\]\]", internal, s)

        def external(m: re.Match[str]) -> str:
            w.external.append((m[1], m[2]))
            return keep(f"{m[2]} <{m[1]}>")

        s = re.sub(r"\[(https?://\S+) ([^\]]+)\]", external, s)
        s = re.sub(r"<code>(.*?)</code>", r"\1", s)
        s = s.replace("<br />", "\n").replace("'''", "").replace("''", "")
        for bad in ("[", "]", "{{", "}}", "<", ">", "|"):
            assert bad not in s, (bad, s)
        return re.sub(r"\0(\d+)\0", lambda m: shown[int(m[1])], s)

    def read(self) -> Wiki:
        w = self.w
        lines = self.wt.split("\n")
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("{{") and not line.endswith("}}"):  # a block template, a parameter a line
                name = line[2:].strip()
                params: dict[str, str] = {}
                i += 1
                while lines[i] != "}}":
                    m = re.fullmatch(r"\| *([\w ]+?) *= *(.*)", lines[i])
                    assert m, f"not a template parameter: {lines[i]}"
                    params[m[1]] = self.inline(m[2])
                    i += 1
                w.templates.append((name, params))
                w.lines += [name] + [f"{k}: {v}" for k, v in params.items()]
            elif line.startswith("{|"):
                assert re.fullmatch(r'\{\| class="wikitable( sortable)?"', line), line
                caption, rows, i = self.table(lines, i)
                w.tables.append((caption, rows))
                w.lines += ([caption] if caption else []) + ["\t".join(r) for r in rows]
            elif m := WIKI_HEADING.fullmatch(line):
                assert len(m[1]) >= 2, line
                w.headings.append((len(m[1]), m[2]))
                w.lines.append(m[2])
            elif line.startswith(("* ", "# ", "; ", ": ")):
                w.lines.append(line[:2] + self.inline(line[2:]))
            elif line in ("<references />", "__TOC__"):
                pass
            else:
                assert not line.startswith(("|", "!", "=", "{", "}")), line
                if line:
                    w.lines.append(self.inline(line))
            i += 1
        if self.ref_count:
            assert "<references />" in lines
        return w

    def table(self, lines: list[str], i: int) -> tuple[str | None, list[list[str]], int]:
        caption = None
        rows: list[list[str]] = []
        cur: list[str] | None = None
        i += 1
        while lines[i] != "|}":
            line = lines[i]
            if line.startswith("|+"):
                caption = self.inline(line[2:].strip())
            elif line.startswith("!"):
                rows.append([self.inline(c.strip()) for c in line[1:].split("!!")])
            elif line == "|-":
                cur = []
                rows.append(cur)
            elif line.startswith("|"):
                assert cur is not None, f"a cell outside a row: {line}"
                cur += [self.inline(c.strip()) for c in line[1:].split("||")]
            else:
                raise AssertionError(f"not table syntax: {line}")
            i += 1
        widths = {len(r) for r in rows}
        assert len(widths) == 1, f"rows of different widths: {widths}"
        return caption, rows, i


def wiki(wt: str) -> Wiki:
    """Wikitext of the kinds this page uses, read (see _WikiReader): block templates a parameter
    a line, wikitables whose rows are all as wide as the header, headings with matching marks,
    lists, internal and external links, `<code>`, `<br />`, footnotes (named ones defined once
    and before any reuse, with `<references />` on the page), categories; nothing left unread."""
    return _WikiReader(wt).read()
