"""One module per layout: each has EXT, render(doc) -> str | bytes and optionally LANG
(en | zh-hans | zh-hant; en when absent)."""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

NAMES = [
    "dokuwiki_page",
    "jira_wiki",
    "rst_fieldlists",
    "odt_document",
    "md_github_issue",
    "md_notion_export",
    "org_tagged",
    "text_report",
    "html_static_site",
    "zh_hans_prose",
    "zh_hant_tables",
    "md_front_matter",
]


def get(name: str) -> ModuleType:
    if name not in NAMES:
        raise KeyError(name)
    return import_module(f"{__name__}.{name}")
