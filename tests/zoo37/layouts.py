"""The zoo37 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import bibtex_en, element_json_hans, teams_docx_hant, zoomchat_en

LAYOUTS: dict[str, ModuleType] = {
    "zoomchat_en": zoomchat_en,
    "teams_docx_hant": teams_docx_hant,
    "element_json_hans": element_json_hans,
    "bibtex_en": bibtex_en,
}
