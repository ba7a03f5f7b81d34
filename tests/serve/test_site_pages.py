"""The provenance site as `kgraph serve` answers it: every page valid HTML, no broken internal
link, every citation a link to its line, filtered register URLs, the navigation bar everywhere."""

from __future__ import annotations

import re

import pytest
from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.query.named import rows
from kgraph.serve.app import App

from .. import mapfixtures
from ..sitecrawl import crawl, served_resolver, validate

hostile_store = mapfixtures.hostile_store  # a shared session fixture


@pytest.fixture(scope="module")
def app(examples_store):
    a = App(examples_store)
    yield a
    a.close()


def get(app, target):
    r = app.handle("GET", target, {"host": "127.0.0.1"})
    return r.status, r.body.decode("utf-8"), r.headers


def fetch(app):
    def f(url):
        status, body, _ = get(app, url)
        return status, body

    return f


def test_crawl_the_served_site_finds_no_broken_link(app):
    """From the home page, every internal link answers 200 with valid HTML and holds its anchor;
    maps are checked once (they are big), not crawled for each item."""
    seen_maps = []

    def skip(url):
        if url.startswith("/map/"):
            seen_maps.append(url)
            return len(seen_maps) > 1
        return False

    pages = crawl(fetch(app), "/", served_resolver, skip=skip)
    kinds = {re.match(r"/(\w*)", u).group(1) for u in pages}
    assert {"", "doc", "item", "contradictions", "documents", "works", "instances", "new", "impact"} <= kinds
    with KGraph(app.location) as kg:
        docs = {d["path"] for d in rows(kg.store, "documents")}
    assert len([u for u in pages if u.startswith("/doc/")]) == len(docs)


def test_every_page_has_the_navigation_bar_and_search_box(app):
    for target in (
        "/",
        "/doc/organized/knowledge/inference.md",
        "/item/2606.01927",
        "/contradictions",
        "/new/",
        "/map/2606.01927",
        "/impact/2606.01927",
        "/documents",
        "/works",
        "/instances",
        "/item/nothing",
    ):
        status, body, _ = get(app, target)
        assert status in (200, 404), target
        assert '<nav class="site"' in body, target
        assert 'action="/search"' in body and 'name="q"' in body, target
        for name in ("documents", "works", "instances"):
            assert f'href="/{name}"' in body, (target, name)
        assert 'href="/contradictions"' in body, target


def test_item_page_links_every_mention_to_its_line(app, kg_examples):
    data = kg_examples.why("2608.14376")
    status, body, headers = get(app, "/item/2608.14376")
    assert status == 200 and "script-src" not in headers["Content-Security-Policy"]
    for m in data["mentions"]:
        assert f'href="/doc/{m["document"]}#L{m["line"]}"' in body
    entries = [e for e in kg_examples.contradictions() if "2608.14376" in e["items"]]
    assert entries
    for e in entries:
        assert f'href="/contradictions#{e["id"]}"' in body


def test_document_page_has_an_anchor_per_line_and_links_its_items(app, kg_examples):
    path = "inbox/tom/2026-09-01-inference-e1prep.md"
    status, body, _ = get(app, "/doc/" + path)
    assert status == 200
    (row,) = rows(kg_examples.store, "document-text", doc=NamedNode(V.doc_iri(path)))
    n_lines = len(row["text"].rstrip("\n").split("\n"))
    ids = re.findall(r'<li id="L(\d+)"', body)
    assert [int(i) for i in ids] == list(range(1, n_lines + 1))
    for item in ("2609.00768", "2609.01234"):
        assert f'href="/item/{item}"' in body
    assert 'href="/new/inbox/tom/2026-09-01-inference-e1prep.md"' in body


def test_filtered_register_url_shows_only_the_filtered_rows(app, kg_examples):
    entries = kg_examples.contradictions()
    for query, keep in (
        ("severity=high", lambda e: e["severity"] == "high"),
        ("kind=to-verify", lambda e: e["kind"] == "to-verify"),
        ("status=open&severity=medium", lambda e: e["status"] == "open" and e["severity"] == "medium"),
        ("item=CoRun", lambda e: "2608.14376" in e["items"]),
        ("from=2026-09-05", lambda e: (e["last_seen"] or e["first_seen"] or "") >= "2026-09-05"),
    ):
        status, body, _ = get(app, "/contradictions?" + query)
        assert status == 200
        shown = set(re.findall(r'<tr id="(C-[0-9a-f]+)"', body))
        expected = {e["id"] for e in entries if keep(e)}
        assert shown == expected and expected, query


def test_register_pages_beyond_the_page_size(app, monkeypatch):
    from kgraph.render.site import layout

    monkeypatch.setattr(layout, "PAGE_SIZE", 5)
    import kgraph.render.site.register as register

    monkeypatch.setattr(register, "paginate", lambda items, page, url: layout.paginate(items, page, url, 5))
    _, first, _ = get(app, "/contradictions")
    _, second, _ = get(app, "/contradictions?page=2")
    a = re.findall(r'<tr id="(C-[0-9a-f]+)"', first)
    b = re.findall(r'<tr id="(C-[0-9a-f]+)"', second)
    assert len(a) == 5 and len(b) == 5 and not set(a) & set(b)
    assert 'href="/contradictions?page=2"' in first


def test_search_finds_items_and_documents(app):
    r = app.handle("GET", "/search?q=FA-4", {"host": "127.0.0.1"})
    assert r.status == 303 and r.headers["Location"] == "/item/flashattention-4"
    r = app.handle("GET", "/search?q=2026-09-01-inference-e1prep.md", {"host": "127.0.0.1"})
    assert r.status == 303 and r.headers["Location"] == "/doc/inbox/tom/2026-09-01-inference-e1prep.md"
    status, body, _ = get(app, "/search?q=2606.01928")
    assert status == 404 and 'href="/item/2606.01927"' in body


def test_unknown_pages_say_so(app):
    for target in ("/doc/no/such.md", "/item/no-such-thing"):
        status, body, _ = get(app, target)
        assert status == 404 and "Not found" in body
        validate(body, target)
    status, body, _ = get(app, "/item/2606.01927?as_of=yesterday")
    assert status == 400


def test_hostile_document_is_escaped_on_its_page(hostile_store):
    from ..mapfixtures import HOSTILE_DOC, HOSTILE_ITEM, PAYLOADS

    a = App(hostile_store)
    try:
        for target in ("/doc/" + HOSTILE_DOC, "/item/" + HOSTILE_ITEM, "/contradictions", "/works", "/documents"):
            status, body, _ = get(a, target)
            assert status == 200, target
            validate(body, target)
            for payload in PAYLOADS:
                assert payload not in body, target
    finally:
        a.close()
