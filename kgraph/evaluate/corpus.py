"""The key's documents read as `kgraph ingest` reads them: each extracted, all ingested into a
store in memory, and the store's identity of works and its findings.

The documents are copied into a temporary folder at their logical paths (what
`kgraph ingest KEYFOLDER` would call them) and that folder is ingested, so the store holds the
same paths; a document a folder walk skips (README.md, a hidden folder, another suffix) is
ingested as a named file, as `kgraph ingest FILE` would.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.evaluate.key import Key, KeyFileError
from kgraph.models import Document


@dataclass
class Corpus:
    """What kgraph made of the key's documents."""

    documents: dict[str, Document | None] = field(default_factory=dict)  # key path -> extracted (None: failed)
    errors: dict[str, str] = field(default_factory=dict)  # key path -> why it could not be read
    logical: dict[str, str] = field(default_factory=dict)  # key path -> logical path in the store
    findings: list[dict[str, Any]] = field(default_factory=list)
    links: dict[str, str] = field(default_factory=dict)  # identity: name-only work IRI -> paper IRI
    labels: dict[str, str] = field(default_factory=dict)  # normalised label -> work key
    names: dict[str, set[str]] = field(default_factory=dict)  # work key -> normalised names

    def canon(self, key: str) -> str:
        """The work a key (arXiv id or normalised name) stands for, as the store identifies works."""
        found = P.find_arxiv(key)
        if found and found[0][0] == key:
            return key
        iri = V.work_iri(key)
        return V.work_key_from_iri(self.links.get(iri, iri))

    def work_of(self, text: str) -> str:
        """The work a key's `id` or name means: an arXiv id (without version), else the work
        the store knows by that name (or alias), else the normalised name."""
        found = P.find_arxiv(text)
        if found:
            return found[0][0]
        name = P.normalise_name(text)
        return self.canon(self.labels.get(name, name))


def read_corpus(key: Key, lexicon: str | Path | None = None) -> Corpus:
    """Extract and ingest the key's documents; the store lives in memory and is dropped after."""
    from kgraph.api import KGraph
    from kgraph.errors import DocumentError
    from kgraph.extract import read_file
    from kgraph.files import iter_files, logical_path

    corpus = Corpus()
    graph = KGraph(memory=True, lexicon=lexicon)
    lex = graph.lexicon()
    with tempfile.TemporaryDirectory(prefix="kgraph-eval-") as tmp:
        root = Path(tmp)
        placed = _place(key, root, logical_path)
        walked = {os.path.realpath(f) for f, _ in iter_files([root])}
        extras = [file for file in placed.values() if os.path.realpath(file) not in walked]
        report = graph.ingest([root, *extras], bulk=False)
        failed = {os.path.realpath(f): why for f, why in report.failed}
        for path, file in placed.items():
            base = root if os.path.realpath(file) in walked else file.parent
            corpus.logical[path] = logical_path(file, base)
            if os.path.realpath(file) in failed:
                corpus.errors[path] = failed[os.path.realpath(file)].replace(str(file), path)
                corpus.documents[path] = None
                continue
            try:
                corpus.documents[path] = read_file(file, base, lexicon=lex)
            except DocumentError as exc:
                corpus.errors[path] = str(exc).replace(str(file), path)
                corpus.documents[path] = None
        _read_store(graph, corpus)
    return corpus


def _place(key: Key, root: Path, logical_path: Any) -> dict[str, Path]:
    """Copy each document to `root/<its logical path from the key's folder>`."""
    placed: dict[str, Path] = {}
    by_logical: dict[str, str] = {}
    for doc in key.documents:
        source = key.document_file(doc)
        lpath = logical_path(Path(os.path.realpath(source)), Path(os.path.realpath(key.folder())))
        if lpath in by_logical:
            raise KeyFileError(f"{key.file}: {doc.path!r} and {by_logical[lpath]!r} are both known as {lpath!r}")
        by_logical[lpath] = doc.path
        target = root / lpath
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            shutil.copyfile(source, target)
        except OSError as exc:
            raise KeyFileError(f"{key.file}: {doc.path}: cannot read ({exc.strerror or exc})") from None
        placed[doc.path] = target
    return placed


def _read_store(graph: Any, corpus: Corpus) -> None:
    from kgraph.query import identity
    from kgraph.query.named import rows

    corpus.links = identity.links(graph.store)
    corpus.findings = graph.contradictions()
    for row in rows(graph.store, "all-labels"):
        work = V.work_key_from_iri(row["work"])
        name = P.normalise_name(row["name"])
        # a name that is also a paper's label means the paper (as kgraph.query.named.resolve reads it)
        if name not in corpus.labels or P.find_arxiv(work):
            corpus.labels[name] = work
    for doc in corpus.documents.values():
        for m in doc.mentions if doc else []:
            if m.name:
                corpus.names.setdefault(corpus.canon(m.key), set()).add(P.normalise_name(m.name))
