"""What `kgraph serve --allow-update` pays per update for its query snapshots (kgraph.store.snapshots).

    python benchmarks/snapshot_cost.py [--docs 1000] [--runs 20] [--store PATH]

For the bundled examples and for a synthetic corpus of `--docs` documents (make_corpus.py; or
an existing store given with --store, which is copied first and never written), prints the
median over `--runs` rounds of:
- a small update (INSERT DATA of 10 triples) on the writable store: the floor;
- the checkpoint the server takes before the next query (`Store.backup` into the store folder);
- through `kgraph.serve.app.App` (workers, HTTP handling aside): an update request, the ASK query
  that follows it (the checkpoint is taken then), and a second ASK (no checkpoint);
- the bytes a checkpoint adds on disk (files not hard-linked to the live database).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

from pyoxigraph import Store

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def own_bytes(folder: Path) -> int:
    """Bytes of the files of a checkpoint that are its own (not shared by a hard link)."""
    return sum(p.stat().st_size for p in folder.iterdir() if p.is_file() and p.stat().st_nlink == 1)


def insert(n: int) -> str:
    triples = " ".join(f"<https://w3id.org/kgraph/id/bench/s{n}_{k}> <http://example.org/p> {k} ." for k in range(10))
    return f"INSERT DATA {{ GRAPH <https://w3id.org/kgraph/id/bench> {{ {triples} }} }}"


def measure(location: Path, runs: int) -> dict[str, float]:
    from kgraph.serve.app import App

    store = Store(str(location / "oxigraph"))
    updates, backups, sizes = [], [], []
    target = location / "bench-snapshots"
    target.mkdir()
    for n in range(runs):
        t0 = time.perf_counter()
        store.update(insert(n))
        t1 = time.perf_counter()
        store.backup(str(target / f"{n:04d}"))
        t2 = time.perf_counter()
        updates.append(t1 - t0)
        backups.append(t2 - t1)
        sizes.append(own_bytes(target / f"{n:04d}"))
        shutil.rmtree(target / f"{n:04d}")
    shutil.rmtree(target)
    del store
    quads = len(Store.read_only(str(location / "oxigraph")))
    app = App(location, allow_update=True, workers=1)
    ask = "/sparql?query=" + urllib.parse.quote("ASK { GRAPH <https://w3id.org/kgraph/id/bench> { ?s ?p 3 } }")
    headers = {"host": "127.0.0.1", "accept": "application/sparql-results+json"}
    try:
        served, first, second = [], [], []
        app.handle("GET", ask, headers)  # a warm worker
        for n in range(runs):
            body = insert(runs + n).encode()
            t0 = time.perf_counter()
            response = app.handle("POST", "/sparql", headers | {"content-type": "application/sparql-update"}, body)
            t1 = time.perf_counter()
            assert response.status == 200, response.body
            assert app.handle("GET", ask, headers).body.count(b"true") == 1
            t2 = time.perf_counter()
            assert app.handle("GET", ask, headers).status == 200
            t3 = time.perf_counter()
            served.append(t1 - t0)
            first.append(t2 - t1)
            second.append(t3 - t2)
    finally:
        app.close()
    return {
        "quads": quads,
        "update_ms": median_ms(updates),
        "backup_ms": median_ms(backups),
        "request_ms": median_ms(served),
        "first_ms": median_ms(first),
        "second_ms": median_ms(second),
        "snapshot_kb": statistics.median(sizes) / 1024,
        "store_mb": sum(p.stat().st_size for p in (location / "oxigraph").iterdir()) / 2**20,
    }


def report(name: str, figures: dict[str, float]) -> None:
    print(
        f"{name}: {figures['quads']:,} quads, {figures['store_mb']:.1f} MB on disk\n"
        f"  update of 10 triples        {figures['update_ms']:8.2f} ms\n"
        f"  checkpoint (Store.backup)   {figures['backup_ms']:8.2f} ms"
        f"  ({figures['backup_ms'] / figures['update_ms']:.1f}x the update)\n"
        f"  update request via App      {figures['request_ms']:8.2f} ms\n"
        f"  next query via App          {figures['first_ms']:8.2f} ms (checkpoint included)\n"
        f"  a query after that          {figures['second_ms']:8.2f} ms\n"
        f"  disk a checkpoint adds      {figures['snapshot_kb']:8.1f} KB (the rest is hard links)"
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--store", type=Path, help="an existing store to copy instead of generating a corpus")
    args = parser.parse_args(argv)
    from kgraph.api import KGraph

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        examples = work / "examples-store"
        KGraph(examples).ingest([ROOT / "examples"])
        report("examples", measure(examples, args.runs))
        big = work / "big-store"
        if args.store is not None:
            shutil.copytree(args.store, big)
            name = str(args.store)
        else:
            sys.path.insert(0, str(HERE))
            import make_corpus

            make_corpus.generate(args.docs, 7, work / "corpus")
            started = time.perf_counter()
            KGraph(big).ingest([work / "corpus"])
            print(f"(ingest of {args.docs} documents: {time.perf_counter() - started:.1f} s)", file=sys.stderr)
            name = f"{args.docs} synthetic documents"
        report(name, measure(big, args.runs))


if __name__ == "__main__":
    main()
