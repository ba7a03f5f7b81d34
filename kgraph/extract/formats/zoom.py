"""A Zoom meeting's chat as Zoom saves it (`meeting_saved_chat.txt`), read as what its writer posted.

Zoom writes each message as a header line, its time and who sent it to whom (`21:03:15 From  Heron
to  Everyone:`, two spaces around the names; older clients `21:03:15	 From  Heron : text` on one
line), then the message's lines, each indented with a tab. A reply opens with `Replying to "…"`
(the start of the message it answers) and a blank line; a reaction is a message of its own,
`Reacted to "…" with 👀`. As in the other chats, the brief is what its writer (the sender of most
messages) posted: the headers, replies' quotes, reactions and the other members' messages are
left out, line for line, and `kgraph inspect` says why. A writer's message of several lines opens
with its title (a heading over the rest, as Discord's does); every line cites its own.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View
from kgraph.files import ZOOM_HEADER as HEADER

_REPLY = re.compile(r'^\s*Replying to "')
_REACTION = re.compile(r'^\s*Reacted to ".*" with \S+\s*$')
_OPENS_A_BLOCK = re.compile(r"\s*(?:#|[-*+]\s|>|\||\d{1,3}[.)]\s|```|~~~)")


def view(text: str) -> View:
    """The chat's view (see the module's docstring), read as Markdown is."""
    lines = text.split("\n")
    headers = {n: m for n, line in enumerate(lines) if (m := HEADER.match(line))}
    said = Counter(m.group(2).strip() for n, m in headers.items() if not _reaction(lines, n, m))
    writer = said.most_common(1)[0][0] if said else None
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    author, quoting, title_at = None, False, None
    for n, line in enumerate(lines):
        if n in headers:
            m = headers[n]
            author, quoting, title_at = m.group(2).strip(), False, None
            dropped[n + 1] = f"the header of a message by {author}"
            if m.group(4) is not None and author == writer:
                out[n], title_at = m.group(4), n  # (an older client's message on its header's line)
            continue
        body = line[1:] if line.startswith("\t") else line
        if author != writer:
            dropped[n + 1] = f"a message by {author}, not the writer ({writer})"
            continue
        if _REPLY.match(body) and title_at is None:
            quoting = True
            dropped[n + 1] = "the start of the message a reply answers"
            continue
        if quoting:
            quoting = bool(body.strip())
            dropped[n + 1] = "the start of the message a reply answers"
            continue
        if _REACTION.match(body):
            dropped[n + 1] = "a reaction"
            continue
        if not body.strip():
            continue
        if title_at is None:
            title_at = n
        elif title_at >= 0 and not _OPENS_A_BLOCK.match(out[title_at]):
            out[title_at] = "## " + out[title_at].strip()  # (a title with more under it: a part of its own)
            title_at = -1
        else:
            title_at = -1
        out[n] = body
    seen = markdown.view("\n".join(out))
    seen.dropped.update({n: why for n, why in dropped.items() if lines[n - 1].strip()})
    return seen


def _reaction(lines: list[str], n: int, m: re.Match[str]) -> bool:
    """A message that is only a reaction (it says nothing of its own)."""
    below = lines[n + 1] if n + 1 < len(lines) else ""
    return bool(_REACTION.match(m.group(4) or below.lstrip("\t")))
