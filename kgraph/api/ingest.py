"""The write path of `KGraph.ingest`: files -> documents -> quads -> the store, with the register.

Reading and hashing happen here; extraction and quad building run in worker processes for a
big ingest (forked before the writer thread starts); one batch is written in a background
thread while the next is extracted; a first ingest into an empty store is bulk-loaded into a
new database and swapped in whole (`kgraph.store.local.StagingStore`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kgraph.errors import DocumentError, KGraphError, ReaderBug, StoreError
from kgraph.store.local import GraphStore

RDF_SUFFIXES = {".ttl": "turtle", ".trig": "trig", ".nq": "nquads", ".nt": "ntriples", ".jsonld": "jsonld"}
REFUSED_RDF_SUFFIXES = {".rdf", ".owl", ".xml"}  # RDF/XML: refused by the importer, never read as text
BATCH = 64  # documents per transaction when ingesting many files


def _web_feed(file: Path) -> bool:
    """An `.xml` file that is an Atom or RSS feed (a blog's posts), a MediaWiki dump (a wiki's
    pages) or a Word 2003 XML document: a document, not RDF/XML."""
    from kgraph.files import is_web_feed, is_wiki_dump, is_wordml

    if file.suffix.lower() != ".xml":
        return False
    try:
        with open(file, "rb") as handle:
            head = handle.read(4096)
    except OSError:
        return False
    return is_web_feed(head) or is_wiki_dump(head) or is_wordml(head)


@dataclass
class IngestReport:
    ingested: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    # unchanged files read again: the extractor or the lexicon that read them changed (kg:readBy)
    reread: list[str] = field(default_factory=list)
    imported: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)  # (file, one-line error)
    warnings: list[tuple[str, str]] = field(default_factory=list)  # (file, warning)
    path: str = "sequential"  # how the files were read: "sequential", or "parallel" (worker processes)
    # how they were written: "transactions" (a batch at a time), or "bulk" (a first ingest into an
    # empty store, bulk-loaded into a new database and swapped in whole: kgraph.store.local.StagingStore)
    write: str = "transactions"
    # (file, number of unattached significant lines: what `kgraph inspect FILE` would list)
    unattached: list[tuple[str, int]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failed


class _Writes:
    """Writes one batch in a background thread while the next is extracted: the store's
    transactions run outside the GIL, so on two cores they overlap with the Python reading.
    At most one batch is in flight; `wait` returns once it is written (or raises its error)."""

    def __init__(self) -> None:
        from concurrent.futures import ThreadPoolExecutor  # not on the start-up path of queries

        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kgraph-write")
        self._running: Any = None  # the Future of the batch being written

    def submit(self, write: Callable[..., None], *args: Any) -> None:
        self.wait()
        self._running = self._pool.submit(write, *args)

    def wait(self) -> None:
        running, self._running = self._running, None
        if running is not None:
            running.result()

    def close(self) -> None:
        self._pool.shutdown(wait=True)


FEW_FILES = 256  # an ingest of at most this many files reads only their stored hashes
PARALLEL_FROM = 2 * BATCH  # files from which extraction runs in worker processes
WINDOW = 4 * BATCH  # files handed to the workers at a time (bounds what waits for the writer)


_LEXICON: Any = None  # the extraction vocabulary, handed to forked workers


def _workers(files: int, lexicon: Any) -> Any:
    """A pool of extraction processes (one per core) for a big ingest; None for a small one
    or a one-core machine. Forked before the writer thread starts (the children touch neither
    the store nor any lock: they extract and return)."""
    import os

    cores = os.cpu_count() or 1
    if files < PARALLEL_FROM or cores < 2:
        return None
    import multiprocessing

    global _LEXICON
    _LEXICON = lexicon
    try:
        return multiprocessing.get_context("fork").Pool(cores)
    except (OSError, ValueError):  # no fork here, or no processes left: read in this process
        return None


def _prepared(jobs: list[tuple], workers: Any, lexicon: Any) -> Iterable[dict[str, Any]]:
    """Each job's result, in order: read in this process, or by the workers a window at a time."""
    if workers is None:
        for job in jobs:
            yield _prepare(job, lexicon)
        return
    for start in range(0, len(jobs), WINDOW):
        window = jobs[start : start + WINDOW]
        extracted = iter(workers.imap(_prepare_in_worker, [j for j in window if j[0] == "extract"], chunksize=4))
        for job in window:
            yield next(extracted) if job[0] == "extract" else _prepare(job, lexicon)


