"""The zoo42 layouts by name: each an object with EXT, LANG and render(doc). None needs a `text`
hook: each writes the living document's path as it is in the file (a monospace span of the
Confluence page, a code span of the Typora note, an unbroken Latin run of the PDF text, a CSV
field that needs no quoting)."""

from __future__ import annotations

from types import ModuleType

from . import confluence_wiki_markup_en, csv_export_en, pdf_text_hant, typora_md_hans

LAYOUTS: dict[str, ModuleType] = {
    "confluence_wiki_markup_en": confluence_wiki_markup_en,
    "typora_md_hans": typora_md_hans,
    "pdf_text_hant": pdf_text_hant,
    "csv_export_en": csv_export_en,
}
