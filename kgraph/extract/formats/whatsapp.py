"""A WhatsApp chat exported as text ("Export chat", without media), read as what its writer posted.

Each message opens with its time and author on its first line (Android:
`2026/11/03 下午9:41 - heron: text`, `12/31/26, 9:41 PM - heron: text`; iOS:
`[31/12/2026, 21:41:05] heron: text`) and goes on over the lines below; a line with a time and no
author (`… - heron 建立了群組「…」`, the encryption notice) is the app's own. As with a Discord
export (discord.py), the brief is what its writer posted (the author of most messages): the other
members' messages and the app's lines are left out, and `kgraph inspect` says why. The time and
author are cut from a message's first line, so its text keeps the file's line. A message that opens
with a short line that is no sentence (`*新增 1｜SeqDiff-P*`, `*鄰接預備與候選*`) opens with its title:
a heading over the rest, as the chat shows it; a message that opens with a sentence is one item of
the chat (a list item, so that messages written one under the other stay apart). WhatsApp's
monospace marks (```` ``` ````) are dropped, so a block of ids is lines of text. What is left is read
as Markdown, line for line.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.formats import CHAT_AUTHOR, CHAT_MESSAGE, markdown
from kgraph.extract.formats.chats import OPENS_A_BLOCK, short_title
from kgraph.extract.tree import View

_MESSAGE, _AUTHOR = CHAT_MESSAGE, CHAT_AUTHOR  # (detect() finds the export by them too)
# a Matrix reply as Element exports it: the quoted member and their words, then the answer
_REPLY = re.compile(r'\s*<@([^\s>"]{1,120})(?:\s+"[^"\n]{0,500}")?>\s')
_MONOSPACE = re.compile(r"^```|```$")


def view(text: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    lines, dropped = writers_lines(text.split("\n"))
    seen = markdown.view("\n".join(lines))
    seen.dropped.update(dropped)
    return seen


def writers_lines(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """The lines the writer posted (time and author cut), the rest blank; and each line left out
    (1-based) → why."""
    messages: list[tuple[str | None, list[int], str]] = []  # (author, its lines, its first line's text)
    for n, line in enumerate(lines):
        if m := _MESSAGE.match(line):
            said = _AUTHOR.match(m.group(1))
            author = said.group(1).strip() if said else None
            messages.append((author, [n], said.group(2) if said else m.group(1)))
        elif messages:
            messages[-1][1].append(n)
    writer = Counter(a for a, _, _ in messages if a).most_common(1)
    who = writer[0][0] if writer else None
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    for author, numbers, first in messages:
        texts = [first] + [lines[n] for n in numbers[1:]]
        if author == who and (reply := _REPLY.match(first)) and reply.group(1).split(":")[0] != who:
            # (Element's `<@yiching:server "…"> 同意…`: the writer answering a member, not the brief)
            why = f"the writer's reply to {reply.group(1).split(':')[0]}"
            dropped.update({n + 1: why for n, t in zip(numbers, texts, strict=True) if t.strip()})
            continue
        if author != who:
            why = f"a message by {author}, not the writer ({who})" if author else "the app's own line"
            dropped.update({n + 1: why for n, t in zip(numbers, texts, strict=True) if t.strip()})
            continue
        texts = [_MONOSPACE.sub("", t) for t in texts]
        for n, t in zip(numbers, texts, strict=True):
            out[n] = t
        head = texts[0].strip()
        if not head or OPENS_A_BLOCK.match(head):
            continue
        if short_title(head):
            out[numbers[0]] = "## " + head  # (a title, over the rest of its message: a part of its own)
        else:
            out[numbers[0]] = "- " + head  # (a message that opens with a sentence: one item of the chat)
    return out, dropped