def _prepare(job: tuple, lexicon: Any, parallel: bool = False) -> dict[str, Any]:
    """Extract and build one file (in a worker process for a big ingest: then the quads travel
    as N-Quads and the detector inputs are computed there too)."""
    if job[0] != "extract":
        return (
            {"rdf": True} if job[0] == "rdf" else {"unchanged": True} if job[0] == "unchanged" else {"failed": job[1]}
        )
    from kgraph.extract import extract_text
    from kgraph.extract.inspect import coverage
    from kgraph.graph.build import document_quads

    file, lpath, data = job[1:4]
    try:
        doc, text = extract_text(data, lpath, display=file, lexicon=lexicon)
        quads = document_quads(doc)
        unattached = len(coverage(doc, text, lexicon).unattached)
        done: dict[str, Any] = {
            "path": doc.path,
            "warnings": list(doc.warnings),
            "unattached": unattached,
            "quads": quads,
            "reread": job[4:] == ("reread",),
        }
        if parallel:
            from pyoxigraph import RdfFormat, serialize

            from kgraph import vocab as V
            from kgraph.query.register import document_inputs

            iri = V.doc_iri(doc.path)
            done["inputs"] = document_inputs([(iri, quads)]).get(iri, {})
            done["quads"] = serialize(quads, format=RdfFormat.N_QUADS)
        return done
    except DocumentError as exc:
        return {"failed": str(exc)}
    except Exception as exc:  # noqa: BLE001 - a bug must not stop a whole folder
        return {"failed": str(ReaderBug(str(file), exc))}


def _prepare_in_worker(job: tuple) -> dict[str, Any]:
    return _prepare(job, _LEXICON, parallel=True) if job[0] == "extract" else {}


def _quads(quads: Any) -> list[Any]:
    """A document's quads, parsed back when a worker sent them as N-Quads."""
    if isinstance(quads, bytes):
        from pyoxigraph import RdfFormat, parse

        return list(parse(quads, format=RdfFormat.N_QUADS))
    return quads


def ingest(
    graph: Any,
    paths: Iterable[str | Path],
    *,
    strict: bool = False,
    force: bool = False,
    wait: float = 0.0,
    progress: Callable[[int, int], None] | None = None,
    follow_symlinks: bool = False,
    replace_graphs: bool = False,
    bulk: bool = True,
    replace: bool = False,
) -> IngestReport:
    """`KGraph.ingest` (`graph` is the KGraph): read files and folders into its store.

    Two files that would get the same logical path refuse the whole ingest, before anything is
    written; a file whose logical path names a document ingested from another file fails
    (alone) unless `replace`."""
    report = IngestReport()
    try:
        lexicon = graph.lexicon()
    except DocumentError as exc:
        report.failed.append((str(exc).split(":", 1)[0], str(exc)))
        return report
    files = _files(paths, follow_symlinks, report)
    if _refuse_clashes(files, report):
        return report  # before anything is opened or written
    # The store is opened (and created) only once there is something to write into it,
    # so an ingest where every file failed leaves no empty store behind.
    run = _Run(graph, wait, report, len(files), graph._writer(wait) if graph._store_exists() else None)
    workers = None
    writes = _Writes()
    try:
        from kgraph.extract import reader_id

        run.reader = reader_id(lexicon)
        jobs = _jobs(files, run.writer, force, run.reader, replace)
        # Extraction in worker processes beside the writer when there is much of it (forked
        # before the writer thread starts).
        extracting = sum(job[0] == "extract" for job in jobs)
        workers = _workers(extracting, lexicon)
        report.path = "parallel" if workers is not None else "sequential"
        # A first ingest of many files into an empty store is bulk-loaded and swapped in
        # whole (an RDF import goes through transactions: it may replace what came before).
        run.bulk = bulk and extracting >= PARALLEL_FROM and not any(job[0] == "rdf" for job in jobs)
        if run.writer is not None:
            run.opened()  # an existing store's register is brought up to date even when nothing changed
        for n, ((file, _root), done) in enumerate(zip(files, _prepared(jobs, workers, lexicon), strict=True), 1):
            if progress:
                progress(n, len(files))
            run.take(file, done, writes, strict=strict, replace_graphs=replace_graphs)
        writes.wait()
        run.flush()
        if run.register is not None:
            run.register.finish()
        if report.write == "bulk" and run.writer is not None:
            run.writer.commit()
    finally:
        writes.close()
        if workers is not None:
            workers.terminate()
        if run.writer is not None and run.writer is not graph._memory:
            run.writer.close()
    return report


