"""Claim lineage: stable ids, the chain to the primary source, independent support, instance records."""

from __future__ import annotations

import json
from collections import Counter

from kgraph.api import KGraph
from kgraph.cli import cli

from ..conftest import EXAMPLES, needs_seeds

NOTE = """# jay 工程笔记（2026-10-01）
## 一、论文
① FooKV (arXiv:2610.01111)
- 端到端延迟降低 1.50×（8×H100）
- https://arxiv.org/abs/2610.01111
"""

BRIEF = """inference · E1 预消化简报（{date}）
执行: Tom · 窗口: {prev} 22:20 → {date} 22:20
二、增量条目
增量 1【§1.3 KV Cache 管理】🟢 FooKV（arXiv:2610.01111）：测试条目
来源: inbox/jay/2026-10-01-notes.md §一 ①
要点: - 端到端延迟降低 1.50×
"""

OTHER = """# spark 复测（2026-10-03）
## 一、复测
① FooKV (arXiv:2610.01111)
- 自有集群复测：端到端延迟降低 1.52×
- https://github.com/example/fookv
"""


def corpus(tmp_path, with_other=False):
    root = tmp_path / "corpus"
    (root / "inbox/jay").mkdir(parents=True)
    (root / "inbox/tom").mkdir(parents=True)
    (root / "inbox/jay/2026-10-01-notes.md").write_text(NOTE, encoding="utf-8")
    for prev, date in (("2026-10-01", "2026-10-02"), ("2026-10-02", "2026-10-03")):
        (root / f"inbox/tom/{date}-inference-e1prep.md").write_text(
            BRIEF.format(prev=prev, date=date), encoding="utf-8"
        )
    if with_other:
        (root / "inbox/spark").mkdir(parents=True)
        (root / "inbox/spark/2026-10-03-rerun.md").write_text(OTHER, encoding="utf-8")
    store = tmp_path / "store"
    assert KGraph(store).ingest([root]).ok
    return root, store


def latency_group(store):
    groups = KGraph(store).claims("2610.01111")["groups"]
    return next(g for g in groups if g["figure"]["metric"] == "latency")


def test_a_claim_copied_through_two_briefs_from_one_note_counts_once(tmp_path):
    _, store = corpus(tmp_path)
    group = latency_group(store)
    assert group["documents"] == 3  # the note and two briefs
    assert group["independent"] == 1
    assert group["origins"] == ["url:https://arxiv.org/abs/2610.01111"]


def test_two_primary_sources_count_twice(tmp_path):
    _, store = corpus(tmp_path, with_other=True)
    group = latency_group(store)
    assert group["documents"] == 4
    assert group["independent"] == 2


def test_chain_reaches_the_primary_source(tmp_path, runner):
    _, store = corpus(tmp_path)
    data = KGraph(store).claims("FooKV")
    brief_claim = next(c for c in data["claims"] if c["document"] == "inbox/tom/2026-10-03-inference-e1prep.md")
    lineage = KGraph(store).why(brief_claim["id"])
    assert lineage["kind"] == "claim"
    docs = [step.get("document") for step in lineage["chain"] if "document" in step]
    assert docs == ["inbox/tom/2026-10-03-inference-e1prep.md", "inbox/jay/2026-10-01-notes.md"]
    assert {"primary_source": "https://arxiv.org/abs/2610.01111"} in lineage["chain"]
    text = runner.invoke(cli, ["--store", str(store), "why", brief_claim["id"]]).output
    assert "primary source https://arxiv.org/abs/2610.01111" in text


def test_claim_ids_are_stable_across_reingest(tmp_path):
    root, store = corpus(tmp_path)
    before = sorted(c["id"] for c in KGraph(store).claims("2610.01111")["claims"])
    KGraph(store).ingest([root], force=True)
    fresh = tmp_path / "fresh"
    KGraph(fresh).ingest([root])
    assert sorted(c["id"] for c in KGraph(store).claims("2610.01111")["claims"]) == before
    assert sorted(c["id"] for c in KGraph(fresh).claims("2610.01111")["claims"]) == before
    assert all(cid.startswith("2610.01111@2026-10-0") for cid in before)


