"""Export the store as RDF, and import RDF files (for round trips and moving stores).

Parsing is done by pyoxigraph, which never fetches anything: a JSON-LD document with a
remote `@context` fails instead of loading it. RDF/XML is refused outright (entity
expansion in XML can take a process down).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pyoxigraph import BlankNode, DefaultGraph, NamedNode, Quad, RdfFormat, parse, serialize

from kgraph import vocab as V
from kgraph.errors import DocumentError, KGraphError
from kgraph.files import open_regular, printable, write_atomic  # noqa: F401 - write_atomic kept importable from here
from kgraph.graph.standard import is_standard
from kgraph.store.base import BaseStore, first_line

FORMATS = {
    "turtle": RdfFormat.TURTLE,
    "trig": RdfFormat.TRIG,
    "nquads": RdfFormat.N_QUADS,
    "ntriples": RdfFormat.N_TRIPLES,
    "jsonld": RdfFormat.JSON_LD,
}
SUFFIXES = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "ntriples", ".jsonld": "jsonld"}


RESTORING = ("trig", "nquads", "jsonld")  # the formats that keep the named graphs, so `ingest` restores them


def _is_document_metadata(quad: object) -> bool:
    """A document's kg:contentHash: what a merged (Turtle, N-Triples) export of a store carries."""
    return quad.predicate.value == V.CONTENT_HASH and quad.subject.value.startswith(V.ID + "doc/")  # type: ignore[attr-defined]


def export(store: BaseStore, fmt: str, output: Path | None = None, *, follow_symlinks: bool = False) -> bytes | None:
    """The whole store as RDF bytes, or written to `output` (see `kgraph.files.write_atomic`)."""
    if fmt not in FORMATS:
        raise KGraphError(f"unknown export format {fmt!r} (choose from {', '.join(FORMATS)})")
    from kgraph.graph.standard import standard_quads

    quads = list(store.quads())  # without the register's derived graphs: an import recomputes them
    quads += standard_quads(quads)  # the PROV/CiTO restatements the store does not hold
    if fmt in ("turtle", "ntriples"):
        data: object = list(dict.fromkeys(q.triple for q in quads))
    else:
        data = quads
    prefixes = V.PREFIXES if fmt in ("turtle", "trig") else None
    body = serialize(data, format=FORMATS[fmt], prefixes=prefixes)  # type: ignore[arg-type]
    if output is None:
        return body
    write_atomic(output, body, follow_symlinks=follow_symlinks)
    return None


