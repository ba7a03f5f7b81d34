"""A sheet Microsoft Excel saved as a web page (`.htm`, `.html`: Excel's namespace
`urn:schemas-microsoft-com:office:excel`, the sheet one `<table x:str>`), read as the sheet it
is: its rows, in blocks between empty rows, as a CSV sheet is read (sheet.py). pandoc would read
one table whose first row is the header of every block. A merged cell (`colspan=3`) is its text
then empty cells, so the columns of the rows under it line up; each row keeps the line its
`<tr>` opens on, so lineage cites the file as written.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

from kgraph.extract.formats.sheet import MAX_ROWS, view_rows
from kgraph.extract.tree import View

EXCEL_PAGE = re.compile(r"urn:schemas-microsoft-com:office:excel|<table\s[^>]*\bx:str\b", re.I)
MAX_SPAN = 64  # a merged cell spans at most this many columns
MAX_COLUMNS = 512  # and a row holds at most this many


def view(text: str) -> View:
    """The page's sheet, read as a sheet."""
    rows = _Rows()
    rows.feed(text)
    rows.close()
    seen = view_rows(rows.rows)
    seen.continued = {k: start for start, end in rows.spans for k in range(start + 1, end + 1)}
    in_rows = {k for start, end in rows.spans for k in range(start, end + 1)}
    seen.dropped = {  # (its styles, number formats and document properties: no cell of the sheet)
        no: "the page's markup, outside the sheet's cells"
        for no, line in enumerate(text.split("\n"), 1)
        if no not in in_rows and line.strip()
    }
    return seen


class _Rows(HTMLParser):
    """Each `<tr>`'s cells' text and the line it opens on (style, script and Excel's XML left
    out); a cell merged down (`rowspan=2`) holds its columns of the rows under it, empty there."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.rows: list[tuple[int, list[str]]] = []
        self.spans: list[tuple[int, int]] = []  # each row's first and last line
        self._row: tuple[int, list[str]] | None = None
        self._cell: list[str] | None = None
        self._span = (1, 1)  # the open cell's columns and rows
        self._below: dict[int, int] = {}  # a column → how many more rows a cell above holds it
        self._held: set[int] = set()  # the columns the row being read gives to cells above
        self._hidden = 0  # inside <style>, <script>, <xml>

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("style", "script", "xml"):
            self._hidden += 1
        elif tag == "tr" and len(self.rows) < MAX_ROWS:
            self._row = (self.getpos()[0], [])
            self._held = {c for c, n in self._below.items() if n > 0}
        elif tag in ("td", "th") and self._row is not None:
            while len(self._row[1]) in self._held:
                self._row[1].append("")
            self._cell = []
            given = dict(attrs)
            self._span = (_span(given.get("colspan")), _span(given.get("rowspan")))
        elif tag == "br" and self._cell is not None:
            self._cell.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("style", "script", "xml"):
            self._hidden = max(0, self._hidden - 1)
        elif tag in ("td", "th") and self._row is not None and self._cell is not None:
            columns, rows = self._span
            at = len(self._row[1])
            if at + columns > MAX_COLUMNS:
                columns = max(0, MAX_COLUMNS - at)  # (a row is read to its 512th column)
            self._row[1].extend(([" ".join("".join(self._cell).split())] + [""] * (columns - 1))[:columns])
            for column in range(at, at + columns) if rows > 1 else ():
                self._below[column] = rows  # (counted down as the rows under it end, this one too)
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows.append(self._row)
            self.spans.append((self._row[0], self.getpos()[0]))
            self._below = {c: n - 1 for c, n in self._below.items() if n > 1}
            self._row = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None and not self._hidden:
            self._cell.append(data)


def _span(value: str | None) -> int:
    return min(MAX_SPAN, int(value)) if value and value.isdigit() and int(value) > 0 else 1
