"""The corpus generator and the benchmark, at 50 documents: outputs, not timings."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import ROOT

BENCH = ROOT / "benchmarks"
sys.path.insert(0, str(BENCH))

import make_corpus  # noqa: E402


def digest(folder: Path) -> str:
    h = hashlib.sha256()
    for file in sorted(folder.rglob("*")):
        if file.is_file():
            h.update(file.relative_to(folder).as_posix().encode())
            h.update(file.read_bytes())
    return h.hexdigest()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    out = tmp_path_factory.mktemp("corpus") / "c"
    return out, make_corpus.generate(50, 3, out)


def test_corpus_layout_and_manifest(corpus):
    out, manifest = corpus
    files = [p.relative_to(out).as_posix() for p in out.rglob("*.md")]
    assert len(files) == manifest["docs"] == 50
    assert any(f.startswith("paper_cards/") for f in files)
    assert any(f.startswith("organized/knowledge/") for f in files)
    assert all(f.split("/")[0] in ("inbox", "paper_cards", "organized") for f in files)
    assert all(len(f.split("/")) == 3 for f in files if f.startswith("inbox/"))
    assert {"brief", "inbox_note", "paper_card", "living"} == set(manifest["documents_by_kind"])
    layouts = {b["layout"] for b in manifest["briefs"].values()}
    assert {"lost", "pipes", "numbered"} <= layouts
    # every kind of fault the detectors look for is planted, with file:line evidence
    assert set(manifest["fault_counts"]) == set(make_corpus.RECORDED_KINDS)
    for fault in manifest["faults"]:
        for where in fault["where"]:
            path, line = where.rsplit(":", 1)
            assert (out / path).is_file() and 1 <= int(line) <= len((out / path).read_text().splitlines())
    assert manifest["popular"]["most_mentioned"] and manifest["popular"]["typical"]


def test_corpus_is_reproducible(corpus, tmp_path):
    out, _ = corpus
    again = make_corpus.generate(50, 3, tmp_path / "again")
    assert digest(tmp_path / "again") == digest(out)
    other = make_corpus.generate(50, 4, tmp_path / "other")
    assert digest(tmp_path / "other") != digest(out)
    assert again["bytes"] != other["bytes"] or again["faults"] != other["faults"]


def test_extractor_reads_every_generated_layout(corpus):
    out, manifest = corpus
    assert make_corpus.check(out, manifest, len(manifest["briefs"])) == []


@pytest.mark.slow
def test_benchmark_run_writes_the_expected_rows(tmp_path):
    result = tmp_path / "result.json"
    done = subprocess.run(
        [
            sys.executable,
            str(BENCH / "run.py"),
            "--docs",
            "50",
            "--seed",
            "3",
            "--repeat",
            "1",
            "--workdir",
            str(tmp_path),
            "--json",
            str(result),
            "--timeout",
            "120",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    data = json.loads(result.read_text(encoding="utf-8"))
    assert {
        "corpus",
        "parse",
        "ingest",
        "floor",
        "reingest_unchanged",
        "reingest_one_changed",
        "in_process",
        "cold",
        "imports",
        "targets",
        "machine",
    } <= set(data)
    assert {"seconds", "docs_per_s", "mb_per_s", "vs_parse", "peak_rss_mb", "store_mb"} <= set(data["ingest"])
    assert data["corpus"]["documents"] == 50
    assert data["reingest_unchanged"]["unchanged"] == 50
    assert data["reingest_one_changed"]["ingested"] == 1
    assert {"why_most_mentioned", "why_typical", "new", "contradictions", "audit", "lint"} == set(data["in_process"])
    assert data["in_process"]["why_typical"]["mentions"] >= 1
    assert data["in_process"]["lint"]["available"] and "entries" in data["in_process"]["lint"]
    assert data["one_new_brief"]["ingested"] == 1  # the new brief, with its findings
    assert data["ingest"]["path"] in ("parallel", "sequential")
    assert data["ingest"]["write"] in ("bulk", "transactions")
    assert {
        "why_most_mentioned",
        "why_typical",
        "new",
        "contradictions",
        "audit",
        "help",
        "python_pass",
        "grep_most_mentioned",
        "grep_typical",
    } == set(data["cold"])
    assert set(data["imports"]) == {"help", "why"}
    assert set(run_targets()) <= set(data["targets"])
    for label in (
        "markdown-it parse (floor)",
        "full ingest",
        "ingest / parse",
        "peak memory (ingest)",
        "re-ingest unchanged",
        "re-ingest, one file changed",
        "why cold / grep",
        "targets:",
    ):
        assert label in done.stdout
    assert not (tmp_path / "corpus-50").exists()  # removed unless --keep


def run_targets() -> list[str]:
    sys.path.insert(0, str(BENCH))
    import run

    return [*run.TARGETS, "lean_imports"]
