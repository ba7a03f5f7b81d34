"""The SPARQL endpoint as the spec says (issue 16) and its HTTP hygiene (issue 13), through
`App.handle`, the function the HTTP handler calls: datasets, charsets, refusals keyed on real
tokens, error positions, relative IRIs, the row cap, the service description, CORS, OPTIONS,
Origin and Host checks, control characters in page URLs."""

from __future__ import annotations

import json
import urllib.parse

import pytest

from kgraph.api import KGraph
from kgraph.query import sparql as S
from kgraph.serve.app import App

from ..conftest import EXAMPLES

HOST = {"host": "127.0.0.1:7878"}
FORM = {"content-type": "application/x-www-form-urlencoded", **HOST}
DIRECT = {"content-type": "application/sparql-query", **HOST}


@pytest.fixture(scope="module")
def location(tmp_path_factory):
    location = tmp_path_factory.mktemp("protocol") / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    return location


@pytest.fixture(scope="module")
def app(location):
    app = App(location, limit=50, port=7878, workers=2)
    yield app
    app.close()


def get(app, query=None, headers=None, **params):
    if query is not None:
        params["query"] = query
    target = "/sparql" + ("?" + urllib.parse.urlencode(params, doseq=True) if params else "")
    return app.handle("GET", target, {**HOST, **(headers or {})})


def boolean(response):
    assert response.status == 200, response.body
    return json.loads(response.body)["boolean"]


# ---------------------------------------------------------------- datasets


def test_only_named_graphs_give_an_empty_default_graph(app):
    doc = "https://w3id.org/kgraph/id/doc/inbox/tom/2026-09-01-inference-e1prep.md"
    assert boolean(get(app, "ASK { ?d kg:path ?p }")) is True  # metadata: the store's default graph
    named = {"named-graph-uri": doc}
    assert boolean(get(app, "ASK { ?d kg:path ?p }", **named)) is False
    assert boolean(get(app, f"ASK {{ GRAPH <{doc}> {{ ?s ?p ?o }} }}", **named)) is True
    other = "https://w3id.org/kgraph/id/doc/organized/knowledge/inference.md"
    assert boolean(get(app, f"ASK {{ GRAPH <{other}> {{ ?s ?p ?o }} }}", **named)) is False


def test_default_graph_uri_and_from_read_graphs_of_the_store(app):
    doc = "https://w3id.org/kgraph/id/doc/inbox/tom/2026-09-01-inference-e1prep.md"
    assert boolean(get(app, "ASK { ?m kg:about ?w }", **{"default-graph-uri": doc})) is True
    assert boolean(get(app, f"ASK FROM <{doc}> {{ ?m kg:about ?w }}")) is True
    assert boolean(get(app, f"ASK FROM NAMED <{doc}> {{ GRAPH ?g {{ ?m kg:about ?w }} }}")) is True
    assert boolean(get(app, "ASK FROM <http://example.org/unknown> { ?s ?p ?o }")) is False


def test_prefix_names_that_start_like_keywords_are_queries(app):
    """Before: prefixes named fromage: or loadtest: were refused as if they were FROM or LOAD."""
    query = (
        "PREFIX fromage: <http://example.org/f/> PREFIX loadtest: <http://example.org/l/> "
        "PREFIX serviceex: <http://example.org/s/> "
        "SELECT * WHERE { ?s fromage:a ?o ; loadtest:b ?c . serviceex:x ?p ?q }"
    )
    response = get(app, query)
    assert response.status == 200, response.body
    assert S.check_query("PREFIX loadtest: <http://e/> INSERT DATA { <http://a> loadtest:p 1 }", allow_update=True)
    for refused in (
        "PREFIX ex: <http://e/> SELECT * WHERE { SERVICEex:a { ?s ?p ?o } }",
        "PREFIX serviceex: <http://e/> PREFIX ex: <http://e/> SELECT * WHERE { serviceex:a { ?s ?p ?o } }",
    ):
        assert get(app, refused).status == 403
    for update in (
        "LOAD <http://e/x>",
        "INSERT DATA { <http://a> <http://b> 1 } ; LOAD <http://e/x>",
        "PREFIX p: <http://e/> LOADp:x",
    ):
        with pytest.raises(S.QueryRefused, match="LOAD"):
            S.check_query(update, allow_update=True)


