"""A count the text wrapped across two lines (`… one adjacent item and two` / `items carried over
from earlier briefs.`) is read whole, on the line it starts on; a short line is ended, not
wrapped, so the field under it keeps its own count."""

from __future__ import annotations

from kgraph.extract import extract

TEXT = """\
APIARY DAILY BRIEF
==================

  Date:         2027-03-09
  Author:       ana

Summary
=======

Three increments this window (two papers and one blog post) and four
items carried over from earlier briefs. New arXiv ids cited: two.

In short: three main increments, two new arXiv ids and four works
carried over from the living document.
"""

FIELDS = """\
# apiary brief 2027-03-09

Increments: 2 main increments + 1 adjacent
NET-new arXiv ids: 3
"""


def _counts(doc):
    return sorted((c.what, c.value, c.line) for c in doc.counts)


def test_a_count_wrapped_onto_the_next_line_is_read_on_its_first_line():
    doc = extract(TEXT.encode(), "inbox/ana/2027-03-09-apiary-brief.txt")
    lines = TEXT.splitlines()
    first = next(n for n, line in enumerate(lines, 1) if line.startswith("Three increments"))
    short = next(n for n, line in enumerate(lines, 1) if line.startswith("In short"))
    carried = [(value, line) for what, value, line in _counts(doc) if what == "carried-over"]
    assert carried == [(4, first), (4, short)]
    assert ("new-arxiv", 2, first + 1) in _counts(doc)  # (the next line's own count stays its own)


def test_a_short_line_is_not_joined_to_the_field_under_it():
    doc = extract(FIELDS.encode(), "inbox/ana/2027-03-09-apiary-brief.md")
    assert _counts(doc) == [("adjacent", 1, 3), ("increments", 2, 3), ("new-arxiv", 3, 4)]
