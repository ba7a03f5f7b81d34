"""The provenance site in headless Chromium: from a register entry to the quoted line (the
`:target`, visibly highlighted), from the line to the item, from the item to every document
that mentions it; a filtered register URL; the same walk on the static site from file://.

Screenshots of a document page and an item page go to tmp, or to docs/site-document.png and
docs/site-item.png with KGRAPH_UPDATE_SCREENSHOTS=1 (how the README's pictures are made)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from kgraph.api import KGraph
from kgraph.render.site.static import write_site

from ..conftest import ROOT
from ..serve.test_serve import Server
from .test_browser import browser  # noqa: F401 - the shared Chromium fixture

pytestmark = pytest.mark.browser

HIGHLIGHT = "rgb(255, 242, 168)"  # --hi in kgraph.render.site.layout
ENTRY_KIND = "new-but-anchored"


@pytest.fixture(scope="module")
def served(examples_store):
    srv = Server(examples_store, timeout=10)
    yield srv
    srv.close()


@pytest.fixture(scope="module")
def static_site(examples_store, tmp_path_factory):
    folder = tmp_path_factory.mktemp("static") / "public"
    with KGraph(examples_store) as kg:
        write_site(kg.store, folder, kg.contradictions(), kg.instances())
    return folder


@pytest.fixture
def page(browser):  # noqa: F811
    context = browser.new_context(viewport={"width": 1280, "height": 860})
    p = context.new_page()
    p.requests = []
    p.errors = []
    p.on("request", lambda r: p.requests.append(r.url))
    p.on("pageerror", lambda e: p.errors.append(str(e)))
    p.on("console", lambda m: p.errors.append(m.text) if m.type == "error" else None)
    yield p
    context.close()


def shots_dir(tmp_path: Path) -> Path:
    return ROOT / "docs" if os.environ.get("KGRAPH_UPDATE_SCREENSHOTS") == "1" else tmp_path


def walk(page, register_url: str, shots: Path | None = None) -> None:
    """The reviewer's walk, from the register to a line, to its item, to every mentioning document."""
    page.goto(register_url)
    row = page.locator(f"tr.entry:has-text('{ENTRY_KIND}')").first
    entry_id = row.get_attribute("id")
    link = row.locator("a.cite").first
    cited = link.inner_text()
    document, line = cited.rsplit(":", 1)
    link.click()
    page.wait_for_load_state()
    assert page.evaluate("() => location.hash") == f"#L{line}", entry_id
    target = page.locator(":target")
    assert target.get_attribute("id") == f"L{line}"
    assert target.evaluate("e => getComputedStyle(e).backgroundColor") == HIGHLIGHT
    # scrolled to: its top in the viewport (anchor scrolling rounds to a device pixel: -0.09 px is at the top)
    assert target.is_visible() and target.evaluate("e => e.getBoundingClientRect().top >= -1")
    assert document in page.locator("h1").inner_text()
    if shots:  # the highlighted line in the middle, lines around it
        target.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.screenshot(path=str(shots / "site-document.png"))
    item_link = target.locator("a[href*='item/']").first
    item = item_link.inner_text()
    item_link.click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() in (item, item_link_target(page))
    if shots:
        page.screenshot(path=str(shots / "site-item.png"))
    mentions = page.locator("#mentions + table a.cite")
    cites = [(mentions.nth(i).inner_text(), mentions.nth(i).get_attribute("href")) for i in range(mentions.count())]
    assert cites, "an item page lists its mentions"
    item_url = page.url
    documents = {}
    for text, href in cites:
        documents.setdefault(text.rsplit(":", 1)[0], (text, href))
    for doc, (text, href) in documents.items():
        page.locator(f"#mentions + table a.cite[href='{href}']").first.click()
        page.wait_for_load_state()
        line = text.rsplit(":", 1)[1]
        assert page.locator(":target").get_attribute("id") == f"L{line}", text
        assert doc in page.locator("h1").inner_text()
        page.goto(item_url)


def item_link_target(page) -> str:
    return page.locator("h1").inner_text()


def test_served_register_to_line_to_item_to_documents(page, served, tmp_path):
    walk(page, served.base + "/contradictions", shots_dir(tmp_path))
    assert page.errors == []
    assert all(u.startswith(served.base) for u in page.requests), "nothing loaded from elsewhere"
    shots = shots_dir(tmp_path)
    for name in ("site-document.png", "site-item.png"):
        assert (shots / name).stat().st_size > 20_000


def test_served_filtered_register_url_and_form(page, served, kg_examples):
    entries = kg_examples.contradictions()
    page.goto(served.base + "/contradictions?severity=high&status=open")
    shown = page.locator("tr.entry")
    expected = {e["id"] for e in entries if e["severity"] == "high" and e["status"] == "open"}
    assert {shown.nth(i).get_attribute("id") for i in range(shown.count())} == expected
    page.select_option("select[name=kind]", "to-verify")
    page.locator("form.filters button").click()
    page.wait_for_load_state()
    assert re.search(r"kind=to-verify", page.url)
    expected = {
        e["id"] for e in entries if e["severity"] == "high" and e["status"] == "open" and e["kind"] == "to-verify"
    }
    shown = page.locator("tr.entry")
    assert {shown.nth(i).get_attribute("id") for i in range(shown.count())} == expected


def test_served_search_box_finds_an_item(page, served):
    page.goto(served.base + "/documents")
    page.fill("nav.site input[name=q]", "FA-4")
    page.locator("nav.site button").click()
    page.wait_for_load_state()
    assert page.url.endswith("/item/flashattention-4") and page.locator("h1").inner_text() == "flashattention-4"


def test_static_site_from_file_works_the_same_offline(page, static_site):
    page.route("http://*/**", lambda route: route.abort())
    page.route("https://*/**", lambda route: route.abort())
    start = (static_site / "index.html").as_uri()
    page.goto(start)
    page.locator("nav.site a", has_text="register").click()
    page.wait_for_load_state()
    walk(page, page.url)
    page.goto((static_site / "register-severity-high.html").as_uri())
    rows = page.locator("tr.entry")
    assert rows.count() > 0 and all(
        rows.nth(i).locator("td").nth(1).inner_text() == "high" for i in range(rows.count())
    )
    page.fill("nav.site input[name=q]", "FA-4")
    page.locator("nav.site button").click()
    page.wait_for_load_state()
    assert "works.html" in page.url and page.locator("a", has_text="flashattention-4").count() >= 1
    assert page.errors == []
    assert all(u.startswith("file://") for u in page.requests), [u for u in page.requests if not u.startswith("file")]
