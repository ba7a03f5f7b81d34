"""The HTTP layer of a real `kgraph serve` (uvicorn + h11): request smuggling, slow
connections, descriptor exhaustion, and a client that gives up while its query runs."""

from __future__ import annotations

import socket
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from kgraph.api import KGraph
from kgraph.serve import http as H

from ..conftest import EXAMPLES
from ..servers import RealServer
from .test_serve_attacks import ANSWER_WITHIN, CARTESIAN, SERVER_RSS_MB, Watch

HEAD = b"POST /sparql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/sparql-query\r\n"
QUERY = b"ASK {}"


@pytest.fixture(scope="module")
def http_store(tmp_path_factory):
    location = tmp_path_factory.mktemp("http") / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    return location


def exchange(port: int, data: bytes, wait: float = 3.0) -> bytes:
    """Everything the server sends back for `data` until it closes or goes quiet."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=wait)
    try:
        sock.sendall(data)
        out = b""
        while True:
            try:
                chunk = sock.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            out += chunk
        return out
    finally:
        sock.close()


def test_request_smuggling_framings_are_refused(http_store):
    """Before: two different Content-Length headers -> the first was used and the rest of the
    body ran as a second request; `Transfer-Encoding : chunked` and a folded TE were accepted."""
    server = RealServer(http_store)
    try:
        smuggled = b"GET /sparql?query=ASK%7B%7D HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        body = QUERY + smuggled
        cases = [
            HEAD + b"Content-Length: 6\r\nContent-Length: %d\r\n\r\n" % len(body) + body,
            HEAD + b"Content-Length: %d\r\nContent-Length: 6\r\n\r\n" % len(body) + body,
            HEAD + b"Transfer-Encoding : chunked\r\n\r\n6\r\nASK {}\r\n0\r\n\r\n" + smuggled,
            HEAD + b"Transfer-Encoding: identity\r\n chunked\r\nContent-Length: 6\r\n\r\n" + body,
            HEAD + b"Content-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n" + body,
        ]
        for raw in cases:
            answer = exchange(server.port, raw)
            first = answer.split(b"\r\n", 1)[0]
            assert first.startswith(b"HTTP/1.1 4"), (raw, answer[:200])
            assert answer.count(b"HTTP/1.1 ") == 1, (raw, answer)  # no second (smuggled) answer
        assert server.timed_normal_query() < ANSWER_WITHIN
    finally:
        server.close()


@pytest.mark.slow
def test_slow_connections_do_not_exhaust_the_server(http_store):
    """Before: one thread per connection and no header deadline: 1,100 sockets trickling a
    header byte every 8 s pinned the server at 1,024 descriptors; 6/6 normal requests timed out."""
    server = RealServer(http_store)
    watch = Watch(server)
    socks = []
    try:
        for _ in range(300):
            try:
                sock = socket.create_connection(("127.0.0.2", server.port), timeout=2, source_address=("127.0.0.2", 0))
                sock.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                socks.append(sock)
            except OSError:
                pass
        latencies = []
        started = time.monotonic()
        while time.monotonic() - started < H.REQUEST_SECONDS + 2:
            for sock in socks[:50]:
                try:
                    sock.send(b"X")
                except OSError:
                    pass
            latencies.append(server.timed_normal_query())
            time.sleep(1)
        descriptors = len(list((__import__("pathlib").Path(f"/proc/{server.process.pid}/fd")).iterdir()))
        assert max(latencies) < ANSWER_WITHIN, latencies
        # cut off at the request deadline, and never more than the per-client cap at once
        assert descriptors < H.MAX_CONNECTIONS_PER_CLIENT + 100, descriptors
        alive = 0
        grace = time.monotonic() + 5  # (a loaded machine: the server may close the last ones a moment late)
        for sock in socks:
            try:
                sock.settimeout(max(0.01, grace - time.monotonic()))
                alive += sock.recv(1) != b""
            except TimeoutError:
                alive += 1
            except OSError:
                pass
        assert alive == 0, alive
    finally:
        for sock in socks:
            sock.close()
        watch.stop()
        server.close()
    assert watch.peak_server < SERVER_RSS_MB, watch.peak_server


@pytest.mark.slow
def test_a_client_that_gives_up_frees_its_worker(http_store):
    """Before: a client that gave up kept its slot until the query's timeout (30 s)."""
    server = RealServer(http_store, "--timeout", "30", "--workers", "2", "--per-client", "2")
    try:
        with ThreadPoolExecutor(2) as pool:
            gone = [pool.submit(server.query, CARTESIAN, "127.0.0.2", None, 1.5) for _ in range(2)]
            for attack in gone:
                with pytest.raises(TimeoutError):
                    attack.result()
        time.sleep(1.0)  # the server notices the disconnect within CANCEL_POLL and kills the workers
        started = time.monotonic()
        assert server.timed_normal_query() < ANSWER_WITHIN + 1
        assert time.monotonic() - started < 3
    finally:
        server.close()
