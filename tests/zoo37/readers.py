"""Reading the zoo37 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Zoom chat by the line grammar of Zoom's saved chat (a
`HH:MM:SS From  <sender>  to  <recipient>:` header, the message's lines under it indented with a
tab); the Teams transcript opened as an OOXML package with zipfile and xml.etree (the content
types, the package relationships, word/document.xml's paragraphs and runs) and cut into Teams'
speaker-and-offset blocks; the Element export loaded with Python's json module (no key repeated)
and each message's HTML parsed with html.parser (every element closed, in order); the BibTeX file
parsed by a small BibTeX parser (entries, fields, balanced braces, `@comment` blocks)."""

from __future__ import annotations

import io
import json
import re
import zipfile
from dataclasses import dataclass, field
from datetime import datetime, time
from html.parser import HTMLParser
from typing import Any
from xml.etree import ElementTree as ET

# --- Zoom's saved chat --------------------------------------------------------------------------------

ZOOM_HEAD = re.compile(r"(\d\d):([0-5]\d):([0-5]\d) From  (\S(?:.*?\S)?)  to  (\S(?:.*?\S)?):")


@dataclass
class ChatMessage:
    at: time
    sender: str
    to: str
    lines: list[str]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    @property
    def reply_to(self) -> str | None:
        m = re.fullmatch(r'Replying to "(.*)"', self.lines[0])
        return m[1] if m else None

    @property
    def reaction(self) -> tuple[str, str] | None:
        m = re.fullmatch(r'Reacted to "(.*)" with (\S+)', self.text)
        return (m[1], m[2]) if m else None


def zoom(text: str) -> list[ChatMessage]:
    """Zoom's saved chat: every line a message header or a tab-indented line of the message
    above it; no line before the first header; each message at least one line; the times in
    order; a reply's quote line followed by an empty line before the reply; UTF-8 text without a
    byte order mark, `\\n` line ends, a final newline."""
    assert text.endswith("\n") and not text.startswith("\ufeff") and "\r" not in text
    out: list[ChatMessage] = []
    for line in text[:-1].split("\n"):
        if m := ZOOM_HEAD.fullmatch(line):
            h, mi, s = (int(x) for x in m.groups()[:3])
            out.append(ChatMessage(time(h, mi, s), m[4], m[5], []))
        else:
            assert line.startswith("\t") and out, repr(line)
            assert "\t" not in line[1:], repr(line)
            out[-1].lines.append(line[1:])
    for a, b in zip(out, out[1:], strict=False):
        assert a.at <= b.at, (a.at, b.at)
    for m in out:
        assert m.lines and m.lines[0] and m.lines[-1], m
        if m.reply_to is not None:
            assert m.lines[1] == "" and len(m.lines) > 2
        else:
            assert "" not in m.lines, m
    return out


# --- the Teams transcript (OOXML) ---------------------------------------------------------------------

NS = {"w": "http://schemas.openxmlformats.org/wordprocessingml/2006/main"}
CT = "{http://schemas.openxmlformats.org/package/2006/content-types}"
REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"


def docx_paragraphs(raw: bytes) -> list[str]:
    """An OOXML word-processing package read with zipfile and ElementTree: `[Content_Types].xml`
    declares the main part, `_rels/.rels` points the office document relationship at it, every
    XML part parses; the main part's body paragraphs as text (the runs' `w:t` joined)."""
    with zipfile.ZipFile(io.BytesIO(raw)) as z:
        assert z.testzip() is None
        names = z.namelist()
        assert len(names) == len(set(names))
        types = ET.fromstring(z.read("[Content_Types].xml"))
        over = {o.get("PartName"): o.get("ContentType") for o in types.iter(f"{CT}Override")}
        rels = ET.fromstring(z.read("_rels/.rels"))
        (main,) = [r.get("Target") for r in rels.iter(f"{REL}Relationship")
                   if r.get("Type", "").endswith("/officeDocument")]  # fmt: skip
        main = main.lstrip("/")
        assert over[f"/{main}"] == MAIN and main in names
        for n in names:
            if n.endswith(".xml") or n.endswith(".rels"):
                ET.fromstring(z.read(n))
        body = ET.fromstring(z.read(main)).find("w:body", NS)
    out = []
    for p in body.findall("w:p", NS):
        out.append("".join(t.text or "" for t in p.iter(f"{{{NS['w']}}}t")))
    return out


TEAMS_SPEAKER = re.compile(r"(\S(?:.*?\S)?)   ((?:\d+:)?\d{1,2}:[0-5]\d)")


