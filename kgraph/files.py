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
import re
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from kgraph.errors import DocumentError, KGraphError
from kgraph.sniffers import is_flat_odt, is_freemind, is_man_page, is_siyuan, is_skype_export, is_wordml  # noqa: F401 - re-exported

MAX_BYTES = 8 * 1024 * 1024


def logical_path(file: Path, root: Path | None = None) -> str:
    """The path a document is known by: from `inbox/`, `paper_cards/` or `organized/` on."""
    parts = _resolve(file).parts
    for anchor in ("inbox", "paper_cards", "organized"):
        if anchor in parts:
            i = len(parts) - 1 - parts[::-1].index(anchor)
            return _utf8("/".join(parts[i:]))
    if root is not None:
        try:
            return _utf8(file.resolve().relative_to(root.resolve()).as_posix())
        except ValueError:
            pass
    return _utf8(file.name)


def source_key(file: Path) -> str:
    """What tells two files apart whose logical paths are the same: the first 16 hex digits of
    the SHA-256 of the file's real path (the path itself is not stored)."""
    import hashlib

    return hashlib.sha256(os.fsencode(os.path.realpath(file))).hexdigest()[:16]


def path_clashes(files: list[tuple[Path, Path]]) -> list[tuple[str, Path, Path]]:
    """(logical path, first file, second file) for every two different files of one ingest that
    `logical_path` would give the same name: one of them would silently replace the other."""
    first: dict[str, Path] = {}
    clashes = []
    for file, root in files:
        name = logical_path(file, root)
        seen = first.setdefault(name, file)
        if seen is not file and os.path.realpath(seen) != os.path.realpath(file):
            clashes.append((name, seen, file))
    return clashes


