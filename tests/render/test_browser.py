"""Maps and report pages in real headless Chromium (Debian's `chromium`, driven by Playwright).

They skip on a machine without Chromium or Playwright, and fail there when CI=true.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from kgraph.api import KGraph
from kgraph.render.html import render_contradictions_html, render_new_html

from .. import mapfixtures
from ..conftest import EXAMPLES
from ..mapfixtures import HOSTILE_DOC, HOSTILE_ITEM, PAYLOADS, sample_entries, sample_new

hostile_store = mapfixtures.hostile_store  # a shared session fixture

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("KGRAPH_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
READY = "() => window.kgraphMap !== undefined && window.kgraphMap.ready === true"


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason}; CI=true, so the browser tests must run")
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("Playwright is not installed (pip install -e '.[test]')")
    if not Path(CHROMIUM).exists():
        _missing(f"Chromium is not at {CHROMIUM} (apt-get install chromium, or set KGRAPH_CHROMIUM)")
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


class Tab:
    """A page that records console errors, page errors and every request it makes."""

    def __init__(self, browser, width: int = 1280, height: int = 860):
        self.context = browser.new_context(viewport={"width": width, "height": height})
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.requests: list[str] = []
        self.page.on(
            "console", lambda m: self.errors.append(f"console.{m.type}: {m.text}") if m.type == "error" else None
        )
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        self.page.on("request", lambda r: self.requests.append(r.url))

    def open(self, file: Path, ready: bool = True) -> None:
        self.url = file.resolve().as_uri()
        self.page.goto(self.url)
        if ready:
            self.page.wait_for_function(READY, timeout=60_000)

    def check_clean(self) -> None:
        assert self.errors == []
        assert self.requests == [self.url], "the page must load nothing but itself"
        assert self.page.evaluate("() => window.__pwned") is None

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def tab(browser):
    t = Tab(browser)
    yield t
    t.close()


def write_map(store: Path, tmp_path: Path, item: str | None, **kw):
    with KGraph(store) as kg:
        data = kg.map(item, **kw)
    out = tmp_path / f"map-{data.slug}.html"
    out.write_text(data.html, encoding="utf-8")
    return data, out


def node_of(data, needle: str) -> str:
    """The opaque id of the first node whose tooltip contains `needle`."""
    for n in data.nodes:
        if any(needle in v for _, v in n["tip"]) or needle in n["head"]:
            return n["id"]
    raise AssertionError(f"no node with {needle!r}")


AIM = """(id) => {
    network.stopSimulation();
    network.focus(id, {scale: 1.4, animation: false});
    const r = document.getElementById('kg-map').getBoundingClientRect();
    const box = network.getBoundingBox(id);
    const centre = network.getPositions([id])[id];
    const points = [centre];
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85])
        for (const fy of [0.5, 0.3, 0.7, 0.15, 0.85])
            points.push({x: box.left + fx * (box.right - box.left), y: box.top + fy * (box.bottom - box.top)});
    for (const c of points) {
        const p = network.canvasToDOM(c);
        if (network.getNodeAt(p) === id) return [r.left + p.x, r.top + p.y];
    }
    const p = network.canvasToDOM(centre);
    return [r.left + p.x, r.top + p.y];
}"""

SETTLED = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

TOOLTIP_SHOWN = (
    "() => { const t = document.querySelector('div.vis-tooltip'); return t && t.style.visibility === 'visible'; }"
)


def hover(tab: Tab, node_id: str) -> str:
    """Move the mouse onto a node and return the tooltip's text."""
    page = tab.page
    page.evaluate("() => { document.getElementById('kg-legend').open = false; }")
    # closing the legend resizes the map, which refits the view a frame later; the layout may
    # still be settling and a neighbour may overlap the node. So: let the refit happen, stop the
    # motion, aim at a point of the node's box where the node itself is on top, and aim again if
    # the view moved under the pointer.
    for attempt in range(4):
        page.evaluate(SETTLED)
        x, y = page.evaluate(AIM, node_id)
        page.mouse.move(x - 40, y - 40)
        page.mouse.move(x, y, steps=6)
        try:
            page.wait_for_function(TOOLTIP_SHOWN, timeout=4_000)
        except Exception:
            if attempt == 3:
                raise
            continue
        return page.evaluate("() => document.querySelector('div.vis-tooltip').innerText")
    raise AssertionError("unreachable")


# ---------------------------------------------------------------- maps


