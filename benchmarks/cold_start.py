"""What a cold `kgraph` command imports: module counts and `-X importtime` totals.

    python benchmarks/cold_start.py --repeat 5
    PYTHONPATH=/path/to/other/checkout python benchmarks/cold_start.py   # the same for another tree

Builds a store of the bundled examples in a temporary folder (`kgraph examples`, `kgraph ingest`),
then runs `python -X importtime -m kgraph ...` for `why ID`, `new`, `--help` and a bare
`import kgraph.cli`, and prints for each: the modules imported (all, and kgraph's own), the
median over the runs of the summed cumulative microseconds of the top-level imports, and the
largest top-level imports. Module counts are exact; microseconds follow the machine's load.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ITEM = "2606.01927"
LINE = re.compile(r"^import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)$", re.MULTILINE)


def run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, *args], cwd=cwd, capture_output=True, text=True, timeout=300)
    if done.returncode not in (0, 1):
        sys.exit(f"{' '.join(args)} failed: {done.stderr[-500:]}")
    return done


def measure(args: list[str], cwd: Path, repeat: int) -> dict:
    totals, top = [], {}
    for _ in range(repeat):
        rows = [
            (int(us), len(pad), name) for us, pad, name in LINE.findall(run(["-X", "importtime", *args], cwd).stderr)
        ]
        firsts = [(us, name) for us, depth, name in rows if depth == 1]
        totals.append(sum(us for us, _ in firsts))
        for us, name in firsts:
            top.setdefault(name, []).append(us)
    names = {name for _, _, name in rows}
    return {
        "modules": len(names),
        "kgraph modules": sum(1 for n in names if n == "kgraph" or n.startswith("kgraph.")),
        "import us (median)": int(statistics.median(totals)),
        "biggest": sorted(((int(statistics.median(v)), n) for n, v in top.items()), reverse=True)[:8],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per command (median of the microseconds)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        run(["-m", "kgraph", "examples", "examples"], folder)
        run(["-m", "kgraph", "ingest", "examples"], folder)
        import_check = run(["-c", "import kgraph; print(kgraph.__file__)"], folder).stdout.strip()
        print(f"kgraph from {import_check}; load {os.getloadavg()[0]:.1f}; {options.repeat} runs each")
        cases = {
            f"why {ITEM}": ["-m", "kgraph", "why", ITEM],
            "new": ["-m", "kgraph", "new"],
            "--help": ["-m", "kgraph", "--help"],
            "import kgraph.cli": ["-c", "import kgraph.cli"],
        }
        for label, args in cases.items():
            figures = measure(args, folder, options.repeat)
            print(
                f"{label:<18} {figures['modules']:>4} modules ({figures['kgraph modules']} kgraph)"
                f"  {figures['import us (median)']:>8} us"
            )
            print("    " + ", ".join(f"{name} {us}" for us, name in figures["biggest"]))


if __name__ == "__main__":
    main()
