"""The zoo12 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import hans_table, marp, outline, typst_doc

LAYOUTS: dict[str, ModuleType] = {
    "marp_slides": marp,
    "typst_doc": typst_doc,
    "hans_wide_table": hans_table,
    "outline_txt": outline,
}
