"""Extraction from the two sample briefs in ../shared/seeds (skipped when absent)."""

from __future__ import annotations

import datetime as dt
import re

import pytest

from kgraph import patterns as P
from kgraph.extract import extract

from ..conftest import SEED_003, SEED_004, needs_seeds


@pytest.fixture(scope="module")
def doc003():
    needs_seeds()
    return extract(SEED_003.read_bytes(), SEED_003.name)


@pytest.fixture(scope="module")
def doc004():
    needs_seeds()
    return extract(SEED_004.read_bytes(), SEED_004.name)


def test_header_facts(doc003, doc004):
    assert doc003.kind == doc004.kind == "brief"
    assert doc003.date == dt.date(2026, 8, 20) and doc004.date == dt.date(2026, 9, 19)
    assert doc003.instance == doc004.instance == "tom"
    assert doc003.topic == "inference"
    assert (doc003.window_start, doc003.window_end) == ("2026-08-19 22:20", "2026-08-20 22:20")
    assert (doc004.window_start, doc004.window_end) == ("2026-09-18 22:00", "2026-09-19 22:00")
    assert doc003.baseline_path == "organized/knowledge/inference.md"
    assert doc003.baseline_date == dt.date(2026, 8, 20)
    baseline = {m.name for m in doc003.mentions if m.role == "baseline"}
    assert {"Albireo", "The Silent Hyperparameter", "AIConfigurator", "Maglev"} <= baseline


@pytest.mark.parametrize("seed", [SEED_003, SEED_004], ids=["003", "004"])
def test_every_arxiv_id_in_the_text_is_found(seed):
    needs_seeds()
    text = seed.read_text(encoding="utf-8")
    in_text = {f"{a}.{b}" for a, b in re.findall(r"(?<![\d.])(\d{4})\.(\d{5})(?!\d)", text)}
    in_text |= {f"{a}.{b}" for _, a, b in re.findall(r"(\d{3,4})-(\d{4})-(\d{5})", text)}
    doc = extract(seed.read_bytes(), seed.name)
    found = {m.arxiv_id for m in doc.mentions if m.arxiv_id}
    assert in_text and in_text <= found, sorted(in_text - found)


def _rows(doc):
    return {m.key: m for m in doc.mentions if m.role == "arxiv-list"}


def test_arxiv_table_with_lost_pipes(doc003):
    rows = _rows(doc003)
    assert {k for k, m in rows.items() if m.status == "new"} == {"2608.14376", "2608.14333", "2608.11668"}
    anchored = {k: (m.status_date, m.section) for k, m in rows.items() if m.status == "anchored"}
    assert len(anchored) == 15
    assert anchored["2605.19537"] == (dt.date(2026, 8, 19), "1.13")
    assert anchored["2606.01927"] == (dt.date(2026, 8, 19), "1.1")
    assert anchored["2608.08020"] == (dt.date(2026, 8, 18), "1.11")
    assert anchored["2608.13499"] == (dt.date(2026, 8, 17), "1.2")
    assert anchored["2507.06608"] == (dt.date(2026, 8, 15), "1.2")


def test_arxiv_pipe_table(doc004):
    rows = [m for m in doc004.mentions if m.role == "arxiv-list"]
    assert len(rows) == 20
    new = {m.key for m in rows if m.status == "new"}
    assert new == {"2609.19671", "2607.08057", "no buffer, no bottleneck"}
    dates = {(m.key, m.status_date) for m in rows if m.status == "anchored"}
    assert ("2606.01927", dt.date(2026, 9, 18)) in dates
    assert ("2607.08057", dt.date(2026, 9, 16)) in dates  # also listed as new: a fault to detect
    assert ("2604.24971", dt.date(2026, 9, 15)) in dates


