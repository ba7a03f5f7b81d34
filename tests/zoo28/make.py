"""Write the zoo28 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo28 facts model).

python -m tests.zoo28.make DIR      # writes DIR/<layout>/... for every layout

Every zoo28 layout writes the living document's path as it is (inside backticks and an `xref:` in
the AsciiDoc file, a `<code>` element in the WordPress post, a line of the iMessage export, a word
of the e-mail that format=flowed never cuts, having no space), none of which escapes a character of
it, so zoo4's key writer finds the brief's baseline path in the document as written.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from . import facts
from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo28")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo28.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
