"""Write the zoo8 corpus: every document of one layout plus its key.toml (zoo4's key writer).

python -m tests.zoo8.make DIR      # writes DIR/<layout>/... for every layout
"""

from __future__ import annotations

import sys
from pathlib import Path

from tests.zoo4 import make as zoo4_make

from .markdown_layouts import Bilingual, Standup
from .other_layouts import DlHtml, Records

LAYOUTS = {"standup": Standup(), "dlhtml": DlHtml(), "records": Records(), "bilingual": Bilingual()}
NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout)


if __name__ == "__main__":
    sys.exit(zoo4_make.run(LAYOUTS, "zoo8", sys.argv[1:]))
