"""kgraph reads every layout of the zoo: `kgraph eval KEY --format json`, run as a user runs it,
must find what the key says (precision and recall >= 0.98 on every field) and the planted faults,
with no false findings.

The JSON contract (what `eval` prints):

    {"fields": {"<field>": {"precision": p, "recall": r, "expected": n, "found": m}, ...},
     "documents": [...], "misses": [...], "false": [...],
     "faults": {"precision": p, "recall": r, "missed": [...], "false": [...]}}
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from .make import write_zoo
from .renderers import REQUIRES, available, usable

ROOT = Path(__file__).resolve().parents[2]
FIELDS = ("kind", "date", "instance", "works", "names", "statuses", "sections", "sources", "figures",
          "entries", "counts")
THRESHOLD = 0.98
PARAMS = [pytest.param(n, marks=pytest.mark.skipif(not usable(n), reason=f"needs {REQUIRES.get(n)}"))
          for n in available()]


def run_eval(key: Path, cwd: Path) -> subprocess.CompletedProcess:
    """`kgraph eval KEY --format json`, as a user runs it, in a folder of its own."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    cwd.mkdir(parents=True, exist_ok=True)
    return subprocess.run([sys.executable, "-m", "kgraph", "eval", str(key), "--format", "json"],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def evaluations(tmp_path_factory) -> dict[str, subprocess.CompletedProcess]:
    """Every usable layout written and evaluated once, the evaluations running side by side."""
    root = tmp_path_factory.mktemp("zoo-eval")
    names = [n for n in available() if usable(n)]
    keys = {n: write_zoo(root / "zoo", n) for n in names}
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        futures = {n: pool.submit(run_eval, keys[n], root / "cwd" / n) for n in names}
        return {n: f.result() for n, f in futures.items()}


@pytest.mark.parametrize("name", PARAMS)
def test_kgraph_reads_the_layout(evaluations, name):
    proc = evaluations[name]
    assert proc.returncode == 0, f"kgraph eval exited {proc.returncode}\n{proc.stderr[-3000:]}"
    try:
        report = json.loads(proc.stdout)
    except json.JSONDecodeError as exc:
        raise AssertionError(f"kgraph eval did not print JSON ({exc}):\n{proc.stdout[:2000]}") from exc

    fields = report["fields"]
    low = []
    for field in FIELDS:
        assert field in fields, f"eval reports no field {field!r} (has {sorted(fields)})"
        score = fields[field]
        for measure in ("precision", "recall"):
            if score[measure] < THRESHOLD:
                low.append(f"{field} {measure} {score[measure]:.3f} "
                           f"(expected {score['expected']}, found {score['found']})")
    faults = report["faults"]
    problems = list(low)
    for measure in ("precision", "recall"):
        if faults[measure] < THRESHOLD:
            problems.append(f"faults {measure} {faults[measure]:.3f}")
    if faults["false"]:
        problems.append(f"false findings: {faults['false']}")
    if faults["missed"]:
        problems.append(f"missed faults: {faults['missed']}")
    detail = json.dumps({"misses": report.get("misses", [])[:25], "false": report.get("false", [])[:25]},
                        ensure_ascii=False, indent=1, default=str)
    assert not problems, f"{name}: " + "; ".join(problems) + "\n" + detail
