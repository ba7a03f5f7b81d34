"""The materialised contradiction register: detector inputs stored with each document, and the
findings kept in the store, updated in the same transaction as the documents they come from.

Each ingested document gets a derived named graph `kgid:inputs/doc/{path}` holding the rows of
the `detect-*.rq` queries that come from it (its anchoring assertions, figures, listed and
declared counts, section names, source checks, references, register entries), one node per
(query, key) with the rows as JSON. The findings are `kg:Finding`s in derived named graphs
`kgid:register/{kind}/{hash}`, one per detector and key (an item, a document, a section, a
paper's cards) or, for to-verify concerns, per connected group of keys.

Writing documents (`RegisterWriter.write`) computes their new inputs, reads their old ones, and
re-runs each detector (`kgraph.query.detectors.SCOPES`) only for the keys those rows touch, against the
stored inputs of the other documents with the same keys; the new findings replace the old ones
in the same request that writes the documents. `kgraph contradictions --recompute` keeps the
from-scratch path (`kgraph.query.detectors.register`), which the tests compare this one with.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from pyoxigraph import Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.errors import KGraphError
from kgraph.query import identity
from kgraph.query.detectors import CANONICAL_TABLES, DETECTORS, SCOPES, Facts, ordered, run_kind, stable
from kgraph.query.named import rows
from kgraph.store.base import BaseStore

INPUTS = V.INPUTS_GRAPHS
FINDINGS = V.REGISTER_GRAPHS
STATE = V.REGISTER_STATE  # the graph holding the register's state marker
VERSION = V.REGISTER_VERSION
KG = V.KG
CHUNK = 400  # keys per VALUES clause

_RDF_TYPE = NamedNode(V.RDF + "type")
_P = {
    name: NamedNode(KG + name)
    for name in (
        "inputKey",
        "inputRows",
        "Finding",
        "FindingGroup",
        "findingKind",
        "groupKey",
        "findingId",
        "severity",
        "findingStatus",
        "firstSeen",
        "lastSeen",
        "resolvedOn",
        "sightings",
        "summary",
        "findingAbout",
        "evidenceIn",
        "entry",
        "registerVersion",
        "inFindingGroup",
    )
}
_DATE = NamedNode(V.XSD + "date")
_INT = NamedNode(V.XSD + "integer")


def tables() -> list[str]:
    """Every query a scoped detector reads."""
    return sorted({t for scope in SCOPES.values() for t in scope.reads})


def _with_names(out: dict[str, dict[str, list[dict[str, Any]]]], store: BaseStore) -> None:
    """Add each document's names (`identity.TABLE`, the inputs of the identity of works)."""
    for row in identity.name_rows(rows(store, "identity-names")):
        if row["doc"] in out:
            out[row["doc"]].setdefault(identity.TABLE, []).append(row)


def scoped_kinds() -> list[str]:
    """The kinds kept in the store: every detector that declares what it reads (`SCOPES`)."""
    return [k for k in ("to-verify", *DETECTORS) if k in SCOPES]


def live_kinds() -> list[str]:
    """Detectors without a declared scope: computed from scratch whenever the register is read."""
    return [k for k in DETECTORS if k not in SCOPES]


def inputs_iri(doc_iri: str) -> str:
    return INPUTS + doc_iri[len(V.ID) :] if doc_iri.startswith(V.ID) else INPUTS + "x/" + _hash(doc_iri)


def group_iri(kind: str, key: str) -> str:
    return f"{FINDINGS}{kind}/{_hash(key)}"


def _hash(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:20]


def _keys(table: str, row: dict[str, Any]) -> set[str]:
    """The keys one row belongs to, over every detector that reads its query."""
    if table == identity.TABLE:
        return {"n:" + row["key"]}
    out: set[str] = set()
    for scope in SCOPES.values():
        if table in scope.reads:
            out.update(scope.keys(table, row))
    return out


# ---------------------------------------------------------------- a document's inputs


