"""A Discord channel exported as plain text by DiscordChatExporter, read as what its writer posted.

The export opens with a block between `====` rules (`Guild:`, `Channel:`, `Topic:`, `After:`,
`Before:`) and closes with `Exported N message(s)`; each message is a header line
(`[2026/4/9 下午 09:30] vole (pinned)`, `[12/6/2026 9:01 AM] vole`) over its text in Discord's
Markdown, followed perhaps by `{Attachments}`, `{Embed}`, `{Reactions}` sections (a link's preview
repeats what the message says). Here the furniture is blanked line for line; the brief is what
its writer posted (the author of most messages): other members' messages are what they said,
in their own documents, so they are left out. A writer's message of several lines opens with its
title (`🆕 **本次新增 1｜AmpliconLM**（arXiv …）`, `⚠️ **待核實**（風險 🔴 高）`): a heading over
the rest, as the channel shows it. What is left is read as Markdown, so lines cite the file.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_RULE = re.compile(r"^={20,}\s*$")
_HEADER_FIELD = re.compile(r"^(?:Guild|Channel|Topic|After|Before):\s")
_MESSAGE = re.compile(r"^\[([^\]\n]{0,40}\d{1,2}:\d{2}[^\]\n]{0,12})\] (.{1,80}?)(?: \(pinned\))?\s*$")
_SECTION = re.compile(r"^\{(?:Attachments|Embed|Reactions|Stickers|Components|Poll)\}\s*$")
_EXPORTED = re.compile(r"^Exported \d+ message\(s\)\s*$")
_OPENS_A_BLOCK = re.compile(r"\s*(?:#|[-*+]\s|>|\||\d{1,3}[.)]\s|```|~~~)")


def is_export(head: str) -> bool:
    """A DiscordChatExporter text export: its rule, then its `Guild:` and `Channel:` lines."""
    lines = head.lstrip("\ufeff").split("\n", 8)[:8]
    return (
        bool(lines and _RULE.match(lines[0]))
        and any(line.startswith("Guild: ") for line in lines)
        and any(line.startswith("Channel: ") for line in lines)
    )


def view(text: str) -> View:
    """The export's view (see the module's docstring), read as Markdown is."""
    lines, dropped = writers_lines(text.split("\n"))
    seen = markdown.view("\n".join(lines))
    seen.dropped.update(dropped)
    return seen


def writers_lines(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """The lines the writer posted, the rest blank; and each line left out (1-based) → why."""
    headers = {n: m.group(2) for n, line in enumerate(lines) if (m := _MESSAGE.match(line))}
    writer = Counter(headers.values()).most_common(1)[0][0] if headers else None
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    in_header = bool(lines) and _RULE.match(lines[0]) is not None
    author, section, title_at = None, False, None
    for n, line in enumerate(lines):
        if in_header:
            in_header = not (n and _RULE.match(line))
            dropped[n + 1] = "the export's header"
            continue
        if n in headers:
            author, section, title_at = headers[n], False, None
            dropped[n + 1] = f"the header of a message by {author}"
            continue
        if _RULE.match(line) or _EXPORTED.match(line):
            dropped[n + 1] = "the export's footer"
            continue
        if _SECTION.match(line):
            section = True
            dropped[n + 1] = "a message's attachments, link preview or reactions"
            continue
        if section:
            section = bool(line.strip())
            dropped[n + 1] = "a message's attachments, link preview or reactions"
            continue
        if author != writer and line.strip():
            dropped[n + 1] = f"a message by {author}, not the writer ({writer})"
        if author != writer or not line.strip():
            continue
        if title_at is None:
            title_at = n
        elif title_at >= 0 and not _OPENS_A_BLOCK.match(lines[title_at]):
            out[title_at] = "## " + lines[title_at].strip()  # (a title with more under it: a part of its own)
            title_at = -1
        else:
            title_at = -1
        out[n] = line
    return out, {n: why for n, why in dropped.items() if lines[n - 1].strip()}
