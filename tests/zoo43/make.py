"""Write the zoo43 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo43 facts model).

python -m tests.zoo43.make DIR      # writes DIR/<layout>/... for every layout

Every zoo43 layout writes the living document's path as it is in the file the key writer reads
(a TEXT attribute of the FreeMind map, which FreeMind's encoder leaves as it is since it is
ASCII, a line of the QQ chat export, one `w:t` run of the Word 2003 XML, a `\\f(CW` span of the
groff manuscript), so no layout needs a `text` hook; the hook is still honoured if a layout
gives one.
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo43")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo43.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
