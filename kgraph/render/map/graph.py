"""The map's graph, read from the store one document graph at a time (`_Builder`)."""

from __future__ import annotations

import datetime as dt
import re
from collections import Counter, defaultdict
from typing import Any

from kgraph import vocab as V
from kgraph.errors import KGraphError, NotFound
from kgraph.query import identity
from kgraph.query import named as queries
from kgraph.query.named import term as _term
from kgraph.render.map.model import (
    CONFLICT_FANOUT,
    CONFLICT_KINDS,
    DOC_TYPES,
    EDGE_PRIORITY,
    MapEdge,
    MapNode,
    doc_path_from_iri,
    safe_url,
    short,
)

# ---------------------------------------------------------------- reading the store


class _Builder:
    """Collects the item-level graph from the store, one document graph at a time."""

    def __init__(self, store: Any, as_of: dt.date | None):
        self.store = store
        self.as_of = as_of
        self.docs: dict[str, dict[str, Any]] = {}
        self.by_instance: dict[str, list[str]] = defaultdict(list)
        self.nodes: dict[str, MapNode] = {}
        self.edges: dict[tuple[str, str, str], MapEdge] = {}
        self.adj: dict[str, set[str]] = defaultdict(set)
        self.one_way: set[tuple[str, str]] = set()  # (from, to) steps a neighbourhood does not take
        self.loaded: set[str] = set()
        self.meta_done: set[str] = set()
        self.section_mentions: dict[tuple[str, str, str], dict[str, Any]] = {}
        # A name-only work that is a paper (kgraph.query.identity) is drawn as the paper: every row is
        # read with it as the paper, and a query about the paper asks about its names too.
        self.links = identity.links(store)
        self.aliases: dict[str, list[str]] = defaultdict(list)
        for name, paper in sorted(self.links.items()):
            self.aliases[paper].append(name)
        self._read_documents()

    # -- queries

    def select(
        self, name: str, values: list[str] | None = None, only: tuple[str, set[str]] | None = None
    ) -> list[dict[str, Any]]:
        """Rows of a map query; `values` binds the variable named at its `#VALUES ?var` line;
        `only=(var, iris)` keeps the rows whose `var` is one of `iris`."""
        from pyoxigraph import NamedNode

        text = queries.load(name)
        if values is None:
            return self._run(text, only=only)
        values = list(dict.fromkeys(x for v in values for x in (v, *self.aliases.get(v, ()))))
        marker = re.search(r"#VALUES \?(\w+)", text)
        if marker is None:
            raise KGraphError(f"query {name} has no #VALUES marker")
        out: list[dict[str, Any]] = []
        for start in range(0, len(values), 500):
            chunk = " ".join(str(NamedNode(v)) for v in values[start : start + 500])
            out.extend(self._run(text.replace(marker.group(0), f"VALUES ?{marker.group(1)} {{ {chunk} }}")))
        return out

    def select_graph(self, name: str, doc: str) -> list[dict[str, Any]]:
        """Rows of a map query about one document's graph (?doc bound)."""
        from pyoxigraph import NamedNode

        return self._run(queries.load(name), doc=NamedNode(doc))

    def _run(self, text: str, only: tuple[str, set[str]] | None = None, **bindings: Any) -> list[dict[str, Any]]:
        result = self.store.query(text, **bindings)
        variables = [v.value for v in result.variables]
        links = self.links

        def row(sol: Any) -> dict[str, Any]:
            out = {k: _term(sol[k]) for k in variables}
            if links:
                out = {k: links.get(v, v) if isinstance(v, str) else v for k, v in out.items()}
            return out

        if only is None:
            return [row(sol) for sol in result]
        var, wanted = only
        return [row(sol) for sol in result if sol[var] is not None and sol[var].value in wanted]

    def _read_documents(self) -> None:
        limit = self.as_of.isoformat() if self.as_of else None
        for r in self.select("map-documents"):
            if limit and (not r["date"] or r["date"] > limit):
                continue
            kind = DOC_TYPES.get(r["type"], "document")
            doc = self.docs.setdefault(
                r["doc"],
                {
                    "path": r["path"],
                    "kind": kind,
                    "date": r["date"],
                    "title": r["title"],
                    "instance": None,
                    "instance_name": None,
                    "baselines": set(),
                },
            )
            if kind != "document":
                doc["kind"] = kind
            if r["instance"]:
                doc["instance"] = r["instance"]
                doc["instance_name"] = r["instanceName"] or V.work_key_from_iri(r["instance"]).rsplit("/", 1)[-1]
            if r["baseline"]:
                doc["baselines"].add(r["baseline"])
        for iri, doc in self.docs.items():
            if doc["instance"]:
                self.by_instance[doc["instance"]].append(iri)

    # -- nodes and edges

    def node(self, iri: str, kind: str) -> MapNode:
        if iri in self.docs:
            kind = self.docs[iri]["kind"]
        found = self.nodes.get(iri)
        if found is None:
            found = self.nodes[iri] = MapNode(iri, kind)
        elif found.kind == "work" and kind == "paper":
            found.kind = kind
        return found

    def edge(self, source: str, target: str, relation: str, occurrence: dict[str, Any] | None = None) -> MapEdge:
        key = (source, target, relation)
        found = self.edges.get(key)
        if found is None:
            found = self.edges[key] = MapEdge(source, target, relation)
            self.adj[source].add(target)
            self.adj[target].add(source)
            if relation in ("document", "wasQuotedFrom"):  # claims and entries come with their works
                self.one_way.add((target, source))
        if occurrence is not None and occurrence not in found.occurrences:
            found.occurrences.append(occurrence)
        return found

    def where(self, doc: str, line: Any = None, **extra: Any) -> dict[str, Any]:
        meta = self.docs.get(doc, {})
        occ = {"document": meta.get("path") or doc_path_from_iri(doc), "date": meta.get("date"), "line": line}
        occ.update({k: v for k, v in extra.items() if v not in (None, "")})
        return occ

    def source_node(self, iri: str, path: str | None) -> MapNode:
        node = self.node(iri, "source")
        node.info.setdefault("path", path or doc_path_from_iri(iri))
        return node

    # -- loading document graphs

    def load(self, docs: list[str] | None) -> None:
        """Read the graphs of these documents (None: every document in scope).

        A few documents are read one graph at a time (Oxigraph answers `GRAPH <g>` from its
        index); many are read in one pass over all graphs, which is then cheaper."""
        pool = self.docs if docs is None else docs
        wanted = list(dict.fromkeys(d for d in pool if d in self.docs and d not in self.loaded))
        if not wanted:
            return
        self.loaded.update(wanted)
        keep = set(wanted)
        one_by_one = len(wanted) <= max(8, len(self.docs) // 2)
        for doc in wanted:
            self.node(doc, self.docs[doc]["kind"])

        def rows(name: str) -> list[dict[str, Any]]:
            if not one_by_one:
                return self.select(name, only=("doc", keep))
            return [r for doc in wanted for r in self.select_graph(name, doc)]

        for r in rows("map-mentions"):
            self._mention(r)
        for r in rows("map-works"):
            work = self.node(r["work"], "paper" if r["type"] == V.PAPER else "work")
            if r["label"]:
                work.info.setdefault("labels", set()).add(r["label"])
            if (url := safe_url(r["url"])) is not None:
                work.info.setdefault("urls", set()).add(url)
        for r in rows("map-derived"):
            self.source_node(r["src"], r["srcPath"])
            self.node(r["work"], "work")
            self.edge(r["work"], r["src"], "wasDerivedFrom", self.where(r["doc"], r["line"], quote=short(r["quote"])))
        for r in rows("map-claims"):
            claim = self.node(r["c"], "claim")
            claim.info.update(
                {"id": r["claimId"], "text": r["text"], "kind": r["kind"], "doc": r["doc"], "line": r["line"]}
            )
            self.node(r["work"], "work")
            self.edge(r["c"], r["work"], "about")
            self.edge(r["c"], r["doc"], "document", self.where(r["doc"], r["line"]))
            if r["src"]:
                self.source_node(r["src"], r["srcPath"])
                self.edge(r["c"], r["src"], "wasQuotedFrom", self.where(r["doc"], r["line"]))
        for r in rows("map-register"):
            entry = self.node(r["r"], "register")
            entry.info.update(
                {
                    "text": r["text"],
                    "risk": r["risk"],
                    "resolved": r["resolved"],
                    "kind": r["entryKind"],
                    "doc": r["doc"],
                    "line": r["line"],
                }
            )
            self.edge(r["r"], r["doc"], "document", self.where(r["doc"], r["line"]))
            if r["work"]:
                self.node(r["work"], "work")
                self.edge(r["r"], r["work"], "concerns", self.where(r["doc"], r["line"], quote=short(r["text"])))
        for r in rows("map-references"):
            self.source_node(r["src"], r["srcPath"])
            occ = self.where(r["doc"], r["line"], quote=short(r["note"]), status=r["sourceStatus"])
            self.edge(r["doc"], r["src"], "references", occ)
        for r in rows("map-sections"):
            sec = self.node(r["sec"], "section")
            sec.info["number"] = r["number"]
            if r["name"]:
                sec.info.setdefault("names", Counter())[r["name"]] += 1
                sec.info.setdefault("namings", []).append(self.where(r["doc"], r["line"], quote=short(r["quote"])))
        statements: list[tuple[str, str, str]] = []
        for r in rows("map-links"):
            rel = r["p"].rsplit("#", 1)[-1]
            if rel == "contradicts":
                statements.append((r["s"], r["o"], r["doc"]))
                continue
            if rel in ("anchoredIn", "suggestedSection"):
                self.node(r["s"], "work")
                sec = self.node(r["o"], "section")
                sec.info.setdefault("number", r["o"].rsplit("/", 1)[-1])
                occ = self.section_mentions.get((r["doc"], r["s"], r["o"])) or self.where(r["doc"])
                self.edge(r["s"], r["o"], rel, occ)
            elif rel == "adjacentTo":
                self.node(r["s"], "work")
                self.node(r["o"], "work")
                self.edge(r["s"], r["o"], rel, self.where(r["doc"]))
            elif rel == "cardFor":
                self.source_node(r["s"], None)
                self.node(r["o"], "paper")
                self.edge(r["s"], r["o"], rel, self.where(r["doc"]))
        if statements:
            self._stored_contradictions(statements)

    def _mention(self, r: dict[str, Any]) -> None:
        kind = "paper" if r["type"] == V.PAPER or r["work"].startswith(V.ID + "arxiv/") else "work"
        work = self.node(r["work"], kind)
        status = V.iri_status(r["status"])
        occ = self.where(
            r["doc"],
            r["line"],
            quote=short(r["quote"]),
            status=status,
            status_date=r["statusDate"],
            section=r["section"],
        )
        if r["name"]:
            work.info.setdefault("names", Counter())[r["name"]] += 1
        self.edge(r["doc"], r["work"], "cites", occ)
        if r["section"]:
            self.section_mentions.setdefault((r["doc"], r["work"], V.section_iri(r["section"])), occ)

    def _stored_contradictions(self, pairs: list[tuple[str, str, str]]) -> None:
        ends = sorted({x for a, b, _ in pairs for x in (a, b)})
        where: dict[str, dict[str, Any]] = {}
        for r in self.select("map-statements", ends):
            if r["doc"] in self.docs:
                where.setdefault(r["n"], r)
        for a, b, _ in pairs:
            if a not in where or b not in where:
                continue
            na, nb = self._statement_node(where[a]), self._statement_node(where[b])
            occ = {
                "document": f"{self.docs[where[a]['doc']]['path']}:{where[a]['line']}",
                "date": self.docs[where[a]["doc"]]["date"],
                "quote": short(where[a]["quote"] or where[a]["text"]),
                "against": f"{self.docs[where[b]['doc']]['path']}:{where[b]['line']}",
                "about": V.work_key_from_iri(where[a]["work"]) if where[a]["work"] else None,
            }
            self.edge(na, nb, "contradicts", {k: v for k, v in occ.items() if v})

    def _statement_node(self, row: dict[str, Any]) -> str:
        if row["type"] == V.CLAIM:
            claim = self.node(row["n"], "claim")
            claim.info.setdefault("doc", row["doc"])
            claim.info.setdefault("line", row["line"])
            claim.info.setdefault("text", row["text"])
            return row["n"]
        self.node(row["doc"], "document")
        return row["doc"]

    def detected_contradictions(self) -> None:
        """Conflicts `kgraph contradictions` finds between documents, as `contradicts` edges."""
        from kgraph.query.register import entries

        by_path = {meta["path"]: iri for iri, meta in self.docs.items()}
        for entry in entries(self.store, as_of=self.as_of, kinds=list(CONFLICT_KINDS)):
            docs = list(dict.fromkeys(by_path[e["document"]] for e in entry["evidence"] if e["document"] in by_path))
            if len(docs) < 2:
                continue
            first = entry["evidence"][0]
            more = len(docs) - 1 - CONFLICT_FANOUT
            for n, other in enumerate(docs[1 : 1 + CONFLICT_FANOUT]):
                self.node(docs[0], "document")
                self.node(other, "document")
                occ = {
                    "entry": entry["id"],
                    "kind": entry["kind"],
                    "severity": entry["severity"],
                    "status": entry["status"],
                    "about": ", ".join(entry["items"]),
                    "quote": short(entry["summary"]),
                    "document": f"{first['document']}:{first['line']}",
                    "date": first.get("date"),
                }
                if more > 0 and n == CONFLICT_FANOUT - 1:
                    occ["against"] = f"and {more} more documents (kgraph contradictions)"
                self.edge(docs[0], other, "contradicts", occ)

    def metadata(self, iri: str) -> None:
        """Default-graph edges of a document (instance, baseline) or an instance (its documents)."""
        if iri in self.meta_done:
            return
        self.meta_done.add(iri)
        doc = self.docs.get(iri)
        if doc is not None:
            if doc["instance"]:
                inst = self.node(doc["instance"], "instance")
                inst.info["name"] = doc["instance_name"]
                self.edge(iri, doc["instance"], "wasAttributedTo", self.where(iri))
            for base in sorted(doc["baselines"]):
                if base not in self.docs:
                    self.source_node(base, None)
                self.node(base, "document")
                self.edge(iri, base, "baselineDocument", self.where(iri))
        elif iri in self.by_instance:
            for d in self.by_instance[iri]:
                self.node(d, self.docs[d]["kind"])
                self.metadata(d)

    def cites_count(self) -> Counter[str]:
        if not hasattr(self, "_cites"):
            self._cites = Counter(e.source for e in self.edges.values() if e.relation == "cites")
        return self._cites

    def touching(self, nodes: set[str]) -> list[str]:
        """The in-scope documents whose graphs speak of these nodes."""
        iris = sorted(n for n in nodes if n.startswith(("http://", "https://")))
        if not iris:
            return []
        return list(dict.fromkeys(r["doc"] for r in self.select("map-touching", iris) if r["doc"] in self.docs))

    def refresh_mentions(self, works: list[str]) -> None:
        """Every in-scope mention of some works: a work at the rim of a neighbourhood was
        reached without reading all its documents, but its size and tooltip count them all."""
        from pyoxigraph import NamedNode

        if not works:
            return
        found: dict[str, list[dict[str, Any]]] = defaultdict(list)
        names: dict[str, Counter[str]] = defaultdict(Counter)
        for r in self.select("map-mention-index", works):
            if r["doc"] not in self.docs:
                continue
            found[r["work"]].append(
                self.where(r["doc"], r["line"], status=V.iri_status(r["status"]), m=r["m"], graph=r["doc"])
            )
            if r["name"]:
                names[r["work"]][r["name"]] += 1
        for work in works:
            if work not in self.nodes:
                continue
            occs = sorted(
                found.get(work, []), key=lambda o: (o.get("date") or "9999", o["document"], o.get("line") or 0)
            )
            anchored = [o for o in occs if o.get("status") == "anchored"]
            for occ in {id(o): o for o in occs[:1] + anchored[-1:]}.values():
                rows = self._run(queries.load("map-mention-detail"), m=NamedNode(occ["m"]), doc=NamedNode(occ["graph"]))
                if rows:
                    extra = {
                        "quote": short(rows[0]["quote"]),
                        "status_date": rows[0]["statusDate"],
                        "section": rows[0]["section"],
                    }
                    occ.update({k: v for k, v in extra.items() if v not in (None, "")})
            self.nodes[work].info["mentions"] = occs
            if names.get(work):
                self.nodes[work].info["names"] = names[work]


# ---------------------------------------------------------------- choosing what to draw


def _resolve_start(b: _Builder, text: str) -> str:
    from pyoxigraph import Literal, NamedNode

    from kgraph.query.named import resolve

    raw = text.strip()
    if re.search(r"@\d{4}-\d{2}-\d{2}~[0-9a-f]{6}$|@undated~", raw):
        iri = V.claim_iri(raw)
        if b.store.query("ASK { GRAPH ?g { ?c kg:claimId ?id } }", c=NamedNode(iri), id=Literal(raw)):
            return iri
        raise NotFound(f"claim {raw!r} is not in the store")
    for iri, meta in b.docs.items():
        if meta["path"] == raw:
            return iri
    if b.store.query("ASK { ?d kg:path ?p }", p=Literal(raw)):
        raise NotFound(f"{raw!r} is dated after {b.as_of}")
    return resolve(b.store, raw)


def _within_budget(edges: list[MapEdge], budget: int) -> list[MapEdge]:
    """At most `budget` edges: first one edge for every node (the most important it has), so
    that no node drawn is left floating, then the rest by relation and weight."""
    rank = {rel: i for i, rel in enumerate(EDGE_PRIORITY)}
    edges = sorted(edges, key=lambda e: (rank.get(e.relation, len(rank)), -len(e.occurrences), e.source, e.target))
    covered: set[str] = set()
    first: list[MapEdge] = []
    rest: list[MapEdge] = []
    for e in edges:
        if e.source not in covered or e.target not in covered:
            covered.update((e.source, e.target))
            first.append(e)
        else:
            rest.append(e)
    chosen = first[:budget] + rest[: max(0, budget - len(first))]
    return sorted(chosen, key=lambda e: (rank.get(e.relation, len(rank)), -len(e.occurrences), e.source, e.target))


def _item_key(b: _Builder, iri: str) -> str:
    """What a user would type for this node: an arXiv id or work key, a path or a claim id."""
    if iri in b.docs:
        return b.docs[iri]["path"]
    node = b.nodes.get(iri)
    if node is not None and node.kind == "claim" and node.info.get("id"):
        return str(node.info["id"])
    return V.work_key_from_iri(iri)
