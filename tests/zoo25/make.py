"""Write the zoo25 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo25 facts model).

python -m tests.zoo25.make DIR      # writes DIR/<layout>/... for every layout

Every zoo25 layout writes its paths as plain ASCII text (quoted-printable and XML escaping leave
them as they are, and the e-mail's baseline line is short enough not to be soft-wrapped), so zoo4's
key writer finds the brief's baseline path in the document as written.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from . import facts
from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo25")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo25.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
