"""The zoo38 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import ics_en, joplin_md_hans, keep_json_en, notion_csv_hant

LAYOUTS: dict[str, ModuleType] = {
    "keep_json_en": keep_json_en,
    "joplin_md_hans": joplin_md_hans,
    "notion_csv_hant": notion_csv_hant,
    "ics_en": ics_en,
}
