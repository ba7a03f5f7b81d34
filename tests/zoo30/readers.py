"""Reading the zoo30 formats back without kgraph, each checked against its own format's rules: the
LINE export cut into its header, days and messages (tab-separated fields, quoted multi-line
messages, system lines without a sender); the Telegram export through `json` with a schema check of
the chat and of every message; the Feishu Markdown through markdown-it-py's token stream; the Word
package through `zipfile` and `xml.etree` (content types, relationships resolved, namespaces,
styles, numbering, comments, and the text with and without the reviewer's deletions)."""

from __future__ import annotations

import io
import json
import posixpath
import re
import unicodedata
import zipfile
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any
from xml.etree import ElementTree as ET

from markdown_it import MarkdownIt

# --- LINE -----------------------------------------------------------------------------------------


@dataclass
class LineMsg:
    day: date
    time: str
    sender: str  # "" for a system line
    lines: list[str]


TITLE = re.compile(r"\[LINE\] 「(.+)」的聊天記錄")
SAVED = re.compile(r"儲存日期：(\d{4}/\d\d/\d\d \d\d:\d\d)")
DAY = re.compile(r"(\d{4})/(\d\d)/(\d\d)（週([一二三四五六日])）")
MSG = re.compile(r"(\d\d:\d\d)\t([^\t]*)\t(.*)")


def line_chat(text: str) -> tuple[str, str, list[LineMsg]]:
    """A saved LINE chat: the title line, the save date, a blank line; then days, each a day line
    (its weekday the date's own) and its messages, a blank line between days. A message is
    `HH:MM<TAB>sender<TAB>text`; a text that opens with a double quote runs on over the next lines
    until one ends with the closing quote (and then has at least two lines); a system line has an
    empty sender. Checked: no tab or stray quote inside a text, no continuation line that looks
    like a message or a day, times that never go back, the save time after the last message."""
    assert text.endswith("\n") and "\r" not in text and not text.endswith("\n\n")
    lines = text[:-1].split("\n")
    title, saved = TITLE.fullmatch(lines[0]), SAVED.fullmatch(lines[1])
    assert title and saved and lines[2] == "", lines[:3]
    out: list[LineMsg] = []
    k, day, last = 3, None, ""
    while k < len(lines):
        x = lines[k]
        if m := DAY.fullmatch(x):
            y, mo, dd, wd = m.groups()
            new = date(int(y), int(mo), int(dd))
            assert "一二三四五六日"[new.weekday()] == wd and (day is None or new > day), x
            assert k == 3 or lines[k - 1] == "", "a blank line before every day but the first"
            day, last, k = new, "", k + 1
            continue
        if x == "":
            assert DAY.fullmatch(lines[k + 1]), "a blank line only before a day"
            k += 1
            continue
        m = MSG.fullmatch(x)
        assert m and day is not None, x
        hhmm, sender, first = m.groups()
        assert hhmm >= last, (day, hhmm, last)
        last = hhmm
        body = [first]
        if first.startswith('"') and not (len(first) > 1 and first.endswith('"')):
            body = [first[1:]]
            while True:
                k += 1
                nxt = lines[k]
                assert not MSG.fullmatch(nxt) and not DAY.fullmatch(nxt) and "\t" not in nxt, nxt
                if nxt.endswith('"'):
                    body.append(nxt[:-1])
                    break
                body.append(nxt)
        assert all('"' not in b for b in body), body
        assert sender or len(body) == 1, "a system line is one line"
        out.append(LineMsg(day, hhmm, sender, body))
        k += 1
    assert out and f"{out[-1].day:%Y/%m/%d} {out[-1].time}" <= saved.group(1)
    return title.group(1), saved.group(1), out


# --- Telegram -------------------------------------------------------------------------------------

CHAT_TYPES = {"personal_chat", "bot_chat", "private_group", "private_supergroup", "public_supergroup",
              "private_channel", "public_channel", "saved_messages"}  # fmt: skip
ENTITIES = {"plain", "bold", "italic", "underline", "strikethrough", "code", "pre", "link", "text_link", "mention",
            "mention_name", "hashtag", "bot_command", "email", "phone", "blockquote", "spoiler"}  # fmt: skip
HEAD_KEYS = ["id", "type", "date", "date_unixtime", "edited", "edited_unixtime"]
MESSAGE_KEYS = ["from", "from_id", "forwarded_from", "reply_to_message_id"]
MEDIA_KEYS = {"photo", "width", "height", "file", "file_name", "file_size", "thumbnail", "media_type", "sticker_emoji",
              "mime_type", "duration_seconds"}  # fmt: skip
