"""A Discord channel exported as HTML by DiscordChatExporter, read as what its writer posted.

The export (DiscordChatExporter's HTML templates) is a page of message groups
(`chatlog__message-group`), each of messages (`chatlog__message-container`); a group's first
message has a header with its author (`chatlog__author`) and time, the others are the same
author's; a message's words are in its `chatlog__content` (Discord's Markdown rendered to HTML),
apart from a reply's preview of the message it answers, its embeds (link cards Discord drew),
attachments, reactions and the page's preamble. The writer is the author of most messages. Read
as HTML through pandoc (a line break in a message a `<br>`, as Discord shows it) with everything but the writer's messages' content blanked, so that every
line keeps its number in the file (the page is minified: one line per group).
"""

from __future__ import annotations

import re
from collections import Counter
from html.parser import HTMLParser

from kgraph.extract.tree import View

MAX_MESSAGES = 100_000


def view(data: bytes, name: str) -> View:
    """The export's view (see the module's docstring)."""
    from kgraph.extract.formats.pandoc import view as pandoc_view

    text = data.decode("utf-8", errors="replace")
    messages = _messages(text)
    writer = Counter(author for author, _, _ in messages).most_common(1)
    out, at = [], 0
    for author, start, end in messages:
        if writer and author == writer[0][0]:
            # (Discord keeps a message's line breaks, `white-space: pre-wrap`: each one a `<br>`)
            out += [_BLANK.sub(" ", text[at:start]), text[start:end].replace("\n", "<br>\n")]
            at = end
    masked = "".join([*out, _BLANK.sub(" ", text[at:])])
    seen = pandoc_view(masked.encode("utf-8"), masked, "html", name)
    shown = set(seen.source)
    for n, line in enumerate(text.split("\n"), 1):
        if line.strip() and n not in shown:
            seen.dropped[n] = "a chat's header, embed, reaction or another member's message, not the writer's"
    return seen


_BLANK = re.compile(r"[^\n]")


def _messages(text: str) -> list[tuple[str, int, int]]:
    """(author, start, end) of each message's content in text."""
    parser = _Export(text)
    parser.feed(text)
    parser.close()
    return parser.found


class _Export(HTMLParser):
    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=True)
        self.starts = [0]
        for n, ch in enumerate(text):
            if ch == "\n":
                self.starts.append(n + 1)
        self.text = text
        self.found: list[tuple[str, int, int]] = []
        self.author = ""
        self.naming = False  # inside the header's author span
        self.content: tuple[int, int] | None = None  # (offset, div depth) of an open content div
        self.depth = 0

    def _at(self) -> int:
        line, col = self.getpos()
        return self.starts[line - 1] + col

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        classes = (dict(attrs).get("class") or "").split()
        if "chatlog__message-group" in classes:
            self.author = ""
        if "chatlog__author" in classes:
            self.naming, self.author = True, ""
        if tag == "div":
            self.depth += 1
            if "chatlog__content" in classes and self.content is None and len(self.found) < MAX_MESSAGES:
                self.content = (self._at(), self.depth)

    def handle_endtag(self, tag: str) -> None:
        if tag == "span" and self.naming:
            self.naming = False
        if tag == "div":
            if self.content is not None and self.content[1] == self.depth:
                end = self.text.find(">", self._at()) + 1
                self.found.append((self.author.strip(), self.content[0], end))
                self.content = None
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.naming:
            self.author += data
