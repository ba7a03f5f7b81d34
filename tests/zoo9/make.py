"""Write the zoo9 corpus: every document of one layout plus its key.toml (zoo4's key writer).

python -m tests.zoo9.make DIR      # writes DIR/<layout>/... for every layout
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout)


if __name__ == "__main__":
    sys.exit(zoo4_make.run(LAYOUTS, "zoo9", sys.argv[1:]))
