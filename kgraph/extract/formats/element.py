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

import re
from collections import Counter
from typing import Any

from kgraph.extract.formats.chatjson import Message, Post, messages_of, writer_view
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.tree import View

_BODY_KEY = re.compile(r'\s*"body"\s*:')
_TEXT_TYPES = frozenset({"m.text", "m.notice", "m.emote"})


def view(text: str, name: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    messages = messages_of(text, name, "an Element export")
    file_lines = text.split("\n")
    who = Counter(str(m.record.get("sender")) for m in messages if _body(m.record)).most_common(1)
    writer = who[0][0] if who else None
    return writer_view(file_lines, (_post(m, file_lines, writer) for m in messages))


def _post(message: Message, file_lines: list[str], writer: str | None) -> Post:
    sender = str(message.record.get("sender"))
    body = _body(message.record)
    at = message.key_line(file_lines, _BODY_KEY)
    if not body:
        kind = message.record.get("type") or "no type"
        return Post(message, at, None, f"an event that is no message ({kind}: a reaction, a member's state)")
    if sender != writer:
        return Post(message, at, None, f"a message by {sender}, not the writer ({writer})")
    return Post(
        message, at, titled_message(body.split("\n")), "the message's event (its formatted body repeats its text)"
    )


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
