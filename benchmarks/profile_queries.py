"""Where the time of `why`, `new`, `contradictions` and `audit` goes: SPARQL per query, and Python.

    python benchmarks/profile_queries.py --store benchmarks/corpus-1000.kgraph why 2606.17569
    python benchmarks/profile_queries.py --store S contradictions --python 15

Every query passes through `GraphStore.query`; this wraps it, runs the command once through
the `KGraph` API, and prints the time of each query (by its `.rq` name, results read to
the end) and the rest (Python), then optionally the top Python functions (cProfile).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys
import time
from pathlib import Path


class _Read:
    """A query result read to the end, with the attributes kgraph uses."""

    def __init__(self, result: object):
        self.variables = getattr(result, "variables", None)
        self._rows = list(result)  # type: ignore[call-overload]

    def __iter__(self):  # noqa: ANN204
        return iter(self._rows)

    def __len__(self) -> int:
        return len(self._rows)


def profile(store: Path, command: str, args: list[str], top: int) -> str:
    from kgraph.api import KGraph
    from kgraph.query import named as queries
    from kgraph.store.local import GraphStore

    # a query is known by its first line (kgraph may add VALUES to the text it sends)
    names = {queries.load(n).strip().splitlines()[0]: n for n in queries.names()}
    spent: dict[str, list[float]] = {}
    original = GraphStore.query

    def timed(self, sparql: str, *a: object, **k: object):  # noqa: ANN001, ANN202
        start = time.perf_counter()
        result = original(self, sparql, *a, **k)
        if hasattr(result, "variables"):  # solutions (not an ASK answer or a graph)
            result = _Read(result)
        text = sparql.strip()
        name = names.get(text.splitlines()[0] if text else "", " ".join(text.split())[:60])
        spent.setdefault(name, []).append(time.perf_counter() - start)
        return result

    GraphStore.query = timed  # type: ignore[method-assign]
    graph = KGraph(store)
    graph.store  # noqa: B018 - open it before timing
    profiler = cProfile.Profile() if top else None
    start = time.perf_counter()
    if profiler:
        profiler.enable()
    getattr(graph, command)(*args)
    if profiler:
        profiler.disable()
    total = time.perf_counter() - start
    GraphStore.query = original  # type: ignore[method-assign]
    sparql = sum(sum(v) for v in spent.values())
    lines = [
        f"{command} {' '.join(args)}: {total * 1000:.1f} ms in all, SPARQL {sparql * 1000:.1f} ms, "
        f"Python {(total - sparql) * 1000:.1f} ms" + (" (under cProfile)" if profiler else "")
    ]
    for name, times in sorted(spent.items(), key=lambda kv: -sum(kv[1])):
        lines.append(f"  {sum(times) * 1000:9.1f} ms  x{len(times):<3} {name}")
    if profiler:
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(top)
        lines.append(out.getvalue())
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--store", type=Path, required=True)
    parser.add_argument("--python", type=int, default=0, metavar="N", help="also print the top N Python functions")
    parser.add_argument("command", choices=["why", "new", "contradictions", "audit"])
    parser.add_argument("args", nargs="*")
    args = parser.parse_args(argv)
    print(profile(args.store, args.command, args.args, args.python))
    return 0


if __name__ == "__main__":
    sys.exit(main())
