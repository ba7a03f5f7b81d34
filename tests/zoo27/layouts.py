"""The zoo27 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import excel_html_hant, mattermost_hans, onenote_html_en, pandoc_plain_en

LAYOUTS: dict[str, ModuleType] = {
    "onenote_html_en": onenote_html_en,
    "mattermost_hans": mattermost_hans,
    "excel_html_hant": excel_html_hant,
    "pandoc_plain_en": pandoc_plain_en,
}
