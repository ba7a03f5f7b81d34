"""The zoo19 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import discord_hant, enex_en, logseq_en, zim_hans

LAYOUTS: dict[str, ModuleType] = {
    "logseq_en": logseq_en,
    "zim_hans": zim_hans,
    "discord_hant": discord_hant,
    "enex_en": enex_en,
}
