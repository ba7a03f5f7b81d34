"""List the functions of kgraph/ longer than a limit (default 80 lines), longest first.

python scripts/long_functions.py [LIMIT]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def long_functions(limit: int = 80) -> list[tuple[int, str]]:
    found = []
    for file in sorted((ROOT / "kgraph").rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = node.end_lineno - node.lineno + 1
                if length > limit:
                    found.append((length, f"{file.relative_to(ROOT)}:{node.lineno} {node.name}"))
    return sorted(found, reverse=True)


if __name__ == "__main__":
    for length, where in long_functions(int(sys.argv[1]) if len(sys.argv) > 1 else 80):
        print(f"{length:4d}  {where}")
