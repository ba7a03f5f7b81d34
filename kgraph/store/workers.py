"""User SPARQL queries in worker processes, so that a query's limits hold.

pyoxigraph evaluates a query in Rust, with no timeout, no memory bound and recursion deep
enough to overflow its stack. A thread cannot be stopped, so kgraph runs each user query in a
worker *process* and bounds it from outside:

- time: the caller waits at most `timeout` seconds, then kills the worker (SIGKILL); a CPU-time
  limit (`RLIMIT_CPU`, the timeout plus one second) stops it even if the caller is gone;
- memory: an address-space limit (`RLIMIT_AS`, `memory_mb`) makes an allocation fail inside the
  worker, which then dies alone;
- rows: the worker stops reading solutions after `limit + 1` and streams them in batches, so
  neither process ever holds more than the cap;
- a crash (a parser stack overflow, an abort) ends the worker, never the caller;
- network: where Linux allows it (root, or unprivileged user namespaces) the worker runs in a
  network namespace of its own, so even a `SERVICE` call that got past `check_query` reaches
  nothing.

A worker is a fresh interpreter (`python -m kgraph.store.workers`, about 25 ms to start here),
so it inherits no open store, no threads and no `__main__` of the caller's. A `WorkerPool` keeps workers alive between queries, each with the store opened read-only, and
reopens it when the caller's `stamp` says the store changed (or, given `snapshots`, opens the
newest checkpoint of `kgraph.store.snapshots` instead of the database the caller writes); a worker
that was killed is replaced. A query that has used `DEMOTE_AFTER` seconds of CPU has its worker lowered in priority
(nice 10), so that short queries of other clients keep their share of the CPU; that worker is
retired afterwards.
Measured overhead: see `benchmarks/query_overhead.py`.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from kgraph.errors import QueryError
from kgraph.store.forked import Forked, can_fork
from kgraph.store.sandbox import (  # noqa: F401 - kgraph.store.workers.WORKER_STACK etc., as before
    _STACK_LOCK,
    WORKER_STACK,
    block_network,
    isolate_network,
    on_big_stack,
)
from kgraph.store.worker_messages import (  # noqa: F401 - as before
    BATCH,
    CANCEL_POLL,
    DEFAULT_MEMORY_MB,
    DEFAULT_WORKERS,
    DEMOTE_AFTER,
    MAX_RESULT_BYTES,
    MAX_TERM_BYTES,
    PREEMPT_AFTER,
    QUEUE_WAIT,
    SPARE,
    QueryBusy,
    QueryCancelled,
    QueryResources,
    QueryTimeout,
    Request,
    UpdateRequest,
)
from kgraph.store.worker_side import (
    _answer,  # noqa: F401 - kgraph.query.sparql evaluates in-process with it
    _Duplex,
    _worker_main,
)

# re-exported: kgraph.store.workers.X as before the worker's side moved out
from kgraph.store.worker_side import disk_stamp as disk_stamp  # noqa: E402

# ---------------------------------------------------------------- the worker process


def main(argv: list[str]) -> None:
    """`python -m kgraph.store.workers READ_FD WRITE_FD LOCATION MEMORY_BYTES [DATA]`: a worker
    (DATA: the database folder to open first, a checkpoint of `kgraph.store.snapshots`)."""
    from multiprocessing.connection import Connection

    read_fd, write_fd, location, memory = int(argv[0]), int(argv[1]), argv[2], int(argv[3])
    data = argv[4] if len(argv) > 4 and argv[4] else None
    update = len(argv) > 5 and argv[5] == "update"
    conn = _Duplex(Connection(read_fd, writable=False), Connection(write_fd, readable=False))
    _worker_main(conn, location, memory, data, update)


# ---------------------------------------------------------------- the caller's side


class Worker:
    """One worker process and the two pipes to it: a fork of a single-threaded caller
    (`fork=True`), else a new interpreter (`python -m kgraph.store.workers`)."""

    def __init__(
        self, location: str, memory_bytes: int | None, fork: bool = False, data: str | None = None, update: bool = False
    ):
        from multiprocessing.connection import Connection

        self.data = data  # the checkpoint this worker holds open (None: the live database)

        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        if fork and can_fork(memory_bytes):
            pid = os.fork()
            if pid == 0:  # the child: never returns into the caller's code
                code = 0
                try:
                    os.setsid()
                    os.close(to_child_w)
                    os.close(from_child_r)
                    incoming = Connection(to_child_r, writable=False)
                    outgoing = Connection(from_child_w, readable=False)
                    _worker_main(_Duplex(incoming, outgoing), location, memory_bytes, data, update)
                except BaseException:  # noqa: BLE001 - the caller sees the exit code
                    code = 1
                finally:
                    os._exit(code)
            os.close(to_child_r)
            os.close(from_child_w)
            self.process: Any = Forked(pid)
            self.send_conn = Connection(to_child_w, readable=False)
            self.conn = Connection(from_child_r, writable=False)
            self.demoted = False
            self.preempted = 0.0
            self.reusable = False
            return
        env = dict(os.environ)
        package_root = str(Path(__file__).resolve().parents[2])
        env["PYTHONPATH"] = os.pathsep.join(x for x in (package_root, env.get("PYTHONPATH")) if x)
        env.setdefault("MALLOC_ARENA_MAX", "2")  # each malloc arena reserves 64 MB of the address space
        try:
            self.process = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "kgraph.store.workers",
                    str(to_child_r),
                    str(from_child_w),
                    location,
                    str(memory_bytes or 0),
                    data or "",
                    "update" if update else "query",
                ],
                pass_fds=(to_child_r, from_child_w),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                env=env,
                close_fds=True,
                start_new_session=True,  # Ctrl-C in a terminal goes to the caller, which kills us
            )
        finally:
            os.close(to_child_r)
            os.close(from_child_w)
        self.send_conn = Connection(to_child_w, readable=False)
        self.conn = Connection(from_child_r, writable=False)
        self.demoted = False
        self.preempted: float = 0.0  # seconds it had run when killed for a waiting query
        self.reusable = False  # whether it may take another query after an error it reported

    @property
    def pid(self) -> int:
        return self.process.pid

    def send(self, message: Any) -> None:
        self.send_conn.send(message)

    def exitcode(self) -> int | None:
        try:
            return self.process.wait(5)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        try:
            self.process.kill()
        except OSError:
            pass
        self.process.wait()
        self._close()

    def _close(self) -> None:
        for conn in (self.send_conn, self.conn):
            try:
                conn.close()
            except OSError:
                pass

    def stop(self) -> None:
        try:
            self.send_conn.send(None)
        except (OSError, ValueError):
            pass
        try:
            self.process.wait(1)
        except subprocess.TimeoutExpired:
            self.kill()
            return
        self._close()


class WorkerPool:
    """Worker processes over one store folder; `run` evaluates one query in one of them."""

    def __init__(
        self,
        location: Path | str,
        *,
        warm: int = 1,
        max_workers: int = DEFAULT_WORKERS,
        memory_mb: int | None = DEFAULT_MEMORY_MB,
        fork: bool = False,
        snapshots: Any = None,
    ):
        self.fork = fork
        # A `kgraph.store.snapshots.Snapshots`: workers open its newest checkpoint, never the live
        # database (which this process writes); None: they open LOCATION/oxigraph read-only.
        self.snapshots = snapshots
        self._opening: list[str | None] = []  # checkpoints given to workers still starting
        self.location = str(location)
        self.max_workers = max(1, max_workers)
        self.memory_bytes = memory_mb << 20 if memory_mb else None
        self.warm = min(warm, self.max_workers)
        self._idle: list[Worker] = []
        self._count = 0  # workers alive (idle or busy)
        self._starting = 0  # workers being started in the background
        self._all: set[Worker] = set()  # every worker started and not yet reaped
        self._running: dict[Worker, float] = {}  # workers evaluating a query -> when it started
        self._cond = threading.Condition()
        self._closed = False
        for _ in range(self.warm):
            self._idle.append(self._spawn())

    def _spawn(self) -> Worker:
        with self._cond:
            self._count += 1
            data = self.snapshots.current if self.snapshots is not None else None
            self._opening.append(data)
        try:
            worker = Worker(self.location, self.memory_bytes, fork=self.fork, data=data)
            with self._cond:
                self._all.add(worker)
                self._opening.remove(data)
            return worker
        except BaseException:
            with self._cond:
                self._opening.remove(data)
                self._count -= 1
                self._cond.notify()
            raise

    def release_snapshots(self) -> None:
        """Remove the checkpoints that are neither the newest nor held by a worker."""
        if self.snapshots is None:
            return
        with self._cond:
            held = {w.data for w in self._all} | set(self._opening)
            gone = self.snapshots.detach({d for d in held if d})
        self.snapshots.remove(gone)

    def busy(self) -> int:
        with self._cond:
            return self._count - len(self._idle)

    def _acquire(self, wait: float | None, cancel: threading.Event | None = None) -> Worker:
        """A worker for a new query, within `max_workers` running at once. While every one is
        taken, the oldest query running for `PREEMPT_AFTER` seconds or more is killed (its client
        gets a 503), and the waiter takes its place: one idle spare is kept beyond the running
        ones, so that place is taken at once. QueryBusy after `wait` (at most QUEUE_WAIT) s."""
        wait = QUEUE_WAIT if wait is None else min(wait, QUEUE_WAIT)
        deadline = time.monotonic() + wait
        with self._cond:
            while True:
                if self._closed:
                    raise QueryError("the query pool is closed")
                if cancel is not None and cancel.is_set():
                    raise QueryCancelled("the client went away before its query started")
                if len(self._running) < self.max_workers:
                    if self._idle:
                        worker = self._idle.pop()
                        self._running[worker] = time.monotonic()
                        self._refill_locked()  # keep `warm` workers ready for the next client
                        return worker
                    if not self._starting:
                        break  # none idle and none on its way: start one
                else:
                    self._preempt_locked()
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise QueryBusy(f"busy: {self.max_workers} queries are running; try again shortly")
                self._cond.wait(min(remaining, CANCEL_POLL))
        worker = self._spawn()
        with self._cond:
            self._running[worker] = time.monotonic()
        return worker

    def _preempt_locked(self) -> None:
        """Kill the oldest query that has run PREEMPT_AFTER s, unless one is being killed already."""
        if any(w.preempted for w in self._running):
            return
        now = time.monotonic()
        old = [(started, w) for w, started in self._running.items() if now - started >= PREEMPT_AFTER]
        if not old:
            return
        started, worker = min(old, key=lambda pair: pair[0])
        worker.preempted = now - started
        try:
            os.kill(worker.pid, signal.SIGKILL)
        except OSError:
            pass

    def _release(self, worker: Worker) -> None:
        with self._cond:
            self._running.pop(worker, None)
            if not self._closed and not worker.demoted and not worker.preempted:
                self._idle.append(worker)
                self._cond.notify()
                return
        self._retire(worker, kill=False)

    def _retire(self, worker: Worker, kill: bool) -> None:
        with self._cond:
            self._running.pop(worker, None)
        worker.kill() if kill else worker.stop()
        with self._cond:
            self._all.discard(worker)
            self._count -= 1
            self._cond.notify()
            self._refill_locked()

    def _refill_locked(self) -> None:
        """Start a worker in the background while fewer than `warm` are idle (lock held)."""
        if self._closed or len(self._idle) + self._starting >= self.warm:
            return
        if self._count + self._starting >= self.max_workers + SPARE:
            return
        self._starting += 1
        threading.Thread(target=self._refill, daemon=True).start()

    def _refill(self) -> None:
        try:
            worker = self._spawn()
        except Exception:  # noqa: BLE001 - the next query starts one itself
            with self._cond:
                self._starting -= 1
            return
        with self._cond:
            self._starting -= 1
            if self._closed:
                pass
            else:
                self._idle.append(worker)
                self._cond.notify()
                return
        self._retire(worker, kill=True)

    def run(
        self, request: Request, timeout: float | None, cancel: threading.Event | None = None
    ) -> tuple[str, Any, list[Any], bool]:
        """(kind, head, items, truncated): kind "ask" (head is the boolean), "select" (head is the
        variable names, items tuples of terms or None) or "graph" (items are triples)."""
        started = time.monotonic()
        deadline = None if timeout is None else started + timeout
        if self.snapshots is not None:
            self.snapshots.fresh()  # a checkpoint of every update answered so far
        worker = self._acquire(timeout, cancel)
        worker.reusable = False
        if self.snapshots is not None:
            with self._cond:  # the newest checkpoint, held by this worker before anyone may remove it
                request = dataclasses.replace(request, data=self.snapshots.current, stamp=None)
                worker.data = request.data
        try:
            answer = self._read(worker, request, deadline, started, timeout, cancel)
        except BaseException:
            if worker.reusable:
                self._release(worker)
            else:
                self._retire(worker, kill=True)
            self.release_snapshots()
            raise
        self._release(worker)
        self.release_snapshots()
        return answer

    def _read(
        self,
        worker: Worker,
        request: Request,
        deadline: float | None,
        started: float,
        timeout: float | None,
        cancel: threading.Event | None = None,
    ) -> tuple:
        worker.send(request)
        cpu_at_start = _cpu_seconds(worker.pid)
        kind, head, items = None, None, []
        while True:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                raise QueryTimeout(f"query timed out after {timeout:g} s")
            if cancel is not None and cancel.is_set():
                raise QueryCancelled("the client went away: its query was stopped")
            wait = None if deadline is None else deadline - now
            if not worker.demoted:
                wait = DEMOTE_AFTER if wait is None else min(wait, max(0.0, started + DEMOTE_AFTER - now))
            if cancel is not None:
                wait = CANCEL_POLL if wait is None else min(wait, CANCEL_POLL)
            try:
                ready = worker.conn.poll(wait)
            except (OSError, EOFError):
                ready = True
            if not ready:
                if not worker.demoted and time.monotonic() - started >= DEMOTE_AFTER:
                    if cpu_at_start is None or _cpu_seconds(worker.pid) - cpu_at_start >= DEMOTE_AFTER:
                        _demote(worker)
                    else:
                        started = time.monotonic() - DEMOTE_AFTER / 2  # look again in a while
                continue
            try:
                message = worker.conn.recv()
            except (EOFError, OSError):
                raise self._death(worker, request) from None
            tag = message[0]
            if tag == "error":
                _, what, text = message
                worker.reusable = what != "memory"
                if what == "syntax":
                    raise SyntaxError(text)
                if what == "memory":
                    raise QueryResources(self._memory_message())
                raise QueryError(f"query failed: {text.splitlines()[0] if text else what}")
            if tag == "ask":
                return "ask", message[1], [], False
            if tag in ("select", "graph"):
                kind, head = tag, message[1]
            elif tag == "rows":
                room = request.limit - len(items)
                items.extend(message[1][:room])
            elif tag == "end":
                return kind, head, items, message[1] or len(items) > request.limit

    def _memory_message(self) -> str:
        return _memory_message(self.memory_bytes)

    def _death(self, worker: Worker, request: Request) -> QueryError:
        if worker.preempted:
            return QueryTimeout(
                f"query stopped after {worker.preempted:.1f} s: it was the oldest running while other clients waited"
            )
        return _death(worker, request.cpu_seconds, self.memory_bytes)

    def close(self, kill: bool = False) -> None:
        """Stop the idle workers (`kill`: at once; a read-only worker has nothing to flush)
        and kill those still evaluating."""
        with self._cond:
            self._closed = True
            idle, self._idle = self._idle, []
            busy = self._all - set(idle)
            self._all = set()
            self._count -= len(idle)
            self._cond.notify_all()
        for worker in idle:
            worker.kill() if kill else worker.stop()
        for worker in busy:
            try:
                worker.process.kill()
            except OSError:
                pass


def run_update(
    location: Path | str,
    text: str,
    *,
    prefixes: dict[str, str],
    base_iri: str | None,
    timeout: float | None,
    memory_mb: int | None = DEFAULT_MEMORY_MB,
) -> None:
    """Run a checked update on the database of store folder LOCATION in a worker process of its
    own (its stack, address-space and CPU-time limits, no network), killed after `timeout`
    seconds; killed or crashed, it leaves the store as it was (the update is one transaction).
    The caller must not hold the database open (RocksDB lets one process open it for writing)."""
    memory_bytes = memory_mb << 20 if memory_mb else None
    # A new interpreter, never a fork: a fork of a process that has used RocksDB can inherit
    # its background threads' locks held, and hang opening the database.
    worker = Worker(str(location), memory_bytes, fork=False, update=True)
    deadline = None if timeout is None else time.monotonic() + timeout
    request = UpdateRequest(text, prefixes, base_iri, None if timeout is None else timeout + 1)
    try:
        worker.send(request)
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            try:
                ready = worker.conn.poll(wait)
            except (OSError, EOFError):
                ready = True
            if not ready:
                raise QueryTimeout(f"update timed out after {timeout:g} s (the store is unchanged)")
            try:
                message = worker.conn.recv()
            except (EOFError, OSError):
                raise _death(worker, request.cpu_seconds, memory_bytes, "update") from None
            if message[0] == "done":
                worker.stop()
                return
            _, what, detail = message
            if what == "syntax":
                raise SyntaxError(detail)
            if what == "memory":
                raise QueryResources(_memory_message(memory_bytes, "update"))
            raise QueryError(f"update failed: {detail.splitlines()[0] if detail else what}")
    finally:
        worker.kill()  # a worker still running is killed; one that ended is reaped


def _memory_message(memory_bytes: int | None, what: str = "query") -> str:
    limit = f"{memory_bytes >> 20} MB" if memory_bytes else "the machine's"
    return f"the {what} ran out of memory (limit {limit}; see --memory-limit)"


def _death(worker: Worker, cpu_seconds: float | None, memory_bytes: int | None, what: str = "query") -> QueryError:
    """Why a worker ended without answering, as the caller's error."""
    code = worker.exitcode()
    if code == -signal.SIGXCPU:
        return QueryTimeout(f"{what} stopped at its CPU-time limit ({cpu_seconds or 0:g} s)")
    if code in (-signal.SIGABRT, -signal.SIGKILL, -signal.SIGBUS) or code == 1:
        return QueryResources(_memory_message(memory_bytes, what))
    if code == -signal.SIGSEGV:
        return QueryResources(f"the {what} crashed the query engine (segmentation fault); it was stopped")
    return QueryResources(f"the {what} worker ended unexpectedly (exit code {code})")


def _cpu_seconds(pid: int) -> float | None:
    """CPU time a process has used (Linux /proc), None where that cannot be read."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def _demote(worker: Worker) -> None:
    worker.demoted = True
    try:
        os.setpriority(os.PRIO_PROCESS, worker.pid, 10)
    except (OSError, TypeError):
        pass


if __name__ == "__main__":
    main(sys.argv[1:])
