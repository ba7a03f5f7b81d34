"""Scoring a layout zoo with `kgraph eval`, run as a user runs it, against recorded floors.

The target (issue 21) is precision and recall >= 0.98 on every field and no false finding for
every layout. Until every layout reaches it, each layout's scores are held to the floor last
recorded (`floors.toml` beside the zoo's tests): a reader that gets worse on any field of any
layout fails, and one that gets better is recorded with

    python -m tests.zoo.scoring record            # every zoo: tests/zoo … tests/zoo45
    python -m tests.zoo.scoring record zoo10      # only the zoos named

The floors file says, per layout and field, the lowest precision and recall allowed and the
most false findings; TARGET is what every layout must finally reach.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
TARGET = 0.98
SLACK = 0.0  # floors are recorded as measured: the eval is deterministic


def run_eval(key: Path, cwd: Path) -> dict:
    """`kgraph eval KEY --format json` in a fresh process, in a folder of its own."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    cwd.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph", "eval", str(key), "--format", "json"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    if proc.returncode not in (0, 1):
        raise AssertionError(f"kgraph eval {key} exited {proc.returncode}:\n{proc.stderr[-3000:]}")
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as exc:
        raise AssertionError(f"kgraph eval did not print JSON ({exc}):\n{proc.stdout[:2000]}") from exc


def evaluate_all(names: list[str], write: Callable[[Path, str], Path], root: Path) -> dict[str, dict]:
    keys = {n: write(root / "zoo", n) for n in names}
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        futures = {n: pool.submit(run_eval, keys[n], root / "cwd" / n) for n in names}
        return {n: f.result() for n, f in futures.items()}


def scores(report: dict) -> dict[str, float]:
    """Each field's precision and recall (a field with nothing found has no precision), and the faults'."""
    out: dict[str, float] = {}
    for field, s in sorted(report["fields"].items()):
        for measure in ("precision", "recall"):
            if s.get(measure) is not None:
                out[f"{field}.{measure}"] = s[measure]
    for measure in ("precision", "recall"):
        if report["faults"].get(measure) is not None:
            out[f"faults.{measure}"] = report["faults"][measure]
    return out


def false_findings(report: dict) -> int:
    return len(report["faults"].get("false", []))


def below_floor(name: str, report: dict, floors: dict) -> list[str]:
    """What fell below the layout's recorded floor: [] when nothing did."""
    floor = floors.get(name)
    if floor is None:
        return [f"{name}: no floor recorded (python -m tests.zoo.scoring record)"]
    got = scores(report)
    problems = [
        f"{name}: {k} {got.get(k, 0.0):.3f} < floor {v:.3f}"
        for k, v in sorted(floor.items())
        if k != "false_findings" and got.get(k, 0.0) < v - SLACK
    ]
    if false_findings(report) > floor.get("false_findings", 0):
        problems.append(f"{name}: {false_findings(report)} false findings > floor {floor.get('false_findings', 0)}")
    return problems


def at_target(report: dict) -> bool:
    return all(v >= TARGET for v in scores(report).values()) and not false_findings(report)


def load_floors(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}


def write_floors(path: Path, reports: dict[str, dict]) -> None:
    lines = [
        "# Recorded by `python -m tests.zoo.scoring record`: the lowest score each layout may get.",
        f"# The target for every layout is {TARGET} on every field and no false finding.",
        "",
    ]
    for name, report in sorted(reports.items()):
        lines.append(f"[{name}]")
        for k, v in scores(report).items():
            lines.append(f'"{k}" = {int(v * 1000) / 1000:.3f}')
        lines.append(f"false_findings = {false_findings(report)}")
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")


def floor_tests(zoo: str, names: list[str], write: Callable[[Path, str], Path]) -> tuple[Any, Any]:
    """A zoo's fixture and test, for its test module to name: every layout read at least as
    well as its floors.toml records (`reports, test_… = floor_tests("zoo7", NAMES, write_zoo)`)."""
    import pytest

    floors = load_floors(ROOT / "tests" / zoo / "floors.toml")

    @pytest.fixture(scope="module")
    def reports(tmp_path_factory: Any) -> dict[str, dict]:
        return evaluate_all(list(names), write, tmp_path_factory.mktemp(f"{zoo}-eval"))

    @pytest.mark.parametrize("name", names)
    def test_kgraph_reads_the_layout_at_least_as_well_as_recorded(reports: dict, name: str) -> None:
        assert below_floor(name, reports[name], floors) == []

    return reports, test_kgraph_reads_the_layout_at_least_as_well_as_recorded


