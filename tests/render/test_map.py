"""`kgraph map`: what a provenance map draws, that it is self-contained, and that document text
cannot get out of its JSON data block."""

from __future__ import annotations

import datetime as dt
import json
import re

import pytest
from pyoxigraph import NamedNode, Quad

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.errors import NotFound
from kgraph.render.map import (
    EDGE_STYLES,
    build_map,
    csp_hash,
    item_slug,
    render_map,
    safe_url,
    script_json,
)

from .. import mapfixtures
from ..conftest import EXAMPLES
from ..mapfixtures import HOSTILE_DOC, HOSTILE_ITEM, PAYLOADS, inline_scripts, start_tags

hostile_store = mapfixtures.hostile_store  # a shared session fixture

TOKENWEAVE = "2609.00768"


def run(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), *args], catch_exceptions=False)


@pytest.fixture(scope="module")
def tw_map(examples_store):
    with KGraph(examples_store) as kg:
        return kg.map(TOKENWEAVE)


def by_id(data):
    return {n["id"]: n for n in data.nodes}


def page_data(page: str) -> dict:
    found = re.search(r'<script id="kg-data" type="application/json">(.*?)</script>', page, re.S)
    assert found, "no data block"
    return json.loads(found.group(1))


# ---------------------------------------------------------------- what is drawn


def test_neighbourhood_has_every_kind_and_relation(tw_map):
    kinds = {n["kind"] for n in tw_map.nodes}
    assert {"brief", "living", "paper_card", "paper", "work", "section", "claim", "source", "instance"} <= kinds
    rels = {e["rel"] for e in tw_map.edges}
    assert {"cites", "anchoredIn", "contradicts", "wasDerivedFrom", "references", "about", "document"} <= rels
    assert tw_map.node_count == len(tw_map.nodes) and tw_map.edge_count == len(tw_map.edges)


def test_start_node_is_the_item_with_ids_opaque(tw_map):
    nodes = by_id(tw_map)
    assert all(re.fullmatch(r"n\d+", i) for i in nodes)
    assert all(re.fullmatch(r"e\d+", e["id"]) for e in tw_map.edges)
    start = nodes[tw_map.start]
    assert start["kind"] == "paper" and TOKENWEAVE in start["label"] and "TokenWeave" in start["label"]
    assert tw_map.item == TOKENWEAVE and tw_map.slug == TOKENWEAVE
    assert "TokenWeave" in tw_map.title and "as of 2026-09-08" in tw_map.title
    for e in tw_map.edges:
        assert e["from"] in nodes and e["to"] in nodes
        assert e["label"] == e["rel"]


def test_tooltip_fields_document_date_line_quote(tw_map):
    start = by_id(tw_map)[tw_map.start]
    tip = dict((k, v) for k, v in start["tip"])
    assert {"document", "date", "line", "quote", "mentioned"} <= set(tip)
    assert tip["date"] == "2026-08-31" and tip["document"].startswith("inbox/jay/")
    assert "https://arxiv.org/abs/2609.00768" in start["links"]
    cites = [e for e in tw_map.edges if e["rel"] == "cites" and e["to"] == tw_map.start]
    assert cites and all(any(k == "document" for k, _ in e["tip"]) for e in cites)


def test_edge_styles_contradicts_red_dashed_anchored_green(tw_map):
    contra = [e for e in tw_map.edges if e["rel"] == "contradicts"]
    anchored = [e for e in tw_map.edges if e["rel"] == "anchoredIn"]
    assert contra and anchored
    for e in contra:
        assert e["color"]["color"] == EDGE_STYLES["contradicts"]["color"] == "#d62728" and e["dashes"]
        assert any(k == "kind" for k, _ in e["tip"])
    for e in anchored:
        assert e["color"]["color"] == "#2e9e3e" and not e.get("dashes")


def test_node_size_grows_with_mentions(tw_map):
    dots = [n for n in tw_map.nodes if n["kind"] in ("paper", "work")]
    start = by_id(tw_map)[tw_map.start]
    assert start["count"] == max(n["count"] for n in dots) > 10
    small = min(dots, key=lambda n: n["count"])
    assert start["size"] > small["size"]
    for a in dots:
        for b in dots:
            if a["count"] > b["count"]:
                assert a["size"] >= b["size"]


def test_lineage_links_point_upstream(tw_map):
    nodes = by_id(tw_map)
    ups = {u[0] for u in tw_map.up[tw_map.start]}
    citing = {e["from"] for e in tw_map.edges if e["rel"] == "cites" and e["to"] == tw_map.start}
    assert citing <= ups
    assert {nodes[u]["kind"] for u in ups} <= {"brief", "living", "paper_card", "inbox_note", "source", "section"}


def test_depth_widens_the_neighbourhood(examples_store):
    with KGraph(examples_store) as kg:
        zero, one, two = (kg.map(TOKENWEAVE, depth=d) for d in (0, 1, 2))
    assert zero.node_count == 1 and zero.edge_count == 0
    assert one.node_count < two.node_count
    heads = lambda m: {n["head"] for n in m.nodes}  # noqa: E731
    assert heads(one) <= heads(two)
    assert {n["kind"] for n in one.nodes} >= {"brief", "claim", "section"}


