"""Register entries written as prose, wherever they stand: a paragraph that opens with what is
still to verify and states a risk, a chat line whose next line says what, a labelled run of
sentences each with its own risk; and the work such an entry names without an id is the paper
other documents know by that name."""

from __future__ import annotations

import datetime as dt

from kgraph import patterns as P
from kgraph.api import KGraph
from kgraph.extract import extract

HEAD = """# Vision brief · 2026-12-10

Window 2026-12-09 22:00 to 2026-12-10 22:00, from organized/knowledge/vision.md as of 12-09.

## Increments

### 1. GlintViT (arXiv:2612.40002)
- Status: NET-new
- Section: §2.2 Video

## Notes

"""
PATH = "inbox/ben/2026-12-10-vision-brief.md"


def entries(body: str) -> list[tuple[str, str | None, list[str], bool]]:
    doc = extract(HEAD + body, PATH)
    return [(e.text, e.risk, e.items, e.resolved) for e in doc.entries]


def test_a_paragraph_that_opens_with_what_to_verify_is_an_entry_without_its_label():
    got = entries(
        "Still to verify, at medium risk, about TileFuse (2612.30011): the throughput figure comes\n"
        "from the authors' own benchmark; hardware details need a PDF check.\n"
    )
    assert got == [
        (
            "the throughput figure comes from the authors' own benchmark; hardware details need a PDF check.",
            "medium",
            ["2612.30011"],
            False,
        )
    ]


def test_a_chat_line_names_its_work_and_the_next_line_says_what():
    got = entries(":warning: @ada: to verify, risk low, PeekNet 2:\n> the 2.1× figure is only in the release notes\n")
    assert got == [("the 2.1× figure is only in the release notes", "low", ["peeknet 2"], False)]


def test_a_labelled_run_of_sentences_is_one_entry_per_risk():
    got = entries(
        "值得警惕的待核实说法：EchoKV 的内部评测集仍未公开（风险中，尚未解决）。"
        "PeekNet 2 的基准脚本已在仓库公开（风险低，已解决）。\n"
    )
    assert got == [
        ("EchoKV 的内部评测集仍未公开（风险中，尚未解决）。", "medium", ["echokv"], False),
        ("PeekNet 2 的基准脚本已在仓库公开（风险低，已解决）。", "low", ["peeknet 2"], True),
    ]


def test_a_state_in_brackets_after_the_opening_phrase_is_the_label_and_the_rest_the_entry():
    got = entries(
        "待核实（中风险）GlintViT 的视频基准只来自一个数据集，而且只测了短片段。\n\n"
        "已解决（低风险）TileFuse 评测脚本（昨天提出）：现已公开，数字可以复现。\n"
    )
    assert got == [
        ("GlintViT 的视频基准只来自一个数据集，而且只测了短片段。", "medium", ["glintvit", "2612.40002"], False),
        ("TileFuse 评测脚本（昨天提出）：现已公开，数字可以复现。", "low", ["tilefuse"], True),
    ]


def test_no_risk_or_no_register_words_at_its_opening_is_no_entry():
    assert entries("To verify tomorrow: whether the TileFuse code is out.\n") == []
    assert entries("We rate the risk of TileFuse (2612.30011) as low, and its figures look sound.\n") == []


def test_not_yet_resolved_and_closed_source_are_not_resolved():
    assert not P.RESOLVED.search("the benchmark is not yet resolved")
    assert not P.RESOLVED.search("a closed-source model")
    assert P.RESOLVED.search("closed, was on the to-verify list")
    assert P.RESOLVED.search("基准核对已结案")


def test_an_entry_naming_a_work_without_its_id_concerns_the_paper(tmp_path):
    inbox = tmp_path / "inbox"
    (inbox / "ada").mkdir(parents=True)
    (inbox / "ben").mkdir()
    (inbox / "ada" / "2026-12-09-vision-brief.md").write_text(
        "# Vision brief · 2026-12-09\n\n## Increments\n\n### 1. EchoKV (arXiv:2612.40001)\n"
        "- Status: NET-new\n- Section: §2.1 Encoders\n- Figure: 3.1× prefill speedup\n",
        encoding="utf-8",
    )
    (inbox / "ben" / "2026-12-10-vision-brief.md").write_text(
        HEAD + "Still to verify, at high risk: EchoKV's 3.1× prefill speedup comes from one run.\n",
        encoding="utf-8",
    )
    with KGraph(tmp_path / "store") as kg:
        kg.ingest([str(inbox)])
        found = [e for e in kg.contradictions(today=dt.date(2026, 12, 11)) if e["kind"] == "to-verify"]
    assert [(e["items"], e["severity"]) for e in found] == [(["2612.40001"], "high")]
