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

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import html
import json
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from kgraph import vocab as V
from kgraph.errors import KGraphError, NotFound
from kgraph.query import identity
from kgraph.query import named as queries
from kgraph.query.named import term as _term
from kgraph.text import plural

ASSETS = Path(__file__).parent / "assets"
DEFAULT_LIMIT = 2000

# kind -> (legend text, vis-network shape, colour)
NODE_KINDS: dict[str, tuple[str, str, str]] = {
    "brief": ("Brief", "box", "#3b6ea5"),
    "living": ("Living document", "box", "#6a3d9a"),
    "paper_card": ("Paper card", "box", "#8c5a3c"),
    "inbox_note": ("Inbox note", "box", "#2f8f89"),
    "document": ("Other document", "box", "#6b6b6b"),
    "paper": ("Paper (arXiv)", "dot", "#f28e2b"),
    "work": ("Other work", "dot", "#e6c229"),
    "section": ("Section", "hexagon", "#59a14f"),
    "claim": ("Claim", "diamond", "#f4a3b4"),
    "register": ("Register entry", "square", "#e15759"),
    "source": ("Source (not ingested)", "triangle", "#9a9a9a"),
    "instance": ("Instance", "star", "#b07aa1"),
}
PLURALS = {
    "brief": "briefs",
    "living": "living documents",
    "paper_card": "paper cards",
    "inbox_note": "inbox notes",
    "document": "other documents",
    "paper": "papers",
    "work": "other works",
    "section": "sections",
    "claim": "claims",
    "register": "register entries",
    "source": "sources",
    "instance": "instances",
}
DOCUMENT_KINDS = ("brief", "living", "paper_card", "inbox_note", "document")
DOC_TYPES = {V.DOCUMENT_CLASSES[k]: k for k in DOCUMENT_KINDS}

# relation -> vis-network edge style
EDGE_STYLES: dict[str, dict[str, Any]] = {
    "cites": {"color": "#8a9bb0"},
    "anchoredIn": {"color": "#2e9e3e", "width": 2.5},
    "suggestedSection": {"color": "#8fcf98", "dashes": [4, 4]},
    "adjacentTo": {"color": "#c9a93a", "dashes": [2, 4], "arrows": ""},
    "wasDerivedFrom": {"color": "#707070"},
    "references": {"color": "#b0b0b0"},
    "about": {"color": "#e892a6"},
    "document": {"color": "#c8c8c8"},
    "wasQuotedFrom": {"color": "#9a6f96"},
    "wasAttributedTo": {"color": "#b07aa1"},
    "baselineDocument": {"color": "#5b7fb8", "dashes": [6, 3]},
    "concerns": {"color": "#e15759"},
    "cardFor": {"color": "#8c5a3c"},
    "contradicts": {"color": "#d62728", "dashes": [8, 6], "width": 3, "arrows": ""},
}
EDGE_LEGEND = [
    ("cites", "document → work it speaks of"),
    ("anchoredIn", "work → section it is anchored in"),
    ("contradicts", "documents or claims that disagree"),
    ("wasDerivedFrom", "work → source named for it"),
    ("references", "document → source it read"),
    ("about", "claim → its work"),
    ("document", "claim or entry → its document"),
]
# Lineage: for these relations the edge's target is upstream (nearer the documents and
# sources) of its source; for UP_REVERSE the source is upstream of the target.
UP_FORWARD = {
    "wasDerivedFrom",
    "references",
    "wasAttributedTo",
    "baselineDocument",
    "document",
    "wasQuotedFrom",
    "anchoredIn",
}
UP_REVERSE = {"cites", "cardFor"}
WEAK = {"references"}  # followed only from the clicked node itself
# kinds of `kgraph contradictions` entries that are disagreements between documents
CONFLICT_KINDS = (
    "new-but-anchored",
    "anchoring-conflict",
    "section-name-drift",
    "source-status-conflict",
    "divergent-figures",
    "stale-anchor",
)
SHORT_QUOTE = 160
CONFLICT_FANOUT = 6  # a detected conflict links its first document to at most this many others
EDGES_PER_NODE = 8  # default edge budget: this many times the node limit
# which edges to keep first when there are more than the budget
EDGE_PRIORITY = (
    "anchoredIn",
    "contradicts",
    "cites",
    "wasDerivedFrom",
    "about",
    "document",
    "wasQuotedFrom",
    "concerns",
    "cardFor",
    "suggestedSection",
    "adjacentTo",
    "wasAttributedTo",
    "baselineDocument",
    "references",
)


