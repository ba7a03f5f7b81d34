"""Pandoc's Markdown: grid tables (`+---+` borders, `+===+` under the header, cells wrapped over
lines) are tables whose rows are read whole; fenced divs (`::: warning`, Quarto's
`::: {.callout-warning}` with its title as a heading inside) are callouts, a div with no class
(`::: {#refs}`) only its content; `[arXiv:…](…) [@key]. Proposed section: §1.2 X.` gives the
section; a paragraph after an item's one-line field is a point of the item, its figure a claim;
a `| metric | 34% |` row under an item states a figure."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.asciitable import grid_tables

BRIEF = """\
---
title: "glacier brief, 4 May 2029"
author: stoat
date: 2029-05-04
---

# NET-new

## 1. MoraineNet

[arXiv:2905.11223](https://arxiv.org/abs/2905.11223) [@moraine2029]. Proposed section: §1.2 Outburst Warnings. Confidence: **high**.[^c]

Spots failing moraine dams in radar stacks weeks ahead of a breach.

+----------------------+-------+
| Metric               | Value |
+======================+=======+
| early warning gain   | 41%   |
+----------------------+-------+

# Carried over

+-----------+------------------+-------------------+--------------+-------------------------+
| Item      | Link             | Section           | Status       | Note                    |
+===========+==================+===================+==============+=========================+
| LakeSat   | arXiv:2905.10001 | §1.1 Lake         | carried over | Only the authors' own   |
|           |                  | Mapping           |              | runs. Reported mapping  |
|           |                  |                   |              | recall: 88%.            |
+-----------+------------------+-------------------+--------------+-------------------------+
| SeepWatch | arXiv:2905.10002 | §1.3 Seepage      | anchored 2   | Anchored by the last    |
|           |                  |                   | May 2029     | relay.                  |
+-----------+------------------+-------------------+--------------+-------------------------+

# To verify

::: warning
**Open, high risk.** MoraineNet was tested on one valley's radar stack only.
:::

::: {#refs}
:::

[^c]: As the relay grades it.
"""

QUARTO = """\
# glacier brief 2029-05-04

Author: curlew

## NET-new

- **MoraineNet** ([arXiv:2905.11223](https://arxiv.org/abs/2905.11223)), NET-new.

## To verify

::: {.callout-warning}
## To verify (High risk)

MoraineNet: one valley only; a second basin is promised for the autumn.
:::
"""


def test_a_grid_table_is_one_table_its_rows_read_whole():
    lines = ["+----+-------+", "| a  | b     |", "+====+=======+", "| x  | one   |", "|    | two   |", "+----+-------+"]
    out, moved = grid_tables(lines)
    assert out == ["", "| a | b |", "| --- | --- |", "| x | one two |", "| --- | --- |", ""]
    assert moved == {5: 4}


def test_a_grid_table_without_a_header_rule_is_left_as_written():
    lines = ["+----+-----+", "| a  | b   |", "+----+-----+"]
    assert grid_tables(lines) == (lines, {})


def test_pandoc_markdown_brief():
    doc = extract(BRIEF.encode(), "inbox/stoat/2029-05-04-glacier-brief.md")
    assert (doc.kind, doc.instance) == ("brief", "stoat")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    new = items["2905.11223"]
    assert (new.status, new.section, new.section_name) == ("new", "1.2", "Outburst Warnings")
    assert [(f.value, f.unit) for c in new.claims for f in c.figures] == [(41.0, "%")]
    carried = items["2905.10001"]
    assert (carried.name, carried.status, carried.section) == ("LakeSat", "carried-over", "1.1")
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Lake Mapping"), ("1.2", "Outburst Warnings")}
    assert [(f.value, f.metric) for c in carried.claims for f in c.figures] == [(88.0, "mapping recall")]
    assert items["2905.10002"].status == "anchored"
    [entry] = doc.entries
    assert (entry.risk, entry.resolved) == ("high", False)
    assert "one valley" in entry.text and "2905.11223" in entry.items


def test_a_quarto_callout_titled_by_its_heading_names_its_work():
    doc = extract(QUARTO.encode(), "inbox/curlew/2029-05-04-glacier-brief.qmd")
    [entry] = doc.entries
    assert entry.risk == "high"
    assert "one valley only" in entry.text and "To verify" not in entry.text
    assert "2905.11223" in entry.items


def test_a_grid_table_in_plain_text_is_read_whole_too():
    start = BRIEF.index("# Carried over")
    text = "glacier brief, 4 May 2029\n\nAuthor: takin\n\n" + BRIEF[start : BRIEF.index("# To verify")]
    doc = extract(text.encode(), "inbox/takin/2029-05-04-glacier-brief.txt")
    rows = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert rows["2905.10001"].section == "1.1"
    assert [(f.value, f.metric) for c in rows["2905.10001"].claims for f in c.figures] == [(88.0, "mapping recall")]
    assert (rows["2905.10002"].status, rows["2905.10002"].status_date.isoformat()) == ("anchored", "2029-05-02")
