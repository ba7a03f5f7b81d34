"""A plain text written as runs of `key: value` lines (a log, a YAML-like dump): each run that
names a work is its item with its fields, a run opened by a register word a register entry."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """# digest log, vision
date: 2026-12-09
instance: kestrel
baseline: organized/knowledge/vision.txt
declared_increments: 2
new_arxiv_list: 2612.30011, 2612.30022

---
record: 1
work: TileFuse
type: paper
arxiv: 2612.30011
status: new
section: 2.1 (Encoders)
source: inbox/ada/2026-12-09-notes.md
figure: 41% | fewer visual tokens
---
record: 2
arxiv: 2612.30033
work: ReelMem
status: anchored
section: 2.2 (Video)
anchored_on: 2026-12-01
---
record: 3
work: EchoAlign
arxiv: 2612.30022
status: new
section: 2.3 (Audio)
---
verify: 1
concerns: TileFuse (2612.30011)
risk: high
state: open
claim: the token reduction is measured on one benchmark only
"""

LIVING = """# living document, vision
version: 2026-12-08

---
record: 1
work: PeekNet
arxiv: 2612.30044
status: anchored
section: 2.1 (Encoders)
anchored_on: 2026-11-29
"""


def test_a_log_of_key_value_records_reads_as_items_fields_and_a_register_entry():
    doc = extract(BRIEF, "inbox/kestrel/2026-12-09-vision-brief.txt")
    assert doc.kind == "brief"
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2612.30011": ("TileFuse", "new", "2.1"),
        "2612.30033": ("ReelMem", "anchored", "2.2"),  # its id before its name: one work still
        "2612.30022": ("EchoAlign", "new", "2.3"),
    }
    tile = next(m for m in doc.mentions if m.key == "2612.30011" and m.role == "increment")
    assert [(f.value, f.unit) for c in tile.claims for f in c.figures] == [(41.0, "%")]
    assert [s.path for s in tile.sources] == ["inbox/ada/2026-12-09-notes.md"]
    [entry] = doc.entries
    assert (entry.items, entry.risk, entry.resolved) == (["2612.30011"], "high", False)
    assert entry.text.startswith("the token reduction")
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 2)}  # `declared_increments`, snake_case
    # the list's label is no work's name
    assert not any(m.name == "new arxiv list" for m in doc.mentions)


def test_a_living_document_of_records_gives_each_its_section_and_date():
    doc = extract(LIVING, "organized/knowledge/vision.txt")
    [entry] = [m for m in doc.mentions if m.role == "living"]
    assert (entry.key, entry.name, entry.section, entry.status_date) == (
        "2612.30044",
        "PeekNet",
        "2.1",
        dt.date(2026, 11, 29),
    )


def test_field_lines_right_under_an_item_stay_that_items_fields():
    text = (
        "增量 1：CoRun（arXiv:2608.14376）\n来源: inbox/jay/2026-08-20-notes.md\n"
        "URL: https://arxiv.org/abs/2608.14376\narXiv: 2608.14376\n要点: 吞吐提升 15–324%\n"
    )
    from kgraph.extract.formats.text import view

    assert "## Items" not in view("预消化简报 2026-08-20\n\n" + text).lines  # (its line is a `key: value` too)
    [item] = [m for m in extract("预消化简报 2026-08-20\n\n" + text, "inbox/x/a.txt").mentions if m.role == "increment"]
    assert (
        item.name == "CoRun" and item.line == 3 and [s.path for s in item.sources] == ["inbox/jay/2026-08-20-notes.md"]
    )
