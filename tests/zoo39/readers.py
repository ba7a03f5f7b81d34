"""Reading the zoo39 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Day One export loaded with Python's json module (Apple's
`"key" : value` layout and `\\/` escapes, Day One's fields and types, the Markdown's backslash
escapes, the rich text agreeing with the Markdown); the Messenger export loaded with json and its
strings repaired from Facebook's Latin-1 mojibake (ASCII only, `\\u00XX` escapes that make valid
UTF-8, messages newest first); the MHTML file parsed by the email package as a MIME message and its
parts decoded with quopri (CRLF, lines of at most 76 characters, the HTML read with html.parser
into text, tags balanced); the OpenDocument spreadsheet opened with zipfile and its XML parsed
with ElementTree (the `mimetype` entry first and stored, the manifest naming every file, typed
cells whose values agree with their text, repeated cells expanded)."""

from __future__ import annotations

import email
import email.policy
import io
import json
import quopri
import re
import zipfile
from dataclasses import dataclass, field
from datetime import datetime
from html.parser import HTMLParser
from typing import Any
from xml.etree import ElementTree as ET


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


# --- Day One (JSON export) -------------------------------------------------------------------------------

DAYONE_KEYS = {"uuid": str, "creationDate": str, "modifiedDate": str, "text": str, "richText": str, "tags": list,
               "starred": bool, "isPinned": bool, "isAllDay": bool, "duration": int, "editingTime": float,
               "timeZone": str, "creationDevice": str, "creationDeviceType": str, "creationDeviceModel": str,
               "creationOSName": str, "creationOSVersion": str, "location": dict, "weather": dict}  # fmt: skip
DAYONE_DATE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
MD_SPECIAL = ".-()!#+*_[]>`\\"


def dayone(raw: str) -> dict[str, Any]:
    """A Day One export of one entry: Apple's pretty printer (`"key" : value`, two-space indent,
    every `/` written `\\/`), `{"metadata": {"version": "1.0"}, "entries": [entry]}`, the entry's
    fields Day One's with their types, a 32 hex digit upper case uuid, UTC dates (created first),
    string tags, and `richText` a JSON document whose runs spell the same text as the Markdown."""
    assert re.search(r"(?<!\\)/", raw) is None, "an unescaped slash"
    for line in raw.split("\n"):
        if re.match(r'\s*"[^"]*"\s*:', line):
            assert re.match(r'( {2})+"[^"]*" : ', line), line
    doc = json.loads(raw, object_pairs_hook=_no_repeats)
    assert list(doc) == ["metadata", "entries"] and doc["metadata"] == {"version": "1.0"}
    (entry,) = doc["entries"]
    assert set(entry) <= set(DAYONE_KEYS), set(entry) - set(DAYONE_KEYS)
    for k, v in entry.items():
        assert type(v) is DAYONE_KEYS[k], (k, v)
    assert {"uuid", "creationDate", "text", "tags", "timeZone"} <= set(entry)
    assert re.fullmatch(r"[0-9A-F]{32}", entry["uuid"])
    assert DAYONE_DATE.fullmatch(entry["creationDate"]) and DAYONE_DATE.fullmatch(entry["modifiedDate"])
    assert entry["creationDate"] < entry["modifiedDate"]
    assert all(isinstance(t, str) and t for t in entry["tags"])
    if "location" in entry:
        loc = entry["location"]
        assert -90 <= loc["latitude"] <= 90 and -180 <= loc["longitude"] <= 180 and loc["timeZoneName"]
        assert loc["region"]["center"] == {"longitude": loc["longitude"], "latitude": loc["latitude"]}
    rich = json.loads(entry["richText"], object_pairs_hook=_no_repeats)
    assert set(rich) == {"meta", "contents"} and rich["meta"]["version"] == 1
    assert all(set(c) <= {"text", "attributes"} and c["text"] for c in rich["contents"])
    assert "".join(c["text"] for c in rich["contents"]) == md_plain(entry["text"]) + "\n"
    for line in entry["text"].split("\n"):
        assert_escaped(line)
    return entry


