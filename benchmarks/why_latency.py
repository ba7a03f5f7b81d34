"""`why` latency on the embedded store and on a SPARQL store, for the bundled examples.

    python benchmarks/why_latency.py sparql+http://127.0.0.1:8890/sparql [--runs 20]

Ingests the examples into a temporary embedded store and into the SPARQL store (needs
KGRAPH_STORE_USER / KGRAPH_STORE_PASSWORD), then prints the median time of `KGraph.why`
in-process and of a whole `kgraph why` process, per store.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from kgraph.api import KGraph

ROOT = Path(__file__).resolve().parent.parent
ITEMS = ["2606.01927", "2609.00768", "fa-4"]


def median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 1)


def measure(location: str, runs: int) -> dict[str, float]:
    graph = KGraph(location)
    graph.why(ITEMS[0])  # warm up (open the store, import modules)
    in_process = []
    for _ in range(runs):
        for item in ITEMS:
            t0 = time.perf_counter()
            graph.why(item)
            in_process.append(time.perf_counter() - t0)
    graph.close()
    cli = []
    for _ in range(max(3, runs // 4)):
        t0 = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "kgraph.cli", "--store", location, "why", ITEMS[0]],
            check=True,
            capture_output=True,
        )
        cli.append(time.perf_counter() - t0)
    return {"why in-process ms (median)": median_ms(in_process), "kgraph why process ms (median)": median_ms(cli)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("remote")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        local = str(Path(tmp) / "store")
        KGraph(local).ingest([ROOT / "examples"])
        KGraph(args.remote).ingest([ROOT / "examples"])
        for name, location in (("embedded", local), ("remote", args.remote)):
            print(name, measure(location, args.runs))


if __name__ == "__main__":
    main()
