"""Mainstream SPARQL clients with their default settings against a real `kgraph serve`:
rdflib's SPARQLStore and SPARQLWrapper, for SELECT, ASK, CONSTRUCT and DESCRIBE (issue 16).

Their defaults ask for SPARQL XML results and RDF/XML graphs; one literal in the store holds
ESC and NUL, which XML cannot carry, so every XML answer must still be well-formed."""

from __future__ import annotations

import json

import pytest
from pyoxigraph import Literal, NamedNode, Quad

from kgraph.api import KGraph
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES
from ..servers import RealServer

CONTROL = "a\x1bb\x00c\rd"
CONTROL_S = "http://example.org/control"
P = "http://example.org/p"
BRIEFS = 'PREFIX kg: <https://w3id.org/kgraph/ns#> SELECT ?path WHERE { ?d kg:documentKind "brief" ; kg:path ?path } ORDER BY ?path'
ASK = 'PREFIX kg: <https://w3id.org/kgraph/ns#> ASK { ?d kg:documentKind "brief" }'
CONSTRUCT = "PREFIX kg: <https://w3id.org/kgraph/ns#> CONSTRUCT { ?d kg:path ?p } WHERE { ?d kg:documentKind 'brief' ; kg:path ?p }"
DESCRIBE = "DESCRIBE <https://w3id.org/kgraph/id/doc/inbox/tom/2026-09-01-inference-e1prep.md>"
CONTROL_SELECT = f"SELECT ?o WHERE {{ GRAPH ?g {{ <{CONTROL_S}> <{P}> ?o }} }}"
CONTROL_CONSTRUCT = f"CONSTRUCT {{ <{CONTROL_S}> <{P}> ?o }} WHERE {{ GRAPH ?g {{ <{CONTROL_S}> <{P}> ?o }} }}"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    location = tmp_path_factory.mktemp("clients") / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    with GraphStore(location, write=True) as store:
        graph = NamedNode("https://w3id.org/kgraph/id/doc/control")
        store.store.add(Quad(NamedNode(CONTROL_S), NamedNode(P), Literal(CONTROL), graph))
    srv = RealServer(location)
    srv.url = f"http://127.0.0.1:{srv.port}/sparql"
    expected = KGraph(location).sparql(BRIEFS)
    srv.briefs = [row["path"].value for row in expected.rows]
    yield srv
    srv.close()


def test_sparqlwrapper_defaults_select(server):
    from SPARQLWrapper import SPARQLWrapper

    client = SPARQLWrapper(server.url)
    client.setQuery(BRIEFS)
    doc = client.query().convert()  # XML by default: a DOM document
    values = [n.firstChild.data for n in doc.getElementsByTagName("literal")]
    assert values == server.briefs and len(values) >= 5


def test_sparqlwrapper_defaults_ask(server):
    from SPARQLWrapper import SPARQLWrapper

    client = SPARQLWrapper(server.url)
    client.setQuery(ASK)
    doc = client.query().convert()
    assert doc.getElementsByTagName("boolean")[0].firstChild.data == "true"


def test_sparqlwrapper_defaults_construct(server):
    from rdflib import URIRef
    from SPARQLWrapper import SPARQLWrapper

    client = SPARQLWrapper(server.url)
    client.setQuery(CONSTRUCT)
    graph = client.query().convert()  # RDF/XML by default: an rdflib Graph
    paths = sorted(str(o) for o in graph.objects(None, URIRef("https://w3id.org/kgraph/ns#path")))
    assert paths == sorted(server.briefs)


def test_sparqlwrapper_defaults_describe(server):
    from rdflib import URIRef
    from SPARQLWrapper import SPARQLWrapper

    client = SPARQLWrapper(server.url)
    client.setQuery(DESCRIBE)
    graph = client.query().convert()
    path = graph.value(
        URIRef("https://w3id.org/kgraph/id/doc/inbox/tom/2026-09-01-inference-e1prep.md"),
        URIRef("https://w3id.org/kgraph/ns#path"),
    )
    assert str(path) == "inbox/tom/2026-09-01-inference-e1prep.md"


def test_sparqlstore_defaults_select(server):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    store = SPARQLStore(server.url)
    rows = list(store.query(BRIEFS))
    assert [str(r[0]) for r in rows] == server.briefs