def test_map_loads_and_draws_what_python_drew(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, "2609.00768")
    tab.open(out)
    counts = tab.page.evaluate("() => [network.body.data.nodes.length, network.body.data.edges.length]")
    assert counts == [data.node_count, data.edge_count]
    ids = tab.page.evaluate("() => network.body.data.nodes.getIds()")
    assert sorted(ids) == sorted(n["id"] for n in data.nodes)
    title = tab.page.inner_text("#kg-title")
    # the map is drawn as of the newest example document (dates from the inbox file names)
    newest = max(f.name[:10] for f in (EXAMPLES / "inbox").rglob("*.md"))
    assert "TokenWeave" in title and f"as of {newest}" in title
    assert tab.page.is_visible("#kg-legend")
    tab.check_clean()


def test_item_map_reads_in_time(tab, examples_store, tmp_path):
    """Drawn in Chromium, document nodes' x positions increase with their dates, the date
    axis is drawn, and sources sit before the documents that read them."""
    from kgraph.render.map import DOCUMENT_KINDS

    data, out = write_map(examples_store, tmp_path, "2606.01927")
    assert data.layout == "time"
    tab.open(out)
    drawn = tab.page.evaluate("() => network.getPositions()")
    date = {n["id"]: dict(n["tip"]).get("date") for n in data.nodes}
    docs = sorted(
        (n for n in data.nodes if n["kind"] in DOCUMENT_KINDS and (date[n["id"]] or "").startswith("20")),
        key=lambda n: date[n["id"]],
    )
    assert len({date[n["id"]] for n in docs}) >= 5
    for a, b in zip(docs, docs[1:], strict=False):
        if date[a["id"]] < date[b["id"]]:
            assert drawn[a["id"]]["x"] < drawn[b["id"]]["x"], (a["head"], b["head"])
    kinds = {n["id"]: n["kind"] for n in data.nodes}
    for e in data.edges:
        if e["rel"] == "references" and kinds[e["to"]] == "source":
            assert drawn[e["to"]]["x"] < drawn[e["from"]]["x"]
    axis = tab.page.evaluate("() => window.kgraphMap.axis.map(t => t.label)")
    assert axis == sorted({date[n["id"]] for n in docs})
    # the axis is painted: the canvas above the first document is not blank where a date is written
    first = docs[0]["id"]
    painted = tab.page.evaluate(
        """(id) => {
            const c = document.querySelector('#kg-map canvas');
            const ys = Object.values(network.getPositions()).map(p => p.y);
            const t = window.kgraphMap.axis[0];
            const p = network.canvasToDOM({x: t.x, y: Math.min(...ys) - 60 + 20});
            const ratio = c.width / c.clientWidth;
            const px = c.getContext('2d').getImageData((p.x - 30) * ratio, (p.y - 10) * ratio, 60 * ratio, 14 * ratio).data;
            let dark = 0;
            for (let i = 0; i < px.length; i += 4) if (px[i + 3] > 0 && px[i] < 150) dark++;
            return dark;
        }""",
        first,
    )
    assert painted > 10, "no date label drawn on the axis"
    tab.check_clean()


def test_force_layout_still_lays_out(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, "2606.01927", layout="force")
    tab.open(out)
    assert tab.page.evaluate("() => window.kgraphMap.axis.length") == 0
    assert tab.page.evaluate("() => network.body.data.nodes.length") == data.node_count
    tab.check_clean()


def test_whole_graph_and_limit_notice(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, None, limit=40)
    tab.open(out)
    assert tab.page.evaluate("() => network.body.data.nodes.length") == data.node_count == 40
    assert "left out" in tab.page.inner_text("#kg-notice")
    tab.check_clean()


def test_tooltip_shows_document_date_line_quote(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, "2606.01927", depth=1)
    tab.open(out)
    text = hover(tab, data.start)
    assert "document" in text and "date" in text and "line" in text and "quote" in text
    assert "2606.01927" in text
    tab.check_clean()


def test_click_highlights_lineage(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, "2609.00768")
    tab.open(out)
    citing = {e["from"] for e in data.edges if e["rel"] == "cites" and e["to"] == data.start}
    # folded first: the legend sits below the map, so folding it makes the map taller (and moves nodes)
    tab.page.evaluate("() => { document.getElementById('kg-legend').open = false; }")
    tab.page.wait_for_timeout(100)
    tab.page.evaluate("(id) => network.focus(id, {scale: 1.3, animation: false})", data.start)
    box = tab.page.evaluate(
        """(id) => { const p = network.canvasToDOM(network.getPositions([id])[id]);
                     const r = document.getElementById('kg-map').getBoundingClientRect();
                     return [r.left + p.x, r.top + p.y]; }""",
        data.start,
    )
    tab.page.mouse.click(*box)
    tab.page.wait_for_selector("#kg-details:not([hidden])")
    lit = set(tab.page.evaluate("() => window.kgraphMap.highlighted"))
    assert data.start in lit and citing <= lit
    assert (
        tab.page.evaluate(
            "() => network.body.data.nodes.get(Object.keys(network.body.nodes).find(i => !window.kgraphMap.highlighted.includes(i))).opacity"
        )
        == 0.15
    )
    assert "Lineage" in tab.page.inner_text("#kg-details")
    tab.page.click("#kg-reset")
    assert tab.page.evaluate("() => window.kgraphMap.highlighted.length") == 0
    tab.check_clean()


