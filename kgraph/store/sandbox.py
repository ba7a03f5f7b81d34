"""What keeps a user's SPARQL from reaching anything: a worker's stack, no network.

Used by `kgraph.store.workers` (the worker processes) and by the callers that evaluate checked
SPARQL on an in-memory store (`on_big_stack`)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import Any, TypeVar

WORKER_STACK = 64 << 20  # bytes of stack for the thread that evaluates (pyoxigraph recurses)
T = TypeVar("T")
_STACK_LOCK = threading.Lock()  # threading.stack_size is process-wide


def isolate_network() -> bool:
    """Move this (single-threaded) process into a network namespace of its own, with no
    interface but a down loopback: a query that got past the SERVICE check still reaches
    nothing. Needs root or unprivileged user namespaces; False (and no change) otherwise."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        clone_newnet, clone_newuser = 0x40000000, 0x10000000
        return libc.unshare(clone_newnet) == 0 or libc.unshare(clone_newuser | clone_newnet) == 0
    except (OSError, AttributeError):
        return False


# seccomp: socket(AF_INET / AF_INET6) fails with EPERM in a worker, on every Linux since 3.5
# and without privileges, so neither SERVICE nor LOAD can reach a network even where network
# namespaces are not allowed. (machine, AUDIT_ARCH, the number of the socket system call)
_SECCOMP_ARCH = {"x86_64": (0xC000003E, 41), "aarch64": (0xC00000B7, 198)}


def block_network() -> bool:
    """Forbid this process (and the threads it starts next) to open an IPv4 or IPv6 socket;
    False (and no change) where seccomp filters are not available."""
    import platform

    arch = _SECCOMP_ARCH.get(platform.machine())
    if not sys.platform.startswith("linux") or arch is None:
        return False
    try:
        import ctypes
        import socket as _socket

        class Filter(ctypes.Structure):
            _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint)]

        class Program(ctypes.Structure):
            _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(Filter))]

        load, jeq, ret = 0x20, 0x15, 0x06  # BPF_LD|BPF_W|BPF_ABS, BPF_JMP|BPF_JEQ|BPF_K, BPF_RET|BPF_K
        allow, refuse = 0x7FFF0000, 0x00050000 | 1  # SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EPERM
        code = [
            (load, 0, 0, 4),  # the architecture
            (jeq, 0, 5, arch[0]),
            (load, 0, 0, 0),  # the system call
            (jeq, 0, 3, arch[1]),
            (load, 0, 0, 16),  # its first argument: the address family
            (jeq, 2, 0, _socket.AF_INET),
            (jeq, 1, 0, _socket.AF_INET6),
            (ret, 0, 0, allow),
            (ret, 0, 0, refuse),
        ]
        filters = (Filter * len(code))(*[Filter(*c) for c in code])
        program = Program(len(code), filters)
        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_no_new_privs, pr_set_seccomp, seccomp_mode_filter = 38, 22, 2
        if libc.prctl(pr_set_no_new_privs, 1, 0, 0, 0) != 0:
            return False
        return libc.prctl(pr_set_seccomp, seccomp_mode_filter, ctypes.byref(program), 0, 0) == 0
    except (OSError, AttributeError):
        return False


def on_big_stack(work: Callable[[], T]) -> T:
    """`work()` on a thread with a query worker's stack (pyoxigraph recurses while it parses)."""
    holder: dict[str, Any] = {}

    def target() -> None:
        try:
            holder["result"] = work()
        except BaseException as exc:  # noqa: BLE001 - raised in the caller
            holder["error"] = exc

    with _STACK_LOCK:
        previous = threading.stack_size(WORKER_STACK)
        try:
            thread = threading.Thread(target=target, name="kgraph-big-stack", daemon=True)
            thread.start()
        finally:
            threading.stack_size(previous)
    thread.join()
    if "error" in holder:
        raise holder["error"]
    return holder["result"]
