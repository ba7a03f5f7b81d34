"""A Day One journal exported as JSON (`Journal.json`: `{"metadata": …, "entries": [...]}`), read as
the Markdown its entries hold.

Each entry's `text` is Markdown that Day One writes with a backslash before punctuation it could
read as markup (`avalanche\\-hazard`, `3310\\.86078`, `\\(NZST\\)`): CommonMark's backslash escapes,
taken away here outside code spans, as a Markdown renderer would. The entry's `tags` become a
`Tags:` line; `richText` (the same text again, as Day One's editor draws it), the device,
location, weather and dates are Day One's, not the writer's. Entries follow each other under a
rule. JSON strings are one line each, so every line of an entry cites the file line its `text`
starts on.
"""

from __future__ import annotations

import json
import re

from kgraph.errors import DocumentError
from kgraph.extract.formats.jsonnotes import entries_view, key_lines
from kgraph.extract.tree import View

# CommonMark: a backslash before any ASCII punctuation character is that character
_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1")


def view(text: str, name: str) -> View:
    """The entries' view (see the module's docstring)."""
    try:
        journal = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DocumentError(name, f"a Day One export that is not valid JSON ({exc})") from None
    entries = journal.get("entries") if isinstance(journal, dict) else None
    if not isinstance(entries, list):
        raise DocumentError(name, "a Day One export must be an object with a list of `entries`")
    text_lines = key_lines(text, "text")
    notes: list[tuple[list[str], int]] = []
    for number, entry in enumerate(e for e in entries if isinstance(e, dict)):
        body = entry.get("text")
        if not isinstance(body, str) or not body.strip():
            continue
        lines = [unescaped(line) for line in body.split("\n")]
        tags = [str(t) for t in entry.get("tags") or [] if isinstance(t, str)]
        if tags:
            lines += ["", "Tags: " + ", ".join(tags)]
        notes.append((lines, text_lines[number] if number < len(text_lines) else 1))
    return entries_view(notes)


def unescaped(line: str) -> str:
    """A line of Day One's Markdown without its backslash escapes, code spans left as written."""
    out, last = [], 0
    for m in _CODE_SPAN.finditer(line):
        out.append(_ESCAPED.sub(r"\1", line[last : m.start()]))
        out.append(m.group(0))
        last = m.end()
    out.append(_ESCAPED.sub(r"\1", line[last:]))
    return "".join(out)
