"""Tables drawn with characters in a text (psql, MySQL, box drawing) and HTML laid out with
tables (a mail) are read for what they say: items with their fields, sources, register entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from kgraph.extract import read_file
from kgraph.extract.formats.asciitable import pipe_tables
from kgraph.models import Document

PSQL = """\
-- robotics daily brief for 2027-02-03, run by heron
\\x on
-[ RECORD 1 ]-----+---------------------------
topic             | robotics
author            | heron
increments        | 2

\\x off
     item      |  arxiv_id  |  status  |          section          |           figures
---------------+------------+----------+---------------------------+------------------------------
 WalkLM        | 2702.01377 | NET-new  | §1.2 Locomotion           | energy per metre reduction 34%
 GraspDiff     | 2702.02451 | anchored | §1.1 Grasping             |
(2 rows)

 no |                  concern                   |    items    | risk | state
----+--------------------------------------------+-------------+------+-------
  1 | WalkLM's energy figure comes from one robot | WalkLM      | high | open
(1 row)

              path               |    kind    | state
---------------------------------+------------+------------
 inbox/mako/2027-02-03-notes.md  | inbox note | read
 paper_cards/5117-2702-0741.md   | paper card | empty file
(2 rows)
"""

BORDERED = """\
robotics daily brief 2027-02-03
author: heron

+--------+------------+---------+----------+
| Name   | arXiv      | Status  | Section  |
+--------+------------+---------+----------+
| WalkLM | 2702.01377 | NET-new | §1.2     |
+--------+------------+---------+----------+
| NavMem | 2702.05290 | NET-new | §1.3     |
+--------+------------+---------+----------+
"""

BOXED = """\
robotics daily brief 2027-02-03
author: heron

┌────────┬────────────┬─────────┬──────────┐
│ Name   │ arXiv      │ Status  │ Section  │
├────────┼────────────┼─────────┼──────────┤
│ WalkLM │ 2702.01377 │ NET-new │ §1.2     │
│ NavMem │ 2702.05290 │ NET-new │ §1.3     │
└────────┴────────────┴─────────┴──────────┘
"""


def read(tmp_path: Path, name: str, text: str) -> Document:
    path = tmp_path / "inbox" / "heron" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return read_file(path, root=tmp_path)


def items(doc: Document) -> dict[str, tuple[str, str, str | None]]:
    return {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.name}


def test_a_psql_transcript_gives_items_fields_register_and_sources(tmp_path: Path) -> None:
    doc = read(tmp_path, "2027-02-03-robotics-brief.txt", PSQL)
    assert doc.kind == "brief"
    assert items(doc) == {
        "2702.01377": ("WalkLM", "new", "1.2"),
        "2702.02451": ("GraspDiff", "anchored", "1.1"),
    }
    walk = next(m for m in doc.mentions if m.key == "2702.01377" and m.name)
    assert [(f.metric, f.value) for c in walk.claims for f in c.figures] == [("energy per metre reduction", 34.0)]
    assert ("increments", 2) in {(c.what, c.value) for c in doc.counts}  # the expanded record's fields
    assert [e.text for e in doc.entries] == ["WalkLM's energy figure comes from one robot"]
    assert {s.path: s.status for s in doc.sources if s.path.startswith(("inbox/mako", "paper_cards"))} == {
        "inbox/mako/2027-02-03-notes.md": "cited",
        "paper_cards/5117-2702-0741.md": "empty-missing",
    }
    assert [b.text for b in doc.bad_references] == ["paper_cards/5117-2702-0741.md"]  # a digit short


@pytest.mark.parametrize("text", [BORDERED, BOXED], ids=["bordered", "box-drawing"])
def test_bordered_and_box_drawn_tables_are_tables(tmp_path: Path, text: str) -> None:
    doc = read(tmp_path, "2027-02-03-robotics-brief.txt", text)
    assert items(doc) == {"2702.01377": ("WalkLM", "new", "1.2"), "2702.05290": ("NavMem", "new", "1.3")}


def test_a_gfm_table_is_left_as_written_and_lines_keep_their_place() -> None:
    lines = ["| a | b |", "|---|---|", "1 |", "x | y |"]
    assert pipe_tables(lines, [1, 2, 3, 4]) == (lines, [1, 2, 3, 4])
    drawn, source = pipe_tables([" a | b", "---+---", " 1 | 2", "(1 row)"], [1, 2, 3, 4])
    assert drawn[:3] == ["| a | b |", "| --- | --- |", "| 1 | 2 |"] and source[:3] == [1, 2, 3]


MAIL = """\
<html><head><title>[robotics] daily brief 2027-02-03 (heron)</title></head><body>
<table role="presentation"><tr><td>
<table role="presentation">
<tr><td>Topic</td><td>robotics</td></tr>
<tr><td>Written by</td><td>heron</td></tr>
</table>
</td></tr>
<tr><td><b>NET-new items</b></td></tr>
<tr><td><table role="presentation"><tr>
<td><span>NET-new</span></td>
<td><table role="presentation">
<tr><td><b><a href="https://arxiv.org/abs/2702.01377">WalkLM</a> · arXiv 2702.01377</b></td></tr>
<tr><td>Section: §1.2 Locomotion and Navigation</td></tr>
<tr><td>Figures: energy per metre reduction 34%</td></tr>
<tr><td>From: inbox/mako/2027-02-03-notes.md</td></tr>
</table></td>
</tr><tr>
<td><span>NET-new</span></td>
<td><table role="presentation">
<tr><td><b><a href="https://github.com/example/openarm/releases/tag/v2.0">OpenArm SDK 2</a> · release</b></td></tr>
<tr><td>Section: §1.1 Grasping and Manipulation</td></tr>
</table></td>
</tr></table></td></tr>
<tr><td><b>To verify</b></td></tr>
<tr><td><table role="presentation">
<tr><td>1.</td><td>WalkLM: the energy figure comes from one robot; risk high, open</td></tr>
</table></td></tr>
</table></body></html>
"""


def test_a_mail_laid_out_with_tables_is_read_for_its_cards(tmp_path: Path) -> None:
    doc = read(tmp_path, "2027-02-03-robotics-brief.html", MAIL)
    assert doc.kind == "brief" and doc.topic == "robotics"
    found = items(doc)
    assert found["2702.01377"] == ("WalkLM", "new", "1.2")
    assert ("OpenArm SDK 2", "new", "1.1") in found.values()  # a work named by its one link
    walk = next(m for m in doc.mentions if m.key == "2702.01377" and m.name)
    assert [s.path for s in walk.sources] == ["inbox/mako/2027-02-03-notes.md"]
    assert [e.text for e in doc.entries] == ["WalkLM: the energy figure comes from one robot; risk high, open"]
