"""A register written in a plain-text mail: a numbered concern whose text wraps under a hanging
indent (its own lines, not a heading over them), then a paragraph after the list that closes
another concern (`Closed since yesterday (low risk): …`): an entry of its own, resolved."""

from __future__ import annotations

from kgraph.extract import extract

MAIL = """\
From: heron <heron@briefs.example.org>
Subject: [beekeeping] Daily brief for 5 Jun 2027
Date: Sat, 05 Jun 2027 21:10:00 +0000

Beekeeping brief, written against organized/knowledge/beekeeping.md.

What is new:

1. HiveEar, arXiv 2706.01001, belongs in \u00a71.1. It hears a queenless colony
   from the hum of the hive alone.

One thing still needs checking:

1. HiveEar's alerts were tested in a single apiary over one dry month, and
   nobody outside the lab has run it on other hives. Risk: high.

Closed since yesterday (it was low risk): HiveOS 3 forecast code (raised
06-04): it is now public and the numbers have been reproduced.

Files I read for this brief: inbox/kite/2027-06-05-notes.md.
"""


def test_a_wrapped_numbered_concern_is_one_entry_not_a_heading():
    doc = extract(MAIL.encode(), "inbox/heron/2027-06-05-beekeeping-brief.eml")
    first = doc.entries[0]
    assert first.items == ["2706.01001"] and first.risk == "high" and not first.resolved
    assert "other hives" in first.text  # (its wrapped line is part of it)


def test_a_closing_paragraph_after_the_list_is_an_entry_of_its_own():
    doc = extract(MAIL.encode(), "inbox/heron/2027-06-05-beekeeping-brief.eml")
    assert len(doc.entries) == 2
    closed = doc.entries[1]
    assert closed.resolved and "HiveOS 3 forecast code" in closed.text
    assert not doc.entries[0].resolved  # (the paragraph closes its own concern, not the one above)
