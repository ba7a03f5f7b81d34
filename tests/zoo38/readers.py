"""Reading the zoo38 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the Keep note loaded with Python's json module (no key repeated,
Takeout's fields and types); the Joplin note's front matter loaded with PyYAML and its body's
Joplin links and checklists checked; the Notion CSV read with the csv module (a byte order mark,
a header, every row as wide as the header); the iCalendar file read by a small RFC 5545 parser
(CRLF, folded lines of at most 75 octets unfolded, content lines split into name, parameters and
value, TEXT values unescaped, components nested and closed)."""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import yaml

# --- Google Keep (Takeout) -------------------------------------------------------------------------------

KEEP_KEYS = {"color": str, "isTrashed": bool, "isPinned": bool, "isArchived": bool, "title": str,
             "userEditedTimestampUsec": int, "createdTimestampUsec": int, "labels": list,
             "annotations": list, "textContent": str, "listContent": list}  # fmt: skip


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


def keep(text: str) -> dict[str, Any]:
    """A Takeout Keep note: one JSON object on one line, only Takeout's fields with their types,
    either `textContent` or `listContent` (not both), microsecond timestamps (created before
    edited), labels with a `name`, annotations `WEBLINK`s with a URL, list items with `text`,
    `textHtml` and a boolean `isChecked`."""
    assert "\n" not in text and not text.startswith("\ufeff")
    n = json.loads(text, object_pairs_hook=_no_repeats)
    assert set(n) <= set(KEEP_KEYS), set(n) - set(KEEP_KEYS)
    for k, v in n.items():
        assert type(v) is KEEP_KEYS[k], (k, v)
    assert ("textContent" in n) != ("listContent" in n) and not n["isTrashed"]
    assert 10**15 < n["createdTimestampUsec"] <= n["userEditedTimestampUsec"] < 10**17
    assert all(list(lab) == ["name"] and lab["name"] for lab in n["labels"])
    for a in n["annotations"]:
        assert a["source"] == "WEBLINK" and re.fullmatch(r"https://\S+", a["url"]) and a["title"]
    for item in n.get("listContent", []):
        assert set(item) == {"text", "textHtml", "isChecked"} and isinstance(item["isChecked"], bool)
        assert item["text"] and "<" not in item["text"]
    return n


def keep_text(n: dict[str, Any]) -> str:
    """A note as Keep shows it: the title, the text (or the list's items), the link previews."""
    body = n.get("textContent") or "\n".join(i["text"] for i in n["listContent"])
    return "\n".join([n["title"], body, *(a["url"] for a in n["annotations"])])


# --- Joplin (Markdown + Front Matter) ------------------------------------------------------------------

JOPLIN_LINK = re.compile(r"(!?)\[([^\]]*)\]\(:/([0-9a-f]*)\)")


@dataclass
class Note:
    meta: dict[str, Any]
    body: str
    links: list[tuple[str, str, str]] = field(default_factory=list)  # (`!` or ``, text, id)
    checks: list[tuple[bool, str]] = field(default_factory=list)


