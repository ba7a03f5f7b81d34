"""What the note apps that export JSON share: notes whose text is Markdown inside a JSON string,
read as Markdown, each line citing the file line that holds its note's text (a JSON string is
one line). Day One (dayone.py) and Standard Notes (standardnotes.py) use it."""

from __future__ import annotations

import re

from kgraph.extract.tree import View


def entries_view(notes: list[tuple[list[str], int]]) -> View:
    """The view of notes given as (their Markdown lines, the file line of their text), one after
    the other under a rule."""
    from kgraph.extract.formats.markdown import view as markdown_view

    said: list[str] = []
    starts: list[int] = []
    for lines, at in notes:
        if said:
            lines = ["", "---", "", *lines]
        said += lines
        starts += [at] * len(lines)
    seen = markdown_view("\n".join(said))
    seen.source = [starts[n - 1] if 0 < n <= len(starts) else 1 for n in seen.source]
    return seen


def key_lines(text: str, key: str) -> list[int]:
    """The file lines (1-based) where a JSON object's `key` is written, in order."""
    pattern = re.compile(rf'\s*"{re.escape(key)}"\s*:')
    return [n for n, line in enumerate(text.split("\n"), 1) if pattern.match(line)]
