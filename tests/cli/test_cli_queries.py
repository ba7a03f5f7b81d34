"""new, contradictions, audit, lint, diff through the CLI (every format) and the library."""

from __future__ import annotations

import csv
import io
import json
import shutil
import subprocess
import sys

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli

from ..conftest import CLEAN, EXAMPLES


def run(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), *args], catch_exceptions=False)


BRIEF_0902 = "inbox/tom/2026-09-02-inference-e1prep.md"


def test_new_verdicts_api(examples_store):
    data = KGraph(examples_store).new(BRIEF_0902)
    verdicts = {i["item"]: i for i in data["items"]}
    assert verdicts["2608.14376"]["verdict"] == "anchored-before"
    assert verdicts["2608.14376"]["evidence"]["document"] == "organized/knowledge/inference.md"
    assert verdicts["2608.14376"]["evidence"]["section"] == "1.3"
    assert verdicts["2609.01877"]["verdict"] == "confirmed-new"
    assert verdicts["2608.17702"]["verdict"] == "unflagged-new"


def test_new_seen_before_by_name_and_duplicate(examples_store):
    graph = KGraph(examples_store)
    by_name = {i["item"]: i for i in graph.new("2026-09-03-inference-e1prep.md")["items"]}
    blog = by_name["sglang advanced cuda graph"]
    assert blog["verdict"] == "seen-before"
    assert blog["evidence"]["document"] == "inbox/jay/2026-08-31-engineering-e1prep.md"
    latest = graph.new()  # the latest brief: 9-08, whose works without an id are checked by name
    assert latest["document"] == "inbox/spark/2026-09-08-inference-brief.md"
    verdicts = {i["item"]: i["verdict"] for i in latest["items"]}
    assert verdicts["flashattention-4"] == "anchored-before" and verdicts["mooncache"] == "unflagged-new"
    older = graph.new("inbox/tom/2026-09-05-inference-e1prep.md")
    assert {i["item"]: i["verdict"] for i in older["items"]}["2609.04420"] == "duplicate"


def test_new_counts(examples_store):
    data = KGraph(examples_store).new("inbox/tom/2026-09-04-inference-e1prep.md")
    mismatch = [c for c in data["counts"] if not c["ok"]]
    assert [(c["what"], c["declared"], c["listed"]) for c in mismatch] == [("new-arxiv", 3, 2)]


@pytest.mark.parametrize("fmt", ["text", "json", "csv", "tsv", "md"])
def test_new_formats(runner, examples_store, fmt):
    result = run(runner, examples_store, "new", BRIEF_0902, "--format", fmt)
    assert result.exit_code == 0
    out = result.output
    if fmt == "json":
        assert json.loads(out)["document"] == BRIEF_0902
    elif fmt in ("csv", "tsv"):
        rows = list(csv.DictReader(io.StringIO(out), delimiter="," if fmt == "csv" else "\t"))
        assert {r["item"]: r["verdict"] for r in rows}["2608.14376"] == "anchored-before"
    elif fmt == "md":
        assert out.startswith("| verdict | item |") and "anchored-before" in out
    else:
        assert "anchored-before" in out and "Declared counts" in out


def test_new_by_date_and_unknown(runner, examples_store):
    assert json.loads(run(runner, examples_store, "new", "--date", "2026-09-03", "--format", "json").output)[
        "document"
    ].endswith("2026-09-03-inference-e1prep.md")
    result = runner.invoke(cli, ["--store", str(examples_store), "new", "--date", "2020-01-01"])
    assert result.exit_code == 1 and "no brief dated 2020-01-01" in result.output


@pytest.mark.parametrize("fmt", ["text", "json", "csv", "tsv", "md"])
def test_contradictions_formats(runner, examples_store, fmt):
    result = run(runner, examples_store, "contradictions", "--format", fmt)
    assert result.exit_code == 0
    out = result.output
    if fmt == "json":
        entries = json.loads(out)
        assert {"id", "kind", "severity", "items", "evidence", "first_seen", "last_seen", "status"} <= set(entries[0])
        assert len({e["id"] for e in entries}) == len(entries)
    elif fmt in ("csv", "tsv"):
        rows = list(csv.DictReader(io.StringIO(out), delimiter="," if fmt == "csv" else "\t"))
        assert {"stale-anchor", "to-verify", "count-mismatch"} <= {r["kind"] for r in rows}
    elif fmt == "md":
        assert out.startswith("| id | kind |")
    else:
        assert out.startswith("HIGH (") and "MEDIUM (" in out and "LOW (" in out


def test_contradictions_filters(runner, examples_store):
    def ids(*args):
        return json.loads(run(runner, examples_store, "contradictions", "--format", "json", *args).output)

    every = ids()
    assert 0 < len(ids("--open")) < len(every)
    assert {e["kind"] for e in ids("--kind", "anchoring-conflict")} == {"anchoring-conflict"}
    assert all("2606.01927" in e["items"] for e in ids("--item", "Albireo"))
    assert ids("--item", "Albireo")
    assert all(e["last_seen"] >= "2026-09-05" for e in ids("--since", "2026-09-05"))
    early = ids("--as-of", "2026-09-01")
    assert early and all(ev["date"] <= "2026-09-01" for e in early for ev in e["evidence"] if ev["date"])
    bad = runner.invoke(cli, ["--store", str(examples_store), "contradictions", "--kind", "nonsense"])
    assert bad.exit_code == 2 and "unknown kind" in bad.output


