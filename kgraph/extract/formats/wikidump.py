"""A MediaWiki XML dump (Special:Export, `<mediawiki xmlns="http://www.mediawiki.org/xml/export-…">`),
read as the wikitext of its pages.

A dump holds the wiki's `<siteinfo>` (its name, namespaces), then each `<page>`: its `<title>`,
ids and its `<revision>`s, each with a timestamp, a contributor and the page's wikitext in
`<text xml:space="preserve">`, escaped as XML. Each page is read as its latest revision's
wikitext is (through pandoc's MediaWiki reader), under its title; the site's information, ids,
hashes and contributors are the wiki's. Located in the text as written, as a feed is (feed.py):
no XML parser, so no entity a dump declares is ever expanded; the wikitext's lines keep the file's
lines, since unescaping `&lt;` adds none.
"""

from __future__ import annotations

import html
import re

from kgraph.extract.tree import View

_PAGE = re.compile(r"<page>(.*?)</page>", re.S)
_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_TEXT = re.compile(r"<text\b[^>]*>(.*?)</text>", re.S)
MAX_PAGES = 1000


def view(text: str, name: str) -> View:
    """The pages' view (see the module's docstring)."""
    from kgraph.extract.formats.pandoc import view as wiki_view

    lines: list[str] = []
    source: list[int] = []
    for page in list(_PAGE.finditer(text))[:MAX_PAGES]:
        body = page.group(1)
        revisions = list(_TEXT.finditer(body))
        if not revisions:
            continue
        latest = revisions[-1]
        if title := _TITLE.search(body):
            lines += ["", f"# {html.unescape(title.group(1)).strip()}", ""]
            source += [text.count("\n", 0, page.start(1) + title.start()) + 1] * 3
        wikitext = html.unescape(latest.group(1))
        first = text.count("\n", 0, page.start(1) + latest.start(1)) + 1
        seen = wiki_view(wikitext.encode("utf-8"), wikitext, "mediawiki", name)
        lines += seen.lines
        source += [first + n - 1 for n in seen.source]
    return View(lines, source)
