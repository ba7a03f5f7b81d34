"""Eight renderers of the zoo2 facts, each in its own layout. Each module has EXT and render(doc) -> str."""

from __future__ import annotations

from importlib import import_module

NAMES = [
    "md_narrative",
    "md_table_deflist",
    "txt_numbered_kv",
    "html_ul_span",
    "rst_grid",
    "org_todo",
    "zh_hans_brackets",
    "zh_hant_table",
]


def get(name: str):
    if name not in NAMES:
        raise KeyError(name)
    return import_module(f"{__name__}.{name}")
