"""Are the faults `make_corpus.py` plants found? Recall and precision of the detectors per fault kind.

    python benchmarks/planted.py --docs 1000 [--seed 7] [--min 1.0] [--json FILE]

Generates the corpus (`make_corpus.generate`) in a temporary folder, ingests it into an
embedded store there (`KGraph(store).ingest`), reads the store's findings (what
`kgraph contradictions` lists) and matches them with the planted faults by `kgraph eval`'s
matcher (`kgraph.evaluate.score.match_faults`: same kind, same item), a finding only where its
evidence cites the brief the fault was planted in. Prints per planted kind:
planted, found, recall, false findings, precision; then every missed fault (file:line) and
every false finding. Findings of kinds the generator does not plant (stale-anchor,
repeated-to-verify, ...) are counted apart and never scored.

With `--min R`, the exit status is 1 when any kind's recall is below R or there is any false
finding.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_corpus  # noqa: E402

# the generator's kind -> the detector's (kgraph eval's) kind
EVAL_KIND = {
    "malformed-card-name": "malformed-reference",
    "malformed-arxiv-id": "malformed-reference",
}


def fault_item(fault: dict[str, Any]) -> str:
    """What the finding of a planted fault names: its item, document, section or malformed text."""
    kind = fault["kind"]
    if kind == "count-mismatch":
        return brief_of(fault) or "?"
    if kind == "section-name-drift":
        return fault["note"].split(" ", 1)[0]  # `§1.3 called ...`
    if kind == "malformed-card-name":
        card = fault["note"].split()[1]  # `card 1179-2609-00768 written ...`
        number, rest = card.split("-", 1)
        return f"paper_cards/{number[:-1]}-{rest}.md"
    if kind == "malformed-arxiv-id":
        return fault["item"][:-1]
    if kind == "source-status-conflict":
        return fault["note"].split()[0]  # `paper_cards/1093-2609-18606.md is 核心来源 and ...`
    return fault["item"]


def brief_of(fault: dict[str, Any]) -> str | None:
    """The document a fault was planted in (its first file:line)."""
    return fault["where"][0].rsplit(":", 1)[0] if fault["where"] else None


def repeats(planted: list[dict[str, Any]], manifest: dict[str, Any]) -> list[int]:
    """Per planted fault, the index of the first one it repeats (itself if none). A section
    given the same other name in a later brief is the same drift, which kgraph reports once per
    section and topic; a work's anchoring contradicted in two briefs is one conflict, which kgraph
    reports once per work."""
    out, seen = [], {}
    for i, fault in enumerate(planted):
        key = None
        if fault["kind"] == "section-name-drift":
            brief = manifest["briefs"].get(brief_of(fault) or "", {})
            key = (brief.get("topic"), fault["note"])
        elif fault["kind"] == "anchoring-conflict":
            key = ("anchoring-conflict", fault["item"])  # one finding per work, citing each side
        out.append(seen.setdefault(key, i) if key else i)
    return out


def planted_kind(finding: dict[str, Any]) -> str:
    """The generator's kind a finding would be: a malformed card name has the card as its item."""
    if finding["kind"] == "malformed-reference":
        return "malformed-card-name" if finding.get("items") else "malformed-arxiv-id"
    return finding["kind"]


def ingest(corpus: Path, store: Path) -> Any:
    """The corpus ingested into an embedded store; the KGraph facade over it."""
    from kgraph.api import KGraph

    graph = KGraph(store)
    report = graph.ingest([corpus])
    if report.failed:
        raise SystemExit(f"{len(report.failed)} documents failed: {report.failed[:3]}")
    return graph


def score(graph: Any, manifest: dict[str, Any]) -> dict[str, Any]:
    """Per planted kind: planted, found, missed faults and false findings, by eval's matcher."""
    from kgraph.evaluate.corpus import Corpus, _read_store
    from kgraph.evaluate.key import ExpectedFault
    from kgraph.evaluate.score import detected, match_faults

    corpus = Corpus()
    _read_store(graph, corpus)
    planted = manifest["faults"]
    first = repeats(planted, manifest)
    distinct = sorted(set(first))
    group = {i: [n for n, f in enumerate(first) if f == i] for i in distinct}
    expected = [
        ExpectedFault(kind=EVAL_KIND.get(planted[i]["kind"], planted[i]["kind"]), item=fault_item(planted[i]))
        for i in distinct
    ]

    def cites(index: int, finding: dict[str, Any]) -> bool:
        """The finding cites the brief of every planting of this fault (found where it is)."""
        cited = {e.get("document") for e in finding.get("evidence", [])}
        return all(brief_of(planted[n]) in cited for n in group[distinct[index]])

    findings = detected(corpus)
    matched = match_faults(expected, findings, corpus, sorted(manifest["briefs"]), also=cites)
    taken = set(matched.values())
    pairs = {n: j for k, j in matched.items() for n in group[distinct[k]]}
    kinds: dict[str, dict[str, Any]] = {
        k: {"planted": 0, "found": 0, "findings": 0, "missed": [], "false": []} for k in make_corpus.RECORDED_KINDS
    }
    for i, fault in enumerate(planted):
        row = kinds[fault["kind"]]
        row["planted"] += 1
        if i in pairs:
            row["found"] += 1
        else:
            row["missed"].append({"item": fault["item"], "where": fault["where"], "note": fault["note"]})
    unscored: dict[str, int] = {}
    for j, finding in enumerate(findings):
        kind = planted_kind(finding)
        if kind not in kinds:
            unscored[kind] = unscored.get(kind, 0) + 1
            continue
        kinds[kind]["findings"] += 1
        if j not in taken:
            kinds[kind]["false"].append(_shown(finding))
    for row in kinds.values():
        row["recall"] = row["found"] / row["planted"] if row["planted"] else None
        row["precision"] = (row["findings"] - len(row["false"])) / row["findings"] if row["findings"] else None
    return {"kinds": kinds, "unscored": unscored}


