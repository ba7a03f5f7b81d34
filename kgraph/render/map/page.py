"""The self-contained HTML page of a map (vis-network inlined, one CSP, no network)."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgraph.render.map.model import (
    ASSETS,
    EDGE_LEGEND,
    EDGE_STYLES,
    NODE_KINDS,
    _shade,
    csp_hash,
    item_slug,
    script_json,
)


@dataclass
class MapData:
    """What a map draws; `html` renders it."""

    title: str
    subtitle: str
    nodes: list[dict[str, Any]]
    edges: list[dict[str, Any]]
    up: dict[str, list[list[Any]]]
    start: str | None
    item: str | None
    total_nodes: int
    omitted: dict[str, int]
    omitted_edges: int
    notice: str
    options: dict[str, Any]
    node_ids: dict[str, str] = field(default_factory=dict)  # IRI -> opaque id
    layout: str = "force"
    axis: list[dict[str, Any]] = field(default_factory=list)  # the time axis: x and date label

    @property
    def node_count(self) -> int:
        return len(self.nodes)

    @property
    def edge_count(self) -> int:
        return len(self.edges)

    @property
    def slug(self) -> str:
        return item_slug(self.item) if self.item else "all"

    @property
    def html(self) -> str:
        return render_html(self)


# ---------------------------------------------------------------- the page


def _asset(name: str) -> str:
    return (ASSETS / name).read_text(encoding="utf-8")


def _vis_assets() -> tuple[str, str]:
    import pyvis

    lib = Path(pyvis.__file__).parent / "templates" / "lib" / "vis-9.1.2"
    js = (lib / "vis-network.min.js").read_text(encoding="utf-8")
    # Of vis-network.css (220 KB, mostly the configurator and manipulation toolbars, which a
    # map does not use) only the tooltip's rule is needed.
    css = (lib / "vis-network.css").read_text(encoding="utf-8")
    found = re.search(r"div\.vis-tooltip\{[^}]*\}", css)
    tooltip = (
        found.group(0)
        if found
        else "div.vis-tooltip{position:absolute;visibility:hidden;z-index:5;pointer-events:none}"
    )
    return js.replace("</script", "<\\/script"), tooltip


def _swatch(shape: str, colour: str) -> str:
    border = _shade(colour, 0.7)
    shapes = {
        "box": '<rect x="1" y="4" width="16" height="10" rx="2"/>',
        "dot": '<circle cx="9" cy="9" r="7"/>',
        "hexagon": '<polygon points="9,1 16,5 16,13 9,17 2,13 2,5"/>',
        "diamond": '<polygon points="9,1 17,9 9,17 1,9"/>',
        "square": '<rect x="2" y="2" width="14" height="14"/>',
        "triangle": '<polygon points="9,1 17,16 1,16"/>',
        "star": '<polygon points="9,1 11.4,6.5 17,7 12.8,10.8 14,16.5 9,13.5 4,16.5 5.2,10.8 1,7 6.6,6.5"/>',
    }
    return (
        f'<svg class="kg-swatch" viewBox="0 0 18 18" aria-hidden="true"><g fill="{colour}" stroke="{border}" '
        f'stroke-width="1.2">{shapes[shape]}</g></svg>'
    )


def _edge_swatch(relation: str) -> str:
    style = EDGE_STYLES.get(relation, {"color": "#999999"})
    dash = " ".join(str(x) for x in style.get("dashes", [])) or "none"
    width = style.get("width", 1.5)
    return (
        f'<svg class="kg-swatch kg-swatch-edge" viewBox="0 0 30 10" aria-hidden="true"><line x1="1" y1="5" x2="29" '
        f'y2="5" stroke="{style["color"]}" stroke-width="{width}" stroke-dasharray="{dash}"/></svg>'
    )


def _legend(data: MapData) -> str:
    present = {n["kind"] for n in data.nodes}
    rels = {e["rel"] for e in data.edges}
    items = [
        f"<li>{_swatch(shape, colour)}{html.escape(text)}</li>"
        for kind, (text, shape, colour) in NODE_KINDS.items()
        if kind in present or kind in ("brief", "paper", "section", "claim", "source")
    ]
    edges = [
        f"<li>{_edge_swatch(rel)}<b>{html.escape(rel)}</b> {html.escape(text)}</li>"
        for rel, text in EDGE_LEGEND
        if rel in rels or rel in ("cites", "anchoredIn", "contradicts")
    ]
    return (
        '<ul class="kg-legend-nodes">' + "".join(items) + "</ul>"
        '<ul class="kg-legend-edges">' + "".join(edges) + "</ul>"
        "<p>Size: how often it is mentioned. Hover: document, date, line, quote. "
        "Click: its lineage back to documents and sources.</p>"
    )


def render_html(data: MapData) -> str:
    vis_js, vis_css = _vis_assets()
    map_js = _asset("map.js")
    payload = {
        "nodes": data.nodes,
        "edges": data.edges,
        "up": data.up,
        "start": data.start,
        "options": data.options,
        "axis": data.axis,
    }
    csp = (
        "default-src 'none'; "
        f"script-src {csp_hash(vis_js)} {csp_hash(map_js)}; "
        "style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'"
    )
    notice = f'<p class="kg-notice" id="kg-notice">{html.escape(data.notice)}</p>' if data.notice else ""
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{html.escape(csp)}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="kgraph map">
<title>{html.escape(data.title)}</title>
<style>{vis_css}</style>
<style>{_asset("map.css")}</style>
</head>
<body>
<header class="kg-head">
<h1 id="kg-title">{html.escape(data.title)}</h1>
<p class="kg-sub" id="kg-subtitle">{html.escape(data.subtitle)}</p>
{notice}
<div class="kg-tools">
<label for="kg-find">Find</label>
<select id="kg-find"><option value="">an item or document…</option></select>
<button type="button" id="kg-reset">Reset</button>
<span id="kg-status" role="status">Laying out {data.node_count} nodes…</span>
</div>
</header>
<main class="kg-main">
<div id="kg-map" aria-label="{html.escape(data.title)}"></div>
<details class="kg-legend" id="kg-legend" open><summary>Legend</summary>{_legend(data)}</details>
<aside class="kg-details" id="kg-details" hidden></aside>
</main>
<noscript><p class="kg-notice">This map needs JavaScript (it is all inside this file; nothing is loaded from the network).</p></noscript>
<script id="kg-data" type="application/json">{script_json(payload)}</script>
<script>{vis_js}</script>
<script>{map_js}</script>
</body>
</html>
"""
