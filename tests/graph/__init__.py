"""Tests of kgraph.graph: documents to RDF, import and export."""
