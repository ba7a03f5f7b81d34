"""benchmarks/impact_scale.py on a small generated store: the figures it prints, not timings."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from kgraph.api import KGraph

from .conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))

import make_corpus  # noqa: E402


@pytest.mark.slow
def test_impact_benchmark_reports_every_figure(tmp_path):
    corpus = tmp_path / "corpus"
    make_corpus.generate(60, 3, corpus)
    store = tmp_path / "store"
    assert KGraph(store).ingest([corpus]).ok
    out = tmp_path / "figures.json"
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks/impact_scale.py"),
            "--store",
            str(store),
            "--repeat",
            "1",
            "--json",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(out.read_text(encoding="utf-8"))
    assert figures["documents"] == 60
    note = figures["targets"]["note"]
    # the note it picks is the one quoted by the most claims, and impact finds every one of them
    assert figures["impact_note"]["claims"] >= note["quoting_claims"] > 0
    assert figures["impact_note"]["ms"] > 0 and figures["impact_worst_vs_target"] > 0
    assert figures["retraction_detectors"]["unsupported"] + figures["retraction_detectors"]["weakened"] > 0
    assert "impact, worst target" in done.stderr
