"""Write the zoo29 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo29 facts model).

python -m tests.zoo29.make DIR      # writes DIR/<layout>/... for every layout

Every zoo29 layout writes the living document's path as it is (a word of a gemtext line and the
target of a link line, a line of a WeChat message, the text and the `xlink:href` of a `text:a` in
the ODT's content.xml, which is what zoo4's key writer reads of a zipped file, an `@code@` span of
the Textile page), none of which escapes a character of it, so zoo4's key writer finds the brief's
baseline path in the document as written.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from . import facts
from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo29")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo29.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
