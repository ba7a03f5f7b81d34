"""The zoo13 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import csv_tracker, djot_doc, docbook, hant_bbs

LAYOUTS: dict[str, ModuleType] = {
    "djot_doc": djot_doc,
    "docbook_xml": docbook,
    "hant_bbs_txt": hant_bbs,
    "csv_tracker": csv_tracker,
}
