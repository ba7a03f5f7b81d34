"""Tables written one cell per line, as a word processor's plain-text export leaves them.

Google Docs' "Download as plain text" writes a table's cells one under the other: the header's
cells, then each row's. Such a run is a table when its first lines are short header words, most
of them words of a column kgraph knows (`Status`, `章节`, `风险` …) and one of them an id or
number column, and the lines after them come in whole rows of as many cells, each with an id or
number under that column (so the rows line up). The run becomes a pipe table: each row on the line of its
first cell, the lines of its other cells "part of" that line.
"""

from __future__ import annotations

import re

from kgraph.extract.fold import fold
from kgraph.extract.lexicon import Lexicon, default

MAX_COLUMNS = 12
_HEADER_WORD = re.compile(r"[^\W\d_一二三四五六七八九十][^\d|:：。.,，;；、()（）\[\]]{0,15}")
_MARK = re.compile(r"\s*(?:[-*•·●○■◆▶]\s|#|\||\d{1,2}[.)、])")


def stacked_tables(
    lines: list[str], source: list[int], lex: Lexicon | None = None
) -> tuple[list[str], list[int], dict[int, int]]:
    """The lines with every stacked table as a pipe table, their file lines, and {file line of
    a cell: file line of its row}."""
    lex = lex or default()
    if not _may_hold_one(lines):
        return lines, source, {}
    out: list[str] = []
    src: list[int] = []
    continued: dict[int, int] = {}
    i, n = 0, len(lines)
    while i < n:
        k, rows = _table_at(lines, i, lex)
        if not k:
            out.append(lines[i])
            src.append(source[i])
            i += 1
            continue
        header = [c.strip() for c in lines[i : i + k]]
        out += ["| " + " | ".join(header) + " |", "|" + " --- |" * k]
        src += [source[i], source[i]]
        for r in range(rows):
            first = i + k + r * k
            cells = [lines[first + c].strip().replace("|", "/") for c in range(k)]
            out.append("| " + " | ".join(cells) + " |")
            src.append(source[first])
            continued.update({source[first + c]: source[first] for c in range(1, k)})
        continued.update({source[i + c]: source[i] for c in range(1, k)})
        i += k + rows * k
    return out, src, continued


def _may_hold_one(lines: list[str]) -> bool:
    """Three header-like lines in a row somewhere: the cheap test before looking closer."""
    run = 0
    for line in lines:
        run = run + 1 if len(line) <= 20 and _is_header_word(line) else 0
        if run >= 3:
            return True
    return False


def _table_at(lines: list[str], i: int, lex: Lexicon) -> tuple[int, int]:
    """(columns, rows) of a stacked table whose header starts at line i; (0, 0) when none."""
    if not _is_header_word(lines[i]):
        return 0, 0
    end = i
    while end < len(lines) and lines[end].strip() and not _MARK.match(lines[end]):
        end += 1
    size = end - i
    words = 0
    while words < min(size, MAX_COLUMNS + 1) and _is_header_word(lines[i + words]):
        words += 1
    for k in range(min(words, MAX_COLUMNS), 2, -1):
        known = [lex.column(fold(lines[i + c].strip())) for c in range(k)]
        rows, rest = divmod(size - k, k)
        if rest or not rows or 2 * sum(1 for role in known if role) < k + 1:
            continue
        if not {"name", "id", "entry"} & set(known):
            continue  # a table of works or of a register: the tables a brief's readers read
        keyed = next((c for c, role in enumerate(known) if role in ("id", "number")), None)
        if keyed is None:
            continue  # nothing to tell whether the rows line up
        cells = [lines[i + k + r * k + keyed].strip() for r in range(rows)]
        if all(_KEY_CELL.search(cell) or _EMPTY_CELL.fullmatch(cell) for cell in cells):
            return k, rows  # (every row has its number or id where the header says: the rows line up)
    return 0, 0


_KEY_CELL = re.compile(r"^\d{1,4}$|\d{4}\.\d{4,5}|https?://")
_EMPTY_CELL = re.compile(r"[-—–/]?")


def _is_header_word(line: str) -> bool:
    text = line.strip()
    return bool(text) and line == line.lstrip() and bool(_HEADER_WORD.fullmatch(text)) and len(text.split()) <= 3