# ---------------------------------------------------------------- small helpers


def item_slug(text: str) -> str:
    """A file-name-safe slug for an item: `map-<slug>.html` (arXiv ids stay as they are)."""
    raw = str(text).strip()
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", raw).strip("-.").lower()[:60]
    if not slug or slug != raw.lower():
        digest = hashlib.sha1(raw.encode("utf-8")).hexdigest()[:8]
        slug = f"{slug}-{digest}" if slug else digest
    return slug


def safe_url(url: Any) -> str | None:
    """The URL if it is an absolute http(s) URL, else None."""
    if not isinstance(url, str):
        return None
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.netloc:
        return None
    if any(c in text for c in "\"'<>` \t\r\n\\"):
        return None
    return text


def short(text: Any, n: int = SHORT_QUOTE) -> str:
    if text is None:
        return ""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= n else flat[: n - 1].rstrip() + "…"


def doc_path_from_iri(iri: str) -> str:
    prefix = V.ID + "doc/"
    return unquote(iri[len(prefix) :]) if iri.startswith(prefix) else iri


def script_json(data: Any) -> str:
    """JSON that is safe inside a <script> element (no `</script>`, no `<!--`)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    for char, escaped in (
        ("<", "\\u003c"),
        (">", "\\u003e"),
        ("&", "\\u0026"),
        ("\u2028", "\\u2028"),
        ("\u2029", "\\u2029"),
    ):
        text = text.replace(char, escaped)
    return text


def csp_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"


# ---------------------------------------------------------------- the model


@dataclass
class MapNode:
    iri: str
    kind: str
    distance: int = 0
    info: dict[str, Any] = field(default_factory=dict)


@dataclass
class MapEdge:
    source: str
    target: str
    relation: str
    occurrences: list[dict[str, Any]] = field(default_factory=list)


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


# ---------------------------------------------------------------- the time layout

LAYOUTS = ("time", "force")
COLUMN = 260  # px between two dates on the time axis
ROW = 34  # px between two stacked nodes


def time_layout(
    b: _Builder, kept: list[str], edges: list[MapEdge], start: str | None
) -> tuple[dict[str, tuple[float, float]], list[dict[str, Any]]]:
    """Positions that read in time: documents left to right by date (one column per date,
    undated ones first), each document's claims and register entries beside it, the sources
    a document read upstream (half a column before its first reader), instances above them,
    the works it cites and the sections they are anchored in below, at the date they were
    first cited or anchored; the mapped item itself at the right, after the last date.
    Returns ({IRI: (x, y)}, the axis as [{"x", "label"}])."""
    kept_set = set(kept)
    docs = [n for n in kept if n in b.docs]
    dates = sorted({b.docs[d].get("date") or "" for d in docs})
    column = {d: i for i, d in enumerate(dates)}
    col_of_path = {b.docs[d]["path"]: column[b.docs[d].get("date") or ""] for d in docs}

    def col_of(occ: dict[str, Any]) -> int | None:
        where = str(occ.get("document") or "")  # a path, or path:line
        return col_of_path.get(where, col_of_path.get(where.rsplit(":", 1)[0]))

    # satellites: claims and register entries beside their documents
    beside: dict[str, list[str]] = defaultdict(list)
    for n in kept:
        node = b.nodes[n]
        if node.kind in ("claim", "register") and node.info.get("doc") in kept_set:
            beside[node.info["doc"]].append(n)
    pos: dict[str, tuple[float, float]] = {}
    # documents: stacked in their date's column, each with room for its satellites
    by_column: dict[int, list[str]] = defaultdict(list)
    for d in sorted(docs, key=lambda d: (b.nodes[d].kind != "living", b.docs[d]["path"])):
        by_column[column[b.docs[d].get("date") or ""]].append(d)
    # a document another document of the same date read sits a little before it
    read_same_day = {
        e.target
        for e in edges
        if e.relation == "references"
        and e.source in b.docs
        and e.target in b.docs
        and (b.docs[e.source].get("date") or "") == (b.docs[e.target].get("date") or "")
    }
    bottom = 0.0
    for col, members in by_column.items():
        y = (col % 2) * ROW * 1.3  # zig-zag: wide document boxes of neighbouring dates never meet
        for d in members:
            pos[d] = (col * COLUMN - (COLUMN * 0.3 if d in read_same_day else 0), y)
            satellites = sorted(beside[d], key=lambda n: (b.nodes[n].kind, b.nodes[n].info.get("line") or 0))
            for i, sat in enumerate(satellites):
                pos[sat] = (pos[d][0] + COLUMN * 0.42, y + (i - (len(satellites) - 1) / 2) * ROW)
            y += max(2.5, len(beside[d]) + 1.2) * ROW
        bottom = max(bottom, y)
    # every other node: the earliest column it is tied to by an edge with a dated occurrence
    first_col: dict[str, int] = {}
    for e in edges:
        for end in (e.source, e.target):
            for occ in e.occurrences:
                c = col_of(occ)
                if c is not None and (end not in first_col or c < first_col[end]):
                    first_col[end] = c
    for d in docs:  # a document's neighbours without dated occurrences follow the document
        for m in b.adj.get(d, ()):
            if m in kept_set:
                first_col[m] = min(
                    first_col.get(m, column[b.docs[d].get("date") or ""]), column[b.docs[d].get("date") or ""]
                )
    last = len(dates)
    slots: dict[tuple[str, float], int] = defaultdict(int)

    def place(n: str, x: float, band: str, y0: float, step: float, across: int = 1) -> None:
        """The next free place of a band at x: `across` places side by side, then a row down."""
        k = slots[(band, x)]
        slots[(band, x)] += 1
        pos[n] = (x + (k % across) * COLUMN * 0.42, y0 + step * (k // across))

    top = -2.5 * ROW
    for n in kept:
        if n in pos:
            continue
        kind = b.nodes[n].kind
        c = first_col.get(n, 0)
        if n == start:
            pos[n] = (last * COLUMN, bottom / 2 if bottom else 0.0)
        elif kind == "source" or kind in DOCUMENT_KINDS:  # a source, or a document out of scope
            place(n, c * COLUMN - COLUMN / 2, "source", top, -ROW * 1.6)
        elif kind == "instance":
            place(n, c * COLUMN, "instance", top - 6 * ROW, -ROW * 1.6)
        elif kind == "section":
            place(n, c * COLUMN - COLUMN * 0.25, "section", bottom + 2 * ROW, ROW * 2.2)
        else:  # papers, works, claims or entries of documents not drawn
            place(n, c * COLUMN, "work", bottom + ROW, ROW * 2.4, across=2)
    axis = [{"x": column[d] * COLUMN, "label": d or "undated"} for d in dates]
    return pos, axis


def apply_time_layout(data: MapData, pos: dict[str, tuple[float, float]], axis: list[dict[str, Any]]) -> None:
    """Put the positions on the drawn nodes and turn the force layout off."""
    iri_of = {n: i for i, n in data.node_ids.items()}
    for node in data.nodes:
        iri = iri_of.get(node["id"])
        if iri in pos:
            node["x"], node["y"] = round(pos[iri][0], 1), round(pos[iri][1], 1)
    # the colours say what an edge is (legend, tooltip): its word shows only on a highlighted lineage
    data.options["edges"]["font"] = {**data.options["edges"]["font"], "color": "rgba(0,0,0,0)", "strokeWidth": 0}
    data.layout = "time"
    data.axis = axis
    data.options["physics"] = {"enabled": False}
    data.options["layout"] = {"improvedLayout": False, "randomSeed": 7}
    data.options["edges"]["smooth"] = {"enabled": True, "type": "curvedCW", "roundness": 0.12}


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


def _shade(hex_colour: str, factor: float) -> str:
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(max(0, min(255, int(c * factor))) for c in (r, g, b)))


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
