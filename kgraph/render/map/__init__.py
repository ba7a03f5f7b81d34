"""HTML provenance maps: the lineage neighbourhood of an item, or the whole graph, drawn with
pyvis (vis-network) into one self-contained HTML page that works offline.

    from kgraph.render.map import render_map
    html = render_map(store, "2609.00768", depth=2)

What is drawn. Documents (by kind), papers and other works, sections, claims, sources that
were named but not ingested, instances and register entries are nodes. Mentions, source
checks and section namings are folded into the edges they qualify: a mention becomes a `cites`
edge from its document to the work, whose tooltip gives the line, date and quote. Conflicts
between documents (stored `kg:contradicts` and the ones `kgraph contradictions` detects) are
red dashed `contradicts` edges.

Only the part of the graph a map needs is read: a neighbourhood map reads, hop by hop, the
named graphs of the documents that speak of the nodes it has reached.

Safety. Every string that comes from a document reaches the page only as JSON data (with
`<`, `>` and `&` escaped) that the page's own script puts into the DOM with `textContent`,
or as canvas text; the few strings in the HTML itself go through `html.escape`. Node ids are
opaque (n1, n2, ...), links are made only for http(s) URLs, and a Content-Security-Policy
lets only the page's own two scripts run and forbids every network request.
"""

from kgraph.render.map.build import _color, _cut, _options, build_map, render_map
from kgraph.render.map.layout import COLUMN, LAYOUTS, ROW, apply_time_layout, time_layout
from kgraph.render.map.model import (
    DEFAULT_LIMIT,
    DOCUMENT_KINDS,
    EDGE_STYLES,
    NODE_KINDS,
    MapEdge,
    MapNode,
    csp_hash,
    item_slug,
    safe_url,
    script_json,
    short,
)
from kgraph.render.map.page import MapData, render_html

__all__ = [
    "COLUMN",
    "DEFAULT_LIMIT",
    "DOCUMENT_KINDS",
    "EDGE_STYLES",
    "LAYOUTS",
    "NODE_KINDS",
    "ROW",
    "MapData",
    "MapEdge",
    "MapNode",
    "_color",
    "_cut",
    "_options",
    "apply_time_layout",
    "build_map",
    "csp_hash",
    "item_slug",
    "render_html",
    "render_map",
    "safe_url",
    "script_json",
    "short",
    "time_layout",
]