@dataclass
class Utterance:
    speaker: str
    offset: int  # seconds
    text: str


@dataclass
class Transcript:
    title: str
    start: datetime
    length: int  # seconds
    started_by: str
    utterances: list[Utterance]


def _secs(s: str) -> int:
    parts = [int(x) for x in s.split(":")]
    return sum(v * 60**k for k, v in enumerate(reversed(parts)))


def teams(paragraphs: list[str]) -> Transcript:
    """A Teams transcript as Teams writes it in the .docx (zh-Hant): the title, the start
    (`2026年8月18日 上午 9:29:38`), the length (`5分鐘 35秒`), an empty paragraph, `<name>
    已開始轉錄`, an empty paragraph, then blocks of `<speaker>   <offset>`, the utterance and an
    empty paragraph, and `<name> 已停止轉錄` last; offsets in order and within the length."""
    P = paragraphs
    title = P[0]
    m = re.fullmatch(r"(\d{4})年(\d{1,2})月(\d{1,2})日 (上午|下午) (\d{1,2}):(\d\d):(\d\d)", P[1])
    assert m, P[1]
    hour = int(m[5]) % 12 + (12 if m[4] == "下午" else 0)
    start = datetime(int(m[1]), int(m[2]), int(m[3]), hour, int(m[6]), int(m[7]))
    ln = re.fullmatch(r"(\d+)分鐘 (\d+)秒", P[2])
    assert ln and P[3] == "" and P[5] == "", P[:6]
    length = int(ln[1]) * 60 + int(ln[2])
    by = re.fullmatch(r"(.+) 已開始轉錄", P[4])
    assert by and P[-1] == f"{by[1]} 已停止轉錄"
    body = P[6:-1]
    assert len(body) % 3 == 0
    out = []
    for k in range(0, len(body), 3):
        head, said, gap = body[k : k + 3]
        h = TEAMS_SPEAKER.fullmatch(head)
        assert h and said and gap == "", (head, said, gap)
        out.append(Utterance(h[1], _secs(h[2]), said))
    offs = [u.offset for u in out]
    assert offs == sorted(offs) and offs[-1] <= length
    return Transcript(title, start, length, by[1], out)


# --- Element's JSON export -------------------------------------------------------------------------------


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


VOID = {"br", "hr", "img"}
ALLOWED = {"h3", "p", "ul", "ol", "li", "strong", "em", "code", "a", "br", "blockquote", "mx-reply"}


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.text: list[str] = []
        self.links: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        assert tag in ALLOWED, tag
        if tag == "a":
            self.links.append(dict(attrs)["href"])
        if tag not in VOID:
            self.stack.append(tag)
        if tag in {"li", "br", "p", "h3"}:
            self.text.append("\n")

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack.pop() == tag, (tag, self.stack)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def html_text(fragment: str) -> tuple[str, list[str]]:
    """A formatted body parsed into a tree (Matrix's allowed tags, every element closed, in
    order): its text as shown (a line for each block) and its links."""
    t = _Tree()
    t.feed(fragment)
    t.close()
    assert not t.stack, t.stack
    lines = [x.strip() for x in "".join(t.text).split("\n")]
    return "\n".join(x for x in lines if x), t.links


ROOT_KEYS = ["room_name", "room_creator", "topic", "export_date", "exported_by", "messages"]
EVENT_KEYS = ["type", "room_id", "sender", "content", "origin_server_ts", "unsigned", "event_id", "user_id", "age"]
MXID = re.compile(r"@[a-z0-9._=/-]+:[a-z0-9.-]+")


