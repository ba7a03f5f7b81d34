"""A living document's tables captioned with their section (`<caption>§1.1 Vision Encoders</caption>`)
hold that section's entries; a sentence that says a work was `already filed under §1.3` says it is
anchored there."""

from __future__ import annotations

from kgraph.extract import extract

PAGE = """<!DOCTYPE html>
<html><head><title>dunes living document (2029-05-03)</title></head>
<body>
<h1>dunes: living document</h1>
<table>
  <caption>§1.1 Crest Tracking</caption>
  <thead><tr><th>Work</th><th>arXiv</th><th>Anchored</th></tr></thead>
  <tbody><tr><td>ErgMap</td><td>2905.10009</td><td>2029-05-01</td></tr></tbody>
</table>
<table>
  <caption>§1.2 Wind Fields</caption>
  <thead><tr><th>Work</th><th>arXiv</th><th>Anchored</th></tr></thead>
  <tbody><tr><td>SandPulse</td><td>2905.10010</td><td>2029-05-02</td></tr></tbody>
</table>
</body></html>
"""


def test_a_table_captioned_with_a_section_holds_its_entries():
    doc = extract(PAGE.encode(), "organized/knowledge/dunes.html")
    entries = {m.key: (m.name, m.section) for m in doc.mentions if m.role == "living"}
    assert entries == {"2905.10009": ("ErgMap", "1.1"), "2905.10010": ("SandPulse", "1.2")}
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Crest Tracking"), ("1.2", "Wind Fields")}


def test_already_filed_under_a_section_is_anchored():
    text = (
        "# dunes brief 2029-05-04\n\nAuthor: ibex\n\n## Notes\n\n"
        "**ErgMap** (arXiv 2905.10009) was already filed under §1.1 on May 1, so nothing to add today.\n"
    )
    doc = extract(text.encode(), "inbox/ibex/2029-05-04-dunes-brief.md")
    [work] = [m for m in doc.mentions if m.key == "2905.10009"]
    assert (work.status, work.status_date.isoformat(), work.section) == ("anchored", "2029-05-01", "1.1")
