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

from kgraph.query.register.findings import (
    _existing_groups,
    _groups,
    _identity,
    _identity_graph,
    _marker,
    _moved,
    _recompute,
    _Rows,
    _touched,
    draft_entries,
    entries,
    finding_quads,
    is_current,
    materialised,
    stored_entries,
)
from kgraph.query.register.inputs import (
    CHUNK,
    FINDINGS,
    INPUTS,
    KG,
    STATE,
    VERSION,
    _canonical,
    _documents,
    _hash,
    _keys,
    _load,
    _old_inputs,
    _with_names,
    all_inputs,
    document_inputs,
    group_iri,
    input_quads,
    inputs_iri,
    live_kinds,
    scoped_kinds,
    tables,
)
from kgraph.query.register.writer import RegisterWriter, drop_state, full_extras, rebuild

__all__ = [
    "CHUNK",
    "FINDINGS",
    "INPUTS",
    "KG",
    "STATE",
    "VERSION",
    "RegisterWriter",
    "all_inputs",
    "document_inputs",
    "draft_entries",
    "drop_state",
    "entries",
    "finding_quads",
    "full_extras",
    "group_iri",
    "input_quads",
    "inputs_iri",
    "is_current",
    "live_kinds",
    "materialised",
    "rebuild",
    "scoped_kinds",
    "stored_entries",
    "tables",
    "_Rows",
    "_canonical",
    "_documents",
    "_existing_groups",
    "_groups",
    "_hash",
    "_identity",
    "_identity_graph",
    "_keys",
    "_load",
    "_marker",
    "_moved",
    "_old_inputs",
    "_recompute",
    "_touched",
    "_with_names",
]
