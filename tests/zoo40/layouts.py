"""The zoo40 layouts by name: each an object with EXT, LANG and render(doc) (and, for the two
whose bytes are a container around the text a reader sees, a `text` hook)."""

from __future__ import annotations

from types import ModuleType

from . import asciidoc_hans, mediawiki_xml_en, signal_txt_hant, standardnotes_json_en

LAYOUTS: dict[str, ModuleType] = {
    "standardnotes_json_en": standardnotes_json_en,
    "signal_txt_hant": signal_txt_hant,
    "asciidoc_hans": asciidoc_hans,
    "mediawiki_xml_en": mediawiki_xml_en,
}
