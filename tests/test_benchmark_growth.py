"""benchmarks/growth.py: the growth exponent of each figure between corpus sizes (outputs, not timings)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

import growth  # noqa: E402


def _result(docs: int, ingest_s: float, why_ms: float) -> dict:
    return {
        "docs": docs,
        "corpus": {"bytes": docs * 4000},
        "machine": {"loadavg_start": [1.0], "loadavg_end": [2.0]},
        "ingest": {"seconds": ingest_s, "vs_parse": 3.0, "quads": docs * 400, "store_mb": docs * 0.05},
        "in_process": {"why_typical": {"ms": why_ms}},
    }


def test_exponents_are_log_ratios():
    assert growth.exponent(1000, 10.0, 10000, 100.0) == 1.0
    assert growth.exponent(1000, 5.0, 10000, 5.0) == 0.0
    assert growth.exponent(1000, None, 10000, 5.0) is None


def test_the_table_from_result_files(tmp_path):
    files = []
    for n, (docs, ingest, why) in enumerate([(1000, 30.0, 5.0), (10000, 300.0, 5.0), (30000, 900.0, 10.0)]):
        path = tmp_path / f"r{n}.json"
        path.write_text(json.dumps(_result(docs, ingest, why)))
        files.append(str(path))
    out = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "growth.py"), "--results", *files],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ingest = next(line for line in out.splitlines() if line.startswith("| full ingest"))
    assert ingest.split(" | ")[-3:] == ["1.00", "1.00", "1.00 |"]
    why = next(line for line in out.splitlines() if line.startswith("| why in-process, typical"))
    assert why.split(" | ")[-3] == "0.00" and why.split(" | ")[-2] == "0.63"
    assert "| quads per document | 400 | 400 | 400 |" in out
    assert "1.0/2.0" in out
