"""RemoteStore over the SPARQL 1.1 Protocol, tested against `kgraph serve --allow-update`
(no Virtuoso needed): ingest, why parity, bindings, push/pull, credentials never shown."""

from __future__ import annotations

import base64
import http.server
import logging
import re
import threading

import pytest
from click.testing import CliRunner
from pyoxigraph import Literal, NamedNode

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.errors import StoreError
from kgraph.store.remote import META_GRAPH, RemoteStore, values_clause

from ..conftest import EXAMPLES, N_EXAMPLES
from ..serve.test_serve import Server
from ..storecompare import WHY_COMMANDS, assert_same_output

SECRET = "s3cr3t-Pa55-do-not-print"


@pytest.fixture
def remote(tmp_path):
    """`kgraph serve --allow-update` on an empty store, as a SPARQL endpoint."""
    srv = Server(tmp_path / "served", allow_update=True)
    yield "sparql+" + srv.sparql
    srv.close()


@pytest.mark.slow
def test_ingest_and_why_match_the_embedded_store(remote, examples_store):
    report = KGraph(remote).ingest([EXAMPLES])
    assert report.ok and len(report.ingested) == N_EXAMPLES
    again = KGraph(remote).ingest([EXAMPLES])
    assert len(again.unchanged) == N_EXAMPLES and not again.ingested
    assert_same_output(examples_store, remote, WHY_COMMANDS)
    assert KGraph(remote).stats() == KGraph(examples_store).stats()


@pytest.mark.slow
def test_quads_and_len_map_the_metadata_graph_back(remote, examples_store):
    KGraph(remote).ingest([EXAMPLES])
    store = RemoteStore(remote)
    embedded = KGraph(examples_store).store
    assert set(store.quads()) == set(embedded.quads())
    assert len(store) == len(embedded)
    assert not any(q.graph_name.value == META_GRAPH for q in store.quads() if hasattr(q.graph_name, "value"))


@pytest.mark.slow
def test_bindings_are_a_values_clause_of_escaped_terms(remote, examples_store):
    KGraph(remote).ingest([EXAMPLES])
    hostile = Literal('x" } ; DROP ALL ; SELECT * { "')
    clause = values_clause({"t": hostile, "w": NamedNode("https://w3id.org/kgraph/id/arxiv/2606.01927")})
    assert clause.startswith("VALUES (?t ?w) { (") and '\\"' in clause
    store = RemoteStore(remote)
    assert list(store.query("SELECT ?t WHERE { GRAPH ?g { ?c kg:text ?t } }", t=hostile)) == []
    assert len(store) > 0
    assert store.query(
        "ASK { GRAPH ?g { ?m kg:about ?w } }", w=NamedNode("https://w3id.org/kgraph/id/arxiv/2606.01927")
    )


@pytest.mark.slow
def test_remove_and_replace_are_atomic_requests(remote):
    graph = KGraph(remote)
    graph.ingest([EXAMPLES])
    before = len(graph.store)
    graph.remove("inbox/tom/2026-09-01-inference-e1prep.md")
    graph.close()
    assert 0 < len(KGraph(remote).store) < before
    assert "inbox/tom/2026-09-01-inference-e1prep.md" not in RemoteStore(remote).document_hashes()


