"""The dataset a user's query sees (SPARQL 1.1 Query §13.2, Protocol §2.1.4).

The store keeps document metadata in the default graph, each document's statements in its named
graph `kgid:doc/PATH`, each retraction in `kgid:retraction/R-…`, and graphs it derives itself
(`kgid:register/…`, `kgid:inputs/…`, `kgid:identity`, `kgid:register`, `kgid:digest/…`). A user's view:

- with no dataset given (no FROM / FROM NAMED, no default-graph-uri / named-graph-uri): the
  default graph is the metadata graph (or, with `union`, the union of it and every document and
  retraction graph, as Fuseki's and Oxigraph's union-default-graph options do), and the named
  graphs are the document and retraction graphs. The derived graphs are left out; naming one
  (named-graph-uri, FROM NAMED) shows it.
- with default-graph-uri only: those graphs merged are the default graph, and there are no named
  graphs (as `FROM <g>` alone means); `kgid:union` stands for the union above.
- with named-graph-uri only: those are the named graphs, the default graph is empty.
"""

from __future__ import annotations

from typing import Any

from pyoxigraph import DefaultGraph, NamedNode

from kgraph import vocab as V
from kgraph.store.remote import META_GRAPH

UNION_GRAPH = V.ID + "union"  # default-graph-uri=<kgid:union>: every document graph and the metadata


def visible_graphs(store: Any) -> list[NamedNode]:
    """The named graphs a user sees by default: documents and retractions, not the derived graphs."""
    found = store.query("SELECT DISTINCT ?g WHERE { GRAPH ?g { } }")
    names = sorted(r["g"].value for r in found if isinstance(r["g"], NamedNode))
    return [NamedNode(g) for g in names if not V.is_derived_graph(g)]


def user_dataset(
    store: Any,
    default_graphs: list[Any] | None = None,
    named_graphs: list[Any] | None = None,
    *,
    union: bool = False,
) -> tuple[list[Any], list[Any]]:
    """(default graph parts, named graphs) for a query without FROM / FROM NAMED; `default_graphs`
    and `named_graphs` are the Protocol's default-graph-uri / named-graph-uri (None: not given)."""
    if default_graphs is None and named_graphs is None:
        graphs = visible_graphs(store)
        return ([DefaultGraph(), *graphs] if union else [DefaultGraph()]), graphs
    if named_graphs is None and [getattr(g, "value", None) for g in default_graphs or []] == [META_GRAPH]:
        # kgraph's own remote store (kgraph.store.remote) keeps the metadata in kgid:meta and sends
        # it as the default graph, relying on every named graph staying visible (as on Virtuoso)
        found = store.query("SELECT DISTINCT ?g WHERE { GRAPH ?g { } }")
        return list(default_graphs or []), [r["g"] for r in found if isinstance(r["g"], NamedNode)]
    defaults: list[Any] = []
    for g in default_graphs or []:
        if getattr(g, "value", None) == UNION_GRAPH:
            defaults += [DefaultGraph(), *visible_graphs(store)]
        else:
            defaults.append(g)
    return defaults, list(named_graphs or [])


def names_its_dataset(text: str) -> bool:
    """Whether a query sets its own dataset with FROM or FROM NAMED (then it is used as written)."""
    from kgraph.store.sparqltext import tokens

    toks = tokens(text)
    depth = 0
    for tok in toks:
        if tok.kind == "punct" and tok.text in "{}":
            depth += 1 if tok.text == "{" else -1
        elif depth == 0 and tok.kind == "word" and tok.text.lower() == "from":
            return True
    return False
