"""The seventh zoo (written without reading the extractor, then read better): kgraph reads each
of its layouts at least as well as recorded (see tests/zoo/scoring.py)."""

from __future__ import annotations

import pytest

from tests.zoo.scoring import ROOT, below_floor, evaluate_all, load_floors

from .make import NAMES, write_zoo

FLOORS = load_floors(ROOT / "tests" / "zoo7" / "floors.toml")


@pytest.fixture(scope="module")
def reports(tmp_path_factory) -> dict[str, dict]:
    return evaluate_all(list(NAMES), write_zoo, tmp_path_factory.mktemp("zoo7-eval"))


@pytest.mark.parametrize("name", NAMES)
def test_kgraph_reads_the_layout_at_least_as_well_as_recorded(reports, name):
    assert below_floor(name, reports[name], FLOORS) == []
