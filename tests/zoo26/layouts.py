"""The zoo26 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import applenotes_hans, bbcode_en, gchat_hant, roam_en

LAYOUTS: dict[str, ModuleType] = {
    "bbcode_en": bbcode_en,
    "roam_en": roam_en,
    "gchat_hant": gchat_hant,
    "applenotes_hans": applenotes_hans,
}
