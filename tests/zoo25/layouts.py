"""The zoo25 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import atom_hans, eml_html_en, pandoc_md_en, zulip_hant

LAYOUTS: dict[str, ModuleType] = {
    "eml_html_en": eml_html_en,
    "atom_hans": atom_hans,
    "pandoc_md_en": pandoc_md_en,
    "zulip_hant": zulip_hant,
}
