"""Tests of kgraph.extract: reading documents."""