@pytest.mark.slow
def test_push_and_pull(remote, examples_store, tmp_path, examples_copy):
    runner = CliRunner()
    local = tmp_path / "local"
    assert runner.invoke(cli, ["--store", str(local), "ingest", str(examples_copy)]).exit_code == 0
    result = runner.invoke(cli, ["--store", str(local), "push", remote])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == f"{N_EXAMPLES} documents pushed, 0 unchanged"
    assert (
        runner.invoke(cli, ["--store", str(local), "push", remote]).output.strip()
        == f"0 documents pushed, {N_EXAMPLES} unchanged"
    )
    brief = examples_copy / "inbox" / "tom" / "2026-09-05-inference-e1prep.md"
    brief.write_text(brief.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    runner.invoke(cli, ["--store", str(local), "ingest", str(examples_copy)])
    assert (
        runner.invoke(cli, ["--store", str(local), "push", remote]).output.strip()
        == f"1 document pushed, {N_EXAMPLES - 1} unchanged"
    )
    pulled = tmp_path / "pulled"
    result = runner.invoke(cli, ["--store", str(pulled), "pull", remote])
    assert result.output.strip() == f"{N_EXAMPLES} documents pulled, 0 unchanged", result.output
    assert_same_output(local, pulled, WHY_COMMANDS[:3])
    assert set(KGraph(pulled).store.quads()) == set(KGraph(local).store.quads())


# ---------------------------------------------------------------- credentials


class AuthServer:
    """Demands Basic auth; records the Authorization headers it sees."""

    def __init__(self):
        seen = self.seen = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                self.rfile.read(int(self.headers.get("Content-Length") or 0))
                seen.append(self.headers.get("Authorization"))
                expected = "Basic " + base64.b64encode(f"kgraph:{SECRET}".encode()).decode()
                if self.headers.get("Authorization") != expected:
                    self.send_response(401)
                    self.send_header("WWW-Authenticate", 'Basic realm="kgraph"')
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = b'{"head":{},"boolean":true}'
                self.send_response(200)
                self.send_header("Content-Type", "application/sparql-results+json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"sparql+http://127.0.0.1:{self.httpd.server_address[1]}/sparql"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def test_credentials_answer_a_challenge_only(monkeypatch):
    server = AuthServer()
    try:
        monkeypatch.setenv("KGRAPH_STORE_USER", "kgraph")
        monkeypatch.setenv("KGRAPH_STORE_PASSWORD", SECRET)
        store = RemoteStore(server.url)
        assert bool(store.query("ASK {}")) is True
        assert server.seen[0] is None  # nothing sent before the server asked
        assert SECRET not in repr(store) and SECRET not in repr(store._session.auth)
        monkeypatch.setenv("KGRAPH_STORE_PASSWORD", "wrong")
        with pytest.raises(StoreError) as info:
            RemoteStore(server.url).query("ASK {}")
        assert "access refused (HTTP 401)" in str(info.value)
    finally:
        server.close()


def test_credentials_never_printed(monkeypatch, caplog, tmp_path):
    caplog.set_level(logging.DEBUG)
    monkeypatch.setenv("KGRAPH_STORE_USER", "kgraph")
    monkeypatch.setenv("KGRAPH_STORE_PASSWORD", SECRET)
    monkeypatch.setenv("HOME", str(tmp_path))
    runner = CliRunner()
    server = AuthServer()
    outputs = []
    try:
        for args in (
            ["--store", "sparql+http://127.0.0.1:9/sparql", "why", "x"],  # nothing listens on port 9
            ["--store", server.url, "stats"],
            ["--store", server.url, "ingest", str(EXAMPLES)],
            ["--store", f"sparql+http://kgraph:{SECRET}@127.0.0.1:9/sparql", "why", "x"],
        ):
            result = runner.invoke(cli, args)
            assert result.exit_code != 0
            outputs.append(result.output)
        monkeypatch.setenv("KGRAPH_STORE_PASSWORD", "wrong")
        outputs.append(runner.invoke(cli, ["--store", server.url, "why", "x"]).output)
    finally:
        server.close()
    text = "\n".join(outputs) + caplog.text
    assert SECRET not in text
    assert "not in the URL" in outputs[3]
    assert "Traceback" not in text


def test_netrc_credentials(monkeypatch, tmp_path):
    monkeypatch.delenv("KGRAPH_STORE_USER", raising=False)
    monkeypatch.delenv("KGRAPH_STORE_PASSWORD", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    netrc = tmp_path / ".netrc"
    netrc.write_text(f"machine 127.0.0.1 login kgraph password {SECRET}\n")
    netrc.chmod(0o600)
    server = AuthServer()
    try:
        assert bool(RemoteStore(server.url).query("ASK {}")) is True
    finally:
        server.close()


# ---------------------------------------------------------------- error positions


BAD_ON_LINE_3 = "SELECT ?p WHERE {\n  ?d kg:path ?p .\n  BIND (1 AS 2)\n}"


def test_a_syntax_error_over_a_remote_store_is_placed_in_the_users_text(runner, examples_store):
    from ..servers import RealServer

    embedded = runner.invoke(cli, ["--store", str(examples_store), "sparql", BAD_ON_LINE_3])
    assert embedded.exit_code == 2
    position = re.search(r"line (\d+), column (\d+): unexpected '2\)'", embedded.output)
    assert position and position.group(1) == "3", embedded.output
    column = int(position.group(2))
    assert BAD_ON_LINE_3.splitlines()[2][column - 1 :].startswith("2)"), column  # where line 3 goes wrong
    server = RealServer(examples_store)
    try:
        url = f"sparql+http://127.0.0.1:{server.port}/sparql"
        remote = runner.invoke(cli, ["--store", url, "sparql", BAD_ON_LINE_3])
        assert remote.exit_code == 2
        assert f"line 3, column {column}: unexpected '2)'" in remote.output, remote.output
        one_line = runner.invoke(cli, ["--store", url, "sparql", "SELECT ?x WHERE { ?x ?y }"])
        assert "at line 1, column 26" in one_line.output, one_line.output
    finally:
        server.close()


def test_an_update_syntax_error_over_a_remote_store_is_placed_in_the_users_text(tmp_path):
    from kgraph.errors import QueryError

    from ..servers import RealServer

    location = tmp_path / "store"
    KGraph(location).ingest([EXAMPLES])
    server = RealServer(location, "--allow-update")
    try:
        store = RemoteStore(f"sparql+http://127.0.0.1:{server.port}/sparql", write=True)
        with pytest.raises(QueryError, match=r"line 2, column \d+"):
            store.update("INSERT DATA {\n  kgid:a kg:text }")
    finally:
        server.close()


def test_user_positions_takes_off_only_the_prefix_lines():
    from kgraph.store.remote import PREFIX_LINES, user_positions
    from kgraph.vocab import SPARQL_PREFIXES

    assert PREFIX_LINES == SPARQL_PREFIXES.count("\n") > 0
    n = PREFIX_LINES
    assert (
        user_positions(f"query syntax error at line {n + 3}, column 7: x")
        == "query syntax error at line 3, column 7: x"
    )
    assert (
        user_positions(f"SP030: SPARQL compiler, line {n + 1}: syntax error")
        == "SP030: SPARQL compiler, line 1: syntax error"
    )
    assert user_positions(f"nested too deep (at offset {len(SPARQL_PREFIXES) + 5})") == "nested too deep (at offset 5)"
    assert user_positions(f"line {n}: in kgraph's own lines") == f"line {n}: in kgraph's own lines"