def joplin(text: str) -> Note:
    """A Joplin front matter note: `---`, a YAML mapping (PyYAML's safe loader) with a string
    `title`, `updated` and `created` times (created first), a string `author` and a list of
    string `tags`, `---`, a blank line, then the Markdown body; every `:/` link names a 32 hex
    digit id; every checklist line `- [ ] ` or `- [x] `; UTF-8, `\\n` line ends, a final newline."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    m = re.fullmatch(r"---\n(.*?\n)---\n\n(.*)", text, re.S)
    assert m, text[:200]
    meta = yaml.safe_load(m[1])
    assert list(meta) == ["title", "updated", "created", "author", "tags"], list(meta)
    assert isinstance(meta["title"], str) and isinstance(meta["author"], str)
    assert isinstance(meta["updated"], datetime) and isinstance(meta["created"], datetime)
    assert meta["created"] < meta["updated"]
    assert isinstance(meta["tags"], list) and all(isinstance(t, str) for t in meta["tags"])
    body = m[2]
    links = [(x[1], x[2], x[3]) for x in JOPLIN_LINK.finditer(body)]
    assert all(re.fullmatch(r"[0-9a-f]{32}", i) for _, _, i in links), links
    assert body.count("](:/") == len(links)
    checks = []
    for line in body.split("\n"):
        if line.startswith("- ["):
            c = re.fullmatch(r"- \[([ x])\] (\S.*)", line)
            assert c, line
            checks.append((c[1] == "x", c[2]))
    return Note(meta, body, links, checks)


# --- Notion (database CSV) ------------------------------------------------------------------------------


def notion(text: str) -> list[dict[str, str]]:
    """A Notion database CSV: a byte order mark, a header of unique non-empty property names, then
    rows exactly as wide as the header (read with the csv module); nothing after the last row's
    newline; a field quoted only when it holds a comma, a quote or a line break."""
    assert text.startswith("\ufeff") and text.endswith("\n")
    rows = list(csv.reader(io.StringIO(text[1:], newline="")))
    head = rows[0]
    assert all(head) and len(set(head)) == len(head)
    assert all(len(r) == len(head) for r in rows[1:]) and len(rows) > 1
    for line in text[1:].split("\n")[:-1]:  # minimal quoting: a quoted field needs its quotes
        for q in re.findall(r'(?:^|,)"((?:[^"]|"")*)"(?=,|$)', line):
            assert set(q) & {",", '"', "\n"}, q
    return [dict(zip(head, r, strict=True)) for r in rows[1:]]


NOTION_DATE = re.compile(r"\d{4}年\d{1,2}月\d{1,2}日")
NOTION_RELATION = re.compile(r"(.+) \((https://www\.notion\.so/[A-Za-z0-9-]+-[0-9a-f]{32})\)")


# --- iCalendar (RFC 5545) -------------------------------------------------------------------------------


@dataclass
class Prop:
    name: str
    params: dict[str, str]
    value: str  # as written (TEXT escapes kept)


@dataclass
class Component:
    name: str
    props: list[Prop] = field(default_factory=list)
    children: list[Component] = field(default_factory=list)

    def get(self, name: str) -> str | None:
        found = [p.value for p in self.props if p.name == name]
        assert len(found) <= 1, (name, found)
        return found[0] if found else None

    def text(self, name: str) -> str | None:
        v = self.get(name)
        return None if v is None else unescape(v)


def unfold(raw: str) -> list[str]:
    """RFC 5545 §3.1: lines end in CRLF, none longer than 75 octets; a line starting with a
    space or a tab continues the one before (the CRLF and that one character removed)."""
    assert raw.endswith("\r\n") and "\n" not in raw.replace("\r\n", "") and "\r" not in raw.replace("\r\n", "")
    physical = raw[:-2].split("\r\n")
    assert all(len(x.encode("utf-8")) <= 75 for x in physical)
    out: list[str] = []
    for x in physical:
        if x[:1] in (" ", "\t"):
            assert out
            out[-1] += x[1:]
        else:
            out.append(x)
    return out


NAME = r"[A-Za-z0-9-]+"
PARAM = rf';({NAME})=("[^"]*"|[^";:,]*)'


def content_line(line: str) -> Prop:
    """`name *(";" param) ":" value` (RFC 5545 §3.1)."""
    m = re.match(NAME, line)
    assert m, line
    i, params = m.end(), {}
    while line.startswith(";", i):
        p = re.compile(PARAM).match(line, i)
        assert p, line
        params[p[1].upper()] = p[2].strip('"')
        i = p.end()
    assert line.startswith(":", i), line
    return Prop(m[0].upper(), params, line[i + 1 :])


def unescape(v: str) -> str:
    """A TEXT value (RFC 5545 §3.3.11): `\\\\`, `\\;`, `\\,`, `\\n`/`\\N`; no other backslash, no
    bare `;` or `,`."""
    out, i = [], 0
    while i < len(v):
        ch = v[i]
        if ch == "\\":
            nxt = v[i + 1]
            assert nxt in "\\;,nN", v
            out.append("\n" if nxt in "nN" else nxt)
            i += 2
            continue
        assert ch not in ";,", v
        out.append(ch)
        i += 1
    return "".join(out)


def split_list(v: str) -> list[str]:
    """A list of TEXT values (CATEGORIES): split at unescaped commas, each unescaped."""
    return [unescape(x) for x in re.split(r"(?<!\\),", v)]


def ical(raw: str) -> Component:
    """An iCalendar object: one VCALENDAR with VERSION 2.0 and a PRODID, components opened with
    BEGIN and closed with END in order, each VEVENT and VTODO with a UID (unique) and a DTSTAMP,
    UTC date-times `YYYYMMDDTHHMMSSZ`."""
    stack: list[Component] = []
    root: Component | None = None
    for line in unfold(raw):
        p = content_line(line)
        if p.name == "BEGIN":
            c = Component(p.value)
            if stack:
                stack[-1].children.append(c)
            else:
                assert root is None
                root = c
            stack.append(c)
        elif p.name == "END":
            assert stack and stack.pop().name == p.value, p
        else:
            assert stack, p
            stack[-1].props.append(p)
    assert root is not None and not stack and root.name == "VCALENDAR"
    assert root.get("VERSION") == "2.0" and root.get("PRODID")
    uids = []
    for c in root.children:
        assert c.name in {"VEVENT", "VTODO"}
        uids.append(c.get("UID"))
        assert c.get("DTSTAMP")
        for p in c.props:
            if p.name in {"DTSTAMP", "DTSTART", "DTEND", "COMPLETED"}:
                assert re.fullmatch(r"\d{8}T\d{6}Z", p.value), p
    assert all(uids) and len(uids) == len(set(uids))
    return root
