"""What the PROV/CiTO standard view (`kgraph.graph.standard`) costs now that it is produced where
read instead of stored: quads per document, time to build the quads, and time to export a store,
with and without it.

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
from kgraph.graph import build, rdfio, standard


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    files = list(iter_files([args.folder]))
    docs = [extract(read_bytes(f), logical_path(f, r)) for f, r in files]
    real = standard.standard_quads
    figures = {}
    with tempfile.TemporaryDirectory() as tmp:
        kg = KGraph(Path(tmp) / "store")
        report = kg.ingest([args.folder])
        assert report.ok, report.failed[:3]
        for label, terms in (("without", lambda quads: []), ("with", real)):
            standard.standard_quads = terms
            quads = sum(len(q) + len(terms(q)) for q in (build.document_quads(d) for d in docs))
            builds, exports = [], []
            for _ in range(args.rounds):
                start = time.perf_counter()
                for d in docs:
                    terms(build.document_quads(d))
                builds.append(time.perf_counter() - start)
                start = time.perf_counter()
                rdfio.export(kg.store, "nquads")
                exports.append(time.perf_counter() - start)
            figures[label] = (quads, statistics.median(builds), statistics.median(exports))
            print(
                f"{label:>7} standard_terms: {quads} quads ({quads / len(docs):.0f} per document), "
                f"build {figures[label][1]:.2f} s, export {figures[label][2]:.2f} s (median of {args.rounds})"
            )
        standard.standard_quads = real
        kg.close()
    (q0, b0, e0), (q1, b1, e1) = figures["without"], figures["with"]
    print(f"ratios with/without: quads {q1 / q0:.2f}x, build {b1 / b0:.2f}x, export {e1 / e0:.2f}x")
    print("the store holds the quads without them; `kgraph export` adds them")


if __name__ == "__main__":
    main()
