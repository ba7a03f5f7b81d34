"""A Slack export's day file (`channel/2027-11-15.json`), read as what its writer posted.

A workspace export holds one JSON array per channel and day; each element is a message: its
author (`user`, or a bot's `bot_id` and `username`), its time (`ts`), its thread (`thread_ts`:
a reply's parent), its `subtype` when Slack itself wrote it (`channel_join`, …) and its `text`
in Slack's markup ("mrkdwn": `*bold*`, `_italic_`, `<https://…|label>` links, `<@U…>` mentions,
`&lt;`/`&gt;`/`&amp;` escapes, `• ` before a list's items, ```` ``` ```` around code). As in a
chat exported as text (whatsapp.py), the brief is what its writer (the author of most messages)
posted, thread replies included; other members' messages and Slack's own are left out, and
`kgraph inspect` says why. Each message's text is written as Markdown (links as links, bullets as
list items, code marks dropped so an id list reads as lines), a short first line that is no
sentence as a heading over the rest; every line of a message stands for the file line of its
`"text"` key.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.recognise import significant
from kgraph.extract.tree import View

MAX_MESSAGES = 20_000  # a day file of a busy channel holds hundreds; more is no chat log
_TEXT_KEY = re.compile(r'^(\s*)"text"\s*:\s*["\[]')
_SPECIAL = re.compile(r"<([^<>\n|]{1,2000})(?:\|([^<>\n]{0,500}))?>")


def view(text: str, name: str) -> View:
    """The day file's view (see the module's docstring), read as Markdown is."""
    try:
        messages = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Slack export that is not valid JSON ({exc})") from None
    if not isinstance(messages, list) or len(messages) > MAX_MESSAGES:
        raise DocumentError(name, f"a Slack export must be a list of at most {MAX_MESSAGES:,} messages")
    file_lines = text.split("\n")
    spans = message_spans(file_lines, len(messages))
    messages = [m if isinstance(m, dict) else {"subtype": "not a message"} for m in messages]
    who = Counter(_author(m) for m in messages if _said(m)).most_common(1)
    writer = who[0][0] if who else None
    names = _names(messages)
    lines: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    for message, (line, first, last) in zip(messages, spans, strict=False):
        author = _author(message)
        if not _said(message) or author != writer:
            why = (
                f"a message by {names.get(author, author)}, not the writer ({names.get(writer, writer)})"
                if _said(message)
                else f"Slack's own message ({message.get('subtype', 'no text')})"
            )
            dropped.update(holding(file_lines, first, last, why))
            dropped[line] = why
            continue
        dropped.update(holding(file_lines, first, last, "the message's record (its blocks repeat its text)"))
        dropped.pop(line, None)
        for said in _markdown(str(message.get("text", "")), names):
            lines.append(said)
            source.append(line)
        lines.append("")
        source.append(line)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.dropped.update(dropped)
    return seen


def holding(lines: list[str], first: int, last: int, why: str) -> dict[int, str]:
    """The lines of a message's record that hold what inspect would call unattached (an id, a
    path, a date, a figure, a status word), each with why it is not read."""
    return {n: why for n in range(first, last + 1) if n <= len(lines) and significant(lines[n - 1])}


def _said(message: dict[str, Any]) -> bool:
    """A message a member (or a bot) posted, not one Slack wrote (`channel_join`, …)."""
    return message.get("subtype") in (None, "bot_message", "thread_broadcast", "me_message") and bool(
        str(message.get("text", "")).strip()
    )


def _author(message: dict[str, Any]) -> str:
    return str(message.get("user") or message.get("bot_id") or message.get("username") or "")


def _names(messages: list[dict[str, Any]]) -> dict[str, str]:
    """Member ids → the names their profiles show (`<@U07…>` mentions, inspect's reasons)."""
    names: dict[str, str] = {}
    for m in messages:
        profile = m.get("user_profile")
        if isinstance(profile, dict) and m.get("user"):
            shown = profile.get("display_name") or profile.get("real_name") or profile.get("name")
            if shown:
                names[str(m["user"])] = str(shown)
        elif m.get("bot_id") and m.get("username"):
            names[str(m["bot_id"])] = str(m["username"])
    return names


def message_spans(lines: list[str], count: int, level: int = 2) -> list[tuple[int, int, int]]:
    """Each message's (text line, first line, last line), 1-based, for messages that are the
    objects at JSON depth `level` (2: a list of messages; 3: an object's list of them): its text
    line is that of its own `"text"` key (one written at the message's own depth: its blocks'
    texts sit deeper), else its first line."""
    spans: list[tuple[int, int, int]] = []
    depth, opened, own = 0, 1, 0
    for n, line in enumerate(lines, 1):
        if depth == level and not own and _TEXT_KEY.match(line):
            own = n
        for ch in _structure(line):
            if ch in "[{":
                depth += 1
                if depth == level:
                    opened, own = n, 0
            else:
                if depth == level:
                    spans.append((own or opened, opened, n))
                depth -= 1
    last = len(lines)
    return spans + [(last, last, last)] * max(0, count - len(spans))


def _structure(line: str) -> str:
    """The brackets and braces of a JSON line outside its strings."""
    out, quoted, escaped = [], False, False
    for ch in line:
        if escaped:
            escaped = False
        elif ch == "\\":
            escaped = quoted
        elif ch == '"':
            quoted = not quoted
        elif not quoted and ch in "[]{}":
            out.append(ch)
    return "".join(out)


def _markdown(text: str, names: dict[str, str]) -> list[str]:
    """A message's mrkdwn as Markdown lines (see the module's docstring)."""

    def special(m: re.Match[str]) -> str:
        target, label = m.group(1), m.group(2)
        if target.startswith("@"):
            return "@" + names.get(target[1:], label or target[1:])
        if target.startswith("#"):
            return "#" + (label or target[1:])
        if target.startswith("!"):
            return "@" + (label or target[1:].split("^")[0])
        return m.group(0)  # (a link: the readers know Slack's markup, `<url|label>`)

    text = _SPECIAL.sub(special, text).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    out = []
    for line in text.split("\n"):
        line = re.sub(r"^```|```$", "", line)
        line = re.sub(r"^(\s*)[•◦▪]\s+", r"\1- ", line)
        out.append(line)
    return titled_message(out)
