"""An XMind workbook (`.xmind`, XMind 2020 and later): a zip whose `content.json` holds its sheets,
read as the nested list each mind map is.

`content.json` is a list of sheets, each with a `rootTopic`: a topic has its `title`, perhaps an
`href` (a link), `labels` (short tags: a status, a confidence), `notes` (`plain.content`), and
`children.attached`, its subtopics. The root's title is the title and its note the paragraphs
under it; every other topic is a list item at its depth: its title, its labels after a middle dot
(`ThrustLens（arXiv:…） · 净增 · 可信度 中高`), then its link, its note its first child. Read then
as Markdown is (a topic that names a part and holds a list is that part's heading). Markers,
styles and the thumbnail draw nothing to read; a workbook has no lines, so the view's are cited.
"""

from __future__ import annotations

import json
import zipfile
from io import BytesIO
from typing import Any

from kgraph.errors import DocumentError
from kgraph.extract.formats import markdown
from kgraph.extract.formats.xlsx import MAX_PART_BYTES
from kgraph.extract.tree import View

MAX_DEPTH = 40  # topics nested deeper are not read
MAX_SHEETS = 64


def view(data: bytes, name: str) -> View:
    """The workbook's sheets as Markdown lists (see the module's docstring)."""
    try:
        book = zipfile.ZipFile(BytesIO(data))
        info = book.getinfo("content.json")
        if info.file_size > MAX_PART_BYTES:
            raise DocumentError(name, f"an XMind workbook whose content.json is over {MAX_PART_BYTES:,} bytes")
        sheets = json.loads(book.read(info).decode("utf-8-sig"))
    except (zipfile.BadZipFile, KeyError, ValueError, RecursionError) as exc:
        raise DocumentError(name, f"an XMind workbook kgraph cannot read ({type(exc).__name__})") from None
    if not isinstance(sheets, list):
        raise DocumentError(name, "an XMind workbook whose content.json is no list of sheets")
    lines: list[str] = []
    for sheet in sheets[:MAX_SHEETS]:
        root = sheet.get("rootTopic") if isinstance(sheet, dict) else None
        if isinstance(root, dict):
            lines += [f"# {_text(root.get('title'))}", *_note(root), ""]
            for child in _children(root):
                lines += _topic(child, 0)
            lines.append("")
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = list(range(1, len(seen.lines) + 1))
    return seen


def _children(topic: dict[str, Any]) -> list[dict[str, Any]]:
    kids = topic.get("children")
    attached = kids.get("attached") if isinstance(kids, dict) else None
    return [k for k in attached if isinstance(k, dict)] if isinstance(attached, list) else []


def _text(value: object) -> str:
    return " ".join(str(value or "").split())


def _note(topic: dict[str, Any]) -> list[str]:
    notes = topic.get("notes")
    plain = notes.get("plain") if isinstance(notes, dict) else None
    content = plain.get("content") if isinstance(plain, dict) else None
    return [line.strip() for line in str(content or "").split("\n") if line.strip()]


def _topic(topic: dict[str, Any], depth: int) -> list[str]:
    if depth > MAX_DEPTH:
        return []
    title = _text(topic.get("title"))
    labels = [_text(label) for label in topic.get("labels") or [] if _text(label)]
    href = _text(topic.get("href"))
    shown = " · ".join([title, *labels]) if title else " · ".join(labels)
    if href and href not in shown:
        shown = f"{shown} ({href})" if shown else href
    pad = "  " * depth
    out = [f"{pad}- {shown}"] if shown else []
    out += [f"{pad}  - {line}" for line in _note(topic)]
    for child in _children(topic):
        out += _topic(child, depth + 1)
    return out
