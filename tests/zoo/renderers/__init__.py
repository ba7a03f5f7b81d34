"""One module per layout; each has NAME, LANG (en | zh | zht), EXT and render(doc, facts)."""

from __future__ import annotations

import importlib

MODULES = [
    "md_atx",
    "md_tables",
    "md_obsidian",
    "md_fields",
    "md_numbered",
    "txt_caps",
    "txt_columns",
    "html_export",
    "org_mode",
    "rst_doc",
    "docx_doc",
    "zh_hans",
    "zh_hant",
    "prose_en",
    "txt_headerless",
    "asciidoc",
    "email_msg",
    "zh_glued",
]


# renderers that need a library kgraph itself does not depend on: name -> importable module
REQUIRES = {"docx_doc": "docx"}


def usable(name: str) -> bool:
    """Whether the renderer's library is installed (python-docx for docx_doc)."""
    need = REQUIRES.get(name)
    if not need:
        return True
    try:
        importlib.import_module(need)
    except ImportError:
        return False
    return True


def load(name: str):
    return importlib.import_module(f"{__name__}.{name}")


def available() -> list[str]:
    return list(MODULES)
