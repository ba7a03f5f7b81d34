"""The provenance graph as networkx graphs, for the jobs networkx is the right tool for: shortest
paths between two nodes (`kgraph path`) and rankings (`kgraph rank`), and for notebooks
(`KGraph.to_networkx`). networkx is imported only here, inside the functions.

Views (each a `networkx.DiGraph`; node ids are readable: a document's or source's logical path,
a work's key (`2609.00768`, `flashattention-4`), a claim id, a URL; every node has a `kind`):

- `derivation`: claims, documents, sources and origins; edges `stated-in` (claim → its document),
  `quoted-from` (claim → the document or source it names), `copied-from` (claim → the upstream
  claim it repeats), `primary-source` (claim → the paper or URL it stands on), `derived-from`
  (document → a source it names for an item);
- `citation`: documents and works; `cites` (document → work it speaks of), `references`
  (document → a source it read);
- `full`: both, with `about` (claim → its work) and `concerns` (register entry → work).

Every edge has `relation` (and `relations`, when one pair of nodes is linked several ways), and
`document` and `line` where it was said.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from kgraph import vocab as V
from kgraph.errors import KGraphError, NotFound
from kgraph.query import identity
from kgraph.query.named import resolve, rows
from kgraph.query.origins import Origins, claims_of_works, paper_of_page, url_origin
from kgraph.store.base import BaseStore

VIEWS = ("derivation", "citation", "full")
MAX_PATHS = 2000  # shortest paths compared for the deterministic choice


def to_networkx(store: BaseStore, view: str = "derivation", as_of: dt.date | None = None) -> Any:
    """One of the views above as a networkx.DiGraph."""
    import networkx as nx

    if view not in VIEWS:
        raise KGraphError(f"unknown view {view!r} (choose from {', '.join(VIEWS)})")
    limit = as_of.isoformat() if as_of else None

    def dated(date: Any) -> bool:
        return limit is None or not date or date <= limit

    g = nx.DiGraph(view=view, as_of=limit)
    links = identity.links(store)  # a name-only work that is a paper is the paper's node
    docs = {r["path"]: r for r in rows(store, "documents") if dated(r.get("date"))}

    def document(path: str) -> str:
        if path not in g:
            meta = docs.get(path)
            if meta:
                g.add_node(path, kind=meta["kind"], date=meta.get("date"), instance=meta.get("instance"), ingested=True)
            else:
                g.add_node(path, kind="source", ingested=False)
        return path

    def work(iri: str) -> str:
        iri = links.get(iri, iri)
        key = V.work_key_from_iri(iri)
        if key not in g:
            g.add_node(key, kind="paper" if iri.startswith(V.ID + "arxiv/") else "work")
        return key

    def edge(u: str, v: str, relation: str, doc: str | None, line: Any) -> None:
        if g.has_edge(u, v):  # one edge per pair: the first relation names it, `relations` has all
            old = g.edges[u, v]
            if relation not in old["relations"]:
                old["relations"].append(relation)
            if old["relation"] == relation and line is not None and (old["line"] is None or line < old["line"]):
                old.update(document=doc, line=line)
            return
        g.add_edge(u, v, relation=relation, relations=[relation], document=doc, line=line)

    for path in sorted(docs):
        document(path)
    if view in ("derivation", "full"):
        claims_by_work = claims_of_works(store, None, as_of, links)
        for iri, claims in sorted(claims_by_work.items()):
            origins = Origins(claims)
            for c in sorted(claims.values(), key=lambda c: (c["document"], c["line"], c["id"])):
                if c["document"] not in docs:
                    continue
                g.add_node(c["id"], kind="claim", document=c["document"], line=c["line"], text=c["text"])
                edge(c["id"], document(c["document"]), "stated-in", c["document"], c["line"])
                for q in c["quoted_from"]:
                    ups = origins.upstream(c, q)
                    for u in ups:
                        if u["document"] in docs:
                            edge(c["id"], u["id"], "copied-from", c["document"], c["line"])
                    edge(c["id"], document(q["path"]), "quoted-from", c["document"], c["line"])
                if not c["quoted_from"]:
                    for origin in sorted(origins.of(c)):
                        if origin.startswith("url:"):
                            url = origin[4:]
                            paper = paper_of_page(url)
                            node = work(V.paper_iri(paper)) if paper else url
                            if node not in g:
                                g.add_node(node, kind="url")
                            edge(c["id"], node, "primary-source", c["document"], c["line"])
                if view == "full":
                    edge(c["id"], work(iri), "about", c["document"], c["line"])
        for r in sorted(rows(store, "map-derived"), key=lambda r: (str(r.get("srcPath")), r["line"])):
            path = _path_of(r["doc"])
            if path in docs and r.get("srcPath"):
                edge(path, document(r["srcPath"]), "derived-from", path, r["line"])
    if view in ("citation", "full"):
        for r in sorted(rows(store, "graph-cites"), key=lambda r: (r["doc"], r["work"])):
            path = _path_of(r["doc"])
            if path in docs:
                edge(path, work(r["work"]), "cites", path, r.get("line"))
        for r in sorted(rows(store, "detect-source-checks"), key=lambda r: (r["path"], r["line"])):
            if r["path"] in docs:
                edge(r["path"], document(r["srcPath"]), "references", r["path"], r["line"])
    if view == "full":
        for r in sorted(rows(store, "register-about"), key=lambda r: (r["path"], r["line"])):
            if r["path"] in docs:
                node = f"register:{r['path']}:{r['line']}"
                g.add_node(node, kind="register", document=r["path"], line=r["line"], text=r["text"])
                edge(node, work(r["work"]), "concerns", r["path"], r["line"])
                edge(node, r["path"], "stated-in", r["path"], r["line"])
    names = {}
    for r in rows(store, "all-labels"):
        names.setdefault(V.work_key_from_iri(links.get(r["work"], r["work"])), set()).add(r["name"])
    for key, found in names.items():
        if key in g:
            g.nodes[key]["label"] = min(found, key=lambda s: (len(s), s))
    return g


def _path_of(doc_iri: str) -> str:
    from urllib.parse import unquote

    return unquote(doc_iri[len(V.ID + "doc/") :]) if doc_iri.startswith(V.ID + "doc/") else doc_iri


def node_for(store: BaseStore, g: Any, text: str) -> str:
    """The node of `g` a user means: a claim id, a path, a URL (a paper's page is the paper), or an item."""
    raw = text.strip()
    if raw in g:
        return raw
    if re.match(r"https?://", raw):
        paper = paper_of_page(raw)
        if paper and paper in g:
            return paper
        raise NotFound(f"{raw!r} is not a primary source of any claim in the store")
    if "/" in raw or raw.endswith(".md"):
        from kgraph.query.documents import resolve_document

        stored = resolve_document(store, raw)
        if stored is not None and stored in g:
            return stored
        raise NotFound(f"{raw!r} is not a document or source in the store")
    key = V.work_key_from_iri(resolve(store, raw))
    if key in g:
        return key
    raise NotFound(f"{raw!r} is in no document of this view")


def provenance_path(store: BaseStore, a: str, b: str, as_of: dt.date | None = None) -> dict[str, Any]:
    """The shortest path between two nodes of the full view, ignoring edge direction; of
    several, the one whose node ids sort first. Each hop says the relation, its direction and
    the file:line where it was said."""
    import itertools

    import networkx as nx

    g = to_networkx(store, "full", as_of)
    start, end = node_for(store, g, a), node_for(store, g, b)
    undirected = g.to_undirected(as_view=True)
    try:
        candidates = itertools.islice(nx.all_shortest_paths(undirected, start, end), MAX_PATHS)
        best = min(candidates)
    except nx.NetworkXNoPath:
        return {"from": start, "to": end, "found": False, "length": None, "nodes": [], "hops": []}
    hops = []
    for u, v in zip(best, best[1:], strict=False):
        forward = g.has_edge(u, v)
        data = g.edges[u, v] if forward else g.edges[v, u]
        hops.append(
            {
                "from": u,
                "to": v,
                "relation": data["relation"],
                "direction": "forward" if forward else "backward",
                "document": data.get("document"),
                "line": data.get("line"),
            }
        )
    nodes = [
        {"id": n, **{k: v for k, v in g.nodes[n].items() if k in ("kind", "label", "document", "line")}} for n in best
    ]
    return {"from": start, "to": end, "found": True, "length": len(hops), "nodes": nodes, "hops": hops}


def path_text(data: dict[str, Any]) -> str:
    from kgraph.text import terminal_safe

    if not data["found"]:
        return terminal_safe(f"no provenance path between {data['from']} and {data['to']}\n")
    out = [f"{data['from']} → {data['to']}: {data['length']} hop{'s' if data['length'] != 1 else ''}"]
    nodes = {n["id"]: n for n in data["nodes"]}

    def show(node: str) -> str:
        n = nodes[node]
        label = f" {n['label']}" if n.get("label") and n["label"] != node else ""
        return f"{node}{label} [{n['kind']}]"

    out.append("  " + show(data["hops"][0]["from"]) if data["hops"] else "  " + show(data["from"]))
    for h in data["hops"]:
        where = f"{h['document']}:{h['line']}" if h.get("line") is not None else h.get("document") or ""
        arrow = f"--{h['relation']}-->" if h["direction"] == "forward" else f"<--{h['relation']}--"
        out.append(f"    {arrow}  ({where})")
        out.append("  " + show(h["to"]))
    return terminal_safe("\n".join(out)) + "\n"


# ---------------------------------------------------------------- rankings


def rank(store: BaseStore, what: str, *, limit: int = 20, as_of: dt.date | None = None) -> dict[str, Any]:
    """`sources`: single points of failure; `works`: the most depended-on works."""
    if what == "sources":
        return _rank_sources(store, limit, as_of)
    if what == "works":
        return _rank_works(store, limit, as_of)
    raise KGraphError(f"rank what? {what!r} (sources or works)")


def _source_of(origin: str) -> str:
    """The source an origin key belongs to: a document's own statements are the document."""
    if origin.startswith("doc:"):
        return origin[4:]
    if origin.startswith("source:"):
        return origin[7:].split(" ", 1)[0]
    return origin[4:] if origin.startswith("url:") else origin


def sole_support(store: BaseStore, as_of: dt.date | None = None) -> dict[str, dict[str, Any]]:
    """Per source (a document or source path, or a primary-source URL, a paper's pages being one):
    `sole` = the claims outside it that would have no independent origin left were it retracted,
    `downstream` = the claims outside it that stand on it at all."""
    from kgraph.query.origins import Blocked

    out: dict[str, dict[str, Any]] = {}

    def entry(key: str) -> dict[str, Any]:
        return out.setdefault(key, {"source": key, "sole": 0, "downstream": 0})

    for _, claims in sorted(claims_of_works(store, None, as_of).items()):
        origins = Origins(claims)
        reach: dict[str, list[dict[str, Any]]] = {}
        for c in claims.values():
            was = origins.of(c)
            docs, _ = origins.ancestry(c)
            for key in ({_source_of(o) for o in was} | docs) - {c["document"]}:
                reach.setdefault(key, []).append(c)
        for key, hit in reach.items():
            if key.startswith(("http://", "https://")):
                blocked = Blocked(urls=frozenset({key}), origins=frozenset({"url:" + key}))
            else:
                blocked = Blocked(docs=frozenset({key}))
            after = Origins(claims, blocked, pages=origins.pages)
            e = entry(key)
            e["downstream"] += len(hit)
            e["sole"] += sum(1 for c in hit if not after.of(c))
    return out


def _rank_sources(store: BaseStore, limit: int, as_of: dt.date | None) -> dict[str, Any]:
    found = sole_support(store, as_of)
    docs = {r["path"]: r["kind"] for r in rows(store, "documents")}
    ranked = sorted(found.values(), key=lambda e: (-e["sole"], -e["downstream"], e["source"]))
    out = []
    for e in ranked[:limit]:
        kind = docs.get(e["source"]) or ("url" if e["source"].startswith("http") else "source")
        out.append({"source": e["source"], "kind": kind, "sole_support": e["sole"], "downstream": e["downstream"]})
    return {
        "what": "sources",
        "measure": "sole_support",
        "description": "claims (outside the source itself) that would have no independent origin left if it were "
        "retracted; downstream: claims that stand on it at all",
        "columns": ["source", "kind", "sole_support", "downstream"],
        "rows": out,
    }


def _rank_works(store: BaseStore, limit: int, as_of: dt.date | None) -> dict[str, Any]:
    g = to_networkx(store, "citation", as_of)
    if as_of is None:
        links = identity.links(store)
        claims: dict[str, int] = {}
        for r in rows(store, "claims-per-work"):  # a name-only work's claims count for its paper
            key = V.work_key_from_iri(links.get(r["work"], r["work"]))
            claims[key] = claims.get(key, 0) + r["claims"]
    else:
        claims = {V.work_key_from_iri(w): len(c) for w, c in claims_of_works(store, None, as_of).items()}
    works = [n for n, d in g.nodes(data=True) if d["kind"] in ("paper", "work")]
    rows_out = [
        {
            "work": n,
            "name": g.nodes[n].get("label", ""),
            "citing_documents": sum(1 for p in g.predecessors(n) if "cites" in g.edges[p, n]["relations"]),
            "claims": claims.get(n, 0),
        }
        for n in works
    ]
    rows_out.sort(key=lambda r: (-r["citing_documents"], -r["claims"], r["work"]))
    return {
        "what": "works",
        "measure": "citing_documents",
        "description": "documents that speak of the work (its in-degree in the citation view); the claims "
        "about it beside it",
        "columns": ["work", "name", "citing_documents", "claims"],
        "rows": rows_out[:limit],
    }


__all__ = ["VIEWS", "to_networkx", "provenance_path", "rank", "sole_support", "url_origin"]