def _md_inline(line: str) -> str:
    """A line's inline Markdown as plain text: links to their text, code spans and bold marks
    dropped, backslash escapes taken out (not inside code spans)."""
    out, i = [], 0
    while i < len(line):
        if line[i] == "`":
            j = line.index("`", i + 1)
            out.append(line[i + 1 : j])
            i = j + 1
        elif line[i] == "\\":
            assert line[i + 1] in MD_SPECIAL, line
            out.append(line[i + 1])
            i += 2
        elif line.startswith("**", i):
            i += 2
        elif line[i] == "[":
            m = re.compile(r"\[((?:[^\]\\]|\\.)*)\]\((https?://[^)\s]+)\)").match(line, i)
            assert m, line
            out.append(_md_inline(m[1]))
            i = m.end()
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


LINE_MARK = re.compile(r"#{1,6} |- \[[ x]\] |- |\d+\. ")


def md_plain(md: str) -> str:
    """The Markdown as the editor shows it: line marks (headings, bullets, numbers, boxes) dropped."""
    return "\n".join(_md_inline(line[m.end() :] if (m := LINE_MARK.match(line)) else line) for line in md.split("\n"))


def md_text(md: str) -> str:
    """The Markdown as a reader reads it: the marks kept, escapes taken out, link targets kept."""
    return re.sub(r"\\([" + re.escape(MD_SPECIAL) + "])", r"\1", md)


def assert_escaped(line: str) -> None:
    """Day One's escaping: outside the line mark, code spans, bold marks and link syntax (whose
    targets stay as they are), every Markdown punctuation mark is escaped with a backslash."""
    m = LINE_MARK.match(line)
    rest = line[m.end() :] if m else line
    rest = re.sub(r"`[^`]*`", "", rest)
    rest = re.sub(r"\[((?:[^\]\\]|\\.)*)\]\(https?://[^)\s]+\)", r"\1", rest)
    rest = rest.replace("**", "")
    bare = re.sub(r"\\.", "", rest)
    assert not set(bare) & set(MD_SPECIAL), (line, set(bare) & set(MD_SPECIAL))


# --- Facebook Messenger (JSON export) -------------------------------------------------------------------

MESSENGER_TOP = ["participants", "messages", "title", "is_still_participant", "thread_path", "magic_words",
                 "joinable_mode"]  # fmt: skip


def unmojibake(s: str) -> str:
    """Facebook writes each UTF-8 byte as a code point of its own: take them back as bytes."""
    return s.encode("latin-1").decode("utf-8")


def _repair(x: Any) -> Any:
    if isinstance(x, str):
        return unmojibake(x)
    if isinstance(x, list):
        return [_repair(v) for v in x]
    if isinstance(x, dict):
        return {k: _repair(v) for k, v in x.items()}
    return x


def messenger(raw: str) -> dict[str, Any]:
    """A Messenger `message_1.json`: ASCII only, every `\\u` escape a lower case `\\u00XX` (a byte),
    two-space indent with `"key": value`, Facebook's top-level fields in order, messages newest
    first with a sender among the participants, a 13 digit `timestamp_ms` and a `content`; every
    string valid UTF-8 once its code points are taken as bytes. Returned repaired."""
    assert raw.isascii() and not raw.endswith("\n")
    escapes = re.findall(r"\\u([0-9A-Fa-f]{4})", raw)
    assert escapes and all(re.fullmatch(r"00[0-9a-f]{2}", e) for e in escapes)
    assert raw.startswith('{\n  "participants": [\n    {\n      "name": "')
    thread = _repair(json.loads(raw, object_pairs_hook=_no_repeats))
    assert list(thread) == MESSENGER_TOP, list(thread)
    names = [p["name"] for p in thread["participants"]]
    assert all(list(p) == ["name"] for p in thread["participants"]) and len(set(names)) == len(names)
    stamps = [m["timestamp_ms"] for m in thread["messages"]]
    assert stamps == sorted(stamps, reverse=True) and len(set(stamps)) == len(stamps)
    for m in thread["messages"]:
        assert list(m)[:3] == ["sender_name", "timestamp_ms", "content"] and m["sender_name"] in names
        assert isinstance(m["timestamp_ms"], int) and 10**12 <= m["timestamp_ms"] < 10**13 and m["content"]
        assert m["is_geoblocked_for_viewer"] is False
        for r in m.get("reactions", []):
            assert set(r) == {"reaction", "actor"} and r["actor"] in names
        if "share" in m:
            assert m["share"]["link"] in m["content"]
    assert re.fullmatch(r"inbox/[a-z0-9]+_\d+", thread["thread_path"]) and thread["is_still_participant"] is True
    return thread


