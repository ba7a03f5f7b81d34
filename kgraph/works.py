"""A work is one work whatever a document calls it: a work named without an id in one document
and with an id (same normalised name or alias) in another are the same work in every answer.

Each document's graph is written alone and atomically, so the store keeps a name-only work
under its name (rewriting other documents' graphs would make a write span several documents,
and an interrupted ingest could leave one half-linked). The link is made when a question is
asked: `same_work` gives the name-only works a paper is known by, and `why` reads them as the
paper. It does not depend on the order the documents came in.
"""

from __future__ import annotations

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.queries import rows
from kgraph.storebase import BaseStore

ASK_MENTIONED = "ASK { GRAPH ?g { ?m kg:about ?w } }"


def same_work(store: BaseStore, work: str) -> list[str]:
    """The IRIs of the name-only works that are this paper: named as the paper is named."""
    if not work.startswith(V.ID + "arxiv/"):
        return []
    names = {P.normalise_name(r["name"]) for r in rows(store, "names", work=NamedNode(work)) if r.get("name")}
    out = []
    for name in sorted(n for n in names if n):
        iri = V.work_iri(name)
        if store.query(ASK_MENTIONED, w=NamedNode(iri)) and _only_paper_named(store, name, work):
            out.append(iri)
    return out


def _only_paper_named(store: BaseStore, name: str, work: str) -> bool:
    """A name two papers share (`SGLang`) links neither."""
    papers = {
        r["work"]
        for r in rows(store, "all-labels")
        if r["work"].startswith(V.ID + "arxiv/") and r.get("name") and P.normalise_name(r["name"]) == name
    }
    return papers == {work}
