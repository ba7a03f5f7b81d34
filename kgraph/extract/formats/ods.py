"""A LibreOffice Calc spreadsheet (`.ods`, OpenDocument), read as its sheets.

pandoc reads OpenDocument text (`.odt`) but not spreadsheets. Here `content.xml` is read with the
standard library: each `table:table` is a sheet, its name a heading over its rows; a cell is the
text it shows (its `text:p` paragraphs, `text:s` runs of spaces, a link's text), not its stored
`office:value`, so a date or a figure reads as the sheet displays it. Repeated cells and rows
(`number-columns-repeated`, how Calc writes empty stretches) are expanded up to a bound, so a
column keeps its place. The rows are then read as a CSV sheet's are (sheet.py): blocks between
empty rows, a block whose first row names its columns a table. Lines are the view's own (a
spreadsheet has no lines).
"""

from __future__ import annotations

import zipfile
from io import BytesIO
from xml.etree import ElementTree as ET

from kgraph.errors import DocumentError
from kgraph.extract.formats.sheet import MAX_ROWS, view_rows
from kgraph.extract.formats.xlsx import MAX_COLUMNS, MAX_PART_BYTES, MAX_SHEETS
from kgraph.extract.tree import View

_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
MAX_REPEAT = 64  # an empty stretch Calc writes as one repeated cell or row: read as at most this many


def view(data: bytes, name: str) -> View:
    """The spreadsheet's sheets, each under its name, read as sheets."""
    try:
        book = zipfile.ZipFile(BytesIO(data))
        info = book.getinfo("content.xml")
        if info.file_size > MAX_PART_BYTES:
            raise DocumentError(name, f"a spreadsheet whose content.xml is over {MAX_PART_BYTES:,} bytes")
        content = ET.fromstring(book.read(info))
    except (zipfile.BadZipFile, ET.ParseError, KeyError, ValueError) as exc:
        raise DocumentError(
            name, f"an OpenDocument spreadsheet kgraph cannot read ({type(exc).__name__}: {exc})"
        ) from None
    rows: list[tuple[int, list[str]]] = []
    for sheet in list(content.iter(_TABLE + "table"))[:MAX_SHEETS]:
        rows += [(len(rows) + 1, []), (len(rows) + 2, [sheet.get(_TABLE + "name", "")])]
        for cells in _rows(sheet):
            if len(rows) >= MAX_ROWS:
                break
            rows.append((len(rows) + 1, cells))
    seen = view_rows(rows)
    seen.source = list(range(1, len(seen.lines) + 1))  # (a spreadsheet has no lines: its view's own are cited)
    return seen


def _rows(sheet: ET.Element) -> list[list[str]]:
    out: list[list[str]] = []
    for row in sheet.iter(_TABLE + "table-row"):
        cells: list[str] = []
        for cell in row:
            if cell.tag not in (_TABLE + "table-cell", _TABLE + "covered-table-cell"):
                continue
            shown = "\n".join(_shown(p) for p in cell.iter(_TEXT + "p"))
            times = min(_count(cell.get(_TABLE + "number-columns-repeated")), MAX_REPEAT)
            cells += [shown] * times
            if len(cells) >= MAX_COLUMNS:
                break
        times = min(_count(row.get(_TABLE + "number-rows-repeated")), MAX_REPEAT)
        out += [cells[:MAX_COLUMNS]] * (times if any(c.strip() for c in cells) else min(times, 1))
    return out


def _shown(element: ET.Element) -> str:
    """A paragraph's text as shown: its runs, a link's text, `text:s` as that many spaces, a tab, a
    line break as a blank."""
    parts = [element.text or ""]
    for child in element:
        if child.tag == _TEXT + "s":
            parts.append(" " * min(_count(child.get(_TEXT + "c")), 64))
        elif child.tag in (_TEXT + "tab", _TEXT + "line-break"):
            parts.append(" ")
        else:
            parts.append(_shown(child))
        parts.append(child.tail or "")
    return "".join(parts)


def _count(value: str | None) -> int:
    try:
        return max(1, int(value)) if value else 1
    except ValueError:
        return 1
