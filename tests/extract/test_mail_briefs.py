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


LIVING_MAIL = b"""From: warehouse knowledge base <kb@briefs.example.org>
Subject: [warehouse] Living document, version of 8 March 2027
Date: Mon, 08 Mar 2027 22:00:00 +0000
Content-Type: text/plain; charset=utf-8

This is the living document of the warehouse topic, version of 8 March 2027.

\xc2\xa71.1 Stocktaking holds PickNet (arXiv 2703.00333), anchored on 7
March 2027. It ranks pick paths by congestion; pick rate goes up 12%.
Source: paper_cards/5101-2703-00333.md.

The other sections have nothing anchored yet.
"""


def test_a_living_document_written_as_prose_holds_its_entries():
    doc = extract(LIVING_MAIL, "organized/knowledge/warehouse.eml")
    pick = next(m for m in doc.mentions if m.role == "living")
    assert (pick.key, pick.name, pick.section, str(pick.status_date)) == ("2703.00333", "PickNet", "1.1", "2027-03-07")
    assert [s.path for s in pick.sources] == ["paper_cards/5101-2703-00333.md"]
    assert [f.value for c in pick.claims for f in c.figures] == [12.0]
