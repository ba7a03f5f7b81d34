"""Write the zoo31 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo31 facts model).

python -m tests.zoo31.make DIR      # writes DIR/<layout>/... for every layout

Every zoo31 layout writes the living document's path as it is (the text of a hyperlinked run on a
slide, a shared string of the workbook's summary sheet, an inline code span of the forum post, a
Consolas run of the e-mail's HTML), none of which escapes a character of it, so zoo4's key writer
finds the brief's baseline path in the document as written. zoo4's key writer reads a zipped
document's content.xml (an OpenDocument file) and a text file as it is; a slide deck keeps its text
in its slides' XML, a workbook in its shared strings and sheets, and an e-mail in a
quoted-printable HTML part, so while a key is written the writer is handed that (the layout's
`text`: the slides' XML in order, the shared strings and sheets, the decoded HTML) instead.
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo31")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo31.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