def messenger_text(thread: dict[str, Any]) -> str:
    """The chat as Messenger shows it, oldest first: who said what."""
    out = [thread["title"]]
    for m in reversed(thread["messages"]):
        out.append(f"{m['sender_name']}: {m['content']}")
    return "\n".join(out)


# --- MHTML (RFC 2557 as Blink writes it) ------------------------------------------------------------------


@dataclass
class Page:
    subject: str
    location: str
    html: str
    css: str
    parts: list[email.message.Message] = field(default_factory=list)


def mhtml(raw: str) -> Page:
    """A saved page: ASCII, CRLF line ends only, a `multipart/related` message of `type="text/html"`
    from `<Saved by Blink>` with a `Snapshot-Content-Location`, an HTML part first and a CSS part,
    each quoted-printable with lines of at most 76 characters (decoded with quopri, agreeing with
    the email package's own decoding), the HTML's `cid:` stylesheet link naming the CSS part."""
    assert raw.isascii() and raw.endswith("\r\n") and "\n" not in raw.replace("\r\n", "")
    assert raw.startswith("From: <Saved by Blink>\r\n")  # as written (the address parser would quote it)
    msg = email.message_from_bytes(raw.encode("ascii"), policy=email.policy.default)
    assert msg["MIME-Version"] == "1.0" and not msg.defects
    assert msg.get_content_type() == "multipart/related" and msg.get_param("type") == "text/html"
    assert msg.get_boundary().startswith("----MultipartBoundary--")
    parts = list(msg.iter_parts())
    assert [p.get_content_type() for p in parts] == ["text/html", "text/css"]
    decoded = []
    for p in parts:
        assert p["Content-Transfer-Encoding"] == "quoted-printable" and p["Content-Location"]
        body = p.get_payload(decode=False)
        assert all(len(x) <= 76 for x in body.replace("\r\n", "\n").split("\n")), "a line over 76 characters"
        assert not re.search(r"=(?![0-9A-F]{2}|\r?\n|$)", body), "a bare = in quoted-printable"
        q = quopri.decodestring(body.encode("ascii")).decode("utf-8")
        assert q.replace("\r\n", "\n") == p.get_payload(decode=True).decode("utf-8").replace("\r\n", "\n")
        decoded.append(q.replace("\r\n", "\n"))
    html, css = decoded
    assert parts[0]["Content-Location"] == msg["Snapshot-Content-Location"]
    cid = re.search(r'<link rel="stylesheet" type="text/css" href="(cid:[^"]+)"', html)
    assert cid and cid[1] == parts[1]["Content-Location"]
    assert '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">' in html.split("</head>")[0]
    return Page(str(msg["Subject"]), msg["Snapshot-Content-Location"], html, css, parts)


VOID = {"meta", "link", "br", "img", "hr", "input"}
BLOCK = {"p", "h1", "h2", "h3", "h4", "li", "tr", "table", "ul", "ol", "nav", "article", "div", "title", "thead",
         "tbody"}  # fmt: skip


