"""The register's findings: as quads, as stored, and recomputed for the keys a write touches."""

from __future__ import annotations

import datetime as dt
import json
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from pyoxigraph import Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.errors import KGraphError
from kgraph.query import identity
from kgraph.query.detectors import CANONICAL_TABLES, SCOPES, Facts, ordered, run_kind, stable
from kgraph.query.named import rows
from kgraph.query.register.inputs import (
    _DATE,
    _INT,
    _P,
    _RDF_TYPE,
    CHUNK,
    STATE,
    VERSION,
    _keys,
    _load,
    _old_inputs,
    document_inputs,
    group_iri,
    inputs_iri,
    live_kinds,
    scoped_kinds,
)
from kgraph.store.base import BaseStore

# ---------------------------------------------------------------- findings as quads


def finding_quads(kind: str, keys: list[str], entries: list[dict[str, Any]]) -> tuple[str, list[Quad]]:
    """The derived graph of one detector's findings for one key (or connected group of keys)."""
    iri = group_iri(kind, min(keys))
    graph = NamedNode(iri)
    quads = [Quad(graph, _P["findingKind"], Literal(kind), graph)]  # a kg:FindingGroup by its kg:groupKey
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
