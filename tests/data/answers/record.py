"""Record the answers of every read command on the bundled examples and the sample briefs.

    python tests/data/answers/record.py          # rewrite tests/data/answers/<set>/*.txt
    python tests/data/answers/record.py --check  # compare instead; exit 1 on a difference

Each set (`examples`, and `seeds` when the sample briefs are present) is ingested into a fresh
store with today fixed at `TODAY`, then every read command is run as a user runs it (click's
CliRunner over `kgraph.cli`): `why` (text and JSON), `claims` and `impact` of every work,
`new` of every document, `contradictions` (text and JSON), `audit`, `diff` over the year,
`retractions`, `instances`, `rank`, and `stats` without the triple count (which the store's
layout, not the answers, decides). One file per set and command, one `### <command line>`
section per call. tests/query/test_answers.py runs the same calls and compares.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import unquote

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
EXAMPLES = ROOT / "examples"
SEEDS = ROOT.parent / "shared" / "seeds"
TODAY = dt.date(2026, 12, 1)
ID = "https://w3id.org/kgraph/id/"
KG = "https://w3id.org/kgraph/ns#"

ITEMS = f"SELECT DISTINCT ?w WHERE {{ GRAPH ?g {{ ?m <{KG}about> ?w }} }}"
DOCUMENTS = f'SELECT DISTINCT ?g WHERE {{ GRAPH ?g {{ ?s ?p ?o }} FILTER(STRSTARTS(STR(?g), "{ID}doc/")) }}'
SPAN = "2026-01-01..2026-12-31"


def sets() -> dict[str, list[Path]]:
    """The inputs of each recorded set that is present on this machine."""
    found = {"examples": [EXAMPLES]}
    seeds = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    if seeds:
        found["seeds"] = seeds
    return found


@contextmanager
def fixed_today(today: dt.date = TODAY) -> Iterator[None]:
    """`datetime.date.today()` answers `today` (days open, staleness); every date still is a date."""
    real = dt.date

    class _Meta(type):
        def __instancecheck__(cls, obj: object) -> bool:
            return isinstance(obj, real)

        def __subclasscheck__(cls, sub: type) -> bool:
            return issubclass(sub, real)

    class FixedDate(real, metaclass=_Meta):
        @classmethod
        def today(cls) -> dt.date:
            return real(today.year, today.month, today.day)

    import kgraph.models  # noqa: F401  (its pydantic models are built with the real date)

    dt.date = FixedDate  # type: ignore[misc]
    try:
        yield
    finally:
        dt.date = real  # type: ignore[misc]


def _item(iri: str) -> str:
    """The name a user types for a work: its arXiv id or its key."""
    for prefix in (ID + "arxiv/", ID + "work/"):
        if iri.startswith(prefix):
            return unquote(iri[len(prefix) :])
    return iri


def _doc(iri: str) -> str:
    return unquote(iri[len(ID + "doc/") :])


def _calls(store: Path) -> dict[str, list[list[str]]]:
    """Per answers file, the command lines to record (works and briefs as the store holds them)."""
    from kgraph.api import KGraph

    kg = KGraph(store)
    items = sorted({_item(s["w"].value) for s in kg.store.query(ITEMS)})
    briefs = sorted(_doc(s["g"].value) for s in kg.store.query(DOCUMENTS))
    kg.close()
    return {
        "why": [["why", i] for i in items],
        "why-json": [["why", i, "--format", "json"] for i in items],
        "claims": [["claims", i] for i in items],
        "impact": [["impact", i] for i in items],
        "new": [["new"], *(["new", b] for b in briefs)],
        "register": [
            ["contradictions"],
            ["contradictions", "--format", "json"],
            ["contradictions", "--open"],
            ["audit"],
            ["audit", "--format", "json"],
        ],
        "other": [
            ["diff", SPAN],
            ["diff", SPAN, "--format", "json"],
            ["retractions"],
            ["instances"],
            ["rank", "sources"],
            ["rank", "works"],
            ["stats", "--format", "json"],
        ],
    }


def _run(store: Path, args: list[str]) -> str:
    from click.testing import CliRunner

    from kgraph.cli import cli

    result = CliRunner().invoke(cli, ["--store", str(store), *args], catch_exceptions=False)
    out = result.output
    if args[0] == "stats":  # the number of triples is the store's layout, not an answer
        counts = json.loads(out)
        counts.pop("triples", None)
        out = json.dumps(counts, indent=2, ensure_ascii=False) + "\n"
    return f"### {' '.join(args)}  [exit {result.exit_code}]\n{out}"


def _ingest(store: Path, inputs: list[Path]) -> None:
    from click.testing import CliRunner

    from kgraph.cli import cli

    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", *map(str, inputs)], catch_exceptions=False)
    if result.exit_code != 0:
        raise SystemExit(f"ingest of {inputs} failed: {result.output[-2000:]}")


def answers(name: str, inputs: list[Path], calls: dict[str, list[list[str]]] | None = None) -> dict[str, str]:
    """Per answers file name (`<set>/<group>.txt`), its text. `calls` (as `recorded_calls` reads
    them back) keeps the recorded command lines; otherwise they come from the store."""
    work = Path(tempfile.mkdtemp(prefix="kgraph-answers-"))
    try:
        store = work / "store"
        with fixed_today():
            _ingest(store, inputs)
            calls = calls or _calls(store)
            return {f"{name}/{group}.txt": "".join(_run(store, a) for a in lines) for group, lines in calls.items()}
    finally:
        shutil.rmtree(work, ignore_errors=True)


def recorded_calls(name: str) -> dict[str, list[list[str]]]:
    """The command lines recorded for one set, read back from its files."""
    out: dict[str, list[list[str]]] = {}
    for path in sorted((HERE / name).glob("*.txt")):
        heads = [line[4:].rsplit("  [exit ", 1)[0] for line in path.read_text().splitlines() if line.startswith("### ")]
        out[path.stem] = [_split(h) for h in heads]
    return out


def _split(head: str) -> list[str]:
    """A recorded command line back into arguments (the item is everything after the command,
    up to its options: work keys hold spaces)."""
    words = head.split(" ")
    cut = next((i for i, w in enumerate(words) if w.startswith("--") and i > 0), len(words))
    args = [words[0]]
    if cut > 1:
        args.append(" ".join(words[1:cut]))
    return args + words[cut:]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the recorded answers instead")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    differ = []
    for name, inputs in sets().items():
        got = answers(name, inputs, recorded_calls(name) if args.check else None)
        for rel, text in got.items():
            path = HERE / rel
            if args.check:
                if not path.exists() or path.read_text() != text:
                    differ.append(rel)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
        print(f"{name}: {len(got)} files, {sum(t.count('### ') for t in got.values())} answers")
    if differ:
        print("differ:", *differ)
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
