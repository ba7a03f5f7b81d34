"""Write the zoo39 corpus: every document of one layout plus its key.toml (zoo4's key writer,
given the zoo39 facts model).

python -m tests.zoo39.make DIR      # writes DIR/<layout>/... for every layout

Every zoo39 layout writes the living document's path (in an inline code span of the Day One
entry; on a line of the Messenger chat's first message, ASCII inside a JSON string, not escaped;
in a code element of the wiki page; in a string cell of the workbook), so zoo4's key writer can
find the brief's baseline path in the document as a reader sees it. The Messenger export is
ASCII text that zoo4's key writer reads as it is; the other three are not their text as written
(Day One's JSON escapes every `/` as `\\/` and its Markdown every `.` and `-`; the MHTML file is
quoted-printable, where a soft line break may fall inside the path; the .ods file is a zip
package), so each of those layouts gives a `text` (the entry's unescaped Markdown, the page's
decoded HTML, the workbook's cells a row a line) and the key writer is handed that instead.
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
        return zoo4_make.write_layout(LAYOUTS, folder, layout, facts, "zoo39")


def write_all(folder: str | Path) -> list[Path]:
    return [write_zoo(folder, n) for n in NAMES]


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo39.make DIR", file=sys.stderr)
        return 2
    for key in write_all(argv[0]):
        print(key)
    return 0


if __name__ == "__main__":
    sys.exit(main())