class _Text(HTMLParser):
    """The page's text as a text browser shows it: blocks on lines of their own, table cells
    separated by tabs, `<br>` a line break, a link's target after its text in angle brackets;
    every non-void element closed, in order."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.stack: list[tuple[str, str | None]] = []
        self.headings: list[tuple[str, str]] = []
        self._heading: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in BLOCK:
            self.out.append("\n")
        elif tag in ("td", "th"):
            self.out.append("\t")
        elif tag == "br":
            self.out.append("\n")
        if tag in ("h1", "h2", "h3"):
            self._heading = []
        if tag not in VOID:
            self.stack.append((tag, a.get("href")))

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        assert tag in VOID, tag
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        assert tag not in VOID
        open_tag, href = self.stack.pop()
        assert open_tag == tag, (open_tag, tag)
        if tag == "a" and href:
            self.out.append(f" <{href}>")
        if tag in ("h1", "h2", "h3") and self._heading is not None:
            self.headings.append((tag, "".join(self._heading)))
            self._heading = None
        if tag in BLOCK:
            self.out.append("\n")

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1][0] in ("style", "script"):
            return
        self.out.append(data)
        if self._heading is not None:
            self._heading.append(data)


def html_text(html: str) -> tuple[str, list[tuple[str, str]]]:
    """The page's text (see _Text) and its headings (tag, text)."""
    assert html.startswith("<!DOCTYPE html>")
    p = _Text()
    p.feed(html)
    p.close()
    assert not p.stack, p.stack
    text = re.sub(r"\n\s*\n+", "\n", "".join(p.out))
    return text, p.headings


def html_rows(html: str, table_class: str) -> list[list[str]]:
    """The body rows of the first table of a class, each a list of its cells' text."""
    m = re.search(rf'<table class="{table_class}">(.*?)</table>', html, re.S)
    assert m, table_class
    body = m[1].split("<tbody>")[1]
    rows = []
    for tr in re.findall(r"<tr>(.*?)</tr>", body, re.S):
        cells = re.findall(r"<t[dh]>(.*?)</t[dh]>", tr, re.S)
        rows.append([html_text("<!DOCTYPE html>" + c)[0].strip() for c in cells])
    return rows


# --- OpenDocument spreadsheet -------------------------------------------------------------------------------

ODS_MIME = "application/vnd.oasis.opendocument.spreadsheet"
ODF_NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "table": "urn:oasis:names:tc:opendocument:xmlns:table:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "manifest": "urn:oasis:names:tc:opendocument:xmlns:manifest:1.0",
    "xlink": "http://www.w3.org/1999/xlink",
    "calcext": "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0",
}


def q(prefix: str, name: str) -> str:
    return f"{{{ODF_NS[prefix]}}}{name}"


@dataclass
class Cell:
    kind: str | None  # office:value-type, None for an empty cell
    value: Any  # the typed value (str, float, datetime, bool, (h, m, s))
    text: str  # the cell's paragraphs, one a line
    links: list[str] = field(default_factory=list)


def _para_text(p: ET.Element) -> str:
    """A `text:p` (or a span, a link) as text: `text:s` as its count of spaces, `text:tab` and
    `text:line-break` as a tab and a line break."""
    out = [p.text or ""]
    for c in p:
        if c.tag == q("text", "s"):
            out.append(" " * int(c.get(q("text", "c"), "1")))
        elif c.tag == q("text", "tab"):
            out.append("\t")
        elif c.tag == q("text", "line-break"):
            out.append("\n")
        else:
            out.append(_para_text(c))
        out.append(c.tail or "")
    return "".join(out)