def test_hostile_document_does_not_run(tab, hostile_store, tmp_path):
    data, out = write_map(hostile_store, tmp_path, HOSTILE_ITEM)
    tab.open(out)
    page = tab.page
    # a name never holds markup (issue 21): the title names the work, and nothing in it ran
    title = page.inner_text("#kg-title")
    assert "EvilServe" in title and "<script" not in title
    # the tooltip shows the quote as text
    quoted = node_of(data, PAYLOADS[1])
    text = hover(tab, quoted)
    assert PAYLOADS[1] in text
    assert page.evaluate("() => document.querySelectorAll('div.vis-tooltip img, div.vis-tooltip script').length") == 0
    # click it, open the details panel, pick it in the find menu
    page.evaluate("(id) => window.kgraphMap.highlight(id)", quoted)
    details = page.inner_text("#kg-details")
    assert PAYLOADS[1] in details or PAYLOADS[0] in details
    page.select_option("#kg-find", quoted)
    options = page.evaluate("() => Array.from(document.querySelectorAll('#kg-find option')).map(o => o.textContent)")
    assert options and page.evaluate("() => document.querySelectorAll('#kg-find option *').length") == 0
    assert page.evaluate("() => document.querySelectorAll('img, iframe, object, embed').length") == 0
    hrefs = page.evaluate("() => Array.from(document.querySelectorAll('a[href]')).map(a => a.href)")
    assert all(h.startswith(("http://", "https://")) for h in hrefs), hrefs
    time.sleep(0.3)
    tab.check_clean()


def test_hostile_whole_graph_and_document_map(browser, hostile_store, tmp_path):
    for item in (None, HOSTILE_DOC):
        t = Tab(browser)
        try:
            data, out = write_map(hostile_store, tmp_path, item)
            t.open(out)
            for node_id in [n["id"] for n in data.nodes][:40]:
                t.page.evaluate("(id) => window.kgraphMap.highlight(id)", node_id)
            assert t.page.evaluate("() => network.body.data.nodes.length") == data.node_count
            t.check_clean()
        finally:
            t.close()


def test_map_prints(tab, examples_store, tmp_path):
    data, out = write_map(examples_store, tmp_path, "2606.01927", depth=1)
    tab.open(out)
    tab.page.emulate_media(media="print")
    assert tab.page.evaluate("() => getComputedStyle(document.querySelector('.kg-tools')).display") == "none"
    assert tab.page.pdf()[:4] == b"%PDF"
    tab.check_clean()


# ---------------------------------------------------------------- report pages


def _report(tab: Tab, tmp_path: Path, name: str, page: str) -> None:
    out = tmp_path / name
    out.write_text(page, encoding="utf-8")
    tab.open(out, ready=False)
    tab.page.wait_for_load_state("load")


@pytest.mark.parametrize("hostile", [False, True])
def test_new_report_renders_and_prints(tab, tmp_path, hostile):
    _report(tab, tmp_path, "new.html", render_new_html(sample_new(hostile)))
    page = tab.page
    assert page.locator("section.group").count() == 6
    assert page.locator("a[href='map-2608.14376.html']").count() == 1
    if hostile:
        assert PAYLOADS[0] in page.inner_text("main")
    # phone: rows become labelled cards
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("() => getComputedStyle(document.querySelector('tbody td')).display") == "block"
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    # print
    page.set_viewport_size({"width": 1280, "height": 860})
    page.emulate_media(media="print")
    assert page.evaluate("() => getComputedStyle(document.querySelector('nav.summary')).display") == "none"
    assert page.evaluate("() => getComputedStyle(document.querySelector('thead')).display") == "table-header-group"
    assert page.pdf()[:4] == b"%PDF"
    tab.check_clean()


def test_contradictions_report_renders_and_prints(tab, tmp_path, examples_store):
    with KGraph(examples_store) as kg:
        entries = kg.contradictions()
    _report(tab, tmp_path, "contradictions.html", render_contradictions_html(entries + sample_entries(True)))
    page = tab.page
    assert [h.split()[0] for h in page.locator("h2").all_inner_texts()] == ["High", "Medium", "Low"]
    assert page.locator("tbody tr").count() == len(entries) + 4
    assert PAYLOADS[1] in page.inner_text("main")
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
    page.emulate_media(media="print")
    assert page.pdf()[:4] == b"%PDF"
    tab.check_clean()
