"""`kgraph serve`: the SPARQL 1.1 Protocol (SPARQLWrapper and curl), refusals, pages, load."""

from __future__ import annotations

import json
import shutil
import subprocess
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.serve.app import App, make_server

from ..conftest import EXAMPLES, ROOT
from ..query.test_sparql import Listener

HOSTILE = ROOT / "tests" / "data" / "hostile"


class Server:
    def __init__(self, location: Path | str, **options):
        self.app = App(location, **options)
        self.httpd = make_server(self.app, "127.0.0.1", 0, quiet=True)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.sparql = self.base + "/sparql"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
        self.app.close()


def request(url, data=None, headers=None, method=None):
    """(status, headers, body) without raising on 4xx/5xx."""
    req = urllib.request.Request(url, data=data, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=30) as resp:
            return resp.status, resp.headers, resp.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read()


def get_query(server, query, accept="application/sparql-results+json"):
    return request(server.sparql + "?" + urllib.parse.urlencode({"query": query}), headers={"Accept": accept})


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    location = tmp_path_factory.mktemp("serve") / "store"
    assert KGraph(location).ingest([EXAMPLES, HOSTILE]).ok
    srv = Server(location, timeout=5, limit=1000)
    yield srv
    srv.close()


@pytest.fixture
def rw_server(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([ROOT / "tests" / "data" / "clean"]).ok
    srv = Server(location, allow_update=True)
    yield srv
    srv.close()


BRIEFS = 'SELECT ?path WHERE { ?d kg:documentKind "brief" ; kg:path ?path } ORDER BY ?path'


# ---------------------------------------------------------------- SPARQLWrapper


def test_sparqlwrapper_select_json_xml_csv(server):
    from SPARQLWrapper import CSV, JSON, XML, SPARQLWrapper

    client = SPARQLWrapper(server.sparql)
    client.setQuery("PREFIX kg: <https://w3id.org/kgraph/ns#>\n" + BRIEFS)
    client.setReturnFormat(JSON)
    data = client.queryAndConvert()
    paths = [b["path"]["value"] for b in data["results"]["bindings"]]
    assert "inbox/tom/2026-09-01-inference-e1prep.md" in paths and paths == sorted(paths)
    client.setReturnFormat(XML)
    xml = client.queryAndConvert()
    assert len(xml.getElementsByTagName("result")) == len(paths)
    client.setReturnFormat(CSV)
    csv_text = client.queryAndConvert().decode("utf-8")
    assert csv_text.splitlines()[0] == "path" and len(csv_text.splitlines()) == len(paths) + 1


def test_sparqlwrapper_post_ask_and_construct(server):
    from SPARQLWrapper import JSON, POST, TURTLE, SPARQLWrapper

    client = SPARQLWrapper(server.sparql)
    client.setMethod(POST)
    client.setQuery('ASK { ?d <https://w3id.org/kgraph/ns#documentKind> "brief" }')
    client.setReturnFormat(JSON)
    assert client.queryAndConvert()["boolean"] is True
    client.setQuery(
        "CONSTRUCT { ?d <http://example.org/p> ?k } WHERE { ?d <https://w3id.org/kgraph/ns#documentKind> ?k }"
    )
    client.setReturnFormat(TURTLE)
    turtle = client.queryAndConvert()
    assert b"<http://example.org/p>" in turtle and b'"brief"' in turtle


# ---------------------------------------------------------------- curl


def curl(*args):
    result = subprocess.run(
        ["curl", "-sS", "-o", "-", "-w", "\n%{http_code} %{content_type}", *args],
        capture_output=True,
        text=True,
        timeout=30,
    )
    body, _, status = result.stdout.rpartition("\n")
    code, _, ctype = status.partition(" ")
    return int(code), ctype, body


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_curl_get_post_and_negotiation(server):
    code, ctype, body = curl("-G", "--data-urlencode", f"query={BRIEFS}", "-H", "Accept: text/csv", server.sparql)
    assert (code, ctype) == (200, "text/csv; charset=utf-8")
    assert body.splitlines()[1] == "inbox/flyp/2026-09-07-inference-e1prep.md"  # the first brief by path
    code, ctype, body = curl(
        "-H", "Content-Type: application/sparql-query", "-H", "Accept: text/tab-separated-values",
        "--data-binary", BRIEFS, server.sparql,
    )  # fmt: skip
    assert code == 200 and ctype.startswith("text/tab-separated-values")
    assert body.splitlines()[:2] == ["?path", '"inbox/flyp/2026-09-07-inference-e1prep.md"']
    code, ctype, body = curl("--data-urlencode", f"query={BRIEFS}", "-H", "Accept: application/sparql-results+xml",
                             server.sparql)  # fmt: skip
    assert code == 200 and ctype == "application/sparql-results+xml" and "<sparql" in body
    code, ctype, body = curl("--data-urlencode", f"query={BRIEFS}", server.sparql)
    assert ctype == "application/sparql-results+json" and json.loads(body)["head"]["vars"] == ["path"]
    code, ctype, body = curl("-G", "--data-urlencode", "query=CONSTRUCT WHERE { ?d kg:documentKind ?k }",
                             "-H", "Accept: application/n-triples", server.sparql)  # fmt: skip
    assert code == 200 and ctype == "application/n-triples" and body.count(" .\n") >= 5


@pytest.mark.skipif(shutil.which("curl") is None, reason="curl is not installed")
def test_curl_status_codes(server):
    assert curl("-G", "--data-urlencode", "query=SELECT * WHERE {", server.sparql)[0] == 400
    assert curl(server.sparql)[:2] == (200, "text/turtle; charset=utf-8")  # no query: the service description
    assert curl("--data-urlencode", "update=DROP ALL", server.sparql)[0] == 403
    assert curl("-H", "Content-Type: application/sparql-update", "--data-binary", "DROP ALL", server.sparql)[0] == 403
    assert curl("-X", "PUT", "--data-binary", "x", server.sparql)[0] == 405
    assert curl("-H", "Content-Type: text/plain", "--data-binary", BRIEFS, server.sparql)[0] == 415
    assert curl("-G", "--data-urlencode", f"query={BRIEFS}", "-H", "Accept: image/png", server.sparql)[0] == 406
    assert curl("-G", "--data-urlencode", "update=DROP ALL", server.sparql)[0] == 405
    assert curl(server.base + "/no/such/page")[0] == 404
    twice = ["-G", "--data-urlencode", "query=ASK {}", "--data-urlencode", "query=ASK {}", server.sparql]
    assert curl(*twice)[0] == 400
    assert curl("-I", "-G", "--data-urlencode", "query=ASK {}", server.sparql)[0] == 200  # HEAD


# ---------------------------------------------------------------- refusals


def test_service_is_refused_and_never_called(server):
    listener = Listener()
    try:
        queries = [
            f"SELECT * WHERE {{ SERVICE <{listener.url}> {{ ?s ?p ?o }} }}",
            f"PREFIX e: <{listener.url}> SELECT * WHERE {{ SERVICEe:x {{ ?s ?p ?o }} }}",
        ]
        for query in queries:
            status, _, body = get_query(server, query)
            assert status == 403, body
            status, _, body = request(
                server.sparql, query.encode(), {"Content-Type": "application/sparql-query"}, method="POST"
            )
            assert status == 403
        # FROM names a graph of the store (here: none, so an empty answer); it is never fetched.
        status, _, body = get_query(server, f"SELECT * FROM <{listener.url}> WHERE {{ ?s ?p ?o }}")
        assert status == 200 and json.loads(body)["results"]["bindings"] == []
        time.sleep(0.2)
        assert listener.hits == []
    finally:
        listener.close()


def test_read_only_server_refuses_updates_and_keeps_data(server):
    update = urllib.parse.urlencode({"update": "DROP ALL"}).encode()
    status, _, body = request(
        server.sparql, update, {"Content-Type": "application/x-www-form-urlencoded"}, method="POST"
    )
    assert status == 403 and b"read-only" in body
    assert json.loads(get_query(server, "ASK { ?d kg:path ?p }")[2])["boolean"] is True


def test_foreign_host_and_cross_site_posts_are_refused(server):
    assert request(server.base + "/", headers={"Host": "evil.example:80"})[0] == 403
    body = urllib.parse.urlencode({"query": "ASK {}"}).encode()
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    assert request(server.sparql, body, {**form, "Origin": "http://evil.example"}, method="POST")[0] == 403
    assert request(server.sparql, body, {**form, "Origin": server.base}, method="POST")[0] == 200


def test_default_graph_uri_names_any_graph_and_an_unknown_one_is_empty(server):
    def ask(query, **params):
        url = server.sparql + "?" + urllib.parse.urlencode({"query": query, **params}, doseq=True)
        status, _, body = request(url)
        assert status == 200, body
        return json.loads(body)["boolean"]

    assert ask("ASK {}", **{"default-graph-uri": "http://x/"}) is True
    assert ask("ASK { ?s ?p ?o }", **{"default-graph-uri": "https://w3id.org/kgraph/id/none"}) is False
    assert ask("ASK { ?s ?p ?o }", **{"default-graph-uri": "http://x/"}) is False
    assert ask("ASK { ?d kg:path ?p }") is True


def test_result_cap_is_announced(server):
    status, headers, body = get_query(server, "SELECT ?s WHERE { GRAPH ?g { ?s ?p ?o } }")
    assert status == 200 and headers["X-KGraph-Truncated"] == "1000"
    assert len(json.loads(body)["results"]["bindings"]) == 1000


# ---------------------------------------------------------------- updates


def test_updates_with_allow_update(rw_server):
    insert = "INSERT DATA { GRAPH <https://w3id.org/kgraph/id/doc/x> { kgid:x kg:text 'hello' } }"
    status, _, body = request(
        rw_server.sparql,
        urllib.parse.urlencode({"update": insert}).encode(),
        {"Content-Type": "application/x-www-form-urlencoded"},
        method="POST",
    )
    assert status == 200, body
    assert json.loads(get_query(rw_server, "ASK { GRAPH ?g { kgid:x kg:text 'hello' } }")[2])["boolean"] is True
    status, _, _ = request(
        rw_server.sparql,
        b"LOAD <http://127.0.0.1:9/x.ttl>",
        {"Content-Type": "application/sparql-update"},
        method="POST",
    )
    assert status == 403


def test_rw_server_holds_the_write_lock(rw_server):
    from kgraph.errors import StoreBusy
    from kgraph.store.local import GraphStore

    with pytest.raises(StoreBusy, match="in use"):
        GraphStore(rw_server.app.location, write=True)


# ---------------------------------------------------------------- pages


def test_pages_index_item_search_and_links(server):
    status, headers, body = request(server.base + "/")
    page = body.decode()
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "default-src 'none'" in headers["Content-Security-Policy"]
    assert 'href="/new/inbox/tom/2026-09-01-inference-e1prep.md"' in page
    status, _, body = request(server.base + "/item/2606.01927")
    page = body.decode()
    expected = KGraph(server.app.location).why("2606.01927")
    assert status == 200
    for m in expected["mentions"]:  # every mention links to the line it cites
        assert f'href="/doc/{m["document"]}#L{m["line"]}"' in page
    assert 'href="/map/2606.01927"' in page and 'href="/new/inbox/tom/2026-09-01-inference-e1prep.md"' in page
    status, headers, _ = request(server.base + "/search?q=fa-4")
    assert status == 200  # urllib follows the 303 to the item page
    status, _, body = request(server.base + "/item/2606.01928")
    assert status == 404 and b'href="/item/2606.01927"' in body


def test_pages_escape_document_text(server):
    for path in ("/", "/item/2610.06666", "/item/EvilServe", "/item/%3Cscript%3Ealert(1)%3C%2Fscript%3E"):
        status, _, body = request(server.base + path)
        page = body.decode()
        assert status in (200, 404), (path, status)
        assert "<script>" not in page and "<img src=x" not in page, path
    page = request(server.base + "/item/2610.06666")[2].decode()
    assert "&lt;script&gt;" in page


def test_delegated_pages_answer_or_say_501(server):
    for path in ("/new/", "/new/inbox/tom/2026-09-03-inference-e1prep.md", "/contradictions", "/map/2606.01927"):
        status, _, body = request(server.base + path)
        assert status in (200, 501), (path, status, body[:300])
        if status == 501:
            assert b"not available" in body
        else:
            assert b"<script>window.__pwned" not in body


def test_serve_get_prints_a_page(runner, examples_store):
    result = runner.invoke(cli, ["--store", str(examples_store), "serve", "--get", "/item/2606.01927"])
    first = KGraph(examples_store).why("2606.01927")["first_seen"]
    assert result.exit_code == 0 and f'href="/doc/{first["document"]}">{first["document"]}</a>' in result.output
    result = runner.invoke(cli, ["--store", str(examples_store), "serve", "--get", "/item/no-such-thing"])
    assert result.exit_code == 1
    query = urllib.parse.quote('ASK { ?d kg:documentKind "brief" }')
    result = runner.invoke(cli, ["--store", str(examples_store), "serve", "--get", f"/sparql?query={query}"])
    assert json.loads(result.stdout)["boolean"] is True


def test_server_sees_a_later_ingest(tmp_path):
    location = tmp_path / "store"
    KGraph(location).ingest([ROOT / "tests" / "data" / "clean"])
    srv = Server(location)
    try:
        count = 'SELECT (COUNT(?d) AS ?n) WHERE { ?d kg:documentKind "brief" }'
        before = json.loads(get_query(srv, count)[2])["results"]["bindings"][0]["n"]["value"]
        KGraph(location).ingest([EXAMPLES])
        after = json.loads(get_query(srv, count)[2])["results"]["bindings"][0]["n"]["value"]
        assert int(after) > int(before)
    finally:
        srv.close()


# ---------------------------------------------------------------- load


def test_ten_concurrent_clients(server):
    expected = {
        "ASK { ?d kg:documentKind 'brief' }": True,
        "SELECT (COUNT(?d) AS ?n) WHERE { ?d kg:documentKind 'brief' }": "9",  # 8 example briefs + the unseen one
    }
    items = ["2606.01927", "2609.00768", "fa-4"]
    pages = {i: request(server.base + "/item/" + i)[2] for i in items}

    def client(n):
        wrong = 0
        for k in range(15):
            if k % 3 == 0:
                item = items[(n + k) % len(items)]
                status, _, body = request(server.base + "/item/" + item)
                wrong += status != 200 or body != pages[item]
                continue
            query = list(expected)[k % 2]
            status, _, body = get_query(server, query)
            data = json.loads(body)
            got = data["boolean"] if "boolean" in data else data["results"]["bindings"][0]["n"]["value"]
            wrong += status != 200 or got != expected[query]
        return wrong

    started = time.monotonic()
    with ThreadPoolExecutor(10) as pool:
        assert list(pool.map(client, range(10))) == [0] * 10
    assert time.monotonic() - started < 60