def test_contradictions_stable_ids(runner, tmp_path):
    store = tmp_path / "s"
    run(runner, store, "ingest", str(EXAMPLES))
    first = [e["id"] for e in json.loads(run(runner, store, "contradictions", "--format", "json").output)]
    run(runner, store, "ingest", "--force", str(EXAMPLES))
    again = [e["id"] for e in json.loads(run(runner, store, "contradictions", "--format", "json").output)]
    assert first == again


def test_audit_exit_codes(runner, examples_store, tmp_path):
    result = runner.invoke(cli, ["--store", str(examples_store), "audit"])
    assert result.exit_code == 1 and "FAIL" in result.output and "stale-anchor" in result.output
    data = json.loads(runner.invoke(cli, ["--store", str(examples_store), "audit", "--format", "json"]).output)
    assert data["failed"] and data["failing"] >= 4
    clean = tmp_path / "clean"
    run(runner, clean, "ingest", str(CLEAN))
    ok = runner.invoke(cli, ["--store", str(clean), "audit", "--fail-on", "medium"])
    assert ok.exit_code == 0 and "OK" in ok.output
    # the clean corpus still has one low to-verify entry
    assert runner.invoke(cli, ["--store", str(clean), "audit", "--fail-on", "low"]).exit_code == 1
    missing = runner.invoke(cli, ["--store", str(tmp_path / "none"), "audit"])
    assert missing.exit_code == 2 and "no store here" in missing.output


def test_audit_in_a_real_process(examples_store):
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "--store", str(examples_store), "audit", "--format", "csv"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1
    assert proc.stdout.splitlines()[0] == "kind,high,medium,low,resolved"


def test_lint_finds_faults_of_an_unpublished_brief(runner, examples_store, tmp_path):
    draft = tmp_path / "inbox" / "tom" / "2026-09-06-inference-e1prep.md"
    draft.parent.mkdir(parents=True)
    shutil.copy(EXAMPLES / "inbox/tom/2026-09-02-inference-e1prep.md", draft)
    text = draft.read_text(encoding="utf-8").replace("2026-09-02", "2026-09-06")
    draft.write_text(text, encoding="utf-8")
    before = KGraph(examples_store).stats()["documents"]
    result = runner.invoke(cli, ["--store", str(examples_store), "lint", str(draft), "--format", "json"])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["document"] == "inbox/tom/2026-09-06-inference-e1prep.md"
    kinds = {e["kind"] for e in data["entries"]}
    assert "new-but-anchored" in kinds and "source-status-conflict" in kinds
    assert all(any(ev["document"] == data["document"] for ev in e["evidence"]) for e in data["entries"])
    assert KGraph(examples_store).stats()["documents"] == before  # nothing was ingested


def test_lint_clean_brief_passes(runner, tmp_path):
    store = tmp_path / "s"
    run(runner, store, "ingest", str(CLEAN / "organized"))
    result = runner.invoke(
        cli, ["--store", str(store), "lint", str(CLEAN / "inbox/tom/2026-10-01-inference-e1prep.md")]
    )
    assert result.exit_code == 0, result.output


def test_diff(runner, examples_store):
    data = json.loads(run(runner, examples_store, "diff", "2026-09-01..2026-09-05", "--format", "json").output)
    first = {x["item"] for x in data["first_seen"]}
    assert {"2609.01877", "2609.03345", "2609.04420"} <= first and "2606.01927" not in first
    assert "2609.01877" in {x["item"] for x in data["anchored"]}
    assert any("合入状态" in x["summary"] for x in data["resolved"])
    assert any(x["kind"] == "new-but-anchored" for x in data["opened"])
    text = run(runner, examples_store, "diff", "2026-09-01..2026-09-05").output
    assert "First seen" in text and "Register entries resolved (1)" in text
    bad = runner.invoke(cli, ["--store", str(examples_store), "diff", "yesterday"])
    assert bad.exit_code == 2 and "DATE1..DATE2" in bad.output


def test_register_and_diff_text_never_send_control_characters(runner, tmp_path):
    brief = tmp_path / "inbox/tom/2026-10-02-inference-e1prep.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(
        "inference · E1 预消化简报（2026-10-02）\n执行: Tom\n增量条数：0 条\n三、值得警惕的矛盾或待核实说法\n"
        "1. FooKV \x1b]0;pwned\x07 数字需核实（高风险）\n",
        encoding="utf-8",
    )
    store = tmp_path / "s"
    run(runner, store, "ingest", str(tmp_path / "inbox"))
    for args in (["contradictions"], ["diff", "2026-10-01..2026-10-03"]):
        out = run(runner, store, *args).output
        assert "FooKV" in out and "\x1b" not in out and "\\x1b" in out, args
    data = json.loads(run(runner, store, "contradictions", "--format", "json").output)
    assert "\x1b]0;pwned\x07" in data[0]["summary"]  # JSON keeps the text exactly
