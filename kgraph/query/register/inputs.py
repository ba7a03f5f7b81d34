"""The register's inputs: the rows of the `detect-*.rq` queries that each document gives,
stored with it in a derived named graph `kgid:inputs/doc/{path}`, and read back per key."""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote, unquote

from pyoxigraph import Literal, NamedNode, Quad

import kgraph.query.register.digest as digest
from kgraph import vocab as V
from kgraph.query import identity
from kgraph.query.detectors import DETECTORS, SCOPES, stable
from kgraph.query.named import rows
from kgraph.store.base import BaseStore

INPUTS = V.INPUTS_GRAPHS
FINDINGS = V.REGISTER_GRAPHS
STATE = V.REGISTER_STATE  # the graph holding the register's state marker
VERSION = V.REGISTER_VERSION
KG = V.KG
CHUNK = 400  # keys per VALUES clause
INPUT_KEYS = V.ID + "input/"  # the nodes of the stored inputs, one per "query|key"

_RDF_TYPE = NamedNode(V.RDF + "type")
_P = {
    name: NamedNode(KG + name)
    for name in (
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


def _with_digest(out: dict[str, dict[str, list[dict[str, Any]]]], store: BaseStore) -> None:
    """Add each document's dated mentions (`digest.TABLE`, what the per-work digests are made of;
    no detector reads them, so they are carried with the inputs but never stored with them)."""
    for row in rows(store, digest.TABLE):
        if row["doc"] in out:
            out[row["doc"]].setdefault(digest.TABLE, []).append(row)


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
    _with_digest(out, scratch)
    return _canonical(out)


def _canonical(found: dict[str, dict[str, list[dict[str, Any]]]]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Each document's rows in one order, whichever store they were read from."""
    return {doc: {t: stable(r) for t, r in tables_.items()} for doc, tables_ in found.items()}


def input_quads(doc_iri: str, found: dict[str, list[dict[str, Any]]]) -> list[Quad]:
    """The derived graph of one document's inputs: one quad per (query, key), rows as JSON
    (each with its index, so a row filed under two keys is read back once)."""
    graph = NamedNode(inputs_iri(doc_iri))
    nodes: dict[str, list[Any]] = defaultdict(list)
    for table, found_rows in sorted(found.items()):
        for n, row in enumerate(found_rows):
            for key in sorted(_keys(table, row)):
                nodes[f"{table}|{key}"].append([n, row])
    quads = []
    for key, members in sorted(nodes.items()):
        text = json.dumps(members, ensure_ascii=False, separators=(",", ":"))
        quads.append(Quad(key_node(key), _P["inputRows"], Literal(text), graph))
    return quads


def key_node(key: str) -> NamedNode:
    """The node of one "query|key" (the same in every document's inputs graph): one quad per
    document and key holds its rows, and a lookup by key is a lookup by subject."""
    return NamedNode(INPUT_KEYS + quote(key, safe=""))


def node_key(iri: str) -> str:
    return unquote(iri[len(INPUT_KEYS) :])


# ---------------------------------------------------------------- reading stored inputs


def _load(store: BaseStore, pairs: Iterable[str]) -> dict[str, list[tuple[str, int, dict[str, Any]]]]:
    """Stored rows per "query|key": (inputs graph, row index, row)."""
    out: dict[str, list[tuple[str, int, dict[str, Any]]]] = defaultdict(list)
    pairs = sorted(set(pairs))
    for start in range(0, len(pairs), CHUNK):
        chunk = [key_node(p) for p in pairs[start : start + CHUNK]]
        for r in rows(store, "register-inputs", n=chunk):
            for n, row in json.loads(r["rows"]):
                out[node_key(r["n"])].append((r["g"], n, row))
    return out


def _old_inputs(store: BaseStore, doc_iris: list[str]) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """What the store holds as these documents' inputs (per document, per query)."""
    out: dict[str, dict[str, dict[int, dict[str, Any]]]] = defaultdict(lambda: defaultdict(dict))
    graphs = {inputs_iri(d): d for d in doc_iris}
    names = sorted(graphs)
    for start in range(0, len(names), CHUNK):
        chunk = [NamedNode(g) for g in names[start : start + CHUNK]]
        for r in rows(store, "register-document-inputs", g=chunk):
            table = node_key(r["n"]).split("|", 1)[0]
            for n, row in json.loads(r["rows"]):
                out[graphs[r["g"]]][table][n] = row
    return {d: {t: [byn[n] for n in sorted(byn)] for t, byn in tables_.items()} for d, tables_ in out.items()}


def all_inputs(store: BaseStore) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """Every document's inputs, read from the documents themselves (the from-scratch queries)."""
    out: dict[str, dict[str, list[dict[str, Any]]]] = {iri: {} for iri in _documents(store)}
    for table in tables():
        for row in rows(store, table):
            if row["doc"] in out:
                out[row["doc"]].setdefault(table, []).append(row)
    _with_names(out, store)
    _with_digest(out, store)
    return _canonical(out)


def _documents(store: BaseStore) -> list[str]:
    return sorted(r["d"] for r in rows(store, "register-documents"))
