"""The zoo3 renderers of the facts, each in its own format and layout. Each module has EXT and
render(doc) -> str; optionally LANG ("en" or "zh": which words of a register entry the key quotes)."""

from __future__ import annotations

from importlib import import_module

NAMES = [
    "latex_article",
    "mediawiki",
    "ipynb_cells",
    "textile",
    "md_setext_kv",
    "logseq_outline",
    "html_wordproc",
    "email_digest",
    "csv_sheet",
    "zh_hant_fullwidth",
    "zh_en_mixed",
]


def get(name: str):
    if name not in NAMES:
        raise KeyError(name)
    return import_module(f"{__name__}.{name}")