def test_error_positions_are_in_the_users_text(app):
    """Before: the line number was off by 8 (kgraph pasted its prefixes in front)."""
    response = get(app, "SELECT *\nWHERE {\n  ?s ?p }")
    assert response.status == 400
    message = response.body.decode()
    assert message.startswith("query syntax error at line 3, column ") and message.count("\n") == 1
    assert "expected one of" not in message


def test_relative_iris_resolve_against_a_base(app):
    response = get(app, "CONSTRUCT { <s> <p> 1 } WHERE {}", headers={"accept": "application/n-triples"})
    assert response.status == 200, response.body
    assert response.body.decode().startswith(f"<{S.BASE_IRI}s> <{S.BASE_IRI}p> ")


def test_request_charset_is_read(app):
    body = "ASK {}".encode("utf-16")
    response = app.handle(
        "POST", "/sparql", {**DIRECT, "content-type": "application/sparql-query; charset=UTF-16"}, body
    )
    assert response.status == 415 and b"UTF-8" in response.body
    response = app.handle(
        "POST", "/sparql", {**DIRECT, "content-type": "application/sparql-query; charset=utf-8"}, b"ASK {}"
    )
    assert boolean(response) is True
    response = app.handle("POST", "/sparql", DIRECT, b"ASK { ?s ?p '\xff' }")
    assert response.status == 400 and b"not valid UTF-8" in response.body


# ---------------------------------------------------------------- the row cap


def test_the_row_cap_is_visible_and_can_be_an_error(app):
    query = "SELECT ?s WHERE { GRAPH ?g { ?s ?p ?o } }"
    response = get(app, query)
    assert response.status == 200
    assert len(json.loads(response.body)["results"]["bindings"]) == 50
    assert response.headers["X-KGraph-Truncated"] == "50"
    assert response.headers["Warning"].startswith('199 kgraph "results cut at 50 rows')
    strict = get(app, query, headers={"prefer": "handling=strict"})
    assert strict.status == 422 and b"more than 50 results" in strict.body
    small = get(app, query + " LIMIT 5", headers={"prefer": "handling=strict"})
    assert small.status == 200 and "Warning" not in small.headers


def test_kgraph_sparql_says_so_on_stderr(runner, location):
    from kgraph.cli import cli

    result = runner.invoke(
        cli, ["--store", str(location), "sparql", "SELECT ?s WHERE { GRAPH ?g { ?s ?p ?o } }", "--limit", "4"]
    )
    assert result.exit_code == 0 and "stopped after 4 results (--limit)" in result.stderr


# ---------------------------------------------------------------- service description, OPTIONS, CORS


def test_service_description(app):
    from rdflib import Graph, Literal, Namespace, URIRef

    response = get(app)
    assert response.status == 200 and response.content_type.startswith("text/turtle")
    graph = Graph().parse(data=response.body, format="turtle")
    sd = Namespace("http://www.w3.org/ns/sparql-service-description#")
    service = URIRef("http://127.0.0.1:7878/sparql")
    assert (service, sd.endpoint, service) in graph
    formats = {str(f).rsplit("/", 1)[1] for f in graph.objects(service, sd.resultFormat)}
    assert {"SPARQL_Results_JSON", "SPARQL_Results_XML", "RDF_XML", "JSON-LD", "Turtle", "N-Triples"} <= formats
    kgs = Namespace("https://w3id.org/kgraph/ns/serve#")
    assert graph.value(service, kgs.maxRows) == Literal(50)
    assert graph.value(service, kgs.maxNestingDepth) == Literal(S.MAX_DEPTH)
    assert (service, sd.supportedLanguage, sd.SPARQL11Update) not in graph
    # A Host header that passes the loopback check cannot break the Turtle.
    hostile = app.handle("GET", "/sparql", {"host": "localhost:1> <http://evil/"})
    assert hostile.status in (200, 403)
    if hostile.status == 200:
        Graph().parse(data=hostile.body, format="turtle")
        assert b"evil" not in hostile.body