def test_sparqlstore_defaults_ask(server):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    assert SPARQLStore(server.url).query(ASK).askAnswer is True


def test_sparqlstore_defaults_construct(server):
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    result = SPARQLStore(server.url).query(CONSTRUCT)
    assert sorted(str(t[2]) for t in result) == sorted(server.briefs)


def test_sparqlstore_defaults_describe(server):
    from rdflib import URIRef
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    result = SPARQLStore(server.url).query(DESCRIBE)
    kinds = {str(o) for _, p, o in result if p == URIRef("https://w3id.org/kgraph/ns#documentKind")}
    assert kinds == {"brief"}


def test_xml_stays_well_formed_and_json_keeps_the_bytes(server):
    """Before: a literal with ESC or NUL made SPARQL XML results ill-formed (SPARQLStore's default)."""
    from xml.dom.minidom import parseString

    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    rows = list(SPARQLStore(server.url).query(CONTROL_SELECT))  # XML: parsed without error
    assert [str(r[0]) for r in rows] == ["a\u241bb\u2400c\rd"]
    status, headers, body = server.query(CONTROL_SELECT, headers={"Accept": "application/sparql-results+xml"})
    assert status == 200 and headers["X-KGraph-Replaced-Characters"] == "2"
    parseString(body)
    status, _, body = server.query(CONTROL_SELECT, headers={"Accept": "application/sparql-results+json"})
    assert json.loads(body)["results"]["bindings"][0]["o"]["value"] == CONTROL
    status, _, body = server.query(CONTROL_CONSTRUCT, headers={"Accept": "application/rdf+xml"})
    assert status == 200
    parseString(body)
    status, _, body = server.query(CONTROL_CONSTRUCT, headers={"Accept": "application/n-triples"})
    from pyoxigraph import RdfFormat, parse

    assert [t.object.value for t in parse(body, RdfFormat.N_TRIPLES)] == [CONTROL]


@pytest.mark.parametrize(
    ("accept", "media"),
    [
        ("application/rdf+xml", "application/rdf+xml"),
        ("application/ld+json", "application/ld+json"),
        ("text/turtle", "text/turtle"),
        ("application/n-triples", "application/n-triples"),
        ("application/n-quads", "application/n-quads"),
        ("application/trig", "application/trig"),
    ],
)
def test_graph_formats_parse_back_to_the_same_triples(server, accept, media):
    from rdflib import Dataset

    status, headers, body = server.query(CONSTRUCT, headers={"Accept": accept})
    assert status == 200 and headers["Content-Type"].split(";")[0] == media
    formats = {
        "application/rdf+xml": "xml",
        "application/ld+json": "json-ld",
        "text/turtle": "turtle",
        "application/n-triples": "nt",
        "application/n-quads": "nquads",
        "application/trig": "trig",
    }
    ds = Dataset()
    ds.parse(data=body, format=formats[media])
    paths = sorted(str(o) for _, _, o, _ in ds.quads((None, None, None, None)))
    assert paths == sorted(server.briefs)


@pytest.mark.parametrize(
    ("accept", "media"),
    [
        ("application/sparql-results+json", "application/sparql-results+json"),
        ("application/sparql-results+xml", "application/sparql-results+xml"),
        ("text/csv", "text/csv"),
        ("text/tab-separated-values", "text/tab-separated-values"),
    ],
)
def test_select_and_ask_formats(server, accept, media):
    for query in (BRIEFS, ASK):
        status, headers, body = server.query(query, headers={"Accept": accept})
        if query == ASK and accept.startswith("text/"):
            assert status == 406  # SPARQL 1.1 CSV/TSV define SELECT results only (no invented _askResult)
            continue
        assert status == 200 and headers["Content-Type"].split(";")[0] == media
        text = body.decode("utf-8")
        if query == ASK:
            assert "true" in text
        else:
            assert all(p in text for p in server.briefs)


def test_urlencoded_post_with_sparqlwrapper_post(server):
    from SPARQLWrapper import JSON, POST, SPARQLWrapper

    client = SPARQLWrapper(server.url)
    client.setMethod(POST)
    client.setReturnFormat(JSON)
    client.setQuery(BRIEFS)
    data = client.queryAndConvert()
    assert [b["path"]["value"] for b in data["results"]["bindings"]] == server.briefs
