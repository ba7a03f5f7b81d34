"""A Logseq page (an outliner writes every block as a list item): page properties `key:: value`
each a field of their own, a block that is a heading (`- ## NET-new`) a heading, the blocks
under it the part's items with their properties; `3 NET-new` alone counts the increments."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.markdown import view

PAGE = """\
type:: [[daily brief]]
author:: [[plover]]
date:: [[Apr 14th, 2027]]
declared:: 2 NET-new (2 new arXiv IDs), 1 adjacent, 1 carried over, and a long tail of words to make it wrap
tags:: geodesy, brief

- Daily brief by [[plover]] for the geodesy relay.
- ## NET-new
\t- **1. TideFit** · arXiv [2704.03311](https://arxiv.org/abs/2704.03311) #NET-new
\t  section:: §1.2 Crustal Motion
\t  read-in:: `inbox/heron/2027-04-14-notes.md`
\t\t- loading residual reduction: 14%
\t- **2. GravGrid** · arXiv [2704.05520](https://arxiv.org/abs/2704.05520) #NET-new
\t  section:: §1.1 Gravity Models
- ## Adjacent
\t- QuakeTag · arXiv [2704.06610](https://arxiv.org/abs/2704.06610) #adjacent
- ## Carried over
\t- SlipMap · arXiv [2704.01190](https://arxiv.org/abs/2704.01190) · carried over
"""
PATH = "inbox/plover/2027-04-14-geodesy-brief.md"


def test_page_properties_stay_one_per_line_and_a_bulleted_heading_is_a_heading():
    lines = view(PAGE).lines
    assert lines[4] == "tags: geodesy, brief"
    assert lines[7] == "## NET-new" and lines[14] == "## Adjacent"


def test_the_blocks_under_a_heading_block_are_its_items():
    doc = extract(PAGE.encode(), PATH)
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert items == {
        "2704.03311": ("TideFit", "new", "1.2"),
        "2704.05520": ("GravGrid", "new", "1.1"),
        "2704.06610": ("QuakeTag", "adjacent", None),
        "2704.01190": ("SlipMap", "carried-over", None),
    }
    (tide,) = [m for m in doc.mentions if m.key == "2704.03311" and m.role == "increment"]
    assert [s.path for s in tide.sources] == ["inbox/heron/2027-04-14-notes.md"]


def test_net_new_alone_counts_increments():
    doc = extract(PAGE.encode(), PATH)
    assert sorted((c.what, c.value) for c in doc.counts) == [
        ("adjacent", 1),
        ("carried-over", 1),
        ("increments", 2),
        ("new-arxiv", 2),
    ]
