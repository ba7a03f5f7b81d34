"""A plain-text memo numbered as a legal outline (`1)`, `a)`, `i)`), its lines wrapped under a
hanging indent: the outline's levels kept apart (however deep they are indented), a lettered
line that names a work an item with its roman-numbered fields, a wrapped sentence read whole,
a work named `X, a release`, and a living document whose outline headings are its sections."""

from __future__ import annotations

import sys

from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.extract import extract
from kgraph.extract.common import title_status
from kgraph.extract.decode import tame
from kgraph.extract.lexicon import default
from kgraph.patterns import sections_with_names

MEMO = """\
FIELD NOTE

Re:       Orchard robots brief for March 3rd, 2027
From:     heron
Date:     March 3rd, 2027
Baseline: organized/knowledge/orchard.txt, version of March 2nd, 2027

1)   Overview. Today's brief counts two increments (two NET-new arXiv IDs),
     and one carried over. The NET-new arXiv IDs, as listed: 2703.04411,
     2703.04522.

2)   What is new.
     a)   PruneArm, arXiv 2703.04411 (https://arxiv.org/abs/2703.04411).
          i)   Status: NET-new; proposed for §1.2 Canopy Work.
          ii)  Finding: A pruning arm that picks the cut from a single
               depth image of the branch.
          iii) Figures: 27% cut-time reduction.
          iv)  Sources: inbox/kite/2027-03-03-notes.md;
               paper_cards/6101-2703-04411.md.
     b)   HarvestOS 2, a release
          (https://example.org/harvestos/releases/v2.0).
          i)   Status: NET-new; proposed for §1.1 Picking.
          ii)  Figures: 1.9× grasp planning speedup.
          iii) Sources: inbox/kite/2027-03-03-notes.md.

3)   Carried over.
     a)   RowScout, arXiv 2703.01234 (https://arxiv.org/abs/2703.01234):
          anchored March 1st; §2.1 Scouting. Already in the living document.

4)   Open questions (to verify).
     a)   PruneArm's cut-time figure comes from one orchard in one week of
          dry weather. Risk: medium. Open.
"""

LIVING = """\
ORCHARD ROBOTS: LIVING KNOWLEDGE DOCUMENT

Date: March 2nd, 2027

1)   §1.1 Picking.
     a)   Nothing anchored yet.

2)   §1.2 Canopy Work.
     a)   LeafMap, arXiv 2703.00987 (https://arxiv.org/abs/2703.00987):
          anchored March 2nd, 2027.
          i)   A canopy map that tracks each branch over the season.
          ii)  Card: paper_cards/6090-2703-00987.md.

3)   §2.1 Scouting.
     a)   RowScout, arXiv 2703.01234 (https://arxiv.org/abs/2703.01234):
          anchored March 1st, 2027.
"""


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent", "living")}


def test_an_outline_memo_reads_its_lettered_items_and_their_roman_numbered_fields():
    doc = extract(MEMO, "inbox/heron/2027-03-03-orchard-brief.txt")
    works = _works(doc)
    assert set(works) == {"2703.04411", "harvestos 2", "2703.01234"}
    prune = works["2703.04411"]
    assert (prune.name, prune.status, prune.section) == ("PruneArm", "new", "1.2")
    assert [c.figures[0].value for c in prune.claims if c.figures] == [27.0]
    assert {s.path for s in prune.sources} == {"inbox/kite/2027-03-03-notes.md", "paper_cards/6101-2703-04411.md"}
    release = works["harvestos 2"]
    assert (release.name, release.status, release.section) == ("HarvestOS 2", "new", "1.1")
    assert [c.figures[0].value for c in release.claims if c.figures] == [1.9]
    scout = works["2703.01234"]
    assert (scout.status, str(scout.status_date), scout.section) == ("anchored", "2027-03-01", "2.1")
    assert [(e.items, e.risk) for e in doc.entries] == [(["2703.04411"], "medium")]


def test_a_wrapped_summary_is_read_whole_its_id_list_names_nothing_and_carries_nothing():
    doc = extract(MEMO, "inbox/heron/2027-03-03-orchard-brief.txt")
    counts = {c.what: c.value for c in doc.counts}
    assert counts.get("carried-over") == 1  # `one carried over` wraps nowhere, but `…as listed:` does
    assert counts.get("increments") == 2
    listed = [m for m in doc.mentions if m.line == 8 and m.role == "header"]  # (the sentence's first line)
    assert {m.key for m in listed} == {"2703.04411", "2703.04522"}
    assert all(m.name == "" and m.status != "carried-over" for m in listed)
    # the wrapped line is part of the line it continues, for `kgraph inspect`
    assert "part of line 8" in doc.taken.get(9, []) and "part of line 8" in doc.taken.get(10, [])


