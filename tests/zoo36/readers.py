"""Reading the zoo36 formats back without kgraph (and without the layouts' own code), each checked
against its own format's rules: the todo.txt list line by line by the todo.txt rules (`x `,
completion and creation dates, priorities, `+project`, `@context`, `key:value`); the JSON Lines
log through Python's json module, one object a line, no key repeated; the Advanced SubStation
Alpha script section by section as Aegisub writes it (the `Format:` lines, nine commas before a
line's text, `H:MM:SS.cc` times, override blocks) and read as the subtitles show it; the
DiscordChatExporter page parsed with Python's html.parser into a tree (every element closed, in
order) and cut into its message containers, read as the page shows them."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import date, datetime
from html.parser import HTMLParser
from typing import Any

# --- todo.txt ----------------------------------------------------------------------------------------

DATE = r"\d{4}-\d{2}-\d{2}"
DONE = re.compile(rf"x ({DATE}) ({DATE}) (\S.*)")
OPEN = re.compile(rf"(?:\(([A-Z])\) )?(?:({DATE}) )?(\S.*)")
CLOCK = re.compile(r"\d{1,2}:\d{2}[,.]?")


@dataclass
class Task:
    done: bool
    completed: date | None
    priority: str | None
    created: date | None
    text: str  # the description, tags and add-ons included
    projects: list[str]
    contexts: list[str]
    addons: list[tuple[str, str]]
    line: str

    def get(self, key: str) -> list[str]:
        return [v for k, v in self.addons if k == key]


def todotxt(text: str) -> list[Task]:
    """todo.txt's rules: one task a line; a done task is `x `, its completion date, its creation
    date (not later) and the description; an open one an optional `(A) ` priority, an optional
    creation date and the description; `+project`, `@context` and `key:value` (neither side with
    a colon) are words of the description; a link (`https://…`) and a clock time (`18:25`) are
    not add-ons."""
    assert text.endswith("\n") and not text.endswith("\n\n") and "\r" not in text and "\t" not in text
    assert not text.startswith("\ufeff")
    out = []
    for line in text[:-1].split("\n"):
        assert line and line == line.strip() and "  " not in line, repr(line)
        if m := DONE.fullmatch(line):
            done, pri, completed, created, desc = True, None, *(date.fromisoformat(x) for x in m.groups()[:2]), m[3]
            assert created <= completed, line
        else:
            assert not line.startswith("x "), line
            m = OPEN.fullmatch(line)
            pri, created, desc = m[1], date.fromisoformat(m[2]) if m[2] else None, m[3]
            done, completed = False, None
        words = desc.split(" ")
        projects = [w[1:] for w in words if re.fullmatch(r"\+\S+", w)]
        contexts = [w[1:] for w in words if re.fullmatch(r"@\S+", w)]
        addons = []
        for w in words:
            if re.match(r"https?://", w) or CLOCK.fullmatch(w):
                continue
            if a := re.fullmatch(r"([^\s:]+):([^\s:]+)", w):
                addons.append((a[1], a[2]))
            else:
                assert ":" not in w or w.endswith(":"), (w, line)
        dates = [v for k, v in addons if k in {"due", "anchored"}]
        assert all(re.fullmatch(DATE, v) and date.fromisoformat(v) for v in dates), line
        out.append(Task(done, completed, pri, created, desc, projects, contexts, addons, line))
    return out


# --- JSON Lines ------------------------------------------------------------------------------------------


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    assert len(keys) == len(set(keys)), keys
    return dict(pairs)


def jsonl(text: str) -> list[dict[str, Any]]:
    """One JSON object a line, UTF-8 as it is (no `\\u` escapes), every line ending in `\\n`, no
    blank line; each object a timestamped event (`时间`, `级别`, `事件` first, `消息` last),
    in time order."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff") and "\\u" not in text
    out = []
    for line in text[:-1].split("\n"):
        ev = json.loads(line, object_pairs_hook=_no_repeats)
        assert isinstance(ev, dict) and list(ev)[:3] == ["时间", "级别", "事件"] and list(ev)[-1] == "消息", line
        assert line == json.dumps(ev, ensure_ascii=False), line  # as Python's json module writes it
        t = datetime.fromisoformat(ev["时间"])
        assert t.tzinfo is not None and (not out or datetime.fromisoformat(out[-1]["时间"]) <= t), line
        out.append(ev)
    return out


def flat(ev: dict[str, Any], prefix: str = "") -> list[str]:
    """An event as `key：value` lines (a nested object's keys as `outer.inner`, a list's items joined with `、`)."""
    out = []
    for k, v in ev.items():
        if isinstance(v, dict):
            out += flat(v, f"{prefix}{k}.")
        elif isinstance(v, list):
            out.append(f"{prefix}{k}：{'、'.join(str(x) for x in v)}")
        else:
            out.append(f"{prefix}{k}：{v}")
    return out


