"""The zoo35 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import dingtalk_hans, jupyter_en, mediawiki_hant, taskpaper_en

LAYOUTS: dict[str, ModuleType] = {
    "jupyter_en": jupyter_en,
    "mediawiki_hant": mediawiki_hant,
    "dingtalk_hans": dingtalk_hans,
    "taskpaper_en": taskpaper_en,
}
