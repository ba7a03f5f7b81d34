"""The graph stage: documents to quads (build), RDF import and export, the rdflib view of a store."""
