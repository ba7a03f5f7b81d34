"""What every kgraph store is: the interface the embedded store (`kgraph.store.local`) and a remote
SPARQL endpoint (`kgraph.store.remote`) both implement, and the helpers they share.

Query modules type their store argument as `BaseStore`, so they work on either.
"""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad, RdfFormat, serialize

from kgraph.vocab import is_derived_graph

DEFAULT_LOCATION = ".kgraph"


class BaseStore(ABC):
    """A kgraph store: documents as named graphs, their metadata in the default graph."""

    write: bool

    @abstractmethod
    def query(self, sparql: str, _dataset: tuple | None = None, **bindings: Any) -> Any:
        """Run a query with kgraph's prefixes; `bindings` are substituted, never pasted."""

    @abstractmethod
    def update(self, sparql: str) -> None:
        """Run a checked SPARQL Update."""

    @abstractmethod
    def replace_documents(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        """Replace documents' named graphs and metadata, each document atomically."""

    def replace_document(self, doc_iri: str, quads: list[Quad]) -> None:
        """Replace one document's named graph and metadata in a single transaction."""
        self.replace_documents([(doc_iri, quads)])

    def remove_document(self, doc_iri: str) -> None:
        self.replace_documents([(doc_iri, [])])

    def document_hashes(self, paths: Iterable[str] | None = None) -> dict[str, str]:
        """Logical path -> content hash of every ingested document (or of those of `paths`)."""
        values = ""
        if paths is not None:
            wanted = sorted(set(paths))
            if not wanted:
                return {}
            values = "VALUES ?path { " + " ".join(str(Literal(p)) for p in wanted) + " } "
        found = self.query("SELECT ?path ?hash WHERE { " + values + "?d kg:path ?path ; kg:contentHash ?hash }")
        return {r["path"].value: r["hash"].value for r in found}

    def is_empty(self) -> bool:
        """Whether the store holds nothing at all."""
        return len(self) == 0

    @abstractmethod
    def quads_for_pattern(
        self, subject: object = None, predicate: object = None, obj: object = None, graph: object = None
    ) -> Iterator[Quad]:
        """Quads matching a pattern (None matches anything; `DefaultGraph()` is the metadata graph)."""

    def quads(self) -> Iterator[Quad]:
        """Every quad of the documents and their metadata (and imported triples), without the
        graphs kgraph derives from them (the materialised register: `V.is_derived_graph`)."""
        for quad in self.quads_for_pattern(None, None, None, None):
            if isinstance(quad.graph_name, DefaultGraph) or not is_derived_graph(quad.graph_name.value):
                yield quad

    @abstractmethod
    def __len__(self) -> int: ...

    @abstractmethod
    def close(self) -> None: ...

    def __enter__(self) -> BaseStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def default_location() -> Path | str:
    value = os.environ.get("KGRAPH_STORE") or DEFAULT_LOCATION
    return value if is_remote(value) else Path(value)


def is_remote(location: object) -> bool:
    """Whether a --store value names a SPARQL endpoint (`sparql+http://...`, `sparql+https://...`)."""
    return isinstance(location, str) and location.startswith(("sparql+http://", "sparql+https://"))


def replace_update(docs: Iterable[tuple[str, list[Quad]]], default_graph: str | None = None) -> str | None:
    """The one SPARQL Update request that replaces documents' named graphs and metadata.

    For each (document IRI, quads): drop the document's graph, delete its metadata (the
    triples with the document as subject in the default graph), then insert all quads.
    "" as IRI carries quads to add without replacing anything. `default_graph` names the
    graph that stands for the default graph (a remote store keeps metadata in a named graph).
    None when there is nothing to do.
    """
    meta = NamedNode(default_graph).value if default_graph else None
    parts: list[str] = []
    inserts: list[Quad] = []
    for doc_iri, quads in docs:
        if doc_iri:
            node = NamedNode(doc_iri)  # validates the IRI
            where = f"<{node.value}> ?p ?o" if meta is None else f"GRAPH <{meta}> {{ <{node.value}> ?p ?o }}"
            parts.append(f"DROP SILENT GRAPH <{node.value}> ;\nDELETE WHERE {{ {where} }} ;\n")
        inserts.extend(quads)
    if not parts and not inserts:
        return None
    # Several INSERT DATA operations of at most INSERT_CHUNK quads, still one request (one
    # transaction): Virtuoso compiles each operation to SQL and refuses one whose SQL passes
    # 10,000 lines (about a thousand triples).
    chunks = [inserts[i : i + INSERT_CHUNK] for i in range(0, len(inserts), INSERT_CHUNK)] or [[]]
    return "".join(parts) + " ;\n".join("INSERT DATA {\n" + _insert_body(c, meta) + "}" for c in chunks)


INSERT_CHUNK = 500


def _insert_body(quads: list[Quad], default_graph: str | None = None) -> str:
    """`INSERT DATA` content: the default graph's triples, then one `GRAPH <g> {...}` per graph."""
    groups: dict[str | None, list] = {}
    for quad in quads:
        graph = default_graph if isinstance(quad.graph_name, DefaultGraph) else quad.graph_name.value
        groups.setdefault(graph, []).append(quad.triple)
    out = []
    for graph, triples in groups.items():
        # Oxigraph's serializer escapes every literal: no document text can break the request.
        text = serialize(triples, format=RdfFormat.N_TRIPLES).decode("utf-8")
        out.append(text if graph is None else f"GRAPH <{graph}> {{\n{text}}}\n")
    return "".join(out)


def first_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
