"""The SPARQL 1.1 Graph Store HTTP Protocol at /sparql, with indirect graph identification:
`?graph=IRI` names a graph, `?default` the default graph (document metadata).

GET and HEAD answer a graph in the RDF format the client accepts (404 for a graph the store does
not hold). PUT (replace), POST (merge) and DELETE need `--allow-update`, and follow the rules of
`kgraph ingest FILE.ttl` (`kgraph.graph.rdfio`), so that no write forges or destroys provenance: a
document's graph (kgid:doc/...) and its metadata change only by ingesting the document (or
`kgraph remove`), a retraction's only by `kgraph retract`, the derived graphs never; a triple
about a document cannot be added to the default graph. Other graphs (a user's own notes) can be
written freely.
"""

from __future__ import annotations

from typing import Any

from pyoxigraph import DefaultGraph, NamedNode, RdfFormat, parse, serialize

from kgraph import vocab as V
from kgraph.errors import QueryError
from kgraph.serve.protocol import GRAPH_TYPES, Response, _media_type, _negotiate, text_response

WRITE_METHODS = ("PUT", "POST", "DELETE")
RDF_BODY_TYPES = {
    "text/turtle": RdfFormat.TURTLE,
    "application/x-turtle": RdfFormat.TURTLE,
    "application/n-triples": RdfFormat.N_TRIPLES,
    "text/plain": RdfFormat.N_TRIPLES,
    "application/ld+json": RdfFormat.JSON_LD,
}
WRITERS = {
    "turtle": RdfFormat.TURTLE,
    "ntriples": RdfFormat.N_TRIPLES,
    "rdfxml": RdfFormat.RDF_XML,
    "jsonld": RdfFormat.JSON_LD,
    "nquads": RdfFormat.N_QUADS,
    "trig": RdfFormat.TRIG,
}


def is_graph_store_request(method: str, params: dict[str, list[str]]) -> bool:
    """A request for the Graph Store Protocol rather than the SPARQL Protocol."""
    named = "graph" in params or "default" in params
    return named and "query" not in params and "update" not in params


def handle(
    endpoint: Any,
    method: str,
    params: dict[str, list[str]],
    headers: dict[str, str],
    body: bytes,
    cross_origin: bool = False,
) -> Response:
    """One Graph Store Protocol request (`endpoint`: the `kgraph.serve.protocol.Endpoint`);
    `cross_origin` (let in by --cors) may read only."""
    if cross_origin and method not in ("GET", "HEAD"):
        return text_response(403, "cross-origin writes are refused (--cors allows reading only)")
    try:
        return _handle(endpoint, method, params, headers, body)
    except QueryError as exc:
        return text_response(400, str(exc))


def _handle(endpoint: Any, method: str, params: dict[str, list[str]], headers: dict[str, str], body: bytes) -> Response:
    graph = _graph_named(params)
    if isinstance(graph, Response):
        return graph
    if method in ("GET", "HEAD"):
        return _get(endpoint, graph, headers.get("accept", "*/*"))
    if method not in WRITE_METHODS:
        return text_response(
            405, f"{method} is not a Graph Store Protocol method", Allow="GET, HEAD, PUT, POST, DELETE"
        )
    if not endpoint.allow_update:
        return text_response(403, "graph writes are refused: this server is read-only (start it with --allow-update)")
    refused = _protected(endpoint, graph)
    if refused is not None:
        return refused
    if method == "DELETE":
        return _delete(endpoint, graph)
    triples = _read_body(headers, body)
    if isinstance(triples, Response):
        return triples
    if isinstance(graph, DefaultGraph):
        about = sorted({t.subject.value for t in triples if _is_document(endpoint.writer_store(), t.subject)})
        if about:
            return text_response(
                409, f"would change the metadata of <{about[0]}>, a document of the store: ingest the document instead"
            )
    existed = _exists(endpoint.writer_store(), graph)
    if isinstance(graph, DefaultGraph) and method == "PUT":
        return text_response(409, "the default graph holds the documents' metadata: PUT there is refused (POST adds)")
    endpoint.write_update(_write_text(graph, triples, replace=method == "PUT"))
    return Response(204 if existed else 201)


