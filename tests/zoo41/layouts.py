"""The zoo41 layouts by name: each an object with EXT, LANG and render(doc). None needs a `text`
hook: each writes the living document's path as it is in the file (a code span of the Obsidian
note, a literal of the rST page's docinfo, a JSON string of the Lark export that JSON does not
escape, a line of the 8bit e-mail body)."""

from __future__ import annotations

from types import ModuleType

from . import lark_json_hans, obsidian_md_hant, plain_email_reply_en, rst_sphinx_en

LAYOUTS: dict[str, ModuleType] = {
    "obsidian_md_hant": obsidian_md_hant,
    "rst_sphinx_en": rst_sphinx_en,
    "lark_json_hans": lark_json_hans,
    "plain_email_reply_en": plain_email_reply_en,
}
