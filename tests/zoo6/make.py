"""Write the zoo6 corpus: every document of one layout plus its key.toml (zoo4's key writer).

python -m tests.zoo6.make DIR      # writes DIR/<layout>/... for every layout
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import SimpleNamespace

from tests.zoo4 import make as zoo4_make

from .markup_layouts import adoc_render, slack_render
from .text_layouts import mail_render, zh_render

LAYOUTS = {
    "adoc_report": SimpleNamespace(EXT="adoc", LANG="en", render=adoc_render),
    "md_slack_digest": SimpleNamespace(EXT="md", LANG="en", render=slack_render),
    "txt_email": SimpleNamespace(EXT="eml", LANG="en", render=mail_render),
    "zh_hant_report": SimpleNamespace(EXT="md", LANG="zh-hant", render=zh_render),
}
NAMES = list(LAYOUTS)


def write_zoo(folder: str | Path, layout: str) -> Path:
    return zoo4_make.write_layout(LAYOUTS, folder, layout)


if __name__ == "__main__":
    raise SystemExit(zoo4_make.run(LAYOUTS, "zoo6", sys.argv[1:]))
