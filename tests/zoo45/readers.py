"""Reading the zoo45 formats back without kgraph (and without the layouts' own code), with the
standard library only: the Jira XML export with ElementTree and html.parser (the `RSS generated
by JIRA` comment, RSS 0.92, an `<issue>` count matching the items, every item's fields in Jira's
order, a title of `[KEY] summary`, links and ids that fit the key, RFC 822 times, sub-tasks and
parents naming items of the export, descriptions and comments well-formed HTML of the tags
Jira's renderer writes, external links to their own text); the XMind workbook with zipfile and
json (the archive's entries, the manifest naming them, a PNG thumbnail, the placeholder
content.xml, the active sheet, topic ids of 26 characters unique in the workbook, known topic
keys and markers, notes whose HTML and plain text agree); the flat ODF text with ElementTree (the
flat document's mimetype and version, its parts in order, every style, list style, font and
page layout used also defined, table rows as wide as their columns, list ids unique, links with
an href, known body elements only); the man page by a small man(7) reader (`.TH` first with its
five arguments, known macros and escapes only, no bare hyphen in text, `.UR` closed by `.UE`,
tbl tables whose rows are as wide as their format and whose text blocks are closed)."""

from __future__ import annotations

import io
import json
import re
import xml.etree.ElementTree as ET
import zipfile
from dataclasses import dataclass, field
from datetime import datetime
from html.parser import HTMLParser

# --- Jira XML -------------------------------------------------------------------------------------

JIRA_FIELDS = ["title", "link", "project", "description", "environment", "key", "summary", "type", "parent",
               "priority", "status", "statusCategory", "resolution", "assignee", "reporter", "labels", "created",
               "updated", "resolved", "due", "votes", "watches", "comments", "issuelinks", "attachments",
               "subtasks", "customfields"]  # fmt: skip
JIRA_REQUIRED = set(JIRA_FIELDS) - {"parent", "resolved", "comments"}
JIRA_HTML = {"p", "br", "b", "em", "tt", "a", "h2", "h3", "ul", "ol", "li", "div", "table", "tbody", "tr", "th", "td",
             "font"}  # fmt: skip
JIRA_VOID = {"br"}
JIRA_BLOCK = {"p", "br", "h2", "h3", "li", "tr", "div", "table", "ul", "ol"}  # each on a line of its own


class _Html(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.stack: list[str] = []
        self.links: list[str] = []
        self.href: str | None = None
        self.anchor = ""

    def handle_starttag(self, tag: str, attrs: list) -> None:
        assert tag in JIRA_HTML, f"not Jira's HTML: <{tag}>"
        a = dict(attrs)
        if tag in ("th", "td"):
            assert a.get("class") == f"confluence{tag.capitalize()}", "a cell without its confluence class"
        if tag == "a" and "href" in a:
            assert a.get("class") == "external-link" and a.get("rel") == "nofollow"
            self.href, self.anchor = a["href"], ""
        if tag in JIRA_BLOCK:
            self.out.append("\n")
        if tag in ("td", "th"):
            self.out.append(" | ")
        if tag not in JIRA_VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        assert tag in JIRA_VOID, f"<{tag}/> is not void"
        self.out.append("\n")

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()
        if tag == "a" and self.href is not None:
            assert self.anchor == self.href, "an external link not to its own text"
            self.links.append(self.href)
            self.href = None
        if tag in JIRA_BLOCK:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] in ("table", "tbody", "tr", "ul", "ol") and not data.strip():
            return  # the new lines between a table's or a list's elements
        if self.href is not None:
            self.anchor += data
        self.out.append(data)


def html_text(s: str) -> tuple[str, list[str]]:
    p = _Html()
    p.feed(s)
    p.close()
    assert not p.stack, f"unclosed {p.stack}"
    return re.sub(r"\n\s*\n+", "\n", "".join(p.out)).strip(), p.links


@dataclass
class JiraIssue:
    key: str
    summary: str
    kind: str
    parent: str | None
    assignee: str
    labels: list[str]
    created: datetime
    description: str
    links: list[str]
    comments: list[tuple[str, str]]
    attachments: list[str]
    subtasks: list[str]
    custom: dict[str, str]

    @property
    def text(self) -> str:
        return "\n".join([self.summary, self.description, *(f"{a}\n{c}" for a, c in self.comments),
                          *self.attachments, *(f"{k}: {v}" for k, v in self.custom.items())])  # fmt: skip


