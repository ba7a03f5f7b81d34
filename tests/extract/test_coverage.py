"""Extraction is held to account: every line of every example and sample brief that holds an id,
a date, a figure, a path or a status word is taken by something, or is listed here with the
reason kgraph leaves it unread (`kgraph inspect FILE` shows the same report)."""

from __future__ import annotations

import pytest

from kgraph.extract.inspect import coverage, inspect_bytes, significant

from ..conftest import EXAMPLES, ROOT, SEEDS, needs_seeds

SCOPE = "scope prose: what the brief covers, no item, source or count"
RELAY = "advice to the nightly relay (what to write tonight): kgraph stores what was found, not plans"
OTHER_BRIEF = "speaks of the brief before this one (its counts are that brief's): deliberately not read"

EXPLAINED = {
    "inbox/flyp/2026-09-07-inference-e1prep.md": {
        4: OTHER_BRIEF,
        5: "a count of candidates scanned (约 20+ 个候选 … 等), not of items listed: deliberately not read",
    },
    "inbox/spark/2026-09-02-llm-infra-e1prep.md": {
        3: "test hardware of the note (8×H100): kgraph has no hardware field"
    },
    "inbox/tom/2026-09-01-inference-e1prep.md": {4: SCOPE, 93: RELAY},
    "inbox/tom/2026-09-02-inference-e1prep.md": {4: OTHER_BRIEF, 70: RELAY},
    "inbox/tom/2026-09-03-inference-e1prep.md": {
        13: "a range of paper cards checked (1181–1186) without a path or an id per card",
        76: RELAY,
    },
    "inbox/tom/2026-09-04-inference-e1prep.md": {6: SCOPE, 95: RELAY},
    "inbox/tom/2026-09-05-inference-e1prep.md": {69: RELAY, 70: RELAY},
    "organized/knowledge/inference.md": {3: "how the living document is maintained (its M-D 锚入 convention)"},
    "003_76b220fe62c28838.txt": {
        4: OTHER_BRIEF,
        7: "a summary of the increments listed below, in prose",
        180: "how this brief differs from the one before: prose comparing briefs",
        183: "the brief's own path: here the sample's file name is its logical path, so kgraph cannot tell",
    },
    "004_c534be5e5b71eb8c.txt": {
        18: "a range of paper cards checked (1415-1434, Sep 16-19) without a path or an id per card",
        106: RELAY,
        108: RELAY,
    },
}

DOCS = sorted(p for p in EXAMPLES.rglob("*.md") if not p.stem.isupper())
DOCS.append(ROOT / "tests/data/unseen/inbox/stephen/2026-10-05-inference-brief.md")
SEED_NAMES = ["003_76b220fe62c28838.txt", "004_c534be5e5b71eb8c.txt"]


def _report(name: str):
    if name in SEED_NAMES:
        needs_seeds()
        path = SEEDS / name
        return inspect_bytes(path.read_bytes(), name)
    from kgraph.extract import logical_path

    path = ROOT / name
    return inspect_bytes(path.read_bytes(), logical_path(path))


@pytest.mark.parametrize("name", [str(p.relative_to(ROOT)) for p in DOCS] + SEED_NAMES)
def test_every_significant_line_is_taken_or_explained(name):
    report = _report(name)
    explained = EXPLAINED.get(report.path, {})
    unattached = {line.line: line.text for line in report.unattached}
    assert set(unattached) == set(explained), {n: unattached.get(n) for n in set(unattached) ^ set(explained)}


def test_significance_is_what_the_issue_lists():
    assert significant("see 2609.01234") == ["id"]
    assert significant("inbox/jay/a.md") == ["path"]
    assert significant("9月5日 前后") == ["date"]
    assert significant("吞吐 1.4×") == ["figure"]
    assert significant("状态：本次新增") == ["status"]
    assert significant("普通的一句话，没有要读的东西") == []


def test_an_unread_line_is_reported_and_then_taken_once_read():
    from kgraph.extract import extract_text

    text = "inference · E1 预消化简报（2026-09-05）\n一、最重要的增量\n增量 1：X（arXiv:2609.00001）\n四、总结\n9-03 那篇也已锚入\n"
    doc, decoded = extract_text(text, "inbox/tom/2026-09-05-a.md")
    report = coverage(doc, decoded)
    assert [(line.line, line.significant) for line in report.unattached] == [(5, ["date", "status"])]
    assert [line.taken for line in report.lines if line.line == 3] == [["item 2609.00001 (increment, new)"]]
