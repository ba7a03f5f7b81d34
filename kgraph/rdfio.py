"""Export the store as RDF, and import RDF files (for round trips and moving stores).

Parsing is done by pyoxigraph, which never fetches anything: a JSON-LD document with a
remote `@context` fails instead of loading it. RDF/XML is refused outright (entity
expansion in XML can take a process down).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from pyoxigraph import BlankNode, DefaultGraph, NamedNode, Quad, RdfFormat, parse, serialize

from kgraph import vocab as V
from kgraph.errors import DocumentError, KGraphError
from kgraph.storebase import BaseStore, first_line

FORMATS = {
    "turtle": RdfFormat.TURTLE,
    "trig": RdfFormat.TRIG,
    "nquads": RdfFormat.N_QUADS,
    "ntriples": RdfFormat.N_TRIPLES,
    "jsonld": RdfFormat.JSON_LD,
}
SUFFIXES = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "ntriples", ".jsonld": "jsonld"}


def export(store: BaseStore, fmt: str, output: Path | None = None) -> bytes | None:
    if fmt not in FORMATS:
        raise KGraphError(f"unknown export format {fmt!r} (choose from {', '.join(FORMATS)})")
    # The materialised register's graphs are derived from the documents: an import recomputes them.
    quads = [
        q for q in store.quads() if isinstance(q.graph_name, DefaultGraph) or not V.is_derived_graph(q.graph_name.value)
    ]
    if fmt in ("turtle", "ntriples"):
        data: object = list(dict.fromkeys(q.triple for q in quads))
    else:
        data = quads
    prefixes = V.PREFIXES if fmt in ("turtle", "trig") else None
    body = serialize(data, format=FORMATS[fmt], prefixes=prefixes)  # type: ignore[arg-type]
    if output is None:
        return body
    write_atomic(output, body)
    return None


def write_atomic(path: Path, data: bytes) -> None:
    """Write to a temporary file beside `path`, then rename: never a half-written file."""
    path = Path(path)
    directory = path.parent if str(path.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise KGraphError(f"{path}: cannot write ({exc.strerror or first_line(exc)})") from None
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; an exported file is as shareable as any other
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):  # disk full, file too big, ...: the old file is untouched
            raise KGraphError(f"{path}: cannot write ({exc.strerror or first_line(exc)}); left unchanged") from None
        raise


def import_rdf(store: BaseStore, file: Path, write: Callable[[list], None] | None = None) -> int:
    """Load an RDF file: each named graph in it replaces the store's graph of that name (and a
    document's graph comes with its metadata); everything else in it is added. The derived
    graphs of the materialised register are skipped (kgraph recomputes them). `write` replaces
    the documents (default: `store.replace_documents`)."""
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
    quads = [q for q in quads if isinstance(q.graph_name, DefaultGraph) or not V.is_derived_graph(q.graph_name.value)]
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
    (write or store.replace_documents)([*merged.items(), *([("", added)] if added else [])])
    return len(quads)
