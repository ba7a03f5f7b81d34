"""A work is one node whatever a document calls it: a work named without an id in one document
and with an id (same normalised name or alias) in another becomes the paper's node.

Extraction reads one document at a time, so a name-only work can only be linked to its paper
once both are in the store: `link_named_works` runs after every ingest and rewrites the
name-only node into the paper's, in every document graph. It is idempotent and does not depend
on the order the documents came in.
"""

from __future__ import annotations

from collections import defaultdict

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.queries import rows
from kgraph.storebase import BaseStore

MOVE = """
DELETE {{ GRAPH ?g {{ {w} ?p ?o }} }} INSERT {{ GRAPH ?g {{ {paper} ?p ?o }} }} WHERE {{ GRAPH ?g {{ {w} ?p ?o }} }} ;
DELETE {{ GRAPH ?g {{ ?s ?p {w} }} }} INSERT {{ GRAPH ?g {{ ?s ?p {paper} }} }} WHERE {{ GRAPH ?g {{ ?s ?p {w} }} }}
"""


def named_work_links(store: BaseStore) -> dict[str, str]:
    """name-only work IRI → the paper IRI it is (only when exactly one paper has that name)."""
    named = [r["work"] for r in rows(store, "named-works")]
    if not named:
        return {}
    papers: dict[str, set[str]] = defaultdict(set)
    for row in rows(store, "all-labels"):
        if row["work"].startswith(V.ID + "arxiv/") and row.get("name"):
            papers[P.normalise_name(row["name"])].add(row["work"])
    links = {}
    for work in named:
        found = papers.get(V.work_key_from_iri(work), set())
        if len(found) == 1:
            links[work] = next(iter(found))
    return links


def link_named_works(store: BaseStore) -> dict[str, str]:
    """Rewrite each name-only work that a paper is known by into the paper; the links made."""
    links = named_work_links(store)
    for work, paper in sorted(links.items()):
        store.update(MOVE.format(w=NamedNode(work), paper=NamedNode(paper)))
    return links
