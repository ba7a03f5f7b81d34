"""A Standard Notes backup (a decrypted `.txt`/`.json` export: `{"version": "004", "items": [...]}`),
read as the Markdown its notes hold.

Each item has its `uuid`, `content_type` and `content`: a note (`Note`) its `title` and `text`
(Markdown, as the editor wrote it), a tag (`Tag`, or `SN|Tag` in older backups) its `title` and
the `references` (uuids) of the notes it tags. A note is read as its text, under its title when
the text does not open with it, its tags a `Tags:` line; the app's own items (settings,
components, themes), uuids, `appData` and timestamps are Standard Notes', not the writer's.
Every line of a note cites the file line of its `text`.
"""

from __future__ import annotations

import json
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats.jsonnotes import entries_view, key_lines
from kgraph.extract.tree import View

MAX_ITEMS = 100_000


def view(text: str, name: str) -> View:
    """The notes' view (see the module's docstring)."""
    try:
        backup = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Standard Notes backup that is not valid JSON ({exc})") from None
    items = backup.get("items") if isinstance(backup, dict) else None
    if not isinstance(items, list) or len(items) > MAX_ITEMS:
        raise DocumentError(name, f"a Standard Notes backup must hold a list of at most {MAX_ITEMS:,} items")
    items = [i for i in items if isinstance(i, dict) and isinstance(i.get("content"), dict)]
    tags: dict[str, list[str]] = {}
    for item in items:
        if item.get("content_type") in ("Tag", "SN|Tag") and isinstance(title := item["content"].get("title"), str):
            for ref in item["content"].get("references") or []:
                if isinstance(ref, dict):
                    tags.setdefault(str(ref.get("uuid")), []).append(title)
    text_lines = iter(key_lines(text, "text"))
    notes: list[tuple[list[str], int]] = []
    for item in items:
        content: dict[str, Any] = item["content"]
        if not isinstance(content.get("text"), str):
            continue
        at = next(text_lines, 1)
        if item.get("content_type") != "Note" or not content["text"].strip():
            continue
        lines = content["text"].split("\n")
        title = content.get("title")
        if isinstance(title, str) and title.strip() and title.strip() not in lines[0]:
            lines = [f"# {title.strip()}", "", *lines]
        if labels := tags.get(str(item.get("uuid"))):
            lines += ["", "Tags: " + ", ".join(labels)]
        notes.append((lines, at))
    return entries_view(notes)