def zoos() -> list[tuple[str, list[str], Callable[[Path, str], Path], Path]]:
    from tests.zoo.make import write_zoo as write1
    from tests.zoo.renderers import available, usable
    from tests.zoo2.make import write_zoo as write2
    from tests.zoo2.renderers import NAMES
    from tests.zoo3.make import write_zoo as write3
    from tests.zoo3.renderers import NAMES as NAMES3
    from tests.zoo4.make import write_zoo as write4
    from tests.zoo4.renderers import NAMES as NAMES4
    from tests.zoo5.make import NAMES as NAMES5
    from tests.zoo5.make import write_zoo as write5
    from tests.zoo6.make import NAMES as NAMES6
    from tests.zoo6.make import write_zoo as write6
    from tests.zoo7.make import NAMES as NAMES7
    from tests.zoo7.make import write_zoo as write7
    from tests.zoo8.make import NAMES as NAMES8
    from tests.zoo8.make import write_zoo as write8
    from tests.zoo9.make import NAMES as NAMES9
    from tests.zoo9.make import write_zoo as write9
    from tests.zoo10.make import NAMES as NAMES10
    from tests.zoo10.make import write_zoo as write10
    from tests.zoo11.make import NAMES as NAMES11
    from tests.zoo11.make import write_zoo as write11
    from tests.zoo12.make import NAMES as NAMES12
    from tests.zoo12.make import write_zoo as write12
    from tests.zoo13.make import NAMES as NAMES13
    from tests.zoo13.make import write_zoo as write13
    from tests.zoo14.make import NAMES as NAMES14
    from tests.zoo14.make import write_zoo as write14
    from tests.zoo15.make import NAMES as NAMES15
    from tests.zoo15.make import write_zoo as write15
    from tests.zoo16.make import NAMES as NAMES16
    from tests.zoo16.make import write_zoo as write16
    from tests.zoo17.make import NAMES as NAMES17
    from tests.zoo17.make import write_zoo as write17
    from tests.zoo18.make import NAMES as NAMES18
    from tests.zoo18.make import write_zoo as write18
    from tests.zoo19.make import NAMES as NAMES19
    from tests.zoo19.make import write_zoo as write19
    from tests.zoo20.make import NAMES as NAMES20
    from tests.zoo20.make import write_zoo as write20
    from tests.zoo21.make import NAMES as NAMES21
    from tests.zoo21.make import write_zoo as write21
    from tests.zoo22.make import NAMES as NAMES22
    from tests.zoo22.make import write_zoo as write22
    from tests.zoo23.make import NAMES as NAMES23
    from tests.zoo23.make import write_zoo as write23
    from tests.zoo24.make import NAMES as NAMES24
    from tests.zoo24.make import write_zoo as write24
    from tests.zoo25.make import NAMES as NAMES25
    from tests.zoo25.make import write_zoo as write25
    from tests.zoo26.make import NAMES as NAMES26
    from tests.zoo26.make import write_zoo as write26
    from tests.zoo27.make import NAMES as NAMES27
    from tests.zoo27.make import write_zoo as write27
    from tests.zoo28.make import NAMES as NAMES28
    from tests.zoo28.make import write_zoo as write28
    from tests.zoo29.make import NAMES as NAMES29
    from tests.zoo29.make import write_zoo as write29
    from tests.zoo30.make import NAMES as NAMES30
    from tests.zoo30.make import write_zoo as write30
    from tests.zoo31.make import NAMES as NAMES31
    from tests.zoo31.make import write_zoo as write31
    from tests.zoo32.make import NAMES as NAMES32
    from tests.zoo32.make import write_zoo as write32
    from tests.zoo33.make import NAMES as NAMES33
    from tests.zoo33.make import write_zoo as write33
    from tests.zoo34.make import NAMES as NAMES34
    from tests.zoo34.make import write_zoo as write34
    from tests.zoo35.make import NAMES as NAMES35
    from tests.zoo35.make import write_zoo as write35
    from tests.zoo36.make import NAMES as NAMES36
    from tests.zoo36.make import write_zoo as write36
    from tests.zoo37.make import NAMES as NAMES37
    from tests.zoo37.make import write_zoo as write37
    from tests.zoo38.make import NAMES as NAMES38
    from tests.zoo38.make import write_zoo as write38
    from tests.zoo39.make import NAMES as NAMES39
    from tests.zoo39.make import write_zoo as write39
    from tests.zoo40.make import NAMES as NAMES40
    from tests.zoo40.make import write_zoo as write40
    from tests.zoo41.make import NAMES as NAMES41
    from tests.zoo41.make import write_zoo as write41
    from tests.zoo42.make import NAMES as NAMES42
    from tests.zoo42.make import write_zoo as write42
    from tests.zoo43.make import NAMES as NAMES43
    from tests.zoo43.make import write_zoo as write43
    from tests.zoo44.make import NAMES as NAMES44
    from tests.zoo44.make import write_zoo as write44
    from tests.zoo45.make import NAMES as NAMES45
    from tests.zoo45.make import write_zoo as write45

    return [
        ("zoo", [n for n in available() if usable(n)], write1, ROOT / "tests" / "zoo" / "floors.toml"),
        ("zoo2", list(NAMES), write2, ROOT / "tests" / "zoo2" / "floors.toml"),
        ("zoo3", list(NAMES3), write3, ROOT / "tests" / "zoo3" / "floors.toml"),
        ("zoo4", list(NAMES4), write4, ROOT / "tests" / "zoo4" / "floors.toml"),
        ("zoo5", list(NAMES5), write5, ROOT / "tests" / "zoo5" / "floors.toml"),
        ("zoo6", list(NAMES6), write6, ROOT / "tests" / "zoo6" / "floors.toml"),
        ("zoo7", list(NAMES7), write7, ROOT / "tests" / "zoo7" / "floors.toml"),
        ("zoo8", list(NAMES8), write8, ROOT / "tests" / "zoo8" / "floors.toml"),
        ("zoo9", list(NAMES9), write9, ROOT / "tests" / "zoo9" / "floors.toml"),
        ("zoo10", list(NAMES10), write10, ROOT / "tests" / "zoo10" / "floors.toml"),
        ("zoo11", list(NAMES11), write11, ROOT / "tests" / "zoo11" / "floors.toml"),
        ("zoo12", list(NAMES12), write12, ROOT / "tests" / "zoo12" / "floors.toml"),
        ("zoo13", list(NAMES13), write13, ROOT / "tests" / "zoo13" / "floors.toml"),
        ("zoo14", list(NAMES14), write14, ROOT / "tests" / "zoo14" / "floors.toml"),
        ("zoo15", list(NAMES15), write15, ROOT / "tests" / "zoo15" / "floors.toml"),
        ("zoo16", list(NAMES16), write16, ROOT / "tests" / "zoo16" / "floors.toml"),
        ("zoo17", list(NAMES17), write17, ROOT / "tests" / "zoo17" / "floors.toml"),
        ("zoo18", list(NAMES18), write18, ROOT / "tests" / "zoo18" / "floors.toml"),
        ("zoo19", list(NAMES19), write19, ROOT / "tests" / "zoo19" / "floors.toml"),
        ("zoo20", list(NAMES20), write20, ROOT / "tests" / "zoo20" / "floors.toml"),
        ("zoo21", list(NAMES21), write21, ROOT / "tests" / "zoo21" / "floors.toml"),
        ("zoo22", list(NAMES22), write22, ROOT / "tests" / "zoo22" / "floors.toml"),
        ("zoo23", list(NAMES23), write23, ROOT / "tests" / "zoo23" / "floors.toml"),
        ("zoo24", list(NAMES24), write24, ROOT / "tests" / "zoo24" / "floors.toml"),
        ("zoo25", list(NAMES25), write25, ROOT / "tests" / "zoo25" / "floors.toml"),
        ("zoo26", list(NAMES26), write26, ROOT / "tests" / "zoo26" / "floors.toml"),
        ("zoo27", list(NAMES27), write27, ROOT / "tests" / "zoo27" / "floors.toml"),
        ("zoo28", list(NAMES28), write28, ROOT / "tests" / "zoo28" / "floors.toml"),
        ("zoo29", list(NAMES29), write29, ROOT / "tests" / "zoo29" / "floors.toml"),
        ("zoo30", list(NAMES30), write30, ROOT / "tests" / "zoo30" / "floors.toml"),
        ("zoo31", list(NAMES31), write31, ROOT / "tests" / "zoo31" / "floors.toml"),
        ("zoo32", list(NAMES32), write32, ROOT / "tests" / "zoo32" / "floors.toml"),
        ("zoo33", list(NAMES33), write33, ROOT / "tests" / "zoo33" / "floors.toml"),
        ("zoo34", list(NAMES34), write34, ROOT / "tests" / "zoo34" / "floors.toml"),
        ("zoo35", list(NAMES35), write35, ROOT / "tests" / "zoo35" / "floors.toml"),
        ("zoo36", list(NAMES36), write36, ROOT / "tests" / "zoo36" / "floors.toml"),
        ("zoo37", list(NAMES37), write37, ROOT / "tests" / "zoo37" / "floors.toml"),
        ("zoo38", list(NAMES38), write38, ROOT / "tests" / "zoo38" / "floors.toml"),
        ("zoo39", list(NAMES39), write39, ROOT / "tests" / "zoo39" / "floors.toml"),
        ("zoo40", list(NAMES40), write40, ROOT / "tests" / "zoo40" / "floors.toml"),
        ("zoo41", list(NAMES41), write41, ROOT / "tests" / "zoo41" / "floors.toml"),
        ("zoo42", list(NAMES42), write42, ROOT / "tests" / "zoo42" / "floors.toml"),
        ("zoo43", list(NAMES43), write43, ROOT / "tests" / "zoo43" / "floors.toml"),
        ("zoo44", list(NAMES44), write44, ROOT / "tests" / "zoo44" / "floors.toml"),
        ("zoo45", list(NAMES45), write45, ROOT / "tests" / "zoo45" / "floors.toml"),
    ]


def main(argv: list[str]) -> int:
    known = [z[0] for z in zoos()]
    if argv[:1] != ["record"] or not set(argv[1:]) <= set(known):
        print(f"usage: python -m tests.zoo.scoring record [ZOO ...]  (ZOO: {' '.join(known)})", file=sys.stderr)
        return 2
    for label, names, write, floors in zoos():
        if argv[1:] and label not in argv[1:]:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            reports = evaluate_all(names, write, Path(tmp))
        write_floors(floors, reports)
        reached = [n for n, r in reports.items() if at_target(r)]
        print(
            f"{label}: {len(names)} layouts, {len(reached)} at the target: {', '.join(reached) or 'none'}; wrote {floors}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
