"""kgraph: a provenance graph of research briefs."""

__version__ = "0.1.0"
