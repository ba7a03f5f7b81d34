"""Stage 1, decode: bytes → text. File reading, encodings, size and line limits, logical paths."""

from __future__ import annotations

import functools
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

from kgraph.errors import DocumentError

# 600 MB and makes ~750k quads, all replaced in one transaction: anything bigger is not one
# document (a log, a dump, several briefs pasted together) and is refused unread.
MAX_BYTES = 8 * 1024 * 1024
# Characters of one line the rules read (the longest line in the samples has 2,800); the rest
# of a longer line is dropped with a warning, so no line can make the line rules slow.
MAX_LINE = 20_000

# ---------------------------------------------------------------- decoding

_BOMS = (
    (b"\xff\xfe\x00\x00", "utf-32", "UTF-32"),
    (b"\x00\x00\xfe\xff", "utf-32", "UTF-32"),
    (b"\xff\xfe", "utf-16", "UTF-16"),
    (b"\xfe\xff", "utf-16", "UTF-16"),
)


def decode(data: bytes, path: str) -> tuple[str, list[str]]:
    """Text of a file, with warnings; DocumentError when it is not text.

    UTF-8 (with or without a byte-order mark) is read as it is. UTF-16 and UTF-32 with a
    byte-order mark, UTF-16 without one (told by where its NUL bytes sit) and GB18030/GBK
    (bytes that are not UTF-8 but are clean GBK) are decoded with a warning saying so.
    Anything else that is not UTF-8 is read with U+FFFD for the bad bytes, and the warning
    gives the line of the first one.
    """
    warnings: list[str] = []
    if not data.strip():
        raise DocumentError(path, "file is empty")
    for bom, codec, name in _BOMS:
        if data.startswith(bom):
            text = _decode_wide(data, codec, name, warnings)
            break
    else:
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        if b"\x00" in data[:8192]:
            codec = _utf16_without_bom(data)
            if codec is None:
                raise DocumentError(path, "binary file (NUL bytes), not a text document")
            text = _decode_wide(data, codec, f"{codec.upper()} without a byte-order mark", warnings)
        else:
            try:
                text = data.decode("utf-8")
            except UnicodeDecodeError as exc:
                text = _decode_other(data, exc, warnings)
    if not text.strip():
        raise DocumentError(path, "file is empty")
    if len(_NOT_TEXT.findall(text, 0, 4096)) > 64 or len(_NOT_TEXT.findall(text)) > max(64, len(text) // 50):
        raise DocumentError(path, "binary file, not a text document")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text, warnings


# U+FFFD and control characters other than tab, newline and carriage return
_NOT_TEXT = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffd]")


def _decode_wide(data: bytes, codec: str, name: str, warnings: list[str]) -> str:
    try:
        text = data.decode(codec)
        warnings.append(f"decoded as {name}")
    except UnicodeDecodeError:
        text = data.decode(codec, errors="replace")
        warnings.append(f"decoded as {name}; invalid or cut-off bytes replaced with U+FFFD")
    return text.lstrip("\ufeff")


def _utf16_without_bom(data: bytes) -> str | None:
    """`utf-16-le`/`utf-16-be` when the NUL bytes sit on one side of the byte pairs (the high
    byte of ASCII characters) and the start decodes cleanly; None for a binary file."""
    sample = data[:8192]
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    pairs = len(sample) // 2
    if odd >= pairs // 10 and even * 20 <= odd:
        codec = "utf-16-le"
    elif even >= pairs // 10 and odd * 20 <= even:
        codec = "utf-16-be"
    else:
        return None
    if sample[: len(sample) & ~3].decode(codec, errors="replace").count("\ufffd") > 2:
        return None
    return codec


def _decode_other(data: bytes, exc: UnicodeDecodeError, warnings: list[str]) -> str:
    """Bytes that are not UTF-8: GBK when they decode cleanly as GB18030 and fail as UTF-8 at
    most of their high bytes (a UTF-8 file with a few broken bytes does not), else UTF-8 with
    U+FFFD for the bad bytes."""
    import codecs

    utf8 = codecs.getincrementaldecoder("utf-8")(errors="replace")
    text = utf8.decode(data, final=False)
    cut = utf8.getstate()[0]  # the bytes of a character the file ends inside
    bad = text.count("\ufffd")
    high = len(data) - len(data.translate(None, bytes(range(0x80, 0x100))))
    if bad >= max(2, high // 8):
        try:
            gbk = data.decode("gb18030")
        except UnicodeDecodeError:
            pass
        else:
            warnings.append("decoded as GB18030 (GBK), not UTF-8")
            return gbk
    if bad:
        line = data[: exc.start].count(b"\n") + 1
        warnings.append(
            f"line {line}: not valid UTF-8 (nor recognisably GBK or UTF-16): "
            f"{bad} invalid byte sequence{'s' if bad > 1 else ''} replaced with U+FFFD"
        )
    if cut:
        line = text.count("\n") + 1
        warnings.append(
            f"line {line}: the file ends in the middle of a character (cut off?); the partial character is dropped"
        )
    return text


_LONG_SPACE = re.compile(r"[^\S\n]{5,}")


def tame(text: str, warnings: list[str]) -> str:
    """Lines cut to MAX_LINE characters and runs of blanks to four, so that the line rules
    (regular expressions with several optional blanks in a row) take linear time on any
    input. No stored field keeps a run of blanks: quotes and claims are whitespace-normalised."""
    lines = text.split("\n")
    long = [no for no, line in enumerate(lines, 1) if len(line) > MAX_LINE]
    if long:
        more = f" (and {len(long) - 1} more line{'s' if len(long) > 2 else ''})" if len(long) > 1 else ""
        warnings.append(
            f"line {long[0]}: {len(lines[long[0] - 1]):,} characters long; only the first {MAX_LINE:,} are read{more}"
        )
        text = "\n".join(line[:MAX_LINE] for line in lines)
    return _LONG_SPACE.sub(lambda m: m.group(0)[:4], text)


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
