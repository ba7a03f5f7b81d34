"""Roam Research's Markdown export: its own marks, written as the Markdown they stand for.

Roam writes every block as a list item; kgraph reads it as Markdown, as it reads Logseq. Two of
Roam's marks need more: a task's state is a macro (`{{[[TODO]]}}`, `{{[[DONE]]}}`, also written
`{{TODO}}`), read as the task box it is (`[ ]`, `[x]`); and a table is a block `{{[[table]]}}`
whose children are its rows, each row a chain of blocks, every cell the only child of the cell
before it. Such a table is written as a pipe table, line for line: each row on its first line
(the first row the header, its second line the delimiter), the row's other lines rows no reader
reads (`| --- |`), so the table stays one block.
"""

from __future__ import annotations

import re

_TASK = re.compile(r"\{\{\s*(?:\[\[)?(TODO|DONE)(?:\]\])?\s*\}\}", re.I)
_TABLE = re.compile(r"^(\s*)[-*+]\s+\{\{\s*(?:\[\[)?table(?:\]\])?\s*\}\}\s*$", re.I)
_BLOCK = re.compile(r"^(\s*)[-*+]\s+(.*)$")


def roam_marks(lines: list[str]) -> list[str]:
    """The lines with Roam's task macros as boxes and its tables as pipe tables (line for line)."""
    out = [_TASK.sub(lambda m: "[x]" if m.group(1).upper() == "DONE" else "[ ]", line) for line in lines]
    n = 0
    while n < len(out):
        if m := _TABLE.match(out[n]):
            n = _table(out, n, len(m.group(1)))
        n += 1
    return out


def _table(out: list[str], at: int, indent: int) -> int:
    """Write the table whose block is line `at` as a pipe table; the last line it holds."""
    rows: list[list[str]] = []
    firsts: list[int] = []  # each row's first line
    row_indent: int | None = None
    end = at
    for k in range(at + 1, len(out)):
        if not out[k].strip():
            continue
        block = _BLOCK.match(out[k])
        if not block or len(block.group(1)) <= indent:
            break
        if row_indent is None or len(block.group(1)) <= row_indent:
            row_indent = len(block.group(1))
            rows.append([block.group(2).strip()])
            firsts.append(k)
        else:
            rows[-1].append(block.group(2).strip())  # the next cell of the row
        end = k
    if not rows:
        return at
    width = max(len(cells) for cells in rows)
    delimiter = "|" + " --- |" * width
    out[at] = ""
    for number, (cells, first) in enumerate(zip(rows, firsts, strict=True)):
        last = firsts[number + 1] - 1 if number + 1 < len(firsts) else end
        if number == 0:
            cells = [c.replace("**", "").replace("__", "") for c in cells]  # (a header's bold)
        row = "| " + " | ".join(c.replace("|", "/") for c in cells + [""] * (width - len(cells))) + " |"
        for line in range(first, last + 1):
            out[line] = delimiter
        if number == 0 and first == last:
            out[at] = row  # (a one-line header a line up, over its delimiter)
        else:
            out[first] = row
    return end
