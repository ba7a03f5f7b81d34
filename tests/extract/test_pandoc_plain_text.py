"""pandoc's plain-text output: a multiline table (a dash rule above and below, rows apart by blank
lines, cells wrapped) is read a row at a time, its cells cut where the rule's columns start in the
text as written (runs of blanks are shortened before reading); a link's footnote (`TowerFlux[1]`
with `[1] https://…` at the end) is the link, written where it is marked, and the notes are no id
list; a note that says something (`notes.md[1]` with `[1] Read, but empty: …`) is said where it
is marked; a definition list's term over a definition that opens with its link is one record of
the work; and a paragraph under the register that states its own risk and state is an entry."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.asciitable import multiline_tables

BRIEF = """\
dune-migration brief for 4 May 2029
ibex
2029-05-04

Sources read

- inbox/oryx/2029-05-04-notes.md
- inbox/lynx/2029-05-04-notes.md[1]

Carried over and anchored

  -------------------------------------------------------------------
  Item             Section        Status         Note
  ---------------- -------------- -------------- --------------------
  ErgMap[2]        §1.1 Crest     carried over   The authors' own
                   Tracking                      slides. Reported
                                                 crest error
                                                 reduction: 21%.

  SandPulse[3]     §1.2 Wind      anchored 2     Anchored last night.
                   Fields         May
  -------------------------------------------------------------------

To verify

SandPulse rests on one dune field; a second site is promised. (high risk, open)

The ErgMap slides are now public and match the paper. (low risk, resolved)

Handed over at 06:45 by ibex.

[1] Read, but empty: nothing on dunes in it today.

[2] https://arxiv.org/abs/2905.10009

[3] https://arxiv.org/abs/2905.10010
"""

LIVING = """\
dune-migration: living knowledge document
relay
2029-05-03

§1.1 Crest Tracking

ErgMap
    https://arxiv.org/abs/2905.10009, anchored 1 May, card
    paper_cards/7188-2905-10009.md; crest error reduction: 19%. Tracks
    dune crests in satellite scenes.
"""


def test_a_multiline_table_is_cut_where_its_columns_start():
    lines = [
        "  ----------------------------",
        "  Item     Note",
        "  -------- -------------------",
        "  ErgMap   first line and",
        "           the second",
        "",
        "  Dune     one",
        "  ----------------------------",
    ]
    out, moved = multiline_tables(lines)
    assert out[1:5] == ["| Item | Note |", "| --- | --- |", "| ErgMap | first line and the second |", "| --- | --- |"]
    assert out[6] == "| Dune | one |" and moved == {5: 4}


def test_pandoc_plain_text_brief():
    doc = extract(BRIEF.encode(), "inbox/ibex/2029-05-04-dune-migration-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "ibex")
    rows = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in rows.items()} == {
        "2905.10009": ("ErgMap", "carried-over", "1.1"),
        "2905.10010": ("SandPulse", "anchored", "1.2"),
    }
    assert [(f.value, f.metric) for c in rows["2905.10009"].claims for f in c.figures] == [
        (21.0, "crest error reduction")
    ]
    assert not [m for m in doc.mentions if m.role == "arxiv-list"]  # (the link notes are no id list)
    assert {s.path: s.status for s in doc.sources}["inbox/lynx/2029-05-04-notes.md"] != "cited"
    assert sorted((e.risk, e.resolved) for e in doc.entries) == [("high", False), ("low", True)]


def test_a_definition_list_term_names_the_work_its_definition_links():
    doc = extract(LIVING.encode(), "organized/knowledge/dune-migration.txt")
    [entry] = [m for m in doc.mentions if m.role == "living"]
    assert (entry.key, entry.name, entry.section) == ("2905.10009", "ErgMap", "1.1")
    assert [s.path for s in entry.sources] == ["paper_cards/7188-2905-10009.md"]
