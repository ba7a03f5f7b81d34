"""The zoo15 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import confluence_storage, creole_en, muse_hans, twiki_hant

LAYOUTS: dict[str, ModuleType] = {
    "muse_hans": muse_hans,
    "creole_en": creole_en,
    "confluence_storage": confluence_storage,
    "twiki_hant": twiki_hant,
}