SERVICE_KEYS = ["actor", "actor_id", "action", "message_id"]
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")


def plain(m: dict[str, Any]) -> str:
    """A message's text as the reader sees it (the entities' texts joined)."""
    return "".join(e["text"] for e in m["text_entities"])


def hrefs(m: dict[str, Any]) -> list[str]:
    return [e["href"] for e in m["text_entities"] if e["type"] == "text_link"]


def _unix(stamp: str, unix: str) -> None:
    assert STAMP.fullmatch(stamp) and unix.isdigit(), (stamp, unix)
    assert int(unix) == int(datetime.fromisoformat(stamp).replace(tzinfo=UTC).timestamp()), (stamp, unix)


def _entities(m: dict[str, Any]) -> None:
    ents, text = m["text_entities"], m["text"]
    kinds = [e["type"] for e in ents]
    assert all(a != "plain" or b != "plain" for a, b in zip(kinds, kinds[1:], strict=False)), "plain runs merged"
    for e in ents:
        assert e["type"] in ENTITIES and isinstance(e["text"], str) and e["text"], e
        extra = set(e) - {"type", "text"}
        assert extra == ({"href"} if e["type"] == "text_link" else {"language"} if e["type"] == "pre" else set()), e
        assert e["type"] != "link" or re.fullmatch(r"https?://\S+", e["text"]), e
        assert e["type"] != "text_link" or re.fullmatch(r"https?://\S+", e["href"]), e
    if all(e["type"] == "plain" for e in ents):
        assert isinstance(text, str) and text == plain(m), m["id"]  # a plain message's text is a string
    else:
        assert isinstance(text, list) and text == [e["text"] if e["type"] == "plain" else e for e in ents], m["id"]


def telegram(text: str) -> dict[str, Any]:
    """A Telegram Desktop result.json: the chat object's keys in their order, every message's keys
    in the exporter's order (id, type, dates, sender and reply first, media fields, then `text` and
    `text_entities`), ids rising, `date_unixtime` the `date` (written in UTC)
    as a Unix time, replies and pins pointing at earlier messages, media with their fields, and
    `text` agreeing with `text_entities`."""
    chat = json.loads(text)
    assert text == json.dumps(chat, ensure_ascii=False, indent=1), "not written as Telegram Desktop writes it"
    assert list(chat) == ["name", "type", "id", "messages"] and chat["type"] in CHAT_TYPES
    assert isinstance(chat["id"], int) and chat["id"] > 0 and chat["name"]
    seen: set[int] = set()
    for m in chat["messages"]:
        keys = list(m)
        head = [k for k in HEAD_KEYS + (SERVICE_KEYS if m["type"] == "service" else MESSAGE_KEYS) if k in m]
        assert m["type"] in ("message", "service") and keys[: len(head)] == head, keys
        assert keys[-2:] == ["text", "text_entities"] and set(keys[len(head) : -2]) <= MEDIA_KEYS, keys
        assert isinstance(m["id"], int) and all(m["id"] > s for s in seen), m["id"]
        _unix(m["date"], m["date_unixtime"])
        if "edited" in m:
            _unix(m["edited"], m["edited_unixtime"])
            assert m["edited"] > m["date"]
        if m["type"] == "service":
            assert re.fullmatch(r"user\d+", m["actor_id"]) and m["actor"] and m["action"] == "pin_message"
            assert m["message_id"] in seen and m["text"] == "" and m["text_entities"] == []
        else:
            assert m["from"] and re.fullmatch(r"(user|channel)\d+", m["from_id"]), m
            assert "reply_to_message_id" not in m or m["reply_to_message_id"] in seen
            assert "photo" not in m or (m["photo"].startswith("photos/") and m["width"] > 0 and m["height"] > 0)
            assert "file" not in m or "mime_type" in m or m.get("media_type") == "sticker"
            assert m.get("media_type") != "sticker" or (m["sticker_emoji"] and m["file"].startswith("stickers/"))
            assert "file_name" not in m or m["file"].endswith("/" + m["file_name"])
            _entities(m)
        seen.add(m["id"])
    dates = [m["date"] for m in chat["messages"]]
    assert dates == sorted(dates)
    return chat


# --- Feishu Markdown ------------------------------------------------------------------------------


