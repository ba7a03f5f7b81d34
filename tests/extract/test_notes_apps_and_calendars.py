"""A brief kept in a notes app or a calendar: a Google Keep note from Takeout (JSON), a Notion
database exported as CSV (rows typed by a kind column, in either Chinese script), an iCalendar
file of to-dos. Also here: `Sources read:` alone over a list of files, `空的：path` (empty: path),
a `已解決` checkbox column, hours, μm and g/kg, and `小節` as a section's label.
"""

from __future__ import annotations

import datetime as dt
import json

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect

KEEP = json.dumps(
    {
        "color": "DEFAULT",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "title": "Tidal energy brief, 3 November 2027",
        "textContent": "From: tern\n\nNET-new\n1. WakeNet (arXiv:2711.02291), §1.2 Turbine Wakes\n"
        "   Wake deficit error: 18%\n   Sources: inbox/petrel/2027-11-03-notes.md\n",
        "labels": [{"name": "tidal-energy"}],
        "annotations": [{"source": "WEBLINK", "title": "Other", "url": "https://arxiv.org/abs/2711.09999"}],
        "userEditedTimestampUsec": 1825000000000000,
    }
)


def test_a_keep_note_is_read_as_its_text():
    path = "inbox/tern/2027-11-03-tidal-energy-brief.json"
    assert detect(KEEP.encode(), path) == "keep"
    doc = extract(KEEP.encode(), path)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2")}
    assert "2711.09999" not in {m.key for m in doc.mentions}, "a link preview Keep drew is not the note"


NOTION = (
    "\ufeff名稱,類型,狀態,小節,重點,數字,來源,風險,已解決,簡報\n"
    "時間窗,簡報資訊,,,2027-11-02 22:00 至 2027-11-03 22:00,,,,,簡報 (https://www.notion.so/x-1)\n"
    "已讀來源,簡報資訊,,,空的：inbox/petrel/2027-11-03-notes.md,,inbox/petrel/2027-11-03-notes.md,,,"
    "簡報 (https://www.notion.so/x-1)\n"
    "§1.2 渦輪尾流,小節,,§1.2 渦輪尾流,,,,,,簡報 (https://www.notion.so/x-1)\n"
    "WakeNet（arXiv:2711.02291）,論文,淨新增,§1.2 渦輪尾流,降低尾流誤差,尾流虧損誤差 18%,"
    "inbox/petrel/2027-11-03-notes.md,,,簡報 (https://www.notion.so/x-1)\n"
    "TideKit 2,軟體釋出,延續,§1.2 渦輪尾流,,,,,,簡報 (https://www.notion.so/x-1)\n"
    "待查核 1：單一水槽,待查核,,,WakeNet 只在一個水槽量過,,,高,No,簡報 (https://www.notion.so/x-1)\n"
    "待查核 2：授權檔,待查核,,,TideKit 2 的授權檔已補上,,,低,Yes,簡報 (https://www.notion.so/x-1)\n"
)


def test_a_notion_database_is_read_by_its_rows_kinds():
    doc = extract(NOTION.encode(), "inbox/tern/2027-11-03-tidal-energy-brief.csv")
    assert doc.kind == "brief"
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2"), "tidekit 2": ("TideKit 2", "carried-over", "1.2")}
    assert {(s.number, s.name) for s in doc.section_names} == {("1.2", "渦輪尾流")}
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False), ("low", True)], "已解決 Yes settles it"
    statuses = {s.status for s in doc.sources if s.path == "inbox/petrel/2027-11-03-notes.md"}
    assert "empty-missing" in statuses, "`空的：path` says the file was empty"
    assert not any("notion.so" in u for m in doc.mentions for u in m.urls), "a column the same in every row"


