"""SPARQL queries shipped with kgraph, as `.rq` files users can read, copy and adapt."""

from __future__ import annotations

from functools import cache
from pathlib import Path

HERE = Path(__file__).parent


@cache
def load(name: str) -> str:
    """The text of a named query (without the `.rq`)."""
    path = HERE / f"{name}.rq"
    if not path.is_file() or path.parent != HERE:
        raise KeyError(name)
    return path.read_text(encoding="utf-8")


def names() -> list[str]:
    return sorted(p.stem for p in HERE.glob("*.rq"))


def description(name: str) -> str:
    """The first comment line of a query."""
    for line in load(name).splitlines():
        if line.startswith("#"):
            return line.lstrip("# ").strip()
    return ""
