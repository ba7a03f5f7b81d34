"""Reading the zoo44 formats back without kgraph (and without the layouts' own code), with the
standard library only: the Skype export with json and ElementTree (the export's keys and no
others, every message's fields, millisecond UTC times, the newest message first, senders among
the thread's members, each RichText content well-formed Skype markup of known elements, links
auto-linked to their own text); the SiYuan document with json (the `NodeDocument` root with Spec
"2", block ids of a creation time and seven characters repeated in `Properties.id`, unique,
updated no earlier than created, inline nodes without ids, lists holding only list items with
their base64 markers, tables as wide as their alignments, known node types only); the TextEdit
RTF by a small RTF reader (a Cocoa header with code page 950, balanced groups, known control
words only, fonts and colours and lists used only when defined, `\\'hh` bytes decoded by their
font's charset, `\\u` escapes, paragraphs ended by `\\` and a new line, table rows as wide as their
cell definitions); the Texinfo source by a small Texinfo reader (the `\\input texinfo` line, the
header, environments paired, known @-commands only, braces balanced, a node line before every
chapter or section, node names fit for Info and unique, menu entries naming nodes, multitable
rows no wider than the column fractions, `@bye` last)."""

from __future__ import annotations

import base64
import binascii
import json
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import UTC, datetime

# --- Skype export (messages.json) -----------------------------------------------------------------

SKYPE_TOP = {"userId", "exportDate", "conversations"}
SKYPE_CONV = {"id", "displayName", "version", "properties", "threadProperties", "MessageList"}
SKYPE_MSG = {"id", "displayName", "originalarrivaltime", "messagetype", "version", "content", "conversationid", "from",
             "properties", "amsreferences"}  # fmt: skip
SKYPE_TYPES = {"RichText", "RichText/Media_GenericFile", "Event/Call", "ThreadActivity/AddMember", "Text"}
SKYPE_TAGS = {"b", "i", "s", "pre", "a", "at", "ss", "quote", "legacyquote", "URIObject", "OriginalName", "FileSize",
              "Title", "Description", "partlist", "part", "name", "duration", "e_m"}  # fmt: skip
SKYPE_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z")


@dataclass
class SkypeMessage:
    time: datetime
    sender: str
    mri: str
    kind: str
    text: str
    links: list[str]
    edited: bool


@dataclass
class SkypeChat:
    exporter: str
    name: str
    members: list[str]
    messages: list[SkypeMessage]  # oldest first

    @property
    def text(self) -> str:
        return "\n".join(f"{m.sender}\n{m.text}" for m in self.messages)


def _skype_content(content: str) -> tuple[str, list[str]]:
    root = ET.fromstring(f"<m>{content}</m>")
    links = []
    for el in root.iter():
        if el is root:
            continue
        assert el.tag in SKYPE_TAGS, f"not Skype markup: <{el.tag}>"
        if el.tag == "a":
            assert el.get("href") == "".join(el.itertext()), "a link not auto-linked to its own text"
            links.append(el.get("href"))
        if el.tag == "b":
            assert (el.get("raw_pre"), el.get("raw_post")) == ("*", "*"), "bold without its typed marks"
    parts = []

    def walk(el: ET.Element) -> None:
        if el.tag == "legacyquote":
            return
        if el.tag == "OriginalName":
            parts.append(el.get("v", ""))
        parts.append(el.text or "")
        for c in el:
            walk(c)
            parts.append(c.tail or "")

    walk(root)
    return "".join(parts), links


