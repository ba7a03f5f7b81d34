"""Export the store as RDF, and import RDF files (for round trips and moving stores).

Parsing is done by pyoxigraph, which never fetches anything: a JSON-LD document with a
remote `@context` fails instead of loading it. RDF/XML is refused outright (entity
expansion in XML can take a process down).
"""

from __future__ import annotations

from pathlib import Path

from pyoxigraph import BlankNode, DefaultGraph, NamedNode, Quad, RdfFormat, parse, serialize

from kgraph import vocab as V
from kgraph.errors import DocumentError, KGraphError
from kgraph.files import write_atomic  # noqa: F401 - kept importable from here
from kgraph.storebase import BaseStore, first_line

FORMATS = {
    "turtle": RdfFormat.TURTLE,
    "trig": RdfFormat.TRIG,
    "nquads": RdfFormat.N_QUADS,
    "ntriples": RdfFormat.N_TRIPLES,
    "jsonld": RdfFormat.JSON_LD,
}
SUFFIXES = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "ntriples", ".jsonld": "jsonld"}


def export(store: BaseStore, fmt: str, output: Path | None = None, *, follow_symlinks: bool = False) -> bytes | None:
    """The whole store as RDF bytes, or written to `output` (see `kgraph.files.write_atomic`)."""
    if fmt not in FORMATS:
        raise KGraphError(f"unknown export format {fmt!r} (choose from {', '.join(FORMATS)})")
    quads = list(store.quads())
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


def import_rdf(store: BaseStore, file: Path) -> int:
    """Load an RDF file: each named graph in it replaces the store's graph of that name (and a
    document's graph comes with its metadata); everything else in it is added."""
    suffix = file.suffix.lower()
    if suffix in (".rdf", ".owl", ".xml"):
        raise DocumentError(
            str(file), "RDF/XML import is refused (XML entity expansion); convert it to Turtle or N-Quads"
        )
    fmt = SUFFIXES.get(suffix)
    if fmt is None:
        raise DocumentError(str(file), f"unknown RDF file type {suffix!r}")
    try:
        with open(file, "rb") as handle:
            quads = list(parse(handle, format=FORMATS[fmt]))
    except (SyntaxError, ValueError, OSError) as exc:
        if "LoadDocumentCallback" in str(exc):
            raise DocumentError(
                str(file), "a remote JSON-LD @context is refused (kgraph never fetches anything); inline the context"
            ) from None
        raise DocumentError(str(file), f"not valid {fmt} ({first_line(exc)})") from None
    quads = [q if isinstance(q, Quad) else Quad(q.subject, q.predicate, q.object, DefaultGraph()) for q in quads]
    if any(isinstance(q.graph_name, BlankNode) for q in quads):
        raise DocumentError(str(file), "graphs named by blank nodes cannot be imported (name each graph with an IRI)")
    graphs = {q.graph_name.value for q in quads if not isinstance(q.graph_name, DefaultGraph)}
    merged: dict[str, list[Quad]] = {g: [] for g in graphs}
    for q in quads:
        if not isinstance(q.graph_name, DefaultGraph):
            merged[q.graph_name.value].append(q)
    default = [q for q in quads if isinstance(q.graph_name, DefaultGraph)]
    if fmt in ("trig", "nquads", "jsonld"):
        # A dataset export carries each document whole: its metadata (kg:contentHash ...) in the
        # default graph and its statements, if any, in its named graph.
        for q in default:
            if isinstance(q.subject, NamedNode) and q.predicate.value == V.KG + "contentHash":
                merged.setdefault(q.subject.value, [])
    # Metadata of a document lives in the default graph with the document as subject. Other
    # default-graph triples (and everything in a Turtle or N-Triples file, which has no named
    # graphs) are added: an import never drops a graph the file does not carry.
    added: list[Quad] = []
    for q in default:
        key = q.subject.value if isinstance(q.subject, NamedNode) else ""
        merged[key].append(q) if key in merged else added.append(q)
    store.replace_documents([*merged.items(), *([("", added)] if added else [])])
    return len(quads)
