"""HTML report pages: NET-new verdicts and the contradiction register."""

from __future__ import annotations

import datetime as dt
import re

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.render.html import render_contradictions_html, render_new_html

from ..mapfixtures import PAYLOADS, sample_entries, sample_new, start_tags


def run(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), *args], catch_exceptions=False)


def headings(page: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", h).split()[0:2] for h in re.findall(r"<h2>(.*?)</h2>", page)]


def assert_static_and_safe(page: str) -> None:
    tags = start_tags(page)
    names = [t for t, _ in tags]
    assert "script" not in names and "img" not in names and "link" not in names and "iframe" not in names
    for _, attrs in tags:
        assert not any(k.startswith("on") for k in attrs)
        href = attrs.get("href") or ""
        assert not re.match(r"\s*(javascript|data|vbscript):", href, re.I)
        assert not re.match(r"\s*(https?:)?//", href), href
    assert "default-src &#x27;none&#x27;" in page
    assert '<meta name="viewport"' in page and "@media print" in page and "@media (max-width" in page


def test_new_grouped_by_verdict_with_counts():
    page = render_new_html(sample_new())
    assert_static_and_safe(page)
    order = [h[0] for h in headings(page)]
    assert order == ["Anchored", "Seen", "Duplicate", "Unflagged", "Confirmed", "Declared"]
    assert "NET-new check of inbox/tom/2026-09-02-inference-e1prep.md" in page
    assert '<a href="map-2608.14376.html"' in page and '<a href="map-2609.01877.html"' in page
    assert "organized/knowledge/inference.md:14" in page and "§1.3" in page
    assert '<tr class="mismatch">' in page and "<strong>mismatch</strong>" in page
    assert ">2+<" in page  # an approximate declared count
    assert "(+seen-before)" in page
    assert "1 count mismatch" in page


def test_new_escapes_document_text():
    page = render_new_html(sample_new(hostile=True))
    assert_static_and_safe(page)
    for payload in PAYLOADS:
        assert payload not in page
    assert "&lt;script&gt;window.__pwned=1&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=&quot;window.__pwned=1&quot;&gt;" in page
    assert "[x](javascript:window.__pwned=1)" in page  # shown as text, never a link


def test_map_link_pattern_is_a_parameter():
    data = sample_new()
    page = render_new_html(data, map_link="maps/{slug}.html")
    assert '<a href="maps/2608.14376.html"' in page
    assert not re.search(r'<a href="[^#]', render_new_html(data, map_link=None))
    page = render_new_html(data, map_link=lambda item: f"https://maps.example/{item}")
    assert '<a href="https://maps.example/2608.14376"' in page
    page = render_new_html(data, map_link="javascript:alert('{slug}')")
    assert not re.search(r'<a href="[^#]', page) and "alert(" not in page


def test_new_with_no_items():
    page = render_new_html({"document": "inbox/tom/x.md", "date": None, "instance": None, "items": [], "counts": []})
    assert "lists no items" in page and "undated" in page


def test_contradictions_grouped_by_severity_open_first():
    page = render_contradictions_html(sample_entries(), as_of=dt.date(2026, 9, 5))
    assert_static_and_safe(page)
    assert "Contradiction register as of 2026-09-05" in page
    assert [h[0] for h in headings(page)] == ["High", "Medium", "Low"]
    low = page.split('id="s-low"')[1]
    assert low.index("C-low002") < low.index("C-low001")  # open before resolved
    assert "open, 2 days" in page and "resolved 2026-09-02" in page
    assert '<a href="map-2606.01927.html"' in page
    assert 'href="map-flashattention-4' in page
    assert "inbox/tom/2026-09-01-inference-e1prep.md:76" in page
    assert "4 entries · 3 open · 1 resolved" in page


def test_contradictions_escape_and_empty():
    page = render_contradictions_html(sample_entries(hostile=True))
    assert_static_and_safe(page)
    for payload in PAYLOADS:
        assert payload not in page
    assert "&lt;script&gt;" in page
    empty = render_contradictions_html([], as_of="2026-09-01")
    assert "No entries." in empty and "as of 2026-09-01" in empty


def test_real_data_through_the_commands(runner, examples_store, tmp_path):
    out = tmp_path / "contradictions.html"
    result = run(runner, examples_store, "contradictions", "--format", "html", "-o", str(out))
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert_static_and_safe(page)
    with KGraph(examples_store) as kg:
        entries = kg.contradictions()
        assert all(e["id"] in page for e in entries)
    result = run(runner, examples_store, "new", "inbox/tom/2026-09-02-inference-e1prep.md", "--format", "html")
    assert result.exit_code == 0, result.output
    assert_static_and_safe(result.output)
    assert "Anchored before" in result.output and "map-2608.14376.html" in result.output