def _utf8(name: str) -> str:
    """A file name's bytes that are not UTF-8 (kept by Python as surrogate escapes, which no IRI
    or output can carry) written as `\\xff`: the same file always gets the same name."""
    return os.fsencode(name).decode("utf-8", "backslashreplace") if not name.isascii() else name


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
    file (a FIFO or a device would block or never end), for a file of /proc, /sys or another
    kernel file system (they claim to be regular files of size 0, and /proc/kmsg blocks for ever),
    or for a file over MAX_BYTES."""
    too_big = f"over the {MAX_BYTES // (1024 * 1024)} MB limit for one document; split it if it is several"
    name = printable(str(file))
    try:
        with open_regular(file, MAX_BYTES) as handle:
            size = os.fstat(handle.fileno()).st_size
            # read(MAX_BYTES + 1) would allocate 64 MB per file: read the size seen, more only if it grew
            data = handle.read(size + 1)
            if len(data) > size:
                data += handle.read(MAX_BYTES + 1 - len(data))
    except OSError as exc:
        raise DocumentError(name, exc.strerror or str(exc)) from None
    if len(data) > MAX_BYTES:  # it grew while we looked
        raise DocumentError(name, f"file is {too_big}")
    return data


def open_regular(file: Path, max_bytes: int | None = None) -> BinaryIO:
    """`file` opened for reading in binary, if it is a regular file (of at most `max_bytes`) and
    not a file of a kernel file system; DocumentError otherwise, before anything is read. It is
    opened non-blocking and checked again once open, so a file swapped for a FIFO between the
    two looks cannot hang the reader."""
    name = printable(str(file))
    info = file.stat()
    _check_readable(name, info, max_bytes)
    fd = os.open(file, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0))
    try:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (info.st_dev, info.st_ino):
            _check_readable(name, now, max_bytes)  # replaced between stat and open: check what we opened
    except BaseException:
        os.close(fd)
        raise
    return open(fd, "rb")


def _check_readable(name: str, info: os.stat_result, max_bytes: int | None = MAX_BYTES) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise DocumentError(name, "not a regular file")
    if (os.major(info.st_dev), os.minor(info.st_dev)) in _kernel_devices():
        raise DocumentError(name, "a file of /proc, /sys or another kernel file system, not a document")
    if max_bytes is not None and info.st_size > max_bytes:
        raise DocumentError(
            name,
            f"file is {info.st_size / (1024 * 1024):.0f} MB, over the {max_bytes // (1024 * 1024)} MB limit "
            "for one document; split it if it is several",
        )


# File systems whose "regular files" are made up by the kernel on read: reading one can block
# (/proc/kmsg), never end, or hand out secrets (/proc/self/environ).
KERNEL_FILE_SYSTEMS = frozenset(
    "proc sysfs devtmpfs devpts debugfs tracefs securityfs cgroup cgroup2 pstore bpf configfs "
    "fusectl efivarfs mqueue hugetlbfs binfmt_misc autofs rpc_pipefs nsfs selinuxfs".split()
)


@functools.lru_cache(maxsize=1)
def _kernel_devices() -> frozenset[tuple[int, int]]:
    """(major, minor) of every mounted kernel file system, from /proc/self/mountinfo."""
    found: set[tuple[int, int]] = set()
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                fields = line.split()
                if "-" not in fields:
                    continue
                fstype = fields[fields.index("-") + 1]
                if fstype in KERNEL_FILE_SYSTEMS:
                    major, _, minor = fields[2].partition(":")
                    found.add((int(major), int(minor)))
    except (OSError, ValueError):
        pass
    for root in ("/proc", "/sys"):  # without mountinfo (not Linux), the usual places
        try:
            dev = os.stat(root).st_dev
            found.add((os.major(dev), os.minor(dev)))
        except OSError:
            pass
    return frozenset(found)


def iter_files(
    paths: list[Path],
    *,
    follow_symlinks: bool = False,
    skipped: list[tuple[str, str]] | None = None,
) -> Iterator[tuple[Path, Path]]:
    """(file, root) for every document under the given files and folders, in a stable order.

    A file named explicitly is read as given. Inside a folder, a symbolic link that leads out
    of the folder (to a file or a folder) is skipped, and (file, warning) appended to `skipped`,
    unless `follow_symlinks`; with it, linked folders are walked too (each real folder once)."""
    _real_folder.cache_clear()
    for path in paths:
        if path.is_dir():
            yield from _walk(path, follow_symlinks, skipped)
        else:
            yield path, path.parent


def _walk(root: Path, follow_symlinks: bool, skipped: list[tuple[str, str]] | None) -> Iterator[tuple[Path, Path]]:
    real_root = os.path.realpath(root)
    seen: set[str] = {real_root}

    def outside(target: str) -> bool:
        return os.path.commonpath([real_root, target]) != real_root

    def skip(entry: Path, target: str) -> None:
        if skipped is not None:
            skipped.append(
                (
                    printable(str(entry)),
                    f"symbolic link to {printable(target)}, outside {printable(str(root))}: skipped "
                    "(--follow-symlinks reads it)",
                )
            )

    def walk(folder: Path) -> Iterator[Path]:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            return
        for entry in entries:
            if entry.name.startswith("."):
                continue
            file = folder / entry.name
            if entry.is_symlink():
                target = os.path.realpath(file)
                if outside(target) and not follow_symlinks:
                    if os.path.isdir(target) or _is_document_name(file):
                        skip(file, target)
                    continue
                if os.path.isdir(target):
                    if follow_symlinks and target not in seen:  # a folder inside is walked as itself
                        seen.add(target)
                        yield from walk(file)
                    continue
            elif entry.is_dir(follow_symlinks=False):
                if _holds_a_store(file):
                    continue  # (`kgraph ingest .` beside `--store store`: the store's own files are no documents)
                real = os.path.realpath(file)
                if real not in seen:
                    seen.add(real)
                    yield from walk(file)
                continue
            if _is_document_name(file) and (entry.is_symlink() or entry.is_file(follow_symlinks=False)):
                yield file

    for file in walk(root):
        yield file, root


# The formats kgraph.extract.formats reads (Markdown and text; HTML, org, rST, LaTeX, docx, ODT
# through pandoc): a folder's other files are not documents.
# Every format the extractor reads (kgraph.extract.formats.EXTENSIONS; a test keeps them equal)
DOCUMENT_SUFFIXES = frozenset(
    (
        ".md .markdown .mdown .mkd .qmd .rmd .mdx .txt .text .html .htm .xhtml .org .rst .rest .tex .latex .docx .odt .epub .pptx .xlsx .ods .mhtml .mht"
        " .textile .wiki .mediawiki .adoc .asciidoc .typ .rtf .ipynb .eml .csv .tsv"
        " .jira .dokuwiki .creole .muse .t2t .djot .dj .twiki .tikiwiki .dbk .opml .enex .json .mbox .tid .bbcode .gmi .gemini .log .xml .atom .rss .yaml .yml .vtt .toml .srt .sbv .canvas .taskpaper .ass .ssa .jsonl .ndjson .bib .ics .ical .ms .mm .texi .texinfo .sy .fodt .xmind .man .1 .2 .3 .4 .5 .6 .7 .8 .9"
    ).split()
)


_NAMING_SUFFIXES = frozenset({".yaml", ".yml", ".toml", ".jsonl", ".ndjson", ".bib", ".ics", ".ical"})
_MAN_SUFFIXES = frozenset({".man", ".1", ".2", ".3", ".4", ".5", ".6", ".7", ".8", ".9"})
_DATA_SUFFIXES = _NAMING_SUFFIXES | _MAN_SUFFIXES | {".json", ".xml", ".mm", ".sy"}


def _is_document_name(file: Path) -> bool:
    suffix = file.suffix.lower()
    if suffix in _DATA_SUFFIXES:  # a chat export, a web feed, data, a bibliography: no other
        if file.name.lower() in _CONFIG_NAMES:
            return False
        try:
            with open(file, "rb") as handle:
                head = handle.read(DATA_HEAD)
        except OSError:
            return False
        if suffix in _NAMING_SUFFIXES:  # (research documents name papers; CI workflows do not)
            return ARXIV_IN_TEXT.search(head) is not None and not _project_file(file)
        if suffix == ".json":
            return (
                is_slack_day_file(head)
                or is_telegram_export(head)
                or is_element_export(head)
                or is_keep_note(head)
                or is_dayone_export(head)
                or is_messenger_export(head)
                or is_standard_notes_backup(head)
                or is_lark_document(head)
                or is_skype_export(head)
                or is_data_document(head)
            )
        if suffix == ".mm":
            return is_freemind(head)
        if suffix == ".sy":
            return is_siyuan(head)
        if suffix in _MAN_SUFFIXES:
            return is_man_page(head)
        return is_web_feed(head) or is_wiki_dump(head) or is_wordml(head)
    return suffix in DOCUMENT_SUFFIXES and not _project_file(file)


DATA_HEAD = 16384  # how much of a data file (YAML, JSON, TOML) is looked at to tell a document
# the configuration files a folder of documents holds beside them (kgraph's own, a project's)
_CONFIG_NAMES = frozenset({"kgraph.toml", "lexicon.toml", "pyproject.toml", "package.json", "tsconfig.json"})


def is_data_document(head: bytes) -> bool:
    """A JSON document a pipeline writes (one object that names papers by their arXiv ids), not a
    tool's JSON (a chat export is told apart before this)."""
    return head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{" and ARXIV_IN_TEXT.search(head) is not None


ARXIV_IN_TEXT = re.compile(rb"(?<![\w.])\d{4}\.\d{4,5}(?:v\d+)?(?![\w.])")


# a fediverse handle alone on its line (`@kakapo@tundra.social`), as a copied post shows its author
FEDIVERSE_HANDLE = re.compile(r"^\s*@([\w.]{1,64})@([\w-]+(?:\.[\w-]+)+)\s*$")


def is_fediverse_thread(head: str) -> bool:
    """A thread copied from a Mastodon (fediverse) web page: two posts or more, each a handle line
    under its author's name."""
    lines = head.split("\n")
    return sum(1 for n, line in enumerate(lines[1:], 1) if FEDIVERSE_HANDLE.match(line) and lines[n - 1].strip()) >= 2


def is_trello_export(head: bytes) -> bool:
    """A Trello board exported as JSON: an object whose first keys are a board's (its `shortLink`,
    `labelNames` and `prefs`, which Trello writes before the lists and cards)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start[:1] == b"{" and all(key in head for key in (b'"shortLink"', b'"labelNames"', b'"prefs"'))


def is_discord_export(data: bytes) -> bool:
    """A Discord channel DiscordChatExporter saved as HTML: its message groups' class, within the
    first 256 KiB (after the page's style sheet)."""
    window = data[:262_144]
    return b"chatlog__message-group" in window and b"chatlog__author" in window


# a Zoom chat message's header: `21:03:15 From  Heron  to  Everyone:` (the message under it), or an
# older client's `21:03:15	 From  Heron : text`
ZOOM_HEADER = re.compile(r"^(\d{1,2}:\d{2}:\d{2})\s+From\s{1,2}(.+?)(?:\s{1,2}to\s{1,2}(.+?)\s*:\s*$|\s:\s(.*)$)")


def is_zoom_chat(head: str) -> bool:
    """A Zoom meeting's saved chat: its first line and one more of the first lines are message headers."""
    lines = head.lstrip("\ufeff").split("\n")[:60]
    return bool(lines and ZOOM_HEADER.match(lines[0])) and sum(1 for x in lines if ZOOM_HEADER.match(x)) >= 2


# a todo.txt task's line: opens with its state, priority or date, ends with its tags (the
# specification's order: `description +project @context key:value`)
_TODO_TASK = re.compile(
    r"^(?:x\s+|\([A-Z]\)\s+|\d{4}-\d{2}-\d{2}\s+).*?(?:\s(?:\+\S+|@\S+|[A-Za-z][\w-]{0,30}:(?!//)\S+))+\s*$"
)


def is_todotxt(head: bytes) -> bool:
    """A todo.txt list: three or more lines, four in five of them tasks as its specification writes them."""
    lines = [x for x in head.decode("utf-8", errors="replace").lstrip("\ufeff").split("\n")[:40] if x.strip()]
    if len(lines) < 3:
        return False
    return sum(1 for x in lines if _TODO_TASK.match(x.rstrip("\r"))) * 5 >= len(lines) * 4


def is_webvtt(head: bytes) -> bool:
    """A WebVTT transcript: its first line is `WEBVTT`, alone or before a blank and its title."""
    return re.match(rb"(?:\xef\xbb\xbf)?WEBVTT(?:[ \t][^\n]*)?\r?\n", head) is not None


def is_web_feed(head: bytes) -> bool:
    """An Atom or RSS document: its root element near the top."""
    start = head[:2048].lower()
    return (b"<feed" in start and b"2005/atom" in start) or re.search(rb"<rss[\s>]", start) is not None


_TELEGRAM_EXPORT = re.compile(rb'^\s*\{\s*"name"\s*:\s*(?:"(?:[^"\\]|\\.){0,300}"|null)\s*,\s*"type"\s*:\s*"[a-z_]+"')


def is_telegram_export(head: bytes) -> bool:
    """A Telegram Desktop chat export in JSON (`result.json`): an object opening with the chat's
    `name` and `type`, then its `messages`."""
    start = head.lstrip(b"\xef\xbb\xbf")
    return _TELEGRAM_EXPORT.match(start) is not None and b'"messages"' in start[:2000]


def is_element_export(head: bytes) -> bool:
    """A Matrix room exported by Element as JSON: an object with the room's `room_name` and its
    `messages`, Matrix events (`"type": "m.room.message"`)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start[:1] == b"{" and b'"room_name"' in start[:4096] and b'"messages"' in start and b'"m.room.' in start


def is_dayone_export(head: bytes) -> bool:
    """A Day One journal exported as JSON: an object whose `entries` carry Day One's own fields
    (`creationDate`, `uuid`, and `richText` or `creationDevice`)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (
        start[:1] == b"{"
        and re.search(rb'"entries"\s*:\s*\[', start) is not None
        and b'"creationDate"' in start
        and b'"uuid"' in start
        and (b'"richText"' in start or b'"creationDevice' in start)
    )


def is_messenger_export(head: bytes) -> bool:
    """A Facebook Messenger conversation from "Download your information": an object with its
    `participants` and `messages` whose records carry `sender_name` and `timestamp_ms`."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return start[:1] == b"{" and b'"participants"' in start and b'"sender_name"' in start and b'"timestamp_ms"' in start


def is_standard_notes_backup(head: bytes) -> bool:
    """A Standard Notes backup: an object whose `items` carry a `uuid`, a `content_type` and their
    `content` (a decrypted backup, whose notes are readable)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (
        start[:1] == b"{"
        and re.search(rb'"items"\s*:\s*\[', start) is not None
        and re.search(rb'"content_type"\s*:\s*"(?:Note|Tag|SN\|)', start) is not None
        and b'"uuid"' in start
        and b'"content"' in start
    )


def is_wiki_dump(head: bytes) -> bool:
    """A MediaWiki XML dump (Special:Export): the `<mediawiki>` root in the export's namespace."""
    return b"<mediawiki" in head and b"mediawiki.org/xml/export-" in head


def is_lark_document(head: bytes) -> bool:
    """A Feishu / Lark document exported as JSON blocks: a `document` with its id, then `blocks`
    carrying `block_id` and `block_type`."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (
        start[:1] == b"{"
        and b'"document_id"' in start
        and re.search(rb'"blocks"\s*:\s*\[', start) is not None
        and b'"block_type"' in start
    )


def is_keep_note(head: bytes) -> bool:
    """A Google Keep note from Takeout: an object holding `textContent` or `listContent` and Keep's
    own flags (`isPinned`, `isArchived`, `userEditedTimestampUsec`)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (
        start[:1] == b"{"
        and (b'"textContent"' in start or b'"listContent"' in start)
        and (b'"isPinned"' in start or b'"isArchived"' in start or b'"userEditedTimestampUsec"' in start)
    )


def is_slack_day_file(head: bytes) -> bool:
    """A Slack export's day file: a JSON array of objects whose first ones are messages with
    their time (`[{"type": "message", "ts": "…", …}`)."""
    start = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    return (
        re.match(rb'\[\s*\{\s*"[a-z_]+"\s*:', start) is not None
        and re.search(rb'"type"\s*:\s*"message"', start) is not None
        and b'"ts"' in start
    )


def _holds_a_store(folder: Path) -> bool:
    """A kgraph store's folder (its write lock beside its Oxigraph data) or an embedded database's
    own (RocksDB's `CURRENT` and `IDENTITY`): its logs are not documents."""
    if (folder / "write.lock").is_file() and any((folder / n).is_dir() for n in ("oxigraph", "oxigraph.loading")):
        return True
    return (folder / "CURRENT").is_file() and (folder / "IDENTITY").is_file()


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
