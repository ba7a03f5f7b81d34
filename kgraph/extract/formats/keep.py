"""A Google Keep note exported by Google Takeout (one `.json` per note), read as the text it holds.

Takeout writes each note as one JSON object: its `title`, its `textContent` (a text note's plain
text) or `listContent` (a checklist: items with their `text` and `isChecked`), its `labels`,
`annotations` (the link previews Keep draws: `WEBLINK` with a title and url), whether it is
pinned, archived or trashed, its colour and its timestamps in microseconds. The note is read as
its writer wrote it: the title a heading, the text as plain text is read (formats/text.py), a
checklist as a list whose ticked items are ticked (`- [x]`), the labels as a `Labels:` line; the
link previews, colour and timestamps are Keep's, not the note's. Takeout writes the object on
one line, so every line of the note cites the file's line that holds its text (line 1).
"""

from __future__ import annotations

import json
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.tree import View


def view(text: str, name: str) -> View:
    """The note's view (see the module's docstring)."""
    from kgraph.extract.formats.text import view as text_view

    try:
        note = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Google Keep note that is not valid JSON ({exc})") from None
    if not isinstance(note, dict):
        raise DocumentError(name, "a Google Keep note must be one JSON object")
    said: list[str] = []
    if isinstance(note.get("title"), str) and note["title"].strip():
        said += [note["title"].strip(), ""]
    labels = [str(label.get("name")) for label in note.get("labels") or [] if isinstance(label, dict)]
    if labels:
        said += ["Labels: " + ", ".join(labels), ""]
    if isinstance(note.get("textContent"), str):
        said += note["textContent"].split("\n")
    for item in note.get("listContent") or []:
        if isinstance(item, dict) and str(item.get("text", "")).strip():
            said.append(("- [x] " if item.get("isChecked") else "- [ ] ") + _one_line(item["text"]))
    seen = text_view("\n".join(said))
    lines = text.split("\n")
    at = next((n for n, line in enumerate(lines, 1) if '"textContent"' in line or '"listContent"' in line), 1)
    seen.source = [at] * len(seen.source)
    return seen


def _one_line(text: Any) -> str:
    return " ".join(str(text).split())
