"""Office files a team keeps its briefs in: an Excel workbook read sheet by sheet (shared and
inline strings, dates by their number format, whole numbers as written), a PowerPoint deck told
by its parts; and what those briefs showed the readers missed elsewhere (a sources label over
lines of paths, a living entry over its `Status:` line, a table of totals' bare `淨增`, a register
table's content column, a unit column, `NET-new 1 of 3:`)."""

from __future__ import annotations

import zipfile
from io import BytesIO

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.formats import detect

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def workbook(sheets: dict[str, list[list[object]]], date_cells: frozenset[str] = frozenset()) -> bytes:
    """A small .xlsx: strings shared (the odd ones inline), numbers as numbers, `date_cells` (`B3`)
    styled with Excel's date format 14."""
    shared: list[str] = []
    parts: dict[str, str] = {}
    for n, (name, rows) in enumerate(sheets.items(), 1):
        xml_rows = []
        for r, row in enumerate(rows, 1):
            cells = []
            for c, value in enumerate(row):
                ref = f"{chr(65 + c)}{r}"
                if value is None:
                    continue
                if isinstance(value, (int, float)):
                    style = ' s="1"' if ref in date_cells else ""
                    cells.append(f'<c r="{ref}"{style}><v>{value}</v></c>')
                elif len(str(value)) % 2:
                    cells.append(f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>')
                else:
                    shared.append(str(value))
                    cells.append(f'<c r="{ref}" t="s"><v>{len(shared) - 1}</v></c>')
            xml_rows.append(f'<row r="{r}">{"".join(cells)}</row>')
        parts[f"xl/worksheets/sheet{n}.xml"] = (
            f'<worksheet xmlns="{MAIN}"><sheetData>{"".join(xml_rows)}</sheetData></worksheet>'
        )
    names = "".join(f'<sheet name="{s}" sheetId="{n}" r:id="rId{n}"/>' for n, s in enumerate(sheets, 1))
    parts["xl/workbook.xml"] = f'<workbook xmlns="{MAIN}" xmlns:r="{REL}"><sheets>{names}</sheets></workbook>'
    rels = "".join(
        f'<Relationship Id="rId{n}" Type="{REL}/worksheet" Target="worksheets/sheet{n}.xml"/>'
        for n in range(1, len(sheets) + 1)
    )
    parts["xl/_rels/workbook.xml.rels"] = (
        f'<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">{rels}</Relationships>'
    )
    parts["xl/sharedStrings.xml"] = f'<sst xmlns="{MAIN}">{"".join(f"<si><t>{s}</t></si>" for s in shared)}</sst>'
    parts["xl/styles.xml"] = (
        f'<styleSheet xmlns="{MAIN}"><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14"/></cellXfs></styleSheet>'
    )
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as book:
        for path, xml in parts.items():
            book.writestr(path, xml)
    return buffer.getvalue()


BOOK = {
    "摘要": [
        ["項目", "內容"],
        ["撰寫", "remora"],
        ["報告日期", 48625],
        ["基線活文件", "organized/knowledge/reefs.xlsx"],
        [],
        ["計數", "則數"],
        ["淨增", 2],
        ["其中 arXiv 編號", 2],
    ],
    "條目": [
        ["序", "條目", "連結", "狀態", "章節", "指標", "數值", "單位"],
        [1, "ReefMemory", "arXiv 3302.76924", "淨增", "§1.2 熱壓力累積", "白化門檻偏移", 1.6, "DHW"],
        [2, "TideMix", "arXiv 3302.75813", "淨增", "§1.1 海表溫度產品", "已製圖礁區面積", 2300, "平方公里"],
    ],
    "待核實": [
        ["編號", "條目", "風險", "狀態", "內容"],
        [1, "TideMix", "中", "未解決", "TideMix 的潮汐校正只在單一礁區系統上核對過。"],
    ],
}


def test_an_xlsx_workbook_is_read_sheet_by_sheet():
    path = "inbox/remora/2033-02-15-reefs-brief.xlsx"
    data = workbook(BOOK, frozenset({"B3"}))
    assert detect(data, path) == "xlsx"
    doc = extract(data, path)
    assert (doc.kind, doc.instance, doc.date.isoformat()) == ("brief", "remora", "2033-02-15")  # (a date cell)
    assert sorted((c.what, c.value) for c in doc.counts) == [("increments", 2), ("new-arxiv", 2)]
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"3302.76924": ("ReefMemory", "new", "1.2"), "3302.75813": ("TideMix", "new", "1.1")}
    figures = {(m.key, f.value, f.unit) for m in doc.mentions for c in m.claims for f in c.figures}
    assert figures == {("3302.76924", 1.6, "DHW"), ("3302.75813", 2300.0, "km²")}  # (a unit column)
    [entry] = doc.entries
    assert "潮汐校正" in entry.text and entry.items == ["3302.75813"] and entry.risk == "medium"


