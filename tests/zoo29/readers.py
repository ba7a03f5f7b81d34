"""Reading the zoo29 formats back without kgraph, each checked against its own format's rules: the
gemtext page line by line as the Gemini specification types its lines, the WeChat export cut into
its header and messages, the OpenDocument package through `zipfile` and `xml.etree` (the package
layout, the manifest, the namespaces and versions, the content's elements and text), the Textile
page through a small structure checker (RedCloth is not a Python package)."""

from __future__ import annotations

import io
import re
import zipfile
from dataclasses import dataclass, field
from xml.etree import ElementTree as ET

# --- gemtext --------------------------------------------------------------------------------------


@dataclass
class Gem:
    kinds: list[str] = field(default_factory=list)  # one per line: text link heading list quote toggle pre
    links: list[tuple[str, str]] = field(default_factory=list)  # (URL, label)
    headings: list[tuple[int, str]] = field(default_factory=list)
    items: list[str] = field(default_factory=list)
    quotes: list[str] = field(default_factory=list)
    pre: list[tuple[str, list[str]]] = field(default_factory=list)  # (alt text, lines)
    texts: list[str] = field(default_factory=list)


def gemtext(text: str) -> Gem:
    """Type each line as the gemtext specification does: inside a preformatted block every line is
    preformatted text until a toggle line closes it; outside, a line is a link line (`=>`, optional
    whitespace, a URL without whitespace, optional whitespace and a label), a heading (one to three
    `#`), a list item (`* `), a quote line (`>`), a toggle (```` ``` ````, its alt text after it) or
    text. Checked: the blocks are closed, headings start the page at level 1 and never skip a level,
    no URL is written inline in a text, list or quote line (gemtext has no inline links)."""
    g = Gem()
    assert text.endswith("\n") and "\r" not in text and "\t" not in text
    pre: list[str] | None = None
    level = 0
    for line in text[:-1].split("\n"):
        if line.startswith("```"):
            g.kinds.append("toggle")
            if pre is None:
                pre = []
                g.pre.append((line[3:].strip(), pre))
            else:
                pre = None
            continue
        if pre is not None:
            g.kinds.append("pre")
            pre.append(line)
            continue
        if line.startswith("=>"):
            m = re.fullmatch(r"=>[ \t]*(\S+)(?:[ \t]+(.*))?", line)
            assert m, line
            g.kinds.append("link")
            g.links.append((m.group(1), (m.group(2) or "").strip()))
            continue
        if m := re.fullmatch(r"(#{1,3})\s*(.+)", line):
            depth = len(m.group(1))
            assert depth <= level + 1 and (level or depth == 1), (line, level)
            level = depth
            g.kinds.append("heading")
            g.headings.append((depth, m.group(2)))
            continue
        if line.startswith("* "):
            g.kinds.append("list")
            g.items.append(line[2:])
        elif line.startswith(">"):
            g.kinds.append("quote")
            g.quotes.append(line[1:].lstrip())
        else:
            g.kinds.append("text")
            g.texts.append(line)
        assert "://" not in line, f"an inline URL: {line}"
    assert pre is None, "a preformatted block left open"
    return g


# --- WeChat ---------------------------------------------------------------------------------------


@dataclass
class Msg:
    time: str
    sender: str
    lines: list[str]


HEAD = re.compile(r"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) (\S.*)")
RULE = "- - - - - - - - - - - - - - -"


