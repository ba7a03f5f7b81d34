"""Write the zoo45 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo45 facts model).

python -m tests.zoo45.make DIR      # writes DIR/<layout>/... for every layout

Two zoo45 layouts give a `text` hook (the man page, whose hyphens are `\\-`, and the XMind
workbook, a zip whose text is its `content.json`): the key writer then looks for the living
document's path in what the hook gives; the Jira XML and the flat ODF text hold it as it is.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.zoo4 import make as zoo4_make

from . import facts
from .layouts import LAYOUTS

NAMES = list(LAYOUTS)


@contextmanager
def _reading_main_part() -> Iterator[None]:
    plain = zoo4_make.rendered

    def rendered(layout: str, doc: Any) -> str:
        mod = LAYOUTS[layout]
        return mod.text(mod.render(doc)) if hasattr(mod, "text") else plain(layout, doc)

    zoo4_make.rendered = rendered
    try:
        yield
    finally:
        zoo4_make.rendered = plain


def write_zoo(folder: str | Path, layout: str) -> Path:
    with _reading_main_part():
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo45")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo45.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
