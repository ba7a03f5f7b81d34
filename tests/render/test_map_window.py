"""Issue 24's maps in headless Chromium: the open legend hides no node, the map fits the window
on load (the paper not cut off at the right edge), a crowded date axis stays legible."""

from __future__ import annotations

import pytest

from . import test_browser
from .test_browser import Tab, write_map

browser = test_browser.browser  # the shared fixture (headless Chromium)

pytestmark = pytest.mark.browser

NODES_ON_SCREEN = """() => {
    const r = document.getElementById('kg-map').getBoundingClientRect();
    const pos = network.getPositions();
    return Object.keys(pos).map((id) => {
        const p = network.canvasToDOM(pos[id]);
        const box = network.getBoundingBox(id);
        const a = network.canvasToDOM({x: box.left, y: box.top}), b = network.canvasToDOM({x: box.right, y: box.bottom});
        return {id, left: r.left + a.x, right: r.left + b.x, top: r.top + a.y, bottom: r.top + b.y};
    });
}"""


def _rect(tab, selector):
    return tab.page.evaluate(
        f"() => {{ const r = document.querySelector('{selector}').getBoundingClientRect(); "
        "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; }"
    )


@pytest.mark.parametrize("size", [(1280, 860), (1600, 900), (900, 700)])
def test_the_map_fits_the_window_and_the_open_legend_hides_no_node(browser, examples_store, tmp_path, size):
    data, page = write_map(examples_store, tmp_path, "2606.01927", depth=2)
    tab = Tab(browser, *size)
    try:
        tab.open(page)
        assert tab.page.evaluate("() => document.getElementById('kg-legend').open") is True
        legend, area = _rect(tab, "#kg-legend"), _rect(tab, "#kg-map")
        nodes = tab.page.evaluate(NODES_ON_SCREEN)
        assert len(nodes) == data.node_count
        for n in nodes:  # every node whole inside the map, none under the legend
            assert area["left"] - 1 <= n["left"] and n["right"] <= area["right"] + 1, n
            assert area["top"] - 1 <= n["top"] and n["bottom"] <= area["bottom"] + 1, n
            assert n["bottom"] <= legend["top"] + 1 or n["top"] >= legend["bottom"] - 1, n
        paper = next(n for n in nodes if n["id"] == data.start)
        assert paper["right"] <= area["right"]  # the paper itself, at the right end of the time axis
    finally:
        tab.close()


def test_the_map_fits_again_when_the_window_changes(browser, examples_store, tmp_path):
    data, page = write_map(examples_store, tmp_path, "2606.01927", depth=2)
    tab = Tab(browser, 1600, 900)
    try:
        tab.open(page)
        tab.page.set_viewport_size({"width": 800, "height": 700})
        tab.page.wait_for_timeout(400)
        area = _rect(tab, "#kg-map")
        for n in tab.page.evaluate(NODES_ON_SCREEN):
            assert area["left"] - 1 <= n["left"] and n["right"] <= area["right"] + 1, n
    finally:
        tab.close()


def test_a_crowded_date_axis_keeps_its_dates_apart(browser, examples_store, tmp_path):
    data, page = write_map(examples_store, tmp_path, "2606.01927", depth=3)
    assert len(data.axis) >= 5
    tab = Tab(browser, 700, 700)  # narrow: the columns crowd together once the map is fitted
    try:
        tab.open(page)
        tab.page.wait_for_timeout(200)
        shown = tab.page.evaluate("() => window.kgraphMap.axisShown")
        assert shown, "no date drawn"
        for a, b in zip(shown, shown[1:], strict=False):
            assert a["right"] < b["left"], (a, b)  # no two dates overlap on screen
        tab.page.evaluate("() => network.moveTo({scale: network.getScale() * 4, animation: false})")
        tab.page.wait_for_timeout(200)
        zoomed = tab.page.evaluate("() => window.kgraphMap.axisShown")
        assert len(zoomed) >= len(shown)
    finally:
        tab.close()