@dataclass
class Md:
    headings: list[tuple[int, str]] = field(default_factory=list)
    paragraphs: list[str] = field(default_factory=list)  # outside lists, quotes and tables
    callouts: list[tuple[str, list[str]]] = field(default_factory=list)  # (emoji, paragraphs after it)
    bullets: list[list[str]] = field(default_factory=list)  # each bullet list's items (their text)
    tasks: list[tuple[bool, str]] = field(default_factory=list)
    tables: list[list[list[str]]] = field(default_factory=list)  # rows (the header first) of cells
    links: list[tuple[str, str]] = field(default_factory=list)  # (href, text)
    codes: list[str] = field(default_factory=list)
    images: list[str] = field(default_factory=list)
    rules: int = 0

    @property
    def mentions(self) -> list[str]:
        text = "\n".join(self.paragraphs + [p for _, ps in self.callouts for p in ps])
        return re.findall(r"@([^\s，。@]+)", text)


def _inline(tok: Any, doc: Md) -> str:
    """An inline token's text (code spans and link texts included), its links, code and images noted."""
    out, href = [], None
    for c in tok.children or []:
        assert c.type not in ("html_inline",), c.content
        if c.type == "link_open":
            href, start = c.attrs["href"], len(out)
        elif c.type == "link_close":
            doc.links.append((str(href), "".join(out[start:])))
        elif c.type == "code_inline":
            doc.codes.append(c.content)
            out.append(c.content)
        elif c.type == "image":
            doc.images.append(str(c.attrs["src"]))
        elif c.type in ("text", "softbreak"):
            out.append(c.content if c.type == "text" else "\n")
    return "".join(out)


def feishu(text: str) -> Md:
    """A Feishu Markdown export through markdown-it-py (CommonMark with GFM tables): one `#` title
    first, headings that never skip a level, no raw HTML, every quote a callout whose first
    paragraph opens with an emoji, bullet items read as task items when they start `[x] `/`[ ] `,
    tables as wide as their header."""
    doc = Md()
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    stack: list[str] = []
    level, k = 0, 0
    table: list[list[str]] | None = None
    for k, tok in enumerate(tokens):
        assert tok.type not in ("html_block",), tok.content
        if tok.type.endswith("_open"):
            stack.append(tok.type[:-5])
        elif tok.type.endswith("_close"):
            assert stack.pop() == tok.type[:-6], tok.type
        if tok.type == "heading_open":
            depth = int(tok.tag[1])
            assert depth <= level + 1 and (level or depth == 1) and (depth > 1 or not doc.headings), tok.tag
            level = depth
        elif tok.type == "bullet_list_open" and stack.count("bullet_list") == 1:
            doc.bullets.append([])
        elif tok.type == "blockquote_open":
            doc.callouts.append(("", []))
        elif tok.type == "table_open":
            table = []
        elif tok.type == "tr_open":
            table.append([])
        elif tok.type == "table_close":
            assert table and len({len(r) for r in table}) == 1, table
            doc.tables.append(table)
        elif tok.type == "hr":
            doc.rules += 1
        elif tok.type == "inline":
            s = _inline(tok, doc)
            if stack[-1] == "heading":
                doc.headings.append((level, s))
            elif stack[-1] in ("th", "td"):
                table[-1].append(s)
            elif "blockquote" in stack:
                emoji, paras = doc.callouts[-1]
                if not paras:
                    emoji, _, s = s.partition(" ")
                    assert emoji and all(unicodedata.category(ch) in ("So", "Mn") or ch == "\ufe0f" for ch in emoji)
                doc.callouts[-1] = (emoji, paras + [s])
            elif "list_item" in stack:
                if m := re.fullmatch(r"\[([ x])\] (.+)", s, re.S):
                    doc.tasks.append((m.group(1) == "x", m.group(2)))
                doc.bullets[-1].append(s)
            else:
                doc.paragraphs.append(s)
    assert not stack and k == len(tokens) - 1
    return doc


# --- Word -----------------------------------------------------------------------------------------

WNS = {
    "w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
    "r": "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
    "pr": "http://schemas.openxmlformats.org/package/2006/relationships",
    "ct": "http://schemas.openxmlformats.org/package/2006/content-types",
    "cp": "http://schemas.openxmlformats.org/package/2006/metadata/core-properties",
    "dc": "http://purl.org/dc/elements/1.1/",
}
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"


def wq(name: str) -> str:
    """`w:p` -> `{…wordprocessingml/2006/main}p`."""
    prefix, local = name.split(":")
    return f"{{{WNS[prefix]}}}{local}"


