"""The map of one item reads in time (`kgraph map ITEM`, default `--layout time`): documents
left to right by date under a date axis, sources before the documents that read them, claims
and register entries beside their documents; `--layout force` keeps the force layout.
The same checks in real Chromium are in test_browser.py."""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict

from kgraph.cli import cli
from kgraph.render.map import COLUMN, DOCUMENT_KINDS


def page_data(runner, store, tmp_path, *args):
    out = tmp_path / "map.html"
    result = runner.invoke(cli, ["--store", str(store), "map", *args, "-o", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    found = re.search(r'<script id="kg-data" type="application/json">(.*?)</script>', out.read_text("utf-8"), re.S)
    return json.loads(html.unescape(found.group(1)) if "&quot;" in found.group(1) else found.group(1))


def tip(node, key):
    return next((v for k, v in node["tip"] if k == key), None)


def check_reads_in_time(data):
    """What "reads in time" means, checked on positions: returns the documents' (date, x)."""
    nodes = {n["id"]: n for n in data["nodes"]}
    docs = [n for n in data["nodes"] if n["kind"] in DOCUMENT_KINDS and tip(n, "date") not in (None, "not ingested")]
    assert docs and all("x" in n and "y" in n for n in data["nodes"])
    by_date = sorted(docs, key=lambda n: tip(n, "date"))
    for a, b in zip(by_date, by_date[1:], strict=False):
        if tip(a, "date") < tip(b, "date"):
            assert a["x"] < b["x"], (a["head"], b["head"])
    # the axis: one tick per date, at its documents' x (a document read by another of the same
    # date a little before it), labelled with the date
    ticks = {t["label"]: t["x"] for t in data["axis"]}
    assert {tip(n, "date") for n in docs} == set(ticks)
    assert all(0 <= ticks[tip(n, "date")] - n["x"] < COLUMN / 2 for n in docs)
    assert all(any(ticks[tip(n, "date")] == n["x"] for n in docs if tip(n, "date") == d) for d in ticks)
    # sources upstream of every document that read them; claims and entries beside theirs
    readers = defaultdict(list)
    for e in data["edges"]:
        if e["rel"] == "references" and nodes[e["from"]] in docs:
            readers[e["to"]].append(nodes[e["from"]]["x"])
        if e["rel"] == "document" and nodes[e["from"]]["kind"] in ("claim", "register"):
            doc = nodes[e["to"]]
            assert 0 < nodes[e["from"]]["x"] - doc["x"] < COLUMN / 2, nodes[e["from"]]["head"]
    assert readers, "the map has sources"
    for source, xs in readers.items():
        assert nodes[source]["x"] < min(xs), nodes[source]["head"]
    # the physics is off: the page keeps these positions
    assert data["options"]["physics"] == {"enabled": False}
    return [(tip(n, "date"), n["x"]) for n in docs]


def test_item_map_reads_in_time(runner, examples_store, tmp_path):
    data = page_data(runner, examples_store, tmp_path, "2606.01927")
    dated = check_reads_in_time(data)
    assert len({d for d, _ in dated}) >= 5  # the examples span 2026-08-31 .. 2026-09-05
    start = next(n for n in data["nodes"] if n["id"] == data["start"])
    assert start["x"] > max(x for _, x in dated), "the item itself comes after its last document"
    # its anchorings: the sections it is anchored in are on the axis, not beyond it
    nodes = {n["id"]: n for n in data["nodes"]}
    anchored = [nodes[e["to"]] for e in data["edges"] if e["rel"] == "anchoredIn" and e["from"] == data["start"]]
    assert anchored and all(min(x for _, x in dated) - COLUMN <= s["x"] <= max(x for _, x in dated) for s in anchored)


def test_as_of_and_depth_keep_the_time_layout(runner, examples_store, tmp_path):
    data = page_data(runner, examples_store, tmp_path, "2609.00768", "--as-of", "2026-09-03", "--depth", "1")
    dated = check_reads_in_time(data)
    assert max(d for d, _ in dated) <= "2026-09-03"


def test_force_layout_and_whole_graph(runner, examples_store, tmp_path):
    force = page_data(runner, examples_store, tmp_path, "2606.01927", "--layout", "force")
    assert force["axis"] == [] and force["options"]["physics"]["enabled"] is True
    assert not any("x" in n for n in force["nodes"])
    whole = page_data(runner, examples_store, tmp_path, "--all")
    assert whole["axis"] == [] and whole["options"]["physics"]["enabled"] is True
    timed = page_data(runner, examples_store, tmp_path, "--all", "--layout", "time")
    check_reads_in_time(timed)
    bad = runner.invoke(cli, ["--store", str(examples_store), "map", "2606.01927", "--layout", "circle"])
    assert bad.exit_code == 2 and "circle" in bad.output