def _files(paths: Iterable[str | Path], follow_symlinks: bool, report: IngestReport) -> list[tuple[Path, Path]]:
    """The files to read, each with the folder it was found under (its logical path's root)."""
    from kgraph.files import iter_files, printable

    files = []
    for p in paths:
        path = Path(p)
        if not path.exists():  # a URL is not a path either: kgraph never fetches
            report.failed.append((str(p), f"{printable(str(p))}: no such file or folder"))
            continue
        files.extend(iter_files([path], follow_symlinks=follow_symlinks, skipped=report.warnings))
    return files


def _readers(writer: GraphStore, paths: list[str] | None) -> dict[str, str]:
    """Logical path -> what read the document (kg:readBy), for the documents that record it."""
    from pyoxigraph import Literal

    values = ""
    if paths is not None:
        if not paths:
            return {}
        values = "VALUES ?path { " + " ".join(str(Literal(p)) for p in sorted(set(paths))) + " } "
    found = writer.query("SELECT ?path ?reader WHERE { " + values + "?d kg:path ?path ; kg:readBy ?reader }")
    return {r["path"].value: r["reader"].value for r in found}


def _refuse_clashes(files: list[tuple[Path, Path]], report: IngestReport) -> bool:
    """Whether two files of this ingest would get one logical path (each clash: one line)."""
    from kgraph.files import path_clashes, printable

    rdf = set(RDF_SUFFIXES) | REFUSED_RDF_SUFFIXES
    clashes = path_clashes([(f, r) for f, r in files if f.suffix.lower() not in rdf])
    for name, first, second in clashes:
        report.failed.append(
            (
                str(second),
                f"{printable(str(first))} and {printable(str(second))} would both be stored as {name!r}: "
                "nothing was ingested; ingest their common parent folder, or one of them at a time",
            )
        )
    return bool(clashes)


def _source_keys(writer: GraphStore | None, paths: list[str] | None) -> dict[str, str]:
    """Logical path -> the source key of the file each stored document came from."""
    if writer is None:
        return {}
    from pyoxigraph import Literal

    if paths is not None and not paths:
        return {}
    values = "VALUES ?path { " + " ".join(str(Literal(p)) for p in paths) + " } " if paths else ""
    found = writer.query("SELECT ?path ?key WHERE { " + values + "?d kg:path ?path ; kg:sourceKey ?key }")
    return {r["path"].value: r["key"].value for r in found}


def _jobs(
    files: list[tuple[Path, Path]], writer: GraphStore | None, force: bool, reader: str = "", replace: bool = False
) -> list[tuple]:
    """What to do with each file: extract it, import it as RDF, skip it (unchanged and read by
    this `reader`), read it again (unchanged, but another extractor or lexicon read it), or
    report it (a changed file whose logical path names a document from another file, without
    `replace`)."""
    import hashlib

    from kgraph.files import logical_path, printable, read_bytes, source_key

    # A few files: look up only their own hashes (reading every document's is 2 s at 10,000).
    few = [logical_path(file, root) for file, root in files] if len(files) <= FEW_FILES else None
    known = {} if force or writer is None else writer.document_hashes(few)
    readers = _readers(writer, few) if known and writer is not None else {}
    sources = {} if replace else _source_keys(writer, few)
    jobs: list[tuple] = []
    for file, root in files:  # reading and comparing hashes is fast: done here
        if file.suffix.lower() in RDF_SUFFIXES or (file.suffix.lower() in REFUSED_RDF_SUFFIXES and not _web_feed(file)):
            jobs.append(("rdf",))
            continue
        try:
            data = read_bytes(file)
        except DocumentError as exc:
            jobs.append(("failed", str(exc)))
            continue
        lpath = logical_path(file, root)
        same = known.get(lpath) == hashlib.sha256(data).hexdigest()
        if same and readers.get(lpath) == reader:
            jobs.append(("unchanged",))
        elif same:
            jobs.append(("extract", str(file), lpath, data, "reread"))
        elif lpath in sources and sources[lpath] != source_key(file):
            jobs.append(
                (
                    "failed",
                    f"{printable(str(file))}: would replace the document {lpath!r}, ingested from another file; "
                    "pass --replace to replace it",
                )
            )
        else:
            jobs.append(("extract", str(file), lpath, data))
    return jobs


