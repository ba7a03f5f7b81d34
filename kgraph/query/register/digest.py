"""Per-work digests: for each work, its first mention in a dated document, its first mention in
a dated brief or living document, and its first anchoring, kept with the stored register.

Each work with a dated mention has a derived named graph `kgid:digest/{hash}` holding
`<work> kg:firstMention / kg:firstBriefMention / kg:firstAnchoring "<the mention as JSON>"` and
`<work> kg:digestFrom <document>` for each document those mentions come from. A work is the
work IRI as documents write it: the identity of works is applied by whoever reads the digests
(`kgraph new` takes the earliest over a paper and the names linked to it).

"First" is the order `kgraph new` reads mentions in: by (date, path, line), and for an anchoring
by (status date or else the document's date, date); ties in the order of `stable` rows (every
field as text). A write takes, for the works the new documents mention, the earlier of the
stored entry and the new rows; a work whose entry came from a document being replaced or
removed is recomputed from its remaining mentions only. `rebuild` computes every entry from
scratch, which the equivalence tests compare with.
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable
from typing import Any

from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.query.named import load, rows, term
from kgraph.store.base import BaseStore

TABLE = "digest-mentions"  # carried with a document's register inputs (never stored with them)
GRAPHS = V.DIGEST_GRAPHS
CHUNK = 400
FIELDS = ("path", "kind", "date", "status", "statusDate", "role", "line", "section", "quote")
SLOTS = {
    "first": "firstMention",
    "listed": "firstBriefMention",
    "anchoring": "firstAnchoring",
    "other": "firstAnchoringElsewhere",  # the earliest anchoring in another document than the first's
}
_SLOT_OF = {V.KG + prop: slot for slot, prop in SLOTS.items()}
_FROM = NamedNode(V.KG + "digestFrom")

LATEST = GRAPHS + "latest-brief"  # `<LATEST> kg:latestBrief <doc>`: the brief `kgraph new` answers by default
_LATEST = NamedNode(V.KG + "latestBrief")

Entry = dict[str, dict[str, Any]]  # slot -> mention row


def digest_iri(work: str) -> str:
    return GRAPHS + hashlib.sha1(work.encode("utf-8")).hexdigest()[:20]


def _tie(row: dict[str, Any]) -> tuple[str, ...]:
    """The order `stable` gives rows of one work: every field as text, in the query's order."""
    return tuple(str(row.get(k)) for k in FIELDS)


def mention_order(row: dict[str, Any]) -> tuple:
    return (row["date"], row["path"], row["line"]), _tie(row)


def anchor_order(row: dict[str, Any]) -> tuple:
    return (row.get("statusDate") or row["date"], row["date"]), _tie(row)


ORDER = {"first": mention_order, "listed": mention_order}


def _slots(row: dict[str, Any]) -> list[str]:
    """The first-mention slots a mention competes for."""
    return ["first", "listed"] if row["kind"] in ("brief", "living") else ["first"]


def _anchoring(row: dict[str, Any]) -> bool:
    return row["status"].endswith("status-anchored") and row.get("role") != "baseline"


def _anchorings(out: Entry, candidates: list[dict[str, Any]]) -> None:
    """The earliest anchoring, and the earliest in another document: the earliest two documents'
    first anchorings, which the earliest two of any sets of mentions are enough to give again."""
    out.pop("anchoring", None)
    out.pop("other", None)
    if candidates:
        best = out["anchoring"] = min(candidates, key=anchor_order)
        rest = [c for c in candidates if c["doc"] != best["doc"]]
        if rest:
            out["other"] = min(rest, key=anchor_order)


def merge(entry: Entry, found: Iterable[dict[str, Any]]) -> Entry:
    """The entry with these mentions of its work taken in (the earliest per slot)."""
    out = dict(entry)
    anchorings = [out[s] for s in ("anchoring", "other") if s in out]
    for row in found:
        if not row.get("date"):
            continue
        for slot in _slots(row):
            old = out.get(slot)
            if old is None or ORDER[slot](row) < ORDER[slot](old):
                out[slot] = row
        if _anchoring(row):
            anchorings.append(row)
    _anchorings(out, anchorings)
    return out


