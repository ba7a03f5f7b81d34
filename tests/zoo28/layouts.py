"""The zoo28 layouts by name: each an object with EXT, LANG and render(doc)."""

from __future__ import annotations

from types import ModuleType

from . import asciidoc_hans, imessage_hant, plaintext_email_reply_en, wordpress_html_en

LAYOUTS: dict[str, ModuleType] = {
    "asciidoc_hans": asciidoc_hans,
    "wordpress_html_en": wordpress_html_en,
    "imessage_hant": imessage_hant,
    "plaintext_email_reply_en": plaintext_email_reply_en,
}
