"""Write the zoo5 corpus: every document of one layout plus its key.toml (zoo4's key writer).

python -m tests.zoo5.make DIR      # writes DIR/<layout>/... for every layout
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from .markup_layouts import Changelog, HtmlTables
from .text_layouts import Rfc, ZhMinutes

LAYOUTS = {
    "txt_rfc": Rfc(),
    "md_changelog": Changelog(),
    "html_table_report": HtmlTables(),
    "zh_hans_minutes": ZhMinutes(),
}
NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    """zoo4's writer with its renderer lookup pointed at zoo5's layouts while it runs (and set
    back after, so zoo4's own corpus is untouched)."""
    lookup = zoo4_make.get
    zoo4_make.get = LAYOUTS.__getitem__
    try:
        return zoo4_make.write_zoo(folder, layout)
    finally:
        zoo4_make.get = lookup


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m tests.zoo5.make DIR", file=sys.stderr)
        return 2
    for name in NAMES:
        print(write_zoo(argv[0], name))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
