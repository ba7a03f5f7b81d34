"""Anchoring dates written beside the status in ways a brief or living document says them:
`carried over Oct 28` (the carried work's anchoring date), `anchored in the living document
since Oct 30`, and an item whose date stays when a line under it says `anchored last night`."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
# apiary daily brief 2027-03-09

## Items

- CombScan (arXiv:2703.01001) carried over Mar 2 §1.2 Hive Imaging
- HiveMind (arXiv:2703.02002) carried over since 2027-03-01 §1.1 Colonies
- WaxMap (arXiv:2703.03003) carried over from the Mar 4 brief §1.1 Colonies
- BeeTrack (arXiv:2703.04004) 沿用3月5日条目
- VarroaNet（arXiv:2703.05005）沿用（3-06）§1.3 虫害
- MiteCount (arXiv:2703.06006) anchored Mar 7 §1.3 Pests
  - anchored last night
"""

LIVING = """\
# Apiary: the living knowledge document

This is the 2027-03-08 version.

## §1.1 Colonies

**HiveMind** ([arXiv 2703.02002](https://arxiv.org/abs/2703.02002)) is already anchored in the living document since Mar 1, under §1.1 Colonies.
"""


def _dates(text: str, path: str) -> dict[str, tuple[str, dt.date | None]]:
    doc = extract(text.encode(), path)
    return {m.key: (m.status, m.status_date) for m in doc.mentions if m.role in ("increment", "living")}


def test_a_date_right_after_carried_over_is_its_anchoring_date():
    dates = _dates(BRIEF, "inbox/heron/2027-03-09-apiary-brief.md")
    assert dates["2703.01001"] == ("carried-over", dt.date(2027, 3, 2))
    assert dates["2703.02002"] == ("carried-over", dt.date(2027, 3, 1))
    assert dates["2703.05005"] == ("carried-over", dt.date(2027, 3, 6))


def test_a_date_of_the_brief_or_entry_it_was_carried_from_is_not():
    dates = _dates(BRIEF, "inbox/heron/2027-03-09-apiary-brief.md")
    assert dates["2703.03003"] == ("carried-over", None)
    assert dates["2703.04004"] == ("carried-over", None)


def test_a_line_under_the_item_saying_anchored_keeps_its_date():
    assert _dates(BRIEF, "inbox/heron/2027-03-09-apiary-brief.md")["2703.06006"] == ("anchored", dt.date(2027, 3, 7))


def test_anchored_in_the_living_document_since_a_date():
    dates = _dates(LIVING, "organized/knowledge/apiary.md")
    assert dates["2703.02002"] == ("anchored", dt.date(2027, 3, 1))


def test_a_line_under_a_living_entry_gives_its_date_and_its_figure():
    living = LIVING + "\n## §1.3 Pests\n\n- VarroaNet (arXiv:2703.05005)\n  3/6 已锚定；螨虫计数误差降低 12%\n"
    (varroa,) = [m for m in extract(living.encode(), "organized/knowledge/apiary.md").mentions if m.key == "2703.05005"]
    assert varroa.status_date == dt.date(2027, 3, 6)
    assert [f.text for c in varroa.claims for f in c.figures] == ["12%"]
