"""Four exports a team's briefs arrive in, read as what their writer wrote.

A Day One journal (JSON; its Markdown's backslash escapes taken away), a Facebook Messenger
conversation (JSON whose strings are UTF-8 bytes written as code points, messages newest first,
the writer the sender of most text), a web page saved as one MHTML file (its quoted-printable
HTML part; `From: <Saved by …>` is the browser, no author) and a LibreOffice Calc spreadsheet
(`.ods`; a row holding only a section names the section of the rows under it). Also here:
compound units (`千克/立方米`, `℃/米`, `m/s`), `NET-new items: 3` and `## 相鄰（1 項）` as the counts
they are.
"""

from __future__ import annotations

import json
import quopri
import subprocess
import sys
import zipfile
from io import BytesIO

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract, extract_text
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect

# -- Day One

DAYONE_TEXT = (
    "# Tidal energy brief, 3 November 2027\n\n"
    "**Baseline:** `organized/knowledge/tidal-energy.md` \\(version 2027\\-11\\-02\\)\n\n"
    "## NET\\-new\n"
    "### 1\\. WakeNet \\(arXiv:2711\\.02291\\)\n"
    "- **Section:** §1\\.2 Turbine Wakes\n"
    "- Wake deficit error: 18%\n"
    "- **Sources:** `inbox/petrel/2027-11-03-notes.md`\n"
)


def _dayone(text: str = DAYONE_TEXT) -> bytes:
    entry = {
        "uuid": "5C1E0A8E7D3B4F0C9A2B6D4E8F1A3C5B",
        "creationDate": "2027-11-03T08:10:00Z",
        "creationDevice": "Tern's MacBook",
        "richText": json.dumps({"contents": [{"text": "(the same text)"}]}),
        "text": text,
        "tags": ["tidal-energy", "brief"],
    }
    return json.dumps({"metadata": {"version": "1.0"}, "entries": [entry]}, indent=2).replace("/", "\\/").encode()


DAYONE_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.json"


def test_a_day_one_export_is_found_by_its_entries():
    assert detect(_dayone(), DAYONE_PATH) == "dayone"
    assert detect(json.dumps({"entries": [{"text": "x"}]}).encode(), DAYONE_PATH) == "json"


def test_a_day_one_entry_is_read_as_its_markdown_without_the_escapes():
    doc = extract(_dayone(), DAYONE_PATH)
    wake = next(m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment")
    assert (wake.name, wake.status, wake.section) == ("WakeNet", "new", "1.2")
    assert [(f.value, f.unit) for c in wake.claims for f in c.figures] == [(18.0, "%")]
    assert doc.baseline_path == "organized/knowledge/tidal-energy.md"
    text_line = _dayone().decode().split("\n").index(next(x for x in _dayone().decode().split("\n") if '"text"' in x))
    assert wake.line == text_line + 1  # (every line of the entry cites the line its `text` is on)


def test_a_day_one_export_cut_short_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="a Day One export that is not valid JSON"):
        extract(_dayone()[:-40], DAYONE_PATH)


# -- Messenger


def _mojibake(text: str) -> str:
    return text.encode("utf-8").decode("latin-1")


def _messenger(messages: list[tuple[str, int, str]]) -> bytes:
    body = {
        "participants": [{"name": _mojibake("林映辰")}, {"name": _mojibake("陳姿穎")}],
        "messages": [
            {"sender_name": _mojibake(who), "timestamp_ms": at, "content": _mojibake(text), "is_unsent": False}
            for who, at, text in sorted(messages, key=lambda m: -m[1])  # (newest first, as Facebook writes them)
        ],
        "title": _mojibake("潮汐能小組"),
    }
    return json.dumps(body, indent=2).encode("ascii")


MESSENGER = [
    (
        "林映辰",
        1000,
        "每日簡報：tidal-energy，2027年11月3日\n基線：organized/knowledge/tidal-energy.md（2027年11月2日版）",
    ),
    ("林映辰", 2000, "淨新增 1/1：WakeNet（arXiv:2711.02291）\n小節：§1.2 渦輪尾流\n數據：尾流虧損誤差 18%"),
    ("陳姿穎", 2500, "收到，FlowTrace（arXiv:2710.09876）我明天看"),
    ("林映辰", 3000, "待查核\n風險高，未解決：WakeNet 只在一個水槽測過"),
]
MESSENGER_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.json"


