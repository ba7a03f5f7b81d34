"""The zoo45 layouts by name: each an object with EXT, LANG and render(doc). Two give a `text`
hook: the man page writes hyphens as `\\-`, so the living document's path is only whole once its
escapes are read, and the XMind workbook is a zip whose `content.xml` is a placeholder, so its
text is its `content.json`. The Jira XML export and the flat ODF text hold the path as it is."""

from __future__ import annotations

from types import ModuleType

from . import fodt_hant, jira_xml_en, man_page_en, xmind_hans

LAYOUTS: dict[str, ModuleType] = {
    "jira_xml_en": jira_xml_en,
    "xmind_hans": xmind_hans,
    "fodt_hant": fodt_hant,
    "man_page_en": man_page_en,
}
