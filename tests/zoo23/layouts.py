"""The zoo23 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import gh_issue_en, hackmd_en, mbox_hans, teams_hant

LAYOUTS: dict[str, ModuleType] = {
    "gh_issue_en": gh_issue_en,
    "mbox_hans": mbox_hans,
    "teams_hant": teams_hant,
    "hackmd_en": hackmd_en,
}
