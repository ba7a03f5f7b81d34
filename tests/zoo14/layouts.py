"""The zoo14 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import hant_beamer, mkdocs_material, opml_outline, t2t_doc

LAYOUTS: dict[str, ModuleType] = {
    "opml_outline": opml_outline,
    "t2t_doc": t2t_doc,
    "mkdocs_material": mkdocs_material,
    "hant_beamer": hant_beamer,
}
