"""A groff document in the `-ms` macros (`.ms`), with tbl tables, read as the text it typesets.

Lines that open with `.` or `'` are requests (groff(7), groff_ms(7)): `.TL` the title, `.AU` the
author, `.NH n`/`.SH n` a heading (its text on the lines under it), `.PP`/`.LP`/`.QP` a new
paragraph, `.IP tag` an indented paragraph (a list item when its tag is a bullet or a number,
`tag: text` otherwise), `.ds name value` a string `\\*[name]` interpolates; page layout (`.nr`,
`.sp`, `.RS` …) draws nothing to read. A table between `.TS` and `.TE` (tbl(1)) has an options
line ending in `;` (`tab(@)` names the cell separator), format lines up to one ending in `.`, then
its rows; a `T{ … T}` cell runs over lines, `_` and `=` are rules, `.TH` ends a repeated header.
Escapes are written as what they print (`\\(sc` §, `\\(mu` ×, `\\(em` —); font changes, break
points (`\\:`) and zero-width marks (`\\&`) print nothing. Each line of the view stands for the
line of the file it comes from; a row's other lines are `part of` it. pandoc reads man pages, not
`-ms`.
"""

from __future__ import annotations

import re

from kgraph.extract.formats import markdown
from kgraph.extract.tree import View

MAX_STRING = 2000  # a `.ds` string longer than this is not kept (its uses print nothing)
_GLYPHS = {
    "sc": "§", "mu": "×", "em": "—", "en": "–", "bu": "•", "co": "©", "rg": "®", "de": "°",
    "+-": "±", "<=": "≤", ">=": "≥", "!=": "≠", "aq": "'", "dq": '"', "lq": "“", "rq": "”",
    "oq": "‘", "cq": "’", "hy": "-", "mi": "−", "ti": "~", "ha": "^", "ct": "¢", "Po": "£",
    "Eu": "€", "eu": "€", "pc": "·", "ua": "↑", "da": "↓", "->": "→", "<-": "←", "tm": "™",
    "ps": "¶", "dg": "†", "%0": "‰", "fo": "«", "fc": "»", "sl": "/", "rs": "\\", "ba": "|",
}  # fmt: skip
_ESCAPE = re.compile(
    r"\\(?:\((..)|\[([^\]\s]{1,20})\]|\*(?:\[([^\]\s]{1,20})\]|\((..)|(.))|f(?:\(..|\[[^\]]*\]|.)"
    r"|s[-+]?\d{1,2}|[hvwlLxXbomDSNZ]'[^']*'|[:&%|^c\"]|([-e\\ ~0.]))"
)
_ENDED = re.compile(r"[.!?:;。！？；：)]\s*$")  # a line that ends a sentence (or a label) ends a filled run
_MARKED_TAG = re.compile(r"^(?:•|-|\*|[oO]|\d{1,3}[.)]|[a-zA-Z][.)])$")


