"""`Author: the nightly relay` names no instance (an article then words is a description, not an
instance's name); `Author: heron` does."""

from __future__ import annotations

from kgraph.extract import extract


def test_an_author_field_that_describes_names_no_instance():
    described = extract(b"# coast brief 2028-01-02\n\nAuthor: the nightly relay\nDeclared: 1 NET-new\n", "notes/b.md")
    named = extract(b"# coast brief 2028-01-02\n\nAuthor: heron\nDeclared: 1 NET-new\n", "notes/b.md")
    assert (described.instance, named.instance) == (None, "heron")