def skype(raw: str) -> SkypeChat:
    data = json.loads(raw)
    assert set(data) == SKYPE_TOP, set(data) ^ SKYPE_TOP
    assert re.fullmatch(r"8:live:\.cid\.[0-9a-f]{16}", data["userId"])
    datetime.strptime(data["exportDate"], "%Y-%m-%dT%H:%M")
    (conv,) = data["conversations"]
    assert set(conv) == SKYPE_CONV, set(conv) ^ SKYPE_CONV
    assert re.fullmatch(r"19:[0-9a-f]{32}@thread\.skype", conv["id"])
    tp = conv["threadProperties"]
    members = json.loads(tp["members"])
    assert tp["membercount"] == len(members) and data["userId"] in members
    out: list[SkypeMessage] = []
    for msg in conv["MessageList"]:
        assert set(msg) == SKYPE_MSG, set(msg) ^ SKYPE_MSG
        assert SKYPE_TIME.fullmatch(msg["originalarrivaltime"]), msg["originalarrivaltime"]
        t = datetime.strptime(msg["originalarrivaltime"], "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)
        assert msg["version"] == int(t.timestamp() * 1000) and msg["id"] == str(msg["version"]), "id, version, time"
        assert msg["conversationid"] == conv["id"] and msg["from"] in members
        assert msg["messagetype"] in SKYPE_TYPES, msg["messagetype"]
        assert msg["properties"] is None or set(msg["properties"]) <= {"edittime", "deletetime", "urlpreviews"}
        text, links = _skype_content(msg["content"])
        out.append(SkypeMessage(t, msg["displayName"], msg["from"], msg["messagetype"], text, links,
                                bool(msg["properties"] and "edittime" in msg["properties"])))  # fmt: skip
    assert all(a.time >= b.time for a, b in zip(out, out[1:], strict=False)), "MessageList is newest first"
    out.reverse()
    return SkypeChat(data["userId"], conv["displayName"], members, out)


# --- SiYuan .sy -----------------------------------------------------------------------------------

SY_BLOCKS = {"NodeDocument", "NodeParagraph", "NodeHeading", "NodeList", "NodeListItem", "NodeBlockquote", "NodeCallout",
             "NodeTable", "NodeThematicBreak", "NodeSuperBlock", "NodeCodeBlock", "NodeMathBlock", "NodeHTMLBlock"}  # fmt: skip
SY_INLINE = {"NodeText", "NodeTextMark", "NodeBlockquoteMarker", "NodeTaskListItemMarker", "NodeTableHead",
             "NodeTableRow", "NodeTableCell", "NodeSoftBreak", "NodeBr", "NodeKramdownSpanIAL"}  # fmt: skip
SY_MARKS = {"text", "strong", "em", "u", "s", "mark", "sup", "sub", "kbd", "code", "tag", "a", "block-ref"}
SY_ID = re.compile(r"(\d{14})-[a-z0-9]{7}")


@dataclass
class SyBlock:
    kind: str  # heading | para | item | row
    level: int  # heading level, list depth
    label: str  # a list item's marker (`*`, `1.`, `[ ]`, `[X]`), '' otherwise
    text: str
    path: tuple[str, ...] = ()  # the containers it is in (NodeBlockquote, NodeCallout, …)


@dataclass
class SyDoc:
    title: str
    props: dict[str, str]
    blocks: list[SyBlock]
    tables: list[list[list[str]]]
    links: list[str]

    @property
    def text(self) -> str:
        return "\n".join([self.title] + [f"{b.label} {b.text}".strip() for b in self.blocks]
                         + [c for t in self.tables for r in t for c in r])  # fmt: skip

    def headings(self, level: int) -> list[str]:
        return [b.text for b in self.blocks if b.kind == "heading" and b.level == level]


def siyuan(raw: str) -> SyDoc:
    assert "\n" not in raw and not re.search("[<>&]", raw), "not single-line Go JSON"
    root = json.loads(raw)
    assert list(root) == ["ID", "Spec", "Type", "Properties", "Children"], list(root)
    assert root["Type"] == "NodeDocument" and root["Spec"] == "2"
    props = root["Properties"]
    assert list(props) == sorted(props), "properties not sorted"
    assert props["id"] == root["ID"] and props["type"] == "doc" and props["title"]
    ids: set[str] = set()
    blocks: list[SyBlock] = []
    tables: list[list[list[str]]] = []
    links: list[str] = []

    def check_block(n: dict) -> None:
        m = SY_ID.fullmatch(n.get("ID") or "")
        assert m, f"a block without a SiYuan id: {n.get('Type')}"
        assert n["ID"] not in ids, f"id {n['ID']} twice"
        ids.add(n["ID"])
        p = n["Properties"]
        assert p.get("id") == n["ID"] and list(p) == sorted(p), "Properties.id and the block id differ"
        assert re.fullmatch(r"\d{14}", p["updated"]) and p["updated"] >= m.group(1), "updated before created"

    def inline(kids: list[dict]) -> str:
        out = []
        for k in kids:
            assert k["Type"] in SY_INLINE and "ID" not in k, f"not an inline node: {k.get('Type')}"
            if k["Type"] == "NodeText":
                out.append(k.get("Data", ""))
            elif k["Type"] == "NodeTextMark":
                assert set(k["TextMarkType"].split()) <= SY_MARKS, k["TextMarkType"]
                if k["TextMarkType"] == "a":
                    assert k["TextMarkAHref"], "a link without an href"
                    links.append(k["TextMarkAHref"])
                out.append(k["TextMarkTextContent"])
            elif k["Type"] in ("NodeSoftBreak", "NodeBr"):
                out.append("\n")
        return "".join(out)

    def walk(n: dict, path: tuple[str, ...], depth: int) -> None:
        t = n["Type"]
        assert t in SY_BLOCKS and t != "NodeDocument", f"unknown block {t}"
        check_block(n)
        kids = n.get("Children", [])
        if t == "NodeParagraph":
            blocks.append(SyBlock("para", depth, "", inline(kids), path))
        elif t == "NodeHeading":
            assert 1 <= n["HeadingLevel"] <= 6
            blocks.append(SyBlock("heading", n["HeadingLevel"], "", inline(kids), path))
        elif t == "NodeList":
            typ = n["ListData"].get("Typ", 0)
            assert typ in (0, 1, 3) and kids, "a list of an unknown type, or empty"
            for k, item in enumerate(kids, 1):
                assert item["Type"] == "NodeListItem", "a list holds list items only"
                check_block(item)
                ld = item["ListData"]
                assert ld.get("Typ", 0) == typ, "an item of another list type"
                try:
                    marker = base64.b64decode(ld["Marker"], validate=True).decode()
                except (binascii.Error, KeyError) as e:
                    raise AssertionError("a list marker not in base64") from e
                if typ == 1:
                    assert marker == f"{ld['Num']}." and ld["Num"] == k, "ordered items out of number"
                label = marker
                inner = item["Children"]
                if typ == 3:
                    tm = inner[0]
                    assert tm["Type"] == "NodeTaskListItemMarker"
                    label = "[X]" if tm.get("TaskListItemChecked") else "[ ]"
                    inner = inner[1:]
                assert inner and all(c["Type"] != "NodeListItem" for c in inner)
                first, *rest = inner
                assert first["Type"] == "NodeParagraph", "a list item starts with a paragraph"
                check_block(first)
                blocks.append(SyBlock("item", depth + 1, label, inline(first["Children"]), path))
                for c in rest:
                    walk(c, path, depth + 1)
        elif t == "NodeBlockquote":
            assert kids[0]["Type"] == "NodeBlockquoteMarker"
            for c in kids[1:]:
                walk(c, (*path, t), depth)
        elif t == "NodeCallout":
            assert n["CalloutType"] and n["CalloutTitle"]
            blocks.append(SyBlock("callout", depth, "", n["CalloutTitle"], path))
            for c in kids:
                walk(c, (*path, t), depth)
        elif t == "NodeTable":
            width = len(n["TableAligns"])
            assert n["Properties"]["colgroup"].count("|") == width - 1, "colgroup and columns differ"
            head, *body = kids
            assert head["Type"] == "NodeTableHead" and all(r["Type"] == "NodeTableRow" for r in body)
            rows = []
            for r in [head["Children"][0], *body]:
                cells = r["Children"]
                assert len(cells) == width, "a row not as wide as the table"
                assert all(c["Type"] == "NodeTableCell" for c in cells)
                rows.append([inline(c.get("Children", [])) for c in cells])
            tables.append(rows)
        elif t == "NodeThematicBreak":
            assert not kids

    for c in root["Children"]:
        walk(c, (), 0)
    return SyDoc(props["title"], props, blocks, tables, links)


# --- RTF (Cocoa, TextEdit) -------------------------------------------------------------------------

RTF_WORDS = {
    "rtf", "ansi", "ansicpg", "cocoartf", "cocoasubrtf", "cocoatextscaling", "cocoaplatform", "fonttbl", "f", "fswiss",
    "fnil", "froman", "fmodern", "fcharset", "colortbl", "red", "green", "blue", "expandedcolortbl", "cssrgb",
    "csgenericrgb", "c", "listtable", "list", "listtemplateid", "listhybrid", "listlevel", "levelnfc", "levelnfcn",
    "leveljc", "leveljcn", "levelfollow", "levelstartat", "levelspace", "levelindent", "levelmarker", "leveltext",
    "levelnumbers", "leveltemplateid", "fi", "li", "lin", "listname", "listid", "listoverridetable", "listoverride", "listoverridecount",
    "ls", "ilvl", "paperw", "paperh", "margl", "margr", "vieww", "viewh", "viewkind", "pard", "tx", "pardirnatural",
    "partightenfactor", "pardeftab", "sa", "sb", "sl", "slleading", "qr", "qc", "ql", "qj", "fs", "cf", "cb", "b", "i",
    "ul", "ulc", "ulnone", "listtext", "field", "fldinst", "fldrslt", "itap", "trowd", "taflags", "trgaph", "trleft",
    "trbrdrt", "trbrdrl", "trbrdrr", "trbrdrb", "brdrnil", "brdrs", "brdrw", "brdrcf", "clvertalc", "clvertalt",
    "clshdrawnil", "clwWidth", "clftsWidth", "clbrdrt", "clbrdrl", "clbrdrb", "clbrdrr", "clpadl", "clpadr", "clpadt",
    "clpadb", "gaph", "cellx", "intbl", "cell", "row", "lastrow", "uc", "u", "expnd", "expndtw", "kerning", "outl",
    "strokewidth", "strokec", "deftab", "par", "tab", "line",
}  # fmt: skip
RTF_TOKEN = re.compile(r"\\([a-zA-Z]+)(-?\d+)? ?|\\'([0-9a-fA-F]{2})|\\(.)|([{}])|(\n)|([^\\{}\n]+)", re.S)
CHARSETS = {0: "cp1252", 136: "cp950", 134: "gbk", 128: "cp932", 129: "cp949"}
SKIPPED = {"colortbl", "expandedcolortbl", "listtable", "listoverridetable", "levelmarker", "leveltext", "levelnumbers",
           "listname", "fldinst"}  # fmt: skip


@dataclass
class RtfPara:
    label: str  # the {\listtext} label of a list paragraph
    text: str
    list_id: int  # \ls, 0 for none
    level: int
    size: int  # \fs of the first character
    bold: bool  # every character bold
    align: str  # l | r | c | j


@dataclass
class RtfDoc:
    paragraphs: list[RtfPara]
    tables: list[list[list[str]]]
    links: list[str]
    fonts: dict[int, tuple[str, int]]

    @property
    def text(self) -> str:
        return "\n".join([f"{p.label} {p.text}".strip() for p in self.paragraphs]
                         + [c for t in self.tables for r in t for c in r])  # fmt: skip

    def headings(self, size: int) -> list[str]:
        return [p.text for p in self.paragraphs if p.bold and p.size == size and not p.list_id]


def rtf(raw: str) -> RtfDoc:
    assert raw.isascii(), "Cocoa's RTF is ASCII"
    assert re.match(r"\{\\rtf1\\ansi\\ansicpg950\\cocoartf\d+\n", raw), "not a TextEdit RTF of code page 950"
    assert raw.endswith("}")
    fonts: dict[int, tuple[str, int]] = {}
    colors, lists = 0, set()
    paragraphs: list[RtfPara] = []
    tables: list[list[list[str]]] = []
    links: list[str] = []
    # the state of the current group, and the stack of the enclosing ones
    st = {"f": 0, "b": False, "fs": 24, "uc": 1, "dest": "", "ls": 0, "ilvl": 0, "q": "l", "intbl": False}
    stack: list[dict] = []
    pending = bytearray()
    chars: list[tuple[str, bool, int]] = []
    label: list[str] = []
    cellx: list[int] = []
    row: list[str] = []
    table: list[list[str]] = []
    fontdef: dict[str, object] = {}
    inst: list[str] = []
    skip = 0

    def flush_bytes() -> None:
        if pending:
            name, charset = fonts[st["f"]]
            text = bytes(pending).decode(CHARSETS[charset])  # strict: a byte the charset lacks is an error
            put(text)
            pending.clear()

    def put(s: str) -> None:
        if st["dest"] == "listtext":
            label.append(s)
        elif st["dest"] == "fldinst":
            inst.append(s)
        elif st["dest"] == "fonttbl":
            fontdef["name"] = str(fontdef.get("name", "")) + s
        elif st["dest"] in ("", "fldrslt"):
            chars.extend((c, st["b"], st["fs"]) for c in s)

    def end_para() -> RtfPara:
        text = "".join(c for c, _, _ in chars).replace("\u00a0", " ")
        p = RtfPara("".join(label).strip("\t"), text, st["ls"], st["ilvl"], chars[0][2] if chars else st["fs"],
                    bool(chars) and all(b for c, b, _ in chars if not c.isspace()), st["q"])  # fmt: skip
        chars.clear()
        label.clear()
        return p

    for m in RTF_TOKEN.finditer(raw):
        word, num, hexbyte, sym, brace, nl, text = m.groups()
        if hexbyte is None:
            flush_bytes()
        if brace == "{":
            stack.append(dict(st))
            continue
        if brace == "}":
            assert stack, "a group closed that was never opened"
            inner, st = st, stack.pop()
            if inner["dest"] == "fldinst" and st["dest"] != "fldinst":
                link = re.fullmatch(r'\s*HYPERLINK "([^"]+)"\s*', "".join(inst))
                assert link, "a field that is not a hyperlink"
                links.append(link.group(1))
                inst.clear()
            continue
        if nl is not None:
            continue  # a line end in RTF is no text
        if skip and (text is not None or hexbyte is not None):
            skip -= 1
            if text is not None and len(text) > 1:
                text = text[1:]
            else:
                continue
        if text is not None:
            if st["dest"] == "fonttbl":
                for part in text.split(";"):
                    fontdef["name"] = str(fontdef.get("name", "")) + part
                if ";" in text:
                    fonts[int(fontdef["n"])] = (str(fontdef["name"]).strip(), int(fontdef["charset"]))
                    fontdef.clear()
                continue
            if st["dest"] in SKIPPED and st["dest"] != "fldinst":
                continue
            put(text)
            continue
        if hexbyte is not None:
            if st["dest"] in SKIPPED and st["dest"] != "fldinst":
                continue
            pending.append(int(hexbyte, 16))
            continue
        if sym is not None:
            if sym == "\n":  # a backslash at the end of a line: Cocoa's paragraph end
                if st["intbl"]:
                    chars.append(("\n", st["b"], st["fs"]))
                else:
                    paragraphs.append(end_para())
            elif sym in "\\{}":
                put(sym)
            elif sym == "*":
                st["dest"] = st["dest"] or "*"
            elif sym == "~":
                put("\u00a0")
            elif sym == "\t":
                put("\t")
            else:
                raise AssertionError(f"unknown control symbol \\{sym}")
            continue
        assert word in RTF_WORDS, f"unknown control word \\{word}"
        n = int(num) if num is not None else None
        if word == "fonttbl":
            st["dest"] = "fonttbl"
        elif word == "f":
            if st["dest"] == "fonttbl":
                fontdef["n"] = n
            else:
                assert n in fonts, f"font {n} not in the font table"
                st["f"] = n
        elif word == "fcharset":
            assert n in CHARSETS, f"charset {n}"
            fontdef["charset"] = n
        elif word == "colortbl":
            st["dest"] = "colortbl"
            colors = raw.count(";", m.end(), raw.index("}", m.end())) - 1
        elif word in ("cf", "cb", "ulc", "brdrcf", "strokec"):
            assert n is not None and n <= colors, f"colour {n} not in the colour table"
        elif word == "listoverride":
            pass
        elif word == "ls":
            if st["dest"] == "listoverridetable":
                lists.add(n)
            else:
                assert n in lists, f"list {n} not in the list override table"
                st["ls"] = n
        elif word == "ilvl":
            st["ilvl"] = n
        elif word in SKIPPED:
            st["dest"] = word
        elif word in ("listtext", "fldrslt"):
            st["dest"] = word
        elif word == "pard":
            st.update(ls=0, ilvl=0, q="l", intbl=False)
        elif word in ("qr", "qc", "qj", "ql"):
            st["q"] = word[1]
        elif word == "b":
            st["b"] = n != 0
        elif word == "fs":
            st["fs"] = n
        elif word == "uc":
            st["uc"] = n
        elif word == "u":
            cp = n + 65536 if n < 0 else n
            if 0xD800 <= cp < 0xDC00:
                st["hi"] = cp
            elif 0xDC00 <= cp < 0xE000:
                put(chr(0x10000 + ((st.pop("hi") - 0xD800) << 10) + (cp - 0xDC00)))
            elif st["dest"] not in SKIPPED:
                put(chr(cp))
            skip = st["uc"]
        elif word == "trowd":
            cellx = []
        elif word == "cellx":
            assert not cellx or n > cellx[-1], "cell edges not increasing"
            cellx.append(n)
        elif word == "intbl":
            st["intbl"] = True
        elif word == "cell":
            p = end_para()
            row.append(p.text)
        elif word == "row":
            assert len(row) == len(cellx) and cellx, "a row not as wide as its cell definitions"
            table.append(row)
            row = []
            if st.pop("last", False):
                tables.append(table)
                table = []
        elif word == "lastrow":
            st["last"] = True
        elif word == "par":
            paragraphs.append(end_para())
    flush_bytes()
    assert not stack, "a group left open"
    assert not row and not table, "a table without its last row"
    return RtfDoc(paragraphs, tables, links, fonts)


# --- Texinfo --------------------------------------------------------------------------------------

TEXI_BLOCKS = {"titlepage", "copying", "ifnottex", "iftex", "ifinfo", "ifhtml", "menu", "itemize", "enumerate", "table",
               "vtable", "ftable", "multitable", "quotation", "example", "smallexample", "display", "format",
               "cartouche", "flushleft", "flushright", "group", "direntry"}  # fmt: skip
TEXI_LINES = {"setfilename", "settitle", "documentencoding", "documentlanguage", "title", "subtitle", "author", "page",
              "vskip", "insertcopying", "contents", "shortcontents", "node", "top", "chapter", "section", "subsection",
              "unnumbered", "appendix", "heading", "subheading", "item", "itemx", "headitem", "cindex", "printindex",
              "sp", "noindent", "bye", "c", "comment", "dircategory", "center", "exdent", "need", "setchapternewpage",
              "finalout", "paragraphindent", "firstparagraphindent", "end"}  # fmt: skip
TEXI_BRACES = {"code", "file", "uref", "url", "email", "emph", "strong", "samp", "var", "w", "dots", "result", "r", "t",
               "sc", "acronym", "abbr", "kbd", "key", "asis", "bullet", "minus", "today", "tie", "TeX", "copyright"}  # fmt: skip
SECTIONING = {"top", "chapter", "section", "subsection", "unnumbered", "appendix"}
TEXI_SYMBOL = {"@": "@", "{": "{", "}": "}", ".": ".", ":": "", "*": "\n", "-": "", "/": "", ",": "", "!": "!", "?": "?",
               " ": " "}  # fmt: skip


@dataclass
class Texi:
    title: str
    filename: str
    headings: list[tuple[str, str, str]] = field(default_factory=list)  # command, node, title
    paragraphs: list[tuple[str, str]] = field(default_factory=list)  # the list or table item tag ('' if none), text
    tables: list[list[list[str]]] = field(default_factory=list)
    links: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    menus: list[list[str]] = field(default_factory=list)

    @property
    def text(self) -> str:
        out = [self.title] + [h for _, _, h in self.headings] + [f"{tag} {t}".strip() for tag, t in self.paragraphs]
        return "\n".join(out + [c for t in self.tables for r in t for c in r])


def _texi_inline(s: str, doc: Texi) -> str:
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "@":
            m = re.match(r"@([a-zA-Z]+)\{", s[i:])
            if m:
                name = m.group(1)
                assert name in TEXI_BRACES, f"unknown @{name}"
                depth, j = 1, i + len(m.group(0))
                start = j
                while depth:
                    assert j < len(s), "a brace left open"
                    if s[j] == "@":
                        j += 2
                        continue
                    depth += {"{": 1, "}": -1}.get(s[j], 0)
                    j += 1
                arg = _texi_inline(s[start : j - 1], doc)
                if name in ("uref", "url"):
                    url, _, shown = arg.partition(",")
                    doc.links.append(url.strip())
                    arg = f"{shown.strip()} ({url.strip()})" if shown.strip() else url.strip()
                elif name == "file":
                    doc.files.append(arg)
                elif name == "dots":
                    arg = "…"
                elif name == "bullet":
                    arg = "•"
                out.append(arg)
                i = j
                continue
            sym = s[i + 1 : i + 2]
            assert sym in TEXI_SYMBOL, f"unknown @{sym}"
            out.append(TEXI_SYMBOL[sym])
            i += 2
            continue
        assert c not in "{}", "an unescaped brace"
        out.append(c)
        i += 1
    return "".join(out)


def texinfo(raw: str) -> Texi:
    assert raw.endswith("\n"), "no final newline"
    lines = raw.split("\n")[:-1]
    assert lines[0].startswith("\\input texinfo"), "no \\input texinfo line"
    assert lines[1] == "@c %**start of header" and "@c %**end of header" in lines
    assert lines[-1] == "@bye", "@bye is not last"
    head = lines[: lines.index("@c %**end of header")]
    filename = next(x.split(" ", 1)[1] for x in head if x.startswith("@setfilename "))
    title = next(x.split(" ", 1)[1] for x in head if x.startswith("@settitle "))
    doc = Texi("", filename)
    doc.title = _texi_inline(title, doc)
    envs: list[str] = []
    nodes: list[str] = []
    menus: list[str] = []
    buf: list[str] = []
    tag = ""
    cols = 0
    last_node = -2

    def flush() -> None:
        nonlocal buf, tag
        text = " ".join(" ".join(buf).split())
        if text:
            doc.paragraphs.append((tag, text))
        buf, tag = [], ""

    for k, line in enumerate(lines[1:-1], 1):
        if line.startswith(("@c ", "@comment ")) or line in ("@c", "@comment"):
            continue
        m = re.match(r"@([a-zA-Z]+)(?:\s+(.*))?$", line)
        name = m.group(1) if m else ""
        if m and (name in TEXI_BLOCKS or name in TEXI_LINES) and not line.startswith(f"@{name}{{"):
            arg = m.group(2) or ""
            if envs and envs[-1] == "menu" and name != "end":
                raise AssertionError("a command inside a menu")
            if name == "end":
                assert envs and envs[-1] == arg.strip(), f"@end {arg} closes @{envs[-1] if envs else 'nothing'}"
                flush()
                envs.pop()
                if arg.strip() == "multitable":
                    cols = 0
                continue
            if name in TEXI_BLOCKS:
                flush()
                envs.append(name)
                if name == "multitable":
                    fr = re.fullmatch(r"@columnfractions((?:\s+\.?\d+)+)", arg.strip())
                    assert fr, "a multitable without column fractions"
                    cols = len(fr.group(1).split())
                    doc.tables.append([])
                continue
            if name == "node":
                flush()
                node = arg.strip()
                assert node and not re.search(r"[,:.()]", node), f"node name Info cannot read: {node}"
                assert node not in nodes, f"node {node} twice"
                nodes.append(node)
                last_node = k
                continue
            if name in SECTIONING:
                flush()
                assert last_node == k - 1, f"@{name} without a @node line before it"
                doc.headings.append((name, nodes[-1], _texi_inline(arg, doc)))
                continue
            if name in ("item", "itemx", "headitem"):
                flush()
                if envs and envs[-1] == "multitable":
                    cells = [_texi_inline(c.strip(), doc) for c in re.split(r"@tab\b", arg)]
                    assert len(cells) <= cols, "a multitable row wider than its columns"
                    doc.tables[-1].append(cells + [""] * (cols - len(cells)))
                else:
                    assert envs and envs[-1] in ("itemize", "enumerate", "table", "vtable", "ftable"), (
                        "@item outside a list"
                    )
                    tag = (
                        _texi_inline(arg, doc)
                        if envs[-1].endswith("table")
                        else ("•" if envs[-1] == "itemize" else "#")
                    )
                continue
            if name in ("title", "subtitle", "author", "center"):
                doc.paragraphs.append(("", _texi_inline(arg, doc)))
                continue
            continue  # the other line commands carry no text
        if m and not line.startswith(f"@{name}{{") and name:
            raise AssertionError(f"unknown @{name}")
        if envs and envs[-1] == "menu":
            if line.startswith("* "):
                entry = re.match(r"\* ([^:]+)::", line)
                assert entry, f"a menu entry without its node: {line}"
                menus.append(entry.group(1))
            continue
        if not line.strip():
            if tag or buf:
                if not (envs and envs[-1] in ("itemize", "enumerate", "table")):
                    flush()
            continue
        buf.append(_texi_inline(line, doc))
    flush()
    assert not envs, f"@{envs[-1]} never ended"
    missing = set(menus) - set(nodes)
    assert not missing, f"menu entries without nodes: {missing}"
    return doc