def document_inputs(docs: Iterable[tuple[str, list[Quad]]]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Per document IRI, per detector query: its rows, computed by the same queries as the
    from-scratch register, over a scratch in-memory store holding only these documents."""
    from kgraph.store.local import GraphStore

    docs = [(iri, quads) for iri, quads in docs if quads]
    out: dict[str, dict[str, list[dict[str, Any]]]] = {iri: {} for iri, _ in docs}
    if not docs:
        return out
    scratch = GraphStore(None, write=True)
    scratch.store.extend([q for _, quads in docs for q in quads])
    for table in tables():
        for row in rows(scratch, table):
            if row["doc"] in out:
                out[row["doc"]].setdefault(table, []).append(row)
    _with_names(out, scratch)
    return _canonical(out)


def _canonical(found: dict[str, dict[str, list[dict[str, Any]]]]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Each document's rows in one order, whichever store they were read from."""
    return {doc: {t: stable(r) for t, r in tables_.items()} for doc, tables_ in found.items()}


def input_quads(doc_iri: str, found: dict[str, list[dict[str, Any]]]) -> list[Quad]:
    """The derived graph of one document's inputs: one node per (query, key), rows as JSON
    (each with its index, so a row filed under two keys is read back once)."""
    graph = NamedNode(inputs_iri(doc_iri))
    nodes: dict[str, list[Any]] = defaultdict(list)
    for table, found_rows in sorted(found.items()):
        for n, row in enumerate(found_rows):
            for key in sorted(_keys(table, row)):
                nodes[f"{table}|{key}"].append([n, row])
    quads = []
    for i, (key, members) in enumerate(sorted(nodes.items())):
        node = NamedNode(f"{graph.value}#{i}")
        quads.append(Quad(node, _P["inputKey"], Literal(key), graph))
        text = json.dumps(members, ensure_ascii=False, separators=(",", ":"))
        quads.append(Quad(node, _P["inputRows"], Literal(text), graph))
    return quads


# ---------------------------------------------------------------- findings as quads


def finding_quads(kind: str, keys: list[str], entries: list[dict[str, Any]]) -> tuple[str, list[Quad]]:
    """The derived graph of one detector's findings for one key (or connected group of keys)."""
    iri = group_iri(kind, min(keys))
    graph = NamedNode(iri)
    quads = [Quad(graph, _RDF_TYPE, _P["FindingGroup"], graph), Quad(graph, _P["findingKind"], Literal(kind), graph)]
    quads += [Quad(graph, _P["groupKey"], Literal(k), graph) for k in sorted(keys)]
    for n, entry in enumerate(entries):
        node = NamedNode(f"{iri}#{n}")
        stored = {k: v for k, v in entry.items() if k != "days_open" and k != "norm"}
        add = [
            (_RDF_TYPE, _P["Finding"]),
            (_P["inFindingGroup"], graph),
            (_P["findingId"], Literal(entry["id"])),
            (_P["findingKind"], Literal(kind)),
            (_P["severity"], Literal(entry["severity"])),
            (_P["findingStatus"], Literal(entry["status"])),
            (_P["summary"], Literal(entry["summary"])),
            (_P["sightings"], Literal(str(entry["sightings"]), datatype=_INT)),
            (_P["entry"], Literal(json.dumps(stored, ensure_ascii=False, separators=(",", ":")))),
        ]
        for field, prop in (("first_seen", "firstSeen"), ("last_seen", "lastSeen"), ("resolved_on", "resolvedOn")):
            if entry.get(field):
                add.append((_P[prop], Literal(entry[field], datatype=_DATE)))
        add += [(_P["findingAbout"], Literal(item)) for item in entry["items"]]
        add += [(_P["evidenceIn"], Literal(p)) for p in sorted({e["document"] for e in entry["evidence"]})]
        quads += [Quad(node, p, o, graph) for p, o in add]
    return iri, quads


def _marker() -> list[Quad]:
    graph = NamedNode(STATE)
    return [Quad(graph, _P["registerVersion"], Literal(VERSION), graph)]


# ---------------------------------------------------------------- reading what is stored


def is_current(store: BaseStore) -> bool:
    """Whether the store holds a materialised register kept up to date by every write."""
    try:
        return bool(store.query(f'ASK {{ GRAPH <{STATE}> {{ <{STATE}> kg:registerVersion "{VERSION}" }} }}'))
    except KGraphError:  # a store that cannot answer has no register
        return False


def stored_entries(store: BaseStore) -> list[dict[str, Any]]:
    """Every stored finding, as the detectors made it (without days open)."""
    return [json.loads(r["entry"]) for r in rows(store, "register-findings")]


def materialised(
    store: BaseStore, *, kinds: list[str] | None = None, today: dt.date | None = None
) -> list[dict[str, Any]] | None:
    """The register as stored (plus the detectors that keep nothing in the store, run live);
    None when the store has no current materialised register."""
    if not is_current(store):
        return None
    today = today or dt.date.today()
    wanted = set(kinds) if kinds else None
    entries = [e for e in stored_entries(store) if wanted is None or e["kind"] in wanted]
    live = [k for k in live_kinds() if wanted is None or k in wanted]
    if live:
        facts = Facts(store)
        for kind in live:
            entries.extend(run_kind(kind, facts, today))
    return ordered(entries, today)


def entries(
    store: BaseStore, *, as_of: dt.date | None = None, kinds: list[str] | None = None, today: dt.date | None = None
) -> list[dict[str, Any]]:
    """The register: as stored when it is current (and no `as_of` asks for another date),
    otherwise computed from scratch."""
    from kgraph.query.detectors import register

    found = None if as_of is not None else materialised(store, kinds=kinds, today=today)
    return found if found is not None else register(store, as_of=as_of, kinds=kinds, today=today)


def _load(store: BaseStore, pairs: Iterable[str]) -> dict[str, list[tuple[str, int, dict[str, Any]]]]:
    """Stored rows per "query|key": (inputs graph, row index, row)."""
    out: dict[str, list[tuple[str, int, dict[str, Any]]]] = defaultdict(list)
    pairs = sorted(set(pairs))
    for start in range(0, len(pairs), CHUNK):
        chunk = [Literal(p) for p in pairs[start : start + CHUNK]]
        for r in rows(store, "register-inputs", key=chunk):
            for n, row in json.loads(r["rows"]):
                out[r["key"]].append((r["g"], n, row))
    return out


def _old_inputs(store: BaseStore, doc_iris: list[str]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """What the store holds as these documents' inputs (per document, per query)."""
    out: dict[str, dict[str, dict[int, dict[str, Any]]]] = defaultdict(lambda: defaultdict(dict))
    graphs = {inputs_iri(d): d for d in doc_iris}
    names = sorted(graphs)
    for start in range(0, len(names), CHUNK):
        chunk = [NamedNode(g) for g in names[start : start + CHUNK]]
        for r in rows(store, "register-document-inputs", g=chunk):
            table = r["key"].split("|", 1)[0]
            for n, row in json.loads(r["rows"]):
                out[graphs[r["g"]]][table][n] = row
    return {d: {t: [byn[n] for n in sorted(byn)] for t, byn in tables_.items()} for d, tables_ in out.items()}


def _existing_groups(store: BaseStore, kind: str, keys: Iterable[str]) -> set[str]:
    """The stored finding groups of one kind that carry any of these keys."""
    found: set[str] = set()
    keys = sorted(set(keys))
    for start in range(0, len(keys), CHUNK):
        chunk = [Literal(k) for k in keys[start : start + CHUNK]]
        for r in rows(store, "register-groups", key=chunk, kind=Literal(kind)):
            found.add(r["g"])
    return found


# ---------------------------------------------------------------- computing findings for keys


class _Rows:
    """Rows per "query|key" for a set of keys: the store's, minus the documents being
    rewritten, plus those documents' new rows."""

    def __init__(self, store: BaseStore | None, replaced: set[str], new: dict[str, dict[str, list[dict[str, Any]]]]):
        self.store = store
        self.canon: dict[str, str] = {}  # the identity of works: name-only work key -> paper key
        self.aliases: dict[str, set[str]] = defaultdict(set)
        self.replaced = {inputs_iri(d) for d in replaced}
        self.by_pair: dict[str, list[tuple[str, int, dict[str, Any]]]] = {}
        self.new: dict[str, list[tuple[str, int, dict[str, Any]]]] = defaultdict(list)
        for doc, found in new.items():
            g = inputs_iri(doc)
            for table, found_rows in found.items():
                for n, row in enumerate(found_rows):
                    for key in _keys(table, row):
                        self.new[f"{table}|{key}"].append((g, n, row))

    def set_identity(self, links: dict[str, str]) -> None:
        """Read works as the identity of works says (before any `fetch`): a paper's key gathers
        the rows filed under the keys of the name-only works that are it."""
        self.canon = {"w:" + name: "w:" + paper for name, paper in links.items()}
        self.aliases = defaultdict(set)
        for name, paper in self.canon.items():
            self.aliases[paper].add(name)

    def key(self, key: str) -> str:
        return self.canon.get(key, key)

    def keys(self, scope: Any, table: str, row: dict[str, Any]) -> set[str]:
        """A row's keys, as canonical works."""
        return {self.canon.get(k, k) for k in scope.keys(table, row)}

    def fetch(self, pairs: Iterable[str]) -> None:
        missing = [p for p in set(pairs) if p not in self.by_pair]
        filed = {
            p: [p, *(f"{p.split('|', 1)[0]}|{a}" for a in sorted(self.aliases.get(p.split("|", 1)[1], ())))]
            for p in missing
        }
        wanted = {f for fs in filed.values() for f in fs}
        stored = _load(self.store, wanted) if self.store is not None and wanted else {}
        for p in missing:
            self.by_pair[p] = [
                r
                for f in filed[p]
                for r in [*(r for r in stored.get(f, ()) if r[0] not in self.replaced), *self.new.get(f, [])]
            ]

    def facts(self, kind: str, keys: Iterable[str]) -> Facts:
        """The facts the detector `kind` sees for these keys (rows filtered by its own keys)."""
        scope = SCOPES[kind]
        keys = set(keys)
        links = {k[2:]: v[2:] for k, v in self.canon.items()}
        cache = {}
        for table in scope.reads:
            seen: set[tuple[str, int]] = set()
            found = []
            for key in sorted(keys):
                for g, n, row in self.by_pair.get(f"{table}|{key}", ()):
                    if (g, n) not in seen and keys & self.keys(scope, table, row):
                        seen.add((g, n))
                        found.append(identity.canonical_row(row, links) if table in CANONICAL_TABLES else row)
            cache[table] = stable(found)
        return Facts(None, None, cache)  # type: ignore[arg-type]


def _groups(kind: str, touched: set[str], data: _Rows) -> list[set[str]]:
    """The keys whose findings must be recomputed, grouped as the detector computes them:
    one key each, or for a chained detector the connected groups reachable from `touched`."""
    scope = SCOPES[kind]
    if not scope.chained:
        data.fetch(f"{t}|{k}" for k in touched for t in scope.reads)
        return [{k} for k in sorted(touched)]
    parent: dict[str, str] = {}

    def find(k: str) -> str:
        while parent.setdefault(k, k) != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    seen = set(touched)
    frontier = set(touched)
    while frontier:
        data.fetch(f"{t}|{k}" for k in frontier for t in scope.reads)
        nxt: set[str] = set()
        for k in frontier:
            find(k)
            for t in scope.reads:
                for _, _, row in data.by_pair.get(f"{t}|{k}", ()):
                    keys = data.keys(scope, t, row)
                    for other in keys:
                        parent[find(other)] = find(k)
                        if other not in seen:
                            seen.add(other)
                            nxt.add(other)
        frontier = nxt
    groups: dict[str, set[str]] = defaultdict(set)
    for k in seen:
        groups[find(k)].add(k)
    return sorted(groups.values(), key=min)


def _recompute(
    kind: str, touched: set[str], data: _Rows, store: BaseStore | None, today: dt.date
) -> list[tuple[str, list[Quad]]]:
    """(group graph, quads) for every finding group of `kind` the touched keys change ([] drops it).
    The findings are kept under canonical works; a touched name-only work's own findings are dropped."""
    raw = set(touched)
    groups = _groups(kind, {data.key(k) for k in raw}, data)
    out: dict[str, list[Quad]] = {}
    if store is not None:
        every = set().union(raw, *groups)
        out.update((g, []) for g in _existing_groups(store, kind, every))
    for keys in groups:
        entries = run_kind(kind, data.facts(kind, keys), today)
        if entries:
            iri, quads = finding_quads(kind, sorted(keys), entries)
            out[iri] = quads
    return sorted(out.items())


def _identity(
    data: _Rows, store: BaseStore | None, found: Iterable[dict[str, list[dict[str, Any]]]]
) -> tuple[dict[str, str], dict[str, str]]:
    """The identity of works before and after a write whose documents had or have these inputs:
    the stored links, recomputed for every name they give a work (from every document's names,
    as `data` holds them). `data` then reads works by the new links."""
    names = sorted({r["key"] for f in found for r in f.get(identity.TABLE, ())})
    before = identity.stored(store) if store is not None else {}
    pairs = [f"{identity.TABLE}|n:{k}" for k in names]
    data.fetch(pairs)
    named = {V.work_iri(k) for k in names}
    after = {w: p for w, p in before.items() if w not in named}
    after.update(identity.fold(row for p in pairs for _, _, row in data.by_pair[p]))
    data.set_identity(after)
    return before, after


def _moved(kind: str, before: dict[str, str], after: dict[str, str]) -> set[str]:
    """The keys of `kind` a change of identity touches: both ends of every link made or undone."""
    if not set(SCOPES[kind].reads) & CANONICAL_TABLES:
        return set()
    return {"w:" + w for w in identity.changed(before, after)}


def _identity_graph(before: dict[str, str], after: dict[str, str]) -> list[tuple[str, list[Quad]]]:
    return [(identity.GRAPH, identity.quads(after))] if after != before else []


def _touched(
    kind: str, olds: Iterable[dict[str, list[dict[str, Any]]]], news: Iterable[dict[str, list[dict[str, Any]]]]
) -> set[str]:
    scope = SCOPES[kind]
    keys: set[str] = set()
    for found in [*olds, *news]:
        for table in scope.reads:
            for row in found.get(table, ()):
                keys.update(scope.keys(table, row))
    return keys


def draft_entries(store: BaseStore | None, doc_iri: str, quads: list[Quad], today: dt.date) -> list[dict[str, Any]]:
    """The entries of the keys a draft document touches, as if it replaced its namesake in the
    store: its own inputs against the stored inputs of those keys (what `kgraph lint` checks)."""
    new = document_inputs([(doc_iri, quads)])
    old = _old_inputs(store, [doc_iri]) if store is not None else {}
    data = _Rows(store, {doc_iri}, new)
    before, after = _identity(data, store, [*old.values(), *new.values()])
    entries: list[dict[str, Any]] = []
    for kind in scoped_kinds():
        touched = _touched(kind, old.values(), new.values()) | _moved(kind, before, after)
        touched = {data.key(k) for k in touched}
        for keys in _groups(kind, touched, data) if touched else []:
            entries.extend(run_kind(kind, data.facts(kind, keys), today))
    return entries


# ---------------------------------------------------------------- writing


class RegisterWriter:
    """Writes documents into a store together with their inputs and the findings they change.

    Opened once per writing session. Each `write` is one transaction holding the documents,
    their inputs and the findings they change. With `defer` (a session of many batches, such as
    a first ingest), each batch holds the documents and their inputs, the first one also drops
    the register's state marker (so readers meanwhile compute the register from scratch), and
    `finish()` writes the findings of every key the session touched, with the marker, in one
    more transaction. A store that has documents but no current register (written before it
    existed, changed by a SPARQL update, or left by a killed deferred session) is written
    plainly and rebuilt by `finish()`.
    """

    def __init__(self, store: BaseStore, today: dt.date | None = None, *, defer: bool = False):
        self.store = store
        self.today = today or dt.date.today()
        self.current = is_current(store)
        self.fresh = not self.current and store.is_empty()
        self.stale = not self.current and not self.fresh
        self.defer = defer
        self.session_fresh = self.fresh
        self.written: set[str] = set()
        self.pending: dict[str, set[str]] = defaultdict(set)  # kind -> keys whose findings wait for finish()
        self.names: set[str] = set()  # names whose identity waits for finish()
        self.inputs: dict[str, dict[str, list[dict[str, Any]]]] = {}  # a fresh deferred session's inputs
        self._given: dict[str, Any] = {}

    def write(self, docs: list[tuple[str, list[Quad]]], inputs: dict[str, Any] | None = None) -> None:
        """Replace these documents (quads [] removes one) and update the register with them.
        `inputs` may carry documents' inputs already computed (`document_inputs`)."""
        docs = list(docs)
        self._given = inputs or {}
        if self.stale or any(not iri.startswith(V.ID + "doc/") for iri, _ in docs):
            # Something the register cannot follow (an import's loose triples, a foreign graph):
            # write it with the marker dropped, and rebuild when the session finishes.
            self.stale = True
            self.store.replace_documents([*docs, (STATE, [])])
            return
        if getattr(self.store, "ONE_REQUEST_PER_DOCUMENT", False) and len(docs) > 1:
            for doc in docs:
                self.write([doc], inputs)
            return
        replace = getattr(self.store, "replace_atomically", self.store.replace_documents)
        if self.defer:
            replace([*docs, *self._deferred(docs)])
            self.current = self.fresh = False
        else:
            replace([*docs, *self.plan(docs)])
            self.fresh, self.current = False, True
        self.written.update(iri for iri, _ in docs)

    def _old(self, iris: list[str]) -> dict[str, dict[str, list[dict[str, Any]]]]:
        if self.session_fresh:  # nothing was in the store: only this session's own earlier writes
            return {i: self.inputs[i] for i in iris if i in self.inputs}
        return _old_inputs(self.store, iris)

    def _inputs(self, docs: list[tuple[str, list[Quad]]]) -> dict[str, dict[str, list[dict[str, Any]]]]:
        given = self._given
        new = {iri: given[iri] for iri, quads in docs if quads and iri in given}
        new.update(document_inputs([(iri, quads) for iri, quads in docs if iri not in new]))
        return new

    def _deferred(self, docs: list[tuple[str, list[Quad]]]) -> list[tuple[str, list[Quad]]]:
        new = self._inputs(docs)
        iris = [iri for iri, _ in docs]
        old = self._old(iris)
        for kind in scoped_kinds():
            self.pending[kind] |= _touched(kind, old.values(), new.values())
        self.names.update(r["key"] for f in [*old.values(), *new.values()] for r in f.get(identity.TABLE, ()))
        if self.session_fresh:
            for iri in iris:
                self.inputs.pop(iri, None)
            self.inputs.update(new)
        extras = [(inputs_iri(i), input_quads(i, new[i]) if i in new else []) for i in iris]
        if self.current or not self.written:
            extras.append((STATE, []))  # the findings lag the documents until finish()
        return extras

    def plan(self, docs: list[tuple[str, list[Quad]]]) -> list[tuple[str, list[Quad]]]:
        """The derived graphs to write with these documents."""
        new = self._inputs(docs)
        iris = [iri for iri, _ in docs]
        old = {} if self.fresh else _old_inputs(self.store, iris)
        data = _Rows(None if self.fresh else self.store, set(iris), new)
        before, after = _identity(data, None if self.fresh else self.store, [*old.values(), *new.values()])
        extras: list[tuple[str, list[Quad]]] = _identity_graph(before, after)
        for iri in iris:
            extras.append((inputs_iri(iri), input_quads(iri, new[iri]) if iri in new else []))
        for kind in scoped_kinds():
            touched = _touched(kind, old.values(), new.values()) | _moved(kind, before, after)
            if touched:
                extras.extend(_recompute(kind, touched, data, None if self.fresh else self.store, self.today))
        # Always restated: a SPARQL endpoint that drops it before any update it cannot follow
        # (`kgraph serve --allow-update`) gets it back from an update that keeps the register.
        extras.append((STATE, _marker()))
        return extras

    def finish(self) -> bool:
        """Write what this session left pending: the deferred findings, or a rebuild of a store
        whose register could not be kept current. Whether it wrote anything."""
        if self.stale:
            rebuild(self.store, self.today)
            self.stale, self.current = False, True
            return True
        if not self.defer or not self.written:
            return False
        if self.session_fresh:
            data, groups_in = _Rows(None, set(), self.inputs), None
        else:
            data, groups_in = _Rows(self.store, set(), {}), self.store
        named = [{identity.TABLE: [{"key": k} for k in sorted(self.names)]}]
        before, after = _identity(data, groups_in, named)
        extras: list[tuple[str, list[Quad]]] = _identity_graph(before, after)
        for kind in scoped_kinds():
            touched = self.pending[kind] | _moved(kind, before, after)
            if touched:
                extras.extend(_recompute(kind, touched, data, groups_in, self.today))
        extras.append((STATE, _marker()))
        replace = getattr(self.store, "replace_atomically", self.store.replace_documents)
        replace(extras)
        self.pending.clear()
        self.names.clear()
        self.inputs.clear()
        self.current = True
        return True


def full_extras(inputs: dict[str, dict[str, list[dict[str, Any]]]], today: dt.date) -> list[tuple[str, list[Quad]]]:
    """Every derived graph for documents with these inputs (a rebuild, or a bulk load)."""
    extras = [(inputs_iri(iri), input_quads(iri, found)) for iri, found in sorted(inputs.items())]
    data = _Rows(None, set(), inputs)
    links = identity.fold(r for found in inputs.values() for r in found.get(identity.TABLE, ()))
    data.set_identity(links)
    extras.append((identity.GRAPH, identity.quads(links)))
    for kind in scoped_kinds():
        keys = _touched(kind, [], inputs.values())
        extras.extend(_recompute(kind, keys, data, None, today))
    extras.append((STATE, _marker()))
    return extras


def all_inputs(store: BaseStore) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Every document's inputs, read from the documents themselves (the from-scratch queries)."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {iri: {} for iri in _documents(store)}
    for table in tables():
        for row in rows(store, table):
            if row["doc"] in out:
                out[row["doc"]].setdefault(table, []).append(row)
    _with_names(out, store)
    return _canonical(out)


def _documents(store: BaseStore) -> list[str]:
    return sorted(r["d"] for r in rows(store, "register-documents"))


def rebuild(store: BaseStore, today: dt.date | None = None) -> None:
    """Recompute every document's inputs and every finding from scratch, and store them in one
    transaction (replacing whatever derived graphs were there)."""
    today = today or dt.date.today()
    old = [r["g"] for r in rows(store, "register-graphs")]
    extras = dict.fromkeys(old, [])
    extras.update(full_extras(all_inputs(store), today))
    replace = getattr(store, "replace_atomically", store.replace_documents)
    replace(sorted(extras.items()))


def drop_state(store: BaseStore) -> None:
    """Mark the register as not current (before a change it cannot follow)."""
    store.replace_documents([(STATE, [])])
