"""The shared store on a real Virtuoso (scripts/virtuoso.sh; .ci/run starts one).

Skipped on a developer machine without KGRAPH_TEST_VIRTUOSO; failed when CI=true.
"""

from __future__ import annotations

import os
import time

import pytest
from click.testing import CliRunner

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.errors import StoreError
from kgraph.store.local import GraphStore
from kgraph.store.remote import RemoteStore

from ..conftest import EXAMPLES, N_EXAMPLES
from ..query.test_sparql import Listener
from ..storecompare import PROVENANCE_COMMANDS, RETRACT, WHY_COMMANDS, assert_same_output, output

pytestmark = pytest.mark.virtuoso


@pytest.fixture(scope="module")
def virtuoso() -> str:
    url = os.environ.get("KGRAPH_TEST_VIRTUOSO")
    if not url:
        reason = "KGRAPH_TEST_VIRTUOSO is not set (start one with scripts/virtuoso.sh start DIR)"
        if os.environ.get("CI") == "true":
            pytest.fail(reason + "; CI must run the Virtuoso tests")
        pytest.skip(reason)
    if not os.environ.get("KGRAPH_STORE_PASSWORD"):
        pytest.fail("KGRAPH_TEST_VIRTUOSO is set but KGRAPH_STORE_USER / KGRAPH_STORE_PASSWORD are not")
    return url


def clear(url: str) -> None:
    """Drop every kgraph graph from the server (its own system graphs stay)."""
    store = RemoteStore(url, write=True)
    graphs = store.query(
        'SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } FILTER (STRSTARTS(STR(?g), "https://w3id.org/kgraph/")) }'
    )
    for row in list(graphs):
        store.update(f"DROP SILENT GRAPH <{row['g'].value}>")
    store.close()


@pytest.fixture
def loaded(virtuoso) -> str:
    clear(virtuoso)
    report = KGraph(virtuoso).ingest([EXAMPLES])
    assert report.ok and len(report.ingested) == N_EXAMPLES, report.failed
    return virtuoso


def test_why_is_identical_on_virtuoso_and_embedded(loaded, examples_store):
    assert_same_output(examples_store, loaded, WHY_COMMANDS)


def test_impact_retract_and_retractions_are_identical_on_virtuoso_and_embedded(loaded, tmp_path):
    local = tmp_path / "local"
    assert KGraph(local).ingest([EXAMPLES]).ok
    assert_same_output(local, loaded, PROVENANCE_COMMANDS)  # nothing retracted yet
    assert output(local, RETRACT) == output(loaded, RETRACT)
    assert_same_output(local, loaded, PROVENANCE_COMMANDS)
    rid = KGraph(local).retractions()[0]["id"]
    undo = ("retract", "--undo", rid, "--by", "ci", "--date", "2026-09-20")
    assert output(local, undo) == output(loaded, undo)
    assert_same_output(local, loaded, PROVENANCE_COMMANDS)


def test_stats_and_reingest(loaded, examples_store):
    assert KGraph(loaded).stats() == KGraph(examples_store).stats()
    again = KGraph(loaded).ingest([EXAMPLES])
    assert len(again.unchanged) == N_EXAMPLES and not again.ingested


def test_push_then_pull_round_trip(virtuoso, examples_store, tmp_path):
    clear(virtuoso)
    runner = CliRunner()
    result = runner.invoke(cli, ["--store", str(examples_store), "push", virtuoso])
    assert result.exit_code == 0 and result.output.strip() == f"{N_EXAMPLES} documents pushed, 0 unchanged", (
        result.output
    )
    assert runner.invoke(cli, ["--store", str(examples_store), "push", virtuoso]).output.strip().startswith("0 ")
    pulled = tmp_path / "pulled"
    result = runner.invoke(cli, ["--store", str(pulled), "pull", virtuoso])
    assert result.output.strip() == f"{N_EXAMPLES} documents pulled, 0 unchanged", result.output
    assert_same_output(examples_store, pulled, WHY_COMMANDS[:4])


def test_anonymous_writes_are_refused_without_leaking(virtuoso, monkeypatch, tmp_path):
    password = os.environ["KGRAPH_STORE_PASSWORD"]
    monkeypatch.delenv("KGRAPH_STORE_USER")
    monkeypatch.delenv("KGRAPH_STORE_PASSWORD")
    monkeypatch.setenv("HOME", str(tmp_path))  # no ~/.netrc either
    with pytest.raises(StoreError):
        KGraph(virtuoso).ingest([EXAMPLES / "paper_cards"], force=True)
    monkeypatch.setenv("KGRAPH_STORE_USER", "kgraph")
    monkeypatch.setenv("KGRAPH_STORE_PASSWORD", "wrong-" + password)
    result = CliRunner().invoke(cli, ["--store", virtuoso, "ingest", "--force", str(EXAMPLES / "paper_cards")])
    assert result.exit_code == 2 and "access refused" in result.output
    assert password not in result.output


def test_sparql_command_on_virtuoso_refuses_service(loaded, examples_store):
    listener = Listener()
    try:
        runner = CliRunner()
        result = runner.invoke(
            cli, ["--store", loaded, "sparql", f"SELECT * WHERE {{ SERVICE <{listener.url}> {{ ?s ?p ?o }} }}"]
        )
        assert result.exit_code == 2 and "SERVICE is refused" in result.output
        result = runner.invoke(
            cli,
            [
                "--store",
                loaded,
                "sparql",
                'SELECT (COUNT(?d) AS ?n) WHERE { ?d kg:documentKind "brief" }',
                "--format",
                "csv",
            ],
        )
        with GraphStore(examples_store) as embedded:
            briefs = len(list(embedded.query('SELECT ?d WHERE { ?d kg:documentKind "brief" }')))
        assert briefs >= 5 and result.output.splitlines() == ["n", str(briefs)]
        time.sleep(0.2)
        assert listener.hits == []
    finally:
        listener.close()
