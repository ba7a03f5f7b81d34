"""The embedded store: a pyoxigraph (RocksDB) database in a folder, with a write lock.

Readers open it read-only and never wait. Writers take an exclusive `flock` on
`write.lock` (holding the writer's PID), so a second writer gets a clear "in use" error.
A document's named graph and metadata are replaced by one SPARQL Update request, which
Oxigraph applies as one transaction: a crash leaves the old version or the new one.
"""

from __future__ import annotations

import fcntl
import os
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from pyoxigraph import DefaultGraph, NamedNode, Quad, RdfFormat, Store, serialize

from kgraph import vocab as V
from kgraph.errors import QueryError, StoreBusy, StoreError

DEFAULT_LOCATION = ".kgraph"


def default_location() -> Path:
    return Path(os.environ.get("KGRAPH_STORE") or DEFAULT_LOCATION)


class GraphStore:
    """An embedded store on disk (or in memory with `location=None`)."""

    def __init__(self, location: Path | str | None, *, write: bool = False, wait: float = 0.0):
        self.location = Path(location) if location is not None else None
        self.write = write
        self._lock_file = None
        if self.location is None:
            self.store = Store()
            return
        data = self.location / "oxigraph"
        if write:
            self.location.mkdir(parents=True, exist_ok=True)
            self._acquire_lock(wait)
            try:
                self.store = Store(str(data))
            except OSError as exc:
                self.close()
                raise StoreError(f"{self.location}: cannot open the store ({first_line(exc)})") from None
        else:
            if not data.exists():
                raise StoreError(f"{self.location}: no store here yet (run `kgraph ingest` first)")
            try:
                self.store = Store.read_only(str(data))
            except OSError as exc:
                raise StoreError(f"{self.location}: cannot open the store ({first_line(exc)})") from None

    def _acquire_lock(self, wait: float) -> None:
        assert self.location is not None
        path = self.location / "write.lock"
        handle = open(path, "a+")
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    handle.seek(0)
                    pid = handle.read().strip() or "unknown"
                    handle.close()
                    raise StoreBusy(
                        f"{self.location}: store is in use by PID {pid} (another kgraph is writing)"
                    ) from None
                time.sleep(0.1)
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._lock_file = handle

    def close(self) -> None:
        if getattr(self, "store", None) is not None and self.write and self.location is not None:
            try:
                self.store.flush()
            except OSError:
                pass
        self.store = None  # type: ignore[assignment]
        if self._lock_file is not None:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
            self._lock_file.close()
            self._lock_file = None

    def __enter__(self) -> GraphStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- writing

    def replace_document(self, doc_iri: str, quads: list[Quad]) -> None:
        """Replace one document's named graph and metadata in a single transaction."""
        self.replace_documents([(doc_iri, quads)])

    def replace_documents(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        parts: list[str] = []
        inserts: list[Quad] = []
        for doc_iri, quads in docs:
            if doc_iri:  # "" carries quads to add without replacing anything
                node = NamedNode(doc_iri)  # validates the IRI
                parts.append(f"DROP SILENT GRAPH <{node.value}> ;\nDELETE WHERE {{ <{node.value}> ?p ?o }} ;\n")
            inserts.extend(quads)
        if not parts and not inserts:
            return
        update = "".join(parts) + "INSERT DATA {\n" + _insert_body(inserts) + "}"
        try:
            self.store.update(update)
        except OSError as exc:
            raise StoreError(f"{self.location}: write failed ({first_line(exc)})") from None

    def remove_document(self, doc_iri: str) -> None:
        self.replace_documents([(doc_iri, [])])

    # ---------------------------------------------------------------- reading

    def query(self, sparql: str, **bindings: object):  # noqa: ANN201 - pyoxigraph result types
        from pyoxigraph import Variable

        subs = {Variable(k): v for k, v in bindings.items()} if bindings else None
        try:
            return self.store.query(V.SPARQL_PREFIXES + sparql, substitutions=subs)
        except (SyntaxError, RuntimeError, ValueError) as exc:
            raise QueryError(f"query failed: {first_line(exc)}") from None

    def document_hashes(self) -> dict[str, str]:
        rows = self.query("SELECT ?path ?hash WHERE { ?d kg:path ?path ; kg:contentHash ?hash }")
        return {r["path"].value: r["hash"].value for r in rows}

    def quads(self) -> Iterator[Quad]:
        return iter(self.store.quads_for_pattern(None, None, None, None))

    def __len__(self) -> int:
        return len(self.store)


def _insert_body(quads: list[Quad]) -> str:
    """`INSERT DATA` content: the default graph's triples, then one `GRAPH <g> {...}` per graph."""
    groups: dict[str | None, list] = {}
    for quad in quads:
        graph = None if isinstance(quad.graph_name, DefaultGraph) else quad.graph_name.value
        groups.setdefault(graph, []).append(quad.triple)
    out = []
    for graph, triples in groups.items():
        # Oxigraph's serializer escapes every literal: no document text can break the request.
        text = serialize(triples, format=RdfFormat.N_TRIPLES).decode("utf-8")
        out.append(text if graph is None else f"GRAPH <{graph}> {{\n{text}}}\n")
    return "".join(out)


def first_line(exc: BaseException) -> str:
    return str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
