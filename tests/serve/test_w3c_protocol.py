"""The W3C SPARQL 1.1 Protocol tests (../shared/w3c/sparql11-protocol/manifest.ttl) against a
real `kgraph serve`.

Each test's data files are loaded into a store under the graph names the test gives them;
each request is sent as the manifest writes it (method, path, headers, body in its character
encoding), with only the host adapted (the manifest's `www.example` becomes the server's
127.0.0.1:PORT; kgraph answers on `/sparql/` as on `/sparql`). Checked: the status class,
and for the expected formats the content type (and the boolean of an ASK).

Query and bad-request tests must all pass. Update tests are refused with 403 by a read-only
server; with --allow-update every update test passes (using-graph-uri and using-named-graph-uri
included), and so does every bad update request (the conflict of using-graph-uri with WITH too).
"""

from __future__ import annotations

import http.client
import json
import os
import shutil
from pathlib import Path

import pytest

from ..conftest import ROOT
from ..servers import RealServer

# ../shared beside the checkout; KGRAPH_SHARED names another place (e.g. for a git worktree).
SUITE = Path(os.environ.get("KGRAPH_SHARED") or ROOT.parent / "shared") / "w3c" / "sparql11-protocol"
MANIFEST = SUITE / "manifest.ttl"
FORMATS = {
    "boolean": {"application/sparql-results+json", "application/sparql-results+xml"},
    "tabular": {
        "application/sparql-results+json",
        "application/sparql-results+xml",
        "text/csv",
        "text/tab-separated-values",
    },
    "RDF": {"application/rdf+xml", "text/turtle", "application/n-triples", "application/ld+json"},
}


def _suite_present() -> bool:
    if MANIFEST.exists():
        return True
    if os.environ.get("CI") == "true":
        pytest.fail(f"{MANIFEST} is missing: the W3C protocol tests are required in CI")
    return False


def load_manifest() -> list[dict]:
    """The manifest's tests in order: name, graph data, requests (with expected responses)."""
    from rdflib import Graph, Namespace
    from rdflib.collection import Collection
    from rdflib.namespace import RDFS

    mf = Namespace("http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#")
    ht = Namespace("http://www.w3.org/2011/http#")
    cnt = Namespace("http://www.w3.org/2011/content#")
    ut = Namespace("http://www.w3.org/2009/sparql/tests/test-update#")
    g = Graph()
    g.parse(MANIFEST, format="turtle", publicID=MANIFEST.as_uri())
    manifest = next(g.subjects(mf.entries, None))
    tests = []
    for test in Collection(g, g.value(manifest, mf.entries)):
        data = [
            (Path(str(g.value(d, ut.graph)).removeprefix("file://")), str(g.value(d, RDFS.label)))
            for d in g.objects(test, ut.graphData)
        ]
        action = g.value(test, mf.action)
        requests = []
        for req in Collection(g, g.value(action, ht.requests)):
            body = g.value(req, ht.body)
            headers = {}
            if g.value(req, ht.headers) is not None:
                for h in Collection(g, g.value(req, ht.headers)):
                    headers[str(g.value(h, ht.fieldName))] = str(g.value(h, ht.fieldValue))
            resp = g.value(req, ht.resp)
            requests.append(
                {
                    "method": str(g.value(req, ht.methodName)),
                    "path": str(g.value(req, ht.absolutePath)),
                    "headers": headers,
                    "body": None if body is None else str(g.value(body, cnt.chars)),
                    "encoding": None if body is None else str(g.value(body, cnt.characterEncoding)),
                    "statuses": {str(s).rsplit("StatusCode", 1)[1][0] for s in g.objects(resp, mf.expectedStatus)},
                    "format": None
                    if g.value(resp, mf.expectedFormat) is None
                    else str(g.value(resp, mf.expectedFormat)),
                    "boolean": None
                    if g.value(resp, mf.expectedBoolean) is None
                    else g.value(resp, mf.expectedBoolean).toPython(),
                }
            )
        name = str(test).rsplit("#", 1)[1]
        tests.append({"name": name, "data": data, "requests": requests})
    return tests


@pytest.fixture(scope="module")
def suite():
    if not _suite_present():
        pytest.skip(f"the W3C protocol tests are not beside this checkout ({MANIFEST})")
    return load_manifest()


def make_store(location: Path, tests: list[dict]) -> None:
    """One store holding every data file of the suite under the graph name its tests use."""
    from pyoxigraph import NamedNode, RdfFormat

    from kgraph.store.local import GraphStore

    files = {(path, label) for t in tests for path, label in t["data"]}
    with GraphStore(location, write=True) as store:
        for path, label in sorted(files):
            store.store.load(path=str(path), format=RdfFormat.N_TRIPLES, to_graph=NamedNode(label))


def send(server: RealServer, req: dict) -> tuple[int, str, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    try:
        body = None if req["body"] is None else req["body"].encode(req["encoding"])
        conn.request(req["method"], req["path"], body=body, headers=req["headers"])
        response = conn.getresponse()
        return response.status, response.getheader("Content-Type", ""), response.read()
    finally:
        conn.close()


def check(test: dict, req: dict, status: int, ctype: str, body: bytes) -> None:
    where = f"{test['name']} {req['method']} {req['path'][:60]}"
    assert str(status)[0] in req["statuses"], f"{where}: {status} {body[:300]!r}"
    if req["format"] and status < 300:
        media = ctype.split(";")[0].strip()
        assert media in FORMATS[req["format"]], f"{where}: {ctype}"
    if req["boolean"] is not None:
        assert json.loads(body)["boolean"] is req["boolean"], f"{where}: {body[:300]!r}"


@pytest.fixture(scope="module")
def read_only_server(suite, tmp_path_factory):
    location = tmp_path_factory.mktemp("w3c") / "store"
    make_store(location, suite)
    server = RealServer(location)
    yield server
    server.close()


def test_every_query_and_bad_request_test_passes(suite, read_only_server):
    ran = 0
    for test in suite:
        if test["name"].startswith("update_"):
            continue
        for req in test["requests"]:
            check(test, req, *send(read_only_server, req))
            ran += 1
    assert ran >= 27  # 13 query tests and 14 bad-request tests (one request each)


def test_update_tests_are_refused_by_a_read_only_server(suite, read_only_server):
    for test in suite:
        if test["name"].startswith("update_"):
            status, _, body = send(read_only_server, test["requests"][0])
            assert status == 403 and b"read-only" in body, (test["name"], status, body)


def test_update_tests_pass_with_allow_update(suite, tmp_path):
    location = tmp_path / "store"
    make_store(location, suite)
    server = RealServer(location, "--allow-update")
    try:
        passed = []
        for test in suite:
            if not test["name"].startswith(("update_", "bad_update_")) and test["name"] != "bad_multiple_updates":
                continue
            for req in test["requests"]:
                status, ctype, body = send(server, req)
                check(test, req, status, ctype, body)
                if test["name"] == "bad_update_dataset_conflict":  # refused for the conflict, not for WITH
                    assert status == 400 and b"one place only" in body, (status, body)
            passed.append(test["name"])
        assert {"update_post_form", "update_post_direct", "update_base_uri", "update_dataset_full"} <= set(passed)
        assert "bad_update_dataset_conflict" in passed and len(passed) == 14  # 7 update tests, 7 bad updates
    finally:
        server.close()
    shutil.rmtree(location, ignore_errors=True)
