"""`kgraph map TARGET --downstream`: the layers `kgraph impact` finds, drawn as a provenance map
(the same self-contained page as `kgraph map`, built from the impact result instead of a
neighbourhood)."""

from __future__ import annotations

import datetime as dt
import math
import re
from collections import defaultdict
from typing import Any

from kgraph.query.impact import impact
from kgraph.store.base import BaseStore
from kgraph.text import plural

DOC_KIND_OF = {"inbox/": "inbox_note", "paper_cards/": "paper_card", "organized/": "living"}


def _doc_kind(path: str, kinds: dict[str, str]) -> str:
    if path in kinds:
        return kinds[path]
    return next((k for prefix, k in DOC_KIND_OF.items() if path.startswith(prefix)), "document")


def _item_kind(key: str) -> str:
    return "paper" if re.fullmatch(r"\d{4}\.\d{4,5}", key) else "work"


def build_downstream_map(
    store: BaseStore, target: str, *, depth: int | None = None, as_of: dt.date | None = None, limit: int = 2000
) -> Any:
    """A MapData (see kgraph.render.map) of everything downstream of `target`."""
    from kgraph.query.named import rows
    from kgraph.render import map as M

    data = impact(store, target, depth, as_of)
    kinds = {r["path"]: r["kind"] for r in rows(store, "documents")}
    g = _Layers(kinds)
    start = g.add_layers(data)
    nodes = g.nodes
    order = sorted(nodes, key=lambda k: (nodes[k]["distance"], -nodes[k]["count"], k))
    kept = order[:limit]
    if start not in kept:
        kept[-1:] = [start]
    vis_nodes, vis_edges, up, ids = _vis(g, kept, start)
    t, s = data["target"], data["summary"]
    left = len(order) - len(kept)
    return M.MapData(
        title=f"Downstream of {t['kind']} {t['text']}" + (f", as of {data['as_of']}" if data["as_of"] else ""),
        subtitle=f"{plural(s['claims'], 'claim')} downstream ({s['standing_alone']} stand on it alone), "
        f"{plural(s['documents'], 'document')}, {plural(s['statuses'], 'status assertion')}, "
        f"{plural(s['register'], 'register entry', 'register entries')}",
        nodes=vis_nodes,
        edges=vis_edges,
        up=up,
        start=ids[start],
        item=t["text"],
        total_nodes=len(order),
        omitted={"claim": left} if left else {},
        omitted_edges=0,
        notice=f"{left} more nodes left out (--limit {limit})." if left else "",
        options=M._options(len(vis_nodes)),
        node_ids=ids,
    )


