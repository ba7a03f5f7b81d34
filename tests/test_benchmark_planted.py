"""The planted-fault benchmark at small size: every fault make_corpus plants is found, and
nothing else of the planted kinds (benchmarks/planted.py; the 1,000-document figures are in
docs/benchmarks.md)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .conftest import ROOT

BENCH = ROOT / "benchmarks"
sys.path.insert(0, str(BENCH))

import planted  # noqa: E402

DOCS, SEED = 200, 3
# What the detectors reach on this corpus (issue 21's target: all found, no false finding)
RECALL_FLOOR = 1.0
FALSE_CEILING = 0


@pytest.fixture(scope="module")
def result(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess, dict]:
    out = tmp_path_factory.mktemp("planted") / "result.json"
    cmd = [sys.executable, str(BENCH / "planted.py"), "--docs", str(DOCS), "--seed", str(SEED)]
    done = subprocess.run(
        [*cmd, "--min", str(RECALL_FLOOR), "--json", str(out)], capture_output=True, text=True, check=False
    )
    return done, json.loads(out.read_text(encoding="utf-8")) if out.exists() else {}


def test_every_planted_kind_is_found_without_false_findings(result):
    done, data = result
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    kinds = data["kinds"]
    assert set(kinds) == set(planted.make_corpus.RECORDED_KINDS)
    assert all(row["planted"] >= 1 for row in kinds.values()), {k: r["planted"] for k, r in kinds.items()}
    for kind, row in kinds.items():
        assert row["recall"] >= RECALL_FLOOR, (kind, row["missed"])
        assert len(row["false"]) <= FALSE_CEILING, (kind, row["false"])
    # the table the user reads: one row per kind and the total
    for kind in kinds:
        assert any(line.startswith(kind) for line in done.stdout.splitlines())
    assert "\nall " in done.stdout


def test_a_broken_detector_fails_the_floor(tmp_path, monkeypatch):
    """With the divergent-figures detector finding nothing, its planted faults are missed,
    listed with file:line, and `--min` fails."""
    from kgraph.query import detectors

    monkeypatch.setitem(detectors.DETECTORS, "divergent-figures", lambda facts: [])
    data = planted.run(60, SEED, tmp_path)
    row = data["kinds"]["divergent-figures"]
    assert row["planted"] >= 1 and row["found"] == 0
    assert all(":" in miss["where"][0] for miss in row["missed"])
    assert any("divergent-figures recall" in p for p in planted.below(data, RECALL_FLOOR))
    assert "missed divergent-figures" in planted.report(data)


def test_a_false_finding_fails_the_floor(tmp_path, monkeypatch):
    """A finding of a planted kind that matches no planted fault is a false finding."""
    from kgraph.query import detectors

    real = detectors.DETECTORS["duplicate-in-list"]

    def with_a_false_one(facts):
        found = real(facts)
        return [*found, {**found[0], "items": ["2601.00001"], "id": "C-000000"}] if found else found

    monkeypatch.setitem(detectors.DETECTORS, "duplicate-in-list", with_a_false_one)
    data = planted.run(60, SEED, tmp_path)
    row = data["kinds"]["duplicate-in-list"]
    assert [f["items"] for f in row["false"]] == [["2601.00001"]]
    assert any("false findings" in p for p in planted.below(data, RECALL_FLOOR))


def test_bad_arguments_exit_with_one_line(tmp_path):
    done = subprocess.run(
        [sys.executable, str(BENCH / "planted.py"), "--docs", "2"], capture_output=True, text=True, check=False
    )
    assert done.returncode != 0
    assert "--docs must be at least 5" in done.stderr and "Traceback" not in done.stderr