def _graph_named(params: dict[str, list[str]]) -> Any:
    graphs = params.get("graph") or []
    if "default" in params:
        if graphs:
            return text_response(400, "give ?graph=IRI or ?default, not both")
        return DefaultGraph()
    if len(graphs) != 1:
        return text_response(400, "give one ?graph=IRI (or ?default)")
    try:
        return NamedNode(graphs[0])
    except ValueError:
        return text_response(400, f"?graph={graphs[0][:200]!r} is not an absolute IRI")


def _get(endpoint: Any, graph: Any, accept: str) -> Response:
    chosen = _negotiate(accept, GRAPH_TYPES)
    if chosen is None:
        return text_response(406, f"cannot send a graph in {accept!r}; offered: {', '.join(GRAPH_TYPES)}")
    store = endpoint.reader_store()
    if not isinstance(graph, DefaultGraph) and not _exists(store, graph):
        return text_response(404, f"no graph <{graph.value}> in this store")
    triples = [q.triple for q in store.quads_for_pattern(None, None, None, graph)]
    payload = serialize(triples, format=WRITERS[chosen[0]], prefixes=V.PREFIXES if chosen[0] == "turtle" else None)
    return Response(200, payload, chosen[1], {"Vary": "Accept"})


def _exists(store: Any, graph: Any) -> bool:
    return (
        isinstance(graph, DefaultGraph)
        or next(iter(store.quads_for_pattern(None, None, None, graph)), None) is not None
    )


def _is_document(store: Any, node: Any) -> bool:
    hashed = NamedNode(V.CONTENT_HASH)
    return (
        isinstance(node, NamedNode)
        and next(iter(store.quads_for_pattern(node, hashed, None, DefaultGraph())), None) is not None
    )


def _protected(endpoint: Any, graph: Any) -> Response | None:
    if isinstance(graph, DefaultGraph):
        return None
    iri = graph.value
    if V.is_derived_graph(iri):
        return text_response(403, f"<{iri}> is derived by kgraph from the documents and cannot be written")
    if iri.startswith(V.ID + "doc/") or _is_document(endpoint.writer_store(), graph):
        return text_response(
            409, f"<{iri}> is a document's graph: it changes by `kgraph ingest` (or `kgraph remove`), never in part"
        )
    if iri.startswith(V.RETRACTION_GRAPHS):
        return text_response(409, f"<{iri}> is a retraction record: it changes by `kgraph retract` (--undo)")
    return None


def _read_body(headers: dict[str, str], body: bytes) -> Any:
    media = _media_type(headers.get("content-type", ""))
    fmt = RDF_BODY_TYPES.get(media)
    if fmt is None:
        return text_response(415, f"send the graph as {', '.join(RDF_BODY_TYPES)} (got {media or 'no Content-Type'})")
    try:
        return [q.triple if hasattr(q, "triple") else q for q in parse(body, format=fmt, base_iri=V.ID)]
    except (SyntaxError, ValueError) as exc:
        return text_response(400, f"the body is not valid {media}: {str(exc).splitlines()[0][:300]}")


def _delete(endpoint: Any, graph: Any) -> Response:
    if not _exists(endpoint.writer_store(), graph) or isinstance(graph, DefaultGraph):
        if isinstance(graph, DefaultGraph):
            return text_response(409, "the default graph holds the documents' metadata: DELETE there is refused")
        return text_response(404, f"no graph <{graph.value}> in this store")
    endpoint.write_update(f"DROP GRAPH <{graph.value}>")
    return Response(204)


def _write_text(graph: Any, triples: list[Any], *, replace: bool) -> str:
    """The SPARQL Update of a PUT (replace) or POST (merge): terms written by pyoxigraph (escaped)."""
    body = " .\n".join(str(t) for t in triples)
    into = "{ " + body + " }" if isinstance(graph, DefaultGraph) else f"{{ GRAPH <{graph.value}> {{ {body} }} }}"
    drop = f"DROP SILENT GRAPH <{graph.value}>" if replace and not isinstance(graph, DefaultGraph) else ""
    insert = "INSERT DATA " + into if triples else ""
    return " ;\n".join(part for part in (drop, insert) if part)
