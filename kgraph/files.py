"""Which files a command reads, and reading them: the file-system policy of ingest.

A document is a regular file of at most MAX_BYTES; folders are walked in a stable order,
skipping hidden entries and a folder's own notes (README.md, FAULTS.md ...). A document's
identity is its logical path (from `inbox/`, `paper_cards/` or `organized/` on).
"""

from __future__ import annotations

import functools
import os
import stat
from collections.abc import Iterator
from pathlib import Path

from kgraph.errors import DocumentError

MAX_BYTES = 8 * 1024 * 1024


def logical_path(file: Path, root: Path | None = None) -> str:
    """The path a document is known by: from `inbox/`, `paper_cards/` or `organized/` on."""
    parts = _resolve(file).parts
    for anchor in ("inbox", "paper_cards", "organized"):
        if anchor in parts:
            i = len(parts) - 1 - parts[::-1].index(anchor)
            return "/".join(parts[i:])
    if root is not None:
        try:
            return file.resolve().relative_to(root.resolve()).as_posix()
        except ValueError:
            pass
    return file.name


def _resolve(file: Path) -> Path:
    """`file.resolve()`, resolving each folder once: 10,000 files live in a few hundred folders."""
    if file.name in ("", ".", "..") or file.is_symlink():
        return file.resolve()
    return Path(_real_folder(str(file.parent))) / file.name


@functools.lru_cache(maxsize=4096)
def _real_folder(folder: str) -> str:
    return os.path.realpath(folder)  # `iter_files` clears this cache: folders may be relinked


def read_bytes(file: Path) -> bytes:
    """A document's bytes. DocumentError, before anything is read, for what is not a regular
    file (a FIFO or a device would block or never end) or is over MAX_BYTES."""
    too_big = f"over the {MAX_BYTES // (1024 * 1024)} MB limit for one document; split it if it is several"
    try:
        info = file.stat()
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError(str(file), "not a regular file")
        if info.st_size > MAX_BYTES:
            raise DocumentError(str(file), f"file is {info.st_size / (1024 * 1024):.0f} MB, {too_big}")
        with open(file, "rb") as handle:
            # read(MAX_BYTES + 1) would allocate 64 MB per file: read the size seen, more only if it grew
            data = handle.read(info.st_size + 1)
            if len(data) > info.st_size:
                data += handle.read(MAX_BYTES + 1 - len(data))
    except OSError as exc:
        raise DocumentError(str(file), exc.strerror or str(exc)) from None
    if len(data) > MAX_BYTES:  # it grew while we looked
        raise DocumentError(str(file), f"file is {too_big}")
    return data


def iter_files(paths: list[Path]) -> Iterator[tuple[Path, Path]]:
    """(file, root) for every document under the given files and folders, in a stable order."""
    _real_folder.cache_clear()
    for path in paths:
        if path.is_dir():
            for file in sorted(path.rglob("*")):
                if (
                    file.is_file()
                    and file.suffix.lower() in (".md", ".txt", ".markdown")
                    and not _project_file(file)
                    and not any(part.startswith(".") for part in file.relative_to(path).parts)
                ):
                    yield file, path
        else:
            yield path, path.parent


def _project_file(file: Path) -> bool:
    """README.md, FAULTS.md, CHANGELOG.md ...: a folder's own notes, not documents."""
    return file.stem.isupper() and file.stem.isalpha()