# --- Advanced SubStation Alpha ---------------------------------------------------------------------------

STYLE_FORMAT = ("Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
                "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, "
                "MarginL, MarginR, MarginV, Encoding")  # fmt: skip
EVENT_FORMAT = "Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text"
TIME = re.compile(r"(\d):([0-5]\d):([0-5]\d)\.(\d\d)")
OVERRIDE = re.compile(r"\{([^{}]*)\}")
TAG = re.compile(r"\\(?:i[01]|b[01]|an[1-9])")


@dataclass
class Event:
    kind: str  # Dialogue | Comment
    layer: int
    start: int  # centiseconds
    end: int
    style: str
    name: str
    text: str  # as written: override blocks and `\N` included

    @property
    def plain(self) -> str:
        """The line as shown: override blocks gone, `\\N` a line break, `\\h` a space."""
        return OVERRIDE.sub("", self.text).replace("\\N", "\n").replace("\\h", " ")


@dataclass
class Script:
    info: dict[str, str]
    garbage: dict[str, str]
    styles: dict[str, list[str]]
    events: list[Event] = field(default_factory=list)


def _cs(t: str) -> int:
    m = TIME.fullmatch(t)
    assert m, t
    h, mi, s, cs = (int(x) for x in m.groups())
    return ((h * 60 + mi) * 60 + s) * 100 + cs


def ass(text: str) -> Script:
    """The script as Aegisub saves it: a UTF-8 BOM, `[Script Info]` first with Aegisub's comment
    lines, then `[Aegisub Project Garbage]`, `[V4+ Styles]` and `[Events]`, a blank line before
    each; the sections' `Format:` lines as ASS v4+ gives them; 23 fields a style; a
    `Dialogue:` or `Comment:` line with ten fields, the text last (commas allowed in it), its
    times `H:MM:SS.cc` and not reversed, its style defined, its override blocks closed and
    holding known tags only."""
    assert text.startswith("\ufeff[Script Info]\n") and text.endswith("\n") and not text.endswith("\n\n")
    assert "\r" not in text and "\t" not in text
    blocks = text[1:-1].split("\n\n")
    heads = [b.split("\n", 1)[0] for b in blocks]
    assert heads == ["[Script Info]", "[Aegisub Project Garbage]", "[V4+ Styles]", "[Events]"], heads
    info_lines = blocks[0].split("\n")[1:]
    assert info_lines[:2] == ["; Script generated by Aegisub 3.2.2", "; http://www.aegisub.org/"]
    pairs = [x.split(": ", 1) for x in info_lines[2:]]
    info = dict(pairs)
    assert len(info) == len(pairs) and info["ScriptType"] == "v4.00+"
    garbage = dict(x.split(": ", 1) for x in blocks[1].split("\n")[1:])
    style_lines = blocks[2].split("\n")[1:]
    assert style_lines[0] == f"Format: {STYLE_FORMAT}"
    styles = {}
    for line in style_lines[1:]:
        assert line.startswith("Style: "), line
        fields = line[7:].split(",")
        assert len(fields) == 23 and fields[0] not in styles, line
        assert all(re.fullmatch(r"&H[0-9A-F]{8}", c) for c in fields[3:7]), line
        styles[fields[0]] = fields
    event_lines = blocks[3].split("\n")[1:]
    assert event_lines[0] == f"Format: {EVENT_FORMAT}"
    script = Script(info, garbage, styles)
    for line in event_lines[1:]:
        kind, _, rest = line.partition(": ")
        assert kind in {"Dialogue", "Comment"}, line
        layer, start, end, style, name, ml, mr, mv, effect, body = rest.split(",", 9)
        assert style in styles and layer.isdigit() and ml == mr == mv == "0" and not effect, line
        assert _cs(start) <= _cs(end), line
        assert body.count("{") == body.count("}") == len(OVERRIDE.findall(body)), line
        for block in OVERRIDE.findall(body):
            assert TAG.sub("", block) == "", (block, line)
        assert not re.search(r"\\(?![Nnh]|i[01]|b[01]|an[1-9])", body), line
        script.events.append(Event(kind, int(layer), _cs(start), _cs(end), style, name, body))
    return script


# --- a DiscordChatExporter HTML page ------------------------------------------------------------------------

VOID = {"img", "meta", "link", "br", "source", "input", "hr", "wbr"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Any] = field(default_factory=list)  # Node or str

    @property
    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def find_all(self, cls: str) -> list[Node]:
        out = []
        for c in self.children:
            if isinstance(c, Node):
                if cls in c.classes:
                    out.append(c)
                out += c.find_all(cls)
        return out

    def find(self, cls: str) -> Node | None:
        found = self.find_all(cls)
        return found[0] if found else None


