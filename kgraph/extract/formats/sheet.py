"""A spreadsheet exported as CSV or TSV, read with the standard library's `csv` module.

A sheet that holds a brief is blocks of rows between empty rows. A block whose first row
names its columns (three cells or more, none of them a number) and has rows under it is a
table; a row with one cell is a title (the first of the sheet) or the heading of the rows
under it; two label cells over rows of values (`Sources checked, Result` over `path, read`)
are a two-column table under its first label as heading; a row `label, value, …` is a field. Every row keeps the line it starts on, so
lineage cites the file as written. (pandoc reads a CSV as one table whose first row is the
header, which a sheet of several blocks is not.)
"""

from __future__ import annotations

import csv
import io
import re

from kgraph.extract.tree import Node, View, render

MAX_ROWS = 20_000  # a sheet is a document, not a data set: more rows are not read

_DATETIME = re.compile(r"\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}")
_VALUE = re.compile(r"\d{4}-\d{1,2}|/|^\s*[\d.,%×x ]+\s*$|\d{4}\.\d{4,5}")  # what a header cell never is


def view(text: str, delimiter: str = ",") -> View:
    """The sheet's blocks in the canonical layout, each line knowing the row it came from."""
    return view_rows(_rows(text, delimiter))


def view_rows(rows: list[tuple[int, list[str]]]) -> View:
    """A sheet given as its rows (each with the line it starts on), read as above: blocks of
    rows between empty rows."""
    from kgraph.extract.formats.longform import pivot

    if (records := pivot(rows[:MAX_ROWS])) is not None:
        return records
    blocks: list[list[tuple[int, list[str]]]] = [[]]
    for line, row in rows[:MAX_ROWS]:
        cells = [" ".join(c.split()) for c in row]  # a cell's line breaks are blanks
        while cells and not cells[-1]:
            cells.pop()
        if cells:
            blocks[-1].append((line, cells))
        elif blocks[-1]:
            blocks.append([])
    nodes: list[Node] = []
    for number, block in enumerate(b for b in blocks if b):
        nodes.extend(_block(block, first=number == 0))
    lines, source = render(nodes)
    return View(lines, source)


def _rows(text: str, delimiter: str) -> list[tuple[int, list[str]]]:
    reader = csv.reader(io.StringIO(text), delimiter=delimiter)
    rows: list[tuple[int, list[str]]] = []
    line = 1
    try:
        for count, row in enumerate(reader):
            if count >= MAX_ROWS:
                break
            rows.append((line, row))
            line = reader.line_num + 1
    except csv.Error:
        pass  # what was read before the bad row stands; the rest is not a sheet
    return rows


def _block(rows: list[tuple[int, list[str]]], first: bool) -> list[Node]:
    out: list[Node] = []
    (line, head), rest = rows[0], rows[1:]
    if len(head) == 1 or (len(_filled(head)) == 1 and rest):
        level = 1 if first else 2
        out.append(Node("heading", line, _filled(head)[0], level=level))
        if rest and all(len(_filled(c)) == 1 for _, c in rest):  # a list under its heading
            return out + [Node("item", n, children=[Node("paragraph", n, _filled(c)[0])]) for n, c in rest]
        rows = rest
        if not rows:
            return out
        (line, head), rest = rows[0], rows[1:]
    paired = len(_filled(head)) == 2 and not any(_VALUE.search(c) for c in head)
    if paired and rest and all(len(_filled(c)) <= 2 for _, c in rest) and any(_VALUE.search(c[0]) for _, c in rest):
        # `檢查過的來源 | 結果` over `path | 已讀` rows: a two-column table, its first header its part
        out.append(Node("heading", line, _filled(head)[0], level=1 if first else 2))
        at = [k for k, c in enumerate(head) if c]  # (the labels' columns: a merged cell leaves gaps)
        table_rows = [(n, [(c + [""] * (at[1] + 1))[k] for k in at]) for n, c in rest]
        return [*out, Node("table", line, header=_filled(head), rows=table_rows)]
    if _is_header(head) and rest:
        width = len(head)
        table_rows = [(n, (c + [""] * width)[:width]) for n, c in rest]
        return [*out, Node("table", line, header=head, rows=table_rows)]
    for n, cells in rows:
        filled = _filled(cells)
        if len(filled) == 1:
            out.append(Node("paragraph", n, filled[0]))
        else:
            out.append(Node("field", n, _value(filled[1:]), header=[filled[0]]))
    return out


def _filled(cells: list[str]) -> list[str]:
    return [c for c in cells if c]


def _is_header(cells: list[str]) -> bool:
    """Three cells or more that name columns: short words, no number, date, path or link."""
    filled = _filled(cells)
    return len(filled) >= 3 and all(len(c) <= 40 and not _VALUE.search(c) for c in filled)


def _value(cells: list[str]) -> str:
    """A field's cells as one value; two date-times side by side are a range."""
    if len(cells) == 2 and all(_DATETIME.fullmatch(c) for c in cells):
        return f"{cells[0]} → {cells[1]}"
    return ", ".join(cells)
