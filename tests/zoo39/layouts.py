"""The zoo39 layouts by name: each an object with EXT, LANG and render(doc) (and, for the three
whose bytes are not the text as a reader sees it, a `text` hook)."""

from __future__ import annotations

from types import ModuleType

from . import dayone_json_en, messenger_json_hant, mhtml_hans, ods_en

LAYOUTS: dict[str, ModuleType] = {
    "dayone_json_en": dayone_json_en,
    "messenger_json_hant": messenger_json_hant,
    "mhtml_hans": mhtml_hans,
    "ods_en": ods_en,
}
