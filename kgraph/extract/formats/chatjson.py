"""What the JSON chat exports (Messenger, Element, Telegram) share: their list of messages, each
message's span of the file, and the view of the writer's messages with every other message left
out and `kgraph inspect` saying why. Each export's module decides who the writer is, what a
message's text is, and why one is not read.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.slack import holding, message_spans
from kgraph.extract.tree import View

MAX_MESSAGES = 100_000  # a long group's whole history; more is no chat export


@dataclass
class Message:
    """One message of an export: its record, and the lines of the file it spans."""

    record: dict[str, Any]
    line: int  # the line of its text's key (else its first line)
    first: int
    last: int

    def key_line(self, lines: list[str], key: re.Pattern[str]) -> int:
        """The line of the record's own `key` (`"body":`), else its first line."""
        return next((n for n in range(self.first, self.last + 1) if key.match(lines[n - 1])), self.first)


@dataclass
class Post:
    """What a message gives the view: its text's lines (None: not the writer's), the line they
    stand for, and why its record's lines are not read (its text left out, or its record's other
    keys repeating or flagging it)."""

    message: Message
    at: int
    lines: list[str] | None
    why: str


def messages_of(text: str, name: str, export: str, blank: dict[str, Any] | None = None) -> list[Message]:
    """The export's messages in file order (DocumentError, one line, when it is none): `export`
    names it in the error (`a Messenger export`); `blank` stands for a message that is no object."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"{export} that is not valid JSON ({exc})") from None
    records = data.get("messages") if isinstance(data, dict) else None
    if not isinstance(records, list) or len(records) > MAX_MESSAGES:
        raise DocumentError(name, f"{export} must hold a list of at most {MAX_MESSAGES:,} messages")
    records = [m if isinstance(m, dict) else dict(blank or {}) for m in records]
    spans = message_spans(text.split("\n"), len(records), level=3)
    return [Message(m, line, first, last) for m, (line, first, last) in zip(records, spans, strict=False)]


def writer_view(file_lines: list[str], posts: Iterable[Post]) -> View:
    """The writer's messages in the order given, read as Markdown is: each line of a message
    standing for its `at` line; every other message's lines left out with their reason."""
    lines: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    for post in posts:
        dropped.update(holding(file_lines, post.message.first, post.message.last, post.why))
        if post.lines is None:
            dropped[post.at] = post.why
            continue
        dropped.pop(post.at, None)
        for line in post.lines:
            lines.append(line)
            source.append(post.at)
        lines.append("")
        source.append(post.at)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.dropped.update(dropped)
    return seen
