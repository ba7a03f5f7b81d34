"""The zoo24 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import irc_log_en, myst_hans, org_ascii_hant, tiddlywiki_en

LAYOUTS: dict[str, ModuleType] = {
    "irc_log_en": irc_log_en,
    "myst_hans": myst_hans,
    "org_ascii_hant": org_ascii_hant,
    "tiddlywiki_en": tiddlywiki_en,
}