def chat(text: str) -> tuple[dict[str, str], list[Msg]]:
    """A WeChat export cut into its header (`名称：值` lines up to the first blank line) and its
    messages: a `YYYY-MM-DD HH:MM:SS nickname` line, the text lines, a blank line. Checked: the
    times never go back, no message is empty, every quoted reply is `「nickname：quote」`, the
    rule of spaced dashes and at least one line of reply, and placeholders stand alone."""
    lines = text.split("\n")
    end = lines.index("")
    head = {}
    for x in lines[:end]:
        k, sep, v = x.partition("：")
        assert sep and k and v, x
        head[k] = v
    out: list[Msg] = []
    k = end + 1
    while k < len(lines) and lines[k]:
        m = HEAD.fullmatch(lines[k])
        assert m, lines[k]
        stop = lines.index("", k)
        body = lines[k + 1 : stop]
        assert body and all(not HEAD.fullmatch(x) for x in body), lines[k]
        out.append(Msg(m.group(1), m.group(2), body))
        k = stop + 1
    assert k >= len(lines) - 1, lines[k:]
    assert [x.time for x in out] == sorted(x.time for x in out)
    for x in out:
        if x.lines[0].startswith("「"):
            assert re.fullmatch(r"「[^：」]+：.+」", x.lines[0]) and x.lines[1] == RULE and x.lines[2:], x.lines
        assert RULE not in x.lines or x.lines[0].startswith("「")
        for y in x.lines:
            assert not y.startswith(("[图片]", "[文件]", "[链接]")) or len(x.lines) <= 2, x.lines
    return head, out


# --- OpenDocument ---------------------------------------------------------------------------------

ODF = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "dc": "http://purl.org/dc/elements/1.1/",
    "meta": "urn:oasis:names:tc:opendocument:xmlns:meta:1.0",
    "manifest": "urn:oasis:names:tc:opendocument:xmlns:manifest:1.0",
}
MIME = "application/vnd.oasis.opendocument.text"


def q(name: str) -> str:
    """`text:p` -> `{urn:…:text:1.0}p`."""
    prefix, local = name.split(":")
    return f"{{{ODF[prefix]}}}{local}"


@dataclass
class Odt:
    members: list[str]
    content: ET.Element
    styles: ET.Element
    meta: ET.Element
    blocks: list[tuple[str, object]] = field(default_factory=list)  # (kind, payload) in body order
    links: list[tuple[str, str]] = field(default_factory=list)  # (href, text)
    notes: list[tuple[str, str]] = field(default_factory=list)  # (citation, body)
    annotations: list[tuple[str, str, str]] = field(default_factory=list)  # (creator, date, text)

    @property
    def text(self) -> str:
        """The body's text: a line a heading or paragraph, a table row its cells joined by ` | `."""
        out: list[str] = []
        for kind, x in self.blocks:
            if kind in ("h", "p"):
                out.append(x[1] if kind == "h" else x)
            elif kind == "list":
                out += ["\n".join(item) for item in x]
            else:
                out += [" | ".join(r) for r in x[0] + x[1]]
        return "\n".join(out)


