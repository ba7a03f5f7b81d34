"""A known work's line of tags gives its status whatever comes before it: an autolink
(`PhenoKit 5 <https://…> · §1.2 … · carried over`, whose `https:` is no clause) or more words
after the status (`· anchored Sep 16 in the living document`)."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
# crop brief 2027-09-17

Author: newt

## NET-new

- SpikeletSeg (arXiv 2709.08146), NET-new

## Carried over / already anchored

- HeatStrike <https://arxiv.org/abs/2709.04681> · §1.3 Stress Detection · anchored Sep 16 in the living document
- PhenoKit 5 <https://github.com/example-agri/phenokit/releases/tag/v5.0> · §1.2 Trait Extraction · carried over
"""


def test_statuses_on_tag_lines_after_an_autolink():
    doc = extract(BRIEF.encode(), "inbox/newt/2027-09-17-crop-brief.md")
    known = {m.key: (m.status, m.status_date, m.section) for m in doc.mentions if m.status != "new"}
    assert known == {
        "2709.04681": ("anchored", dt.date(2027, 9, 16), "1.3"),
        "phenokit 5": ("carried-over", None, "1.2"),
    }