def combine(entries: Iterable[Entry]) -> Entry:
    """The earliest per slot over several works' entries (a paper and the names that are it)."""
    out: Entry = {}
    anchorings = []
    for entry in entries:
        for slot, row in entry.items():
            if slot in ORDER and (slot not in out or ORDER[slot](row) < ORDER[slot](out[slot])):
                out[slot] = row
        anchorings += [entry[s] for s in ("anchoring", "other") if s in entry]
    _anchorings(out, anchorings)
    return out


def _clean(row: dict[str, Any]) -> dict[str, Any]:
    return {"doc": row["doc"], **{k: row.get(k) for k in FIELDS}}


def from_rows(found: Iterable[dict[str, Any]]) -> dict[str, Entry]:
    """Per work, its entry computed from these `digest-mentions` rows."""
    by_work: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in found:
        by_work[row["work"]].append(_clean(row))
    out = {work: merge({}, found_rows) for work, found_rows in by_work.items()}
    return {work: entry for work, entry in out.items() if entry}


def quads(work: str, entry: Entry) -> list[Quad]:
    """The digest graph of one work ([] when it has no dated mention)."""
    graph, subject = NamedNode(digest_iri(work)), NamedNode(work)
    out = []
    for slot, prop in SLOTS.items():
        if slot in entry:
            text = json.dumps(entry[slot], ensure_ascii=False, sort_keys=True, separators=(",", ":"))
            out.append(Quad(subject, NamedNode(V.KG + prop), Literal(text), graph))
    for doc in sorted({row["doc"] for row in entry.values()}):
        out.append(Quad(subject, _FROM, NamedNode(doc), graph))
    return out


def graphs(entries: dict[str, Entry]) -> list[tuple[str, list[Quad]]]:
    return [(digest_iri(work), quads(work, entry)) for work, entry in sorted(entries.items())]


# ---------------------------------------------------------------- reading what is stored


def _entries(found: Iterable[dict[str, Any]]) -> dict[str, Entry]:
    out: dict[str, Entry] = defaultdict(dict)
    for r in found:
        if r["slot"] in _SLOT_OF:
            out[r["work"]][_SLOT_OF[r["slot"]]] = json.loads(r["entry"])
    return dict(out)


def stored(store: BaseStore, works: Iterable[str]) -> dict[str, Entry]:
    """The stored entries of these works (a work without one is left out): a lookup by graph and
    subject, ten times faster in Oxigraph than one by subject and each slot's property."""
    works = sorted(set(works))
    out: dict[str, Entry] = {}
    text = load("digest-works")
    for start in range(0, len(works), CHUNK):
        pairs = " ".join(f"({NamedNode(w)} {NamedNode(digest_iri(w))})" for w in works[start : start + CHUNK])
        query = text.replace("#VALUES (?work ?g)", f"VALUES (?work ?g) {{ {pairs} }}")
        result = store.query(query)
        variables = [v.value for v in result.variables]
        out.update(_entries({k: term(sol[k]) for k in variables} for sol in result))
    return out


def stored_all(store: BaseStore) -> dict[str, Entry]:
    """Every stored entry."""
    return _entries(rows(store, "digest-all"))


def held(store: BaseStore, docs: Iterable[str]) -> set[str]:
    """The works whose stored entry holds a mention from one of these documents."""
    docs = sorted(set(docs))
    out: set[str] = set()
    for start in range(0, len(docs), CHUNK):
        chunk = [NamedNode(d) for d in docs[start : start + CHUNK]]
        out.update(r["work"] for r in rows(store, "digest-held", doc=chunk))
    return out


def mentions(store: BaseStore, works: Iterable[str]) -> list[dict[str, Any]]:
    """The stored `digest-mentions` rows of these works."""
    works = sorted(set(works))
    out: list[dict[str, Any]] = []
    for start in range(0, len(works), CHUNK):
        out.extend(rows(store, TABLE, work=[NamedNode(w) for w in works[start : start + CHUNK]]))
    return out


