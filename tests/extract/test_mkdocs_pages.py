"""A brief written as a page of an MkDocs Material site: attribute lists after headings and links
(`### HiveEar { #hiveear .net-new }`), admonitions (`!!! warning "Title"` over an indented body)
as the register's entries, content tabs (`=== "Carried over"`) over indented tables, an
emphasised risk opening a register paragraph, and a living page whose entries' fields are bold
list labels (`- **Card:** paper_cards/…`)."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats.markdown import _blocks_by_indent

BRIEF = """\
---
title: "beekeeping brief, 2027-06-08"
date: 2027-06-08
authors:
  - heron
---

# beekeeping · daily brief

**Baseline:** [organized/knowledge/beekeeping.md](../../organized/knowledge/beekeeping.md) (version of 2027-06-07)

## NET-new increments

### HiveEar { #hiveear .net-new }

[arXiv 2706.01001](https://arxiv.org/abs/2706.01001){ .md-button }

| Field | Value |
|---|---|
| Status | NET-new |
| Section | §1.1 Hive Sensing |
| Figures | 18% earlier queenless alerts |

## Carried over and adjacent

=== "Carried over (1)"

    | Item | Link | Status | Section |
    |---|---|---|---|
    | WaxScan | [2706.03003](https://arxiv.org/abs/2706.03003) | anchored 2027-06-02 | §1.1 Hive Sensing |

## To verify

!!! warning "HiveEar"

    HiveEar's alerts were tested in a single apiary; nobody has run them on other hives

    *High risk.*

*Risk low, resolved.* WaxScan: the comb images are now public.
"""

LIVING = """\
# beekeeping: living knowledge document

Version of 2027-06-07.

## §1.1 Hive Sensing { #sec-1-1 }

### WaxScan { #waxscan }

- **arXiv:** [2706.03003](https://arxiv.org/abs/2706.03003)
- **Anchored:** 2027-06-02
- **Card:** `paper_cards/2001-2706-03003.md`
"""


def test_attribute_lists_admonitions_and_tabs_read_as_what_they_hold():
    doc = extract(BRIEF, "inbox/heron/2027-06-08-beekeeping-brief.md")
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert {k: (m.name, m.status, m.section) for k, m in works.items()} == {
        "2706.01001": ("HiveEar", "new", "1.1"),
        "2706.03003": ("WaxScan", "anchored", "1.1"),
    }
    assert [(e.items, e.risk, e.resolved) for e in doc.entries] == [
        (["2706.01001"], "high", False),
        (["2706.03003"], "low", True),
    ]


def test_a_living_pages_bold_labels_are_its_entries_fields():
    doc = extract(LIVING, "organized/knowledge/beekeeping.md")
    (wax,) = [m for m in doc.mentions if m.role == "living"]
    assert (wax.key, wax.name, wax.section, wax.status_date) == ("2706.03003", "WaxScan", "1.1", dt.date(2027, 6, 2))
    assert [s.path for s in wax.sources] == ["paper_cards/2001-2706-03003.md"]


def test_an_indented_block_ends_where_its_indent_does():
    lines = ['!!! note "A"', "", "    body", "", "after", '=== "Tab"', "", "    | a |", "", "    | b |", "outside"]
    assert _blocks_by_indent(lines) == [
        "> [!note] A",
        ">",
        "> body",
        "",
        "after",
        "**Tab**",
        "",
        "| a |",
        "",
        "| b |",
        "outside",
    ]
