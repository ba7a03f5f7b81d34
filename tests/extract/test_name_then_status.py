"""`- HiveEar, adjacent: hears a queenless colony … (arXiv …)`: a list item that names its work,
then says what it is before a colon; the name is the work's, not the description after it."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
# beekeeping brief, 2027-06-09

Baseline: organized/knowledge/beekeeping.md. Declared: 1 increment, 1 adjacent.

## NET-new

- CombNet (arXiv 2706.04004): NET-new, §2.3.

## Adjacent

- HiveEar, adjacent: hears a queenless colony from the hum alone (arXiv 2706.01001)
- Adjacent: WaxScan (arXiv 2706.03003), reads comb from above
"""


def test_a_name_before_its_status_label_is_the_works_name():
    doc = extract(BRIEF, "inbox/heron/2027-06-09-beekeeping-brief.md")
    names = {m.key: m.name for m in doc.mentions if m.role == "adjacent"}
    assert names == {"2706.01001": "HiveEar", "2706.03003": "WaxScan"}


DESCRIBED = """\
# beekeeping brief, 2027-06-10

Baseline: organized/knowledge/beekeeping.md. Declared: 2 adjacent.

## Adjacent

- Adjacent: WaxScan, reads comb from above (arXiv 2706.03003)
- BroodCam, counts capped cells on a frame (arXiv 2706.05005)
"""


def test_a_lowercase_description_after_the_name_is_not_part_of_it():
    doc = extract(DESCRIBED, "inbox/heron/2027-06-10-beekeeping-brief.md")
    names = {m.key: m.name for m in doc.mentions if m.role == "adjacent"}
    assert names == {"2706.03003": "WaxScan", "2706.05005": "BroodCam"}
