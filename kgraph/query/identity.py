"""The identity of works: a work named without an id in one document and with an id in another
is one work, in every answer.

Each document's named graph stays a pure function of that document: a name-only work is stored
under its name (`kgid:work/{name}`), a paper under its id (`kgid:arxiv/{id}`). Which name-only
works are which paper is derived, like the materialised register, and kept in the named graph
`kgid:identity` as `<name-only work> kg:sameWorkAs <paper>`: one link for every name that
exactly one paper is known by (its normalised name or an alias, `patterns.normalise_name`) and
that a document mentions without an id. A name two papers share (`SGLang`) links neither.

The link depends only on the set of documents, never on their order: it is a function of the
names every document gives its works (`name_rows`, stored with each document's register inputs
as the `identity-names` table), recomputed for the names a write touches in the same
transaction as the write (`kgraph.query.register`). A store without a current register (written by
an older kgraph, changed by a SPARQL update) computes the same links from scratch (`links`).

Only the standard library and pyoxigraph are imported here: `why` reads it.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from pyoxigraph import NamedNode, Quad

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.errors import KGraphError
from kgraph.query.named import rows
from kgraph.store.base import BaseStore

GRAPH = V.IDENTITY_GRAPH
TABLE = "identity-names"  # the register inputs table of the names each document gives its works
_PAPER = V.ID + "arxiv/"
_WORK = V.ID + "work/"


def name_key(work: str, name: str | None) -> str | None:
    """The name a work is known by across documents: a paper's normalised name (or alias), a
    name-only work's own key. None for anything else."""
    if work.startswith(_PAPER):
        key = P.normalise_name(name or "")
        return key or None
    if work.startswith(_WORK):
        return V.work_key_from_iri(work)
    return None


def name_rows(found: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """`identity-names.rq` rows as the inputs of the identity: (document, work, name key), once each."""
    out = {}
    for r in found:
        key = name_key(r["work"], r.get("name"))
        if key:
            out[(r["doc"], r["work"], key)] = {"doc": r["doc"], "work": r["work"], "key": key}
    return [out[k] for k in sorted(out)]


def fold(found: Iterable[dict[str, Any]]) -> dict[str, str]:
    """The links these name rows make: name-only work IRI -> the one paper known by its name."""
    papers: dict[str, set[str]] = defaultdict(set)
    mentioned: set[str] = set()
    for r in found:
        if r["work"].startswith(_PAPER):
            papers[r["key"]].add(r["work"])
        elif r["work"].startswith(_WORK):
            mentioned.add(r["key"])
    out = {}
    for key in sorted(mentioned):
        known = papers.get(key, set())
        if len(known) == 1:
            out[V.work_iri(key)] = next(iter(known))
    return out


def from_scratch(store: BaseStore) -> dict[str, str]:
    """The links computed from every document in the store."""
    return fold(name_rows(rows(store, "identity-names")))


def _current(store: BaseStore) -> bool:
    state = V.REGISTER_STATE
    try:
        return bool(store.query(f'ASK {{ GRAPH <{state}> {{ <{state}> kg:registerVersion "{V.REGISTER_VERSION}" }} }}'))
    except KGraphError:
        return False


def stored(store: BaseStore) -> dict[str, str]:
    """The links as stored in `kgid:identity`."""
    return {r["name"]: r["paper"] for r in rows(store, "identity-links")}


def links(store: BaseStore) -> dict[str, str]:
    """Name-only work IRI -> paper IRI: as stored when the register is current, else from scratch."""
    return stored(store) if _current(store) else from_scratch(store)


def aliases(store: BaseStore, paper: str) -> list[str]:
    """The name-only works that are this paper (what `why` reads together with it)."""
    if not paper.startswith(_PAPER):
        return []
    if _current(store):
        return sorted(r["name"] for r in rows(store, "identity-aliases", paper=NamedNode(paper)))
    return sorted(name for name, p in from_scratch(store).items() if p == paper)


def canonical(work: str, found: dict[str, str]) -> str:
    """The work an IRI stands for: its paper when it is a linked name-only work, else itself."""
    return found.get(work, work)


def canonical_row(row: dict[str, Any], found: dict[str, str]) -> dict[str, Any]:
    """A query row with its `work` (and space-separated `works`) read as canonical works."""
    if not found:
        return row
    out = row
    if row.get("work") in found:
        out = {**out, "work": found[row["work"]]}
    if row.get("works") and any(w in found for w in row["works"].split()):
        works = sorted({found.get(w, w) for w in row["works"].split()})
        out = {**out, "works": " ".join(works)}
    return out


def quads(found: dict[str, str]) -> list[Quad]:
    """The identity graph holding these links."""
    graph, same = NamedNode(GRAPH), NamedNode(V.SAME_WORK_AS)
    return [Quad(NamedNode(name), same, NamedNode(paper), graph) for name, paper in sorted(found.items())]


def changed(old: dict[str, str], new: dict[str, str]) -> set[str]:
    """The work IRIs whose identity differs between two sets of links (both ends of each link)."""
    out: set[str] = set()
    for name in set(old) | set(new):
        if old.get(name) != new.get(name):
            out.add(name)
            out.update(x for x in (old.get(name), new.get(name)) if x)
    return out
