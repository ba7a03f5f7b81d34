"""The zoo33 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import json_en, mastodon_en, srt_hans, toml_hant

LAYOUTS: dict[str, ModuleType] = {
    "json_en": json_en,
    "toml_hant": toml_hant,
    "srt_hans": srt_hans,
    "mastodon_en": mastodon_en,
}
