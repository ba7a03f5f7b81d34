"""The zoo29 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import gemtext_en, odt_hant, textile_hans, wechat_hans

LAYOUTS: dict[str, ModuleType] = {
    "gemtext_en": gemtext_en,
    "wechat_hans": wechat_hans,
    "odt_hant": odt_hant,
    "textile_hans": textile_hans,
}