def test_a_messenger_export_is_read_in_order_as_its_writers_messages_decoded():
    data = _messenger(MESSENGER)
    assert detect(data, MESSENGER_PATH) == "messenger"
    doc, _ = extract_text(data, MESSENGER_PATH)
    wake = next(m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment")
    assert (wake.name, wake.status, wake.section) == ("WakeNet", "new", "1.2")
    assert doc.baseline_path == "organized/knowledge/tidal-energy.md"
    assert [e.items for e in doc.entries] == [["2711.02291"]]
    assert not [m for m in doc.mentions if m.key == "2710.09876"]  # (a teammate's reply, not the brief)
    why = {w for ws in doc.taken.values() for w in ws if w.startswith("left out")}
    assert any("not the writer" in w and "陳姿穎" in w for w in why)


def test_a_string_that_is_not_bytes_as_code_points_is_left_as_it_is():
    from kgraph.extract.formats.messenger import fixed

    assert fixed(_mojibake("已錨定")) == "已錨定"
    assert fixed("Zoë") == "Zoë"  # (Latin-1 text, not UTF-8 bytes: as written)


# -- MHTML


def _mhtml(html: str) -> bytes:
    encoded = quopri.encodestring(html.encode("utf-8")).decode("ascii")
    return (
        "From: <Saved by Blink>\nSubject: tidal-energy brief\nDate: Wed, 3 Nov 2027 08:10:00 +0800\n"
        'MIME-Version: 1.0\nContent-Type: multipart/related;\n\ttype="text/html";\n\tboundary="----B--"\n\n'
        "------B--\nContent-Type: text/html\nContent-Transfer-Encoding: quoted-printable\n"
        "Content-Location: https://wiki.example.org/tidal/2027-11-03\n\n"
        f"{encoded}\n------B----\n"
    ).encode("ascii")


PAGE = """<html><head><meta charset="utf-8"><title>潮汐能每日简报</title></head><body>
<h1>潮汐能每日简报（2027年11月3日）</h1>
<table><tr><th>基线</th><td><code>organized/knowledge/tidal-energy.mhtml</code>（2027-11-02 版）</td></tr></table>
<h2>净新增</h2>
<table><thead><tr><th>条目</th><th>小节</th><th>数据</th></tr></thead>
<tbody><tr><td>WakeNet（arXiv:2711.02291）</td><td>§1.2 涡轮尾流</td><td>叶片载荷误差 0.4千帕</td></tr></tbody></table>
</body></html>"""


def test_a_saved_web_page_is_read_as_its_html_and_the_browser_is_no_author():
    doc = extract(_mhtml(PAGE), "inbox/tern/2027-11-03-tidal-energy-brief.mhtml")
    wake = next(m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment")
    assert (wake.name, wake.section) == ("WakeNet", "1.2")
    assert [(f.value, f.unit) for c in wake.claims for f in c.figures] == [(0.4, "kPa")]
    assert doc.baseline_path == "organized/knowledge/tidal-energy.mhtml"
    assert doc.instance == "tern"


# -- LibreOffice Calc

_NS = (
    'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
    'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
    'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"'
)


def _row(*cells: str, repeat: int = 1) -> str:
    out = "".join(f"<table:table-cell><text:p>{c}</text:p></table:table-cell>" for c in cells)
    out += f'<table:table-cell table:number-columns-repeated="{repeat}"/>'
    return f"<table:table-row>{out}</table:table-row>"


def _ods(sheets: dict[str, list[str]], mimetype: str = "application/vnd.oasis.opendocument.spreadsheet") -> bytes:
    tables = "".join(f'<table:table table:name="{name}">{"".join(rows)}</table:table>' for name, rows in sheets.items())
    content = f"<office:document-content {_NS}><office:body><office:spreadsheet>{tables}</office:spreadsheet></office:body></office:document-content>"
    out = BytesIO()
    with zipfile.ZipFile(out, "w") as book:
        book.writestr("mimetype", mimetype, compress_type=zipfile.ZIP_STORED)
        book.writestr("content.xml", content)
        book.writestr("META-INF/manifest.xml", "<manifest/>")
    return out.getvalue()


LIVING = {
    "Living document": [
        _row("Living document: tidal-energy"),
        _row("Version: 2027-11-02"),
        _row("Item", "arXiv ID", "Status", "Anchored on", "Figures"),
        _row("§1.1 Tidal Resource Maps", "", "", "", ""),
        _row("FlowTrace", "2710.09876", "anchored", "2027-10-30", "Current speed error: 0.2 m/s"),
        _row("§1.2 Turbine Wakes", "", "", "", ""),
        _row("WakeNet", "2711.02291", "anchored", "2027-11-02", "Wake deficit error: 18%", repeat=1_000_000),
    ]
}


def test_a_spreadsheet_is_read_as_its_sheets_and_a_section_row_places_the_rows_below_it():
    data = _ods(LIVING)
    path = "organized/knowledge/tidal-energy.ods"
    assert detect(data, path) == "ods"
    doc = extract(data, path)
    placed = {m.key: (m.name, m.section) for m in doc.mentions if m.role == "living"}
    assert placed == {"2710.09876": ("FlowTrace", "1.1"), "2711.02291": ("WakeNet", "1.2")}
    flow = next(m for m in doc.mentions if m.key == "2710.09876" and m.role == "living")
    assert [(f.value, f.unit) for c in flow.claims for f in c.figures] == [(0.2, "m/s")]


def test_a_million_repeated_empty_cells_are_read_as_a_few():
    from kgraph.extract.formats.ods import MAX_REPEAT, view

    seen = view(_ods(LIVING), "living.ods")
    assert max(line.count("|") for line in seen.lines) <= MAX_REPEAT + 8


def test_a_zip_that_is_no_spreadsheet_is_refused_and_ingest_keeps_the_store(tmp_path):
    broken = _ods(LIVING)[:200]
    with pytest.raises(DocumentError):
        extract(broken, "organized/knowledge/tidal-energy.ods")
    folder = tmp_path / "organized" / "knowledge"
    folder.mkdir(parents=True)
    (folder / "tidal-energy.ods").write_bytes(_ods(LIVING))
    run = [sys.executable, "-m", "kgraph", "--store", str(tmp_path / "store")]
    first = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    (folder / "tidal-energy-2.ods").write_bytes(_ods(LIVING)[:300])
    second = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert second.returncode != 0 and "Traceback" not in second.stderr
    assert any("tidal-energy-2.ods" in line for line in second.stderr.splitlines())
    why = subprocess.run([*run, "why", "2711.02291"], capture_output=True, text=True, cwd=tmp_path)
    assert why.returncode == 0 and "tidal-energy.ods" in why.stdout


# -- units and counts


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("弱层密度误差 18千克/立方米", "kg/m³"),
        ("雪温梯度误差 1.5℃/米", "°C/m"),
        ("gradient error 1.5 °C/m", "°C/m"),
        ("density bias 40 kg/m³", "kg/m³"),
        ("current speed 0.2 m/s", "m/s"),
        ("剪力强度误差 0.4 千帕", "kPa"),
        ("rise 8.5 毫米/年", "mm/yr"),
    ],
)
def test_a_unit_over_a_unit_is_one_unit(text, unit):
    assert [f.unit for f in figures_in(text)] == [unit]


def test_net_new_items_labelled_are_the_increments_and_an_adjacent_title_counts_adjacent_items():
    doc = extract(
        "# Tidal energy brief 2027-11-03\n\nNET-new items: 1\n\n## NET-new\n\n"
        "- WakeNet (arXiv 2711.02291), §1.2, NET-new.\n\n## 相鄰（1 項）\n\n- TideScope（arXiv:2711.03302）\n",
        "inbox/tern/2027-11-03-tidal-energy-brief.md",
    )
    assert sorted((c.what, c.value) for c in doc.counts) == [("adjacent", 1), ("increments", 1)]
