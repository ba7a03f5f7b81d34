"""The serve stage: the HTTP app, the SPARQL protocol and the pages."""
