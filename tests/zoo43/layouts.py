"""The zoo43 layouts by name: each an object with EXT, LANG and render(doc). None needs a `text`
hook: each writes the living document's path as it is in the file (a TEXT attribute of the
FreeMind map, all ASCII, a line of the QQ chat, one `w:t` run of the Word 2003 XML, a `\\f(CW`
span of the groff manuscript)."""

from __future__ import annotations

from types import ModuleType

from . import freemind_mm_en, groff_ms_en, qq_txt_hans, wordml2003_hant

LAYOUTS: dict[str, ModuleType] = {
    "freemind_mm_en": freemind_mm_en,
    "qq_txt_hans": qq_txt_hans,
    "wordml2003_hant": wordml2003_hant,
    "groff_ms_en": groff_ms_en,
}
