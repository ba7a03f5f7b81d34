"""The zoo44 layouts by name: each an object with EXT, LANG and render(doc). None needs a `text`
hook: each writes the living document's path as it is in the file (a JSON string of the Skype
export and of the SiYuan document, a run of Latin text in the RTF, an `@file` of the Texinfo
source), so the key writer finds it in the file itself."""

from __future__ import annotations

from types import ModuleType

from . import siyuan_sy_hans, skype_json_en, texinfo_en, textedit_rtf_hant

LAYOUTS: dict[str, ModuleType] = {
    "skype_json_en": skype_json_en,
    "siyuan_sy_hans": siyuan_sy_hans,
    "textedit_rtf_hant": textedit_rtf_hant,
    "texinfo_en": texinfo_en,
}
