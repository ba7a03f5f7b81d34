"""`build_map`: choose the nodes and edges of a map and describe them (labels, tooltips, styles)."""

from __future__ import annotations

import datetime as dt
import math
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from kgraph import vocab as V
from kgraph.errors import KGraphError, NotFound
from kgraph.render.map.graph import _Builder, _item_key, _resolve_start, _within_budget
from kgraph.render.map.layout import LAYOUTS, apply_time_layout, time_layout
from kgraph.render.map.model import (
    DEFAULT_LIMIT,
    DOCUMENT_KINDS,
    EDGE_STYLES,
    EDGES_PER_NODE,
    NODE_KINDS,
    PLURALS,
    UP_FORWARD,
    UP_REVERSE,
    WEAK,
    MapEdge,
    MapNode,
    _shade,
    doc_path_from_iri,
    safe_url,
    short,
)
from kgraph.render.map.page import MapData
from kgraph.text import plural


def build_map(
    store: Any,
    item: str | None = None,
    depth: int = 2,
    as_of: dt.date | None = None,
    limit: int = DEFAULT_LIMIT,
    contradictions: bool = True,
    edge_limit: int | None = None,
    layout: str | None = None,
) -> MapData:
    """The nodes and edges of a map (the neighbourhood of `item`, or everything when None).

    At most `limit` nodes (the nearest to the item, then the most connected) and `edge_limit`
    edges (default 8 per node; contradictions and anchorings first) are drawn. `layout` is
    "time" (documents left to right by date; the default for one item) or "force" (a
    force-directed layout; the default for the whole graph)."""
    layout = layout or ("force" if item is None else "time")
    if layout not in LAYOUTS:
        raise KGraphError(f"unknown layout {layout!r} (choose from {', '.join(LAYOUTS)})")
    if depth < 0:
        raise KGraphError("--depth must be 0 or more")
    if limit < 1:
        raise KGraphError("--limit must be at least 1")
    b = _Builder(store, as_of)
    if not b.docs:
        raise NotFound(f"no documents dated on or before {as_of}" if as_of else "the store holds no documents")
    if contradictions:
        b.detected_contradictions()
    start: str | None = None
    if item is None:
        b.load(None)
        for doc in list(b.docs):
            b.node(doc, b.docs[doc]["kind"])
            b.metadata(doc)
        distance = dict.fromkeys(b.nodes, 0)
    else:
        start = _resolve_start(b, item)
        distance = {start: 0}
        frontier = {start}
        for hop in range(depth):
            b.load(b.touching(frontier) + [d for d in frontier if d in b.docs])
            for n in frontier:
                b.metadata(n)
            nxt = set()
            for n in frontier:
                for m in b.adj.get(n, ()):
                    if m not in distance and (n == start or (n, m) not in b.one_way):
                        distance[m] = hop + 1
                        nxt.add(m)
            frontier = nxt
            if not frontier:
                break
        if depth == 0:
            b.load(b.touching({start}))
        if start not in b.nodes:
            when = f" dated on or before {as_of}" if as_of else ""
            raise NotFound(f"{item!r} is not in any document{when}")
    # choose what to draw
    inside = set(distance)
    degree = {n: len(b.adj.get(n, set()) & inside) for n in inside}
    order = sorted(inside, key=lambda n: (distance[n], -degree[n], n))
    kept = order[:limit]
    if start and start not in kept:
        kept[-1:] = [start]
    kept_set = set(kept)
    omitted = Counter(b.nodes[n].kind for n in order[limit:])
    # works at the rim were reached without reading all their documents: count them in full
    b.refresh_mentions(
        [n for n in kept if b.nodes[n].kind in ("paper", "work") and distance[n] >= depth] if item is not None else []
    )
    edges = [e for e in b.edges.values() if e.source in kept_set and e.target in kept_set]
    budget = edge_limit if edge_limit is not None else EDGES_PER_NODE * limit
    dropped = 0
    if len(edges) > budget:
        dropped = len(edges) - budget
        edges = _within_budget(edges, budget)
    for n in kept:
        b.nodes[n].distance = distance[n]
    data = _assemble(b, kept, edges, start, item, depth, as_of, limit, len(inside), omitted, dropped)
    if layout == "time":
        apply_time_layout(data, *time_layout(b, kept, edges, start))
    return data


# ---------------------------------------------------------------- labels, tooltips, styles


def _top_name(info: dict[str, Any]) -> str | None:
    names: Counter[str] | None = info.get("names")
    if names:
        return sorted(names.items(), key=lambda kv: (-kv[1], len(kv[0]), kv[0]))[0][0]
    labels = info.get("labels")
    return min(labels, key=lambda s: (len(s), s)) if labels else None


