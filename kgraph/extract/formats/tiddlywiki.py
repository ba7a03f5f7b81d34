"""A TiddlyWiki tiddler file (`.tid`): its header fields, then its WikiText, written as Markdown
line for line and read as Markdown is.

A tiddler opens with `name: value` fields (`title`, `tags: [[a b]] c`, `created:
20280505205217000`, `creator`, custom fields) down to a blank line; its text is WikiText
(tiddlywiki.com, "WikiText"): `!`…`!!!!!!` headings, `*`/`#` bullet and numbered lists
(`**`, `##` nested), `''bold''`, `//italic//`, `__underline__`, `[[Title]]` and `[[text|Title]]`
links, `[ext[text|url]]` external links, `|a|b|` table rows (`|…|h` a header row, `|…|c` a
caption), `<<macro …>>` calls and `<$widget>` tags (page machinery, not text), code in backticks
and ```` ``` ```` fences as in Markdown.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

_FIELD = re.compile(r"^([a-z][\w.-]{0,60}):\s?(.*)$")
_STAMP = re.compile(r"^(\d{4})(\d{2})(\d{2})\d{9}$")  # `20280505205217000`: UTC, to the millisecond
_HEADING = re.compile(r"^(!{1,6})\s*(.*)$")
_LIST = re.compile(r"^([*#]+)\s+(.*)$")
_EXT = re.compile(r"\[ext\[(?:([^|\]]*)\|)?([^\]]+)\]\]")
_LINK = re.compile(r"\[\[([^|\]]+)\|([^\]]+)\]\]")
_MACRO = re.compile(r"<<[^<>]{0,300}>>|</?\$[\w.-]+[^<>]{0,300}>")
_ROW = re.compile(r"^\|(.*)\|([hcfk]?)\s*$")


def view(text: str) -> View:
    """The tiddler's view (see the module's docstring)."""
    lines = text.split("\n")
    out = list(lines)
    body = next((n for n, line in enumerate(lines) if not line.strip()), len(lines))
    if not all(_FIELD.match(line) for line in lines[:body]):
        body = -1  # (no header: all of it is text)
    title: tuple[str, int] | None = None
    for n in range(max(body, 0)):
        key, value = _FIELD.match(lines[n]).groups()  # type: ignore[union-attr]
        if key == "title":
            title, out[n] = (f"# {value}", n + 1), ""
        elif key in ("created", "modified") and (stamp := _STAMP.match(value.strip())):
            out[n] = f"{key.capitalize()}: {stamp.group(1)}-{stamp.group(2)}-{stamp.group(3)}"
        elif key in ("type", "revision", "bag", "draft.of", "draft.title"):
            out[n] = ""  # (the wiki's own bookkeeping)
        else:
            words = re.sub(r"\[\[([^\]]*)\]\]", r"\1", value)
            out[n] = f"{key.replace('-', ' ').replace('_', ' ').capitalize()}: {words}"
    fenced = False
    in_table = False
    for n in range(body + 1, len(lines)):
        line = lines[n]
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        out[n], in_table = _line(line, in_table)
    written = ([title] if title else []) + [(part, n + 1) for n, line in enumerate(out) for part in line.split("\n")]
    seen = markdown.view("\n".join(part for part, _ in written), rewrap=False)
    seen.source = [written[k - 1][1] if 0 < k <= len(written) else k for k in seen.source]
    return seen


def _line(line: str, in_table: bool) -> tuple[str, bool]:
    """One line of WikiText as Markdown, and whether a table goes on."""
    text = _MACRO.sub("", line)
    text = _EXT.sub(lambda m: f"[{m.group(1) or m.group(2)}]({m.group(2)})", text)
    text = _LINK.sub(lambda m: m.group(1), text)  # (a link to a tiddler by its title: its text, no file)
    text = re.sub(r"\[\[([^\]|]+)\]\]", r"\1", text)
    text = text.replace("''", "**").replace("//", "*") if "''" in text or "//" in text else text
    text = re.sub(r"(?<!:)\*(?=[^*\s][^*]*\*(?!\*))", "*", text)
    text = re.sub(r"https?\*", lambda m: m.group(0)[:-1] + "//", text)  # (`https://` is no italic)
    if m := _HEADING.match(text):
        return "#" * len(m.group(1)) + " " + m.group(2), False
    if m := _LIST.match(text):
        marks = m.group(1)
        lead = "  " * (len(marks) - 1) + ("1. " if marks[-1] == "#" else "- ")
        return lead + m.group(2), False
    if m := _ROW.match(text.strip()):
        cells = [c.strip().lstrip("!") for c in m.group(1).split("|")]
        if m.group(2) == "c":
            return "", in_table  # a caption
        row = "| " + " | ".join(cells) + " |"
        if m.group(2) == "h":  # (a header row: the delimiter row Markdown needs under it, on its line)
            return row + "\n" + "|" + "---|" * len(cells), True
        return row, True
    return text, False
