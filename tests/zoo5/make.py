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
    return zoo4_make.write_layout(LAYOUTS, folder, layout)


if __name__ == "__main__":
    raise SystemExit(zoo4_make.run(LAYOUTS, "zoo5", sys.argv[1:]))
