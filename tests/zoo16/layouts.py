"""The zoo16 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import gdocs_html, notion_html, tikiwiki_en, tsv_hant

LAYOUTS: dict[str, ModuleType] = {
    "notion_html": notion_html,
    "gdocs_html": gdocs_html,
    "tikiwiki_en": tikiwiki_en,
    "tsv_hant": tsv_hant,
}
