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
    from pyvis.network import Network

    from kgraph.query.named import rows
    from kgraph.render import map as M

    data = impact(store, target, depth, as_of)
    kinds = {r["path"]: r["kind"] for r in rows(store, "documents")}
    nodes: dict[str, dict[str, Any]] = {}
    edges: dict[tuple[str, str, str], list[dict[str, Any]]] = defaultdict(list)

    def node(key: str, kind: str, head: str, tip: list[list[str]], distance: int) -> str:
        if key not in nodes:
            nodes[key] = {"kind": kind, "head": head, "tip": tip, "distance": distance, "count": 0}
        nodes[key]["distance"] = min(nodes[key]["distance"], distance)
        nodes[key]["count"] += 1
        return key

    def edge(a: str, b: str, relation: str, where: dict[str, Any]) -> None:
        edges[(a, b, relation)].append(where)

    t = data["target"]
    if t["kind"] in ("document", "source"):
        start_kind = _doc_kind(t["text"], kinds) if t["kind"] == "document" else "source"
    elif t["kind"] == "work":
        start_kind = _item_kind(t["text"])
    else:
        start_kind = "claim" if t["kind"] == "claim" else "source"
    start = node(t["text"], start_kind, f"Target · {t['text']}", [["kind", t["kind"]]], 0)
    for r in data["retracted"]:
        nodes[start]["tip"].append(["retracted", f"{r['date']} by {r['by']} ({r['id']}): {r['reason']}"])
    for c in data["claims"]:
        state = "stated in the target" if c["in_target"] else "stands on it alone" if c["stands_alone"] else "also: "
        state += ", ".join(c["other_origins"]) if not c["in_target"] and not c["stands_alone"] else ""
        key = node(
            c["claim"],
            "claim",
            f"Claim · {c['document']}:{c['line']}",
            [["claim", c["claim"]], ["text", M.short(c["text"])], ["support", state]],
            c["depth"] + 1,
        )
        doc = node(c["document"], _doc_kind(c["document"], kinds), f"Document · {c['document']}", [], c["depth"] + 1)
        edge(key, doc, "document", {"document": c["document"], "line": c["line"]})
        if c["depth"] <= 1 and not c["in_target"]:
            edge(key, start, "wasQuotedFrom", {"document": c["document"], "line": c["line"]})
        item = node(c["item"], _item_kind(c["item"]), f"Item · {c['item']}", [], 2)
        edge(key, item, "about", {"document": c["document"], "line": c["line"]})
    for d in data["documents"]:
        key = node(d["document"], _doc_kind(d["document"], kinds), f"Document · {d['document']}", [], 1)
        for x in d["lists_it"]:
            edge(key, start, "references", {"document": d["document"], "line": x["line"], "status": x["status"]})
        if d.get("instance"):
            who = node("instance:" + d["instance"], "instance", f"Instance · {d['instance']}", [], 3)
            edge(key, who, "wasAttributedTo", {"document": d["document"]})
    for s in data["statuses"]:
        doc = node(s["document"], _doc_kind(s["document"], kinds), f"Document · {s['document']}", [], 2)
        item = node(s["item"], _item_kind(s["item"]), f"Item · {s['item']}", [], 2)
        edge(doc, item, "cites", {"document": s["document"], "line": s["line"], "status": s["status"]})
    for a in data["anchorings"]:
        if not a["section"]:
            continue
        sec = node("section:" + a["section"], "section", f"Section · §{a['section']}", [], 3)
        item = node(a["item"], _item_kind(a["item"]), f"Item · {a['item']}", [], 2)
        edge(item, sec, "anchoredIn", {"document": a["document"], "line": a["line"]})
    for r in data["register"]:
        key = node(
            f"register:{r['document']}:{r['line']}",
            "register",
            f"Register entry · {r['document']}:{r['line']}",
            [["text", M.short(r["text"])], ["risk", r["risk"] or "unrated"]],
            3,
        )
        item = node(r["item"], _item_kind(r["item"]), f"Item · {r['item']}", [], 2)
        edge(key, item, "concerns", {"document": r["document"], "line": r["line"]})

    order = sorted(nodes, key=lambda k: (nodes[k]["distance"], -nodes[k]["count"], k))
    kept = order[:limit]
    if start not in kept:
        kept[-1:] = [start]
    ids = {k: f"n{i}" for i, k in enumerate(kept, 1)}
    net = Network(directed=True, cdn_resources="in_line", heading="")
    for k in kept:
        n = nodes[k]
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
    for (a, b, relation), wheres in sorted(edges.items()):
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
    s = data["summary"]
    left = len(order) - len(kept)
    return M.MapData(
        title=f"Downstream of {t['kind']} {t['text']}" + (f", as of {data['as_of']}" if data["as_of"] else ""),
        subtitle=f"{plural(s['claims'], 'claim')} downstream ({s['standing_alone']} stand on it alone), "
        f"{plural(s['documents'], 'document')}, {plural(s['statuses'], 'status assertion')}, "
        f"{plural(s['register'], 'register entry', 'register entries')}",
        nodes=vis_nodes,
        edges=vis_edges,
        up=dict(up),
        start=ids[start],
        item=t["text"],
        total_nodes=len(order),
        omitted={"claim": left} if left else {},
        omitted_edges=0,
        notice=f"{left} more nodes left out (--limit {limit})." if left else "",
        options=M._options(len(vis_nodes)),
        node_ids=ids,
    )
