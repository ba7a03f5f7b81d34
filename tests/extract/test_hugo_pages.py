"""A Hugo page is read as its site shows it: TOML front matter (`+++` fences, `[params]` tables,
inline tables) as YAML front matter is, a `{{< ref "…" >}}` shortcode as the link's target, and a
link to a section of a document (`[§1.2 X](/organized/knowledge/x.md#s1-2)`) as the section it
names, not a file read. In a living document, an entry's description under its heading keeps the
list below it the entry's (`- 2.6× voltage screening speedup` is its figure, no work)."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
+++
title = "peat-hydrology brief — Jan 9, 2028"
date = 2028-01-09T21:00:00
tags = ["peat-hydrology"]

[params]
instance = "ibis"
baseline = "organized/knowledge/peat-hydrology.md"
counts = { net_new = 1, new_arxiv_ids = 1, carried_over = 0 }
+++

## NET-new

### 1. WaterTable-X

[arXiv 2801.04410](https://arxiv.org/abs/2801.04410) · suggested section [§1.2 Water Tables]({{< ref "/organized/knowledge/peat-hydrology.md#s1-2" >}}) · confidence high

- 0.8 cm water-table error

Read in `inbox/ibis/2028-01-09-notes.md`.
"""

LIVING = """\
# peat-hydrology living document

Version 2028-01-08.

## §1.1 Carbon Flux {#s1-1}

### FluxPeat

[arXiv 2801.01120](https://arxiv.org/abs/2801.01120) · anchored Jan 5, 2028 · card `paper_cards/9001-2801-01120.md`

Estimates methane flux from drained peat with tower data.

- 2.4× flux-map resolution gain
"""


def test_toml_front_matter_is_read_as_yaml_front_matter_is():
    doc = extract(BRIEF.encode(), "inbox/ibis/2028-01-09-peat-hydrology-brief.md")
    assert (doc.kind, doc.instance, doc.date) == ("brief", "ibis", dt.date(2028, 1, 9))
    assert doc.baseline_path == "organized/knowledge/peat-hydrology.md"
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 0), ("increments", 1), ("new-arxiv", 1)]


def test_a_link_to_a_section_names_the_section_and_no_file():
    doc = extract(BRIEF.encode(), "inbox/ibis/2028-01-09-peat-hydrology-brief.md")
    item = next(m for m in doc.mentions if m.role == "increment")
    assert (item.key, item.name, item.status, item.section) == ("2801.04410", "WaterTable-X", "new", "1.2")
    assert [s.path for s in item.sources] == ["inbox/ibis/2028-01-09-notes.md"]
    assert "organized/knowledge/peat-hydrology.md" not in {s.path for s in doc.sources if s.status != "baseline"}


def test_the_list_under_a_living_entry_and_its_description_is_the_entry_s():
    doc = extract(LIVING.encode(), "organized/knowledge/peat-hydrology.md")
    assert doc.kind == "living"
    figures = {m.key: [f.value for c in m.claims for f in c.figures] for m in doc.mentions if m.role == "living"}
    assert figures.get("2801.01120") == [2.4]
    assert all(P_key in ("2801.01120", "fluxpeat") for P_key in figures)
