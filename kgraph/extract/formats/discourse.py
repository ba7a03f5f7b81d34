"""A Discourse topic's posts as raw Markdown (the print view, or posts copied with "view raw"),
written as Markdown line for line.

Discourse writes each post under a header line `user | 2033-02-15 03:25:41 UTC | #2` and sets
posts apart with a rule of dashes; inside a post its own BBCode-like tags: `[quote="user, post:3,
topic:1215"]…[/quote]` (another post quoted), `[details="title"]…[/details]` (a fold),
`[poll …]…[/poll]`, `[date=2033-02-15 time=11:25:00 …]`. As in the other chats, the brief is
what its writer (the author of most lines) posted: the headers, the rules, the others' posts, a
quoted post and a poll are left out, and `inspect` says why. A fold is HTML's `<details>` with
its title as the summary (read as a heading over what it holds), a date tag its date.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_HEADER = re.compile(r"^(\S{1,60}) \| \d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}(?::\d{2})?(?: UTC)? \| #\d{1,6}\s*$")
_RULE = re.compile(r"^-{5,}\s*$")
_DETAILS = re.compile(r'^\s*\[details="([^"\n]{0,200})"\]\s*$')
_DATE = re.compile(r"\[date=(\d{4}-\d{2}-\d{2})(?: time=(\d{1,2}:\d{2})(?::\d{2})?)?[^\]\n]{0,100}\]")
_OTHER = "another member's post, a quote or a poll, not the writer's"


def is_discourse(text: str) -> bool:
    """Posts of a Discourse topic: at least two post headers."""
    return sum(1 for line in text.split("\n", 20_000)[:20_000] if _HEADER.match(line)) >= 2


def view(text: str) -> View:
    """The writer's posts as Markdown (see the module's docstring), read as Markdown is."""
    lines, dropped = as_markdown(text.split("\n"))
    seen = markdown.view("\n".join(lines))
    seen.dropped.update(dropped)
    return seen


def as_markdown(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """The lines as Markdown, and the lines left out (1-based) with why."""
    heads = [n for n, line in enumerate(lines) if _HEADER.match(line)]
    said: Counter[str] = Counter()
    for k, n in enumerate(heads):
        end = heads[k + 1] if k + 1 < len(heads) else len(lines)
        said[_HEADER.match(lines[n]).group(1)] += sum(1 for x in lines[n + 1 : end] if x.strip())  # type: ignore[union-attr]
    writer = said.most_common(1)[0][0] if said else None
    out = [""] * len(lines)
    dropped: dict[int, str] = {}
    for k, n in enumerate(heads):
        end = heads[k + 1] if k + 1 < len(heads) else len(lines)
        mine = _HEADER.match(lines[n]).group(1) == writer  # type: ignore[union-attr]
        skipping = ""  # inside a quoted post or a poll: its closing tag
        for i in range(n, end):
            line = lines[i]
            if i == n or _RULE.match(line) or not mine:
                if line.strip():
                    dropped[i + 1] = "a post's header or rule" if mine else _OTHER
                continue
            if skipping or re.match(r"\s*\[(quote|poll)\b", line, re.I):
                skipping = skipping or re.match(r"\s*\[(quote|poll)\b", line, re.I).group(1).lower()  # type: ignore[union-attr]
                dropped[i + 1] = _OTHER
                if re.search(rf"\[/{skipping}\]\s*$", line, re.I):
                    skipping = ""
                continue
            if m := _DETAILS.match(line):
                out[i] = f"<details><summary>{m.group(1)}</summary>"
            elif re.fullmatch(r"\s*\[/details\]\s*", line):
                out[i] = "</details>"
            else:
                out[i] = _DATE.sub(lambda d: d.group(1) + (" " + d.group(2) if d.group(2) else ""), line)
    return out, dropped