@dataclass
class Word:
    members: list[str]
    parts: dict[str, ET.Element]
    blocks: list[tuple[str, Any]] = field(default_factory=list)  # (h|p|li|table, payload) in body order
    links: list[tuple[str, str]] = field(default_factory=list)  # (relationship target, text)
    deleted: list[str] = field(default_factory=list)  # w:delText runs, each w:del joined
    inserted: list[str] = field(default_factory=list)  # w:ins runs, each w:ins joined
    comments: dict[str, tuple[str, str, str]] = field(default_factory=dict)  # id -> (author, text, text it marks)

    @property
    def text(self) -> str:
        """The body's text without the reviewer's deletions: a line a paragraph, a table row its
        cells joined by ` | ` (the paragraphs of a cell by ` / `)."""
        out: list[str] = []
        for kind, x in self.blocks:
            if kind == "table":
                out += [" | ".join(" / ".join(c) for c in row) for row in x]
            else:
                out.append(x[-1])
        return "\n".join(out)


class _Body:
    def __init__(self, doc: Word, rels: dict[str, tuple[str, str, str | None]]) -> None:
        self.doc, self.rels = doc, rels
        self.open: dict[str, list[str]] = {}  # comment ranges open: id -> text so far
        self.marked: dict[str, str] = {}

    def runs(self, el: ET.Element, out: list[str], deleted: bool = False) -> None:
        for c in el:
            if c.tag == wq("w:r"):
                for x in c:
                    assert x.tag != wq("w:t") or not deleted, "w:t inside a deletion"
                    assert x.tag != wq("w:delText") or deleted, "w:delText outside a deletion"
                    if x.tag == wq("w:t"):
                        self.text(out, x.text or "")
                    elif x.tag == wq("w:delText"):
                        self.doc.deleted[-1] += x.text or ""
                    elif x.tag == wq("w:commentReference"):
                        cid = x.get(wq("w:id"))
                        assert cid in self.marked and cid not in self.open, cid
            elif c.tag in (wq("w:ins"), wq("w:del")):
                assert c.get(wq("w:id")) and c.get(wq("w:author")) and c.get(wq("w:date")), c.attrib
                if c.tag == wq("w:del"):
                    self.doc.deleted.append("")
                    self.runs(c, out, deleted=True)
                else:
                    before = "".join(out)
                    self.runs(c, out)
                    self.doc.inserted.append("".join(out)[len(before) :])
            elif c.tag == wq("w:hyperlink"):
                kind, target, mode = self.rels[c.get(wq("r:id"))]
                assert kind == REL + "hyperlink" and mode == "External", (kind, mode)
                before = "".join(out)
                self.runs(c, out)
                self.doc.links.append((target, "".join(out)[len(before) :]))
            elif c.tag == wq("w:commentRangeStart"):
                self.open[c.get(wq("w:id"))] = []
            elif c.tag == wq("w:commentRangeEnd"):
                cid = c.get(wq("w:id"))
                self.marked[cid] = "".join(self.open.pop(cid))
            else:
                assert c.tag in (wq("w:pPr"), wq("w:bookmarkStart"), wq("w:bookmarkEnd")), c.tag

    def text(self, out: list[str], s: str) -> None:
        out.append(s)
        for words in self.open.values():
            words.append(s)

    def para(self, p: ET.Element) -> tuple[str, str | None, str]:
        """(style, numId or None, text) of a paragraph."""
        ppr = p.find(wq("w:pPr"))
        style = (
            ppr.find(wq("w:pStyle")).get(wq("w:val"))
            if ppr is not None and ppr.find(wq("w:pStyle")) is not None
            else "Normal"
        )
        num = ppr.find(f"{wq('w:numPr')}/{wq('w:numId')}") if ppr is not None else None
        out: list[str] = []
        self.runs(p, out)
        return style, None if num is None else num.get(wq("w:val")), "".join(out)

    def body(self, body: ET.Element) -> None:
        for el in body:
            if el.tag == wq("w:p"):
                style, num, s = self.para(el)
                kind = "h" if style.startswith("Heading") else "li" if num else "p"
                self.doc.blocks.append((kind, (style, num, s) if kind == "li" else (style, s)))
            elif el.tag == wq("w:tbl"):
                grid = el.findall(f"{wq('w:tblGrid')}/{wq('w:gridCol')}")
                rows = el.findall(wq("w:tr"))
                head = rows[0].find(f"{wq('w:trPr')}/{wq('w:tblHeader')}")
                assert grid and head is not None, "a grid and a header row"
                table = []
                for r in rows:
                    cells = r.findall(wq("w:tc"))
                    assert len(cells) == len(grid), "a row as wide as the grid"
                    table.append([[self.para(p)[2] for p in c.findall(wq("w:p"))] for c in cells])
                self.doc.blocks.append(("table", table))
            else:
                assert el.tag == wq("w:sectPr") and el is body[-1], el.tag
        assert not self.open, "a comment range left open"


