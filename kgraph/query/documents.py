"""Which stored document a user means by a path: as given, as `ingest` printed it (relative
to where they stand), the logical path (from `inbox/`, `paper_cards/`, `organized/` on), or an
absolute path. One resolver, used by every command that takes a document."""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

from kgraph.store.base import BaseStore

DOCUMENT_SUFFIXES = (".md", ".markdown", ".txt")
ANCHORS = frozenset({"inbox", "paper_cards", "organized"})  # where a logical path starts (kgraph.files)


def looks_like_path(text: str) -> bool:
    """Whether `text` is meant as a path rather than an item (an id, a name)."""
    raw = text.strip()
    return "/" in raw or raw.lower().endswith(DOCUMENT_SUFFIXES) or raw.startswith(("~", "."))


def candidate_paths(text: str) -> list[str]:
    """Logical paths `text` may stand for, most specific first: as given, then the logical path
    of the file it names (when it exists here), then every tail of its absolute path (when that
    path has no `inbox/`, `paper_cards/` or `organized/` to start a logical path)."""
    from kgraph.files import logical_path

    raw = text.strip()
    given = raw.removeprefix("./")
    out = [given]
    file = Path(os.path.expanduser(raw))
    if file.is_file():
        logical = logical_path(file)
        out.append(logical)
        parts = PurePosixPath(Path(os.path.abspath(file)).as_posix()).parts[1:]
        if not ANCHORS.intersection(parts):  # else the logical path is the only name it can have
            # ingested from a folder above it: its path relative to that folder is a tail
            out += ["/".join(parts[i:]) for i in range(len(parts))]
    seen: set[str] = set()
    return [p for p in out if p and not (p in seen or seen.add(p))]


def resolve_document(store: BaseStore, text: str) -> str | None:
    """The logical path of the stored document `text` names, or None. A path that is a tail of
    exactly one stored path (`2026-09-02-x.md` for `inbox/tom/2026-09-02-x.md`) names it too."""
    candidates = candidate_paths(text)
    known = store.document_hashes(candidates)
    for path in candidates:
        if path in known:
            return path
    given = candidates[0].strip("/")
    if not given:
        return None
    tails = [p for p in store.document_hashes() if p.endswith("/" + given)]
    return tails[0] if len(tails) == 1 else None