def _cell(c: ET.Element) -> Cell:
    kind = c.get(q("office", "value-type"))
    paras = [_para_text(p) for p in c.findall(q("text", "p"))]
    text = "\n".join(paras)
    links = [a.get(q("xlink", "href")) for a in c.iter(q("text", "a"))]
    if kind is None:
        assert not paras, text
        return Cell(None, None, "")
    assert c.get(q("calcext", "value-type")) == kind and paras
    if kind == "string":
        value: Any = text
        assert c.get(q("office", "value")) is None
    elif kind == "float":
        value = float(c.get(q("office", "value")))
        assert float(text) == value, (text, value)
    elif kind == "date":
        iso = c.get(q("office", "date-value"))
        value = datetime.fromisoformat(iso)
        assert text == (iso if "T" not in iso else value.strftime("%Y-%m-%d %H:%M")), (iso, text)
    elif kind == "time":
        m = re.fullmatch(r"PT(\d+)H(\d+)M(\d+)S", c.get(q("office", "time-value")))
        assert m, c.attrib
        value = tuple(int(x) for x in m.groups())
        assert text == f"{value[0]:02d}:{value[1]:02d}"
    elif kind == "boolean":
        raw = c.get(q("office", "boolean-value"))
        assert raw in ("true", "false") and text == raw.upper()
        value = raw == "true"
    else:
        raise AssertionError(kind)
    return Cell(kind, value, text, links)


def ods(data: bytes) -> dict[str, list[list[Cell]]]:
    """An OpenDocument spreadsheet package: `mimetype` the first entry, stored and without extra
    field, holding the spreadsheet media type; `META-INF/manifest.xml` naming the package root with
    that type and every other file; every XML file well formed; `content.xml` an ODF 1.3 document
    whose `office:spreadsheet` holds the sheets. Returns each sheet's rows of cells (repeated
    cells and rows expanded, trailing empty cells dropped)."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        first = infos[0]
        assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED and not first.extra
        assert z.read("mimetype") == ODS_MIME.encode("ascii")
        assert data[30:38] == b"mimetype" and data[38 : 38 + len(ODS_MIME)] == ODS_MIME.encode()
        names = {i.filename for i in infos}
        manifest = ET.fromstring(z.read("META-INF/manifest.xml"))
        listed = {e.get(q("manifest", "full-path")): e.get(q("manifest", "media-type"))
                  for e in manifest.iter(q("manifest", "file-entry"))}  # fmt: skip
        assert listed.pop("/") == ODS_MIME
        assert set(listed) == names - {"mimetype", "META-INF/manifest.xml"}, (set(listed), names)
        for n in names:
            if n.endswith(".xml") or n.endswith(".rdf"):
                ET.fromstring(z.read(n))
        root = ET.fromstring(z.read("content.xml"))
    assert root.tag == q("office", "document-content") and root.get(q("office", "version")) == "1.3"
    spreadsheet = root.find(f"{q('office', 'body')}/{q('office', 'spreadsheet')}")
    assert spreadsheet is not None
    book: dict[str, list[list[Cell]]] = {}
    for t in spreadsheet.findall(q("table", "table")):
        name = t.get(q("table", "name"))
        assert name and name not in book
        width = sum(
            int(c.get(q("table", "number-columns-repeated"), "1")) for c in t.findall(q("table", "table-column"))
        )
        rows = []
        for r in t.findall(q("table", "table-row")):
            cells: list[Cell] = []
            for c in r:
                assert c.tag == q("table", "table-cell"), c.tag
                cells += [_cell(c)] * int(c.get(q("table", "number-columns-repeated"), "1"))
            assert len(cells) == width, (name, len(cells), width)
            while cells and cells[-1].kind is None:
                cells.pop()
            rows += [cells] * int(r.get(q("table", "number-rows-repeated"), "1"))
        book[name] = rows
    return book


def ods_text(book: dict[str, list[list[Cell]]]) -> str:
    """The workbook as text: each sheet's name, then a line a row, cells separated by tabs."""
    out = []
    for name, rows in book.items():
        out.append(name)
        out += ["\t".join(c.text for c in r) for r in rows]
    return "\n".join(out)
