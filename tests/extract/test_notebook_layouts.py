"""Notes kept in a Markdown notebook: `key :: value` fields, a living document whose works are
headings `### id — Name` under one `## Works` heading (each saying its own section), and a brief
whose declared counts stand under `## Tally`."""

from __future__ import annotations

from kgraph.extract import extract

LIVING = """\
# 2027-03-08 — warehouse living document

## Sections in use

- §1.1 :: Stocktaking
- §1.2 :: Pick Planning

## Works

### 2703.00333 — PickNet

Note to self: ranks pick paths by congestion.

- status :: anchored
- section :: §1.1 Stocktaking
- anchored :: 2027-03-07
- sources ::
  - [card](paper_cards/5101-2703-00333.md)
"""

BRIEF = """\
# 2027-03-09 — warehouse brief

## New

- BinPacker (2703.01111) :: NET-new, §1.2 Pick Planning

## Tally

- increments :: 1
- carried-over :: 0
- new arXiv ids :: 2703.01111
"""


def test_a_living_heading_that_names_a_work_by_its_id_is_its_entry():
    doc = extract(LIVING, "organized/knowledge/warehouse.md")
    pick = next(m for m in doc.mentions if m.role == "living")
    assert (pick.key, pick.name, pick.section, str(pick.status_date)) == ("2703.00333", "PickNet", "1.1", "2027-03-07")
    assert [s.path for s in pick.sources] == ["paper_cards/5101-2703-00333.md"]  # the nested list under `sources ::`


def test_a_tally_part_holds_counts_and_the_id_lists_label_is_no_name():
    doc = extract(BRIEF, "inbox/ann/2027-03-09-warehouse-brief.md")
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 0), ("increments", 1)]
    assert {m.key for m in doc.mentions if m.role == "increment"} == {"2703.01111"}  # no `3` or `new-arxiv` work
    assert {m.name for m in doc.mentions if m.key == "2703.01111"} <= {"BinPacker", ""}
