"""User updates run in a worker process: its own stack, CPU, memory and time limit, no network;
killed or crashed, it leaves the store unchanged and the caller running.

Several tests call `run_update` directly, past the text checks, to show that the worker holds
even for what the checks would have refused."""

from __future__ import annotations

import socket
import threading
import time

import pytest
from click.testing import CliRunner

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.errors import QueryError
from kgraph.store import workers as W
from kgraph.store.local import GraphStore

EX = "http://example.org/"
SEED = f"INSERT DATA {{ <{EX}a> <{EX}p> 1 . <{EX}b> <{EX}p> 2 . <{EX}c> <{EX}p> 3 . <{EX}d> <{EX}p> 4 }}"
CARTESIAN_INSERT = (
    "INSERT { ?a <http://example.org/q> ?z } WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l . ?m ?n ?o . "
    "?p1 ?p2 ?p3 . ?q1 ?q2 ?q3 . ?r1 ?r2 ?r3 . ?s1 ?s2 ?s3 . ?t1 ?t2 ?t3 . ?u1 ?u2 ?u3 . ?v1 ?v2 ?v3 "
    "BIND(CONCAT(STR(?c), STR(?f), STR(?i), STR(?l), STR(?o)) AS ?z) }"
)


@pytest.fixture
def store_folder(tmp_path):
    location = tmp_path / "store"
    GraphStore(location, write=True).close()
    W.run_update(location, SEED, prefixes={}, base_iri=None, timeout=30)
    return location


def count(location) -> int:
    store = GraphStore(location)
    try:
        return len(store)
    finally:
        store.close()


def test_an_update_runs_in_a_worker_and_the_store_reopens(store_folder):
    graph = KGraph(store_folder)
    graph.sparql(f"INSERT DATA {{ <{EX}e> <{EX}p> 5 }}", allow_update=True)
    assert count(store_folder) == 5
    assert graph.sparql(f"ASK {{ <{EX}e> <{EX}p> 5 }}").boolean


def test_a_crash_of_the_engine_ends_the_worker_only(store_folder):
    """Before: an update that overflowed the parser's stack killed the calling process
    (`kgraph serve --allow-update`, `kgraph sparql --allow-update`)."""
    crash = "DELETE { ?s ?p ?o } WHERE { FILTER(" + "(" * 200_000 + "1" + ")" * 200_000 + ") }"
    with pytest.raises(W.QueryResources, match="crashed|memory|ended"):
        W.run_update(store_folder, crash, prefixes={}, base_iri=None, timeout=30)
    assert count(store_folder) == 4


@pytest.mark.slow
def test_an_update_is_killed_at_its_deadline_and_changes_nothing(store_folder):
    """Before: a cartesian INSERT ... WHERE grew the server to 4.8 GB in 150 s."""
    graph = KGraph(store_folder)
    started = time.monotonic()
    with pytest.raises(W.QueryTimeout, match="unchanged"):
        graph.sparql(CARTESIAN_INSERT, allow_update=True, timeout=2)
    assert time.monotonic() - started < 8
    assert count(store_folder) == 4
    graph.sparql(f"INSERT DATA {{ <{EX}e> <{EX}p> 5 }}", allow_update=True)  # the lock was released
    assert count(store_folder) == 5


@pytest.mark.slow
def test_an_update_over_its_memory_limit_ends_alone(store_folder):
    with pytest.raises((W.QueryResources, W.QueryTimeout)):
        W.run_update(store_folder, CARTESIAN_INSERT, prefixes={}, base_iri=None, timeout=20, memory_mb=400)
    assert count(store_folder) == 4


class Listener:
    """A loopback TCP listener that counts connections."""

    def __init__(self):
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(8)
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.connections = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        while not self._stop.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            self.connections += 1
            conn.close()

    def close(self):
        self._stop.set()
        self._thread.join()
        self.sock.close()


def test_a_worker_reaches_no_network_even_past_the_checks(store_folder):
    """LOAD and SERVICE never leave the worker: socket(AF_INET) fails there (seccomp)."""
    listener = Listener()
    try:
        url = f"http://127.0.0.1:{listener.port}/x.ttl"
        with pytest.raises(QueryError):
            W.run_update(store_folder, f"LOAD <{url}>", prefixes={}, base_iri=None, timeout=10)
        with pytest.raises(QueryError):
            W.run_update(
                store_folder,
                f"INSERT {{ ?s ?p ?o }} WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}",
                prefixes={},
                base_iri=None,
                timeout=10,
            )
        pool = W.WorkerPool(store_folder, warm=0, max_workers=1)
        try:
            request = W.Request(
                f"SELECT * WHERE {{ SERVICE <{url}> {{ ?s ?p ?o }} }}", {}, None, {}, None, None, 10, 10
            )
            with pytest.raises(QueryError):
                pool.run(request, 10)
        finally:
            pool.close(kill=True)
        time.sleep(0.3)
        assert listener.connections == 0
    finally:
        listener.close()
    assert count(store_folder) == 4


def test_kgraph_sparql_allow_update_survives_an_update_that_crashes_the_engine(store_folder, monkeypatch):
    """`kgraph sparql --allow-update` with an update past the checks: one line, exit 1, no crash."""
    from kgraph.store import sparqltext

    monkeypatch.setattr(sparqltext, "MAX_DEPTH", 10**9)
    crash = "DELETE { ?s ?p ?o } WHERE { FILTER(" + "(" * 200_000 + "1" + ")" * 200_000 + ") }"
    monkeypatch.setattr(sparqltext, "MAX_UPDATE_CHARS", 10**7)
    result = CliRunner().invoke(cli, ["--store", str(store_folder), "sparql", "--allow-update", crash])
    assert result.exit_code != 0
    assert "Traceback" not in result.output and len(result.output.strip().splitlines()) == 1, result.output
    assert count(store_folder) == 4


def test_an_in_memory_update_and_query_at_the_limits_do_not_crash_the_caller():
    """Before: `KGraph(memory=True).sparql(q)` ran on the caller's 8 MB thread stack."""
    from kgraph.store.sparqltext import MAX_SEQUENCE

    graph = KGraph(memory=True)
    graph.sparql(SEED, allow_update=True)
    minus = "SELECT * WHERE { ?a ?b ?c " + "MINUS { ?a ?b ?c } " * (MAX_SEQUENCE - 5) + "}"
    assert graph.sparql(minus).rows == []
    update = "DELETE { ?s ?p ?o } WHERE { ?s ?p ?o " + "MINUS { ?s ?p ?o } " * (MAX_SEQUENCE - 5) + "}"
    graph.sparql(update, allow_update=True)
    assert graph.sparql(f"ASK {{ <{EX}a> <{EX}p> 1 }}").boolean
