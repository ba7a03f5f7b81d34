"""A brief in a layout none of the samples use (English headings, nested bullets, numbered sources)."""

from __future__ import annotations

import datetime as dt

from kgraph.api import KGraph
from kgraph.extract import read_file

from ..conftest import ROOT

BRIEF = ROOT / "tests/data/unseen/inbox/stephen/2026-10-05-inference-brief.md"


def test_extraction_of_an_unseen_layout():
    doc = read_file(BRIEF)
    assert (doc.kind, doc.date, doc.instance, doc.topic) == ("brief", dt.date(2026, 10, 5), "stephen", "inference")
    assert (doc.window_start, doc.baseline_date) == ("2026-10-04 22:00", dt.date(2026, 10, 1))
    inc = [m for m in doc.mentions if m.role == "increment"]
    assert [(m.key, m.name, m.status, m.section, m.confidence) for m in inc] == [
        ("2610.04444", "FastPath", "new", "1.2", "high")
    ]
    figures = [(f.value, f.unit, f.metric) for c in inc[0].claims for f in c.figures]
    assert figures == [(2.1, "×", "throughput"), (35.0, "%", "latency")]
    assert [m.name for m in doc.mentions if m.role == "adjacent"] == ["SlowPath"]
    rows = {m.key: (m.status, m.status_date, m.name) for m in doc.mentions if m.role == "arxiv-list"}
    assert rows == {
        "2610.04444": ("new", None, "FastPath"),
        "2606.01927": ("anchored", dt.date(2026, 9, 18), "Albireo"),
    }
    assert [(e.risk, e.items) for e in doc.entries] == [("high", ["2610.04444"]), ("low", ["slowpath"])]
    assert {(s.path, s.status) for s in doc.sources} >= {
        ("inbox/stephen/2026-10-05-notes.md", "relevant"),
        ("paper_cards/1500-2610-04444.md", "empty-missing"),
    }
    assert {(c.what, c.value) for c in doc.counts} == {("increments", 1), ("adjacent", 1), ("new-arxiv", 2)}


def test_detectors_on_an_unseen_layout(tmp_path):
    graph = KGraph(tmp_path / "s")
    assert graph.ingest([BRIEF.parent.parent.parent]).ok
    kinds = {e["kind"]: e for e in graph.contradictions()}
    assert "declares 2 new arXiv ids but lists 1" in kinds["count-mismatch"]["summary"]
    assert "new-but-anchored" not in kinds
