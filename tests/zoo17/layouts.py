"""The zoo17 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import asciidoc_hant, orgroam_hans, pandoc_md_en, slack_export

LAYOUTS: dict[str, ModuleType] = {
    "orgroam_hans": orgroam_hans,
    "slack_export": slack_export,
    "asciidoc_hant": asciidoc_hant,
    "pandoc_md_en": pandoc_md_en,
}
