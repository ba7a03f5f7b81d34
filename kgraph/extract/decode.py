"""Stage 1, decode: bytes → text (encodings, binary files, line limits). Which files are read, and
their logical paths, is `kgraph.files`."""

from __future__ import annotations

import re

from kgraph.errors import DocumentError
from kgraph.files import MAX_BYTES, iter_files, logical_path, read_bytes  # noqa: F401 - re-exported

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
        nul = data.find(b"\x00")
        codec = _utf16_without_bom(data) if 0 <= nul < 8192 and not _utf8_before(data, nul) else None
        if nul >= 0 and codec is None:
            line = data[:nul].count(b"\n") + 1
            if _utf16_fragment(data, nul):
                raise DocumentError(
                    path, f"line {line}: UTF-16 text inside a UTF-8 file (mixed encodings); save it in one encoding"
                )
            raise DocumentError(path, f"binary file (NUL bytes from line {line}), not a text document")
        if codec is not None:
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
    text = newlines(text)
    return text, warnings


def newlines(text: str) -> str:
    """CRLF and lone CR line ends as LF."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


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
    if pairs < 2 or not sample.strip(b"\x00"):  # a NUL or two: nothing to tell an encoding by
        return None
    # A stray NUL among a few ASCII bytes (`bad\0file`) is not evidence: it would decode as
    # CJK-looking noise. UTF-16 text has a NUL in every ASCII character: spaces, newlines, digits.
    least = max(4, pairs // 10)
    if odd >= least and even * 20 <= odd:
        codec = "utf-16-le"
    elif even >= least and odd * 20 <= even:
        codec = "utf-16-be"
    else:
        return None
    text = sample[: len(sample) & ~3].decode(codec, errors="replace")
    if text.count("\ufffd") > 2 or sum(ch.isprintable() or ch in "\n\r\t" for ch in text) < 0.9 * len(text):
        return None
    return codec


def _utf8_before(data: bytes, nul: int) -> bool:
    """Lines of UTF-8 text before the first NUL: the file is UTF-8, whatever follows."""
    head = data[: max(0, nul - 1)]
    if b"\n" not in head:
        return False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _utf16_fragment(data: bytes, nul: int) -> bool:
    """Is the run of bytes around the first NUL UTF-16 text (a fragment pasted from another
    file) after UTF-8 text? Its NULs sit on one side of the byte pairs and it decodes to text."""
    if not _utf8_before(data, nul):
        return False
    start = nul - 1
    sample = data[start : start + 512]
    sample = sample[: len(sample) & ~1]
    for codec in ("utf-16-le", "utf-16-be"):
        aligned = sample if codec == "utf-16-le" else data[nul - 2 : nul - 2 + len(sample)]
        text = aligned.decode(codec, errors="replace")
        if (
            text
            and text.count("\ufffd") <= 2
            and sum(ch.isprintable() or ch in "\n\r\t" for ch in text) >= 0.9 * len(text)
        ):
            return True
    return False


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
MAX_INDENT = 24  # blanks kept at a line's start: six levels of a four-blank outline


def tame(text: str, warnings: list[str]) -> str:
    """Lines cut to MAX_LINE characters and runs of blanks to four (a line's indent to
    MAX_INDENT, so that an outline's levels stay apart), so that the line rules (regular
    expressions with several optional blanks in a row) take linear time on any input. No
    stored field keeps a run of blanks: quotes and claims are whitespace-normalised."""
    lines = text.split("\n")
    long = [no for no, line in enumerate(lines, 1) if len(line) > MAX_LINE]
    if long:
        more = f" (and {len(long) - 1} more line{'s' if len(long) > 2 else ''})" if len(long) > 1 else ""
        warnings.append(
            f"line {long[0]}: {len(lines[long[0] - 1]):,} characters long; only the first {MAX_LINE:,} are read{more}"
        )
        text = "\n".join(line[:MAX_LINE] for line in lines)
    return _LONG_SPACE.sub(
        lambda m: m.group(0)[: MAX_INDENT if m.start() == 0 or text[m.start() - 1] == "\n" else 4], text
    )
