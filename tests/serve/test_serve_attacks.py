"""Attacks on a real `kgraph serve` (a subprocess): a crashing query, CPU and memory exhaustion,
hostile Content-Length values, cross-origin queries. While each runs, a normal request from
another client must be answered within 1 s, and the server's memory must stay bounded.

The attacker connects from 127.0.0.2 (any 127.x address reaches a loopback server), the
normal client from 127.0.0.1, so the per-client query cap tells them apart.
"""

from __future__ import annotations

import os
import socket
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from kgraph.api import KGraph

from ..conftest import EXAMPLES
from ..servers import RealServer

SERVER_RSS_MB = 300  # the server process itself (its query workers are bounded by --memory-limit)
ANSWER_WITHIN = 1.0  # seconds for a normal request while an attack runs
NORMAL = "ASK { ?d kg:path ?p }"
# Every statement of every document against every other: ~22 million rows over the examples.
CARTESIAN = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?a ?b ?c } GRAPH ?h { ?d ?e ?f } GRAPH ?i { ?x ?y ?z } }"
SORTED_CARTESIAN = "SELECT * WHERE { GRAPH ?g { ?a ?b ?c } GRAPH ?h { ?d ?e ?f } } ORDER BY ?c ?f"


def rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


def cpu_seconds(pids: list[int]) -> float:
    total = 0
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except (OSError, IndexError):
            pass
    return total / os.sysconf("SC_CLK_TCK")


class Watch:
    """Samples the server's RSS and its workers' RSS every 50 ms while an attack runs."""

    def __init__(self, server: RealServer):
        self.server, self.peak_server, self.peak_worker = server, 0.0, 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        while not self._stop.is_set():
            self.peak_server = max(self.peak_server, rss_mb(self.server.process.pid))
            for child in self.server.children():
                self.peak_worker = max(self.peak_worker, rss_mb(child))
            time.sleep(0.05)

    def stop(self):
        self._stop.set()
        self._thread.join()


@pytest.fixture(scope="module")
def attack_store(tmp_path_factory):
    location = tmp_path_factory.mktemp("attacks") / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    return location


def test_a_deeply_nested_get_is_refused_and_the_server_stays_up(attack_store):
    """Before: ~5,000 nested parentheses in a 12 KB GET segfaulted the server."""
    server = RealServer(attack_store)
    watch = Watch(server)
    try:
        deep = "SELECT * WHERE { FILTER(" + "(" * 5000 + "1" + ")" * 5000 + ") }"
        assert len(urllib.parse.urlencode({"query": deep})) < 64 * 1024
        status, _, body = server.query(deep, source="127.0.0.2")
        assert status == 400 and b"nested deeper than" in body
        unary = "SELECT * WHERE { FILTER(" + "!" * 20000 + "true) }"
        status, _, body = server.query(unary, source="127.0.0.2")
        assert status == 400 and b"nested deeper than" in body
        assert server.process.poll() is None
        assert server.timed_normal_query() < ANSWER_WITHIN
    finally:
        watch.stop()
        server.close()
    assert watch.peak_server < SERVER_RSS_MB, watch.peak_server


def test_cpu_exhaustion_is_stopped_and_other_clients_are_answered(attack_store):
    """Before: four cartesian COUNT(*) queries locked every client out for minutes at full CPU
    (the timeout answered 503 but the query kept running)."""
    server = RealServer(attack_store, "--timeout", "3", "--per-client", "2", "--workers", "4")
    watch = Watch(server)
    try:
        with ThreadPoolExecutor(4) as pool:
            attacks = [pool.submit(server.query, CARTESIAN, "127.0.0.2") for _ in range(4)]
            time.sleep(0.5)
            latencies = []
            while not all(a.done() for a in attacks):
                latencies.append(server.timed_normal_query())
                time.sleep(0.3)
            statuses = sorted(a.result()[0] for a in attacks)
        assert latencies and max(latencies) < ANSWER_WITHIN, latencies
        assert statuses.count(503) >= 2 and set(statuses) <= {429, 503}, statuses  # two ran out of time
        assert 429 in statuses  # the others were over the per-client cap
        # The deadline stopped the queries: the workers use no more CPU (a running cartesian
        # query would use a whole core; replacements have had time to start).
        time.sleep(2.0)
        pids = [server.process.pid, *server.children()]
        before = cpu_seconds(pids)
        time.sleep(1.0)
        assert cpu_seconds(pids) - before < 0.5
        assert server.timed_normal_query() < ANSWER_WITHIN
    finally:
        watch.stop()
        server.close()
    assert watch.peak_server < SERVER_RSS_MB and watch.peak_worker < 2048, (watch.peak_server, watch.peak_worker)


