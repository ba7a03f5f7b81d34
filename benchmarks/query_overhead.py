"""What running user queries in worker processes costs, for a small query over the examples.

    python benchmarks/query_overhead.py [--runs 200]

Prints the median time of one small query (an ASK and a 10-row SELECT) evaluated:
- in the caller's process on an open store (the floor; no limit holds there),
- through a warm `WorkerPool` (what `kgraph serve` does for every query),
- through a one-off worker (what `KGraph.sparql` and `kgraph sparql` do: fork, open, query),
- over HTTP to `kgraph serve` (App + worker pool, in-process server thread),
and the ratios to the floor. The memory figure is the RSS of one idle worker.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import threading
import time
import urllib.parse
import urllib.request
from pathlib import Path

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.query import sparql as S
from kgraph.serve.app import App, make_server
from kgraph.store.local import GraphStore
from kgraph.store.workers import Request, WorkerPool

ROOT = Path(__file__).resolve().parent.parent
QUERIES = {
    "ASK": "ASK { ?d kg:path ?p }",
    "SELECT 10 rows": "SELECT ?d ?p WHERE { ?d kg:path ?p } LIMIT 10",
}


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def timed(call, runs: int) -> float:
    call()  # warm up
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        call()
        samples.append(time.perf_counter() - t0)
    return median_ms(samples)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        location = Path(tmp) / "store"
        KGraph(location).ingest([ROOT / "examples"])
        store = GraphStore(location)
        # One-off workers first, while this process has one thread (so they are forks, as in
        # `kgraph sparql`); then the pool and the server (whose threads make new workers spawn).
        one_off = {
            label: timed(lambda text=text: S.run(location, text, timeout=30), max(5, args.runs // 10))
            for label, text in QUERIES.items()
        }
        pool = WorkerPool(location, warm=1, max_workers=1)
        app = App(location, workers=2)
        server = make_server(app, "127.0.0.1", 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        base = f"http://127.0.0.1:{server.server_address[1]}/sparql?"
        try:
            print(f"{'query':16} {'in-process':>11} {'warm pool':>10} {'one-off':>9} {'HTTP':>8}   (median ms)")
            for label, text in QUERIES.items():
                request = Request(text, dict(V.PREFIXES), V.ID, {}, None, None, 100, 30)

                def in_process(text=text):
                    found = store.store.query(text, prefixes=V.PREFIXES)
                    return bool(found) if text.startswith("ASK") else list(found)

                def http(text=text):
                    with urllib.request.urlopen(base + urllib.parse.urlencode({"query": text})) as response:
                        response.read()

                floor = timed(in_process, args.runs)
                warm = timed(lambda request=request: pool.run(request, 30), args.runs)
                over_http = timed(http, args.runs)
                print(f"{label:16} {floor:11.3f} {warm:10.3f} {one_off[label]:9.1f} {over_http:8.2f}")
                print(
                    f"{'':16} {'':11} {'+' + format(warm - floor, '.2f'):>10} {'+' + format(one_off[label] - floor, '.0f'):>9}"
                    f" {'+' + format(over_http - floor, '.2f'):>8}   (added by the worker / the whole path)"
                )
            idle = pool._idle[0]
            print(f"RSS of one idle worker with the examples store open: {rss_mb(idle.pid):.0f} MB")
        finally:
            server.shutdown()
            server.server_close()
            app.close()
            pool.close()
            store.close()


if __name__ == "__main__":
    main()