@dataclass
class JiraExport:
    title: str
    issues: list[JiraIssue]

    @property
    def text(self) -> str:
        return "\n".join(i.text for i in self.issues)

    @property
    def links(self) -> list[str]:
        return [x for i in self.issues for x in i.links]


def _rfc(s: str) -> datetime:
    return datetime.strptime(s, "%a, %d %b %Y %H:%M:%S %z")


def jira(raw: str) -> JiraExport:
    assert raw.startswith("<!-- \nRSS generated by JIRA ("), "not Jira's export header"
    root = ET.fromstring(raw)
    assert root.tag == "rss" and root.get("version") == "0.92"
    (channel,) = root
    items = channel.findall("item")
    issue = channel.find("issue")
    assert issue is not None and int(issue.get("total")) == int(issue.get("end")) == len(items)
    assert channel.find("build-info/version") is not None
    keys = [i.findtext("key") for i in items]
    assert len(set(keys)) == len(keys), "a key twice"
    out = []
    for it in items:
        tags = [c.tag for c in it]
        assert set(tags) <= set(JIRA_FIELDS) and JIRA_REQUIRED <= set(tags), set(tags) ^ JIRA_REQUIRED
        assert tags == sorted(tags, key=JIRA_FIELDS.index) and len(set(tags)) == len(tags), "fields out of order"
        key = it.findtext("key")
        project = it.find("project").get("key")
        assert re.fullmatch(rf"{project}-\d+", key) and it.find("key").get("id", "").isdigit()
        summary = it.findtext("summary")
        assert it.findtext("title") == f"[{key}] {summary}", "title is not [KEY] summary"
        assert it.findtext("link").endswith(f"/browse/{key}")
        created = _rfc(it.findtext("created"))
        assert _rfc(it.findtext("updated")) >= created
        if it.find("resolved") is not None:
            assert it.findtext("resolution") != "Unresolved" and _rfc(it.findtext("resolved")) >= created
        parent = it.findtext("parent")
        assert parent is None or parent in keys, "a parent not in the export"
        assert (parent is not None) == (it.findtext("type") == "Sub-task")
        subtasks = [s.text for s in it.findall("subtasks/subtask")]
        assert all(s in keys for s in subtasks) and all(
            items[keys.index(s)].findtext("parent") == key for s in subtasks
        ), "a sub-task that does not name its parent"
        desc, links = html_text(it.findtext("description") or "")
        comments = []
        for c in it.findall("comments/comment"):
            _rfc(c.get("created"))
            body, more = html_text(c.text or "")
            comments.append((c.get("author"), body))
            links += more
        custom = {}
        for cf in it.findall("customfields/customfield"):
            assert re.fullmatch(r"customfield_\d{5}", cf.get("id"))
            assert cf.get("key").startswith("com.atlassian.jira.plugin.system.customfieldtypes:")
            custom[cf.findtext("customfieldname")] = "\n".join(v.text for v in cf.findall("customfieldvalues/*"))
        out.append(JiraIssue(key, summary, it.findtext("type"), parent, it.findtext("assignee"),
                             [x.text for x in it.findall("labels/label")], created, desc, links, comments,
                             [a.get("name") for a in it.findall("attachments/attachment")], subtasks, custom))  # fmt: skip
    return JiraExport(channel.findtext("title"), out)


# --- XMind workbook -------------------------------------------------------------------------------

XMIND_FILES = {"content.json", "metadata.json", "manifest.json", "content.xml", "Thumbnails/thumbnail.png"}
XMIND_TOPIC = {"id", "class", "title", "structureClass", "children", "href", "labels", "markers", "notes"}
XMIND_MARKERS = re.compile(r"priority-[1-9]|task-(start|quarter|half|3quar|done)|flag-\w+|star-\w+|smiley-\w+")


@dataclass
class Topic:
    title: str
    depth: int
    href: str | None
    labels: list[str]
    markers: list[str]
    notes: str
    kids: list[Topic] = field(default_factory=list)


@dataclass
class Mind:
    sheet: str
    root: Topic
    topics: list[Topic]  # in document order, the root first

    @property
    def text(self) -> str:
        return "\n".join(x for t in self.topics for x in [t.title, *t.labels, t.notes, t.href or ""] if x)

    @property
    def links(self) -> list[str]:
        return [t.href for t in self.topics if t.href]

    def branch(self, title: str) -> Topic:
        (t,) = [k for k in self.root.kids if k.title == title]
        return t