class _Reader:
    def __init__(self, doc: Odt) -> None:
        self.doc = doc

    def inline(self, el: ET.Element) -> str:
        """An element's text as ODF lays it out: `text:s` spaces, tabs, line breaks, notes' citation
        and body inline; annotations kept aside (they are comments, not the text)."""
        parts = [el.text or ""]
        for c in el:
            if c.tag == q("text:s"):
                parts.append(" " * int(c.get(q("text:c"), "1")))
            elif c.tag == q("text:tab"):
                parts.append("\t")
            elif c.tag == q("text:line-break"):
                parts.append("\n")
            elif c.tag == q("office:annotation"):
                who, when = c.find(q("dc:creator")), c.find(q("dc:date"))
                said = " ".join(self.inline(p) for p in c.findall(q("text:p")))
                self.doc.annotations.append((who.text if who is not None else "", when.text if when is not None else "",
                                             said))  # fmt: skip
            elif c.tag == q("text:note"):
                cite = c.find(q("text:note-citation"))
                body = c.find(q("text:note-body"))
                assert cite is not None and body is not None and c.get(q("text:note-class")) in ("footnote", "endnote")
                said = " ".join(self.inline(p) for p in body.findall(q("text:p")))
                self.doc.notes.append((cite.text or "", said))
                parts.append(f"[{cite.text}] {said}")
            else:
                assert c.tag in (q("text:span"), q("text:a")), c.tag
                s = self.inline(c)
                if c.tag == q("text:a"):
                    assert c.get(q("xlink:type")) == "simple" and c.get(q("xlink:href")), c.attrib
                    self.doc.links.append((c.get(q("xlink:href")), s))
                parts.append(s)
            parts.append(c.tail or "")
        return "".join(parts)

    def list(self, el: ET.Element) -> list[list[str]]:
        items = []
        for it in el:
            assert it.tag in (q("text:list-item"), q("text:list-header")), it.tag
            paras: list[str] = []
            for c in it:
                if c.tag == q("text:list"):
                    paras += ["\n".join(x) for x in self.list(c)]
                else:
                    assert c.tag in (q("text:p"), q("text:h")), c.tag
                    paras.append(self.inline(c))
            items.append(paras)
        return items

    def table(self, el: ET.Element) -> tuple[list[list[str]], list[list[str]]]:
        """(header rows, body rows); every row as wide as the columns declared."""
        cols = sum(int(c.get(q("table:number-columns-repeated"), "1")) for c in el.findall(q("table:table-column")))
        header = el.find(q("table:table-header-rows"))
        assert cols and header is not None and list(el).index(header) > 0, "columns, then the header rows"

        def rows(parent: ET.Element) -> list[list[str]]:
            out = []
            for r in parent.findall(q("table:table-row")):
                cells = r.findall(q("table:table-cell"))
                assert len(cells) == cols and all(c.get(q("office:value-type")) == "string" for c in cells)
                out.append(["\n".join(self.inline(p) for p in c.findall(q("text:p"))) for c in cells])
            return out

        return rows(header), rows(el)

    def body(self, text: ET.Element) -> None:
        for el in text:
            if el.tag == q("text:h"):
                level = int(el.get(q("text:outline-level"), "0"))
                assert 1 <= level <= 10, el.attrib
                self.doc.blocks.append(("h", (level, self.inline(el))))
            elif el.tag == q("text:p"):
                self.doc.blocks.append(("p", self.inline(el)))
            elif el.tag == q("text:list"):
                self.doc.blocks.append(("list", self.list(el)))
            elif el.tag == q("table:table"):
                assert el.get(q("table:name")), "a table without its name"
                self.doc.blocks.append(("table", self.table(el)))
            else:
                assert el.tag in (q("text:sequence-decls"),), el.tag


