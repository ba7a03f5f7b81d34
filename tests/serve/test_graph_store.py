"""Issue 24's SPARQL items over HTTP against a real `kgraph serve`, as clients send them: the
Graph Store HTTP Protocol (requests written as the spec's examples are), HEAD, the service
description's content negotiation, CORS preflight, ASK in CSV/TSV, and the dataset a client
sees (derived graphs out of the default view, Query §13.2 / Protocol §2.1.4, the union graph)."""

from __future__ import annotations

import json
import shutil
import urllib.parse

import pytest
import rdflib
from pyoxigraph import NamedNode, RdfFormat, parse

from kgraph.api import KGraph

from ..conftest import EXAMPLES
from ..servers import RealServer

DOC = "https://w3id.org/kgraph/id/doc/inbox/tom/2026-09-01-inference-e1prep.md"
NOTES = "http://www.example.com/other/graph"
TURTLE = b'<http://www.example.com/s> <http://www.example.com/p> "checked by hand" .\n'


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    location = tmp_path_factory.mktemp("gsp") / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    return location


@pytest.fixture(scope="module")
def server(store):
    srv = RealServer(store)
    yield srv
    srv.close()


@pytest.fixture
def writable(store, tmp_path):
    copy = tmp_path / "store"
    shutil.copytree(store, copy)
    srv = RealServer(copy, "--allow-update")
    yield srv
    srv.close()


def gsp(srv, method, graph=None, body=None, headers=None):
    target = "/sparql?" + ("default" if graph is None else urllib.parse.urlencode({"graph": graph}))
    return srv.request(method, target, body=body, headers={"Host": f"127.0.0.1:{srv.port}", **(headers or {})})


def ask(srv, text, **params):
    status, _, body = srv.request("GET", "/sparql?" + urllib.parse.urlencode({"query": text, **params}))
    assert status == 200, body
    return json.loads(body)["boolean"]


# ---------------------------------------------------------------- Graph Store HTTP Protocol


def test_gsp_get_of_a_document_graph_in_every_rdf_format(server, store):
    with KGraph(store) as kg:
        held = len(list(kg.store.quads_for_pattern(None, None, None, NamedNode(DOC))))
    for accept, fmt in [
        ("text/turtle", RdfFormat.TURTLE),
        ("application/n-triples", RdfFormat.N_TRIPLES),
        ("application/rdf+xml", RdfFormat.RDF_XML),
        ("application/ld+json", RdfFormat.JSON_LD),
    ]:
        status, headers, body = gsp(server, "GET", DOC, headers={"Accept": accept})
        assert status == 200 and headers["Content-Type"].startswith(accept), (accept, body[:200])
        assert len(list(parse(body, format=fmt))) == held > 100
    status, headers, body = gsp(server, "HEAD", DOC, headers={"Accept": "text/turtle"})
    get_length = gsp(server, "GET", DOC, headers={"Accept": "text/turtle"})[1]["Content-Length"]
    assert status == 200 and body == b"" and headers["Content-Length"] == get_length != "0"


def test_gsp_get_of_the_default_graph_and_of_a_missing_graph(server):
    status, _, body = gsp(server, "GET", None, headers={"Accept": "application/n-triples"})
    assert status == 200 and b"https://w3id.org/kgraph/ns#contentHash" in body
    assert gsp(server, "GET", "http://www.example.com/none")[0] == 404
    assert gsp(server, "GET", "not an iri")[0] == 400


def test_gsp_writes_are_refused_on_a_read_only_server(server):
    status, _, body = gsp(server, "PUT", NOTES, TURTLE, {"Content-Type": "text/turtle"})
    assert status == 403 and b"--allow-update" in body


def test_gsp_put_post_delete_as_the_spec_writes_them(writable):
    """HTTP PUT / POST / DELETE with ?graph=, as in §5.3-5.6 of the Graph Store HTTP Protocol."""
    status, _, _ = gsp(writable, "PUT", NOTES, TURTLE, {"Content-Type": "text/turtle"})
    assert status == 201  # created
    assert gsp(writable, "PUT", NOTES, TURTLE, {"Content-Type": "text/turtle"})[0] == 204  # replaced
    more = b'<http://www.example.com/s> <http://www.example.com/q> "a second note" .\n'
    assert gsp(writable, "POST", NOTES, more, {"Content-Type": "application/n-triples"})[0] == 204  # merged
    _, _, body = gsp(writable, "GET", NOTES, headers={"Accept": "application/n-triples"})
    assert len(list(parse(body, format=RdfFormat.N_TRIPLES))) == 2
    assert ask(writable, f'ASK {{ GRAPH <{NOTES}> {{ ?s ?p "a second note" }} }}') is True
    assert gsp(writable, "DELETE", NOTES)[0] == 204
    assert gsp(writable, "GET", NOTES)[0] == 404
    assert gsp(writable, "DELETE", NOTES)[0] == 404