def test_options_and_cors(location):
    plain = App(location, port=7878, workers=1)
    cors = App(location, port=7878, workers=1, cors=True)
    try:
        response = plain.handle("OPTIONS", "/sparql", HOST)
        assert response.status == 204 and "Access-Control-Allow-Origin" not in response.headers
        response = cors.handle("OPTIONS", "/sparql", {**HOST, "origin": "https://app.example"})
        assert response.status == 204 and response.headers["Access-Control-Allow-Origin"] == "*"
        assert "POST" in response.headers["Access-Control-Allow-Methods"]
        foreign = {"origin": "https://app.example", "sec-fetch-site": "cross-site"}
        assert get(plain, "ASK {}", headers=foreign).status == 403
        response = get(cors, "ASK {}", headers=foreign)
        assert boolean(response) is True and response.headers["Access-Control-Allow-Origin"] == "*"
    finally:
        plain.close()
        cors.close()


def test_cors_never_lets_another_origin_update(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    app = App(location, allow_update=True, cors=True, port=7878, workers=1)
    try:
        update = urllib.parse.urlencode({"update": "DROP ALL"}).encode()
        response = app.handle("POST", "/sparql", {**FORM, "origin": "https://app.example"}, update)
        assert response.status == 403 and b"cross-origin updates" in response.body
        assert boolean(get(app, "ASK { ?d kg:path ?p }")) is True
    finally:
        app.close()


def test_an_update_from_another_localhost_port_is_refused(tmp_path):
    """Before: with --allow-update, an Origin of another localhost port was accepted."""
    location = tmp_path / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    app = App(location, allow_update=True, port=7878, workers=1)
    try:
        update = urllib.parse.urlencode({"update": "DROP ALL"}).encode()
        for origin in ("http://127.0.0.1:8000", "http://localhost:7878", "https://127.0.0.1:7878"):
            response = app.handle("POST", "/sparql", {**FORM, "origin": origin}, update)
            assert response.status == 403, origin
        assert boolean(get(app, "ASK { ?d kg:path ?p }")) is True
        insert = urllib.parse.urlencode(
            {"update": "INSERT DATA { GRAPH <http://e/g> { <http://e/a> <http://e/b> 1 } }"}
        )
        response = app.handle("POST", "/sparql", {**FORM, "origin": "http://127.0.0.1:7878"}, insert.encode())
        assert response.status == 200, response.body
        assert boolean(get(app, "ASK { GRAPH <http://e/g> { <http://e/a> ?p 1 } }")) is True  # seen by the workers
    finally:
        app.close()


def test_host_names_are_refused_unless_allowed(location):
    app = App(location, port=7878, workers=1, allow_hosts=("kgraph.lan",))
    try:
        assert app.handle("GET", "/", {"host": "www.example"}).status == 403
        assert app.handle("GET", "/", {"host": "kgraph.lan:7878"}).status == 200
        assert app.handle("GET", "/", {"host": "localhost:7878"}).status == 200
    finally:
        app.close()


def test_control_characters_in_page_urls_are_refused(app):
    """Before: a raw NUL in a /map/ URL was echoed into the page."""
    for target in ("/map/%00%3Cb%3E", "/map/a\x00b", "/item/x%1b[31m", "/search?q=a%00b"):
        response = app.handle("GET", target, HOST)
        assert response.status == 400, target
        assert b"\x00" not in response.body and b"<b>" not in response.body


@pytest.mark.slow
def test_kgraph_sparql_over_a_remote_store(tmp_path):
    """A remote store runs the query in a thread (its HTTP request has its own timeout), with
    the same checks, and FROM limited to kgraph's graphs (the remote server might fetch)."""
    from .test_serve import Server

    srv = Server(tmp_path / "served", allow_update=True)
    try:
        remote = KGraph("sparql+" + srv.sparql)
        assert remote.ingest([EXAMPLES]).ok
        assert remote.sparql('ASK { ?d kg:documentKind "brief" }').boolean is True
        rows = remote.sparql("SELECT ?p WHERE { ?d kg:path ?p }", limit=3)
        assert len(rows.rows) == 3 and rows.truncated
        graph = remote.sparql("CONSTRUCT { ?d kg:path ?p } WHERE { ?d kg:path ?p }")
        assert graph.form == "CONSTRUCT" and len(graph.triples) >= 9
        with pytest.raises(S.QueryRefused, match="FROM"):
            remote.sparql("SELECT * FROM <http://example.org/g> WHERE { ?s ?p ?o }")
        with pytest.raises(S.QueryTooComplex):
            remote.sparql("SELECT * WHERE { FILTER(" + "(" * 500 + "1" + ")" * 500 + ") }")
    finally:
        srv.close()
