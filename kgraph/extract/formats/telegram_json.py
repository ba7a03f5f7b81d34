"""A Telegram Desktop chat export in JSON (`result.json`, "Export chat history" → "Machine-readable
JSON"), read as what its writer posted.

The export is one object: the chat's `name`, `type` and `id`, then `messages`, each with its `id`,
`type` (`message`, or `service` for what Telegram itself wrote: a pin, a join), `date`, its sender
(`from`, `from_id`), perhaps `reply_to_message_id`, `forwarded_from`, a `photo` or `file`, and its
`text`: a string, or a list mixing strings and entities (`{"type": "bold", "text": …}`), which
`text_entities` repeats as a list of entities. As in the other chats, the brief is what its writer
(the sender of most messages) posted; other members' messages, forwarded posts and Telegram's own
are left out, and `kgraph inspect` says why. A message's entities are written as Markdown: bold and
italic as emphasis, `code` as code, a `text_link` as `[text](href)`, a `pre` block as its lines, a
blockquote as `> ` lines; struck-through text is what its writer took back, so it is not read. A
short first line that is no sentence is a heading over the rest of its message; every line of a
message stands for the file line of its `"text"` key.
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

MAX_MESSAGES = 100_000  # a long group's whole history; more is no chat export


def view(text: str, name: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    try:
        export = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Telegram export that is not valid JSON ({exc})") from None
    messages = export.get("messages") if isinstance(export, dict) else None
    if not isinstance(messages, list) or len(messages) > MAX_MESSAGES:
        raise DocumentError(name, f"a Telegram export must hold a list of at most {MAX_MESSAGES:,} messages")
    messages = [m if isinstance(m, dict) else {"type": "not a message"} for m in messages]
    file_lines = text.split("\n")
    spans = message_spans(file_lines, len(messages), level=3)
    who = Counter(str(m.get("from_id")) for m in messages if _said(m)).most_common(1)
    writer = who[0][0] if who else None
    names = {str(m.get("from_id")): str(m.get("from") or m.get("from_id")) for m in messages if m.get("from_id")}
    lines: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    for message, (line, first, last) in zip(messages, spans, strict=False):
        author = str(message.get("from_id"))
        if not _said(message) or author != writer or message.get("forwarded_from"):
            why = (
                "a message Telegram wrote (a pin, a join)"
                if not _said(message)
                else f"a message forwarded from {message['forwarded_from']}"
                if message.get("forwarded_from")
                else f"a message by {names.get(author, author)}, not the writer ({names.get(writer or '', writer)})"
            )
            dropped.update(holding(file_lines, first, last, why))
            dropped[line] = why
            continue
        dropped.update(holding(file_lines, first, last, "the message's record (its entities repeat its text)"))
        dropped.pop(line, None)
        for said in _markdown(_entities(message)):
            lines.append(said)
            source.append(line)
        lines.append("")
        source.append(line)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.dropped.update(dropped)
    return seen


def _said(message: dict[str, Any]) -> bool:
    """A message a member posted with some text, not one Telegram wrote."""
    return message.get("type") == "message" and bool(_entities(message).strip())


def _entities(message: dict[str, Any]) -> str:
    """A message's text as Markdown, from its entities (`text_entities`, else `text`)."""
    parts = message.get("text_entities")
    if not isinstance(parts, list):
        text = message.get("text", "")
        parts = text if isinstance(text, list) else [text]
    out = []
    for part in parts:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            out.append(_entity(str(part.get("type", "plain")), str(part.get("text", "")), part))
    return "".join(out)


def _entity(kind: str, text: str, part: dict[str, Any]) -> str:
    if not text.strip() or kind in ("strikethrough",):
        return "" if kind == "strikethrough" else text
    if kind == "bold":
        return f"**{text}**"
    if kind == "italic":
        return f"*{text}*"
    if kind == "code":
        return f"`{text}`"
    if kind == "text_link" and part.get("href"):
        return f"[{text}]({part['href']})"
    if kind == "blockquote":
        return "\n".join("> " + line for line in text.split("\n"))
    return text  # plain, link, pre, mention, hashtag, email, phone, underline, spoiler, custom emoji


def _markdown(text: str) -> list[str]:
    out = [re.sub(r"^(\s*)[•◦▪]\s+", r"\1- ", line) for line in text.split("\n")]
    return titled_message(out, bold="*")
