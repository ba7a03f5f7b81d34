"""The forty-fifth zoo (written without reading the extractor, first scored held out): kgraph
reads each of its layouts at least as well as recorded (see tests/zoo/scoring.py)."""

from __future__ import annotations

from tests.zoo.scoring import floor_tests

from .make import NAMES, write_zoo

reports, test_kgraph_reads_the_layout_at_least_as_well_as_recorded = floor_tests("zoo45", NAMES, write_zoo)
