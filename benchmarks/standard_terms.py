"""What the PROV/CiTO terms (`kgraph.graph.build.standard_terms`) cost: quads per document, time to
build the quads, and time to ingest into a fresh on-disk store, with and without them.

    python benchmarks/make_corpus.py --docs 500 --out /tmp/corpus-500
    python benchmarks/standard_terms.py /tmp/corpus-500 --rounds 3
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from kgraph.api import KGraph
from kgraph.extract import extract
from kgraph.files import iter_files, logical_path, read_bytes
from kgraph.graph import build


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    files = list(iter_files([args.folder]))
    docs = [extract(read_bytes(f), logical_path(f, r)) for f, r in files]
    real = build.standard_terms
    figures = {}
    for label, terms in (("without", lambda doc: []), ("with", real)):
        build.standard_terms = terms
        quads = sum(len(build.document_quads(d)) for d in docs)
        builds, ingests = [], []
        for _ in range(args.rounds):
            start = time.perf_counter()
            for d in docs:
                build.document_quads(d)
            builds.append(time.perf_counter() - start)
            with tempfile.TemporaryDirectory() as tmp:
                start = time.perf_counter()
                report = KGraph(Path(tmp) / "store").ingest([args.folder])
                ingests.append(time.perf_counter() - start)
                assert report.ok, report.failed[:3]
        figures[label] = (quads, statistics.median(builds), statistics.median(ingests))
        print(
            f"{label:>7} standard_terms: {quads} quads ({quads / len(docs):.0f} per document), "
            f"build {figures[label][1]:.2f} s, ingest {figures[label][2]:.2f} s (median of {args.rounds})"
        )
    build.standard_terms = real
    (q0, b0, i0), (q1, b1, i1) = figures["without"], figures["with"]
    print(f"ratios with/without: quads {q1 / q0:.2f}x, build {b1 / b0:.2f}x, ingest {i1 / i0:.2f}x")


if __name__ == "__main__":
    main()
