"""An Evernote export (`.enex`: Evernote, and the note apps that write its format), as HTML.

An export is XML: each `<note>` has a `<title>`, `<created>`/`<updated>` times
(`20260409T133000Z`), `<tag>`s, `<note-attributes>` (`<author>`), and its `<content>`: an ENML
document (an XHTML subset whose root is `<en-note>`) inside a CDATA section. pandoc reads none
of that as a page. Here each note becomes what a reader of it sees: its title as a heading, its
author, tags and creation date as fields, then its body's HTML (`<en-todo checked="true"/>` a
ticked box, `[x]`; attachments, `<en-media>`, and encrypted text, `<en-crypt>`, left out).
Lines are not kept in the bytes pandoc reads; the text is found again in the file as written.
"""

from __future__ import annotations

import html
import re

_NOTE = re.compile(rb"<note>(.*?)</note>", re.S)
_FIELD = re.compile(rb"<(title|created|updated|author|source-url)>\s*(.*?)\s*</\1>", re.S)
_TAG = re.compile(rb"<tag>\s*(.*?)\s*</tag>", re.S)
_CONTENT = re.compile(rb"<content>\s*<!\[CDATA\[(.*?)\]\]>\s*</content>", re.S)
_BODY = re.compile(rb"<en-note[^>]{0,500}>(.*)</en-note>", re.S)
_TODO = re.compile(rb"<en-todo\b([^>]{0,100})/?>(?:\s*</en-todo>)?")
_DROPPED = re.compile(rb"<en-(?:media|crypt)\b[^>]{0,2000}?(?:/>|>.*?</en-(?:media|crypt)>)", re.S)
_STAMP = re.compile(rb"(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}Z")


def is_export(data: bytes) -> bool:
    """An Evernote export: its `<en-export>` root near the top."""
    return b"<en-export" in data[:4096]


def plain_html(data: bytes) -> bytes:
    """Each note of the export as a page section (see the module's docstring)."""
    out = [b"<html><body>"]
    for note in _NOTE.finditer(data):
        inside = note.group(1)
        fields = {m.group(1): m.group(2) for m in _FIELD.finditer(inside)}
        if title := fields.get(b"title"):
            out.append(b"<h1>" + title + b"</h1>")
        if author := fields.get(b"author"):
            out.append(b"<p>Author: " + author + b"</p>")
        if tags := _TAG.findall(inside):
            out.append(b"<p>Tags: " + b", ".join(tags) + b"</p>")
        if stamp := _STAMP.fullmatch(fields.get(b"created", b"")):
            y, mo, d, h, mi = (g.decode() for g in stamp.groups())
            out.append(f"<p>Created: {y}-{mo}-{d} {h}:{mi} UTC</p>".encode())
        content = _CONTENT.search(inside)
        body = _BODY.search(content.group(1)) if content else None
        if body:
            text = _DROPPED.sub(b"", body.group(1))
            out.append(_TODO.sub(_box, text))
    out.append(b"</body></html>")
    return b"\n".join(out)


def _box(m: re.Match[bytes]) -> bytes:
    ticked = re.search(rb'checked\s*=\s*"true"', m.group(1)) is not None
    return html.escape("[x] " if ticked else "[ ] ").encode()
