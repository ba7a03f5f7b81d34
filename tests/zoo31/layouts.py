"""The zoo31 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import discourse_hans, outlook_eml_hans, pptx_en, xlsx_hant

LAYOUTS: dict[str, ModuleType] = {
    "pptx_en": pptx_en,
    "xlsx_hant": xlsx_hant,
    "discourse_hans": discourse_hans,
    "outlook_eml_hans": outlook_eml_hans,
}
