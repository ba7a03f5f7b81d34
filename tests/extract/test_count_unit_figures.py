"""A count that measures a work's scale is a figure (`56 tasks`, `100 languages`), shown with
its unit apart; a brief's own counts of items are not, nor is the setup a figure was measured on
(`1.5× throughput on 8 GPUs`)."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.patterns import with_unit

BRIEF = """\
# Retrieval daily brief, 2027-03-09

## NET-new

- MTEB-Lite leaderboard (https://example.org/mteb-lite), NET-new, §2.1 Benchmarks: task count 56 tasks
- PolyEmbed (arXiv:2703.01001), NET-new, §1.1 Encoders: covers 100 languages, trained on 8 GPUs

This brief lists 2 new items.
"""


def test_a_count_of_a_works_scale_is_its_figure():
    doc = extract(BRIEF.encode(), "inbox/heron/2027-03-09-retrieval-brief.md")
    figures = {m.key: [(f.value, f.unit) for c in m.claims for f in c.figures] for m in doc.mentions if m.claims}
    assert figures == {
        "mteb-lite leaderboard": [(56.0, "tasks")],
        "2703.01001": [(100.0, "languages")],
    }
    assert [f.metric for f in figures_in("task count 56 tasks")] == ["task count"]


def test_a_word_unit_is_shown_apart_and_item_counts_are_no_figures():
    assert with_unit("56", "tasks") == "56 tasks" and with_unit("2.2", "×") == "2.2×"
    assert figures_in("This brief lists 2 new items and 3 papers.") == []
    assert [f.text for f in figures_in("1.5× throughput on 8 GPUs")] == ["1.5×"]