ICS = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\n"
    "BEGIN:VEVENT\r\nUID:1@x\r\nDTSTAMP:20271103T220000Z\r\nSUMMARY:Hand-over from tern\r\n"
    "DESCRIPTION:Tidal energy brief\\, 3 November 2027\\nFrom: tern\\nSources read:\\n- inbox/petrel/20\r\n"
    " 27-11-03-notes.md\\n- work-queue.md\\nThat is all.\r\nEND:VEVENT\r\n"
    "BEGIN:VTODO\r\nUID:2@x\r\nDTSTAMP:20271103T220000Z\r\nSUMMARY:NET-new 1/1: WakeNet (arXiv:2711.02291)\r\n"
    "DESCRIPTION:Status: NET-new\\nSection: §1.2 Turbine Wakes\\nWake deficit error: 18%\r\n"
    "URL:https://arxiv.org/abs/2711.02291\r\nSTATUS:NEEDS-ACTION\r\nEND:VTODO\r\n"
    "BEGIN:VTODO\r\nUID:3@x\r\nDTSTAMP:20271103T220000Z\r\nSUMMARY:To verify 1: one flume\r\n"
    "DESCRIPTION:Risk high\\, open: WakeNet was measured in one flume only.\r\n"
    "STATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
)
ICS_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.ics"


def test_a_calendar_of_to_dos_is_read_as_its_records():
    assert detect(ICS.encode(), ICS_PATH) == "ical"
    doc = extract(ICS.encode(), ICS_PATH)
    assert (doc.kind, doc.date) == ("brief", dt.date(2027, 11, 3))
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {"2711.02291": ("WakeNet", "new", "1.2")}
    assert {s.path for s in doc.sources} >= {"inbox/petrel/2027-11-03-notes.md", "work-queue.md"}, "folded lines"
    assert [e.risk for e in doc.entries] == ["high"]
    from kgraph.extract.formats.ical import view

    folded = next(n for n, line in enumerate(ICS.split("\r\n"), 1) if line.startswith(" 27-11-03"))
    opened = next(n for n, line in enumerate(ICS.split("\r\n"), 1) if line.startswith("DESCRIPTION:Tidal"))
    assert view(ICS, ICS_PATH).continued[folded] == opened, "a folded line is part of its property's line"


def test_a_calendar_never_closed_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="BEGIN:VTODO is never ended"):
        extract(ICS.replace("END:VTODO\r\nEND:VCALENDAR\r\n", "").encode(), ICS_PATH)


def test_units_of_time_droplets_and_humidity():
    said = "lead time 3.4 h, droplet error 1.5 µm, mixing ratio error 0.6 g/kg, 提前 2.1 小時, 3 hours ago"
    assert [(f.value, f.unit) for f in figures_in(said)] == [(3.4, "h"), (1.5, "μm"), (0.6, "g/kg"), (2.1, "h")]


def test_sources_read_alone_over_a_list():
    brief = (
        "# Tidal energy brief, 3 November 2027\n\nFrom: tern\nSources read:\n"
        "- inbox/petrel/2027-11-03-notes.md (empty)\n- work-queue.md\n\n"
        "## NET-new\n- WakeNet (arXiv:2711.02291), §1.2\n"
    )
    doc = extract(brief.encode(), "inbox/tern/2027-11-03-tidal-energy-brief.md")
    assert {(s.path, s.status) for s in doc.sources} >= {
        ("inbox/petrel/2027-11-03-notes.md", "empty-missing"),
        ("work-queue.md", "cited"),
    }


def test_a_kind_column_of_statuses_or_ids_splits_no_table():
    from kgraph.extract.formats.typed import typed_tables
    from kgraph.extract.tree import View

    statuses = [
        "## arXiv 編號",
        "",
        "| arXiv 編號 | 類別 | 章節 |",
        "|---|---|---|",
        "| 2711.02291 | 淨增 |  |",
        "| 2710.09876 | 已錨入 | §1.1 |",
        "| 2710.09877 | 續用 | §1.2 |",
    ]
    view = View(statuses, list(range(1, len(statuses) + 1)))
    assert typed_tables(view).lines == statuses, "each row's status, one list"
    kinds = [
        "| # | 項目 | 類型 | 章節 |",
        "|---|---|---|---|",
        "| 1 | HeatDose | 論文（arXiv:3306.41228） | §1.1 |",
        "| 2 | SpawnTrack | 論文（arXiv:3306.43440） | §1.3 |",
        "| 3 | ThermoGrid 3 | 軟體釋出 | §1.1 |",
    ]
    view = View(kinds, list(range(1, len(kinds) + 1)))
    assert typed_tables(view).lines == kinds, "a kind cell holding the work's id is a field of its row"