def test_whole_graph_and_node_limit(examples_store):
    with KGraph(examples_store) as kg:
        whole = kg.map(None)
        small = kg.map(None, limit=25)
    assert whole.node_count > 150 and not whole.omitted and "whole graph" in whole.title
    assert small.node_count == 25
    assert sum(small.omitted.values()) == whole.node_count - 25 == small.total_nodes - 25
    # the kept part is the most connected one
    degree = {}
    for e in whole.edges:
        degree[e["from"]] = degree.get(e["from"], 0) + 1
        degree[e["to"]] = degree.get(e["to"], 0) + 1
    heads = {n["id"]: n["head"] for n in whole.nodes}
    top = sorted(degree.values(), reverse=True)
    kept_degrees = sorted((degree[i] for i, h in heads.items() if h in {n["head"] for n in small.nodes}), reverse=True)
    assert kept_degrees[:5] == top[:5]
    page = small.html
    assert "left out" in page and "kgraph map ITEM" in page and str(whole.node_count) in page


def test_item_limit_keeps_the_item_and_suggests_depth(examples_store):
    with KGraph(examples_store) as kg:
        data = kg.map(TOKENWEAVE, limit=10)
    assert data.node_count == 10 and data.start == "n1"
    assert "--depth 1" in data.notice


def test_as_of_draws_the_state_on_that_date(examples_store):
    with KGraph(examples_store) as kg:
        early = kg.map(TOKENWEAVE, as_of=dt.date(2026, 9, 1))
        late = kg.map(TOKENWEAVE)
        with pytest.raises(NotFound):
            kg.map(TOKENWEAVE, as_of=dt.date(2026, 8, 30))
        with pytest.raises(NotFound):
            kg.map(None, as_of=dt.date(2020, 1, 1))
    assert "as of 2026-09-01" in early.title
    dates = [v for n in early.nodes for k, v in n["tip"] if k == "date" and re.fullmatch(r"\d{4}-\d\d-\d\d", v)]
    assert dates and max(dates) <= "2026-09-01"
    assert early.node_count < late.node_count
    paths = {v for n in early.nodes for k, v in n["tip"] if k == "document"}
    assert not any("2026-09-0" + d in p for p in paths for d in "2345")


def test_document_and_claim_can_be_mapped(examples_store):
    with KGraph(examples_store) as kg:
        doc = kg.map("inbox/tom/2026-09-02-inference-e1prep.md", depth=1)
        claim_id = kg.why(TOKENWEAVE)["claims"][0]["id"]
        claim = kg.map(claim_id, depth=1)
    start = by_id(doc)[doc.start]
    assert start["kind"] == "brief" and doc.item == "inbox/tom/2026-09-02-inference-e1prep.md"
    assert {"claim", "paper", "instance"} <= {n["kind"] for n in doc.nodes}
    assert by_id(claim)[claim.start]["kind"] == "claim" and claim.item == claim_id


def test_stored_contradicts_between_claims(tmp_path):
    kg = KGraph(memory=True)
    kg.ingest([EXAMPLES])
    claims = kg.why(TOKENWEAVE)["claims"]
    a, b = claims[0], claims[-1]
    graph = NamedNode(V.doc_iri(a["document"]))
    kg.store.store.add(
        Quad(NamedNode(V.claim_iri(a["id"])), NamedNode(V.KG + "contradicts"), NamedNode(V.claim_iri(b["id"])), graph)
    )
    data = build_map(kg.store, TOKENWEAVE, contradictions=False)
    nodes = by_id(data)
    contra = [e for e in data.edges if e["rel"] == "contradicts"]
    assert len(contra) == 1
    assert nodes[contra[0]["from"]]["kind"] == nodes[contra[0]["to"]]["kind"] == "claim"


# ---------------------------------------------------------------- self-contained and safe


def test_page_is_self_contained_with_strict_csp(tw_map):
    page = tw_map.html
    assert "<link" not in page.lower()
    assert not re.search(r"<script[^>]*\ssrc=", page, re.I)
    assert not re.search(r"""(?:src|href)\s*=\s*["']?\s*(?:https?:)?//""", page, re.I)
    assert "cdnjs" not in page.lower() and "jsdelivr" not in page.lower()
    assert "bootstrap" not in page.lower() and "tom-select" not in page.lower()
    csp = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    assert "default-src &#x27;none&#x27;" in csp
    scripts = inline_scripts(page)
    assert len(scripts) == 2  # vis-network and kgraph's map.js
    for body in scripts:
        assert csp_hash(body).replace("'", "&#x27;") in csp
    assert page_data(page)["start"] == tw_map.start


def test_render_map_returns_the_page(examples_store):
    from kgraph.store.local import GraphStore

    with GraphStore(examples_store) as store:
        page = render_map(store, "2606.01927", depth=1)
    assert page.startswith("<!DOCTYPE html>") and "Albireo" in page