class _Run:
    """The state of one ingest: the writer and register (opened at the first write), the batch
    waiting to be written, and the logical paths seen so far."""

    def __init__(self, graph: Any, wait: float, report: IngestReport, files: int, writer: GraphStore | None):
        self.graph, self.wait, self.report, self.files = graph, wait, report, files
        self.writer = writer
        self.reader = ""  # what reads the documents (kgraph.extract.reader_id), recorded with each
        self.register: Any = None
        self.bulk = False
        self.pending: list[tuple[str, list[Any]]] = []
        self.inputs: dict[str, Any] = {}
        self.seen: dict[str, str] = {}

    def opened(self) -> Any:
        """The register writer (and so the store), opened at the first write."""
        if self.register is None:
            from kgraph.query.register import RegisterWriter

            if self.writer is None:
                self.writer = self.graph._writer(self.wait)
            writer = self.writer
            if self.bulk and isinstance(writer, GraphStore) and writer.location is not None and writer.is_empty():
                self.writer = writer.staging()
                self.report.write = "bulk"
            # Many batches: their findings are written once, at the end (readers meanwhile
            # compute the register from scratch; see kgraph.query.register.RegisterWriter).
            self.register = RegisterWriter(self.writer, defer=self.files > BATCH)
        return self.register

    def flush(self) -> None:
        _flush(self.opened() if self.pending else self.register, self.pending, self.inputs)

    def take(self, file: Path, done: dict[str, Any], writes: _Writes, *, strict: bool, replace_graphs: bool) -> None:
        """One file's result: imported, failed, unchanged, or a document added to the batch."""
        from kgraph import vocab as V

        report = self.report
        if done.get("rdf"):
            writes.wait()
            self.flush()
            try:
                reg = self.opened()
                _import_rdf(reg.store, file, reg, replace_graphs)
                report.imported.append(str(file))
            except KGraphError as exc:
                report.failed.append((str(file), str(exc)))
            except Exception as exc:  # noqa: BLE001 - a bug must not stop a whole folder
                report.failed.append((str(file), f"{file}: cannot import ({type(exc).__name__}: {exc})"))
            return
        if "failed" in done:
            report.failed.append((str(file), done["failed"]))
            return
        if done.get("unchanged"):
            report.unchanged.append(str(file))
            return
        for warning in done["warnings"]:
            report.warnings.append((str(file), warning))
        if done["unattached"]:
            report.unattached.append((str(file), done["unattached"]))
        if strict and done["warnings"]:
            report.failed.append((str(file), f"{file}: {done['warnings'][0]} (--strict)"))
            return
        path = done["path"]
        if path in self.seen:
            report.warnings.append(
                (str(file), f"same logical path {path!r} as {self.seen[path]}; this file replaces it")
            )
            writes.wait()
            self.flush()
        self.seen[path] = str(file)
        iri = V.doc_iri(path)
        self.pending.append((iri, [*_quads(done["quads"]), _read_by(iri, self.reader), _source_quad(iri, file)]))
        if done.get("inputs") is not None:
            self.inputs[iri] = done["inputs"]
        (report.reread if done.get("reread") else report.ingested).append(str(file))
        if len(self.pending) >= BATCH:
            writes.submit(_flush, self.opened(), self.pending[:], dict(self.inputs))
            self.pending.clear()
            self.inputs.clear()


def _read_by(iri: str, reader: str) -> Any:
    """The metadata triple saying what read the document (`kgraph.extract.reader_id`)."""
    from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

    from kgraph import vocab as V

    return Quad(NamedNode(iri), NamedNode(V.KG + "readBy"), Literal(reader), DefaultGraph())


def _source_quad(iri: str, file: Path) -> Any:
    """The metadata quad naming (by its key) the file a document came from."""
    from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

    from kgraph import vocab as V
    from kgraph.files import source_key

    return Quad(NamedNode(iri), NamedNode(V.KG + "sourceKey"), Literal(source_key(file)), DefaultGraph())


def _flush(register: Any, pending: list[tuple[str, list[Any]]], inputs: dict[str, Any] | None = None) -> None:
    """Write a batch of documents, with their register inputs and findings, in one transaction."""
    if pending:
        assert register is not None, "documents to write and no store open"
        try:
            register.write(pending, inputs)
        except KGraphError:
            raise
        except Exception as exc:  # noqa: BLE001 - a bug: one line, and nothing of this batch written
            from kgraph.store.local import first_line

            raise StoreError(
                f"writing {len(pending)} documents failed ({type(exc).__name__}: {first_line(exc)})"
            ) from None
        finally:
            pending.clear()
            if inputs is not None:
                inputs.clear()


def _import_rdf(writer: GraphStore, file: Path, register: Any, replace_graphs: bool = False) -> None:
    from kgraph.graph.rdfio import import_rdf

    import_rdf(writer, file, replace_graphs=replace_graphs, write=register.write)
