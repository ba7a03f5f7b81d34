"""The zoo20 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import bear_en, joplin_hans, vimwiki_en, whatsapp_hant

LAYOUTS: dict[str, ModuleType] = {
    "vimwiki_en": vimwiki_en,
    "whatsapp_hant": whatsapp_hant,
    "joplin_hans": joplin_hans,
    "bear_en": bear_en,
}
