"""Tests of kgraph.store: the stores."""
