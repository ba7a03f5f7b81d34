"""The zoo22 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import lynx_dump_en, matrix_hant, mdx_hans, quarto_en

LAYOUTS: dict[str, ModuleType] = {
    "quarto_en": quarto_en,
    "mdx_hans": mdx_hans,
    "matrix_hant": matrix_hant,
    "lynx_dump_en": lynx_dump_en,
}
