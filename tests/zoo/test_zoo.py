"""kgraph reads every layout of the zoo (`kgraph eval KEY --format json`, run as a user runs it)
at least as well as the floor recorded for it, and the floors themselves can fail a reader that
got worse (see tests/zoo/scoring.py for the target and how floors are recorded)."""

from __future__ import annotations

import pytest

from .make import write_zoo
from .renderers import REQUIRES, available, usable
from .scoring import ROOT, below_floor, evaluate_all, load_floors

FLOORS = load_floors(ROOT / "tests" / "zoo" / "floors.toml")
PARAMS = [
    pytest.param(n, marks=pytest.mark.skipif(not usable(n), reason=f"needs {REQUIRES.get(n)}")) for n in available()
]


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[str, dict]:
    return evaluate_all([n for n in available() if usable(n)], write_zoo, tmp_path_factory.mktemp("zoo-eval"))


@pytest.mark.parametrize("name", PARAMS)
def test_kgraph_reads_the_layout_at_least_as_well_as_recorded(reports, name):
    assert below_floor(name, reports[name], FLOORS) == []


def test_a_worse_reading_falls_below_the_floor(reports):
    name = next(iter(reports))
    report = reports[name]
    worse = {**report, "fields": {k: {**v, "recall": 0.0} for k, v in report["fields"].items()}}
    assert below_floor(name, worse, FLOORS), "a reader that finds nothing must fail the floor"
    noisy = {**report, "faults": {**report["faults"], "false": [*report["faults"].get("false", []), {"kind": "x"}]}}
    assert below_floor(name, noisy, FLOORS)
