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
_CONTENT_KEY = re.compile(r'\s*"content"\s*:')


def view(text: str, name: str) -> View:
    """The conversation's view (see the module's docstring), read as Markdown is."""
    try:
        export = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Messenger export that is not valid JSON ({exc})") from None
    messages = export.get("messages") if isinstance(export, dict) else None
    if not isinstance(messages, list) or len(messages) > MAX_MESSAGES:
        raise DocumentError(name, f"a Messenger export must hold a list of at most {MAX_MESSAGES:,} messages")
    messages = [m if isinstance(m, dict) else {} for m in messages]
    file_lines = text.split("\n")
    spans = message_spans(file_lines, len(messages), level=3)
    said = Counter()
    for m in messages:
        said[fixed(str(m.get("sender_name")))] += len(_content(m))
    writer = said.most_common(1)[0][0] if said and said.most_common(1)[0][1] else None
    order = sorted(range(len(messages)), key=lambda i: (_time(messages[i]), -i))  # oldest first
    lines: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    for i in order:
        message, (_, first, last) = messages[i], spans[i]
        sender = fixed(str(message.get("sender_name")))
        body = _content(message)
        at = next((n for n in range(first, last + 1) if _CONTENT_KEY.match(file_lines[n - 1])), first)
        if not body or sender != writer:
            why = (
                f"a message by {sender}, not the writer ({writer})"
                if body
                else "a message with no text (a photo, a sticker, a call, a share's preview)"
            )
            dropped.update(holding(file_lines, first, last, why))
            dropped[at] = why
            continue
        dropped.update(holding(file_lines, first, last, "Messenger's record of the message (its flags, reactions)"))
        dropped.pop(at, None)
        for line in titled_message(body.split("\n")):
            lines.append(line)
            source.append(at)
        lines.append("")
        source.append(at)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.dropped.update(dropped)
    return seen


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
