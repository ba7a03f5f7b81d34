"""A brief sent as a plain-text mail: the baseline named in a sentence, one numbered item,
carried works with `still not anchored`, a register of `[high]`/`[resolved]` lines wrapped
onto the next line, and the files read listed over two lines."""

from __future__ import annotations

from kgraph.extract import extract

MAIL = b"""From: ann <ann@briefs.example.org>
To: warehouse-briefs@lists.example.org
Subject: [warehouse] Daily brief for Tue 9 Mar 2027
Date: Tue, 09 Mar 2027 21:10:00 +0000
Content-Type: text/plain; charset="utf-8"

Hi all,

today's warehouse brief (window 2027-03-08 21:00 -> 2027-03-09
21:00), written against organized/knowledge/warehouse.md as of
2027-03-08.

Counts: 1 increment, 2 carried over.

1) BinPacker -- arXiv:2703.01111, NET-new, suggest \xc2\xa71.2 Pick Planning
   (confidence high).

Already anchored / carried over:
 - PickNet (arXiv:2703.00333): anchored Mar 7, \xc2\xa71.1 Stocktaking
 - DockSim (arXiv:2703.00444): still not anchored, \xc2\xa72.1 Dock
   Scheduling

Still to verify:
 [high] DockSim queue model tested on one dock only; nobody has
 tried a second
 [resolved] PickNet code (not public, raised 03-08): released
 on the authors' page

Read for this brief: inbox/bo/2027-03-09-notes.md,
paper_cards/5111-2703-01111.md, work-queue.md.

Cheers,
ann
"""


def _doc():
    return extract(MAIL, "inbox/ann/2027-03-09-warehouse-brief.eml")


def test_a_living_documents_path_in_the_opening_sentence_is_the_baseline():
    assert _doc().baseline_path == "organized/knowledge/warehouse.md"


def test_one_numbered_item_in_a_brief_that_declares_one_increment_is_an_item():
    works = {m.key: (m.name, m.status, m.section) for m in _doc().mentions if m.role == "increment"}
    assert works["2703.01111"] == ("BinPacker", "new", "1.2")


def test_still_not_anchored_is_not_anchored():
    works = {m.key: m.status for m in _doc().mentions if m.role == "increment"}
    assert (works["2703.00333"], works["2703.00444"]) == ("anchored", "not-anchored")


def test_lines_opening_with_a_bracketed_risk_or_state_are_register_entries():
    entries = [(e.risk, e.resolved, e.text) for e in _doc().entries]
    assert len(entries) == 2
    assert entries[0][:2] == ("high", False) and "tried a second" in entries[0][2]
    assert entries[1][1] is True and "released" in entries[1][2]


def test_the_files_read_wrapped_onto_the_next_line_are_all_sources():
    read = {s.path for s in _doc().sources if s.status != "baseline"}
    assert {"inbox/bo/2027-03-09-notes.md", "paper_cards/5111-2703-01111.md", "work-queue.md"} <= read
