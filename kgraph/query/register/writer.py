"""Writing documents with their inputs and the findings they change, in one transaction."""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from typing import Any

from pyoxigraph import Quad

import kgraph.query.register.digest as digest
from kgraph import vocab as V
from kgraph.query import identity
from kgraph.query.named import rows
from kgraph.query.register.findings import (
    _identity,
    _identity_graph,
    _marker,
    _moved,
    _recompute,
    _Rows,
    _touched,
    is_current,
)
from kgraph.query.register.inputs import (
    STATE,
    _old_inputs,
    all_inputs,
    document_inputs,
    input_quads,
    inputs_iri,
    scoped_kinds,
)
from kgraph.store.base import BaseStore

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
        self.works: set[str] = set()  # works whose digest waits for finish()
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
        self.works.update(r["work"] for f in new.values() for r in f.get(digest.TABLE, ()))
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
        mentioned = [r for found in new.values() for r in found.get(digest.TABLE, ())]
        extras.extend(digest.update(None if self.fresh else self.store, iris, mentioned))
        extras.extend(digest.latest_update(None if self.fresh else self.store, iris, digest.briefs_in(docs)))
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
        extras.extend(self._digests())
        extras.append((STATE, _marker()))
        replace = getattr(self.store, "replace_atomically", self.store.replace_documents)
        replace(extras)
        self.pending.clear()
        self.names.clear()
        self.inputs.clear()
        self.works.clear()
        self.current = True
        return True

    def _digests(self) -> list[tuple[str, list[Quad]]]:
        """The digest graphs of a deferred session: from its own rows when the store was empty,
        else recomputed from the store for every work it mentioned or whose entry it replaced."""
        latest = digest.latest_recompute(self.store)
        if self.session_fresh:
            found = digest.from_rows(r for f in self.inputs.values() for r in f.get(digest.TABLE, ()))
            return [*digest.graphs(found), *latest]
        return [*digest.recompute(self.store, self.works | digest.held(self.store, self.written)), *latest]


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
    extras.extend(digest.graphs(digest.from_rows(r for found in inputs.values() for r in found.get(digest.TABLE, ()))))
    extras.append((STATE, _marker()))
    return extras


def rebuild(store: BaseStore, today: dt.date | None = None) -> None:
    """Recompute every document's inputs and every finding from scratch, and store them in one
    transaction (replacing whatever derived graphs were there)."""
    today = today or dt.date.today()
    old = [r["g"] for r in rows(store, "register-graphs")]
    extras = dict.fromkeys(old, [])
    extras.update(full_extras(all_inputs(store), today))
    extras.update(digest.latest_recompute(store))
    replace = getattr(store, "replace_atomically", store.replace_documents)
    replace(sorted(extras.items()))


def drop_state(store: BaseStore) -> None:
    """Mark the register as not current (before a change it cannot follow)."""
    store.replace_documents([(STATE, [])])
