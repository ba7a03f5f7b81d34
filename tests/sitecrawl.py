"""Crawl the provenance site (served through `App.handle`, or written by `kgraph site`) and
check every page: it parses under html5lib's strict parser, and every internal link leads to a
page that answers 200 and holds the `#anchor` it names."""

from __future__ import annotations

import posixpath
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urldefrag, urlsplit


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(str(values["id"]))
        if tag == "a" and values.get("href"):
            self.hrefs.append(str(values["href"]))


def parse(body: str) -> _Links:
    p = _Links()
    p.feed(body)
    return p


def validate(body: str, where: str) -> None:
    """html5lib's strict parser raises on the first parse error."""
    import html5lib

    try:
        html5lib.HTMLParser(strict=True).parse(body)
    except html5lib.html5parser.ParseError as exc:
        raise AssertionError(f"{where}: not valid HTML ({exc})") from None


def crawl(fetch, start: str, resolve, *, skip=lambda url: False, limit: int = 5000) -> dict[str, str]:
    """Every page reachable from `start`: {url: body}. `fetch(url)` gives (status, body);
    `resolve(page_url, href)` gives the url of a link or None when it leaves the site."""
    pages: dict[str, str] = {}
    ids: dict[str, set[str]] = {}
    todo = [start]
    wanted: list[tuple[str, str, str]] = []  # (from page, target page, anchor)
    while todo:
        url = todo.pop()
        if url in pages:
            continue
        status, body = fetch(url)
        assert status == 200, f"{url}: {status}"
        validate(body, url)
        pages[url] = body
        links = parse(body)
        ids[url] = links.ids
        for href in links.hrefs:
            target = resolve(url, href)
            if target is None:
                continue
            page_url, anchor = urldefrag(target)
            if anchor:
                wanted.append((url, page_url, unquote(anchor)))
            if page_url not in pages and not skip(page_url):
                todo.append(page_url)
        assert len(pages) <= limit
    for source, page_url, anchor in wanted:
        if page_url in ids:
            assert anchor in ids[page_url], f"{source} links to {page_url}#{anchor}, which has no such anchor"
    return pages


def served_resolver(page_url: str, href: str) -> str | None:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith("/sparql"):
        return None
    if href.startswith("#"):
        return urldefrag(page_url)[0] + href
    return href if href.startswith("/") else posixpath.join(posixpath.dirname(page_url), href)


def static_fetch(root: Path):
    def fetch(url: str) -> tuple[int, str]:
        file = root / unquote(urlsplit(url).path)
        if not file.is_file():
            return 404, ""
        return 200, file.read_text(encoding="utf-8")

    return fetch


def static_resolver(page_url: str, href: str) -> str | None:
    parts = urlsplit(href)
    if parts.scheme or parts.netloc or href.startswith("/"):
        assert not href.startswith("/"), f"{page_url}: absolute link {href} in a static page"
        return None
    if href.startswith("#"):
        return page_url + href
    path = posixpath.normpath(posixpath.join(posixpath.dirname(page_url), parts.path))
    assert not path.startswith(".."), f"{page_url}: {href} leads out of the site"
    return path + (f"#{parts.fragment}" if parts.fragment else "")
