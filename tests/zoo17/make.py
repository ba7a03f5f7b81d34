"""Write the zoo17 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo17 facts model).

python -m tests.zoo17.make DIR      # writes DIR/<layout>/... for every layout
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from . import facts
from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo17")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    return zoo4_make.run(LAYOUTS, "zoo17", sys.argv[1:] if argv is None else argv, facts)


if __name__ == "__main__":
    sys.exit(main())
