"""The site's renderers as functions: store (or data) in, HTML out."""

from __future__ import annotations

import re

import pytest

from kgraph.render.site import Links, with_nav
from kgraph.render.site.document import document_data, render_document
from kgraph.render.site.item import item_data, render_item
from kgraph.render.site.links import doc_file
from kgraph.render.site.lists import documents_data, render_documents, render_works, works_data
from kgraph.render.site.register import filter_entries, render_register

from .. import mapfixtures
from ..sitecrawl import parse, validate

hostile_store = mapfixtures.hostile_store


def test_static_links_are_relative_to_the_page():
    here = Links("doc/inbox/tom/a.md.html")
    assert here.item("2606.01927") == "../../../item/2606.01927.html"
    assert here.doc("inbox/tom/b.md", 21) == "b.md.html#L21"
    assert here.register("C-1") == "../../../register.html#C-1"
    assert here.register(severity="high") == "../../../register-severity-high.html"
    assert Links().register(severity="high", kind="to-verify") == "/contradictions?kind=to-verify&severity=high"
    assert Links().doc("inbox/a b.md", 3) == "/doc/inbox/a%20b.md#L3"


@pytest.mark.parametrize("path", ["../../etc/passwd", "a/./b.md", "a/.hidden", "a/<x>.md", "a/b\\c.md"])
def test_static_file_names_stay_inside_and_apart(path):
    name = doc_file(path)
    parts = name.split("/")
    assert ".." not in parts and "." not in parts and all(p and not p.startswith(".") for p in parts)
    assert re.fullmatch(r"[A-Za-z0-9._~@+=/-]+", name)
    assert doc_file(path) != doc_file(path + "x")


def test_document_page_marks_what_each_line_gave(kg_examples):
    path = "inbox/tom/2026-09-02-inference-e1prep.md"
    data = document_data(kg_examples.store, path)
    html = render_document(data, Links(), kg_examples.contradictions())
    validate(html, path)
    lines = data["text"].rstrip("\n").split("\n")
    items = re.findall(r'<li id="L(\d+)"', html)
    assert len(items) == len(lines)
    for m in data["mentions"]:  # every mention's line links to the item it names
        li = re.search(rf'<li id="L{m["line"]}".*?</li>', html, re.S).group(0)
        assert "/item/" in li
    loose = {r.line for r in data["coverage"].values() if r.unattached}
    flagged = {int(n) for n in re.findall(r'<li id="L(\d+)" class="loose"', html)}
    assert flagged == loose
    for e in kg_examples.contradictions():  # findings at the top, each linked to the register
        if any(ev["document"] == path for ev in e["evidence"]):
            assert f'href="/contradictions#{e["id"]}"' in html


def test_item_page_of_a_claim_links_its_chain(kg_examples):
    claim = kg_examples.claims("2609.00768")["claims"][0]
    html = render_item(item_data(kg_examples.store, claim["id"]), Links(), [])
    validate(html, claim["id"])
    assert f'href="/doc/{claim["document"]}#L{claim["line"]}"' in html
    assert 'href="/item/2609.00768"' in html


def test_register_filters(kg_examples):
    entries = kg_examples.contradictions()
    assert {e["severity"] for e in filter_entries(entries, {"severity": "low"})} == {"low"}
    ranged = filter_entries(entries, {"from": "2026-09-04", "to": "2026-09-04"})
    assert ranged and all(e["first_seen"] <= "2026-09-04" <= (e["last_seen"] or e["first_seen"]) for e in ranged)
    html = render_register(entries, Links(), {"kind": "to-verify"})
    validate(html, "register")
    assert len(re.findall(r'<tr id="C-', html)) == sum(e["kind"] == "to-verify" for e in entries)
    static = render_register(entries, Links("register.html"), {})
    assert "<form" not in static.split("<main>")[1] and 'href="register-severity-high.html"' in static


def test_lists_paginate(kg_examples):
    works = works_data(kg_examples.store)
    from kgraph.render.site import layout

    rows, pager = layout.paginate(works, 2, lambda n: f"/works?page={n}", size=10)
    assert rows == works[10:20] and 'href="/works?page=1"' in pager and "<b>2</b>" in pager
    html = render_works(works, Links())
    assert len(re.findall(r'<a href="/item/', html)) == len(works)
    docs = render_documents(documents_data(kg_examples.store), Links(), {"instance": "spark"})
    assert set(re.findall(r'href="/doc/inbox/(\w+)/', docs)) == {"spark"}


def test_with_nav_puts_the_bar_first_in_the_body():
    page = "<!DOCTYPE html><html><head><title>t</title></head><body class=x><p>hi</p></body></html>"
    out = with_nav(page, Links())
    assert re.search(r'<body class=x><nav class="site"', out)
    assert parse(out).hrefs[0] == "/"


def test_hostile_text_is_escaped_everywhere(hostile_store):
    from kgraph.api import KGraph

    from ..mapfixtures import HOSTILE_DOC, HOSTILE_ITEM, PAYLOADS

    with KGraph(hostile_store) as kg:
        entries = kg.contradictions()
        pages = [
            render_document(document_data(kg.store, HOSTILE_DOC), Links(), entries),
            render_item(item_data(kg.store, HOSTILE_ITEM), Links(), entries),
            render_register(entries, Links(), {}),
        ]
    for html in pages:
        validate(html, "hostile")
        assert "<script" not in html and not any(p in html for p in PAYLOADS)
    assert "&lt;script&gt;" in pages[0] and "&lt;script&gt;" in pages[1]  # shown, as text


def test_a_document_stored_without_its_text_says_how_to_get_it(kg_examples):
    data = document_data(kg_examples.store, "organized/knowledge/inference.md")
    data["text"], data["coverage"] = None, None  # as in a store made before kg:sourceText
    html = render_document(data, Links(), [])
    validate(html, "no text")
    assert "--force" in html and '<li id="L1"' not in html
