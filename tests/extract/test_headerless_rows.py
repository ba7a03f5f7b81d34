"""Tables without a header row, read cell by cell: a living document's rows outside any section
heading are its entries (a row with no id names its work in its first title cell, its section
in a `§1.3 Name` cell, its anchoring date in a status cell), and a brief's rows record the
section names they give, so section-name drift between documents is seen."""

from __future__ import annotations

from kgraph.extract import extract

LIVING = """\
Living knowledge document · apiary · version 2027-03-08

| 2703.02002 | HiveMind | anchored on 2027-03-01 in §1.1 | §1.1 Colonies | 12% count error | high | paper_cards/0102-2703-02002.md | https://arxiv.org/abs/2703.02002 |
| Apiary Pi kit | https://example.org/apiary-pi | anchored on 2027-03-04 in §1.3 | §1.3 Hive software |   | medium | inbox/ana/2027-03-04-notes.md |   |
"""

SECTION_LIST = """\
Living knowledge document · apiary · version 2027-03-08

| §1.1 | Colonies |
| §1.3 | Hive software |

## §1.1 Colonies

- HiveMind (arXiv:2703.02002), anchored 2027-03-01.
"""

BRIEF = """\
apiary daily brief · 2027-03-09 · ana
| baseline | organized/knowledge/apiary.txt (2027-03-08) |

New
| 2703.07007 | SwarmCast | NET-new | §1.3 Hive software and sensors | 9% false alarms | high | inbox/ana/2027-03-09-notes.md | https://arxiv.org/abs/2703.07007 |
"""


def test_headerless_rows_outside_sections_are_living_entries():
    doc = extract(LIVING.encode(), "organized/knowledge/apiary.txt")
    living = {m.key: m for m in doc.mentions if m.role == "living"}
    hive = living["2703.02002"]
    assert (hive.name, hive.section, str(hive.status_date)) == ("HiveMind", "1.1", "2027-03-01")
    assert [s.path for s in hive.sources] == ["paper_cards/0102-2703-02002.md"]
    assert hive.claims and hive.claims[0].figures
    kit = living["apiary pi kit"]
    assert (kit.name, kit.section, str(kit.status_date)) == ("Apiary Pi kit", "1.3", "2027-03-04")
    assert [s.path for s in kit.sources] == ["inbox/ana/2027-03-04-notes.md"]
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Colonies"), ("1.3", "Hive software")}


def test_a_table_listing_sections_names_no_work():
    doc = extract(SECTION_LIST.encode(), "organized/knowledge/apiary.txt")
    assert {m.key for m in doc.mentions if m.role == "living"} == {"2703.02002"}


def test_a_brief_row_records_the_section_name_it_gives():
    doc = extract(BRIEF.encode(), "inbox/ana/2027-03-09-apiary-brief.txt")
    (swarm,) = [m for m in doc.mentions if m.key == "2703.07007" and m.role == "increment"]
    assert swarm.section == "1.3"
    assert ("1.3", "Hive software and sensors") in {(s.number, s.name) for s in doc.section_names}
