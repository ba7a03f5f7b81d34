"""The worker process (`python -m kgraph.store.workers`): its limits, the store it opens, and answers streamed in batches within the caps."""

from __future__ import annotations

import itertools
import resource
import signal
import threading
from pathlib import Path
from typing import Any

from kgraph.store.sandbox import WORKER_STACK, block_network, isolate_network
from kgraph.store.worker_messages import _BATCH_BYTES, BATCH, Request, UpdateRequest


class _Duplex:
    """The worker's two pipe ends as one connection."""

    def __init__(self, incoming: Any, outgoing: Any):
        self.recv, self.send = incoming.recv, outgoing.send


def _worker_main(
    conn: Any, location: str, memory_bytes: int | None, data: str | None = None, update: bool = False
) -> None:
    """Set the worker's limits, then answer requests until the pipe closes (`update`: run one
    update on the database, opened for writing)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the caller's to handle
    isolate_network()
    block_network()
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    if memory_bytes:
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    threading.stack_size(WORKER_STACK)
    serve = _serve_update if update else _serve
    thread = threading.Thread(target=serve, args=(conn, location, data), name="kgraph-query", daemon=True)
    thread.start()
    thread.join()


def _open(path: str) -> Any:
    """`Store.read_only(path)`; opening the live database of a store another process writes
    can itself lose a file to that writer's compaction: then open again, up to three times."""
    from pyoxigraph import Store

    for attempt in range(3):
        try:
            return Store.read_only(path)
        except (OSError, RuntimeError) as exc:
            if attempt == 2 or not _lost_files(exc):
                raise
    raise AssertionError("unreachable")


def _serve(conn: Any, location: str, data: str | None = None) -> None:
    live = str(Path(location) / "oxigraph")
    # Open at once, so that a warm worker answers its first query without opening; the
    # stamp is taken first, so a write in between makes the first request reopen.
    stamp: Any = (disk_stamp(location), 0)
    opened = data or live
    try:
        store = _open(opened)
    except Exception:  # noqa: BLE001 - the first request reports it
        store = None
    while True:
        try:
            request: Request | None = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            wanted = request.data or live
            if store is None or wanted != opened or (request.stamp is not None and request.stamp != stamp):
                store = None
                opened = wanted
                store = _open(opened)
                stamp = request.stamp
            if request.cpu_seconds:
                usage = resource.getrusage(resource.RUSAGE_SELF)
                soft = int(usage.ru_utime + usage.ru_stime + request.cpu_seconds) + 1
                hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
                resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
            sent = _Counting(conn)
            try:
                _answer(sent, store, request)
            except Exception as exc:
                # A read-only view of a store another process writes can lose files to that
                # writer's background compaction: reopen on a fresh view and answer again.
                # (A checkpoint is never written: nothing to retry there.)
                if sent.count or request.data or not _lost_files(exc):
                    raise
                store = None
                store = _open(opened)
                _answer(conn, store, request)
        except MemoryError:
            _send(conn, ("error", "memory", "the query ran out of memory"))
        except SyntaxError as exc:
            _send(conn, ("error", "syntax", str(exc)))
        except Exception as exc:  # noqa: BLE001 - reported to the caller as one line
            _send(conn, ("error", "failed", f"{type(exc).__name__}: {exc}"))


def _serve_update(conn: Any, location: str, data: str | None = None) -> None:
    """Run one update on LOCATION/oxigraph (a transaction: killed half-way, it leaves the store
    as it was), close the database, then say so."""
    from pyoxigraph import Store

    try:
        request: UpdateRequest | None = conn.recv()
    except (EOFError, OSError):
        return
    if request is None:
        return
    try:
        if request.cpu_seconds:
            soft = int(request.cpu_seconds) + 1
            resource.setrlimit(resource.RLIMIT_CPU, (soft, resource.getrlimit(resource.RLIMIT_CPU)[1]))
        store = Store(str(Path(location) / "oxigraph"))
        store.update(request.text, prefixes=request.prefixes, base_iri=request.base_iri)
        store.flush()
        del store  # closes the database before the caller reopens it
        _send(conn, ("done",))
    except MemoryError:
        _send(conn, ("error", "memory", "the update ran out of memory"))
    except SyntaxError as exc:
        _send(conn, ("error", "syntax", str(exc)))
    except Exception as exc:  # noqa: BLE001 - reported to the caller as one line
        _send(conn, ("error", "failed", f"{type(exc).__name__}: {exc}"))


