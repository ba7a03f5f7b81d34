"""The growth curve: `benchmarks/run.py` at several corpus sizes, and how each figure grows.

    python benchmarks/growth.py --sizes 1000 10000 30000 --repeat 3
    python benchmarks/growth.py --results benchmarks/results/a-docs1000.json b-docs10000.json

Runs `run.py --docs N` for each size (each in its own process; the result files are kept in
benchmarks/results/), or reads result files already made (`--results`), then prints, for each
figure, its value at each size, the load average while it was measured, and the growth
exponent between consecutive sizes and over the whole range: log(value ratio) / log(size ratio).
0 is flat, 1 linear. Lookups (`why`, `new`, one new brief, `contradictions`) should stay under
0.2; a full ingest at most 1.1.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

# figure label -> how to read it from a run.py result (None when that run has no such figure)
FIGURES = {
    "full ingest (s)": lambda r: r["ingest"]["seconds"],
    "ingest / markdown-it parse (x)": lambda r: r["ingest"]["vs_parse"],
    "quads per document": lambda r: r["ingest"].get("quads", 0) / r["docs"] or None,
    "store on disk / text (x)": lambda r: r["ingest"]["store_mb"] * 1e6 / r["corpus"]["bytes"],
    "one new brief ingested (s)": lambda r: r["one_new_brief"]["seconds"],
    "one changed file re-ingested (s)": lambda r: r["reingest_one_changed"]["seconds"],
    "why in-process, typical (ms)": lambda r: r["in_process"]["why_typical"].get("ms"),
    "why in-process, much-carried (ms)": lambda r: r["in_process"]["why_most_mentioned"].get("ms"),
    "why cold CLI, typical (ms)": lambda r: r["cold"]["why_typical"].get("ms"),
    "why cold CLI, much-carried (ms)": lambda r: r["cold"]["why_most_mentioned"].get("ms"),
    "grep -rl, typical (ms)": lambda r: r["cold"]["grep_typical"].get("ms"),
    "new in-process (ms)": lambda r: r["in_process"]["new"].get("ms"),
    "new cold CLI (ms)": lambda r: r["cold"]["new"].get("ms"),
    "contradictions in-process (ms)": lambda r: r["in_process"]["contradictions"].get("ms"),
    "audit in-process (ms)": lambda r: r["in_process"]["audit"].get("ms"),
    "lint in-process (ms)": lambda r: r["in_process"]["lint"].get("ms"),
}
LOOKUPS = {
    "one new brief ingested (s)",
    "why in-process, typical (ms)",
    "why in-process, much-carried (ms)",
    "new in-process (ms)",
    "contradictions in-process (ms)",
}


def exponent(n1: int, v1: float | None, n2: int, v2: float | None) -> float | None:
    """log(v2 / v1) / log(n2 / n1): 0 flat, 1 linear; None when a value is missing."""
    if not v1 or not v2 or n1 == n2:
        return None
    return math.log(v2 / v1) / math.log(n2 / n1)


def value(read, result: dict) -> float | None:
    try:
        v = read(result)
    except (KeyError, TypeError, ZeroDivisionError):
        return None
    return float(v) if isinstance(v, int | float) else None


def measure(sizes: list[int], repeat: int, workdir: Path, floor: bool, keep: bool = False) -> list[Path]:
    """Run run.py at each size; the result files."""
    out = []
    for n in sizes:
        target = HERE / "results" / f"growth-docs{n}.json"
        cmd = [sys.executable, str(HERE / "run.py"), "--docs", str(n), "--repeat", str(repeat)]
        cmd += ["--workdir", str(workdir), "--json", str(target)]
        cmd += [] if floor else ["--no-floor"]
        cmd += ["--keep"] if keep else []
        print("+", " ".join(cmd), flush=True)
        subprocess.run(cmd, check=True)
        out.append(target)
    return out


def _fmt(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:.3g}" if abs(v) < 100 else f"{v:.0f}"


def table(results: list[dict]) -> str:
    results = sorted(results, key=lambda r: r["docs"])
    sizes = [r["docs"] for r in results]
    steps = [f"exp {a // 1000}k→{b // 1000}k" for a, b in zip(sizes, sizes[1:], strict=False)]
    head = ["figure", *(f"{n:,} docs" for n in sizes), *steps]
    if len(sizes) > 2:
        head.append(f"exp {sizes[0] // 1000}k→{sizes[-1] // 1000}k")
    rows = [head]
    for label, read in FIGURES.items():
        vals = [value(read, r) for r in results]
        exps = [exponent(a, x, b, y) for a, x, b, y in zip(sizes, vals, sizes[1:], vals[1:], strict=False)]
        if len(sizes) > 2:
            exps.append(exponent(sizes[0], vals[0], sizes[-1], vals[-1]))
        mark = " [exponent < 0.2]" if label in LOOKUPS else (" [exponent ≤ 1.1]" if label == "full ingest (s)" else "")
        rows.append([label + mark, *map(_fmt, vals), *(f"{e:.2f}" if e is not None else "-" for e in exps)])
    loads = [
        "load avg start/end",
        *(f"{r['machine']['loadavg_start'][0]}/{r['machine']['loadavg_end'][0]}" for r in results),
    ]
    rows.append(loads + [""] * (len(head) - len(loads)))
    lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row) + " |" for row in rows[1:]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 30000])
    parser.add_argument("--repeat", type=int, default=3, help="runs per cold-process timing (default 3)")
    parser.add_argument("--workdir", type=Path, default=HERE, help="where corpora and stores go (default benchmarks/)")
    parser.add_argument("--no-floor", action="store_true", help="skip the extract/build/bulk-load breakdown")
    parser.add_argument("--keep", action="store_true", help="keep each corpus and store (to measure them again)")
    parser.add_argument("--results", type=Path, nargs="+", help="tabulate these run.py result files instead")
    args = parser.parse_args(argv)
    files = args.results or measure(args.sizes, args.repeat, args.workdir, floor=not args.no_floor, keep=args.keep)
    results = [json.loads(Path(f).read_text(encoding="utf-8")) for f in files]
    print(table(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