def xmind(raw: bytes) -> Mind:
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        assert set(z.namelist()) == XMIND_FILES, set(z.namelist()) ^ XMIND_FILES
        files = {n: z.read(n) for n in XMIND_FILES}
    manifest = json.loads(files["manifest.json"])
    assert set(manifest["file-entries"]) == XMIND_FILES - {"manifest.json", "content.xml"}
    assert files["Thumbnails/thumbnail.png"].startswith(b"\x89PNG\r\n\x1a\n")
    assert b"urn:xmind:xmap:xmlns:content:2.0" in files["content.xml"] and ET.fromstring(files["content.xml"])
    meta = json.loads(files["metadata.json"])
    assert meta["creator"]["name"] == "Vana"
    (sheet,) = json.loads(files["content.json"])
    assert sheet["class"] == "sheet" and meta["activeSheetId"] == sheet["id"]
    ids = {sheet["id"], sheet["theme"]["id"]}
    assert len(ids) == 2
    topics: list[Topic] = []

    def walk(t: dict, depth: int) -> Topic:
        assert set(t) <= XMIND_TOPIC and t["class"] == "topic", set(t) - XMIND_TOPIC
        assert re.fullmatch(r"[0-9a-v]{26}", t["id"]) and t["id"] not in ids, f"topic id {t['id']}"
        ids.add(t["id"])
        assert ("structureClass" in t) == (depth == 0)
        assert isinstance(t["title"], str) and t["title"]
        markers = [m["markerId"] for m in t.get("markers", [])]
        assert all(XMIND_MARKERS.fullmatch(m) for m in markers), markers
        notes = ""
        if "notes" in t:
            notes = t["notes"]["plain"]["content"]
            html = t["notes"]["realHTML"]["content"]
            assert re.sub(r"</div><div>", "\n", html).removeprefix("<div>").removesuffix("</div>") == notes.replace(
                "&", "&amp;"
            ).replace("<", "&lt;").replace(">", "&gt;"), "notes disagree"
        if "children" in t:
            assert set(t["children"]) == {"attached"} and t["children"]["attached"]
        me = Topic(t["title"], depth, t.get("href"), t.get("labels", []), markers, notes)
        topics.append(me)
        me.kids = [walk(k, depth + 1) for k in t.get("children", {}).get("attached", [])]
        return me

    root = walk(sheet["rootTopic"], 0)
    return Mind(sheet["title"], root, topics)


# --- flat ODF text --------------------------------------------------------------------------------

ODF_NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "xml": "http://www.w3.org/XML/1998/namespace",
}


def q(name: str) -> str:
    pre, local = name.split(":")
    return f"{{{ODF_NS[pre]}}}{local}"


ODF_PARTS = ["office:meta", "office:font-face-decls", "office:styles", "office:automatic-styles",
             "office:master-styles", "office:body"]  # fmt: skip
ODF_BODY = {q(n) for n in ["text:sequence-decls", "text:sequence-decl", "text:p", "text:h", "text:list",
                           "text:list-item", "text:span", "text:a", "text:s", "text:tab", "text:line-break",
                           "table:table", "table:table-column", "table:table-header-rows", "table:table-row",
                           "table:table-cell"]}  # fmt: skip


@dataclass
class Para:
    tag: str  # p | h
    style: str
    level: int  # outline level of a heading, list depth of a paragraph
    text: str
    list_style: str = ""


@dataclass
class Odt:
    title: str
    creator: str
    paras: list[Para]
    tables: list[list[list[str]]]
    links: list[str]

    @property
    def text(self) -> str:
        return "\n".join([p.text for p in self.paras] + [c for t in self.tables for r in t for c in r])

    def headings(self, level: int) -> list[str]:
        return [p.text for p in self.paras if p.tag == "h" and p.level == level]


def _odf_text(el: ET.Element, links: list[str]) -> str:
    out = [el.text or ""]
    for c in el:
        if c.tag == q("text:s"):
            out.append(" " * int(c.get(q("text:c"), "1")))
        elif c.tag == q("text:tab"):
            out.append("\t")
        elif c.tag == q("text:line-break"):
            out.append("\n")
        elif c.tag == q("text:a"):
            assert c.get(q("xlink:href")) and c.get(q("xlink:type")) == "simple", "a link without an href"
            links.append(c.get(q("xlink:href")))
            out.append(_odf_text(c, links))
        else:
            assert c.tag == q("text:span"), c.tag
            out.append(_odf_text(c, links))
        out.append(c.tail or "")
    return "".join(out)