def import_rdf(
    store: BaseStore,
    file: Path,
    *,
    replace_graphs: bool = False,
    write: Callable[[list[tuple[str, list[Quad]]]], None] | None = None,
) -> int:
    """Load an RDF file without forging or destroying provenance; return the quads read.

    A TriG, N-Quads or JSON-LD file carries documents whole: each named graph, with the
    default-graph triples about its name (a document's metadata: kg:path, kg:contentHash ...).
    Each one is added if the store does not hold it, skipped if the store holds exactly the same,
    and otherwise refused (one line naming the graph, nothing written) unless `replace_graphs`,
    which replaces it whole. A document graph (under kgid:doc/) must come with its metadata.
    Every other triple (and all of a Turtle or N-Triples file) is added to the default graph,
    unless it would change the metadata of a document the store holds: refused too, unless
    `replace_graphs`. An import never rewrites part of a graph. The derived graphs of the
    materialised register are skipped (kgraph recomputes them); `write` replaces the documents
    (default `store.replace_documents`; kgraph passes its register writer).
    """
    name = printable(str(file))
    suffix = file.suffix.lower()
    if suffix in (".rdf", ".owl", ".xml"):
        raise DocumentError(name, "RDF/XML import is refused (XML entity expansion); convert it to Turtle or N-Quads")
    fmt = SUFFIXES.get(suffix)
    if fmt is None:
        raise DocumentError(name, f"unknown RDF file type {suffix!r}")
    try:
        with open_regular(file) as handle:  # a FIFO or /proc file is refused, never read
            quads = list(parse(handle, format=FORMATS[fmt]))
    except (SyntaxError, ValueError, OSError) as exc:
        if "LoadDocumentCallback" in str(exc):
            raise DocumentError(
                name, "a remote JSON-LD @context is refused (kgraph never fetches anything); inline the context"
            ) from None
        raise DocumentError(name, f"not valid {fmt} ({first_line(exc)})") from None
    if fmt not in RESTORING and any(_is_document_metadata(q) for q in quads):
        raise DocumentError(
            name,
            f"a {fmt} file merges the named graphs, so it cannot restore kgraph documents "
            "(their statements would lose who said them); nothing imported: export with --format trig, nquads or jsonld",
        )
    quads = [q if isinstance(q, Quad) else Quad(q.subject, q.predicate, q.object, DefaultGraph()) for q in quads]
    if any(isinstance(q.graph_name, BlankNode) for q in quads):
        raise DocumentError(name, "graphs named by blank nodes cannot be imported (name each graph with an IRI)")
    quads = [q for q in quads if isinstance(q.graph_name, DefaultGraph) or not V.is_derived_graph(q.graph_name.value)]
    quads = [q for q in quads if not is_standard(q)]  # an export's standard view: derived again where read
    carried: dict[str, list[Quad]] = {}
    for q in quads:
        if not isinstance(q.graph_name, DefaultGraph):
            carried.setdefault(q.graph_name.value, []).append(q)
    default = [q for q in quads if isinstance(q.graph_name, DefaultGraph)]
    hashes = (V.CONTENT_HASH, V.RECORD_HASH)
    described = {q.subject.value for q in default if isinstance(q.subject, NamedNode) and q.predicate.value in hashes}
    if fmt in ("trig", "nquads", "jsonld"):
        # A dataset export carries each document whole: its metadata in the default graph and
        # its statements, if any, in its named graph.
        for iri in described:
            carried.setdefault(iri, [])
        for iri in carried:
            if iri.startswith(V.ID + "doc/") and iri not in described:
                raise DocumentError(
                    name,
                    f"graph <{iri}> is a document graph without its metadata (kg:path, kg:contentHash): "
                    "an import adds whole documents only; nothing imported",
                )
    added: list[Quad] = []
    for q in default:
        key = q.subject.value if isinstance(q.subject, NamedNode) else ""
        carried[key].append(q) if key in carried else added.append(q)
    docs: list[tuple[str, list[Quad]]] = []
    for iri, mine in carried.items():
        held = _held(store, iri)
        if not held:
            docs.append((iri, mine))
        elif held != set(mine):
            if not replace_graphs:
                raise DocumentError(
                    name,
                    f"graph <{iri}> is already in the store and differs; nothing imported "
                    "(--replace-graphs replaces such graphs whole)",
                )
            docs.append((iri, mine))
    if not replace_graphs:
        for q in added:
            subject = q.subject
            if isinstance(subject, NamedNode) and _is_document(store, subject) and not _present(store, q):
                raise DocumentError(
                    name,
                    f"would change the metadata of <{subject.value}>, a document the store holds; nothing imported "
                    "(--replace-graphs allows it)",
                )
    if docs or added:
        (write or store.replace_documents)([*docs, *([("", added)] if added else [])])
    return len(quads)


def _held(store: BaseStore, iri: str) -> set[Quad]:
    """What the store holds of a graph: its quads and its metadata (default-graph triples about it)."""
    node = NamedNode(iri)
    return set(store.quads_for_pattern(None, None, None, node)) | set(
        store.quads_for_pattern(node, None, None, DefaultGraph())
    )


def _is_document(store: BaseStore, node: NamedNode) -> bool:
    """Whether the store holds a document (or any graph) of this name."""
    for hashed in (V.CONTENT_HASH, V.RECORD_HASH):
        if next(iter(store.quads_for_pattern(node, NamedNode(hashed), None, DefaultGraph())), None):
            return True
    return next(iter(store.quads_for_pattern(None, None, None, node)), None) is not None


def _present(store: BaseStore, quad: Quad) -> bool:
    return (
        next(iter(store.quads_for_pattern(quad.subject, quad.predicate, quad.object, DefaultGraph())), None) is not None
    )