class _Counting:
    """A connection that counts what was sent on it (nothing sent: a request can be retried)."""

    def __init__(self, conn: Any):
        self.conn, self.count = conn, 0

    def send(self, message: Any) -> None:
        self.count += 1
        self.conn.send(message)


def _lost_files(exc: BaseException) -> bool:
    text = str(exc)
    return "No such file or directory" in text or "Corruption" in text


def _send(conn: Any, message: tuple) -> None:
    try:
        conn.send(message)
    except (OSError, ValueError):
        pass


_END = object()


def _answer(conn: Any, store: Any, request: Request) -> None:
    from pyoxigraph import QueryBoolean, Variable

    options: dict[str, Any] = {"prefixes": request.prefixes, "base_iri": request.base_iri}
    if request.substitutions:
        options["substitutions"] = {Variable(k): v for k, v in request.substitutions.items()}
    if request.default_graph is not None:
        options["default_graph"] = request.default_graph
    if request.named_graphs is not None:
        options["named_graphs"] = request.named_graphs
    found = store.query(request.text, **options)
    if isinstance(found, QueryBoolean | bool):
        conn.send(("ask", bool(found)))
        return
    variables = getattr(found, "variables", None)
    # The first solution is read before anything is sent, so that a failure to read the store
    # comes while the request can still be answered again on a fresh view (see `_serve`).
    rest = iter(found)
    first = next(rest, _END)
    items = rest if first is _END else itertools.chain((first,), rest)
    if variables is not None:
        names = [v.value for v in variables]
        conn.send(("select", names))
        convert = lambda solution: tuple(solution[name] for name in names)  # noqa: E731
    else:
        conn.send(("graph", None))
        convert = lambda triple: triple  # noqa: E731
    batch: list[Any] = []
    count = size = batch_bytes = 0
    cut: str | bool = False
    for item in items:
        if count >= request.limit:
            cut = True
            break
        converted = convert(item)
        terms = converted if variables is not None else (item.subject, item.predicate, item.object)
        sizes = [_term_size(t) for t in terms]
        # Checked before the row is kept or sent: no row past a cap ever leaves the worker.
        if sizes and max(sizes) > request.max_term_bytes:
            cut = f"a term of {max(sizes)} characters is over the limit of {request.max_term_bytes} per term"
            break
        if size + sum(sizes) > request.max_bytes:
            cut = f"the answer reached the limit of {request.max_bytes >> 20} MB of term text"
            break
        size += sum(sizes)
        batch_bytes += sum(sizes)
        batch.append(converted)
        count += 1
        if len(batch) >= BATCH or batch_bytes >= _BATCH_BYTES:
            conn.send(("rows", batch))
            batch, batch_bytes = [], 0
    if batch:
        conn.send(("rows", batch))
    conn.send(("end", cut))


def _term_size(term: Any) -> int:
    if term is None:
        return 0
    value = getattr(term, "value", None)
    return len(value) + 8 if isinstance(value, str) else len(str(term))


def disk_stamp(location: Path | str) -> tuple[int, ...]:
    """Changes when a process writes the store folder (a read-only open sees a snapshot)."""
    stamps = []
    for path in (Path(location) / "oxigraph", Path(location) / "write.lock"):
        try:
            stamps.append(path.stat().st_mtime_ns)
        except OSError:
            stamps.append(0)
    return tuple(stamps)
