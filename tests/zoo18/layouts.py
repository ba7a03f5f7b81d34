"""The zoo18 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import epub_hans, t2t_en, telegram_hant, wordhtml_en

LAYOUTS: dict[str, ModuleType] = {
    "t2t_en": t2t_en,
    "epub_hans": epub_hans,
    "telegram_hant": telegram_hant,
    "wordhtml_en": wordhtml_en,
}