def test_increments_and_adjacent(doc003, doc004):
    inc = [m for m in doc003.mentions if m.role == "increment"]
    adj = [m for m in doc003.mentions if m.role == "adjacent"]
    assert [m.key for m in inc] == ["2608.14376", "2608.14333", "2608.11668", "sglang advanced cuda graph"]
    assert [m.label for m in adj] == ["邻接 A", "邻接 B", "邻接 C"]
    corun = inc[0]
    assert corun.name == "CoRun" and corun.section == "1.3"
    assert "https://arxiv.org/abs/2608.14376" in corun.urls
    assert {s.path for s in corun.sources} == {
        "inbox/jay/2026-08-20-engineering-e1prep.md",
        "inbox/jay/2026-08-20T1055-jay-engineering-filter.md",
        "inbox/spark/2026-08-20-llm-infra-e1prep.md",
    }
    figures = [(f.value, f.value_high, f.unit, f.metric) for c in corun.claims for f in c.figures]
    assert (15.0, 324.0, "%", "throughput") in figures
    names = [m.name for m in doc004.mentions if m.role == "increment"]
    assert names[0] == "TriAttention" and names[1] == "No Buffer, No Bottleneck" and names[4] == "When2Think"
    tri = next(m for m in doc004.mentions if m.name == "TriAttention")
    assert tri.confidence == "高" and tri.section == "1.3"
    assert any(f.value == 10.7 and f.unit == "×" for c in tri.claims for f in c.figures)


def test_register_entries_with_risk(doc003, doc004):
    table = [e for e in doc003.entries if e.line >= 108]
    assert len(table) == 9
    risks = [e.risk for e in table]
    assert risks == ["medium", "medium", "medium", "medium", "low", "medium", "medium", "low", "medium"]
    assert table[3].items == ["2608.14333", "2608.11668"]
    headed = [e for e in doc004.entries if e.label]
    assert [e.label for e in headed] == ["①", "②", "③", "④"]
    assert [e.risk for e in headed] == ["low", "low", "medium", "low"]
    assert "2609.19671" in headed[3].items


def test_sources_are_complete(doc003, doc004):
    text = SEED_003.read_text(encoding="utf-8")
    section = text[text.index("四、检查过的来源清单") : text.index("五、")]
    listed = set(re.findall(r"(?:inbox|paper_cards|organized)/[A-Za-z0-9_./\-]+?\.md", section))
    found = {s.path for s in doc003.sources}
    assert len(listed) == 22 and listed <= found
    status = {s.path: s.status for s in doc003.sources if s.line == 161}
    assert status["paper_cards/1029-2608-13558.md"] == "empty-missing"
    assert status["inbox/tom/2026-08-19-inference-e1prep.md"] == "baseline"
    assert status["inbox/jay/2026-08-20-engineering-e1prep.md"] == "relevant"
    # 004 splits the folder and the file name over two table cells
    paths004 = {s.path for s in doc004.sources}
    assert "inbox/jay/2026-09-19-llm-inference-agents-k8s.md" in paths004
    assert "inbox/tom/2026-09-18-inference-e1prep.md" in paths004
    assert len({s.path for s in doc004.sources if s.line <= 18}) == 9


def test_declared_counts(doc003, doc004):
    c003 = {(c.what, c.value) for c in doc003.counts}
    assert ("new-arxiv", 3) in c003 and ("adjacent", 4) in c003 and ("increments", 7) in c003
    c004 = {(c.what, c.value, c.approximate) for c in doc004.counts}
    assert ("new-arxiv", 3, False) in c004 and ("carried-over", 20, True) in c004


def test_malformed_card_name_is_kept_as_written(doc003):
    cards = {s.path for s in doc003.sources if s.path.startswith("paper_cards/")}
    assert "paper_cards/102-2608-14929.md" in cards and "paper_cards/1028-2608-14929.md" in cards


def test_section_numbers_normalised():
    assert P.section_number("§1.(3) KV Cache") == "1.3"
    assert P.section_number("§ 1.13 推理引擎") == "1.13"