def _cut(text: str | None, n: int) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= n else text[: n - 1].rstrip() + "…"


def _mention_count(b: _Builder, node: MapNode, incoming: dict[str, list[MapEdge]]) -> int:
    kind = node.kind
    if kind in ("paper", "work"):
        if "mentions" in node.info:
            return len(node.info["mentions"])
        return sum(len(e.occurrences) for e in incoming.get(node.iri, []) if e.relation == "cites")
    if kind == "section":
        return sum(
            len(e.occurrences) for e in incoming.get(node.iri, []) if e.relation in ("anchoredIn", "suggestedSection")
        )
    if kind == "instance":
        return len(b.by_instance.get(node.iri, []))
    if kind == "source" or kind in DOCUMENT_KINDS:
        docs = {
            o.get("document")
            for e in incoming.get(node.iri, [])
            if e.relation in ("references", "wasDerivedFrom", "wasQuotedFrom", "baselineDocument")
            for o in e.occurrences
        }
        return len(docs)
    return 0


def _describe(
    b: _Builder, node: MapNode, incoming: dict[str, list[MapEdge]]
) -> tuple[str, str, list[list[str]], list[str]]:
    """(label, tooltip head, tooltip rows, links) of a node; every value is plain text."""
    info, kind, iri = node.info, node.kind, node.iri
    rows: list[list[str]] = []
    links: list[str] = []

    def add(key: str, value: Any) -> None:
        if value not in (None, ""):
            rows.append([key, str(value)])

    if kind in ("paper", "work"):
        key = V.work_key_from_iri(iri)
        name = _top_name(info)
        mentions = info.get("mentions")
        if mentions is None:
            mentions = sorted(
                (o for e in incoming.get(iri, []) if e.relation == "cites" for o in e.occurrences),
                key=lambda o: (o.get("date") or "9999", o["document"], o.get("line") or 0),
            )
        if kind == "paper":
            label = f"{_cut(name, 24)}\n{key}" if name and name != key else key
            head = f"Paper {key}" + (f" · {name}" if name and name != key else "")
            links.append(f"https://arxiv.org/abs/{key}")
        else:
            label = _cut(name or key, 26)
            head = f"Work · {name or key}"
        others = sorted(set(info.get("names", {})) | set(info.get("labels", ())))
        add("names", ", ".join(_cut(x, 40) for x in others[:6]) + (" …" if len(others) > 6 else ""))
        docs = {o["document"] for o in mentions}
        add("mentioned", f"{plural(len(mentions), 'time')} in {plural(len(docs), 'document')}")
        if mentions:
            first = mentions[0]
            add("document", first["document"])
            add("date", first.get("date") or "undated")
            add("line", first.get("line"))
            add("quote", first.get("quote"))
            anchored = [o for o in mentions if o.get("status") == "anchored"]
            if anchored:
                last = anchored[-1]
                sec = f" §{last['section']}" if last.get("section") else ""
                add(
                    "anchored", f"{last.get('status_date') or '?'}{sec} (said by {last['document']}:{last.get('line')})"
                )
        links.extend(sorted(info.get("urls", ())))
    elif kind in DOCUMENT_KINDS:
        meta = b.docs.get(iri, {})
        path = meta.get("path") or info.get("path") or doc_path_from_iri(iri)
        label = _cut(Path(path).stem, 30)
        head = f"{NODE_KINDS[kind][0]} · {path}"
        add("document", path)
        add("date", meta.get("date") or ("undated" if meta else "not ingested"))
        add("instance", meta.get("instance_name"))
        add("title", short(meta.get("title"), 120))
        if meta:
            add("cites", plural(b.cites_count().get(iri, 0), "work"))
    elif kind == "source":
        path = info.get("path") or doc_path_from_iri(iri)
        label = _cut(Path(path).name or path, 30)
        head = f"Source · {path}"
        add("path", path)
        refs = sorted(
            (
                o
                for e in incoming.get(iri, [])
                if e.relation in ("references", "wasDerivedFrom", "wasQuotedFrom")
                for o in e.occurrences
            ),
            key=lambda o: (o.get("date") or "9999", o["document"], o.get("line") or 0),
        )
        if refs:
            add("named by", plural(len({o["document"] for o in refs}), "document"))
            add("document", refs[0]["document"])
            add("date", refs[0].get("date") or "undated")
            add("line", refs[0].get("line"))
            add("quote", refs[0].get("quote"))
        if (url := safe_url(path)) is not None:
            links.append(url)
    elif kind == "section":
        number = info.get("number") or iri.rsplit("/", 1)[-1]
        name = _top_name(info)
        label = f"§{number}" + (f"\n{_cut(name, 18)}" if name else "")
        head = f"Section §{number}" + (f" · {name}" if name else "")
        names = info.get("names") or {}
        if len(names) > 1:
            add("names", " / ".join(_cut(x, 30) for x in sorted(names)))
        anchored = {e.source for e in incoming.get(iri, []) if e.relation == "anchoredIn"}
        add("anchored works", len(anchored))
        namings = sorted(info.get("namings", []), key=lambda o: (o.get("date") or "9999", o["document"]))
        if namings:
            add("document", namings[0]["document"])
            add("date", namings[0].get("date") or "undated")
            add("line", namings[0].get("line"))
            add("quote", namings[0].get("quote"))
    elif kind == "claim":
        text = info.get("text") or ""
        label = _cut(text, 22)
        head = f"Claim ({info.get('kind') or 'point'}) · {info.get('id') or ''}".rstrip(" ·")
        meta = b.docs.get(info.get("doc", ""), {})
        add("document", meta.get("path"))
        add("date", meta.get("date"))
        add("line", info.get("line"))
        add("quote", short(text))
    elif kind == "register":
        text = info.get("text") or ""
        label = "⚠ " + _cut(text, 20)
        risk = info.get("risk") or "unrated"
        head = f"Register entry ({info.get('kind') or 'to-verify'}, {risk} risk)"
        meta = b.docs.get(info.get("doc", ""), {})
        add("document", meta.get("path"))
        add("date", meta.get("date"))
        add("line", info.get("line"))
        add("quote", short(text))
        add("status", "resolved" if info.get("resolved") else "open")
    else:  # instance
        name = info.get("name") or iri.rsplit("/", 1)[-1]
        label = _cut(name, 20)
        head = f"Instance · {name}"
        add("documents", len(b.by_instance.get(iri, [])))
    return label, head, rows, list(dict.fromkeys(links))