def test_claims_cli_formats(runner, examples_store):
    data = json.loads(
        runner.invoke(cli, ["--store", str(examples_store), "claims", "TokenWeave", "--format", "json"]).output
    )
    assert data["item"] == "2609.00768"
    one = data["claims"][0]
    assert {"id", "text", "figures", "document", "date", "line", "status", "support", "origins"} <= set(one)
    csv_out = runner.invoke(cli, ["--store", str(examples_store), "claims", "2609.00768", "--format", "csv"]).output
    assert csv_out.splitlines()[0] == "claim,date,where,status,figures,documents,independent,sources,text"
    md = runner.invoke(cli, ["--store", str(examples_store), "claims", "2609.00768", "--format", "md"]).output
    assert md.startswith("| claim |")


def test_examples_tokenweave_latency_has_two_independent_sources(examples_store):
    group = next(
        g
        for g in KGraph(examples_store).claims("2609.00768")["groups"]
        if g["figure"]["metric"] == "latency" and g["figure"]["value"] == 1.28
    )
    # the paper (via the card, jay's note and two briefs) and spark's own re-run (its note says 复测):
    # the repository it ran is the paper's official one, so it is not a third origin
    assert group["documents"] >= 5
    assert group["origins"] == [
        "doc:inbox/spark/2026-09-02-llm-infra-e1prep.md",
        "url:https://arxiv.org/abs/2609.00768",
    ]


def test_a_papers_arxiv_page_and_official_repository_are_one_origin(examples_store):
    card = "paper_cards/1179-2609-00768.md"
    text = (EXAMPLES / card).read_text(encoding="utf-8").splitlines()
    # the card's lines that give the repository (and, through the card, the paper's arXiv page)
    repo_lines = [n for n, line in enumerate(text, 1) if "github.com/microsoft/tokenweave" in line]
    assert repo_lines
    claims = {c["line"]: c for c in KGraph(examples_store).claims("2609.00768")["claims"] if c["document"] == card}
    for n in repo_lines:
        assert "https://github.com/microsoft/tokenweave" in claims[n]["primary_sources"]
        assert claims[n]["origins"] == ["url:https://arxiv.org/abs/2609.00768"]


def test_why_shows_support_on_claims(examples_store):
    data = KGraph(examples_store).why("2609.00768")
    supported = [c for c in data["claims"] if c.get("support")]
    assert supported and all(c["support"]["independent"] <= max(c["support"]["documents"], 3) for c in supported)


def test_instances_counts_recomputed_independently(runner, examples_store):
    data = json.loads(runner.invoke(cli, ["--store", str(examples_store), "instances", "--format", "json"]).output)
    by_name = {r["instance"]: r for r in data}
    graph = KGraph(examples_store)
    # documents per instance, straight from the files' folders
    on_disk = Counter(p.parent.name for p in (EXAMPLES / "inbox").rglob("*.md"))
    assert {k: v["documents"] for k, v in by_name.items()} == dict(on_disk)
    # NET-new calls and how many held, from `new` on each of tom's briefs
    calls = held = 0
    for brief in sorted((EXAMPLES / "inbox/tom").glob("*.md")):
        items = graph.new(f"inbox/tom/{brief.name}")["items"]
        called = [i for i in items if i["verdict"] != "unflagged-new"]
        calls += len(called)
        held += sum(i["verdict"] == "confirmed-new" for i in called)
    assert (by_name["tom"]["new_calls"], by_name["tom"]["new_held"]) == (calls, held)
    assert by_name["tom"]["new_held_ratio"] == round(held / calls, 2)
    # resolved register entries drawn by tom's items: the TriAttention merge question
    assert by_name["tom"]["register_resolved"] == 1
    text = runner.invoke(cli, ["--store", str(examples_store), "why", "tom"]).output
    assert text.startswith("instance tom") and "new_calls" in text


def test_seeds_claims_for_corun(runner, seeds_store):
    needs_seeds()
    data = KGraph(seeds_store).claims("2608.14376")
    texts = [c for c in data["claims"] if "bit-identical" in c["text"]]
    assert texts, "the bit-identical claim"
    throughput = [
        c for c in data["claims"] if any(f["metric"] == "throughput" and f["value"] == 15 for f in c["figures"])
    ]
    assert throughput and throughput[0]["figures"]
    sources = {q["path"] for c in throughput for q in c["quoted_from"]}
    assert (
        "inbox/jay/2026-08-20-engineering-e1prep.md" in sources
        and "inbox/spark/2026-08-20-llm-infra-e1prep.md" in sources
    )
    out = runner.invoke(cli, ["--store", str(seeds_store), "claims", "2608.14376"]).output
    assert "15–324%" in out and "bit-identical" in out and "inbox/jay/2026-08-20-engineering-e1prep.md" in out
