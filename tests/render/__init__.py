"""Tests of kgraph.render: text, HTML reports and maps."""
