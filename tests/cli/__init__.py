"""Tests of kgraph.cli: the command line as a user runs it."""
