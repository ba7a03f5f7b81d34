"""The zoo21 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import hugo_en, keep_hant, slack_json_en, sphinx_hans

LAYOUTS: dict[str, ModuleType] = {
    "hugo_en": hugo_en,
    "sphinx_hans": sphinx_hans,
    "slack_json_en": slack_json_en,
    "keep_hant": keep_hant,
}
