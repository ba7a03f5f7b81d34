"""Read-only checkpoints of a store that `kgraph serve --allow-update` writes.

A read-only RocksDB view does not pin the files it reads: while the server's writer compacts
(in the background, after updates), a query worker that opened the live database read-only
can find an SST file gone ("No such file or directory ... .sst"), even while opening it.
pyoxigraph calls reading a database another process writes undefined behaviour.

So under `--allow-update` the query workers never open the live database. The server takes
a RocksDB checkpoint with `Store.backup` (hard links to the immutable SST files, after a flush
of the memtables, plus copies of the small manifest and options files) in
`<store>/serve-snapshots/NNNNNN/`: once at start, and then before the first query that follows
one or more updates (`fresh`), so a run of updates costs one checkpoint and every query sees
every update that was answered before it was sent. Nothing ever writes a checkpoint, and the
writer's compaction only unlinks its own names of the files, so a worker's view stays whole.
An older checkpoint is removed once no worker holds it
(`kgraph.store.workers.WorkerPool.release_snapshots`). Cost: `benchmarks/snapshot_cost.py`
(about 0.1 s per checkpoint here, whatever the store's size).
"""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path
from typing import Any

from kgraph.errors import StoreError

FOLDER = "serve-snapshots"  # inside the store folder: a checkpoint must be on the same file system


class Snapshots:
    """The checkpoints of one writable store; `current` is the one new queries open."""

    def __init__(self, location: Path | str, store: Any):
        self.root = Path(location) / FOLDER
        self._store = store  # the pyoxigraph.Store the server writes, or a function giving it
        self._lock = threading.Lock()
        self._number = 0
        # The caller holds the store's write lock: whatever is here was left by a server that
        # ended without cleaning up (its workers end with it), and nobody else reads it.
        shutil.rmtree(self.root, ignore_errors=True)
        try:
            self.root.mkdir()
        except OSError as exc:
            raise StoreError(f"{self.root}: cannot create the query snapshots ({exc.strerror or exc})") from None
        self.current = ""
        self._changed = False  # an update finished after `current` was taken
        self.take()

    def changed(self) -> None:
        """An update has been applied: the next query needs a new checkpoint."""
        self._changed = True

    def fresh(self) -> str:
        """The checkpoint a query starting now must read (taken now if an update came since).
        Always under the lock: a checkpoint another query is taking may be the first to hold
        an update that was answered before this query came (its flag is already cleared)."""
        with self._lock:
            if self._changed:
                self._changed = False  # first: an update finishing during the backup sets it again
                self._take_locked()
            return self.current

    def take(self) -> str:
        """Checkpoint the store as it is now; new queries see this checkpoint."""
        with self._lock:
            return self._take_locked()

    def _take_locked(self) -> str:
        self._number += 1
        target = self.root / f"{self._number:06d}"
        try:
            store = self._store() if callable(self._store) else self._store
            store.backup(str(target))
        except OSError as exc:
            self._changed = True
            shutil.rmtree(target, ignore_errors=True)
            raise StoreError(f"{target}: cannot checkpoint the store for queries ({exc})") from None
        self.current = str(target)
        return self.current

    def detach(self, keep: set[str]) -> list[Path]:
        """Move the checkpoints older than `current` that are not in `keep` out of the way (a
        rename, quick enough to do under the caller's lock); `remove` deletes what this returns.
        Never one being written (RocksDB writes NNNNNN.tmp, then renames it) or just taken."""
        gone = []
        newest = Path(self.current).name
        try:
            names = os.listdir(self.root)
        except OSError:
            return []
        for name in names:
            path = self.root / name
            if not (name.isdigit() and newest.isdigit()) or int(name) >= int(newest) or str(path) in keep:
                continue
            trash = self.root / f".gone-{name}"
            try:
                path.rename(trash)
            except OSError:
                continue
            gone.append(trash)
        return gone

    @staticmethod
    def remove(paths: list[Path]) -> None:
        for path in paths:
            shutil.rmtree(path, ignore_errors=True)

    def close(self) -> None:
        """Delete every checkpoint (the workers have been stopped)."""
        shutil.rmtree(self.root, ignore_errors=True)
