"""The embedded store: a pyoxigraph (RocksDB) database in a folder, with a write lock.

Readers open it read-only and never wait. Writers take an exclusive `flock` on
`write.lock` (holding the writer's PID), so a second writer gets a clear "in use" error.
A document's named graph and metadata are replaced by one SPARQL Update request, which
Oxigraph applies as one transaction: a crash leaves the old version or the new one.

A first ingest into an empty store may instead bulk-load a new database beside it
(`GraphStore.staging`): `oxigraph.loading/` while it is written, renamed `oxigraph.ready/` once
complete and then swapped in for `oxigraph/`. A kill leaves the old (empty) store or the
complete new one: a writer that opens the folder finishes a swap left at `ready` and deletes a
`loading` database.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import time
from collections.abc import Iterable, Iterator
from pathlib import Path

from pyoxigraph import DefaultGraph, NamedNode, Quad, Store

from kgraph import vocab as V
from kgraph.errors import QueryError, StoreBusy, StoreError
from kgraph.store.base import BaseStore, default_location, first_line, is_remote, replace_update

__all__ = ["GraphStore", "default_location", "is_remote", "open_store", "remote_hint"]

FLUSH_EVERY = 150_000  # quads written between two flushes of RocksDB's memtables
BULK_EVERY = 200_000  # quads gathered before one bulk load into a staged database
DATA, LOADING, READY, OLD = "oxigraph", "oxigraph.loading", "oxigraph.ready", "oxigraph.old"
NEW = "oxigraph.new"  # a new empty database while RocksDB creates it (not atomic), then renamed


class GraphStore(BaseStore):
    """An embedded store on disk (or in memory with `location=None`)."""

    def __init__(self, location: Path | str | None, *, write: bool = False, wait: float = 0.0):
        self.location = Path(location) if location is not None else None
        self.write = write
        self._lock_file = None
        self._unflushed = 0
        if self.location is None:
            self.store = Store()
            return
        data = self.location / "oxigraph"
        if write:
            _refuse_a_folder_of_documents(self.location)
            try:
                self.location.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StoreError(
                    f"{self.location}: cannot create the store ({exc.strerror or first_line(exc)})"
                ) from None
            self._acquire_lock(wait)
            _clear_snapshots(self.location)
            try:
                _recover(self.location)
                if not data.exists():
                    _create(self.location)
                self.store = Store(str(data))
            except (OSError, RuntimeError) as exc:
                self.close()
                raise StoreError(f"{self.location}: cannot open the store ({_reason(exc)})") from None
        else:
            if not data.exists() and (self.location / READY).exists():
                data = self.location / READY  # a first ingest between its two renames
            if not data.exists():
                raise StoreError(
                    f"{self.location}: no store here yet (run `kgraph ingest` first){remote_hint(location)}"
                )
            try:
                self.store = Store.read_only(str(data))
            except (OSError, RuntimeError) as exc:
                raise StoreError(f"{self.location}: cannot open the store ({_reason(exc)})") from None

    def _acquire_lock(self, wait: float) -> None:
        assert self.location is not None
        path = self.location / "write.lock"
        try:
            handle = open(path, "a+")
        except OSError as exc:  # a read-only folder or file system, a lock that is not a file ...
            raise StoreError(
                f"{self.location}: cannot write to this store ({exc.strerror or first_line(exc)}: {path.name}); "
                "a read-only store can still be queried"
            ) from None
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

    def is_empty(self) -> bool:
        """Whether the store holds nothing at all (no document, no metadata, no derived graph)."""
        return next(iter(self.store.quads_for_pattern(None, None, None, None)), None) is None

    def staging(self) -> StagingStore:
        """A new database beside this empty one, to bulk-load and swap in (see the module
        docstring). This store is closed and its write lock passes to the staging store."""
        assert self.write and self.location is not None and self.is_empty()
        self.store.flush()
        self.store = None  # type: ignore[assignment]
        lock, self._lock_file = self._lock_file, None
        return StagingStore(self.location, lock)

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

    # ---------------------------------------------------------------- writing

    def replace_documents(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        docs = list(docs)
        try:
            if self._all_new(docs):
                # Nothing to drop: one transactional `extend` writes the same quads about twice
                # as fast as Oxigraph parses them back out of an INSERT DATA request.
                self.store.extend([quad for _, quads in docs for quad in quads])
            else:
                update = replace_update(docs)
                if update is None:
                    return
                self.store.update(update)
            # RocksDB holds up to 6 x 128 MB of memtables per column family before it flushes
            # on its own: flushing every ~150k quads keeps a 10,000-document ingest well under 2 GB.
            self._unflushed += sum(len(quads) for _, quads in docs)
            if self._unflushed > FLUSH_EVERY:
                self.store.flush()
                self._unflushed = 0
        except OSError as exc:
            raise StoreError(f"{self.location}: write failed ({first_line(exc)})") from None

    def _all_new(self, docs: list[tuple[str, list[Quad]]]) -> bool:
        """Whether every document is named once and has neither a graph nor metadata here yet."""
        iris = [iri for iri, _ in docs]
        if not iris or "" in iris or len(set(iris)) != len(iris):
            return False
        for iri in iris:
            node = NamedNode(iri)
            if self.store.contains_named_graph(node):
                return False
            if next(iter(self.store.quads_for_pattern(node, None, None, DefaultGraph())), None) is not None:
                return False
        return True

    def update(self, sparql: str) -> None:
        """Run a SPARQL Update (the caller has checked it: see `kgraph.query.sparql.check_query`)."""
        if not self.write and self.location is not None:
            raise StoreError(f"{self.location}: the store is open read-only")
        try:
            self.store.update(sparql, prefixes=V.PREFIXES, base_iri=V.ID)
        except (SyntaxError, ValueError) as exc:
            raise QueryError(f"update failed: {first_line(exc)}") from None
        except OSError as exc:
            raise StoreError(f"{self.location}: write failed ({first_line(exc)})") from None

    def user_update(self, sparql: str, *, timeout: float | None, memory_mb: int | None) -> None:
        """Run a user's checked SPARQL Update: on a store folder in a worker process
        (`kgraph.store.workers.run_update`: its own limits, killed at `timeout`, the store
        unchanged then), this process's handle on the database closed meanwhile and the write
        lock kept; in memory, on a thread with a worker's stack (the checks of
        `kgraph.store.sparqltext` bound what it must hold)."""
        from kgraph.store.workers import on_big_stack, run_update

        if self.location is None:
            return on_big_stack(lambda: self.update(sparql))
        if not self.write:
            raise StoreError(f"{self.location}: the store is open read-only")
        self.store.flush()
        self.store = None  # type: ignore[assignment] - the worker opens the database
        try:
            run_update(self.location, sparql, prefixes=V.PREFIXES, base_iri=V.ID, timeout=timeout, memory_mb=memory_mb)
        except SyntaxError as exc:
            raise QueryError(f"update failed: {first_line(exc)}") from None
        finally:
            self.store = _reopen(self.location / DATA)

    # ---------------------------------------------------------------- reading

    def query(self, sparql: str, _dataset: tuple | None = None, **bindings: object):  # noqa: ANN201 - pyoxigraph results
        """Run a query (kgraph's prefixes are declared); `bindings` are substituted, never pasted.
        `_dataset` is (default graphs, named graphs or None), as the SPARQL Protocol sets them."""
        from pyoxigraph import Variable

        subs = {Variable(k): v for k, v in bindings.items()} if bindings else None
        dataset = {}
        if _dataset is not None:
            dataset = {"default_graph": _dataset[0] or None, "named_graphs": _dataset[1]}
        try:
            return self.store.query(sparql, prefixes=V.PREFIXES, substitutions=subs, **dataset)
        except (SyntaxError, RuntimeError, ValueError) as exc:
            raise QueryError(f"query failed: {first_line(exc)}") from None

    def quads_for_pattern(
        self, subject: object = None, predicate: object = None, obj: object = None, graph: object = None
    ) -> Iterator[Quad]:
        """Quads matching a pattern (None matches anything; `DefaultGraph()` is the metadata graph)."""
        return iter(self.store.quads_for_pattern(subject, predicate, obj, graph))

    def __len__(self) -> int:
        return len(self.store)


DOCUMENT_SUFFIXES = (".md", ".markdown", ".txt", ".ttl", ".trig", ".nq", ".nt", ".jsonld", ".rdf")


def remote_hint(location: Path | str) -> str:
    """`--store http://host/sparql` is a folder name to the store: say how to name an endpoint."""
    text = str(location)
    for scheme in ("http:/", "https:/"):
        if text.startswith(scheme):
            rest = text[len(scheme) :].lstrip("/")
            return f"; for a SPARQL store write sparql+{scheme}/{rest}"
    return ""


def _refuse_a_folder_of_documents(location: Path) -> None:
    """`--store briefs` must not make a store among the user's documents: a folder that is not a
    store yet and holds documents is refused (a new or empty folder, or a store, is fine)."""
    if not location.is_dir() or any((location / name).exists() for name in (DATA, LOADING, READY, OLD, NEW)):
        return
    try:
        names = [entry.name for entry, _ in zip(location.iterdir(), range(1000), strict=False)]
    except OSError:
        return  # mkdir and the lock say what is wrong with the folder
    documents = [
        n for n in names if n.lower().endswith(DOCUMENT_SUFFIXES) or n in ("inbox", "paper_cards", "organized")
    ]
    if documents:
        raise StoreError(
            f"{location}: holds documents ({', '.join(sorted(documents)[:3])}), not a store: "
            "give --store a new or empty folder (the default is .kgraph)"
        )


def _reopen(data: Path) -> Store:
    """The database a worker has just closed (its lock can outlive the process by a moment)."""
    for attempt in range(50):
        try:
            return Store(str(data))
        except OSError:
            if attempt == 49:
                raise
            time.sleep(0.02)
    raise AssertionError("unreachable")


def _clear_snapshots(location: Path) -> None:
    """Remove query snapshots a killed `kgraph serve --allow-update` left (the caller holds the
    write lock, so no server is using them): they pin old files of the database."""
    from kgraph.store.snapshots import FOLDER

    if (location / FOLDER).exists():
        shutil.rmtree(location / FOLDER, ignore_errors=True)


class StagingStore(GraphStore):
    """A first ingest's database, bulk-loaded in `oxigraph.loading/` and swapped in by `commit`.

    Documents that are new to it are gathered and written with `bulk_extend` (about three times
    as fast as transactions, and not atomic: which is why nothing reads this database before
    it is complete); a document written twice in one session goes through a transaction.
    `close` without `commit` deletes it, leaving the old store as it was."""

    def __init__(self, location: Path, lock: object) -> None:
        self.location = Path(location)
        self.write = True
        self._lock_file = lock
        self._unflushed = 0
        self._pending: list[Quad] = []
        self._written: set[str] = set()
        self.committed = False
        loading = self.location / LOADING
        shutil.rmtree(loading, ignore_errors=True)
        try:
            self.store = Store(str(loading))
        except OSError as exc:
            self.close()
            raise StoreError(f"{self.location}: cannot create the store ({first_line(exc)})") from None

    def replace_documents(self, docs: Iterable[tuple[str, list[Quad]]]) -> None:
        # Nothing reads this database before `commit`, so one batch need not be one transaction.
        again = []
        for iri, quads in docs:
            if iri and iri not in self._written:
                self._written.add(iri)
                self._pending.extend(quads)
            else:
                again.append((iri, quads))
        if again:
            self._load()
            super().replace_documents(again)
        elif len(self._pending) >= BULK_EVERY:
            self._load()

    def _all_new(self, docs: list[tuple[str, list[Quad]]]) -> bool:
        return False  # a rewrite in a staged session is an update (see replace_documents)

    def _load(self) -> None:
        if self._pending:
            try:
                self.store.bulk_extend(self._pending)
            except OSError as exc:
                raise StoreError(f"{self.location}: write failed ({first_line(exc)})") from None
            self._pending = []

    def query(self, sparql: str, _dataset: tuple | None = None, **bindings: object):  # noqa: ANN201
        self._load()
        return super().query(sparql, _dataset, **bindings)

    def quads_for_pattern(
        self, subject: object = None, predicate: object = None, obj: object = None, graph: object = None
    ) -> Iterator[Quad]:
        self._load()
        return super().quads_for_pattern(subject, predicate, obj, graph)

    def __len__(self) -> int:
        self._load()
        return super().__len__()

    def commit(self) -> None:
        """Write what is gathered, close the new database and swap it in for the old one."""
        self._load()
        try:
            self.store.flush()
            self.store.optimize()
        except OSError as exc:
            raise StoreError(f"{self.location}: write failed ({first_line(exc)})") from None
        self.store = None  # type: ignore[assignment]  # closes the database before it moves
        os.replace(self.location / LOADING, self.location / READY)  # complete: the swap may finish
        _fsync_dir(self.location)
        _recover(self.location)
        self.committed = True

    def close(self) -> None:
        self.store = None  # type: ignore[assignment]
        if not self.committed:
            shutil.rmtree(self.location / LOADING, ignore_errors=True)
        if self._lock_file is not None:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
            self._lock_file.close()
            self._lock_file = None


def _recover(location: Path) -> None:
    """Finish or undo a first ingest's swap that a kill interrupted (under the write lock):
    a complete `ready` database replaces the old one; a `loading` one is deleted."""
    ready, data, old = location / READY, location / DATA, location / OLD
    if ready.exists():
        if data.exists():
            shutil.rmtree(old, ignore_errors=True)
            os.replace(data, old)
        os.replace(ready, data)
        _fsync_dir(location)
    shutil.rmtree(old, ignore_errors=True)
    shutil.rmtree(location / LOADING, ignore_errors=True)
    shutil.rmtree(location / NEW, ignore_errors=True)


def _create(location: Path) -> None:
    """A new empty database at `location/oxigraph`. RocksDB writes a new database's files one
    by one, so a kill part-way left a folder it cannot open ("Column family not found"); built
    under another name and renamed when complete, a kill leaves no database or a whole one."""
    new = location / NEW
    shutil.rmtree(new, ignore_errors=True)
    store = Store(str(new))
    store.flush()
    del store  # closes the database before the rename
    os.replace(new, location / DATA)
    _fsync_dir(location)


def _reason(exc: Exception) -> str:
    """Why a database did not open, in one line; RocksDB reports damage as a RuntimeError."""
    if isinstance(exc, RuntimeError):
        return f"its database is damaged: {first_line(exc)}"
    return first_line(exc)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def open_store(location: Path | str | None, *, write: bool = False, wait: float = 0.0):  # noqa: ANN201
    """The store at `location`: a folder (GraphStore) or a SPARQL endpoint (RemoteStore)."""
    if is_remote(location):
        from kgraph.store.remote import RemoteStore

        return RemoteStore(str(location), write=write, wait=wait)
    return GraphStore(location, write=write, wait=wait)