def test_gsp_writes_keep_the_provenance_rules_of_imports(writable):
    """A document's graph changes only by ingesting it, a derived graph never; no triple about a
    document goes into the default graph; a body that is not RDF is refused. Nothing is written."""
    before = gsp(writable, "GET", DOC, headers={"Accept": "application/n-triples"})[2]
    assert gsp(writable, "PUT", DOC, TURTLE, {"Content-Type": "text/turtle"})[0] == 409
    assert gsp(writable, "DELETE", DOC)[0] == 409
    assert (
        gsp(writable, "POST", "https://w3id.org/kgraph/id/identity", TURTLE, {"Content-Type": "text/turtle"})[0] == 403
    )
    about = f'<{DOC}> <http://www.example.com/p> "x" .\n'.encode()
    assert gsp(writable, "POST", None, about, {"Content-Type": "text/turtle"})[0] == 409
    assert gsp(writable, "PUT", NOTES, b"not turtle {", {"Content-Type": "text/turtle"})[0] == 400
    assert gsp(writable, "PUT", NOTES, TURTLE, {"Content-Type": "application/pdf"})[0] == 415
    assert gsp(writable, "GET", DOC, headers={"Accept": "application/n-triples"})[2] == before


# ---------------------------------------------------------------- SPARQL Protocol details


def test_head_on_sparql_sends_the_length_get_would(server):
    for path in ["/sparql", "/sparql?" + urllib.parse.urlencode({"query": "SELECT ?p WHERE { ?d kg:path ?p }"})]:
        _, got, body = server.request("GET", path)
        status, headed, empty = server.request("HEAD", path)
        assert status == 200 and empty == b""
        assert headed["Content-Length"] == got["Content-Length"] == str(len(body)) != "0"


@pytest.mark.parametrize(
    ("accept", "fmt", "ctype"),
    [
        ("application/rdf+xml", RdfFormat.RDF_XML, "application/rdf+xml"),
        ("application/ld+json", RdfFormat.JSON_LD, "application/ld+json"),
        ("application/n-triples", RdfFormat.N_TRIPLES, "application/n-triples"),
        ("text/turtle", RdfFormat.TURTLE, "text/turtle"),
        ("text/html", RdfFormat.TURTLE, "text/turtle"),
    ],
)
def test_the_service_description_follows_accept(server, accept, fmt, ctype):
    status, headers, body = server.request("GET", "/sparql", headers={"Accept": accept})
    assert status == 200 and headers["Content-Type"].startswith(ctype)
    g = rdflib.Graph().parse(data=body, format={"application/n-triples": "nt"}.get(ctype, ctype))
    assert (None, rdflib.RDF.type, rdflib.URIRef("http://www.w3.org/ns/sparql-service-description#Service")) in g
    assert list(parse(body, format=fmt))


def test_cors_preflight_allows_x_requested_with(store):
    srv = RealServer(store, "--cors")
    try:
        status, headers, _ = srv.request(
            "OPTIONS",
            "/sparql",
            headers={
                "Origin": "http://example.org",
                "Access-Control-Request-Method": "GET",
                "Access-Control-Request-Headers": "x-requested-with",
            },
        )
        assert status == 204
        assert "x-requested-with" in headers["Access-Control-Allow-Headers"].lower()
    finally:
        srv.close()


def test_ask_is_not_invented_in_csv_or_tsv(server):
    query = urllib.parse.urlencode({"query": "ASK { ?d kg:path ?p }"})
    for accept in ("text/csv", "text/tab-separated-values"):
        status, _, body = server.request("GET", "/sparql?" + query, headers={"Accept": accept})
        assert status == 406 and b"_askResult" not in body
    status, headers, body = server.request("GET", "/sparql?" + query, headers={"Accept": "text/csv, */*;q=0.1"})
    assert status == 200 and json.loads(body)["boolean"] is True


# ---------------------------------------------------------------- the dataset a client sees


def test_derived_graphs_are_out_of_the_default_view(server, store):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    client = SPARQLStore(f"http://127.0.0.1:{server.port}/sparql")
    graphs = {str(getattr(c, "identifier", c)) for c in client.contexts()}
    with KGraph(store) as kg:
        documents = {f"https://w3id.org/kgraph/id/doc/{urllib.parse.quote(p)}" for p in kg.store.document_hashes()}
    assert graphs == documents
    assert ask(server, "ASK { GRAPH kgid:identity { ?s ?p ?o } }") is False
    # named explicitly, a derived graph is there to see
    assert ask(server, "ASK { GRAPH ?g { ?s ?p ?o } }", **{"named-graph-uri": "https://w3id.org/kgraph/id/identity"})


def test_default_graph_uri_alone_leaves_no_named_graphs_as_from_does(server):
    """Query §13.2 and Protocol §2.1.4: `FROM <g>` and `default-graph-uri=<g>` mean the same."""
    graph_query = "ASK { GRAPH ?g { ?s ?p ?o } }"
    assert ask(server, f"ASK FROM <{DOC}> {{ GRAPH ?g {{ ?s ?p ?o }} }}") is False
    assert ask(server, graph_query, **{"default-graph-uri": DOC}) is False
    assert ask(server, "ASK { ?m kg:about ?w }", **{"default-graph-uri": DOC}) is True
    assert ask(server, graph_query) is True


def test_the_union_graph_answers_queries_without_graph(server):
    assert ask(server, "ASK { ?x a kg:Paper }") is False  # the default graph: metadata only
    union = {"default-graph-uri": "https://w3id.org/kgraph/id/union"}
    assert ask(server, "ASK { ?x a kg:Paper }", **union) is True
    assert ask(server, "ASK { ?d kg:path ?p }", **union) is True  # the metadata is in the union too
    assert ask(server, "ASK { ?s kg:sameWorkAs ?o }", **union) is False  # derived graphs are not
