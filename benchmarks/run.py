"""Benchmark kgraph on a generated corpus: ingest, re-ingest, queries, start-up.

    python benchmarks/run.py --docs 1000

Generates `--docs` documents with `make_corpus.py` (into `--workdir`, default `benchmarks/`),
then measures, each heavy step in a fresh subprocess so its memory and imports are its own:

* full ingest into an empty store (time, documents/s, MB/s, peak RSS, store size on disk),
  against markdown-it-py parsing the same files (`MarkdownIt("commonmark").enable("table")`,
  the floor for reading them); the same quads bulk-loaded (`bulk_extend`, not crash-safe)
  as the floor for writing them;
* re-ingest of the unchanged corpus, and after one brief changed;
* `why` (a much-carried paper and an ordinary one), `new`, `contradictions`, `audit`:
  in-process through `KGraph` (median of repeated calls) and as cold `kgraph` processes
  (median of several), against `grep -rl ID` over the same files; `kgraph --help` against
  `python -c pass`; heavy modules imported on the `--help` and `why` paths (`-X importtime`).

Prints a table and writes `benchmarks/results/<time>-docs<N>.json` (gitignored).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
HEAVY = ("pyvis", "rdflib", "networkx", "pydantic", "markdown_it", "pyshacl", "rich", "jinja2")
TARGETS = {
    "ingest_vs_parse": ("full ingest / markdown-it parse", 3.0, "x"),
    "peak_rss_mb": ("peak memory of the ingest", 2048, "MB"),
    "reingest_share": ("unchanged re-ingest / full ingest", 0.05, ""),
    "one_changed_s": ("one changed file re-ingested", 1.0, "s"),
    "one_new_s": ("one new brief ingested, findings included", 1.0, "s"),
    "why_ms": ("why in-process", 20, "ms"),
    "why_cold_ms": ("why, cold CLI process", 500, "ms"),
    "why_cold_vs_grep": ("why cold / grep -rl", 1.5, "x"),
    "new_ms": ("new in-process", 100, "ms"),
    "contradictions_ms": ("contradictions in-process", 1000, "ms"),
    "audit_ms": ("audit in-process", 1000, "ms"),
    "contradictions_cold_ms": ("contradictions, cold CLI process", 1500, "ms"),
    "audit_cold_ms": ("audit, cold CLI process", 1500, "ms"),
    "lint_ms": ("lint of a new brief in-process", 1000, "ms"),
}


# ---------------------------------------------------------------- helpers


def kgraph_command() -> list[str]:
    """The installed `kgraph` script beside this interpreter, else `python -m kgraph.cli`."""
    script = Path(sys.executable).parent / "kgraph"
    return [str(script)] if script.exists() else [sys.executable, "-m", "kgraph.cli"]


def child(*args: str, timeout: float | None = None) -> dict:
    """Run one measurement in a fresh interpreter; it prints one JSON object."""
    try:
        out = subprocess.run(
            [sys.executable, str(Path(__file__).resolve()), "--child", *args],
            capture_output=True,
            text=True,
            check=False,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return {"timeout": timeout}
    if out.returncode != 0:
        raise SystemExit(f"benchmark step {args[0]} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def runs(first: float, repeat: int) -> int:
    """How many measured runs after a first one that took `first` seconds (slow steps get fewer)."""
    return max(1, min(repeat, int(10 / max(first, 1e-3))))


def wall(cmd: list[str], repeat: int, timeout: float, ok: tuple[int, ...] = (0, 1)) -> dict:
    """Median wall time of a command (one unmeasured warm-up run, then up to `repeat` runs)."""
    times: list[float] = []
    code = None
    n = repeat
    i = 0
    while i <= n:
        start = time.perf_counter()
        try:
            done = subprocess.run(cmd, capture_output=True, check=False, timeout=timeout)
        except subprocess.TimeoutExpired:
            return {"available": True, "timeout": timeout, "error": f"over {timeout:.0f} s"}
        elapsed = time.perf_counter() - start
        code = done.returncode
        if code not in ok:
            return {"available": False, "exit": code, "stderr": done.stderr.decode("utf-8", "replace")[-500:]}
        if i == 0:
            n = runs(elapsed, repeat)
        else:
            times.append(elapsed)
        i += 1
    return {
        "available": True,
        "ms": round(statistics.median(times) * 1000, 1),
        "min_ms": round(min(times) * 1000, 1),
        "runs": len(times),
        "exit": code,
    }


def store_size(location: Path) -> int:
    return sum(f.stat().st_size for f in location.rglob("*") if f.is_file())


def imported_heavy(cmd: list[str]) -> list[str]:
    """Heavy top-level packages a command imports (from `python -X importtime`)."""
    env = dict(os.environ, PYTHONPROFILEIMPORTTIME="1")
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, env=env)
    found = set()
    for line in done.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            name = line.rsplit("|", 1)[-1].strip()
            top = name.split(".")[0]
            if top in HEAVY:
                found.add(top)
    return sorted(found)


# ---------------------------------------------------------------- steps run in a child process


def child_ingest(store: str, corpus: str) -> dict:
    from kgraph.api import KGraph

    start = time.perf_counter()
    graph = KGraph(Path(store))
    report = graph.ingest([corpus])
    seconds = time.perf_counter() - start
    return {
        "quads": len(graph.store),  # every quad, the register's derived graphs included
        "path": getattr(report, "path", "sequential"),
        "write": getattr(report, "write", "transactions"),
        "seconds": seconds,
        "maxrss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "ingested": len(report.ingested),
        "unchanged": len(report.unchanged),
        "failed": len(report.failed),
        "warnings": len(report.warnings),
        "first_failures": report.failed[:3],
    }


def child_floor(corpus: str, scratch: str) -> dict:
    """Extraction and quad building alone, then the same quads bulk-loaded (no transactions)."""
    import pyoxigraph

    from kgraph.extract import iter_files, read_file
    from kgraph.graph.build import document_quads

    extract_s = build_s = write_s = 0.0
    quads = 0
    store = pyoxigraph.Store(scratch)
    batch: list = []
    for file, root in iter_files([Path(corpus)]):
        t0 = time.perf_counter()
        doc = read_file(file, root)
        t1 = time.perf_counter()
        built = document_quads(doc)
        t2 = time.perf_counter()
        extract_s += t1 - t0
        build_s += t2 - t1
        quads += len(built)
        batch.extend(built)
        if len(batch) > 200_000:
            t3 = time.perf_counter()
            store.bulk_extend(batch)
            write_s += time.perf_counter() - t3
            batch = []
    t3 = time.perf_counter()
    store.bulk_extend(batch)
    store.flush()
    write_s += time.perf_counter() - t3
    return {"extract_s": extract_s, "build_s": build_s, "bulk_write_s": write_s, "quads": quads}


def child_parse(corpus: str) -> dict:
    from markdown_it import MarkdownIt

    files = sorted(p for p in Path(corpus).rglob("*.md"))
    start = time.perf_counter()
    size = 0
    for file in files:
        data = file.read_bytes()
        size += len(data)
        MarkdownIt("commonmark").enable("table").parse(data.decode("utf-8"))
    return {"seconds": time.perf_counter() - start, "files": len(files), "bytes": size}


def child_query(store: str, name: str, repeat: str, ident: str = "") -> dict:
    """One query through the KGraph API: the first call, then the median of repeated calls."""
    from kgraph.api import KGraph

    graph = KGraph(Path(store))
    if not hasattr(graph, name):
        return {"available": False, "error": "not available yet"}
    call = getattr(graph, name)
    args = (ident,) if ident else ()
    try:
        start = time.perf_counter()
        result = call(*args)
        first = time.perf_counter() - start
    except Exception as exc:  # noqa: BLE001 - report, do not stop the benchmark
        return {"available": False, "error": f"{type(exc).__name__}: {exc}"[:300]}
    times = []
    for _ in range(runs(first, int(repeat))):
        start = time.perf_counter()
        call(*args)
        times.append(time.perf_counter() - start)
    out = {
        "available": True,
        "ms": round(statistics.median(times) * 1000, 2),
        "first_ms": round(first * 1000, 2),
        "min_ms": round(min(times) * 1000, 2),
        "runs": len(times),
    }
    if name == "why":
        out["mentions"] = len(result.get("mentions", []))
    elif name == "lint":
        out["entries"] = len(result["entries"])
    elif isinstance(result, list):
        out["entries"] = len(result)
    return out


CHILDREN = {"ingest": child_ingest, "floor": child_floor, "parse": child_parse, "query": child_query}


# ---------------------------------------------------------------- the run


def new_brief(corpus: Path, manifest: dict, folder: Path) -> Path:
    """A brief for the day after the corpus ends, made from the latest one (same items carried
    on, dates moved a day on): outside the corpus folder, so a full re-ingest does not see it."""
    latest = max(manifest["briefs"], key=lambda p: (Path(p).name[:10], p))
    day = dt.date.fromisoformat(Path(latest).name[:10])
    after = day + dt.timedelta(days=1)
    text = (corpus / latest).read_text(encoding="utf-8").replace(day.isoformat(), after.isoformat())
    target = folder / Path(latest).parent / (after.isoformat() + Path(latest).name[10:])
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def change_one_file(corpus: Path, manifest: dict) -> str:
    """Append a register line to one brief, as a late edit would; return its logical path."""
    path = sorted(manifest["briefs"])[len(manifest["briefs"]) // 2]
    with open(corpus / path, "a", encoding="utf-8") as handle:
        handle.write("补记：晚间复核后追加一条待核实说法（低风险），见明日棒。\n")
    return path


def run(docs: int, seed: int, workdir: Path, repeat: int, floor: bool, timeout: float) -> dict:
    sys.path.insert(0, str(HERE))
    from make_corpus import generate

    workdir.mkdir(parents=True, exist_ok=True)
    corpus = workdir / f"corpus-{docs}"
    store = workdir / f"corpus-{docs}.kgraph"
    scratch = workdir / f"corpus-{docs}.bulk"
    results: dict = {
        "docs": docs,
        "seed": seed,
        "started": dt.datetime.now().isoformat(timespec="seconds"),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
            "loadavg_start": [round(x, 2) for x in os.getloadavg()],
        },
    }
    t = time.perf_counter()
    manifest = generate(docs, seed, corpus)
    results["corpus"] = {
        "path": str(corpus),
        "documents": manifest["docs"],
        "bytes": manifest["bytes"],
        "by_kind": manifest["documents_by_kind"],
        "faults": manifest["fault_counts"],
        "generate_s": round(time.perf_counter() - t, 2),
    }
    mb = manifest["bytes"] / 1e6

    parse = child("parse", str(corpus))
    results["parse"] = {"seconds": round(parse["seconds"], 3), "mb_per_s": round(mb / parse["seconds"], 2)}

    shutil.rmtree(store, ignore_errors=True)
    ingest = child("ingest", str(store), str(corpus))
    if ingest["failed"]:
        raise SystemExit(f"ingest failed for {ingest['failed']} files: {ingest['first_failures']}")
    size = store_size(store)
    results["ingest"] = {
        "seconds": round(ingest["seconds"], 2),
        "docs_per_s": round(docs / ingest["seconds"], 1),
        "mb_per_s": round(mb / ingest["seconds"], 3),
        "vs_parse": round(ingest["seconds"] / parse["seconds"], 2),
        "peak_rss_mb": round(ingest["maxrss_mb"]),
        "store_mb": round(size / 1e6, 1),
        "quads": ingest.get("quads"),
        "quads_per_doc": round(ingest["quads"] / docs) if ingest.get("quads") else None,
        "disk_vs_text": round(size / manifest["bytes"], 1),
        "warnings": ingest["warnings"],
        "path": ingest["path"],
        "write": ingest["write"],
    }
    if floor:
        shutil.rmtree(scratch, ignore_errors=True)
        f = child("floor", str(corpus), str(scratch))
        shutil.rmtree(scratch, ignore_errors=True)
        results["floor"] = {k: round(v, 2) if isinstance(v, float) else v for k, v in f.items()}

    again = child("ingest", str(store), str(corpus))
    results["ingest"]["store_mb_reopened"] = round(store_size(store) / 1e6, 1)  # the write-ahead log replayed
    results["reingest_unchanged"] = {
        "seconds": round(again["seconds"], 3),
        "unchanged": again["unchanged"],
        "share_of_full": round(again["seconds"] / ingest["seconds"], 4),
    }
    changed = change_one_file(corpus, manifest)
    one = child("ingest", str(store), str(corpus))
    change_one_file(corpus, manifest)
    alone = child("ingest", str(store), str(corpus / changed))
    results["reingest_one_changed"] = {
        "seconds": round(one["seconds"], 3),
        "ingested": one["ingested"],
        "file": changed,
        "file_alone_seconds": round(alone["seconds"], 3),
        "file_alone_ingested": alone["ingested"],
    }

    extra = workdir / f"corpus-{docs}.new"
    shutil.rmtree(extra, ignore_errors=True)
    brief = new_brief(corpus, manifest, extra)
    lint = child("query", str(store), "lint", str(max(3, repeat)), str(brief), timeout=timeout)
    added = child("ingest", str(store), str(brief))
    results["one_new_brief"] = {
        "file": str(brief.relative_to(extra)),
        "seconds": round(added["seconds"], 3),
        "ingested": added["ingested"],
    }

    ids = manifest["popular"]
    results["ids"] = ids
    in_process = {"lint": lint}
    calls = [
        ("why_most_mentioned", "why", ids["most_mentioned"]),
        ("why_typical", "why", ids["typical"]),
        ("new", "new", ""),
        ("contradictions", "contradictions", ""),
        ("audit", "audit", ""),
    ]
    for label, name, ident in calls:
        got = child("query", str(store), name, str(max(5, repeat * 3)), ident, timeout=timeout)
        if "timeout" in got:
            got = {"available": True, "error": f"over {timeout:.0f} s"}
        in_process[label] = got
    results["in_process"] = in_process

    kg = [*kgraph_command(), "--store", str(store)]
    cold = {}
    cold["why_most_mentioned"] = wall([*kg, "why", ids["most_mentioned"]], repeat, timeout)
    cold["why_typical"] = wall([*kg, "why", ids["typical"]], repeat, timeout)
    for name in ("new", "contradictions", "audit"):
        if in_process[name].get("error", "").startswith("over"):
            cold[name] = {"available": True, "error": in_process[name]["error"] + " in-process, not run"}
            continue
        cold[name] = wall([*kg, name], repeat, timeout)
        if not cold[name]["available"] and "No such command" in cold[name].get("stderr", ""):
            cold[name]["error"] = "not available yet"
    cold["help"] = wall([*kgraph_command(), "--help"], repeat, timeout)
    cold["python_pass"] = wall([sys.executable, "-c", "pass"], repeat, timeout)
    grep = ["grep", "-rl", "--include=*.md"]
    cold["grep_most_mentioned"] = wall([*grep, ids["most_mentioned"], str(corpus)], repeat, timeout)
    cold["grep_typical"] = wall([*grep, ids["typical"], str(corpus)], repeat, timeout)
    results["cold"] = cold
    results["imports"] = {
        "help": imported_heavy([*kgraph_command(), "--help"]),
        "why": imported_heavy([*kg, "why", ids["typical"]]),
    }
    results["machine"]["loadavg_end"] = [round(x, 2) for x in os.getloadavg()]
    results["targets"] = targets(results)
    return results


def targets(r: dict) -> dict:
    q, c = r["in_process"], r["cold"]

    def value(entry: dict) -> float | str | None:
        """Milliseconds; "over N s" for a step that timed out; None when not available."""
        if "ms" in entry:
            return entry["ms"]
        error = entry.get("error", "")
        return error if error.startswith("over") else None

    def worst(*entries: dict) -> float | str | None:
        found = [value(e) for e in entries]
        slow = [v for v in found if isinstance(v, str)]
        numbers = [v for v in found if isinstance(v, float | int)]
        return slow[0] if slow else (max(numbers) if numbers else None)

    why_cold = worst(c["why_most_mentioned"], c["why_typical"])
    grep = worst(c["grep_most_mentioned"], c["grep_typical"])
    values = {
        "ingest_vs_parse": r["ingest"]["vs_parse"],
        "peak_rss_mb": r["ingest"]["peak_rss_mb"],
        "reingest_share": r["reingest_unchanged"]["share_of_full"],
        "one_changed_s": r["reingest_one_changed"]["seconds"],
        "one_new_s": r["one_new_brief"]["seconds"],
        "contradictions_cold_ms": value(c["contradictions"]),
        "audit_cold_ms": value(c["audit"]),
        "lint_ms": value(q["lint"]),
        "why_ms": worst(q["why_most_mentioned"], q["why_typical"]),
        "why_cold_ms": why_cold,
        "why_cold_vs_grep": round(why_cold / grep, 2) if isinstance(why_cold, float) and grep else None,
        "new_ms": value(q["new"]),
        "contradictions_ms": value(q["contradictions"]),
        "audit_ms": value(q["audit"]),
    }
    out = {}
    for key, (label, limit, unit) in TARGETS.items():
        v = values[key]
        if v is None:
            met = None
        elif isinstance(v, str):
            met = False
        else:
            met = v <= limit if key == "ingest_vs_parse" else v < limit
        out[key] = {"label": label, "value": v, "limit": limit, "unit": unit, "met": met}
    out["lean_imports"] = {
        "label": "--help and why import no heavy module",
        "value": r["imports"],
        "met": not r["imports"]["help"] and not r["imports"]["why"],
    }
    return out


def table(r: dict) -> str:
    def ms(entry: dict) -> str:
        if "ms" not in entry:
            return entry.get("error", "not available yet")
        return f"{entry['ms']:.1f} ms"

    i, p, q, c = r["ingest"], r["parse"], r["in_process"], r["cold"]
    rows = [
        (
            "corpus",
            f"{r['corpus']['documents']} documents, {r['corpus']['bytes'] / 1e6:.1f} MB "
            f"({', '.join(f'{v} {k}' for k, v in r['corpus']['by_kind'].items())})",
        ),
        ("markdown-it parse (floor)", f"{p['seconds']:.2f} s  ({p['mb_per_s']:.1f} MB/s)"),
        (
            "full ingest",
            f"{i['seconds']:.1f} s  ({i['docs_per_s']:.0f} docs/s, {i['mb_per_s']:.2f} MB/s; {i['path']} extraction, {i.get('write', '?')} write)",
        ),
        ("ingest / parse", f"{i['vs_parse']:.1f}x"),
    ]
    if "floor" in r:
        f = r["floor"]
        rows += [
            ("  of which: extract / build", f"{f['extract_s']:.1f} s / {f['build_s']:.1f} s  ({f['quads']} quads)"),
            ("  bulk_extend same quads", f"{f['bulk_write_s']:.1f} s  (no transactions: the write floor)"),
        ]
    rows += [
        ("peak memory (ingest)", f"{i['peak_rss_mb']} MB"),
        (
            "store on disk",
            f"{i['store_mb']:.0f} MB = {i.get('disk_vs_text', 0)}x the text "
            f"({i.get('store_mb_reopened', 0):.0f} MB once reopened); {i.get('quads')} quads, "
            f"{i.get('quads_per_doc')} per document",
        ),
        (
            "re-ingest unchanged",
            f"{r['reingest_unchanged']['seconds']:.2f} s  "
            f"({r['reingest_unchanged']['share_of_full'] * 100:.1f}% of full)",
        ),
        (
            "re-ingest, one file changed",
            f"{r['reingest_one_changed']['seconds']:.2f} s  (that file alone: "
            f"{r['reingest_one_changed']['file_alone_seconds']:.2f} s)",
        ),
        (
            f"why {r['ids']['most_mentioned']} in-process",
            f"{ms(q['why_most_mentioned'])}  ({q['why_most_mentioned'].get('mentions', '?')} mentions)",
        ),
        (
            f"why {r['ids']['typical']} in-process",
            f"{ms(q['why_typical'])}  ({q['why_typical'].get('mentions', '?')} mentions)",
        ),
        ("why cold CLI (much-carried / typical)", f"{ms(c['why_most_mentioned'])} / {ms(c['why_typical'])}"),
        ("grep -rl (same ids)", f"{ms(c['grep_most_mentioned'])} / {ms(c['grep_typical'])}"),
        ("why cold / grep", f"{r['targets']['why_cold_vs_grep']['value']}x"),
    ]
    for name in ("new", "contradictions", "audit"):
        rows.append((f"{name} in-process / cold", f"{ms(q[name])} / {ms(c[name])}"))
    rows += [
        (
            f"lint {r['one_new_brief']['file']} in-process",
            f"{ms(q['lint'])}  ({q['lint'].get('entries', '?')} entries)",
        ),
        ("ingest that new brief (findings included)", f"{r['one_new_brief']['seconds']:.2f} s"),
    ]
    rows += [
        ("kgraph --help / python -c pass", f"{ms(c['help'])} / {ms(c['python_pass'])}"),
        (
            "heavy imports: --help / why",
            f"{', '.join(r['imports']['help']) or 'none'} / {', '.join(r['imports']['why']) or 'none'}",
        ),
    ]
    width = max(len(k) for k, _ in rows)
    lines = [f"{k:<{width}}  {v}" for k, v in rows]
    lines.append("")
    lines.append("targets:")
    for t in r["targets"].values():
        mark = "met " if t["met"] else ("n/a " if t["met"] is None else "MISS")
        limit = f" (limit {t['limit']}{t['unit']})" if "limit" in t else ""
        lines.append(f"  {mark} {t['label']}: {t['value']}{limit}")
    load = r["machine"]
    lines.append(
        f"load average at start/end: {load['loadavg_start'][0]} / {load['loadavg_end'][0]} on {load['cpus']} CPUs"
    )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "--child":
        print(json.dumps(CHILDREN[argv[1]](*argv[2:])))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--docs", type=int, default=1000, help="documents in the corpus (default 1000)")
    parser.add_argument("--seed", type=int, default=7, help="corpus seed (default 7)")
    parser.add_argument("--repeat", type=int, default=7, help="runs per cold-process timing (default 7)")
    parser.add_argument(
        "--workdir", type=Path, default=HERE, help="where the corpus and store go (default benchmarks/)"
    )
    parser.add_argument("--json", type=Path, help="result file (default benchmarks/results/<time>-docs<N>.json)")
    parser.add_argument("--no-floor", action="store_true", help="skip the extract/build/bulk-load breakdown")
    parser.add_argument("--timeout", type=float, default=300, help="seconds before a query step is given up (300)")
    parser.add_argument("--keep", action="store_true", help="keep the corpus and the store afterwards")
    args = parser.parse_args(argv)
    results = run(args.docs, args.seed, args.workdir, args.repeat, floor=not args.no_floor, timeout=args.timeout)
    output = args.json or HERE / "results" / f"{dt.datetime.now():%Y%m%d-%H%M%S}-docs{args.docs}.json"
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    print(table(results))
    print(f"\nresults: {output}")
    if not args.keep:
        shutil.rmtree(args.workdir / f"corpus-{args.docs}", ignore_errors=True)
        shutil.rmtree(args.workdir / f"corpus-{args.docs}.kgraph", ignore_errors=True)
        shutil.rmtree(args.workdir / f"corpus-{args.docs}.new", ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
