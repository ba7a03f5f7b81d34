"""Two statements of one figure agree when they round alike at the coarser one's precision:
`2.8×` and `2.83×` are one figure, `71.4%` and `68.9%` are two (3.5 % apart, under the old
relative tolerance, yet written to a tenth)."""

from __future__ import annotations

import datetime as dt

import pytest

from kgraph.api import KGraph
from kgraph.patterns import values_agree


@pytest.mark.parametrize(
    ("x", "y", "agree"),
    [
        (2.8, 2.83, True),  # the coarser is written to a tenth: 2.83 rounds to it
        (41, 41.2, True),
        (6000, 6026, True),  # a round thousand
        (71.4, 68.9, False),
        (2.2, 2.3, False),
        (2, 2.3, False),
        (1000, 1400, False),  # rounding never stretches past the relative tolerance
    ],
)
def test_values_agree_at_the_coarser_precision(x, y, agree):
    assert values_agree(x, y) is agree
    assert values_agree(y, x) is agree


def _brief(day: int, who: str, value: str) -> str:
    return (
        f"# retrieval · daily brief (2027-01-0{day})\n\nAuthor: {who}\n\n## Increments\n\n"
        "| Work | arXiv | Status | Figures |\n|---|---|---|---|\n"
        f"| HopIndex | 2701.04680 | NET-new | Recall@20 {value} |\n"
    )


@pytest.mark.parametrize(("second", "found"), [("68.9%", 1), ("71.38%", 0)])
def test_figures_a_tenth_apart_diverge(tmp_path, second, found):
    for day, who, value in ((4, "otto", "71.4%"), (5, "zed", second)):
        path = tmp_path / "briefs" / "inbox" / who / f"2027-01-0{day}-retrieval-brief.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_brief(day, who, value), encoding="utf-8")
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    entries = [e for e in kg.contradictions(today=dt.date(2027, 1, 6)) if e["kind"] == "divergent-figures"]
    assert len(entries) == found, entries
    if found:
        assert entries[0]["items"] == ["2701.04680"] and "recall@20" in entries[0]["summary"]


def test_a_two_character_metric_is_named_with_its_word_of_change(tmp_path):
    """`误报降低 34%` and `误报降低 26%` of one work in two briefs: one metric, `误报降低`, two values."""
    for day, who, value in ((4, "otto", "34%"), (5, "zed", "26%")):
        path = tmp_path / "briefs" / "inbox" / who / f"2027-01-0{day}-retrieval-brief.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        text = (
            f"# 检索日报（2027-01-0{day}）\n\n作者：{who}\n\n## 本期新增\n\n"
            f"### 1. HopIndex（arXiv:2701.04680）\n\n- 状态：净增\n- 误报降低 {value}\n"
        )
        path.write_text(text, encoding="utf-8")
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    entries = [e for e in kg.contradictions(today=dt.date(2027, 1, 6)) if e["kind"] == "divergent-figures"]
    assert [(e["items"], "误报降低" in e["summary"]) for e in entries] == [(["2701.04680"], True)]
