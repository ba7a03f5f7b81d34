"""An Excel workbook (`.xlsx`, Office Open XML SpreadsheetML), read as its sheets.

pandoc reads a workbook too, but drops the cells stored as inline strings and writes dates as the
serial numbers Excel keeps (`48625.0`) and whole numbers as decimals (`3.0`). Here each sheet is
read from its XML with the standard library: a cell's shared or inline string, its number as the
sheet shows it (a whole number without `.0`; a date, by its number format, as `2033-02-15`), its
column from its reference (`C7`), so gaps stay gaps. Each sheet is its name as a heading over its
rows, and its rows are read as a CSV sheet's are (sheet.py): blocks between empty rows, a block
whose first row names its columns a table. Lines are the view's own (a workbook has no lines).
"""

from __future__ import annotations

import datetime as dt
import re
import zipfile
from io import BytesIO
from xml.etree import ElementTree as ET

from kgraph.errors import DocumentError
from kgraph.extract.formats.sheet import MAX_ROWS, view_rows
from kgraph.extract.tree import View

MAX_PART_BYTES = 50_000_000  # a sheet's or the strings' XML, uncompressed (a zip bomb is refused)
MAX_COLUMNS = 512  # a row is read to its 512th column
MAX_SHEETS = 64
_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_REL = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}"
_PACKAGE_REL = "{http://schemas.openxmlformats.org/package/2006/relationships}"
_DATE_FORMATS = frozenset({14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47})  # Excel's built-in date/time formats
_CELL = re.compile(r"([A-Z]{1,3})(\d+)")


def view(data: bytes, name: str) -> View:
    """The workbook's sheets, each under its name, read as sheets."""
    try:
        book = zipfile.ZipFile(BytesIO(data))
        part = _reader(book, name)
        strings = _shared_strings(part("xl/sharedStrings.xml"))
        dates = _date_styles(part("xl/styles.xml"))
        rows: list[tuple[int, list[str]]] = []
        for title, path in _sheets(part)[:MAX_SHEETS]:
            rows += [(len(rows) + 1, []), (len(rows) + 2, [title])]
            for cells in _rows(part(path), strings, dates):
                if len(rows) >= MAX_ROWS:
                    break
                rows.append((len(rows) + 1, cells))
    except (zipfile.BadZipFile, ET.ParseError, KeyError, ValueError) as exc:
        raise DocumentError(name, f"an Excel workbook kgraph cannot read ({type(exc).__name__}: {exc})") from None
    seen = view_rows(rows)
    seen.source = list(range(1, len(seen.lines) + 1))  # (a workbook has no lines: its view's own are cited)
    return seen


def _reader(book: zipfile.ZipFile, name: str):  # noqa: ANN202 - a small closure
    def part(path: str) -> bytes:
        try:
            info = book.getinfo(path)
        except KeyError:
            return b""
        if info.file_size > MAX_PART_BYTES:
            raise DocumentError(name, f"an Excel workbook whose {path} is over {MAX_PART_BYTES:,} bytes")
        return book.read(info)

    return part


def _sheets(part) -> list[tuple[str, str]]:  # noqa: ANN001
    """(name, part path) of each sheet, in the workbook's order."""
    targets = {}
    rels = part("xl/_rels/workbook.xml.rels")
    for rel in ET.fromstring(rels) if rels else []:
        target = rel.get("Target", "")
        targets[rel.get("Id")] = target.lstrip("/") if target.startswith("/") else "xl/" + target
    book = ET.fromstring(part("xl/workbook.xml"))
    out = []
    for sheet in book.iter(_MAIN + "sheet"):
        path = targets.get(sheet.get(_REL + "id"))
        if path:
            out.append((sheet.get("name", ""), path))
    return out


def _shared_strings(xml: bytes) -> list[str]:
    if not xml:
        return []
    return ["".join(t.text or "" for t in si.iter(_MAIN + "t")) for si in ET.fromstring(xml).iter(_MAIN + "si")]


def _date_styles(xml: bytes) -> set[int]:
    """The indices of the cell styles whose number format shows a date."""
    if not xml:
        return set()
    styles = ET.fromstring(xml)
    custom = {
        int(f.get("numFmtId", "0")): re.sub(r'"[^"]*"|\[[^\]]*\]|\\.', "", f.get("formatCode", "")).lower()
        for f in styles.iter(_MAIN + "numFmt")
    }
    xfs = styles.find(_MAIN + "cellXfs")
    out = set()
    for index, xf in enumerate(xfs if xfs is not None else []):
        fmt = int(xf.get("numFmtId", "0"))
        if fmt in _DATE_FORMATS or (fmt in custom and re.search(r"[yd]", custom[fmt])):
            out.add(index)
    return out


def _rows(xml: bytes, strings: list[str], dates: set[int]) -> list[list[str]]:
    """Each row's cells as text, by column; a missing row is an empty one (blocks stay apart)."""
    out: list[list[str]] = []
    for row in ET.fromstring(xml).iter(_MAIN + "row"):
        number = int(row.get("r", len(out) + 1))
        while len(out) < number - 1 and len(out) < MAX_ROWS:
            out.append([])  # (rows Excel did not write: empty)
        cells: list[str] = []
        for cell in row.iter(_MAIN + "c"):
            m = _CELL.match(cell.get("r", ""))
            column = _column(m.group(1)) if m else len(cells)
            if column >= MAX_COLUMNS:
                break
            cells += [""] * (column - len(cells))
            cells.append(_text(cell, strings, dates))
        out.append(cells)
    return out


def _column(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n - 1


def _text(cell: ET.Element, strings: list[str], dates: set[int]) -> str:
    kind = cell.get("t", "n")
    if kind == "inlineStr":
        return "".join(t.text or "" for t in cell.iter(_MAIN + "t"))
    value = cell.findtext(_MAIN + "v") or ""
    if kind == "s":
        return strings[int(value)] if value.isdigit() and int(value) < len(strings) else ""
    if kind == "b":
        return "TRUE" if value == "1" else "FALSE"
    if kind != "n" or not value:
        return value
    number = float(value)
    if int(cell.get("s", "0")) in dates and 0 < number < 2_958_466:  # (Excel's last day: 9999-12-31)
        when = dt.datetime(1899, 12, 30) + dt.timedelta(days=number)
        return when.strftime("%Y-%m-%d %H:%M" if number % 1 else "%Y-%m-%d")
    return str(int(number)) if number.is_integer() and abs(number) < 1e15 else value