class _Layers:
    """The nodes and edges of an impact report's layers, keyed by readable names."""

    def __init__(self, kinds: dict[str, str]):
        self.kinds = kinds
        self.nodes: dict[str, dict[str, Any]] = {}
        self.edges: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)

    def node(self, key: str, kind: str, head: str, tip: list[list[str]], distance: int) -> str:
        if key not in self.nodes:
            self.nodes[key] = {"kind": kind, "head": head, "tip": tip, "distance": distance, "count": 0}
        self.nodes[key]["distance"] = min(self.nodes[key]["distance"], distance)
        self.nodes[key]["count"] += 1
        return key

    def edge(self, a: str, b: str, relation: str, where: dict[str, Any]) -> None:
        self.edges[(a, b, relation)].append(where)

    def document(self, path: str, distance: int) -> str:
        return self.node(path, _doc_kind(path, self.kinds), f"Document · {path}", [], distance)

    def item(self, key: str) -> str:
        return self.node(key, _item_kind(key), f"Item · {key}", [], 2)

    def add_layers(self, data: dict[str, Any]) -> str:
        """Every layer of `data` (kgraph.query.impact.impact); returns the target's node."""
        from kgraph.render import map as M

        t = data["target"]
        if t["kind"] in ("document", "source"):
            start_kind = _doc_kind(t["text"], self.kinds) if t["kind"] == "document" else "source"
        elif t["kind"] == "work":
            start_kind = _item_kind(t["text"])
        else:
            start_kind = "claim" if t["kind"] == "claim" else "source"
        start = self.node(t["text"], start_kind, f"Target · {t['text']}", [["kind", t["kind"]]], 0)
        for r in data["retracted"]:
            self.nodes[start]["tip"].append(["retracted", f"{r['date']} by {r['by']} ({r['id']}): {r['reason']}"])
        for c in data["claims"]:
            state = (
                "stated in the target" if c["in_target"] else "stands on it alone" if c["stands_alone"] else "also: "
            )
            state += ", ".join(c["other_origins"]) if not c["in_target"] and not c["stands_alone"] else ""
            tip = [["claim", c["claim"]], ["text", M.short(c["text"])], ["support", state]]
            key = self.node(c["claim"], "claim", f"Claim · {c['document']}:{c['line']}", tip, c["depth"] + 1)
            where = {"document": c["document"], "line": c["line"]}
            self.edge(key, self.document(c["document"], c["depth"] + 1), "document", where)
            if c["depth"] <= 1 and not c["in_target"]:
                self.edge(key, start, "wasQuotedFrom", where)
            self.edge(key, self.item(c["item"]), "about", where)
        for d in data["documents"]:
            key = self.document(d["document"], 1)
            for x in d["lists_it"]:
                self.edge(
                    key, start, "references", {"document": d["document"], "line": x["line"], "status": x["status"]}
                )
            if d.get("instance"):
                who = self.node("instance:" + d["instance"], "instance", f"Instance · {d['instance']}", [], 3)
                self.edge(key, who, "wasAttributedTo", {"document": d["document"]})
        for s in data["statuses"]:
            doc = self.document(s["document"], 2)
            self.edge(
                doc,
                self.item(s["item"]),
                "cites",
                {"document": s["document"], "line": s["line"], "status": s["status"]},
            )
        for a in data["anchorings"]:
            if a["section"]:
                sec = self.node("section:" + a["section"], "section", f"Section · §{a['section']}", [], 3)
                self.edge(self.item(a["item"]), sec, "anchoredIn", {"document": a["document"], "line": a["line"]})
        for r in data["register"]:
            tip = [["text", M.short(r["text"])], ["risk", r["risk"] or "unrated"]]
            key = self.node(
                f"register:{r['document']}:{r['line']}",
                "register",
                f"Register entry · {r['document']}:{r['line']}",
                tip,
                3,
            )
            self.edge(key, self.item(r["item"]), "concerns", {"document": r["document"], "line": r["line"]})
        return start


def _vis(
    g: _Layers, kept: list[str], start: str
) -> tuple[list[Any], list[Any], dict[str, list[list[Any]]], dict[str, str]]:
    """The kept nodes and their edges as vis-network data (through pyvis), with opaque ids."""
    from pyvis.network import Network

    from kgraph.render import map as M

    ids = {k: f"n{i}" for i, k in enumerate(kept, 1)}
    net = Network(directed=True, cdn_resources="in_line", heading="")
    for k in kept:
        n = g.nodes[k]
        legend, shape, colour = M.NODE_KINDS[n["kind"]]
        extra: dict[str, Any] = {
            "kind": n["kind"],
            "head": n["head"],
            "tip": n["tip"],
            "links": [],
            "count": n["count"],
        }
        if shape == "box":
            extra["font"] = {"color": "#ffffff", "size": 13}
            extra["margin"] = 6
        else:
            extra["size"] = round(min(40.0, 10 + 4 * math.sqrt(n["count"])), 1)
        if k == start:
            extra["borderWidth"] = 4
        label = k.split(":", 1)[1] if k.startswith(("instance:", "section:", "register:")) else k
        net.add_node(ids[k], label=M._cut(label.rsplit("/", 1)[-1], 28), shape=shape, color=M._color(colour), **extra)
    up: dict[str, list[list[Any]]] = defaultdict(list)
    i = 0
    for (a, b, relation), wheres in sorted(g.edges.items()):
        if a not in ids or b not in ids:
            continue
        i += 1
        style = dict(M.EDGE_STYLES.get(relation, {}))
        colour = style.pop("color", "#999999")
        tip = [[w.get("status") or "at", f"{w.get('document')}:{w.get('line')}"] for w in wheres[:4]]
        net.add_edge(
            ids[a], ids[b], id=f"e{i}", label=relation, rel=relation, color=colour, head=relation, tip=tip, **style
        )
        up[ids[a]].append([ids[b], f"e{i}", 0])
    vis_nodes, vis_edges, _, _, _, _ = net.get_network_data()
    return vis_nodes, vis_edges, dict(up), ids