def fodt(raw: str) -> Odt:
    assert raw.startswith('<?xml version="1.0" encoding="UTF-8"?>')
    root = ET.fromstring(raw.encode("utf-8"))
    assert root.tag == q("office:document")
    assert root.get(q("office:mimetype")) == "application/vnd.oasis.opendocument.text"
    assert root.get(q("office:version")) == "1.3"
    assert [c.tag for c in root] == [q(n) for n in ODF_PARTS], "the flat document's parts out of order"
    meta, fonts, styles, auto, master, body = root
    font_names = {f.get(q("style:name")) for f in fonts}
    defined: dict[str, set[str]] = {}
    for part in (styles, auto):
        for s_ in part:
            fam = s_.get(q("style:family")) or s_.tag.split("}")[1]
            name = s_.get(q("style:name"))
            if name:
                defined.setdefault(fam, set()).add(name)
            for tp in s_.iter(q("style:text-properties")):
                for k in ("style:font-name", "style:font-name-asian"):
                    assert tp.get(q(k)) in (None, *font_names), f"font {tp.get(q(k))} not declared"
    for s_ in auto:
        if s_.get(q("style:list-style-name")):
            assert s_.get(q("style:list-style-name")) in defined.get("list-style", set())
    layouts = defined.get("page-layout", set())
    assert all(m.get(q("style:page-layout-name")) in layouts for m in master)
    list_ids: set[str] = set()
    paras: list[Para] = []
    tables: list[list[list[str]]] = []
    links: list[str] = []

    def need(fam: str, name: str | None) -> None:
        assert name in defined.get(fam, set()), f"{fam} style {name} not defined"

    def walk(el: ET.Element, depth: int, lstyle: str) -> None:
        for c in el:
            assert c.tag in ODF_BODY, f"unknown element {c.tag}"
            if c.tag in (q("text:p"), q("text:h")):
                need("paragraph", c.get(q("text:style-name")))
                for sp in c.iter(q("text:span")):
                    need("text", sp.get(q("text:style-name")))
                for a in c.iter(q("text:a")):
                    need("text", a.get(q("text:style-name")))
                lvl = int(c.get(q("text:outline-level"), "0")) if c.tag == q("text:h") else depth
                paras.append(Para("h" if c.tag == q("text:h") else "p", c.get(q("text:style-name")), lvl,
                                  _odf_text(c, links), lstyle))  # fmt: skip
            elif c.tag == q("text:list"):
                need("list-style", c.get(q("text:style-name")))
                lid = c.get(q("xml:id"))
                if depth == 0:
                    assert lid and lid not in list_ids, "a list without a unique xml:id"
                    list_ids.add(lid)
                assert all(k.tag == q("text:list-item") for k in c), "a list holds list items only"
                for k in c:
                    walk(k, depth + 1, c.get(q("text:style-name")))
            elif c.tag == q("table:table"):
                need("table", c.get(q("table:style-name")))
                cols = sum(
                    int(k.get(q("table:number-columns-repeated"), "1")) for k in c.findall(q("table:table-column"))
                )
                rows = []
                for r in c.iter(q("table:table-row")):
                    cells = r.findall(q("table:table-cell"))
                    assert len(cells) == cols, "a row not as wide as its columns"
                    for cell in cells:
                        need("table-cell", cell.get(q("table:style-name")))
                        assert cell.get(q("office:value-type")) == "string"
                    rows.append(["\n".join(_odf_text(p, links) for p in cell) for cell in cells])
                tables.append(rows)
            elif c.tag in (q("text:sequence-decls"), q("text:list-item")):
                walk(c, depth, lstyle)

    (office_text,) = body
    walk(office_text, 0, "")
    title = meta.findtext("{http://purl.org/dc/elements/1.1/}title")
    creator = meta.findtext("{http://purl.org/dc/elements/1.1/}creator")
    return Odt(title, creator, paras, tables, links)


# --- man page -------------------------------------------------------------------------------------

MAN_MACROS = {"TH", "SH", "SS", "PP", "LP", "P", "TP", "IP", "B", "I", "BR", "IR", "RB", "br", "UR", "UE", "TS",
              "TE", "RS", "RE", "EX", "EE"}  # fmt: skip