def _rels(xml: ET.Element, base: str, members: set[str]) -> dict[str, tuple[str, str, str | None]]:
    """A relationships part: id -> (type, target, mode); internal targets resolved and present."""
    assert xml.tag == f"{{{WNS['pr']}}}Relationships"
    out = {}
    for r in xml:
        rid, kind, target, mode = r.get("Id"), r.get("Type"), r.get("Target"), r.get("TargetMode")
        assert rid not in out and kind and target and mode in (None, "External"), r.attrib
        if mode is None:
            assert posixpath.normpath(posixpath.join(base, target)) in members, target
        out[rid] = (kind, target, mode)
    return out


def docx(data: bytes) -> Word:
    """A WordprocessingML package: `[Content_Types].xml` giving every part a type (an override or
    its extension's default), the package relationships naming the main document, the document's
    relationships all resolved (internal parts present, hyperlinks External), every XML part in its
    namespace, every style the body names defined, every list's numId defined in numbering.xml,
    every comment in comments.xml marked by a range and referenced once in the body, and the
    revisions well formed (`w:t` never inside `w:del`, `w:delText` only there)."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        assert z.testzip() is None
        names = z.namelist()
        parts = {n: ET.fromstring(z.read(n)) for n in names}
    assert names[0] == "[Content_Types].xml"
    types = parts["[Content_Types].xml"]
    assert types.tag == f"{{{WNS['ct']}}}Types"
    defaults = {e.get("Extension") for e in types.findall(f"{{{WNS['ct']}}}Default")}
    overrides = {e.get("PartName") for e in types.findall(f"{{{WNS['ct']}}}Override")}
    assert {"rels", "xml"} <= defaults and overrides <= {f"/{n}" for n in names}
    assert all(f"/{n}" in overrides or n.endswith(".rels") for n in names if n != "[Content_Types].xml"), names
    top = _rels(parts["_rels/.rels"], "", set(names))
    main = [t for k, t, _ in top.values() if k == REL + "officeDocument"]
    assert main == ["word/document.xml"]
    rels = _rels(parts["word/_rels/document.xml.rels"], "word", set(names))
    doc = Word(names, parts)
    roots = {"word/document.xml": "w:document", "word/styles.xml": "w:styles", "word/settings.xml": "w:settings",
             "word/numbering.xml": "w:numbering", "word/comments.xml": "w:comments"}  # fmt: skip
    assert all(parts[n].tag == wq(tag) for n, tag in roots.items() if n in parts), "a part outside its namespace"
    assert parts["docProps/core.xml"].tag == f"{{{WNS['cp']}}}coreProperties"
    root = parts["word/document.xml"]
    assert root.tag == wq("w:document") and all(e.tag.startswith(f"{{{WNS['w']}}}") for e in root.iter())
    styles = parts["word/styles.xml"]
    defined = {s.get(wq("w:styleId")) for s in styles.findall(wq("w:style"))}
    for attr in ("w:pStyle", "w:rStyle", "w:tblStyle"):
        assert all(e.get(wq("w:val")) in defined for e in root.iter(wq(attr))), attr
    used = {e.get(wq("w:val")) for e in root.iter(wq("w:numId"))}
    if used:
        numbering = parts["word/numbering.xml"]
        abstract = {a.get(wq("w:abstractNumId")) for a in numbering.findall(wq("w:abstractNum"))}
        nums = {
            n.get(wq("w:numId")): n.find(wq("w:abstractNumId")).get(wq("w:val")) for n in numbering.findall(wq("w:num"))
        }
        assert used <= set(nums) and set(nums.values()) <= abstract
        tags = [c.tag for c in numbering]
        assert tags == sorted(tags, key=lambda x: x != wq("w:abstractNum")), "abstractNums before nums"
    kinds = {k.rsplit("/", 1)[1] for k, _, _ in rels.values()}
    assert {"styles", "settings"} <= kinds and ("numbering" in kinds) == bool(used)
    reader = _Body(doc, rels)
    reader.body(root.find(wq("w:body")))
    refs = [e.get(wq("w:id")) for e in root.iter(wq("w:commentReference"))]
    assert len(refs) == len(set(refs)) and set(refs) == set(reader.marked)
    if "word/comments.xml" in parts:
        assert "comments" in kinds
        for c in parts["word/comments.xml"].findall(wq("w:comment")):
            cid = c.get(wq("w:id"))
            said = "".join(t.text or "" for t in c.iter(wq("w:t")))
            doc.comments[cid] = (c.get(wq("w:author")), said, reader.marked.get(cid, ""))
    assert set(doc.comments) == set(refs)
    return doc
