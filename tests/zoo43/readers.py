"""Reading the zoo43 formats back without kgraph (and without the layouts' own code), with the
standard library only: the FreeMind map with ElementTree (one root node, POSITION on the root's
children only, unique `ID_` ids, millisecond times, known icons, notes as HTML, the whole file
ASCII as FreeMind's encoder writes it); the QQ chat export line by line (BOM, CRLF, the header
block, `date H:MM:SS name(number)` lines in time order, one empty line after each message); the
Word 2003 XML with ElementTree (the mso-application instruction, every style, list and
hyperlink a paragraph uses defined, rows as wide as the table grid, spelling marks paired, the
section properties last; footnotes read apart); the groff ms manuscript by a small troff
reader (known requests and macros only, escapes and special characters resolved, `.AB`/`.AE`,
`.RS`/`.RE` and `.TS`/`.TE` paired, tbl's options and format lines, `T{`…`T}` blocks closed and
no row wider than its format)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import datetime

# --- FreeMind -----------------------------------------------------------------------------------

FREEMIND_HEAD = (
    '<map version="1.0.1">\n<!-- To view this file, download free mind mapping software FreeMind from '
    "http://freemind.sourceforge.net -->\n"
)
ICONS = {
    "help", "messagebox_warning", "idea", "button_ok", "button_cancel", "stop", "yes", "attach", "bookmark",
    "flag", "list", "pencil", "go", "back", "forward", "info", "bell", "hourglass", "calendar", "launch",
    "xmag", "kaddressbook", "gohome", "closed", "prepare", "edit", "penguin", "wizard", "password",
    *(f"full-{k}" for k in range(10)),
}  # fmt: skip
NODE_CHILDREN = {"node", "font", "icon", "attribute", "richcontent", "hook", "edge", "cloud", "arrowlink",
                 "linktarget", "attribute_layout"}  # fmt: skip


@dataclass
class MindNode:
    text: str
    link: str | None
    position: str | None
    folded: bool
    icons: list[str]
    attrs: list[tuple[str, str]]
    note: str | None
    children: list[MindNode] = field(default_factory=list)

    def attr(self, name: str) -> str | None:
        return next((v for k, v in self.attrs if k == name), None)

    def child(self, text: str) -> MindNode:
        return next(c for c in self.children if c.text == text)

    def lines(self) -> list[str]:
        out = [self.text, *([self.link] if self.link else []), *(f"{k}: {v}" for k, v in self.attrs)]
        out += [self.note] if self.note else []
        for c in self.children:
            out += c.lines()
        return out


def freemind(raw: str) -> MindNode:
    assert raw.isascii(), "FreeMind writes every character outside ASCII as a reference"
    assert raw.startswith(FREEMIND_HEAD)
    root = ET.fromstring(raw)
    assert root.tag == "map" and root.get("version") == "1.0.1"
    (top,) = list(root)
    ids: set[str] = set()

    def node(e: ET.Element, depth: int) -> MindNode:
        assert e.tag == "node", e.tag
        ident = e.get("ID", "")
        assert re.fullmatch(r"ID_\d+", ident) and ident not in ids, ident
        ids.add(ident)
        assert re.fullmatch(r"\d{13}", e.get("CREATED", "")) and re.fullmatch(r"\d{13}", e.get("MODIFIED", ""))
        assert ("POSITION" in e.attrib) == (depth == 1), "POSITION is for the root's children"
        assert e.get("POSITION") in (None, "left", "right") and e.get("FOLDED") in (None, "true", "false")
        assert "TEXT" in e.attrib, ident
        icons, attrs, note, kids = [], [], None, []
        for c in e:
            assert c.tag in NODE_CHILDREN, c.tag
            if c.tag == "icon":
                assert c.get("BUILTIN") in ICONS, c.get("BUILTIN")
                icons.append(c.get("BUILTIN"))
            elif c.tag == "attribute":
                attrs.append((c.attrib["NAME"], c.attrib["VALUE"]))
            elif c.tag == "richcontent":
                assert c.get("TYPE") == "NOTE" and note is None
                (html,) = list(c)
                assert html.tag == "html" and [x.tag for x in html] == ["head", "body"]
                note = " ".join("".join(html.find("body").itertext()).split())
            elif c.tag == "node":
                kids.append(node(c, depth + 1))
        return MindNode(e.attrib["TEXT"], e.get("LINK"), e.get("POSITION"), e.get("FOLDED") == "true", icons, attrs,
                        note, kids)  # fmt: skip

    return node(top, 0)


# --- QQ chat history (text export) ------------------------------------------------------------------

QQ_RULE = "=" * 64
QQ_FIRST = "消息记录（此消息记录为文本格式，不支持重新导入）"
QQ_MESSAGE = re.compile(r"(\d{4}-\d{2}-\d{2}) (\d{1,2}):(\d{2}):(\d{2}) (\S(?:.*\S)?)\((\d{5,11})\)")


@dataclass
class QQMessage:
    time: datetime
    sender: str
    number: str
    lines: list[str]


@dataclass
class QQChat:
    folder: str
    group: str
    messages: list[QQMessage]

    @property
    def text(self) -> str:
        return "\n".join(x for m in self.messages for x in [m.sender, *m.lines])


def qq(raw: str) -> QQChat:
    assert raw.startswith("\ufeff"), "no BOM"
    body = raw[1:]
    assert "\n" not in body.replace("\r\n", "") and "\r" not in body.replace("\r\n", ""), "a bare line end"
    assert body.endswith("\r\n\r\n")
    lines = body[:-2].split("\r\n")
    assert lines[:3] == [QQ_FIRST, "", QQ_RULE] and lines[4] == lines[6] == QQ_RULE and lines[7] == ""
    folder = re.fullmatch(r"消息分组:(.+)", lines[3])
    group = re.fullmatch(r"消息对象:(.+)", lines[5])
    assert folder and group
    messages: list[QQMessage] = []
    i = 8
    while i < len(lines):
        m = QQ_MESSAGE.fullmatch(lines[i])
        assert m, f"not a message line: {lines[i]!r}"
        day, hh, mm, ss, who, number = m.groups()
        assert hh == str(int(hh)) and int(hh) < 24, "QQ writes the hour unpadded"
        t = datetime.fromisoformat(f"{day}T{int(hh):02d}:{mm}:{ss}")
        assert not messages or messages[-1].time <= t, "messages out of order"
        j = lines.index("", i + 1)
        assert j > i + 1, "an empty message"
        assert not any(QQ_MESSAGE.fullmatch(x) for x in lines[i + 1 : j]), "no empty line after a message"
        messages.append(QQMessage(t, who, number, lines[i + 1 : j]))
        i = j + 1
    return QQChat(folder.group(1), group.group(1), messages)


# --- Word 2003 XML (WordprocessingML) ---------------------------------------------------------------

WML = "http://schemas.microsoft.com/office/word/2003/wordml"
WX = "http://schemas.microsoft.com/office/word/2003/auxHint"
OFFICE = "urn:schemas-microsoft-com:office:office"
WORD_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<?mso-application progid="Word.Document"?>\n'


def _w(name: str) -> str:
    return f"{{{WML}}}{name}"


def _wx(name: str) -> str:
    return f"{{{WX}}}{name}"


@dataclass
class WordPara:
    style: str  # the style's name (`Normal`, `heading 1`, `Title`)
    label: str  # the number or bullet Word shows for a list paragraph
    text: str
    jc: str | None = None


@dataclass
class WordDoc:
    props: dict[str, str]
    paragraphs: list[WordPara]
    tables: list[list[list[str]]]
    footnotes: list[str]
    links: list[str]

    @property
    def text(self) -> str:
        out = [self.props.get("Title", ""), self.props.get("Author", "")]
        out += [f"{p.label} {p.text}".strip() for p in self.paragraphs]
        out += [c for t in self.tables for r in t for c in r] + self.footnotes
        return "\n".join(out)

    def headings(self, level: int) -> list[WordPara]:
        return [p for p in self.paragraphs if p.style == f"heading {level}"]


def wordml(raw: str) -> WordDoc:
    assert raw.startswith(WORD_HEAD), "not a Word 2003 XML document"
    root = ET.fromstring(raw.encode("utf-8"))
    assert root.tag == _w("wordDocument")
    props = {c.tag.split("}")[1]: c.text or "" for c in root.find(f"{{{OFFICE}}}DocumentProperties")}
    styles = {s.get(_w("styleId")): (s.get(_w("type")), s.find(_w("name")).get(_w("val")))
              for s in root.find(_w("styles")).findall(_w("style"))}  # fmt: skip
    lists = root.find(_w("lists"))
    defs = {d.get(_w("listDefId")) for d in lists.findall(_w("listDef"))}
    ilfos = {}
    for x in lists.findall(_w("list")):
        assert x.find(_w("ilst")).get(_w("val")) in defs
        ilfos[x.get(_w("ilfo"))] = x
    paragraphs: list[WordPara] = []
    tables: list[list[list[str]]] = []
    footnotes: list[str] = []
    links: list[str] = []

    def style(el: ET.Element | None, kind: str) -> str:
        if el is None:
            return "Normal" if kind == "paragraph" else ""
        sid = el.get(_w("val"))
        assert sid in styles and styles[sid][0] == kind, f"undefined {kind} style {sid}"
        return styles[sid][1]

    def runs_text(el: ET.Element, spell: list[int]) -> str:
        out = []
        for c in el:
            if c.tag == _w("t"):
                out.append(c.text or "")
            elif c.tag == _w("tab"):
                out.append("\t")
            elif c.tag == _w("br"):
                out.append("\n")
            elif c.tag == _w("footnote"):
                note = " ".join(runs_text(p, [0]) for p in c.findall(_w("p")))
                footnotes.append(note.strip())
            elif c.tag == _w("proofErr"):
                spell[0] += 1 if c.get(_w("type")) == "spellStart" else -1
                assert spell[0] in (0, 1), "spelling marks not paired"
            elif c.tag == _w("rPr") and c.find(_w("rStyle")) is not None:
                style(c.find(_w("rStyle")), "character")
            elif c.tag == _w("hlink"):
                assert c.get(_w("dest")), "a hyperlink without a destination"
                links.append(c.get(_w("dest")))
                out.append(runs_text(c, spell))
            elif c.tag == _w("r"):
                out.append(runs_text(c, spell))
        return "".join(out)

    def para(p: ET.Element) -> WordPara:
        ppr = p.find(_w("pPr"))
        name, label, jc = "Normal", "", None
        if ppr is not None:
            name = style(ppr.find(_w("pStyle")), "paragraph")
            lp = ppr.find(_w("listPr"))
            if lp is not None:
                assert lp.find(_w("ilfo")).get(_w("val")) in ilfos, "an undefined list"
                label = lp.find(_wx("t")).get(_wx("val"))
            if ppr.find(_w("jc")) is not None:
                jc = ppr.find(_w("jc")).get(_w("val"))
        spell = [0]
        text = runs_text(p, spell)
        assert spell[0] == 0, "a spelling mark left open"
        return WordPara(name, label, text, jc)

    def table(t: ET.Element) -> list[list[str]]:
        tpr = t.find(_w("tblPr"))
        style(tpr.find(_w("tblStyle")), "table")
        width = len(t.find(_w("tblGrid")).findall(_w("gridCol")))
        rows = []
        for tr in t.findall(_w("tr")):
            cells = tr.findall(_w("tc"))
            assert len(cells) == width, "a row not as wide as the table grid"
            rows.append(["\n".join(para(p).text for p in tc.findall(_w("p"))) for tc in cells])
        return rows

    def walk(el: ET.Element) -> None:
        kids = list(el)
        for k, c in enumerate(kids):
            if c.tag == _w("p"):
                paragraphs.append(para(c))
            elif c.tag == _w("tbl"):
                tables.append(table(c))
                assert k + 1 < len(kids) and kids[k + 1].tag == _w("p"), "a table must be followed by a paragraph"
            elif c.tag == _wx("sub-section"):
                walk(c)
            elif c.tag == _w("sectPr"):
                assert el.tag == _wx("sect") and k == len(kids) - 1, "section properties must come last"
            else:
                raise AssertionError(f"unexpected {c.tag}")

    body = root.find(_w("body"))
    sects = body.findall(_wx("sect"))
    assert sects and sects[-1][-1].tag == _w("sectPr"), "no section properties"
    for s in sects:
        walk(s)
    return WordDoc(props, paragraphs, tables, footnotes, links)


# --- groff -ms ------------------------------------------------------------------------------------

MS_MACROS = {"TL", "AU", "AI", "AB", "AE", "NH", "SH", "PP", "LP", "QP", "IP", "RS", "RE", "TS", "TE", "TH",
             "DS", "DE", "KS", "KE", "ND", "DA", "RP", "B", "I", "R"}  # fmt: skip
TROFF_REQUESTS = {"nr", "ds", "br", "sp", "ce", "ad", "na", "fi", "nf", "ft", "ne", "bp", "in", "ti", "ll", "ps", "vs"}
SPECIAL = {"sc": "§", "mu": "×", "em": "—", "en": "–", "bu": "•", "->": "→", "<-": "←", "hy": "-", "aq": "'",
           "dq": '"', "lq": "“", "rq": "”", "de": "°", "+-": "±"}  # fmt: skip
FONTS = {"R", "I", "B", "P", "BI", "CW", "C", "CR", "CB", "CI"}
ESCAPE = re.compile(r"\\(\((..)|\[([^\]]*)\]|\*\((..)|\*\[([^\]]*)\]|\*(.)|f\((..)|f\[([^\]]*)\]|f(.)|(.))")


@dataclass
class Ms:
    title: str = ""
    authors: list[str] = field(default_factory=list)
    institutions: list[str] = field(default_factory=list)
    abstract: str = ""
    headings: list[tuple[int, str, str]] = field(default_factory=list)  # level, number ('' for .SH), text
    paragraphs: list[tuple[str, str]] = field(default_factory=list)  # tag of an .IP ('' otherwise), text
    tables: list[list[list[str]]] = field(default_factory=list)
    strings: dict[str, str] = field(default_factory=dict)

    @property
    def text(self) -> str:
        out = [self.title, *self.authors, *self.institutions, self.abstract, *(h for _, _, h in self.headings)]
        out += [f"{tag} {t}".strip() for tag, t in self.paragraphs]
        return "\n".join(out + [c for t in self.tables for r in t for c in r])


def _escapes(s: str, strings: dict[str, str]) -> str:
    def one(m: re.Match) -> str:
        special = m.group(2) or m.group(3)
        if special is not None:
            assert special in SPECIAL, f"unknown special character {special}"
            return SPECIAL[special]
        name = m.group(4) or m.group(5) or m.group(6)
        if name is not None:
            assert name in strings, f"undefined string {name}"
            return strings[name]
        font = m.group(7) or m.group(8) or m.group(9)
        if font is not None:
            assert font in FONTS, f"unknown font {font}"
            return ""
        c = m.group(10)
        assert c in "&:%|^-e ", f"unknown escape \\{c}"
        return {"-": "-", "e": "\\", " ": " "}.get(c, "")

    return ESCAPE.sub(one, s)


def _args(s: str) -> list[str]:
    return [a[1:-1] if a.startswith('"') else a for a in re.findall(r'"[^"]*"|\S+', s)]


def _fill(lines: list[str]) -> str:
    out = ""
    for x in lines:
        if x == "\n":
            out += "\n"
        else:
            out += (" " if out and not out.endswith("\n") else "") + x
    return out


def _tbl(lines: list[str], i: int, header: bool, strings: dict[str, str]) -> tuple[list[list[str]], int]:
    tab = "\t"
    if lines[i].rstrip().endswith(";"):
        m = re.search(r"tab\((.)\)", lines[i])
        tab = m.group(1) if m else tab
        i += 1
    formats = []
    while True:
        assert i < len(lines) and not lines[i].startswith(".TE"), "no format line ending with a period"
        formats.append(lines[i])
        i += 1
        if formats[-1].rstrip().endswith("."):
            break
    widths = {len(re.findall(r"[lrcnas^]", re.sub(r"w\([^)]*\)", "", f.rstrip(" .").lower()))) for f in formats}
    assert len(widths) == 1, "format lines of different widths"
    (ncols,) = widths
    rows: list[list[str]] = []
    while True:
        assert i < len(lines), "a table without .TE"
        x = lines[i]
        i += 1
        if x.startswith(".TE"):
            return rows, i
        if x.startswith(".TH"):
            assert header, ".TH in a table not opened with .TS H"
            continue
        if x.strip() in ("_", "="):
            continue
        assert not x.startswith("."), f"a request inside a table: {x}"
        cells: list[str] = []
        cur = x
        while True:
            parts = cur.split(tab)
            if parts[-1] != "T{":
                cells += [_escapes(c, strings) for c in parts]
                break
            cells += [_escapes(c, strings) for c in parts[:-1]]
            block: list[str] = []
            while True:
                assert i < len(lines) and not lines[i].startswith(".TE"), "a T{ block left open"
                y = lines[i]
                i += 1
                if y.startswith("T}"):
                    break
                if y.startswith("."):
                    assert y.strip() == ".br", f"a request inside a text block: {y}"
                    block.append("\n")
                else:
                    block.append(_escapes(y, strings))
            cells.append(_fill(block))
            rest = y[2:]
            if not rest:
                break
            assert rest.startswith(tab), "text after T} that is not a new cell"
            cur = rest[1:]
        assert len(cells) <= ncols, "excess data entry"
        rows.append(cells + [""] * (ncols - len(cells)))


def groff_ms(raw: str) -> Ms:
    doc = Ms()
    lines = raw.split("\n")
    assert lines[-1] == "", "no final newline"
    lines = lines[:-1]
    kind, tag, buf = "", "", []
    counters = [0] * 5
    level, number = 0, ""
    in_abstract, rs_depth = False, 0

    def flush() -> None:
        nonlocal kind, tag, buf
        text = _fill(buf).strip("\n")
        if kind == "TL":
            doc.title = text
        elif kind == "AU":
            doc.authors.append(text)
        elif kind == "AI":
            doc.institutions.append(text)
        elif kind == "AB":
            doc.abstract = text
        elif kind == "H":
            doc.headings.append((level, number, text))
        elif kind == "P" and text:
            doc.paragraphs.append((tag, text))
        elif text:
            doc.paragraphs.append(("", text))
        kind, tag, buf = "", "", []

    i = 0
    while i < len(lines):
        x = lines[i]
        i += 1
        if x.startswith('.\\"') or x.startswith("'\\\""):
            continue
        if not x.startswith((".", "'")):
            buf.append(_escapes(x, doc.strings))
            continue
        name, _, rest = x[1:].strip().partition(" ")
        args = _args(rest)
        assert name in MS_MACROS or name in TROFF_REQUESTS, f"unknown request or macro .{name}"
        if name == "ds":
            doc.strings[args[0]] = _escapes(rest.partition(" ")[2], doc.strings)
        elif name == "br":
            buf.append("\n")
        elif name in ("nr", "ad", "na", "fi", "nf", "ft", "ne", "in", "ti", "ll", "ps", "vs", "ND", "DA", "RP"):
            continue
        elif name in ("TL", "AU", "AI"):
            flush()
            kind = name
        elif name == "AB":
            flush()
            assert not in_abstract, "nested .AB"
            in_abstract, kind = True, "AB"
        elif name == "AE":
            assert in_abstract, ".AE without .AB"
            flush()
            in_abstract = False
        elif name == "NH":
            flush()
            n = int(args[0]) if args else 1
            counters[n - 1] += 1
            counters[n:] = [0] * (5 - n)
            level, number, kind = n, ".".join(map(str, counters[:n])) + ".", "H"
        elif name == "SH":
            flush()
            level, number, kind = int(args[0]) if args else 1, "", "H"
        elif name in ("PP", "LP", "QP", "sp", "ce", "bp", "DS", "DE", "KS", "KE"):
            flush()
            kind = "P"
        elif name == "IP":
            flush()
            kind, tag = "P", _escapes(args[0], doc.strings) if args else ""
        elif name == "RS":
            rs_depth += 1
        elif name == "RE":
            assert rs_depth > 0, ".RE without .RS"
            rs_depth -= 1
        elif name == "TS":
            flush()
            rows, i = _tbl(lines, i, args[:1] == ["H"], doc.strings)
            doc.tables.append(rows)
        elif name in ("TE", "TH"):
            raise AssertionError(f".{name} outside a table")
        elif name in ("B", "I", "R"):
            buf.append(_escapes(" ".join(args), doc.strings))
    flush()
    assert not in_abstract, ".AB without .AE"
    assert rs_depth == 0, ".RS without .RE"
    return doc
