"""The zoo30 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import docx_tracked_en, feishu_md_hans, line_hant, telegram_json_en

LAYOUTS: dict[str, ModuleType] = {
    "line_hant": line_hant,
    "telegram_json_en": telegram_json_en,
    "feishu_md_hans": feishu_md_hans,
    "docx_tracked_en": docx_tracked_en,
}