def test_memory_exhaustion_kills_only_the_query(attack_store):
    """Before: one cartesian query with ORDER BY grew the server past 8 GB in 30 s."""
    limit = 1024
    server = RealServer(attack_store, "--memory-limit", str(limit), "--timeout", "60")
    watch = Watch(server)
    try:
        with ThreadPoolExecutor(1) as pool:
            attack = pool.submit(server.query, SORTED_CARTESIAN, "127.0.0.2")
            latencies = []
            while not attack.done():
                latencies.append(server.timed_normal_query())
                time.sleep(0.2)
            status, _, body = attack.result()
        assert status == 503 and b"out of memory" in body, body
        assert latencies and max(latencies) < ANSWER_WITHIN, latencies
    finally:
        watch.stop()
        server.close()
    assert watch.peak_server < SERVER_RSS_MB, watch.peak_server
    assert watch.peak_worker < limit, watch.peak_worker


def raw_request(port: int, head: bytes, send_after: int = 0) -> tuple[bytes, float]:
    """Send raw request bytes (then `send_after` bytes of body as fast as the server takes
    them); the response's first line and how long it took to come."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    started = time.monotonic()
    try:
        sock.sendall(head)
        chunk = b"x" * 65536
        sent = 0
        sock.settimeout(0.05)
        answer = b""
        while b"\r\n" not in answer:
            try:
                data = sock.recv(4096)
                if not data:
                    break
                answer += data
                continue
            except TimeoutError:
                pass
            if sent < send_after:
                try:
                    sock.send(chunk)
                    sent += len(chunk)
                except OSError:
                    break
            if time.monotonic() - started > 10:
                break
        return answer.split(b"\r\n", 1)[0], time.monotonic() - started
    finally:
        sock.close()


def test_hostile_content_length_is_refused_before_reading(attack_store):
    """Before: `Content-Length: -1` made the server buffer whatever the client sent (1.6 GB in 6 s)."""
    server = RealServer(attack_store)
    watch = Watch(server)
    try:
        post = b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
        cases = {
            b"Content-Length: -1\r\n\r\n": b"400",
            b"Content-Length: +12\r\n\r\n": b"400",
            b"Content-Length: 1e3\r\n\r\n": b"400",
            b"\r\n": b"411",
            b"Transfer-Encoding: chunked\r\n\r\n": b"411",
            b"Content-Length: 1000000000000\r\n\r\n": b"413",
        }
        for tail, expected in cases.items():
            line, seconds = raw_request(server.port, post + tail, send_after=50 << 20)
            assert expected in line, (tail, line)
            assert seconds < 5
            assert server.timed_normal_query() < ANSWER_WITHIN
    finally:
        watch.stop()
        server.close()
    assert watch.peak_server < SERVER_RSS_MB, watch.peak_server


def test_cross_origin_queries_are_refused_on_get_too(attack_store):
    """Before: GET requests were not Origin-checked, so any web page could send a query."""
    server = RealServer(attack_store)
    try:
        mine = f"http://127.0.0.1:{server.port}"
        for origin in (
            "http://evil.example",
            f"http://127.0.0.1:{server.port + 1}",
            "null",
            f"https://127.0.0.1:{server.port}",
        ):
            assert server.query(NORMAL, headers={"Origin": origin})[0] == 403, origin
        assert server.query(NORMAL, headers={"Sec-Fetch-Site": "cross-site"})[0] == 403
        assert server.query(NORMAL, headers={"Sec-Fetch-Site": "same-site"})[0] == 403  # another port
        assert server.query(NORMAL, headers={"Origin": mine, "Sec-Fetch-Site": "same-origin"})[0] == 200
    finally:
        server.close()