def view(text: str) -> View:
    """The document's view (see the module's docstring), read as Markdown is."""
    file_lines = text.split("\n")
    lines, source, continued = as_markdown(file_lines)
    seen = markdown.view("\n".join(lines), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.continued.update(continued)
    for no, line in enumerate(file_lines, 1):
        if line.startswith((".ds", ".as", '.\\"', "'ds")):  # (shown where the text uses them, if it does)
            seen.dropped[no] = "a string defined for the page (groff .ds)" if "ds" in line[:4] else "a comment"
    return seen


def as_markdown(lines: list[str]) -> tuple[list[str], list[int], dict[int, int]]:
    """The view's lines, the file line each stands for, and each file line a row goes on onto."""
    strings: dict[str, str] = {}
    out: list[str] = []
    source: list[int] = []
    continued: dict[int, int] = {}
    mode = ""  # what the next text line is: a title, an author, a heading, an item
    prefix = ""
    filled: int | None = None  # the line a paragraph's text is filled onto
    i = 0
    while i < len(lines):
        line, no = lines[i].rstrip("\r"), i + 1
        i += 1
        if line[:1] in (".", "'") and not line.startswith((".\\&", "'\\&")):
            name, _, rest = line[1:].strip().partition(" ")
            name = name.strip()
            if name == "TS":
                i = _table(lines, i, strings, out, source, continued)
                continue
            if name in ("ds", "as") and (m := re.match(r"(\S+)\s?\"?(.*)$", rest)) and len(m.group(2)) <= MAX_STRING:
                strings[m.group(1)] = strings.get(m.group(1), "") * (name == "as") + _text(m.group(2), strings)
            mode, prefix = _request(name, rest, strings)
            filled = None
            out.append("")
            source.append(no)
            continue
        text = _text(line, strings)
        if mode in ("title", "heading", "author", "item"):
            out.append(prefix + text)
            filled = len(out) - 1 if mode == "item" else None
            mode, prefix = ("", "") if mode != "item" else ("item-text", "")
        elif filled is not None and not _ENDED.search(out[filled]) and text.strip():
            # roff fills text: a line under one that stops mid-sentence goes on with it
            out[filled] = out[filled].rstrip() + " " + text.strip()
            out.append("")
            continued[no] = source[filled]
        else:
            out.append(("  " if mode == "item-text" else "") + text)
            filled = len(out) - 1 if text.strip() else None
        source.append(no)
    return out, source, continued


def _request(name: str, rest: str, strings: dict[str, str]) -> tuple[str, str]:
    """What a request makes of the text line under it: (mode, prefix)."""
    if name == "TL":
        return "title", "# "
    if name == "AU":
        return "author", "Author: "
    if name in ("NH", "SH"):
        level = int(rest.split()[0]) if rest.split() and rest.split()[0].isdigit() else 1
        return "heading", "#" * min(6, level + 1) + " "
    if name in ("IP", "LI"):
        tag = _text(_unquoted(rest), strings).strip()
        if not tag or _MARKED_TAG.match(tag):
            return "item", ("1. " if tag[:1].isdigit() else "- ")
        return "item", f"- {tag} "
    return "", ""


def _unquoted(rest: str) -> str:
    """A request's first argument (`"Risk:" 10` → `Risk:`, `\\(bu 3` → `\\(bu`)."""
    rest = rest.strip()
    if rest.startswith('"'):
        return rest[1:].split('"', 1)[0]
    return rest.split(" ", 1)[0] if rest else ""


def _text(line: str, strings: dict[str, str]) -> str:
    """A text line as it prints: escapes written as their glyphs, fonts and marks taken away."""
    if "\\" not in line:
        return line
    line = re.sub(r'\\".*$', "", line)  # a comment to the line's end

    def glyph(m: re.Match[str]) -> str:
        if m.group(1) or m.group(2):
            return _GLYPHS.get(m.group(1) or m.group(2) or "", "")
        if name := m.group(3) or m.group(4) or m.group(5):
            return strings.get(name, "")
        if other := m.group(6):
            return {"-": "-", "e": "\\", "\\": "\\", " ": " ", "~": " ", "0": " ", ".": "."}[other]
        return ""

    return _ESCAPE.sub(glyph, line)


def _table(
    lines: list[str], i: int, strings: dict[str, str], out: list[str], source: list[int], continued: dict[int, int]
) -> int:
    """The tbl table from line `i` (0-based, after `.TS`) to `.TE` as a pipe table; returns the
    index after `.TE`."""
    out.append("")
    source.append(i)
    tab = "\t"
    if i < len(lines) and lines[i].rstrip().endswith(";"):  # the options line
        if m := re.search(r"tab\s*\((.)\)", lines[i]):
            tab = m.group(1)
        out.append("")
        source.append(i + 1)
        i += 1
    while i < len(lines) and not lines[i].rstrip().endswith("."):  # the format lines
        out.append("")
        source.append(i + 1)
        i += 1
    out.append("")
    source.append(min(i + 1, len(lines)))
    i += 1
    rows = 0
    while i < len(lines) and not lines[i].startswith(".TE"):
        no, raw = i + 1, lines[i].rstrip("\r")
        i += 1
        if raw.strip() in ("_", "=", "") or raw.startswith((".", "'")):
            out.append("")
            source.append(no)
            continue
        cells, i = _row(raw, lines, i, tab, strings, continued, no)
        row = "| " + " | ".join(c.replace("|", "/") for c in cells) + " |"
        out.append(row)
        source.append(no)
        rows += 1
        if rows == 1:
            out.append("|" + "---|" * len(cells))
            source.append(no)
    out.append("")
    source.append(min(i + 1, len(lines)))
    return i + 1 if i < len(lines) else i


def _row(
    raw: str, lines: list[str], i: int, tab: str, strings: dict[str, str], continued: dict[int, int], no: int
) -> tuple[list[str], int]:
    """A table row's cells from its line `raw` (file line `no`), its `T{ … T}` cells read from
    the lines from `i` on; returns the cells and the index after the row."""
    cells: list[str] = []
    rest = raw
    while True:
        for cell in rest.split(tab):
            if cell.strip() != "T{":
                cells.append(_text(cell, strings).strip())
                continue
            block: list[str] = []
            while i < len(lines) and not lines[i].startswith("T}"):
                if not lines[i].startswith((".", "'")):  # (`.br` in a cell: a break, no text)
                    block.append(_text(lines[i].rstrip("\r"), strings).strip())
                continued[i + 1] = no
                i += 1
            cells.append(" ".join(b for b in block if b))
            if i >= len(lines):
                return cells, i
            continued[i + 1] = no
            rest, i = lines[i].rstrip("\r")[2:], i + 1  # `T}@next cell …`
            if not rest.startswith(tab):
                return cells, i
            rest = rest[len(tab) :]
            break  # (the cells after the block, on its closing line)
        else:
            return cells, i
