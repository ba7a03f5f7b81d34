"""ingest / why / stats / export / demo through the CLI, as a user runs them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from kgraph.api import KGraph
from kgraph.cli import cli

from ..conftest import EXAMPLES, SEEDS, needs_seeds


def run(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), *args], catch_exceptions=False)


def test_ingest_then_why_text(runner, tmp_path):
    store = tmp_path / "s"
    result = run(runner, store, "ingest", str(EXAMPLES))
    assert result.exit_code == 0, result.output
    assert "ingested" in result.output
    result = run(runner, store, "why", "2606.01927")
    assert result.exit_code == 0
    out = result.output
    assert out.startswith("2606.01927")
    assert "anchored 2026-08-19 in §1.1" in out and "anchored 2026-08-28 in §1.1" in out
    assert "inbox/tom/2026-09-03-inference-e1prep.md:66" in out


def test_why_json_keys_and_mentions(runner, examples_store):
    result = run(runner, examples_store, "why", "arXiv:2606.01927v2", "--format", "json")
    data = json.loads(result.output)
    assert {"id", "names", "mentions", "anchored", "register", "adjacent"} <= set(data)
    assert data["id"] == "2606.01927"
    for m in data["mentions"]:
        assert {"document", "date", "instance", "status", "section", "sources", "claims", "line"} <= set(m)
    dates = [m["date"] for m in data["mentions"]]
    assert dates == sorted(dates)
    assert {a["date"] for a in data["anchored"]} >= {"2026-08-19", "2026-08-28"}


def test_why_by_paper_card_name_and_alias(runner, examples_store):
    card = json.loads(run(runner, examples_store, "why", "1179-2609-00768", "--format", "json").output)
    assert card["id"] == "2609.00768"
    assert any(m["document"] == "paper_cards/1179-2609-00768.md" for m in card["mentions"])
    fa = json.loads(run(runner, examples_store, "why", "fa-4", "--format", "json").output)
    assert fa["id"] == "flashattention-4"
    assert {"FA-4", "FlashAttention-4"} <= set(fa["names"])


def test_why_sources_point_to_ingested_notes(runner, examples_store):
    data = json.loads(run(runner, examples_store, "why", "2609.00768", "--format", "json").output)
    sources = [s for m in data["mentions"] for s in m["sources"]]
    jay = [s for s in sources if s["path"] == "inbox/jay/2026-08-31-engineering-e1prep.md"]
    assert jay and all(s["ingested"] for s in jay)
    assert any(s["locator"] == "§二 ⑤" for s in jay)


def test_why_as_of_hides_later_documents(runner, examples_store):
    data = json.loads(
        run(runner, examples_store, "why", "2606.01927", "--as-of", "2026-09-02", "--format", "json").output
    )
    assert max(m["date"] for m in data["mentions"]) <= "2026-09-02"
    assert "2026-08-28" not in {a["date"] for a in data["anchored"]}


def test_why_unknown_id_exits_1_with_suggestion(runner, examples_store):
    result = runner.invoke(cli, ["--store", str(examples_store), "why", "2606.01928"])
    assert result.exit_code == 1
    assert result.output.count("\n") == 1
    assert "not in the store" in result.output and "2606.01927" in result.output
    assert "Traceback" not in result.output


def test_why_formats_csv_md(runner, examples_store):
    csv_out = run(runner, examples_store, "why", "2606.01927", "--format", "csv").output
    assert csv_out.splitlines()[0].startswith("date,document,line")
    md = run(runner, examples_store, "why", "2606.01927", "--format", "md").output
    assert md.startswith("| date | document |")


def test_reingest_unchanged_does_nothing_and_changed_replaces(runner, tmp_path, examples_copy):
    store = tmp_path / "s"
    assert run(runner, store, "ingest", str(examples_copy)).exit_code == 0
    again = run(runner, store, "ingest", str(examples_copy))
    assert "0 ingested" in again.output and "unchanged" in again.output
    brief = examples_copy / "inbox/tom/2026-09-03-inference-e1prep.md"
    brief.write_text(brief.read_text(encoding="utf-8").replace("8-28锚定", "8-27锚定"), encoding="utf-8")
    changed = run(runner, store, "ingest", str(examples_copy))
    assert "1 ingested" in changed.output
    data = json.loads(run(runner, store, "why", "2606.01927", "--format", "json").output)
    dates = {a["date"] for a in data["anchored"]}
    assert "2026-08-27" in dates and "2026-08-28" not in dates


def test_second_writer_gets_store_in_use(tmp_path):
    from kgraph.errors import StoreBusy
    from kgraph.store.local import GraphStore

    with GraphStore(tmp_path / "s", write=True):
        try:
            GraphStore(tmp_path / "s", write=True)
        except StoreBusy as exc:
            assert f"store is in use by PID {os.getpid()}" in str(exc)
        else:
            raise AssertionError("a second writer was let in")


def test_stats(runner, examples_store):
    data = json.loads(run(runner, examples_store, "stats", "--format", "json").output)
    assert data["documents_by_kind"] == {
        "brief": 8,
        "inbox_note": 2,
        "living": 1,
        "paper_card": 1,
    }  # FAULTS.md: 8 briefs
    assert data["papers"] > 10 and data["claims"] > 20 and data["triples"] > 1000


def test_export_round_trip(runner, tmp_path, examples_store):
    original = {str(q) for q in KGraph(examples_store).store.quads()}
    for fmt in ("trig", "nquads", "jsonld"):
        out = tmp_path / f"graph.{ {'trig': 'trig', 'nquads': 'nq', 'jsonld': 'jsonld'}[fmt] }".replace(" ", "")
        assert run(runner, examples_store, "export", "--format", fmt, "-o", str(out)).exit_code == 0
        fresh = tmp_path / f"fresh-{fmt}"
        result = run(runner, fresh, "ingest", str(out))
        assert result.exit_code == 0, result.output
        assert {str(q) for q in KGraph(fresh).store.quads()} == original, fmt


def test_export_turtle_merges_graphs(runner, examples_store):
    result = runner.invoke(cli, ["--store", str(examples_store), "export", "--format", "turtle"])
    assert result.exit_code == 0
    assert "@prefix kg:" in result.output and "kg:Mention" in result.output


def test_demo_runs_on_bundled_examples(runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["demo", "--temporary"], catch_exceptions=False)
    assert result.exit_code == 0
    assert "kgraph why 2606.01927" in result.output and "documents" in result.output


def test_real_subprocess_why(tmp_path, examples_store):
    env = {**os.environ, "KGRAPH_STORE": str(examples_store)}
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "why", "FlashAttention-4"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    assert "flashattention-4" in proc.stdout
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "why", "nothing-like-this"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1 and proc.stderr.startswith("Error:") and "Traceback" not in proc.stderr


def test_seeds_why_shows_both_briefs_with_their_anchoring_dates(runner, seeds_store):
    needs_seeds()
    data = json.loads(run(runner, seeds_store, "why", "2606.01927", "--format", "json").output)
    said = {(a["document"], a["date"]) for a in data["anchored"]}
    assert ("003_76b220fe62c28838.txt", "2026-08-19") in said
    assert ("004_c534be5e5b71eb8c.txt", "2026-09-18") in said


def test_seeds_ingest_without_error(runner, tmp_path):
    needs_seeds()
    result = run(runner, tmp_path / "s", "ingest", str(SEEDS))
    assert result.exit_code == 0 and "2 ingested" in result.output
    assert "warning" not in result.output


def test_examples_conform_to_shapes(examples_store):
    from kgraph.graph.rdflibview import validate
    from kgraph.store.local import GraphStore

    conforms, report = validate(GraphStore(examples_store))
    assert conforms, report


def test_shapes_reject_a_broken_graph(tmp_path):
    from pyoxigraph import Literal, NamedNode, Quad

    from kgraph import vocab as V
    from kgraph.graph.rdflibview import validate
    from kgraph.store.local import GraphStore

    store = GraphStore(tmp_path / "s", write=True)
    paper = NamedNode(V.ID + "arxiv/26O8.11668")
    store.store.add(Quad(paper, NamedNode(V.RDF + "type"), NamedNode(V.PAPER), NamedNode(V.ID + "doc/x")))
    store.store.add(Quad(paper, NamedNode(V.KG + "arxivId"), Literal("26O8.11668"), NamedNode(V.ID + "doc/x")))
    conforms, report = validate(store)
    assert not conforms and "arxivId" in report


def test_networkx_view(examples_store):
    from kgraph.graph.rdflibview import neighbourhood, to_networkx
    from kgraph.store.local import GraphStore

    graph = to_networkx(GraphStore(examples_store))
    paper = "https://w3id.org/kgraph/id/arxiv/2606.01927"
    near = neighbourhood(graph, paper, depth=1)
    relations = {d["relation"].rsplit("#", 1)[-1] for _, _, d in near.edges(data=True)}
    assert paper in near and "about" in relations and "anchoredIn" in relations
