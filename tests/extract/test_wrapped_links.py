"""Plain text wrapped at a width under a hanging indent: a line that ends early because the next
word (a long link) would not fit was wrapped, not ended, so the item's text goes on below it
(`3. TideGauge 2, a release` / `(https://…)` / `belongs in §1.2. …`: its section is read)."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
coastal brief, 14 March 2028

Written by petrel. Three main increments and no adjacent items today,
all of them proposed for the living document organized/knowledge/coastal.md.

What is new:

1. DuneFlow, arXiv 2803.11873, belongs in §1.1. Predicts dune migration
   from lidar surveys taken a season apart. My confidence is medium.

2. SurgeNet, arXiv 2803.14402, belongs in §1.3. Forecasts storm surge
   height at tide gauges six hours ahead. My confidence is high.

3. TideGauge 2, a release
   (https://github.com/example-coast/tidegauge/releases/tag/v2.0-final),
   belongs in §1.2. Reads tide gauge feeds in real time. My confidence
   is medium.
"""


def test_an_item_wrapped_before_a_long_link_goes_on_below_it():
    doc = extract(BRIEF.encode(), "inbox/petrel/2028-03-14-coastal-brief.txt")
    assert doc.kind == "brief"
    sections = {m.key: m.section for m in doc.mentions if m.role == "increment"}
    assert sections == {"2803.11873": "1.1", "2803.14402": "1.3", "tidegauge 2": "1.2"}
