"""`kgraph serve --allow-update`: queries read checkpoints of the store, never the database the
server writes (kgraph.store.snapshots), so the writer's compaction cannot take files from under them."""

from __future__ import annotations

import json
import os
import urllib.parse
from pathlib import Path

import pytest

from kgraph.api import KGraph
from kgraph.store.snapshots import FOLDER, Snapshots

from ..conftest import ROOT
from ..servers import RealServer

CLEAN = ROOT / "tests" / "data" / "clean"
COUNT = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH <https://w3id.org/kgraph/id/doc/snap> { ?s ?p ?o } }"


def _update(server: RealServer, text: str) -> tuple[int, bytes]:
    status, _, body = server.request(
        "POST", "/sparql", text.encode("utf-8"), {"Content-Type": "application/sparql-update"}
    )
    return status, body


def _count(server: RealServer) -> int:
    status, _, body = server.query(COUNT)
    assert status == 200, body
    return int(json.loads(body)["results"]["bindings"][0]["n"]["value"])


def _open_folders(pid: int) -> set[Path]:
    """The folders of the files a process holds open."""
    folders = set()
    try:
        for fd in os.listdir(f"/proc/{pid}/fd"):
            try:
                folders.add(Path(os.readlink(f"/proc/{pid}/fd/{fd}")).parent)
            except OSError:
                continue
    except OSError:
        pass
    return folders


@pytest.mark.slow
def test_queries_after_updates_read_snapshots_not_the_live_database(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([CLEAN]).ok
    live = (location / "oxigraph").resolve()
    server = RealServer(location, "--allow-update", "--workers", "3")
    try:
        inserted = 0
        for round_ in range(40):
            # several triples in one update: memtables, flushes and compactions of the writer
            triples = " ".join(f"kgid:s{round_}_{k} kg:text 'r{round_} t{k}' ." for k in range(25))
            status, body = _update(
                server, f"INSERT DATA {{ GRAPH <https://w3id.org/kgraph/id/doc/snap> {{ {triples} }} }}"
            )
            assert status == 200, body
            inserted += 25
            if round_ % 7 == 3:
                status, body = _update(
                    server,
                    f"DELETE WHERE {{ GRAPH <https://w3id.org/kgraph/id/doc/snap> {{ kgid:s{round_}_0 ?p ?o }} }}",
                )
                assert status == 200, body
                inserted -= 1
            assert _count(server) == inserted  # every query sees every update before it
        workers = server.children()
        assert workers, "no query worker is running"
        for pid in workers:
            folders = {f.resolve() for f in _open_folders(pid)}
            assert live not in folders, f"worker {pid} holds the live database open"
            assert any(FOLDER in f.parts for f in folders), f"worker {pid} holds no snapshot open: {folders}"
        snapshots = [p for p in (location / FOLDER).iterdir() if not p.name.startswith(".")]
        assert 1 <= len(snapshots) <= 3 + 1, snapshots  # the newest, and at most one per worker
    finally:
        server.close()
    assert not (location / FOLDER).exists(), "the snapshots outlive the server (SIGTERM)"
    with KGraph(location) as graph:  # the updates are in the store itself, not only in snapshots
        rows = graph.store.query(COUNT)
        assert int(next(iter(rows))["n"].value) == inserted


@pytest.mark.slow
def test_queries_from_other_clients_during_updates_all_answer_and_see_every_update(tmp_path):
    import threading

    location = tmp_path / "store"
    assert KGraph(location).ingest([CLEAN]).ok
    server = RealServer(location, "--allow-update", "--per-client", "4")
    failures: list[bytes] = []
    answered = [0]
    stop = threading.Event()

    def other_client() -> None:
        whole = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } }"
        while not stop.is_set():
            status, _, body = server.query(whole)
            if status != 200:
                failures.append(body[:300])
            answered[0] += 1

    others = [threading.Thread(target=other_client) for _ in range(2)]
    try:
        for thread in others:
            thread.start()
        for round_ in range(60):
            triples = " ".join(f"kgid:c{round_}_{k} kg:text '{k}' ." for k in range(20))
            status, body = _update(
                server, f"INSERT DATA {{ GRAPH <https://w3id.org/kgraph/id/doc/snap> {{ {triples} }} }}"
            )
            assert status == 200, body
            assert _count(server) == 20 * (round_ + 1)  # never an older checkpoint than the update answered
    finally:
        stop.set()
        for thread in others:
            thread.join()
        server.close()
    assert not failures, failures[:3]
    assert answered[0] >= 60


def test_a_read_only_server_makes_no_snapshot(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([CLEAN]).ok
    server = RealServer(location)
    try:
        status, _, body = server.query("ASK { ?d kg:path ?p }")
        assert status == 200 and json.loads(body)["boolean"] is True
        assert not (location / FOLDER).exists()
        live = (location / "oxigraph").resolve()
        assert any(live in {f.resolve() for f in _open_folders(pid)} for pid in server.children())
    finally:
        server.close()


def test_snapshots_leftovers_are_cleared_and_old_ones_removed_when_free(tmp_path):
    from pyoxigraph import Store

    location = tmp_path / "store"
    (location / FOLDER / "000007").mkdir(parents=True)  # left by a server that was killed
    store = Store(str(location / "oxigraph"))
    snaps = Snapshots(location, store)
    try:
        assert [p.name for p in (location / FOLDER).iterdir()] == ["000001"]
        store.update("INSERT DATA { <http://example.org/s> <http://example.org/p> 1 }")
        first = snaps.current
        second = snaps.take()
        assert len(Store.read_only(second)) == 1 and len(Store.read_only(first)) == 0
        snaps.remove(snaps.detach({first}))  # a worker still holds the first
        assert {p.name for p in (location / FOLDER).iterdir()} == {"000001", "000002"}
        (location / FOLDER / "000003.tmp").mkdir()  # RocksDB writing the next one
        (location / FOLDER / "000003").mkdir()  # just taken, not yet `current`
        snaps.remove(snaps.detach(set()))
        assert sorted(p.name for p in (location / FOLDER).iterdir()) == ["000002", "000003", "000003.tmp"]
        for name in ("000003.tmp", "000003"):
            (location / FOLDER / name).rmdir()
        assert snaps.fresh() == second  # no update since: no new checkpoint
        store.update("INSERT DATA { <http://example.org/s> <http://example.org/p> 2 }")
        snaps.changed()
        third = snaps.fresh()
        assert third != second and len(Store.read_only(third)) == 2
        assert snaps.fresh() == third
    finally:
        snaps.close()
    assert not (location / FOLDER).exists()


def test_update_then_query_with_the_form_encoding(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([CLEAN]).ok
    server = RealServer(location, "--allow-update")
    try:
        form = urllib.parse.urlencode(
            {"update": "INSERT DATA { GRAPH <https://w3id.org/kgraph/id/doc/snap> { kgid:a kg:text 'x' } }"}
        )
        status, _, body = server.request(
            "POST", "/sparql", form.encode(), {"Content-Type": "application/x-www-form-urlencoded"}
        )
        assert status == 200, body
        assert _count(server) == 1
    finally:
        server.close()
