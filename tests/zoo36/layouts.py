"""The zoo36 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import ass_hant, discord_html_en, jsonl_hans, todotxt_en

LAYOUTS: dict[str, ModuleType] = {
    "todotxt_en": todotxt_en,
    "jsonl_hans": jsonl_hans,
    "ass_hant": ass_hant,
    "discord_html_en": discord_html_en,
}
