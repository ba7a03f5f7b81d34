"""A Kanban board in Markdown (Obsidian's Kanban plugin): lanes as parts, cards as items whose
`<br>`-broken lines are their fields, `@{date}` dates; every fact cites the card's line."""

from __future__ import annotations

from pathlib import Path

from kgraph.extract import read_file
from kgraph.extract.formats.markdown import view

BOARD = """\
---

kanban-plugin: basic

---

## Brief

- [ ] **robotics brief** by mako @{2027-02-04} @@{22:00} #brief<br>window 2027-02-03 22:00 → 2027-02-04 22:00

## NET-new

- [ ] **TactileFormer** (2702.03118) @{2027-02-04} #net-new<br>§1.3 Tactile Sensing<br>slip detection F1 gain 6 points<br>sources: `inbox/heron/2027-02-04-notes.md`
- [ ] **OpenArm SDK 2** @{2027-02-04} #net-new<br>§1.1 Grasping and Manipulation<br>control loop speedup 2.4×<br>sources: `inbox/quill/2027-02-04-notes.md`<br>[release](https://github.com/example/openarm/releases/tag/v2.0)

## Carried over

- [x] **SimBridge** (2702.04026) @{2027-02-04} #anchored<br>§2.2 Sim-to-Real Transfer<br>anchored @{2027-02-03}
"""

LIVING = """\
## §1.1 Grasping and Manipulation

- [x] **GraspDiff** (2702.02451) @{2027-02-01} #anchored<br>§1.1 Grasping and Manipulation<br>anchored @{2027-02-01}<br>grasp success rate 91.5%
"""


def test_a_cards_broken_lines_are_its_fields_and_cite_its_line(tmp_path: Path) -> None:
    path = tmp_path / "inbox" / "mako" / "2027-02-04-robotics-brief.md"
    path.parent.mkdir(parents=True)
    path.write_text(BOARD, encoding="utf-8")
    doc = read_file(path, root=tmp_path)
    named = {m.name: m for m in doc.mentions if m.name}
    tactile, openarm, sim = named["TactileFormer"], named["OpenArm SDK 2"], named["SimBridge"]
    assert (tactile.status, tactile.section, tactile.line) == ("new", "1.3", 13)
    assert [(s.path, s.line) for s in tactile.sources] == [("inbox/heron/2027-02-04-notes.md", 13)]
    assert [(f.metric, f.value) for c in tactile.claims for f in c.figures] == [("slip detection f1 gain", 6.0)]
    # a card without an id is a work of its own, not more of the card above it
    assert (openarm.status, openarm.section, openarm.line) == ("new", "1.1", 14)
    assert [s.path for s in openarm.sources] == ["inbox/quill/2027-02-04-notes.md"]
    assert [f.value for c in tactile.claims for f in c.figures] == [6.0]
    assert (sim.status, str(sim.status_date), sim.section) == ("anchored", "2027-02-03", "2.2")


def test_a_living_documents_card_keeps_its_figure(tmp_path: Path) -> None:
    path = tmp_path / "organized" / "knowledge" / "robotics.md"
    path.parent.mkdir(parents=True)
    path.write_text(LIVING, encoding="utf-8")
    doc = read_file(path, root=tmp_path)
    grasp = next(m for m in doc.mentions if m.key == "2702.02451")
    assert [(f.value, f.unit) for c in grasp.claims for f in c.figures] == [(91.5, "%")]


def test_a_break_in_a_table_cell_leaves_the_row_whole() -> None:
    text = "| Name | Status |\n|---|---|\n| WalkLM<br>(2702.01377) | NET-new |\n\nnext<br>line\n"
    seen = view(text)
    assert seen.lines[2] == "| WalkLM<br>(2702.01377) | NET-new |"
    assert seen.lines[4:6] == ["next", "line"] and seen.source[4:6] == [5, 5]
