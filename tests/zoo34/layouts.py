"""The zoo34 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import canvas_en, reddit_en, sbv_hant, trello_hans

LAYOUTS: dict[str, ModuleType] = {
    "canvas_en": canvas_en,
    "trello_hans": trello_hans,
    "reddit_en": reddit_en,
    "sbv_hant": sbv_hant,
}
