"""`impact` (and retractions) at scale: figures and ratios, never a pass/fail test.

    python benchmarks/impact_scale.py --docs 1000                      # corpus, ingest, measure
    python benchmarks/impact_scale.py --store benchmarks/corpus-1000.kgraph   # an existing store

Picks the sources cited by the most claims (the inbox note, the paper card and the paper whose
downstream is largest), then measures in-process: `impact` of each (first call and median of
repeats), `retract` of the most cited note with the register's two retraction detectors
afterwards, and `retractions`. The target: impact of a source cited by hundreds of claims in
under 1 s at 10,000 documents.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
TARGET_MS = 1000.0

MOST_QUOTED = """
SELECT ?src ?path (COUNT(DISTINCT ?claim) AS ?n) WHERE {
  GRAPH ?g { ?claim prov:wasQuotedFrom ?src . ?src kg:path ?path }
} GROUP BY ?src ?path ORDER BY DESC(?n) ?path LIMIT 50
"""
MOST_PRIMARY = """
SELECT ?u (COUNT(DISTINCT ?claim) AS ?n) WHERE {
  GRAPH ?g { ?claim prov:hadPrimarySource ?u }
} GROUP BY ?u ORDER BY DESC(?n) ?u LIMIT 5
"""


def timed(call, repeat: int) -> dict:
    start = time.perf_counter()
    result = call()
    first = time.perf_counter() - start
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return {
        "first_ms": round(first * 1000, 1),
        "ms": round(statistics.median(times) * 1000, 1) if times else round(first * 1000, 1),
        "result": result,
    }


def pick_targets(graph) -> dict[str, tuple[str, int]]:
    """The most quoted inbox note and paper card, and the most cited primary source."""
    out: dict[str, tuple[str, int]] = {}
    for row in graph.store.query(MOST_QUOTED):
        path, n = row["path"].value, int(row["n"].value)
        kind = "note" if path.startswith("inbox/") else "card" if path.startswith("paper_cards/") else "source"
        out.setdefault(kind, (path, n))
    for row in graph.store.query(MOST_PRIMARY):
        out.setdefault("url", (row["u"].value, int(row["n"].value)))
    return out


def measure(store: Path, repeat: int) -> dict:
    from kgraph.api import KGraph

    graph = KGraph(store)
    stats = graph.stats()
    report: dict = {"documents": stats["documents"], "claims": stats["claims"], "quads": stats["triples"]}
    targets = pick_targets(graph)
    report["targets"] = {k: {"target": t, "quoting_claims": n} for k, (t, n) in targets.items()}
    for kind, (target, _) in targets.items():
        r = timed(lambda target=target: graph.impact(target), repeat)
        data = r.pop("result")
        report[f"impact_{kind}"] = {**r, **data["summary"], "target": target}
    graph.close()
    # retract the most quoted note in a copy of the store, then the two detectors and `retractions`
    note = targets.get("note") or targets.get("source")
    if note:
        scratch = Path(tempfile.mkdtemp(prefix="kgraph-impact-"))
        try:
            copy = scratch / "store"
            shutil.copytree(store, copy, ignore=shutil.ignore_patterns("write.lock"))
            g = KGraph(copy)
            start = time.perf_counter()
            g.retract(note[0], "benchmark", by="bench")
            report["retract_ms"] = round((time.perf_counter() - start) * 1000, 1)
            from kgraph.query.detectors import Facts
            from kgraph.query.retract import detect_unsupported_claim, detect_weakened_claim

            def detectors() -> tuple[int, int]:
                facts = Facts(g.store)
                return len(detect_unsupported_claim(facts)), len(detect_weakened_claim(facts))

            r = timed(detectors, repeat)
            unsupported, weakened = r.pop("result")
            report["retraction_detectors"] = {**r, "unsupported": unsupported, "weakened": weakened}
            r = timed(g.retractions, repeat)
            r.pop("result")
            report["retractions"] = r
            g.close()
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    worst = max((v["ms"] for k, v in report.items() if k.startswith("impact_")), default=None)
    report["impact_worst_ms"] = worst
    report["impact_worst_vs_target"] = round(worst / TARGET_MS, 3) if worst is not None else None
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=1000, help="corpus size when no --store is given (1000)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--store", type=Path, help="measure this existing store instead")
    parser.add_argument("--repeat", type=int, default=5, help="repeats after the first call (5)")
    parser.add_argument("--keep", action="store_true", help="keep the generated corpus and store")
    parser.add_argument("--json", type=Path, help="write the figures here too")
    args = parser.parse_args(argv)
    work = None
    store = args.store
    if store is None:
        sys.path.insert(0, str(HERE))
        import make_corpus

        from kgraph.api import KGraph

        work = HERE / f"impact-{args.docs}"
        corpus, store = work / "corpus", work / "store"
        shutil.rmtree(work, ignore_errors=True)
        make_corpus.generate(args.docs, args.seed, corpus)
        start = time.perf_counter()
        KGraph(store).ingest([corpus])
        print(f"ingest of {args.docs} documents: {time.perf_counter() - start:.1f} s", file=sys.stderr)
    try:
        report = measure(store, args.repeat)
    finally:
        if work is not None and not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        args.json.write_text(text + "\n", encoding="utf-8")
    print(
        f"impact, worst target: {report['impact_worst_ms']} ms at {report['documents']} documents "
        f"(target < {TARGET_MS:.0f} ms: ratio {report['impact_worst_vs_target']})",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
