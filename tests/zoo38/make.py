"""Write the zoo38 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo38 facts model).

python -m tests.zoo38.make DIR      # writes DIR/<layout>/... for every layout

Every zoo38 layout writes the living document's path as it is (on a line of the Keep note's
`textContent`, inside a JSON string, in ASCII, not escaped; in an inline code span of the Joplin
note; in a field of the Notion CSV, a path with no comma or quote in it, so never quoted; in the
hand-over VEVENT's ATTACH line of the iCalendar file, short enough never to be folded), so zoo4's
key writer finds the brief's baseline path in the document as written. All four are UTF-8 text
that zoo4's key writer reads as it is (the hook for a layout's own `text` is kept from zoo37,
though no zoo38 layout needs it).
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo38")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo38.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