def test_a_damaged_workbook_is_refused_in_one_line():
    data = workbook(BOOK)
    broken = BytesIO()
    with zipfile.ZipFile(BytesIO(data)) as book, zipfile.ZipFile(broken, "w") as out:
        for item in book.infolist():
            text = book.read(item)
            out.writestr(item, text[: len(text) // 2] if item.filename.endswith("sheet2.xml") else text)
    with pytest.raises(DocumentError, match="an Excel workbook kgraph cannot read"):
        extract(broken.getvalue(), "inbox/remora/2033-02-15-reefs-brief.xlsx")


def test_a_workbook_part_over_its_limit_is_refused(monkeypatch):
    from kgraph.extract.formats import xlsx

    monkeypatch.setattr(xlsx, "MAX_PART_BYTES", 200)
    with pytest.raises(DocumentError, match="over 200 bytes"):
        extract(workbook(BOOK), "inbox/remora/2033-02-15-reefs-brief.xlsx")


def test_a_pptx_deck_is_told_by_its_parts():
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as deck:
        deck.writestr("ppt/presentation.xml", "<p:presentation/>")
    assert detect(buffer.getvalue(), "inbox/remora/brief.pptx") == "pptx"


SLIDES = """\
# Reef brief, February 15, 2033

Written by remora. Baseline: organized/knowledge/reefs.md (February 14, 2033).

Declared counts: 1 NET-new (1 new arXiv ID)

## Sources checked

inbox/blenny/2033-02-15-notes.md

work-queue.md

## NET-new 1 of 1: ReefMemory

arXiv:3302.76924

Suggested section: §1.2 Heat Stress Accumulation

Read in

inbox/blenny/2033-02-15-notes.md

paper_cards/7213-3302-76924.md
"""


def test_slides_as_paragraphs_a_sources_label_over_paths_and_a_counted_title():
    doc = extract(SLIDES, "inbox/remora/2033-02-15-reefs-brief.md")
    assert "work-queue.md" in {s.path for s in doc.sources}  # (a path alone is no part named `work`)
    [item] = [m for m in doc.mentions if m.role == "increment"]
    assert (item.key, item.name, item.section) == ("3302.76924", "ReefMemory", "1.2")
    assert {s.path for s in item.sources} == {"inbox/blenny/2033-02-15-notes.md", "paper_cards/7213-3302-76924.md"}


def test_a_living_entry_over_its_status_line_is_an_entry():
    living = (
        "# Reef living document\n\nVersion of February 14, 2033\n\n## §1.1 Sea Surface Temperature Products\n\n"
        "ShoalSharp  ( arXiv:3302.70358 )\n\nStatus: anchored Feb 12\n\nSea surface temperature RMSE: 0.3 °C\n\n"
        "Card: paper_cards/7201-3302-70358.md\n"
    )
    doc = extract(living, "organized/knowledge/reefs.md")
    [entry] = [m for m in doc.mentions if m.role == "living"]
    assert (entry.name, entry.status, entry.status_date.isoformat(), entry.section) == (
        "ShoalSharp",
        "anchored",
        "2033-02-12",
        "1.1",
    )


def test_a_unit_column_in_any_order_gives_its_figures_unit():
    doc = extract(
        "# Reef brief 2033-02-15\n\nWritten by remora.\nDeclared: 1 NET-new.\n\n## NET-new\n\n"
        "| Unit | Value | Metric | Item | arXiv |\n|---|---|---|---|---|\n"
        "| DHW | 1.6 | bleaching threshold shift | ReefMemory | 3302.76924 |\n",
        "inbox/remora/2033-02-15-reefs-brief.md",
    )
    figures = [(f.value, f.unit) for m in doc.mentions for c in m.claims for f in c.figures]
    assert figures == [(1.6, "DHW")]


def test_a_workbooks_lines_are_its_views_own_so_inspect_sees_each_row_read():
    from kgraph.extract.inspect import inspect_bytes

    book = dict(BOOK) | {
        "arXiv 編號": [["arXiv 編號", "類別", "章節"], ["3302.76924", "淨增", ""], ["3302.75813", "淨增", ""]]
    }
    report = inspect_bytes(workbook(book, frozenset({"B3"})), "inbox/remora/2033-02-15-reefs-brief.xlsx")
    assert [r.text for r in report.lines if r.unattached and "3302." in r.text] == []
