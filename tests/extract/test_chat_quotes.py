"""Chat digests with quoted lines: one line per work (`:new: @ann: X (id) is new, …`) with quoted
lines under it, works without an id named by their kind in brackets (`Name (release)`), and a
living document pinned in the channel whose sections are bold lines."""

from __future__ import annotations

from kgraph.extract import extract

DIGEST = """\
# #warehouse-briefs · daily digest · Tue 9 Mar 2027

**@ann** posted today's warehouse brief
baseline `organized/knowledge/warehouse.md` (version 03-08)

**tally:** 2 main increments · 1 carried over

:new: @ann: BinPacker (2703.01111) is new, goes in §1.2 Pick Planning.
> orders boxes for loading with a graph network
> load factor gain 8%
> :paperclip: `inbox/ann/2027-03-09-notes.md`

:new: @ann: ShelfCam 2 (release) is new, goes in §1.1 Stocktaking.
> <https://example.org/shelfcam/releases/2.0>
> scan time cut 41%
> :paperclip: `inbox/bo/2027-03-09-notes.md`

:repeat: @ann: DockSim (2703.00444) carried over, §2.1 Dock Scheduling, anchored 03-07.
> already in the living document
> the baseline BinPacker compares against

**new arXiv ids:** 2703.01111
"""

LIVING = """\
# :pushpin: #warehouse · pinned: living doc
`organized/knowledge/warehouse.md` · version 2027-03-08

**§1.1 Stocktaking**
:white_check_mark: PickNet (2703.00333) anchored 2027-03-07
> ranks pick paths by congestion
> pick rate gain 12%
> :paperclip: `paper_cards/5101-2703-00333.md`

**§2.1 Dock Scheduling**
_(empty)_
"""


def _by_key(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent", "living")}


def test_a_quoted_line_under_a_work_is_not_a_part_heading():
    """`> already in the living document` under DockSim's line used to start a part of its own
    (its words are a part heading's), and the works after it lost their records."""
    doc = extract(DIGEST, "inbox/ann/2027-03-09-warehouse-brief.md")
    dock = _by_key(doc)["2703.00444"]
    assert (dock.status, dock.section, dock.status_date.isoformat()) == ("carried-over", "2.1", "2027-03-07")


def test_a_work_named_by_its_kind_in_brackets_is_an_item():
    doc = extract(DIGEST, "inbox/ann/2027-03-09-warehouse-brief.md")
    cam = _by_key(doc).get("shelfcam 2")
    assert cam is not None, [m.key for m in doc.mentions]
    assert (cam.name, cam.status, cam.section) == ("ShelfCam 2", "new", "1.1")
    assert cam.urls == ["https://example.org/shelfcam/releases/2.0"]
    assert [s.path for s in cam.sources] == ["inbox/bo/2027-03-09-notes.md"]
    # the count of increments is met: no count-mismatch for a work the brief does list
    assert len([m for m in doc.mentions if m.role == "increment" and m.status == "new"]) == 2


def test_a_figure_on_a_line_of_its_own_takes_its_metric_from_that_line():
    """The quoted line above (`… with a graph network`) is not part of the metric."""
    doc = extract(DIGEST, "inbox/ann/2027-03-09-warehouse-brief.md")
    figures = [f for c in _by_key(doc)["2703.01111"].claims for f in c.figures]
    assert [(f.metric, f.value) for f in figures] == [("load factor gain", 8.0)]


def test_a_figure_in_hard_wrapped_prose_keeps_the_words_of_the_line_above():
    text = DIGEST.replace(
        "> orders boxes for loading with a graph network\n> load factor gain 8%",
        "> orders boxes for loading and raises the load\n> factor by 8%",
    )
    doc = extract(text, "inbox/ann/2027-03-09-warehouse-brief.md")
    figures = [f for c in _by_key(doc)["2703.01111"].claims for f in c.figures]
    assert len(figures) == 1 and "load" in figures[0].metric


def test_a_living_documents_bold_section_lines_and_quoted_entry_lines():
    doc = extract(LIVING, "organized/knowledge/warehouse.md")
    pick = _by_key(doc)["2703.00333"]
    assert (pick.name, pick.section, pick.status_date.isoformat()) == ("PickNet", "1.1", "2027-03-07")
    assert [s.path for s in pick.sources] == ["paper_cards/5101-2703-00333.md"]
    assert [(f.metric, f.value) for c in pick.claims for f in c.figures] == [("pick rate gain", 12.0)]
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Stocktaking"), ("2.1", "Dock Scheduling")}