def element(text: str) -> dict[str, Any]:
    """Element's JSON export: one object, the room's fields then `messages`, written with a
    two-space indent and UTF-8 as it is; every event with its room, sender (a Matrix user id),
    a unique `$` event id and a millisecond timestamp, in time order; an `m.room.message`'s
    content a `m.text` with a `body` (and, with `format` `org.matrix.custom.html`, a
    `formatted_body` that parses); a reply pointing at an earlier event and carrying its
    fallback; an `m.reaction` annotating an earlier event."""
    assert not text.startswith("\ufeff") and "\r" not in text and "\\u" not in text
    room = json.loads(text, object_pairs_hook=_no_repeats)
    assert text == json.dumps(room, ensure_ascii=False, indent=2)
    assert list(room) == ROOT_KEYS
    seen: dict[str, dict[str, Any]] = {}
    last = 0
    for ev in room["messages"]:
        assert list(ev) == EVENT_KEYS and ev["sender"] == ev["user_id"] and MXID.fullmatch(ev["sender"])
        assert ev["event_id"].startswith("$") and ev["event_id"] not in seen
        assert ev["room_id"].startswith("!") and ev["origin_server_ts"] >= last
        last = ev["origin_server_ts"]
        c = ev["content"]
        if ev["type"] == "m.reaction":
            rel = c["m.relates_to"]
            assert list(c) == ["m.relates_to"] and rel["rel_type"] == "m.annotation" and rel["event_id"] in seen
        else:
            assert ev["type"] == "m.room.message" and c["msgtype"] == "m.text" and c["body"]
            if "format" in c:
                assert c["format"] == "org.matrix.custom.html"
                html_text(c["formatted_body"])
            if "m.relates_to" in c:
                target = seen[c["m.relates_to"]["m.in_reply_to"]["event_id"]]
                assert c["body"].startswith(f"> <{target['sender']}> ")
                assert c["formatted_body"].startswith("<mx-reply><blockquote>")
        seen[ev["event_id"]] = ev
    return room


def shown(ev: dict[str, Any]) -> str:
    """A message as Element shows it: the HTML's text when it has one, the body otherwise; a
    reply without its quoted fallback."""
    c = ev["content"]
    if "formatted_body" not in c:
        return c.get("body", "")
    fb = re.sub(r"<mx-reply>.*</mx-reply>", "", c["formatted_body"], flags=re.S)
    return html_text(fb)[0]


# --- BibTeX ------------------------------------------------------------------------------------------------


@dataclass
class BibEntry:
    kind: str
    key: str
    fields: dict[str, str] = field(default_factory=dict)  # raw (TeX escapes kept), names lower-cased


@dataclass
class Bib:
    preamble: list[str]  # the `%` lines before the first entry
    entries: list[BibEntry]
    comments: list[str]


def _braced(s: str, i: int) -> tuple[str, int]:
    """The content of the brace group opening at s[i], and the index after it."""
    assert s[i] == "{"
    depth, j = 0, i
    while True:
        ch = s[j]
        if ch == "\\":
            j += 2
            continue
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                return s[i + 1 : j], j + 1
        j += 1


def bibtex(text: str) -> Bib:
    """A BibTeX file: `%` comment lines, then `@type{key, name = {value}, …}` entries (a field
    name once an entry, values in balanced braces, a trailing comma allowed) and `@comment{…}`
    blocks, nothing but blank lines between them; keys unique across the file."""
    assert text.endswith("\n") and "\r" not in text and "\t" not in text and not text.startswith("\ufeff")
    preamble, i = [], 0
    while text.startswith("%", i):
        end = text.index("\n", i)
        preamble.append(text[i:end])
        i = end + 1
    entries, comments = [], []
    while True:
        while i < len(text) and text[i] in " \n":
            i += 1
        if i == len(text):
            break
        m = re.compile(r"@([A-Za-z]+)\{").match(text, i)
        assert m, text[i : i + 40]
        kind = m[1].lower()
        body, i = _braced(text, m.end() - 1)
        if kind == "comment":
            comments.append(body)
            continue
        key, _, rest = body.partition(",")
        assert re.fullmatch(r"[A-Za-z0-9:._-]+", key), key
        e = BibEntry(kind, key)
        j = 0
        while True:
            while j < len(rest) and rest[j] in " \n":
                j += 1
            if j == len(rest):
                break
            f = re.compile(r"([A-Za-z]+) *= *").match(rest, j)
            assert f, rest[j : j + 40]
            value, j = _braced(rest, f.end())
            name = f[1].lower()
            assert name not in e.fields, name
            e.fields[name] = value
            while j < len(rest) and rest[j] in " \n":
                j += 1
            assert j == len(rest) or rest[j] == ",", rest[j:]
            j += 1
        entries.append(e)
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys)), keys
    return Bib(preamble, entries, comments)


def untex(s: str) -> str:
    """A field's text as typeset: escaped specials unescaped, grouping braces gone."""
    return re.sub(r"\\([%&#_$])", r"\1", s).replace("{", "").replace("}", "")


def jabref_files(value: str) -> list[str]:
    """JabRef's file field: `description:path:type` items separated by `;` (`\\:` a colon)."""
    out = []
    for item in value.split(";"):
        parts = re.split(r"(?<!\\):", item)
        assert len(parts) == 3, item
        out.append(parts[1].replace("\\:", ":"))
    return out