def _edge_tip(edge: MapEdge) -> tuple[str, list[list[str]]]:
    rows: list[list[str]] = []
    occs = edge.occurrences
    for occ in occs[:4]:
        for key in (
            "entry",
            "kind",
            "severity",
            "status",
            "about",
            "document",
            "date",
            "line",
            "section",
            "quote",
            "against",
        ):
            value = occ.get(key)
            if value in (None, ""):
                continue
            if key == "document" and occ.get("line") is not None:
                value = f"{value}:{occ['line']}"
            if key == "line":
                continue
            if key == "status" and occ.get("status_date"):
                value = f"{value} {occ['status_date']}"
            rows.append([key, str(value)])
    if len(occs) > 4:
        rows.append(["…", f"and {len(occs) - 4} more"])
    return edge.relation + (f" ({len(occs)}×)" if len(occs) > 1 else ""), rows


def _color(base: str) -> dict[str, Any]:
    return {
        "background": base,
        "border": _shade(base, 0.7),
        "highlight": {"background": base, "border": "#111111"},
        "hover": {"background": base, "border": "#111111"},
    }


def _options(n: int) -> dict[str, Any]:
    iterations = 1000 if n <= 150 else 400 if n <= 600 else 200 if n <= 1500 else 120
    return {
        "autoResize": True,
        "layout": {"improvedLayout": n <= 150, "randomSeed": 7},
        "physics": {
            "enabled": True,
            "solver": "forceAtlas2Based",
            "forceAtlas2Based": {
                "gravitationalConstant": -110,
                "centralGravity": 0.008,
                "springLength": 140,
                "springConstant": 0.07,
                "avoidOverlap": 0.3,
            },
            "stabilization": {"enabled": True, "iterations": iterations, "updateInterval": 25, "fit": True},
            "minVelocity": 1.0,
        },
        "interaction": {
            "hover": True,
            "tooltipDelay": 120,
            "hideEdgesOnDrag": n > 500,
            "hideEdgesOnZoom": n > 500,
            "keyboard": {"enabled": True, "bindToWindow": False},
            "navigationButtons": False,
        },
        "nodes": {"font": {"size": 12, "face": "system-ui, sans-serif"}, "borderWidth": 1.5},
        "edges": {
            "font": {"size": 9, "align": "middle", "color": "#555555", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "smooth": {"enabled": True, "type": "continuous", "roundness": 0.3} if n <= 400 else False,
            "arrows": {"to": {"enabled": True, "scaleFactor": 0.45}},
            "selectionWidth": 2,
        },
    }


def _assemble(
    b: _Builder,
    kept: list[str],
    edges: list[MapEdge],
    start: str | None,
    item: str | None,
    depth: int,
    as_of: dt.date | None,
    limit: int,
    total: int,
    omitted: Counter[str],
    dropped_edges: int = 0,
) -> MapData:
    from pyvis.network import Network

    ids = {iri: f"n{i}" for i, iri in enumerate(kept, 1)}
    incoming: dict[str, list[MapEdge]] = defaultdict(list)
    for e in edges:
        incoming[e.target].append(e)
    net = Network(directed=True, cdn_resources="in_line", heading="")
    start_label = None
    for iri in kept:
        node = b.nodes[iri]
        label, head, rows, links = _describe(b, node, incoming)
        count = _mention_count(b, node, incoming)
        legend, shape, colour = NODE_KINDS[node.kind]
        extra: dict[str, Any] = {"kind": node.kind, "head": head, "tip": rows, "links": links, "count": count}
        if shape == "box":
            extra["font"] = {"color": "#ffffff", "size": round(12 + min(8.0, 2 * math.sqrt(count)))}
            extra["margin"] = 6
        else:
            extra["size"] = round(min(46.0, 10 + 5 * math.sqrt(count)), 1)
        if iri == start:
            extra["borderWidth"] = 4
            extra["shadow"] = {"enabled": True, "size": 12, "color": "rgba(0,0,0,0.35)"}
            start_label = head
        net.add_node(ids[iri], label=label, shape=shape, color=_color(colour), **extra)
    for i, e in enumerate(sorted(edges, key=lambda e: (ids[e.source], ids[e.target], e.relation)), 1):
        head, rows = _edge_tip(e)
        style = dict(EDGE_STYLES.get(e.relation, {}))
        colour = style.pop("color", "#999999")
        width = style.pop("width", 1 + min(3.0, 0.5 * (len(e.occurrences) - 1)) if e.relation == "cites" else 1)
        net.add_edge(
            ids[e.source],
            ids[e.target],
            id=f"e{i}",
            label=e.relation,
            rel=e.relation,
            color={"color": colour, "highlight": colour, "hover": colour},
            width=width,
            head=head,
            tip=rows,
            **style,
        )
    up: dict[str, list[list[Any]]] = defaultdict(list)
    for edge in net.edges:
        rel = edge["rel"]
        if rel in UP_FORWARD:
            up[edge["from"]].append([edge["to"], edge["id"], int(rel in WEAK)])
        elif rel in UP_REVERSE:
            up[edge["to"]].append([edge["from"], edge["id"], int(rel in WEAK)])
    for edge in net.edges:
        if edge.get("arrows") == "":
            edge["arrows"] = {"to": {"enabled": False}}
    nodes, vis_edges, _, _, _, _ = net.get_network_data()
    # what, as of when
    latest = max((m["date"] for m in b.docs.values() if m.get("date")), default=None)
    when = as_of.isoformat() if as_of else latest or "undated"
    if item is None:
        title = f"Provenance map of the whole graph, as of {when}"
        scope = "every document"
    else:
        title = f"Provenance map of {start_label or item}, as of {when}"
        scope = f"depth {depth} around {item}"
    docs_in = sum(1 for n in kept if b.nodes[n].kind in DOCUMENT_KINDS and n in b.docs)
    subtitle = f"{scope} · {len(nodes)} nodes, {len(vis_edges)} edges · {docs_in} of {len(b.docs)} documents" + (
        f" dated on or before {as_of.isoformat()}" if as_of else f" (latest dated {latest})" if latest else ""
    )
    notice = ""
    if omitted:
        left = ", ".join(f"{n} {PLURALS[k] if n > 1 else NODE_KINDS[k][0].lower()}" for k, n in omitted.most_common())
        hint = (
            "map one item (kgraph map ITEM) or a smaller --depth"
            if item is None
            else f"try --depth {max(0, depth - 1)}, a later --as-of cut-off, or map a neighbouring item"
        )
        notice = (
            f"This map shows the {len(nodes)} most connected of {total} nodes (limit {limit}); "
            f"left out: {left}. To see them, {hint}."
        )
    if dropped_edges:
        notice += (
            f" {dropped_edges} of {len(vis_edges) + dropped_edges} edges between the nodes shown are left out "
            "(references and attributions first); a smaller map shows them all."
        )
        notice = notice.strip()
    return MapData(
        title=title,
        subtitle=subtitle,
        nodes=nodes,
        edges=vis_edges,
        up=dict(up),
        start=ids.get(start) if start else None,
        item=_item_key(b, start) if start else None,
        total_nodes=total,
        omitted=dict(omitted),
        omitted_edges=dropped_edges,
        notice=notice,
        options=_options(len(nodes)),
        node_ids=ids,
    )


def render_map(
    store: Any,
    item: str | None = None,
    depth: int = 2,
    as_of: dt.date | None = None,
    limit: int = DEFAULT_LIMIT,
    layout: str | None = None,
) -> str:
    """The HTML page of a map: the neighbourhood of `item` (`depth` steps), or everything."""
    return build_map(store, item, depth, as_of, limit, layout=layout).html
