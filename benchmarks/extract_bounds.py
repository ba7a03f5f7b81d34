"""Extraction on pathological line shapes: time, peak memory and quads, against input size.

Issue 13's attack: a 1 MB brief whose lines are `5% 5% 5% …` took 91 s, 4.1 GB and 1.67 M
triples before extraction was bounded. Each shape is run at two sizes; the ratio of the times
shows whether extraction stays linear in the input (about 4× for 4× the bytes).

    python benchmarks/extract_bounds.py            # 256 KB and 1 MB
    python benchmarks/extract_bounds.py --small    # 64 KB and 256 KB (quick)
"""

from __future__ import annotations

import argparse
import time
import tracemalloc

HEAD = "inference · E1 预消化简报（2026-09-02）\n增量 1【§1.3】X（arXiv:2608.14376）：y\n要点: \n"


def shape_lines(unit: str, size: int, width: int = 6000) -> str:
    line = unit * (width // len(unit))
    return HEAD + "\n".join(line for _ in range(size // len(line.encode()) + 1))


SHAPES = {
    "figures `5% 5% …`": lambda n: shape_lines("5% ", n),
    "glued bullets `- 5% - 5% …`": lambda n: shape_lines("- 5% ", n),
    "arXiv ids `2605.11329 …`": lambda n: (
        HEAD
        + "\n".join(
            " ".join(f"26{(i % 12) + 1:02d}.{(i * 7 + j) % 99999:05d}" for j in range(400))
            for i in range(n // 4400 + 1)
        )
    ),
    "table rows `| a | b | …`": lambda n: (
        HEAD + "\n".join("| 2608.14376 | x | 5% | §1.3 |" for _ in range(n // 30 + 1))
    ),
    "increments `增量 N …`": lambda n: (
        HEAD
        + "\n".join(f"增量 {i % 99}【§1.3】W{i}（arXiv:2608.{i % 99999:05d}）：5% 吞吐" for i in range(n // 60 + 1))
    ),
}


def run(make, size: int) -> tuple[float, float, int, int]:
    from kgraph.errors import DocumentError
    from kgraph.extract import extract
    from kgraph.graph.build import document_quads

    data = make(size)

    def once() -> tuple[int, int]:
        doc = extract(data, "inbox/bench/2026-09-02-bench.md")
        try:
            return len(document_quads(doc)), len(doc.warnings)
        except DocumentError:
            return -1, len(doc.warnings)

    start = time.perf_counter()
    quads, warnings = once()
    elapsed = time.perf_counter() - start
    tracemalloc.start()  # a second run for memory: tracing slows Python down several times
    once()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return elapsed, peak / 1e6, quads, warnings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", action="store_true", help="64 KB and 256 KB instead of 256 KB and 1 MB")
    args = parser.parse_args()
    sizes = (64_000, 256_000) if args.small else (256_000, 1_000_000)
    print(f"{'shape':32} {'bytes':>9} {'seconds':>8} {'peak MB':>8} {'quads':>8} {'warnings':>8}")
    for name, make in SHAPES.items():
        times = []
        for size in sizes:
            elapsed, peak, quads, warnings = run(make, size)
            times.append(elapsed)
            print(f"{name:32} {size:>9,} {elapsed:>8.2f} {peak:>8.1f} {quads:>8,} {warnings:>8}")
        print(f"{'':32} time ratio {times[1] / max(times[0], 1e-9):.1f}× for {sizes[1] / sizes[0]:.0f}× the input")


if __name__ == "__main__":
    main()
