"""A brief written as a slide deck (Marp-style Markdown): `# Part` title slides over `## Work`
slides, speaker notes in HTML comments, a `## To verify` slide after the last part's works, a
register table whose one column holds risk and state together, a glance slide with the id list,
and a table of the sections touched."""

from __future__ import annotations

from kgraph.extract import extract

DECK = """\
---
marp: true
title: Beekeeping brief 2027-06-02
author: finch
---

# Beekeeping brief

### 2 June 2027 · finch

Baseline `organized/knowledge/beekeeping.md` (version 2027-06-01)

---

## At a glance

- 2 increments (2 NET-new arXiv IDs)
- 1 adjacent
- NET-new IDs: 2706.01001, 2706.02002

---

## Sections touched

| § | Name |
| --- | --- |
| §1.1 | Hive Sensing |
| §2.3 | Swarm Forecasts |

---

# New this round

---

## HiveEar

- **NET-new** · §1.1 Hive Sensing
- arXiv [2706.01001](https://arxiv.org/abs/2706.01001)
- **18%** earlier queenless alerts

<!--
Hears a queenless colony from the hum alone. Already in the living document, some say.
-->

---

## SwarmCast

- **NET-new** · §2.3 Swarm Forecasts
- arXiv [2706.02002](https://arxiv.org/abs/2706.02002)

---

# Adjacent

---

## WaxScan

- Adjacent — not an increment
- arXiv [2706.03003](https://arxiv.org/abs/2706.03003)

---

## To verify

| Claim | Risk · state |
| --- | --- |
| HiveEar's alerts were tested on eleven hives in one apiary only | high · open |
| SwarmCast forecast code (raised yesterday): now public, numbers reproduced | low · ✅ resolved |

<!--
Resolved rows are dropped after this deck.
-->
"""

PATH = "inbox/finch/2027-06-02-beekeeping-brief.md"


def test_a_register_slide_after_the_last_parts_works_is_the_register_not_a_work():
    doc = extract(DECK, PATH)
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert set(works) == {"2706.01001", "2706.02002", "2706.03003"}
    assert works["2706.03003"].status == "adjacent"
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False), ("low", True)]
    assert doc.entries[0].items == ["2706.01001"]


def test_speaker_notes_are_not_read_into_what_is_around_them():
    doc = extract(DECK, PATH)
    hive = next(m for m in doc.mentions if m.key == "2706.01001" and m.role == "increment")
    assert hive.status == "new"  # (its note says `Already in the living document`)
    assert not doc.entries[0].resolved  # (the note after the register says `Resolved rows …`)


def test_a_glance_slides_id_list_is_the_id_list_and_names_no_work():
    doc = extract(DECK, PATH)
    listed = [m for m in doc.mentions if m.role == "arxiv-list"]
    assert sorted(m.key for m in listed) == ["2706.01001", "2706.02002"]
    assert not any("IDs" in m.name or "号" in m.name for m in doc.mentions)


def test_a_table_of_sections_names_them():
    doc = extract(DECK, PATH)
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Hive Sensing"), ("2.3", "Swarm Forecasts")}
