"""Tests of kgraph.serve: the HTTP server and the SPARQL protocol."""