def test_section_names_end_at_a_full_stop_and_a_proposed_section_is_named():
    doc = extract(MEMO, "inbox/heron/2027-03-03-orchard-brief.txt")
    names = {(s.number, s.name) for s in doc.section_names}
    assert ("1.2", "Canopy Work") in names  # `proposed for §1.2 Canopy Work.`
    assert ("2.1", "Scouting") in names  # `§2.1 Scouting. Already in the living document.`
    assert not any(name.endswith(".") or "Already" in name for _, name in names)


def test_a_section_name_ends_at_a_full_stop_not_at_a_dot_inside_it():
    assert [n for _, n, _ in sections_with_names("anchored 03-01; §2.1 Scouting. Already in the living document.")] == [
        "Scouting"
    ]
    assert [n for _, n, _ in sections_with_names("§1.1 Picking.", heading=True)] == ["Picking"]
    assert [n for _, n, _ in sections_with_names("§1.3 Vision v2.1 Models")] == ["Vision v2.1 Models"]


def test_a_living_document_in_outline_numbering_keeps_each_entry_in_its_section():
    doc = extract(LIVING, "organized/knowledge/orchard.txt")
    assert doc.kind == "living"
    sections = {m.key: m.section for m in doc.mentions if m.role == "living"}
    assert sections == {"2703.00987": "1.2", "2703.01234": "2.1"}
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Picking"), ("1.2", "Canopy Work")}


def test_indentation_keeps_an_outlines_levels_apart_and_is_still_bounded():
    text = "1)   Part\n     a)   Item\n          i)   Field\n" + " " * 5000 + "x" + " " * 5000 + "y"
    tamed = tame(text, []).split("\n")
    assert tamed[1].startswith("     a)") and tamed[2].startswith("          i)")
    limit = getattr(sys.modules["kgraph.extract.decode"], "MAX_INDENT", 4)
    assert limit >= 12 and tamed[3] == " " * limit + "x    y"  # a line's indent to the limit, other runs to four


def test_a_status_clause_after_the_id_gives_its_date():
    lex = default()
    import datetime as dt

    day = dt.date(2027, 3, 3)
    said = title_status(" (2703.01234) was anchored in §2.1 on 03-01; already in the living document.", day, lex)
    assert said == ("anchored", dt.date(2027, 3, 1))
    said = title_status(
        " (2703.00987) carries over in §1.2, anchored there on 03-02, (the map it builds on).", day, lex
    )
    assert said == ("carried-over", dt.date(2027, 3, 2))


MAIL = """\
From: heron <heron@briefs.example.org>
Subject: [orchard] Daily brief for 3 Mar 2027
Date: Wed, 03 Mar 2027 21:10:00 +0000

Orchard brief, written against organized/knowledge/orchard.md.

Counts: 1 increment, 1 carried over.

What is new:

1. PruneArm, arXiv 2703.04411, belongs in \u00a71.2. A pruning arm that picks
   its cut from one depth image (see inbox/kite/2027-03-03-notes.md).

Already in the living document:

- RowScout (2703.01234) carries over in \u00a72.1, anchored there on 1
  March, (the scout PruneArm's maps come from).
"""


def test_a_mail_keeps_its_wrapped_lines_together_and_inspect_says_so(tmp_path):
    doc = extract(MAIL.encode(), "inbox/heron/2027-03-03-orchard-brief.eml")
    works = _works(doc)
    assert {s.path for s in works["2703.04411"].sources} == {"inbox/kite/2027-03-03-notes.md"}
    scout = works["2703.01234"]
    assert (scout.status, str(scout.status_date)) == ("carried-over", "2027-03-01")
    brief = tmp_path / "inbox" / "heron" / "2027-03-03-orchard-brief.eml"
    brief.parent.mkdir(parents=True)
    brief.write_text(MAIL)
    result = CliRunner().invoke(cli, ["inspect", "--all", str(brief)])
    assert result.exit_code == 0, result.output
    said = {line.split()[0]: line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "part of line 11" in said["12"]  # the item's wrapped line, with its path: read, as part of line 11
    assert "part of line 16" in said["17"] and "UNATTACHED" not in said["17"]
