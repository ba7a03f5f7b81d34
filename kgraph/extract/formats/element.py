"""A Matrix room exported by Element ("Export chat" → JSON), read as what its writer posted.

The export (Element's `JSONExporter`) is one object: the room's `room_name`, `room_creator`,
`topic`, `export_date` and `exported_by`, then `messages`, each a Matrix event with its `type`
(`m.room.message`; a reaction is `m.reaction`, a state event `m.room.member` …), `sender`,
`origin_server_ts` and `content`: a message's `msgtype` (`m.text`, `m.notice`, `m.emote`), its
`body` (the text as its writer typed it, Markdown) and perhaps a `formatted_body` (the same in
HTML). As in the other chats, the brief is what its writer (the sender of most messages) posted:
other members' messages, reactions and state events are left out, and `kgraph inspect` says
why. A reply's body opens with the quoted message it answers (`> <@user:server> …` lines and a
blank line: the Matrix specification's reply fallback), which is not the reply's own text. A
short first line that is no sentence is a heading over the rest of its message; every line of a
message stands for the file line of its `"body"` key.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.formats.slack import holding, message_spans
from kgraph.extract.tree import View

MAX_MESSAGES = 100_000
_BODY_KEY = re.compile(r'\s*"body"\s*:')
_TEXT_TYPES = frozenset({"m.text", "m.notice", "m.emote"})


def view(text: str, name: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    try:
        export = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"an Element export that is not valid JSON ({exc})") from None
    messages = export.get("messages") if isinstance(export, dict) else None
    if not isinstance(messages, list) or len(messages) > MAX_MESSAGES:
        raise DocumentError(name, f"an Element export must hold a list of at most {MAX_MESSAGES:,} messages")
    messages = [m if isinstance(m, dict) else {} for m in messages]
    file_lines = text.split("\n")
    spans = message_spans(file_lines, len(messages), level=3)
    who = Counter(str(m.get("sender")) for m in messages if _body(m)).most_common(1)
    writer = who[0][0] if who else None
    lines: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    for message, (_, first, last) in zip(messages, spans, strict=False):
        sender = str(message.get("sender"))
        body = _body(message)
        at = next((n for n in range(first, last + 1) if _BODY_KEY.match(file_lines[n - 1])), first)
        if not body or sender != writer:
            why = (
                f"a message by {sender}, not the writer ({writer})"
                if body
                else f"an event that is no message ({message.get('type') or 'no type'}: a reaction, a member's state)"
            )
            dropped.update(holding(file_lines, first, last, why))
            dropped[at] = why
            continue
        dropped.update(holding(file_lines, first, last, "the message's event (its formatted body repeats its text)"))
        dropped.pop(at, None)
        for said in titled_message(body.split("\n")):
            lines.append(said)
            source.append(at)
        lines.append("")
        source.append(at)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.dropped.update(dropped)
    return seen


def _body(message: dict[str, Any]) -> str:
    """A message's own text (a reply's quote of what it answers left out), or "" for any other event."""
    content = message.get("content")
    if message.get("type") != "m.room.message" or not isinstance(content, dict):
        return ""
    if content.get("msgtype") not in _TEXT_TYPES or not isinstance(content.get("body"), str):
        return ""
    body = content["body"]
    relates = content.get("m.relates_to")
    if (isinstance(relates, dict) and "m.in_reply_to" in relates) or body.startswith("> <@"):
        lines = body.split("\n")
        quoted = next((n for n, line in enumerate(lines) if not line.startswith(">")), len(lines))
        body = "\n".join(lines[quoted:]).lstrip("\n")  # (the reply fallback: `> <@user> …`, then a blank line)
    return body.strip()