class _Tree(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", {})
        self.stack = [self.root]
        self.doctype = ""

    def handle_decl(self, decl: str) -> None:
        self.doctype = decl

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = [k for k, _ in attrs]
        assert len(names) == len(set(names)), (tag, attrs)
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        assert tag not in VOID and self.stack[-1].tag == tag, (tag, self.stack[-1].tag)
        self.stack.pop()

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def html_tree(text: str) -> Node:
    """The page as a tree; every element but the void ones closed, in order."""
    p = _Tree()
    p.feed(text)
    p.close()
    assert p.stack == [p.root] and p.doctype.lower() == "doctype html", (p.stack[-1].tag, p.doctype)
    return p.root


def node_text(node: Any) -> str:
    """What a node shows: headings and list items on lines of their own (an item with `- `),
    struck text left out, an image as its alt text."""
    if isinstance(node, str):
        return node
    if node.tag == "s":
        return ""
    if node.tag == "img":
        return node.attrs.get("alt", "")
    inner = "".join(node_text(c) for c in node.children)
    if node.tag in {"h1", "h2", "h3"}:
        return inner + "\n"
    if node.tag == "li":
        return f"- {inner}\n"
    return inner


@dataclass
class Message:
    id: int
    author: str  # the username (the title of the author's name)
    display: str
    time: datetime
    text: str  # the content as shown
    pinned: bool
    system: str | None = None  # the system notification's words
    embeds: list[tuple[str, str, str]] = field(default_factory=list)  # (link, title, description)
    reactions: list[tuple[str, int]] = field(default_factory=list)  # (emoji, count)
    reply_to: int | None = None
    group: int = 0
    first: bool = False


@dataclass
class Export:
    title: str
    entries: list[str]  # the preamble's lines
    postamble: list[str]
    messages: list[Message]


def discord(text: str) -> Export:
    """A DiscordChatExporter HTML export: the preamble, the `chatlog` of message groups and the
    postamble; each message container with its id, a group's first message with its author and
    timestamp (later ones a short timestamp), the content, embeds, reactions and a reply."""
    assert text.endswith("\n") and "\r" not in text and not text.startswith("\ufeff")
    root = html_tree(text)
    (page,) = [c for c in root.children if isinstance(c, Node)]
    title = node_text(next(c for c in page.children[0].children if isinstance(c, Node) and c.tag == "title"))
    entries = [node_text(e) for e in root.find_all("preamble__entry")]
    postamble = [node_text(e) for e in root.find_all("postamble__entry")]
    (chatlog,) = root.find_all("chatlog")
    messages: list[Message] = []
    for k, group in enumerate(c for c in chatlog.children if isinstance(c, Node)):
        assert group.classes == ["chatlog__message-group"], group.classes
        author = display = ""
        for n, box in enumerate(c for c in group.children if isinstance(c, Node)):
            assert "chatlog__message-container" in box.classes and box.attrs["id"].endswith(
                box.attrs["data-message-id"]
            )
            pinned = "chatlog__message-container--pinned" in box.classes
            if note := box.find("chatlog__system-notification-content"):
                who = box.find("chatlog__system-notification-author")
                stamp = box.find("chatlog__system-notification-timestamp")
                messages.append(Message(int(box.attrs["data-message-id"]), who.attrs["title"], node_text(who),
                                        datetime.strptime(stamp.attrs["title"], "%A %d %B %Y %H:%M"), "", pinned,
                                        system=node_text(note), group=k, first=n == 0))  # fmt: skip
                continue
            header = box.find("chatlog__header")
            assert (header is not None) == (n == 0), box.attrs["id"]
            if header:
                who = header.find("chatlog__author")
                author, display = who.attrs["title"], node_text(who)
                stamp = header.find("chatlog__timestamp")
                assert node_text(stamp) == datetime.strptime(stamp.attrs["title"], "%A %d %B %Y %H:%M").strftime(
                    "%d/%m/%Y %H:%M"
                )
            else:
                stamp = box.find("chatlog__short-timestamp")
            time = datetime.strptime(stamp.attrs["title"], "%A %d %B %Y %H:%M")
            content = box.find("chatlog__markdown-preserve")
            msg = Message(int(box.attrs["data-message-id"]), author, display, time,
                          node_text(content) if content else "", pinned, group=k, first=n == 0)  # fmt: skip
            for e in box.find_all("chatlog__embed"):
                link = e.find("chatlog__embed-title-link")
                desc = e.find("chatlog__embed-description")
                msg.embeds.append((link.attrs["href"], node_text(link), node_text(desc) if desc else ""))
            for r in box.find_all("chatlog__reaction"):
                img = next(c for c in r.children if isinstance(c, Node) and c.tag == "img")
                msg.reactions.append((img.attrs["alt"], int(node_text(r.find("chatlog__reaction-count")))))
            if reply := box.find("chatlog__reply-link"):
                msg.reply_to = int(re.search(r"'(\d+)'", reply.attrs["onclick"])[1])
            messages.append(msg)
    return Export(title, entries, postamble, messages)