def _shown(finding: dict[str, Any]) -> dict[str, Any]:
    first = (finding.get("evidence") or [{}])[0]
    where = f"{first.get('document')}:{first.get('line')}" if first.get("document") else ""
    return {"items": finding.get("items", []), "where": where, "summary": finding.get("summary", "")}


def _pct(value: float | None) -> str:
    return "    -" if value is None else f"{value * 100:5.1f}"


def report(result: dict[str, Any]) -> str:
    lines = [f"{'kind':24} {'planted':>7} {'found':>6} {'recall%':>7} {'false':>6} {'precision%':>10}"]
    total = {"planted": 0, "found": 0, "false": 0, "findings": 0}
    for kind, row in result["kinds"].items():
        lines.append(
            f"{kind:24} {row['planted']:7} {row['found']:6} {_pct(row['recall']):>7} {len(row['false']):6} "
            f"{_pct(row['precision']):>10}"
        )
        for name in ("planted", "found", "findings"):
            total[name] += row[name]
        total["false"] += len(row["false"])
    recall = total["found"] / total["planted"] if total["planted"] else None
    precision = (total["findings"] - total["false"]) / total["findings"] if total["findings"] else None
    lines.append(
        f"{'all':24} {total['planted']:7} {total['found']:6} {_pct(recall):>7} {total['false']:6} {_pct(precision):>10}"
    )
    if result["unscored"]:
        lines.append(
            "not scored (kinds the generator does not plant): "
            + ", ".join(f"{k} {v}" for k, v in sorted(result["unscored"].items()))
        )
    for kind, row in result["kinds"].items():
        for miss in row["missed"]:
            lines.append(f"missed {kind} {miss['item']} at {', '.join(miss['where']) or '?'}: {miss['note']}")
    for kind, row in result["kinds"].items():
        for false in row["false"]:
            lines.append(f"false {kind} {' '.join(false['items'])} at {false['where']}: {false['summary'][:200]}")
    return "\n".join(lines)


def below(result: dict[str, Any], minimum: float) -> list[str]:
    """Why the result fails `--min`: each kind whose recall is under it, and the false findings."""
    out = []
    for kind, row in result["kinds"].items():
        if row["recall"] is not None and row["recall"] < minimum:
            out.append(f"{kind} recall {row['recall']:.3f} < {minimum:g}")
        if row["false"]:
            out.append(f"{kind}: {len(row['false'])} false findings")
    return out


def run(docs: int, seed: int, workdir: Path) -> dict[str, Any]:
    """Generate, ingest and score; the result with the seconds each step took."""
    started = time.perf_counter()
    corpus = workdir / "corpus"
    manifest = make_corpus.generate(docs, seed, corpus)
    generated = time.perf_counter()
    graph = ingest(corpus, workdir / "store")
    ingested = time.perf_counter()
    try:
        result = score(graph, manifest)
    finally:
        graph.close()
    result["docs"] = manifest["docs"]
    result["seed"] = seed
    result["seconds"] = {
        "generate": round(generated - started, 2),
        "ingest": round(ingested - generated, 2),
        "score": round(time.perf_counter() - ingested, 2),
    }
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=1000, help="number of documents (default 1000)")
    parser.add_argument("--seed", type=int, default=7, help="random seed (default 7)")
    parser.add_argument("--min", type=float, default=None, help="exit 1 below this recall or on a false finding")
    parser.add_argument("--json", type=Path, help="also write the result as JSON here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kgraph-planted-") as tmp:
        result = run(args.docs, args.seed, Path(tmp))
    s = result["seconds"]
    print(
        f"{result['docs']} documents, seed {result['seed']}: generated {s['generate']}s, ingested {s['ingest']}s, "
        f"scored {s['score']}s"
    )
    print(report(result))
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    if args.min is not None:
        problems = below(result, args.min)
        for p in problems:
            print(f"below --min {args.min:g}: {p}", file=sys.stderr)
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