MAN_GLYPHS = {"sc": "§", "mu": "×", "->": "→", "em": "—", "bu": "•", "en": "–", "lq": "“", "rq": "”"}
MAN_ESCAPE = re.compile(r"\\(\((..)|-|&|e|f[BIRP])")


def unescape(s: str) -> str:
    assert not re.search(r"(?<!\\)-", MAN_ESCAPE.sub("", s)), f"a bare hyphen: {s!r}"

    def one(m: re.Match) -> str:
        e = m.group(1)
        if e.startswith("("):
            assert m.group(2) in MAN_GLYPHS, f"unknown glyph {m.group(2)}"
            return MAN_GLYPHS[m.group(2)]
        return {"-": "-", "&": "", "e": "\\"}.get(e, "")

    rest = MAN_ESCAPE.sub("", s)
    assert "\\" not in rest, f"an unknown escape in {s!r}"
    return MAN_ESCAPE.sub(one, s)


def _args(s: str) -> list[str]:
    return [a.strip('"') for a in re.findall(r'"[^"]*"|\S+', s)]


@dataclass
class ManPage:
    th: list[str]
    sections: list[tuple[str, list[str]]]  # heading, its lines as read
    subsections: list[str]
    tables: list[list[list[str]]]
    links: list[str]

    @property
    def text(self) -> str:
        return "\n".join(x for h, lines in self.sections for x in [h, *lines])

    def section(self, name: str) -> list[str]:
        (lines,) = [v for h, v in self.sections if h == name]
        return lines


def man(raw: str) -> ManPage:
    lines = raw.split("\n")
    assert lines[-1] == "" and lines[0] == "'\\\" t", "not a page for tbl"
    body = [x for x in lines[1:-1] if not x.startswith('.\\"')]
    assert body[0].startswith(".TH ") and len(_args(body[0][4:])) == 5, "no .TH with its five arguments"
    th = [unescape(a) for a in _args(body[0][4:])]
    sections: list[tuple[str, list[str]]] = []
    subs: list[str] = []
    tables: list[list[list[str]]] = []
    links: list[str] = []
    k, url = 1, None
    while k < len(body):
        line = body[k]
        k += 1
        if line.startswith("."):
            name, _, rest = line[1:].partition(" ")
            assert name in MAN_MACROS, f"unknown macro .{name}"
            if name == "SH":
                sections.append((unescape(" ".join(_args(rest))), []))
                continue
            assert sections, "text before the first .SH"
            cur = sections[-1][1]
            if name == "SS":
                subs.append(unescape(" ".join(_args(rest))))
                cur.append(subs[-1])
            elif name in ("B", "I"):
                cur.append(unescape(" ".join(_args(rest))))
            elif name in ("BR", "IR", "RB"):
                cur.append(unescape("".join(_args(rest))))
            elif name == "UR":
                assert url is None, ".UR inside .UR"
                url = rest
                cur.append(rest)
                links.append(rest)
            elif name == "UE":
                assert url is not None, ".UE without .UR"
                url = None
            elif name == "IP":
                args = _args(rest)
                cur.append(unescape(args[0]) if args else "")
            elif name == "TS":
                opts = body[k]
                assert opts.endswith(";") and "tab(;)" in opts, "tbl options"
                k += 1
                fmt = []
                while not fmt or not fmt[-1].endswith("."):
                    fmt.append(body[k])
                    k += 1
                width = {len(re.findall(r"[lcrn][a-z]*(?:\([^)]*\))?", f.rstrip("."))) for f in fmt}
                assert len(width) == 1, "format lines of different widths"
                (width,) = width
                table = []
                while body[k] != ".TE":
                    row = body[k]
                    k += 1
                    while row.count("T{") > row.count("T}") or row.endswith(";T{") or row == "T{":
                        assert body[k] != ".TE", "a text block never closed"
                        nxt = body[k]
                        k += 1
                        row += "\n" + nxt
                    cells = [c.removeprefix("T{").removesuffix("T}").strip("\n") for c in row.split(";")]
                    cells = [c.removeprefix("\n") for c in cells]
                    assert len(cells) == width, f"a row of {len(cells)} cells in a table of {width}"
                    table.append([" ".join(unescape(x) for x in c.split("\n") if x != ".br") for c in cells])
                k += 1
                tables.append(table)
                cur += [c for r in table for c in r]
        else:
            assert sections, "text before the first .SH"
            sections[-1][1].append(unescape(line))
    assert url is None, ".UR never closed"
    return ManPage(th, sections, subs, tables, links)