def odt(data: bytes) -> Odt:
    """An ODF 1.3 text package: `mimetype` the first member, stored (not compressed) and without an
    extra field, holding the media type; the manifest (version 1.3) listing every other member
    with its media type and the root with the package's; content, styles and meta each the
    document element ODF names, with `office:version="1.3"`; every style the content names
    defined in styles.xml or among the content's automatic styles; the body read."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        first = infos[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED and not first.extra
        assert z.read("mimetype") == MIME.encode("ascii") and z.testzip() is None
        xml = {i.filename: ET.fromstring(z.read(i.filename)) for i in infos if i.filename.endswith(".xml")}
    man = xml["META-INF/manifest.xml"]
    assert man.tag == q("manifest:manifest") and man.get(q("manifest:version")) == "1.3"
    entries = {e.get(q("manifest:full-path")): e.get(q("manifest:media-type")) for e in man}
    assert entries.pop("/") == MIME
    assert set(entries) == {i.filename for i in infos} - {"mimetype", "META-INF/manifest.xml"}
    assert all(v == "text/xml" for k, v in entries.items() if k.endswith(".xml"))
    roots = {"content.xml": "office:document-content", "styles.xml": "office:document-styles",
             "meta.xml": "office:document-meta"}  # fmt: skip
    for name, tag in roots.items():
        assert xml[name].tag == q(tag) and xml[name].get(q("office:version")) == "1.3", name
    doc = Odt([i.filename for i in infos], xml["content.xml"], xml["styles.xml"], xml["meta.xml"])
    named = {s.get(q("style:name")) for s in xml["styles.xml"].iter() if s.get(q("style:name"))}
    named |= {s.get(q("style:name")) for s in doc.content.iter() if s.get(q("style:name"))}
    for el in doc.content.iter():
        for attr in ("text:style-name", "table:style-name", "text:visited-style-name"):
            assert el.get(q(attr)) is None or el.get(q(attr)) in named, (el.tag, el.get(q(attr)))
    text = doc.content.find(f"{q('office:body')}/{q('office:text')}")
    assert text is not None
    _Reader(doc).body(text)
    return doc


# --- Textile --------------------------------------------------------------------------------------


@dataclass
class Textile:
    headings: list[tuple[int, str]] = field(default_factory=list)
    tables: list[list[tuple[bool, list[str]]]] = field(default_factory=list)  # rows: (header, cells)
    lists: list[tuple[str, list[str]]] = field(default_factory=list)  # (bullet or number, items)
    signed: list[tuple[str, str]] = field(default_factory=list)  # (signature like bq or p(note), text)
    paragraphs: list[str] = field(default_factory=list)
    macros: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)  # (text, URL)
    codes: list[str] = field(default_factory=list)


SIGNATURE = re.compile(r"(h[1-6]|bq|p)(\([\w-]+\))?\. (.+)")
LINK = re.compile(r'(?:(?<=\s)|^)"([^"]+)":(https?://[^\s|]+)(?=\s|$)')
CODE = re.compile(r"(?:(?<=\s)|^)@([^@\s]+)@(?=[\s,]|$)")
BOLD = re.compile(r"(?:(?<=\s)|^)\*([^*\s][^*]*?)\*(?=\s|$)")


def _inline(doc: Textile, x: str) -> None:
    """A line's inline marks: links `"text":url` and `@code@` spans set off by spaces; an even
    number of `@`; `*bold*` spans opened after a space and closed before one."""
    assert x.count("@") == 2 * len(CODE.findall(x)), x
    assert x.count('"') == 2 * len(LINK.findall(x)), x
    doc.links += LINK.findall(x)
    doc.codes += CODE.findall(x)
    stars = re.sub(r"^[*#]+ ", "", x)
    assert stars.count("*") == 2 * len(BOLD.findall(stars)), x


def textile(text: str) -> Textile:
    """Check a Textile page's structure the way RedCloth reads it: blocks separated by blank lines;
    a block is a signature line (`h2. `, `bq. `, `p(note). `), a run of list lines (`* ` or `# `,
    one kind a run), a run of table rows (`|` … `|`, header cells `_. `, every row as wide as the
    first), a Redmine macro (`{{…}}`) or a paragraph; headings start at h1 and never skip a level."""
    doc = Textile()
    assert text.endswith("\n") and "\n\n\n" not in text and "\t" not in text
    level = 0
    for block in text.strip("\n").split("\n\n"):
        lines = block.split("\n")
        if m := SIGNATURE.fullmatch(lines[0]):
            assert len(lines) == 1, block
            sig, cls, body = m.groups()
            if sig.startswith("h"):
                depth = int(sig[1])
                assert depth <= level + 1 and (level or depth == 1), (block, level)
                level = depth
                doc.headings.append((depth, body))
            else:
                doc.signed.append((sig + (cls or ""), body))
            _inline(doc, body)
        elif all(x.startswith("|") for x in lines):
            rows = []
            for x in lines:
                assert x.endswith(" |") and "||" not in x, x
                cells = [c.strip() for c in x[1:-1].split("|")]
                heads = [c.startswith("_. ") for c in cells]
                rows.append((all(heads), [c[3:] if h else c for c, h in zip(cells, heads, strict=True)]))
                assert all(heads) or not any(heads[1:]), x
                for c in cells:
                    _inline(doc, c)
            assert len({len(c) for _, c in rows}) == 1, block
            doc.tables.append(rows)
        elif all(re.match(r"[*#] ", x) for x in lines):
            assert len({x[0] for x in lines}) == 1, block
            doc.lists.append(("bullet" if lines[0][0] == "*" else "number", [x[2:] for x in lines]))
            for x in lines:
                _inline(doc, x)
        elif re.fullmatch(r"\{\{>?\w+\}\}", block):
            doc.macros.append(block)
        else:
            assert not any(re.match(r"(h\d|bq|p)(\(.*\))?\. |[*#] |\|", x) for x in lines), block
            doc.paragraphs.append(block)
            for x in lines:
                _inline(doc, x)
    return doc
