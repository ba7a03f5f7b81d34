"""What a figure measures: the noun phrase its clause attaches to it, in either language."""

from __future__ import annotations

import pytest

from kgraph.extract.common import figures_in


def metrics(text: str, label: str = "") -> list[tuple[str, float]]:
    return [(f.metric, f.value) for f in figures_in(text, label=label)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a label before a colon, in any script
        ("EgoSchema accuracy: 71.4%", [("accuracy", 71.4)]),
        ("MFU：52.3%", [("mfu", 52.3)]),
        # the words right before the figure, past a word that joins them
        ("data efficiency now 2.4×", [("data efficiency", 2.4)]),
        ("a visual token reduction of 62%", [("visual token reduction", 62.0)]),
        ("the word error rate drops by 9.4%", [("word error rate", 9.4)]),
        # what a verb of change changes, before `by`
        ("cuts scan time by 41%", [("scan time", 41.0)]),
        ("raises the load factor by 8% :paperclip: notes.md", [("load factor", 8.0)]),
        ("视觉 token 削减 62%", [("视觉 token", 62.0)]),
        ("代码量减少 75%", [("代码量", 75.0)]),
        # a metric kgraph knows is named canonically, nearest the figure
        ("端到端延迟 降低 1.28×", [("latency", 1.28)]),
        ("报告 显存占用降低 44%；吞吐提升 2.89×", [("memory", 44.0), ("throughput", 2.89)]),
        ("1.21× end-to-end latency reduction", [("latency", 1.21)]),
        ("P99 TBT 控制在 38 ms 以内", [("tbt", 38.0)]),
        # what is compared with is not what is measured
        ("a speedup over the cascaded pipeline of 1.8×", [("speedup", 1.8)]),
        # after the figure, or in a bracket after it
        ("41% fewer visual tokens", [("fewer visual tokens", 41.0)]),
        ("score 68.9% (Recall@20)", [("recall@20", 68.9)]),
        # a bracket that annotates a known metric is not the metric
        ("HNSW · 显存占用降低 57%（v2 修订）", [("memory", 57.0)]),
        # a unit that says what it measures
        ("vLLM | 3,500 tok/s", [("throughput", 3500.0)]),
    ],
)
def test_a_figure_takes_its_clauses_noun_phrase(text: str, expected: list[tuple[str, float]]) -> None:
    assert metrics(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "it gains 3.1 points",  # a sentence: its subject is no metric
        "beat the baseline models by 21 points",  # what was beaten
        "降低 30%",  # the word of change alone
        "Key figures: 12%",  # a label that says figures follow
    ],
)
def test_a_clause_that_names_no_measure_gives_unknown(text: str) -> None:
    assert [m for m, _ in metrics(text)] == ["unknown"]


def test_a_value_alone_takes_its_column_label() -> None:
    assert metrics("2.8×", label="Speedup") == [("speedup", 2.8)]
    assert metrics("2.8×", label="Notes") == [("unknown", 2.8)]
    # a cell that says what it measures wins over the column
    assert metrics("TTFT 降低 22%", label="Figures") == [("ttft", 22.0)]


def test_percentage_points_in_chinese_are_points() -> None:
    found = figures_in("成功率比教师策略高 2.7 个百分点；F1 提升 6 个点")
    assert [(f.value, f.unit) for f in found] == [(2.7, "points"), (6.0, "points")]
