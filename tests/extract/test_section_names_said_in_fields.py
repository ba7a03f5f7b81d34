"""A brief names a section of the living document wherever it gives a number its name: in a front
matter mapping (`sections: {"1.2": "Name"}`), in an item's section field with the name in brackets
(`Section: 1.2 (Name)`), in a status that suggests the section (`suggested section §1.2 Name`).
Each is a section name, so a brief that renames a section is caught drifting."""

from __future__ import annotations

from kgraph.extract import extract

FRONT_MATTER = """\
---
date: 2027-04-14
author: plover
topic: geodesy
sections:
  "1.1": "Gravity Models"
  "1.2": "Crustal Motion Estimates"
---

# Geodesy brief

## New

### TideFit

- arXiv: 2704.03311
- Status: new
- Section: 1.2
"""

FIELD_IN_BRACKETS = """\
# Geodesy brief, 2027-04-15

Author: plover

## New

### TideFit

arXiv: 2704.03311
Status: new
Section: 1.2 (Crustal Motion Estimates)
"""

SUGGESTED_IN_STATUS = """\
# Geodesy brief, 2027-04-16

Author: plover

## New

- TideFit (arXiv 2704.03311)
  - Status: new in this brief, suggested section §1.2 Crustal Motion Estimates
"""


def _names(text: str, day: str) -> list[tuple[str, str]]:
    doc = extract(text.encode(), f"inbox/plover/2027-04-{day}-geodesy-brief.md")
    return [(s.number, s.name) for s in doc.section_names]


def test_a_front_matter_mapping_of_sections_names_each():
    assert _names(FRONT_MATTER, "14") == [("1.1", "Gravity Models"), ("1.2", "Crustal Motion Estimates")]


def test_a_section_field_with_its_name_in_brackets_names_it():
    assert ("1.2", "Crustal Motion Estimates") in _names(FIELD_IN_BRACKETS, "15")


def test_a_status_that_suggests_a_section_names_it():
    assert ("1.2", "Crustal Motion Estimates") in _names(SUGGESTED_IN_STATUS, "16")


def test_prose_that_only_mentions_a_section_names_none():
    text = SUGGESTED_IN_STATUS.replace("suggested section §1.2 Crustal Motion Estimates", "see §1.2 for the others")
    assert _names(text, "16") == []


UNDER_AN_ITEM = """\
# Geodesy brief, 2027-04-17

Author: plover

**New**

1. **TideFit** (arXiv 2704.03311): fits ocean loading
   - NET-new · suggested for §1.3 地壳形变与负载. Reported by the authors.
"""


def test_a_line_under_an_item_that_suggests_a_section_names_all_its_words():
    assert _names(UNDER_AN_ITEM, "17") == [("1.3", "地壳形变与负载")]


def test_a_living_documents_list_of_sections_may_put_a_colon_after_the_number():
    text = "# Geodesy: living document\n\nUpdated 2027-04-13.\n\n- §1.1: Gravity Models\n- §1.2 Crustal Motion\n"
    doc = extract(text.encode(), "organized/knowledge/geodesy.md")
    assert {(s.number, s.name) for s in doc.section_names} == {("1.1", "Gravity Models"), ("1.2", "Crustal Motion")}


def test_a_note_in_brackets_after_the_section_is_no_name():
    text = FIELD_IN_BRACKETS.replace(
        "Section: 1.2 (Crustal Motion Estimates)", 'Section: §1.2（TideFit 条目补"已合入"）'
    )
    assert _names(text, "15") == []


KEYED = """\
GEODESY BRIEF
=============
date = 2027-04-18
author = plover

1) Sections
   s1.1 = Gravity Models
   sec. 1.2: Crustal Motion

2) Items
   2.1) TideFit
      arxiv = 2704.03311
      status = NET-new
      section = 1.2
"""


def test_a_section_number_written_as_a_key_names_it():
    doc = extract(KEYED.encode(), "inbox/plover/2027-04-18-geodesy-brief.txt")
    assert {(s.number, s.name) for s in doc.section_names} == {("1.1", "Gravity Models"), ("1.2", "Crustal Motion")}


def test_a_living_entrys_section_field_may_give_the_bare_number():
    text = KEYED.replace("GEODESY BRIEF", "GEODESY LIVING").replace("NET-new", "anchored")
    doc = extract(text.encode(), "organized/knowledge/geodesy.txt")
    assert [(m.key, m.section) for m in doc.mentions if m.role == "living"] == [("2704.03311", "1.2")]