def from_scratch(store: BaseStore) -> dict[str, Entry]:
    """Every work's entry computed from the documents in the store."""
    return from_rows(rows(store, TABLE))


# ---------------------------------------------------------------- a write's digest graphs


def update(
    store: BaseStore | None, replaced: Iterable[str], new: Iterable[dict[str, Any]]
) -> list[tuple[str, list[Quad]]]:
    """The digest graphs a write changes: documents `replaced` (rewritten or removed) with the
    new documents' `digest-mentions` rows `new`, against what the store holds before the write."""
    replaced = set(replaced)
    new = list(new)
    touched = {r["work"] for r in new}
    redo = held(store, replaced) if store is not None else set()
    before = stored(store, touched - redo) if store is not None else {}
    found: dict[str, list[dict[str, Any]]] = defaultdict(list)
    if redo:
        for row in mentions(store, redo):  # type: ignore[arg-type]
            if row["doc"] not in replaced:
                found[row["work"]].append(_clean(row))
    for row in new:
        found[row["work"]].append(_clean(row))
    out = []
    for work in sorted(touched | redo):
        old = {} if work in redo else before.get(work, {})
        entry = merge(old, found.get(work, ()))
        if work in redo or entry != old:
            out.append((digest_iri(work), quads(work, entry)))
    return out


def recompute(store: BaseStore, works: Iterable[str]) -> list[tuple[str, list[Quad]]]:
    """These works' digest graphs computed afresh from the store's documents."""
    works = set(works)
    entries = from_rows(mentions(store, works))
    return [(digest_iri(w), quads(w, entries.get(w, {}))) for w in sorted(works)]


# ---------------------------------------------------------------- the latest brief


def brief_order(row: dict[str, Any]) -> tuple[str, str]:
    """The order `kgraph new` chooses its default brief by: the last by date (undated first), then path."""
    return row.get("date") or "", row["path"]


def briefs_in(docs: Iterable[tuple[str, list[Quad]]]) -> list[dict[str, Any]]:
    """The briefs among these documents, as `briefs.rq` rows, read from their metadata quads."""
    wanted = {V.KG + "documentKind": "kind", V.KG + "path": "path", V.DCT + "date": "date"}
    out = []
    for iri, found in docs:
        meta: dict[str, str] = {}
        for q in found:
            if q.subject.value == iri and q.predicate.value in wanted and q.graph_name == DefaultGraph():
                meta[wanted[q.predicate.value]] = q.object.value
        if meta.get("kind") == "brief" and "path" in meta:
            out.append({"doc": iri, "path": meta["path"], "date": meta.get("date")})
    return out


def latest(store: BaseStore) -> dict[str, Any] | None:
    """The latest brief as stored (None when the store keeps none)."""
    found = rows(store, "digest-latest-brief")
    return found[0] if found else None


def _latest_graph(best: dict[str, Any] | None) -> tuple[str, list[Quad]]:
    graph = NamedNode(LATEST)
    return LATEST, [Quad(graph, _LATEST, NamedNode(best["doc"]), graph)] if best else []


def latest_update(
    store: BaseStore | None, replaced: Iterable[str], new: list[dict[str, Any]]
) -> list[tuple[str, list[Quad]]]:
    """The latest-brief graph after a write (documents `replaced` rewritten or removed, `new` the
    briefs among the new documents); [] when it stays as it is."""
    replaced = set(replaced)
    old = latest(store) if store is not None else None
    if store is not None and (old is None or old["doc"] in replaced):  # read the other briefs again
        candidates = [r for r in rows(store, "briefs") if r["doc"] not in replaced]
    else:
        candidates = [old] if old else []
    candidates += new
    best = max(candidates, key=brief_order) if candidates else None
    if (best or {}).get("doc") == (old or {}).get("doc"):
        return []
    return [_latest_graph(best)]


def latest_recompute(store: BaseStore) -> list[tuple[str, list[Quad]]]:
    """The latest-brief graph computed from the store's briefs."""
    found = rows(store, "briefs")
    return [_latest_graph(max(found, key=brief_order) if found else None)]
