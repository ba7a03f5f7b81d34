"""Write the zoo37 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo37 facts model).

python -m tests.zoo37.make DIR      # writes DIR/<layout>/... for every layout

Every zoo37 layout writes the living document's path as it is (on a line of the Zoom chat; in
an utterance of the Teams transcript, one run of one paragraph; inside a JSON string as an
inline code span of the Matrix message, in ASCII, not escaped; in the `note` field of the BibTeX
header entry, a path with no TeX special in it), so zoo4's key writer finds the brief's baseline
path in the document as written. Three zoo37 documents are UTF-8 text that zoo4's key writer
reads as it is; the Teams transcript is a .docx package, so its layout gives a `text` (the
document's paragraphs, a line each) and the key writer is handed that instead of the bytes.
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo37")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo37.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
