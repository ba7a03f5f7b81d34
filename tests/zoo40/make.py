"""Write the zoo40 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo40 facts model).

python -m tests.zoo40.make DIR      # writes DIR/<layout>/... for every layout

Every zoo40 layout writes the living document's path (in a code span of the Standard Notes
note's Markdown; on a line of the Signal chat's first message; in a monospace span of the
AsciiDoc description list; in a `<code>` element of the wiki page's infobox), so zoo4's key
writer can find the brief's baseline path in the document as a reader sees it. The Signal chat
and the AsciiDoc document are plain text that the key writer reads as it is; the other two are
containers around the text a reader sees (the note's Markdown is a JSON string, with its line
breaks and quotes escaped; the wikitext is XML character data, with `<`, `>`, `&` and `"`
escaped), so each of those layouts gives a `text` (the note's title and Markdown, the page's
title and wikitext) and the key writer is handed that instead.
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo40")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo40.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
