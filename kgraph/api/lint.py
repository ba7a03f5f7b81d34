"""`KGraph.lint`: one document checked against the store without ingesting it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

from kgraph.errors import StoreError
from kgraph.store.local import GraphStore


def lint(graph: Any, file: str | Path, today: dt.date | None = None) -> dict[str, Any]:
    """Check one document against the store without ingesting it: the detectors' findings
    that involve this document, from its own inputs and the stored inputs of the items,
    sections and concerns it touches (no copy of the store). `graph` is the KGraph."""
    from kgraph import vocab as V
    from kgraph.extract import read_file
    from kgraph.graph.build import document_quads
    from kgraph.query.detectors import filter_entries, ordered, register
    from kgraph.query.register import draft_entries, is_current, live_kinds

    path = Path(file)
    doc = read_file(path, path.parent, lexicon=graph.lexicon())
    today = today or dt.date.today()
    iri, quads = V.doc_iri(doc.path), document_quads(doc)
    try:
        store: Any = graph.store
        current = is_current(store)
    except StoreError:
        store, current = None, True  # no store yet: lint the document on its own
    if current:
        entries = draft_entries(store, iri, quads, today)
        live = live_kinds()
    else:
        entries, live = [], None  # a store without a current register: all from a scratch copy
    if live and store is not None:
        from kgraph.query import retract

        if not retract.active(store):  # no retraction in force: its detectors find nothing
            live = [kind for kind in live if kind not in retract.DETECTORS]
    if live is None or live:
        scratch = GraphStore(None, write=True)
        scratch.store.extend(store.quads() if store is not None else ())
        scratch.replace_document(iri, quads)
        entries += register(scratch, today=today, kinds=live)
    entries = ordered(entries, today)
    return {"document": doc.path, "warnings": doc.warnings, "entries": filter_entries(entries, document=doc.path)}
