"""Which files a command reads and writes: the file-system policy of kgraph.

A document is a regular file of at most MAX_BYTES; folders are walked in a stable order,
skipping hidden entries and a folder's own notes (README.md, FAULTS.md ...), and symbolic
links that lead out of the folder (unless asked). Devices, FIFOs and the files of /proc and
/sys are refused without a blocking open. A document's identity is its logical path (from
`inbox/`, `paper_cards/` or `organized/` on).

An output file (`-o FILE`) is written whole or not at all, only as a regular file: never over
a device, a FIFO or a folder, through a symbolic link only when asked, keeping the mode of the
file it replaces.
"""

from __future__ import annotations

import functools
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from kgraph.errors import DocumentError, KGraphError

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


def write_atomic(path: Path, data: bytes, *, follow_symlinks: bool = False) -> Path:
    """Write `data` to `path` whole or not at all; return the file written.

    Only a regular file (or a new one) is written: a device, FIFO, socket or folder is refused,
    and so is a symbolic link unless `follow_symlinks` (then its target is written). The data
    goes to a temporary file beside the target, is synced, and is renamed over it, so a failed
    write leaves the old file as it was; the new file keeps the old one's mode (and owner, where
    allowed). KGraphError, one line, for anything refused or failed.
    """
    path = Path(path)
    shown = printable(str(path))
    target = path
    try:
        info: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise KGraphError(f"{shown}: cannot write ({exc.strerror or exc})") from None
    if info is not None and stat.S_ISLNK(info.st_mode):
        if not follow_symlinks:
            raise KGraphError(
                f"{shown}: is a symbolic link; not written (--follow-symlinks writes to the file it points to)"
            )
        target = Path(os.path.realpath(path))
        try:
            info = os.stat(target)
        except FileNotFoundError:
            info = None
        except OSError as exc:
            raise KGraphError(f"{shown}: cannot write ({exc.strerror or exc})") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        what = "a folder" if stat.S_ISDIR(info.st_mode) else "not a regular file (a device, FIFO or socket)"
        raise KGraphError(f"{shown}: is {what}; not written")
    directory = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    except OSError as exc:
        raise KGraphError(f"{shown}: cannot write ({exc.strerror or exc})") from None
    try:
        if info is None:
            umask = os.umask(0)
            os.umask(umask)
            os.fchmod(fd, 0o666 & ~umask)  # mkstemp makes 0600; a new file is as shareable as any other
        else:
            os.fchmod(fd, stat.S_IMODE(info.st_mode))  # a 0600 file stays 0600
            if (info.st_uid, info.st_gid) != (os.geteuid(), os.getegid()):
                try:
                    os.fchown(fd, info.st_uid, info.st_gid)
                except OSError:
                    pass  # not allowed: the file becomes ours, with the same mode
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
        _sync_folder(directory)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):  # disk full, file too big, ...: the old file is untouched
            raise KGraphError(f"{shown}: cannot write ({exc.strerror or exc}); left unchanged") from None
        raise
    return target


def _sync_folder(directory: Path) -> None:
    """Make the rename durable (best effort: some file systems cannot sync a folder)."""
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def printable(name: str) -> str:
    """A file name as one printable line: newlines and other control characters as `\\n`,
    `\\x1b` ..., bytes that were not UTF-8 (surrogate escapes) as `\\xff`."""
    out = []
    for ch in name:
        code = ord(ch)
        if 0xDC80 <= code <= 0xDCFF:  # os.fsdecode's surrogateescape of an undecodable byte
            out.append(f"\\x{code - 0xDC00:02x}")
        elif ch == "\n":
            out.append("\\n")
        elif code < 0x20 or 0x7F <= code <= 0x9F or 0xD800 <= code <= 0xDFFF:
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(ch)
    return "".join(out)
