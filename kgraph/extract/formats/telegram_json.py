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

import re
from collections import Counter
from typing import Any

from kgraph.extract.formats.chatjson import Message, Post, messages_of, writer_view
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.tree import View


def view(text: str, name: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    messages = messages_of(text, name, "a Telegram export", blank={"type": "not a message"})
    who = Counter(str(m.record.get("from_id")) for m in messages if _said(m.record)).most_common(1)
    writer = who[0][0] if who else None
    names = {
        str(r.get("from_id")): str(r.get("from") or r.get("from_id"))
        for r in (m.record for m in messages)
        if r.get("from_id")
    }
    return writer_view(text.split("\n"), (_post(m, writer, names) for m in messages))


def _post(message: Message, writer: str | None, names: dict[str, str]) -> Post:
    record, author = message.record, str(message.record.get("from_id"))
    if not _said(record):
        return Post(message, message.line, None, "a message Telegram wrote (a pin, a join)")
    if record.get("forwarded_from"):
        return Post(message, message.line, None, f"a message forwarded from {record['forwarded_from']}")
    if author != writer:
        who = f"{names.get(author, author)}, not the writer ({names.get(writer or '', writer)})"
        return Post(message, message.line, None, f"a message by {who}")
    return Post(
        message, message.line, _markdown(_entities(record)), "the message's record (its entities repeat its text)"
    )


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
