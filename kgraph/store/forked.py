"""A query worker forked from the caller (where that is safe), with the part of
`subprocess.Popen`'s interface `kgraph.store.workers.Worker` uses."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from pathlib import Path


class Forked:
    """A forked child, with the part of `subprocess.Popen`'s interface a Worker uses."""

    def __init__(self, pid: int):
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired("kgraph query worker", timeout or 0)
            time.sleep(0.002)
        return self.returncode  # type: ignore[return-value]

    def kill(self) -> None:
        if self.poll() is None:
            os.kill(self.pid, signal.SIGKILL)


def can_fork(memory_bytes: int | None) -> bool:
    """Forking is safe (and about 100 ms cheaper than a new interpreter) only while this
    process runs no other Python thread (a one-off query from `kgraph sparql`), and useful only
    while its address space, which the child inherits, is well under the child's limit."""
    if not hasattr(os, "fork") or threading.active_count() != 1:
        return False
    return not memory_bytes or _address_space() < memory_bytes // 3


def _address_space() -> int:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmSize:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return 1 << 62
