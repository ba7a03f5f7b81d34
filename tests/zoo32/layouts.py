"""The zoo32 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import dokuwiki_hant, jira_en, webvtt_en, yaml_hans

LAYOUTS: dict[str, ModuleType] = {
    "jira_en": jira_en,
    "dokuwiki_hant": dokuwiki_hant,
    "yaml_hans": yaml_hans,
    "webvtt_en": webvtt_en,
}