def test_hostile_document_stays_text(hostile_store):
    with KGraph(hostile_store) as kg:
        item = kg.map(HOSTILE_ITEM)
        whole = kg.map(None)
        doc = kg.map(HOSTILE_DOC, depth=1)
    for data in (item, whole, doc):
        page = data.html
        for payload in PAYLOADS:
            assert payload not in page
        tags = start_tags(page)
        assert [t for t, _ in tags if t == "script"] == ["script"] * 3  # data block + two scripts of ours
        assert not [t for t, _ in tags if t in ("img", "iframe", "object", "embed", "a", "link", "form")]
        for _, attrs in tags:
            assert not any(k.startswith("on") for k in attrs)
            assert not any("javascript:" in (v or "").lower() for v in attrs.values())
        for n in data.nodes:
            for link in n["links"]:
                assert link.startswith(("http://", "https://")), link
        # the text is all there, as data
        text = json.dumps(page_data(page), ensure_ascii=False)
        assert "<script>window.__pwned=1</script>" in text
    # the payload is no name now (markup is never a name, issue 21): the title holds none of it raw
    assert "<script>" not in item.html.split("<h1", 1)[1].split("</h1>")[0]
    tips = [v for n in item.nodes for _, v in n["tip"]]
    assert any(PAYLOADS[1] in v for v in tips)


def test_script_json_cannot_close_its_element():
    text = script_json({"a": "</script><script>alert(1)</script>", "b": "<!-- x -->", "c": "\u2028 & >"})
    assert "<" not in text and ">" not in text and "&" not in text and "\u2028" not in text
    assert json.loads(text)["a"] == "</script><script>alert(1)</script>"


@pytest.mark.parametrize(
    "url,ok",
    [
        ("https://arxiv.org/abs/2609.00768", True),
        ("http://example.org/x?y=1", True),
        ("javascript:alert(1)", False),
        ("JaVaScRiPt:alert(1)", False),
        (" javascript:alert(1)", False),
        ("data:text/html,<script>alert(1)</script>", False),
        ("//evil.example/x", False),
        ('https://a.example/x"onmouseover=alert(1)', False),
        ("vbscript:msgbox(1)", False),
        ("https:/no-host", False),
        (None, False),
    ],
)
def test_safe_url_allows_only_http(url, ok):
    assert (safe_url(url) is not None) is ok


def test_item_slug_is_file_name_safe():
    assert item_slug("2608.14376") == "2608.14376"
    for text in ("FlashAttention-4", "../../etc/passwd", "a b/c", "推理引擎", "<script>"):
        slug = item_slug(text)
        assert re.fullmatch(r"[a-z0-9._-]+", slug) and not slug.startswith("."), slug
    assert item_slug("FlashAttention-4") == item_slug("flashattention-4")  # case-insensitive file systems


# ---------------------------------------------------------------- the command


def test_cli_map_writes_the_file(runner, examples_store, tmp_path):
    out = tmp_path / "tw.html"
    result = run(runner, examples_store, "map", "TokenWeave", "--depth", "1", "-o", str(out))
    assert result.exit_code == 0, result.output
    assert f"wrote {out}" in result.output and "nodes" in result.output
    page = out.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "TokenWeave" in page
    assert not list(tmp_path.glob(".*.tmp"))


def test_cli_map_default_name_all_and_stdout(runner, examples_store, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run(runner, examples_store, "map", TOKENWEAVE)
    assert result.exit_code == 0 and (tmp_path / f"map-{TOKENWEAVE}.html").is_file()
    result = run(runner, examples_store, "map", "--all", "--limit", "20", "--as-of", "2026-09-03")
    assert result.exit_code == 0 and "left out" in result.output
    assert "as of 2026-09-03" in (tmp_path / "map-all.html").read_text(encoding="utf-8")
    result = run(runner, examples_store, "map", "2606.01927", "--depth", "1", "-o", "-")
    assert result.exit_code == 0 and result.output.startswith("<!DOCTYPE html>")


def test_cli_map_errors(runner, examples_store):
    assert run(runner, examples_store, "map").exit_code == 2
    assert run(runner, examples_store, "map", TOKENWEAVE, "--all").exit_code == 2
    assert run(runner, examples_store, "map", TOKENWEAVE, "--as-of", "nope").exit_code == 2
    result = run(runner, examples_store, "map", "NoSuchPaperAnywhere")
    assert result.exit_code == 1 and "not in the store" in result.output
    result = run(runner, examples_store, "map", TOKENWEAVE, "--as-of", "2026-08-01")
    assert result.exit_code == 1


def test_cli_map_without_detected_conflicts(runner, examples_store, tmp_path):
    out = tmp_path / "quiet.html"
    result = run(runner, examples_store, "map", TOKENWEAVE, "--no-conflicts", "-o", str(out))
    assert result.exit_code == 0, result.output
    rels = {e["rel"] for e in page_data(out.read_text(encoding="utf-8"))["edges"]}
    assert "contradicts" not in rels and "cites" in rels
