"""rdflib and networkx views of the store, for the jobs they are good at.

rdflib: SHACL validation (pyshacl) and anything that wants an rdflib Dataset.
networkx: neighbourhoods and paths for maps. Both are imported only here.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pyoxigraph import NamedNode, RdfFormat, serialize

from kgraph import vocab as V
from kgraph.store.base import BaseStore

PACKAGE = Path(__file__).resolve().parent.parent
ONTOLOGY_DIRS = (PACKAGE / "ontology", PACKAGE.parent / "ontology")


def ontology_file(name: str) -> Path:
    for folder in ONTOLOGY_DIRS:
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(name)


def to_rdflib(store: BaseStore) -> Any:
    """The whole store as an rdflib Dataset (named graphs kept)."""
    import rdflib

    data = serialize(store.quads(), format=RdfFormat.N_QUADS)
    dataset = rdflib.Dataset()
    dataset.parse(data=data.decode("utf-8"), format="nquads")
    return dataset


def validate(store: BaseStore) -> tuple[bool, str]:
    """SHACL-validate the union of all graphs, as exported (with the standard view the store
    does not hold: kgraph.graph.standard), against ontology/shapes.ttl."""
    import pyshacl
    import rdflib

    from kgraph.graph.standard import standard_quads

    quads = list(store.quads())
    quads += standard_quads(quads)
    union = rdflib.Graph()
    data = serialize((q.triple for q in quads), format=RdfFormat.N_TRIPLES)
    union.parse(data=data.decode("utf-8"), format="nt")
    shapes = rdflib.Graph().parse(ontology_file("shapes.ttl"))
    conforms, _, text = pyshacl.validate(union, shacl_graph=shapes, inference="none")
    return bool(conforms), str(text)


def to_networkx(store: BaseStore, graphs: list[str] | None = None) -> Any:
    """A MultiDiGraph of IRI-to-IRI statements; edge attribute `relation` is the predicate,
    `graph` the document that states it. Literals become node attributes."""
    import networkx as nx

    g = nx.MultiDiGraph()
    names = [NamedNode(x) for x in graphs] if graphs else [None]
    for name in names:
        for quad in store.quads_for_pattern(None, None, None, name):
            s, p, o = quad.subject.value, quad.predicate.value, quad.object
            graph = getattr(quad.graph_name, "value", None)
            if isinstance(o, NamedNode):
                if p == V.RDF + "type":
                    g.add_node(s, type=o.value)
                else:
                    g.add_edge(s, o.value, relation=p, graph=graph)
            else:
                g.add_node(s)
                g.nodes[s].setdefault(p, o.value)
    return g


def neighbourhood(graph: Any, node: str, depth: int = 2) -> Any:
    """The part of a networkx graph within `depth` steps of `node`, in either direction."""
    import networkx as nx

    undirected = graph.to_undirected(as_view=True)
    keep = nx.single_source_shortest_path_length(undirected, node, cutoff=depth)
    return graph.subgraph(keep).copy()
