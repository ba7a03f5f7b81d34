"""Query limits that hold (issue 13): size and depth checked before the parser, and a worker
process per query that is killed at the deadline, bounded in memory, and whose crash is its own."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from kgraph import vocab as V
from kgraph.errors import QueryError
from kgraph.query import sparql as S
from kgraph.store.workers import QueryResources, QueryTimeout, Request, WorkerPool

from ..conftest import ROOT

DEEP = "SELECT * WHERE { FILTER(" + "(" * 5000 + "1" + ")" * 5000 + ") }"
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?a ?b ?c } GRAPH ?h { ?d ?e ?f } GRAPH ?i { ?x ?y ?z } }"


def request(text: str, limit: int = 100, cpu: float | None = 30) -> Request:
    return Request(text, dict(V.PREFIXES), V.ID, {}, None, None, limit, cpu)


@pytest.mark.parametrize(
    "query",
    [
        DEEP,
        "SELECT * WHERE " + "{" * 200 + "}" * 200,
        "SELECT * WHERE { ?s <p> " + "[ <p> " * 150 + "1" + " ]" * 150 + " }",
        "SELECT * WHERE { FILTER(" + "!" * 150 + "true) }",
    ],
)
def test_deep_nesting_is_refused_before_the_parser(query):
    with pytest.raises(S.QueryTooComplex, match=f"nested deeper than {S.MAX_DEPTH}"):
        S.check_query(query)


def test_operator_chains_and_size_are_bounded():
    chain = "SELECT * WHERE { FILTER(" + "+".join(["1"] * (S.MAX_OPERATORS + 2)) + " > 0) }"
    with pytest.raises(S.QueryTooComplex, match="operators"):
        S.check_query(chain)
    huge = "SELECT * WHERE { ?s ?p ?o } #" + "x" * S.MAX_QUERY_CHARS
    with pytest.raises(S.QueryTooComplex, match="characters"):
        S.check_query(huge)
    # Just under each bound is fine.
    nested = "SELECT * WHERE { FILTER(" + "(" * 90 + "1" + ")" * 90 + ") }"
    assert S.check_query(nested).form == "SELECT"
    assert S.check_query("SELECT * WHERE { FILTER(" + " + ".join(["1"] * 500) + " > 0) }").form == "SELECT"


def test_kgraph_sparql_f_refuses_a_deep_query_in_one_line(examples_store, tmp_path):
    """Before: `kgraph sparql -f deep.rq` died with a segmentation fault (exit 139)."""
    path = tmp_path / "deep.rq"
    path.write_text(DEEP, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "kgraph", "--store", str(examples_store), "sparql", "-f", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert result.returncode == 2, result.stderr
    assert result.stderr.count("\n") == 1 and "nested deeper than" in result.stderr


@pytest.fixture
def pool(examples_store):
    pool = WorkerPool(examples_store, warm=1, max_workers=2, memory_mb=1024)
    yield pool
    pool.close()


def test_a_crash_in_the_engine_ends_only_the_worker(pool):
    """Past the check (called directly), 50,000 parentheses overflow even the worker's 64 MB stack."""
    deep = "SELECT * WHERE { FILTER(" + "(" * 50000 + "1" + ")" * 50000 + ") }"
    with pytest.raises(QueryResources, match="crashed"):
        pool.run(request(deep), timeout=30)
    assert pool.run(request("ASK {}"), timeout=30)[:2] == ("ask", True)


def test_memory_is_bounded_per_query(pool):
    big = "SELECT * WHERE { GRAPH ?g { ?a ?b ?c } GRAPH ?h { ?d ?e ?f } } ORDER BY ?c ?f"
    with pytest.raises(QueryResources, match="out of memory"):
        pool.run(request(big), timeout=60)
    assert pool.run(request("ASK {}"), timeout=30)[:2] == ("ask", True)


def test_the_deadline_kills_the_query(pool):
    worker = pool._idle[-1]
    started = time.monotonic()
    with pytest.raises(QueryTimeout, match="timed out after 0.5 s"):
        pool.run(request(SLOW), timeout=0.5)
    assert time.monotonic() - started < 2.0
    assert worker.process.poll() is not None  # the worker is gone, not left running
    with pytest.raises(ProcessLookupError):
        os.kill(worker.pid, 0)


def test_the_cpu_limit_stops_a_query_nobody_waits_for(pool):
    with pytest.raises(QueryTimeout, match="CPU-time limit"):
        pool.run(request(SLOW, cpu=1), timeout=None)


def test_rows_are_capped_while_read(pool):
    kind, head, items, truncated = pool.run(request("SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }", limit=5), timeout=30)
    assert kind == "select" and len(items) == 5 and truncated
    kind, _, items, truncated = pool.run(
        request("CONSTRUCT { ?s ?p ?o } WHERE { GRAPH ?g { ?s ?p ?o } }", limit=3), timeout=30
    )
    assert kind == "graph" and len(items) == 3 and truncated
    by_size = request("SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }", limit=1000)
    by_size.max_bytes = 2000  # a few rows of IRIs
    kind, _, items, truncated = pool.run(by_size, timeout=30)
    assert truncated and 0 < len(items) < 40


def test_syntax_errors_leave_the_worker_in_service(pool):
    worker = pool._idle[-1]
    with pytest.raises(SyntaxError):
        pool.run(request("SELECT * WHERE { ?s ?p }"), timeout=30)
    assert worker in pool._idle and worker.process.poll() is None


def test_run_on_a_store_folder_uses_a_worker_and_reports_limits(examples_store):
    from kgraph.store.local import GraphStore

    with GraphStore(examples_store) as store:
        with pytest.raises(QueryTimeout, match="use --timeout"):
            S.run(store, SLOW, timeout=0.5)
        assert S.run(store, "ASK { ?d kg:path ?p }", memory_mb=1024).boolean is True
        with pytest.raises(QueryResources, match="out of memory"):
            S.run(
                store, "SELECT * WHERE { GRAPH ?g { ?a ?b ?c } GRAPH ?h { ?d ?e ?f } } ORDER BY ?c ?f", memory_mb=1024
            )
        with pytest.raises(QueryError, match=r"line 2, column \d+"):
            S.run(store, "SELECT * WHERE {\n  ?s ?p }")


def test_a_worker_reaches_no_network_even_past_the_check(pool):
    """Defence in depth: SERVICE is refused by check_query; called directly, the worker
    (in a network namespace of its own where Linux allows it) still reaches nothing."""
    from kgraph.store.workers import isolate_network

    from ..query.test_sparql import Listener

    probe = os.fork()
    if probe == 0:
        os._exit(0 if isolate_network() else 1)
    if os.waitstatus_to_exitcode(os.waitpid(probe, 0)[1]) != 0:
        pytest.skip("this machine allows no network namespace for an unprivileged process")
    listener = Listener()
    try:
        with pytest.raises(QueryError):
            pool.run(request(f"SELECT * WHERE {{ SERVICE <{listener.url}> {{ ?s ?p ?o }} }}"), timeout=30)
        time.sleep(0.2)
        assert listener.hits == []
    finally:
        listener.close()
