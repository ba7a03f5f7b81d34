"""Tests of kgraph.query: queries, detectors and the register."""
