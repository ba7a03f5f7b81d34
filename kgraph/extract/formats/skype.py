"""A Skype conversation from Skype's data export (`messages.json`), read as what its writer posted.

The export is one object: the exporting `userId`, the `exportDate`, then `conversations`, each
with its `displayName`, `threadProperties` and `MessageList`, newest first. A message has its
sender (`from`, `displayName`), `originalarrivaltime`, `messagetype` and `content`: a `RichText`
message's text in Skype's markup (`<b raw_pre="*" raw_post="*">` bold, `<i>`, `<s>` struck
through, `<a href>` links, `<at>` mentions, `<ss>` emoticons, a `<quote>` of another message,
`<e_m>` an edit's mark; XML's character entities escaped). As in the other chats, the brief is
what its writer (the sender of most text) posted, in the order it was written: other members'
messages, calls, shared files and the thread's events are not read, nor a quoted message, nor
struck-through text. A short first line that is no sentence is a heading over the rest of its
message. The export is one line of JSON, so the view's lines are cited.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.chats import titled_message
from kgraph.extract.tree import View

MAX_MESSAGES = 100_000
_TEXT_TYPES = frozenset({"RichText", "Text"})
_LEFT_OUT = re.compile(
    r"<(quote|legacyquote|ss|s|e_m|URIObject|partlist|sms)\b[^>]*>.*?</\1>|<(?:e_m|ss)\b[^>]*/>", re.S
)
_BOLD = re.compile(r"<b\b[^>]*>(.*?)</b>", re.S)
_ITALIC = re.compile(r"<i\b[^>]*>(.*?)</i>", re.S)
_LINK = re.compile(r"<a\b[^>]*href=\"([^\"]*)\"[^>]*>(.*?)</a>", re.S)
_MENTION = re.compile(r"<at\b[^>]*>(.*?)</at>", re.S)
_TAG = re.compile(r"<[^>]{0,400}>")


def view(data: bytes, name: str) -> View:
    """The conversation's view (see the module's docstring), read as Markdown is."""
    try:
        export = json.loads(data.decode("utf-8-sig"))
    except (ValueError, RecursionError, UnicodeDecodeError) as exc:
        raise DocumentError(name, f"a Skype export that is not valid JSON ({type(exc).__name__})") from None
    conversations = export.get("conversations") if isinstance(export, dict) else None
    if not isinstance(conversations, list):
        raise DocumentError(name, "a Skype export must hold a list of conversations")
    messages = [
        m
        for c in conversations
        if isinstance(c, dict) and isinstance(c.get("MessageList"), list)
        for m in c["MessageList"]
        if isinstance(m, dict)
    ]
    if len(messages) > MAX_MESSAGES:
        raise DocumentError(name, f"a Skype export must hold at most {MAX_MESSAGES:,} messages")
    said = Counter()
    for m in messages:
        said[str(m.get("from"))] += len(_text(m))
    writer = said.most_common(1)[0][0] if said and said.most_common(1)[0][1] else None
    lines: list[str] = []
    for m in sorted(messages, key=lambda m: str(m.get("originalarrivaltime") or "")):  # (the export: newest first)
        if str(m.get("from")) != writer or not (text := _text(m)):
            continue
        lines += [*titled_message(text.split("\n")), ""]
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = list(range(1, len(seen.lines) + 1))
    return seen


def _text(message: dict[str, Any]) -> str:
    """A text message's own words as Markdown, or "" for any other message."""
    if message.get("messagetype") not in _TEXT_TYPES or not isinstance(message.get("content"), str):
        return ""
    text = _LEFT_OUT.sub("", message["content"])
    text = _BOLD.sub(lambda m: f"**{m.group(1)}**" if m.group(1).strip() else m.group(1), text)
    text = _ITALIC.sub(lambda m: f"*{m.group(1)}*" if m.group(1).strip() else m.group(1), text)
    text = _LINK.sub(lambda m: _link(html.unescape(m.group(1)), m.group(2)), text)
    text = _MENTION.sub(lambda m: "@" + m.group(1), text)
    return html.unescape(_TAG.sub("", text)).strip()


def _link(href: str, shown: str) -> str:
    shown = _TAG.sub("", shown).strip()
    return href if shown in ("", href) else f"[{shown}]({href})"
