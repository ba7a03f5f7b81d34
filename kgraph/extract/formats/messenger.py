"""A Facebook Messenger conversation from "Download your information" as JSON (`message_1.json`),
read as what its writer posted.

The file is one object: `participants` (their `name`s), then `messages`, newest first, each with
its `sender_name`, `timestamp_ms` and `content` (a text message's text; a photo, a sticker, a
share or a call carries other keys). Facebook writes every string as the UTF-8 bytes of its text,
each byte escaped as a code point (`\\u00e5\\u00b7\\u00b2` for `已`): the JSON is ASCII and reads
as mojibake until those bytes are decoded again, which is done here (a string that is not such
bytes is left as it is). The messages are read in the order they were written; as in the other
chats, the brief is what its writer (the sender of most text) posted: other people's messages,
reactions, shares' previews and Facebook's flags are left out, and `kgraph inspect` says why. A
short first line that is no sentence is a heading over the rest of its message; every line of
a message stands for the file line of its `"content"` key.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from kgraph.extract.formats.chatjson import Message, Post, messages_of, writer_view
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.tree import View

_CONTENT_KEY = re.compile(r'\s*"content"\s*:')


def view(text: str, name: str) -> View:
    """The conversation's view (see the module's docstring), read as Markdown is."""
    messages = messages_of(text, name, "a Messenger export")
    file_lines = text.split("\n")
    said = Counter()
    for m in messages:
        said[fixed(str(m.record.get("sender_name")))] += len(_content(m.record))
    writer = said.most_common(1)[0][0] if said and said.most_common(1)[0][1] else None
    order = sorted(range(len(messages)), key=lambda i: (_time(messages[i].record), -i))  # oldest first
    return writer_view(file_lines, (_post(messages[i], file_lines, writer) for i in order))


def _post(message: Message, file_lines: list[str], writer: str | None) -> Post:
    sender = fixed(str(message.record.get("sender_name")))
    body = _content(message.record)
    at = message.key_line(file_lines, _CONTENT_KEY)
    if not body:
        return Post(message, at, None, "a message with no text (a photo, a sticker, a call, a share's preview)")
    if sender != writer:
        return Post(message, at, None, f"a message by {sender}, not the writer ({writer})")
    return Post(
        message, at, titled_message(body.split("\n")), "Messenger's record of the message (its flags, reactions)"
    )


def fixed(value: str) -> str:
    """A string Facebook wrote as its UTF-8 bytes, one code point each, as the text it is."""
    if not any("\u0080" <= ch <= "\u00ff" for ch in value):
        return value
    try:
        return value.encode("latin-1").decode("utf-8")
    except (UnicodeEncodeError, UnicodeDecodeError):
        return value  # (not bytes written as code points: the text as it is)


def _content(message: dict[str, Any]) -> str:
    content = message.get("content")
    return fixed(content).strip() if isinstance(content, str) else ""


def _time(message: dict[str, Any]) -> int:
    stamp = message.get("timestamp_ms")
    return stamp if isinstance(stamp, int) else 0
