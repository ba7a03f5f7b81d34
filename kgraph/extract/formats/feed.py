"""A web feed (Atom `<feed>`, RSS `<rss>`), read as its newest entry: the post a blog or a site
published the brief as.

Each entry (`<entry>`, `<item>`) has a title, a date (`<updated>`/`<published>`, `<pubDate>`), an
author and its content: HTML escaped inside `<content type="html">` (or `<description>`, or a
CDATA section). The newest entry is the document: its title a heading, its author and date fields,
its content read as HTML is (through pandoc), each line citing the file line it came from; the
feed's other entries are older posts, not this document. Everything is located in the text as
written (no XML parser: a feed's content is the escaped HTML kgraph reads).
"""

from __future__ import annotations

import html
import re

from kgraph.extract.tree import View

_ENTRY = re.compile(r"<(entry|item)\b[^>]*>(.*?)</\1>", re.S)
_FIELD = re.compile(r"<(title|updated|published|pubDate|name|dc:creator)\b[^>]*>(.*?)</\1>", re.S)
_CONTENT = re.compile(r"<(content|description|content:encoded)\b[^>]*>(.*?)</\1>", re.S)
_CDATA = re.compile(r"^\s*<!\[CDATA\[(.*)\]\]>\s*$", re.S)


def view(text: str, name: str) -> View:
    """The newest entry's view (see the module's docstring)."""
    from kgraph.extract.formats.pandoc import view as html_view

    entries = list(_ENTRY.finditer(text))
    if not entries:
        return View([], [])
    entry = max(entries, key=lambda m: _when(m.group(2)))
    inner, begin = entry.group(2), entry.start(2)
    lines: list[str] = []
    source: list[int] = []
    for field in _FIELD.finditer(inner):
        value = html.unescape(re.sub(r"<[^>]+>", "", field.group(2))).strip()
        line = text.count("\n", 0, begin + field.start()) + 1
        tag = field.group(1)
        if tag == "title" and value:
            lines.insert(0, f"# {value}")
            source.insert(0, line)
        elif tag in ("updated", "published", "pubDate") and value and not any(x.startswith("Date:") for x in lines):
            day = value[:10] if re.match(r"\d{4}-", value) else value
            lines.append(f"Date: {day}")
            source.append(line)
        elif tag in ("name", "dc:creator") and value:
            lines.append(f"Author: {value}")
            source.append(line)
    content = _CONTENT.search(inner)
    if content:
        body = content.group(2)
        cdata = _CDATA.match(body)
        page = cdata.group(1) if cdata else html.unescape(body)
        first = text.count("\n", 0, begin + content.start(2)) + 1
        seen = html_view(page.encode("utf-8"), page, "html", name)
        lines.append("")
        source.append(first)
        lines += seen.lines
        source += [first + n - 1 for n in seen.source]
    return View(lines, source)


def _when(entry: str) -> str:
    """An entry's date as text that sorts (ISO dates do; others sort last)."""
    m = re.search(r"<(?:updated|published)>\s*([^<]+)<", entry)
    return m.group(1).strip() if m else ""
