"""The library API: one `KGraph` object over a store. The CLI only parses, calls and prints.

    from kgraph.api import KGraph
    kg = KGraph(".kgraph")
    kg.ingest(["examples/"])
    kg.why("2606.01927")["anchored"]

Heavy imports (extraction, rdflib, networkx, pyvis) happen inside the methods that need them.
"""

from __future__ import annotations

import datetime as dt
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kgraph.errors import KGraphError, StoreError
from kgraph.store.local import GraphStore, default_location, is_remote, open_store, remote_hint

if TYPE_CHECKING:
    from kgraph.api.ingest import IngestReport

# Part of the API, but `kgraph.api.ingest` (extraction, graph building) is imported only when
# one of them is asked for: `why` and `new` never need it.
_FROM_INGEST = frozenset({"BATCH", "RDF_SUFFIXES", "REFUSED_RDF_SUFFIXES", "IngestReport"})


def __getattr__(name: str) -> Any:
    if name in _FROM_INGEST:
        __import__("kgraph.api.ingest")  # not importlib.import_module: -X importtime would not see it
        return getattr(sys.modules["kgraph.api.ingest"], name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class KGraph:
    """A provenance graph of research documents, kept in an embedded store."""

    def __init__(self, location: str | Path | None = None, *, memory: bool = False, lexicon: str | Path | None = None):
        # A folder, or a SPARQL endpoint (`sparql+http://host:port/path`, kept as text).
        self.location: Path | str | None = (
            None
            if memory
            else (location if is_remote(location) else Path(location))
            if location
            else default_location()
        )
        self._reader: GraphStore | None = None
        self._memory: GraphStore | None = GraphStore(None, write=True) if memory else None
        self.lexicon_file: Path | None = Path(lexicon) if lexicon else None
        self._lexicon: Any = None

    def lexicon(self) -> Any:
        """The extraction vocabulary: the package's, plus the user's phrases from `--lexicon FILE`
        or else a `lexicon.toml` beside the store (DocumentError when that file is unusable)."""
        if self._lexicon is None:
            from kgraph.extract.lexicon import Lexicon

            file = self.lexicon_file
            config = None  # a kgraph.toml beside the store: [paths."glob"] kind, instance, topic, date
            if isinstance(self.location, Path):
                beside = self.location.parent / "lexicon.toml"
                file = file or (beside if beside.is_file() else None)
                config = self.location.parent / "kgraph.toml"
            self._lexicon = Lexicon.load(file, config=config if config and config.is_file() else None)
        return self._lexicon

    # ---------------------------------------------------------------- store access

    @property
    def store(self) -> GraphStore:
        """A read-only view of the store (opened on first use)."""
        if self._memory is not None:
            return self._memory
        if self._reader is None:
            self._reader = open_store(self.location)
        return self._reader

    def _writer(self, wait: float) -> GraphStore:
        if self._memory is not None:
            return self._memory
        self.close()
        return open_store(self.location, write=True, wait=wait)

    def close(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None

    @classmethod
    def over(cls, store: Any) -> KGraph:
        """A KGraph that reads and writes an already open store (e.g. the server's writer);
        the caller closes the store."""
        graph = cls(memory=True)
        graph._memory = store
        graph.location = store.location
        return graph

    def __enter__(self) -> KGraph:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- ingest

    def ingest(
        self,
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
        """Read files and folders into the store; unchanged files are skipped (`kgraph.api.ingest`).

        A file that cannot be read is reported in `report.failed` and the rest go on;
        nothing already in the store is touched for it. Inside a folder, symbolic links that
        lead out of it are skipped with a warning unless `follow_symlinks`. An RDF file replaces
        documents the store already holds only with `replace_graphs` (see `kgraph.graph.rdfio`).
        A first ingest of many files into an empty store on disk is bulk-loaded into a new
        database and swapped in whole (`report.write == "bulk"`) unless `bulk` is False.
        Two files with one logical path refuse the ingest; a file that would replace a document
        ingested from another file fails unless `replace`.
        """
        from kgraph.api.ingest import ingest

        return ingest(
            self,
            paths,
            strict=strict,
            force=force,
            wait=wait,
            progress=progress,
            follow_symlinks=follow_symlinks,
            replace_graphs=replace_graphs,
            bulk=bulk,
            replace=replace,
        )

    def _store_exists(self) -> bool:
        """Whether there is a store to write into already (a remote or in-memory one always is)."""
        if self._memory is not None or is_remote(self.location):
            return True
        return (Path(self.location) / "oxigraph").exists()

    # ---------------------------------------------------------------- queries

    def why(self, text: str, as_of: dt.date | None = None, shown: int | None = None) -> dict[str, Any]:
        """Lineage of a work (arXiv id, paper-card name, name or alias) or of a claim id; with
        `shown`, only the first and latest `shown` mentions (and anchorings) of a much-mentioned work."""
        from kgraph.query.lineage import why

        return why(self.store, text, as_of, shown)

    def map(
        self,
        item: str | None = None,
        *,
        depth: int = 2,
        as_of: dt.date | None = None,
        limit: int = 2000,
        conflicts: bool = True,
        output: str | Path | None = None,
        follow_symlinks: bool = False,
        layout: str | None = None,
    ) -> Any:
        """An HTML provenance map (kgraph.render.map.MapData; `.html` is the page) of an item's
        neighbourhood, or of the whole graph when `item` is None; written atomically to `output`.
        `conflicts` also draws the conflicts `contradictions()` detects (stored kg:contradicts
        always are). `layout`: "time" (documents left to right by date; the default for an
        item) or "force" (the default for the whole graph)."""
        from kgraph.files import write_atomic
        from kgraph.render.map import build_map

        data = build_map(
            self.store, item, depth=depth, as_of=as_of, limit=limit, contradictions=conflicts, layout=layout
        )
        if output is not None:
            write_atomic(Path(output), data.html.encode("utf-8"), follow_symlinks=follow_symlinks)
        return data

    def downstream_map(
        self,
        target: str,
        *,
        depth: int | None = None,
        as_of: dt.date | None = None,
        limit: int = 2000,
        output: str | Path | None = None,
        follow_symlinks: bool = False,
    ) -> Any:
        """An HTML map of what `impact(target)` finds (kgraph.render.map.MapData; `.html` is the page)."""
        from kgraph.files import write_atomic
        from kgraph.render.impactmap import build_downstream_map

        data = build_downstream_map(self.store, target, depth=depth, as_of=as_of, limit=limit)
        if output is not None:
            write_atomic(Path(output), data.html.encode("utf-8"), follow_symlinks=follow_symlinks)
        return data

    def new(self, document: str | None = None, date: dt.date | None = None) -> dict[str, Any]:
        """NET-new verdicts for one brief (default: the latest), checked against earlier documents."""
        from kgraph.query.netnew import net_new

        return net_new(self.store, document, date)

    def contradictions(
        self,
        *,
        as_of: dt.date | None = None,
        open_only: bool = False,
        kind: str | None = None,
        item: str | None = None,
        since: dt.date | None = None,
        today: dt.date | None = None,
        recompute: bool = False,
        severity: str | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """The contradiction register: explicit to-verify entries and detected conflicts, most
        severe first; `severity` keeps those at least that severe, `limit` the first so many.

        Read from the findings the store keeps (updated at every ingest); `recompute` runs
        every detector over every document instead, as does `as_of` (the register on a date)
        and a store whose register is not current."""
        from kgraph.query.detectors import KINDS, SEVERITY_ORDER, all_kinds, filter_entries, register

        if kind and kind not in all_kinds():
            import difflib

            close = difflib.get_close_matches(kind, list(all_kinds()), n=3, cutoff=0.6)
            hint = f"did you mean: {', '.join(close)}?" if close else f"choose from {', '.join(KINDS)}"
            raise KGraphError(f"unknown kind {kind!r} ({hint})")
        if severity is not None and severity not in SEVERITY_ORDER:
            raise KGraphError(f"unknown severity {severity!r} (high, medium or low)")
        item_key = self._item_key(item) if item else None
        kinds = [kind] if kind else None
        if recompute:
            entries = register(self.store, as_of=as_of, kinds=kinds, today=today)
        else:
            from kgraph.query.register import entries as stored

            entries = stored(self.store, as_of=as_of, kinds=kinds, today=today)
        from kgraph.query.retract import settle_retracted_anchorings

        entries = settle_retracted_anchorings(self.store, entries, as_of)
        entries = filter_entries(entries, open_only=open_only, kind=kind, item=item_key, since=since)
        if severity is not None:
            entries = [e for e in entries if SEVERITY_ORDER.get(e["severity"], 0) >= SEVERITY_ORDER[severity]]
        return entries if limit is None else entries[:limit]

    def _item_key(self, text: str) -> str:
        from kgraph import vocab as V
        from kgraph.errors import NotFound
        from kgraph.query.named import resolve

        if text.startswith("§") or "/" in text:
            return text
        try:
            return V.work_key_from_iri(resolve(self.store, text))
        except NotFound:
            return text

    def audit(
        self,
        fail_on: str = "high",
        as_of: dt.date | None = None,
        today: dt.date | None = None,
        recompute: bool = False,
    ) -> dict[str, Any]:
        """Every detector's open findings, counted by kind and severity; `failed` when any open
        entry is at or above `fail_on`."""
        from kgraph.query.detectors import KINDS, SEVERITY_ORDER

        if fail_on not in SEVERITY_ORDER:
            raise KGraphError(f"unknown severity {fail_on!r} (high, medium or low)")
        entries = self.contradictions(as_of=as_of, today=today, recompute=recompute)
        summary = []
        for kind in [*KINDS, *sorted({e["kind"] for e in entries} - set(KINDS))]:
            mine = [e for e in entries if e["kind"] == kind]
            row: dict[str, Any] = {"kind": kind}
            for severity in ("high", "medium", "low"):
                row[severity] = sum(1 for e in mine if e["severity"] == severity and e["status"] == "open")
            row["resolved"] = sum(1 for e in mine if e["status"] == "resolved")
            summary.append(row)
        threshold = SEVERITY_ORDER[fail_on]
        failing = [e for e in entries if e["status"] == "open" and SEVERITY_ORDER[e["severity"]] >= threshold]
        return {
            "fail_on": fail_on,
            "failed": bool(failing),
            "open": sum(e["status"] == "open" for e in entries),
            "failing": len(failing),
            "summary": summary,
        }

    def inspect(self, file: str | Path) -> dict[str, Any]:
        """The extraction coverage report of one file (nothing is stored): what each line gave,
        and the unattached lines (an id, a date, a figure, a path or a status word nothing took)."""
        from kgraph.extract import logical_path, read_bytes
        from kgraph.extract.inspect import inspect_bytes

        path = Path(file)
        return inspect_bytes(
            read_bytes(path), logical_path(path, path.parent), display=str(path), lexicon=self.lexicon()
        ).to_dict()

    def lint(self, file: str | Path, today: dt.date | None = None) -> dict[str, Any]:
        """Check one document against the store without ingesting it (`kgraph.api.lint`)."""
        from kgraph.api.lint import lint

        return lint(self, file, today)

    def diff(self, start: dt.date | None, end: dt.date | None, today: dt.date | None = None) -> dict[str, Any]:
        """What changed in the knowledge between two dates (after `start`, up to and including `end`);
        `start` None: since the beginning, `end` None: up to now. A reversed range is an error."""
        from kgraph.query.diff import diff

        if start is not None and end is not None and start > end:
            raise KGraphError(f"the range {start}..{end} is reversed (the first date must come first)")
        first = start or dt.date.min
        last = end or max(today or dt.date.today(), first)
        data = diff(self.store, first, last, self.contradictions(as_of=end, today=today))
        return {**data, "from": start.isoformat() if start else None, "to": end.isoformat() if end else None}

    def claims(self, text: str) -> dict[str, Any]:
        """Claims about an item: text, figures, document, file:line, origins and support counts."""
        from kgraph.query.claims import claims_about

        return claims_about(self.store, text)

    # ---------------------------------------------------------------- impact and retractions

    def impact(self, target: str, *, depth: int | None = None, as_of: dt.date | None = None) -> dict[str, Any]:
        """Everything downstream of a source, document, URL, work or claim, in layers (`kgraph.query.impact`)."""
        from kgraph.query.impact import impact

        if depth is not None and depth < 0:
            raise KGraphError("--depth must be 0 or more")
        return impact(self.store, target, depth, as_of)

    def retract(
        self, target: str, reason: str, *, by: str | None = None, date: dt.date | None = None, wait: float = 0.0
    ) -> dict[str, Any]:
        """Record a retraction of `target` as its own dated, attributed named graph; nothing is deleted."""
        from kgraph.query.retract import new_record, write_record

        writer = self._writer(wait)
        try:
            record = new_record(writer, target, reason, by or _user(), date or dt.date.today())
            write_record(writer, record)
            return record
        finally:
            if writer is not self._memory:
                writer.close()

    def undo_retraction(
        self,
        rid: str,
        *,
        by: str | None = None,
        date: dt.date | None = None,
        reason: str | None = None,
        wait: float = 0.0,
    ) -> dict[str, Any]:
        """Undo a retraction: its record gains the undo (date, who, why) and stops counting from then on."""
        from kgraph.query.retract import undone_record, write_record

        writer = self._writer(wait)
        try:
            record = undone_record(writer, rid, by or _user(), date or dt.date.today(), reason)
            write_record(writer, record)
            return record
        finally:
            if writer is not self._memory:
                writer.close()

    def retractions(self, as_of: dt.date | None = None) -> list[dict[str, Any]]:
        """Every retraction record with its status on `as_of` (or now) and the claims it leaves
        unsupported or weakens."""
        from kgraph.query.retract import effects, is_active, retractions

        records = retractions(self.store)
        if as_of is not None:
            records = [r for r in records if r["date"] <= as_of.isoformat()]
        found = effects(self.store, as_of)
        out = []
        for r in records:
            mine = [c for c in found["claims"] if r["id"] in c["retractions"]]
            out.append(
                {
                    **{k: v for k, v in r.items() if k != "target_iri"},
                    "status": "active" if is_active(r, as_of) else "undone",
                    "retracted_claims": sum(1 for c in mine if c["state"] == "retracted"),
                    "unsupported_claims": sum(1 for c in mine if c["state"] == "unsupported"),
                    "weakened_claims": sum(1 for c in mine if c["state"] == "weakened"),
                }
            )
        return out

    def to_networkx(self, view: str = "derivation", as_of: dt.date | None = None) -> Any:
        """The store as a networkx.DiGraph: `derivation` (claims, documents, sources and origins with
        quoted-from / derived-from edges), `citation` (documents and the works and sources they
        cite) or `full` (both, with claims' works and register entries); documents dated after
        `as_of` are left out."""
        from kgraph.query.graphviews import to_networkx

        return to_networkx(self.store, view, as_of)

    def path(self, a: str, b: str, as_of: dt.date | None = None) -> dict[str, Any]:
        """The shortest provenance path between two nodes, hop by hop with file:line."""
        from kgraph.query.graphviews import provenance_path

        return provenance_path(self.store, a, b, as_of)

    def rank(self, what: str = "sources", *, limit: int = 20, as_of: dt.date | None = None) -> dict[str, Any]:
        """Single points of failure (`sources`) or the most depended-on works (`works`), with the measure named."""
        from kgraph.query.graphviews import rank

        return rank(self.store, what, limit=limit, as_of=as_of)

    def instances(self) -> list[dict[str, Any]]:
        """Each analyst instance's track record (counts and ratios)."""
        from kgraph.query.claims import instances

        return instances(self.store)

    def stats(self) -> dict[str, Any]:
        from kgraph.query.named import rows

        store = self.store
        kinds = {r["kind"]: r["n"] for r in rows(store, "stats")}

        def count(sparql: str) -> int:
            result = list(store.query(sparql))
            return int(result[0]["n"].value) if result else 0

        return {
            "documents": sum(kinds.values()),
            "documents_by_kind": kinds,
            "papers": count("SELECT (COUNT(DISTINCT ?w) AS ?n) WHERE { GRAPH ?g { ?w a kg:Paper } }"),
            "other_works": count("SELECT (COUNT(DISTINCT ?w) AS ?n) WHERE { GRAPH ?g { ?w a kg:Work } }"),
            "mentions": count("SELECT (COUNT(?m) AS ?n) WHERE { GRAPH ?g { ?m kg:status ?s } }"),
            "claims": count("SELECT (COUNT(?c) AS ?n) WHERE { GRAPH ?g { ?c kg:claimId ?id } }"),
            "register_entries": count("SELECT (COUNT(?r) AS ?n) WHERE { GRAPH ?g { ?r a kg:RegisterEntry } }"),
            "sources": count("SELECT (COUNT(DISTINCT ?s) AS ?n) WHERE { GRAPH ?g { ?s a kg:Source } }"),
            "instances": count("SELECT (COUNT(DISTINCT ?i) AS ?n) WHERE { ?i a kg:Instance }"),
            "triples": len(store),
        }

    def export(self, fmt: str, output: Path | None = None, *, follow_symlinks: bool = False) -> bytes | None:
        """Serialise the whole store (turtle merges the graphs; trig, nquads and jsonld keep them);
        `output` is written as `kgraph.files.write_atomic` does (a symlink only with `follow_symlinks`)."""
        from kgraph.graph.rdfio import export

        return export(self.store, fmt, output, follow_symlinks=follow_symlinks)

    def sparql(
        self,
        text: str,
        *,
        bindings: dict[str, Any] | None = None,
        limit: int | None = None,
        timeout: float | None = None,
        allow_update: bool = False,
        wait: float = 0.0,
        memory_mb: int | None = None,
        view: str | None = None,
    ) -> Any:
        """Check and run a user's SPARQL query (`kgraph.query.sparql.Result`) within its limits (on a
        store folder, in a worker process: see `kgraph.store.workers`); updates only with
        `allow_update`, through the write-locked store, in a worker process with the same limits. `view`
        "documents" (the user's view: the derived graphs left out) or "union" (the default graph is also
        the union of the document graphs) sets the dataset as `kgraph.query.datasets` says, unless the
        query names its own with FROM; None queries the store as it is."""
        from kgraph.query import sparql as S

        if self._memory is None and self._reader is None and not is_remote(self.location) and not allow_update:
            # A store folder the worker process opens itself: nothing to open here.
            if not (Path(self.location) / "oxigraph").exists():
                raise StoreError(
                    f"{self.location}: no store here yet (run `kgraph ingest` first){remote_hint(self.location)}"
                )
            store: Any = Path(self.location)
        else:
            store = self.store
        info = S.check_query(text, allow_update=allow_update, restrict_dataset=S._is_remote(store))
        limit = S.DEFAULT_LIMIT if limit is None else limit
        timeout = S.DEFAULT_TIMEOUT if timeout is None else timeout
        memory_mb = S.DEFAULT_MEMORY_MB if memory_mb is None else memory_mb
        if not info.is_update:
            dataset = None
            if view is not None and not is_remote(self.location):
                from kgraph.query.datasets import names_its_dataset, user_dataset

                if not names_its_dataset(text):
                    dataset = user_dataset(self.store, union=view == "union")
            return S.run(
                store,
                text,
                bindings=bindings,
                limit=limit,
                timeout=timeout,
                info=info,
                memory_mb=memory_mb,
                dataset=dataset,
            )
        from kgraph.query.register import drop_state

        writer = self._writer(wait)
        try:
            drop_state(writer)  # the register cannot follow an arbitrary update: rebuilt at the next ingest
            return S.run(writer, text, info=info, allow_update=True, timeout=timeout, memory_mb=memory_mb)
        finally:
            if writer is not self._memory:
                writer.close()

    def push(self, destination: str | Path, wait: float = 0.0) -> dict[str, list[str]]:
        """Copy this store's documents whose content hash differs to another store."""
        from kgraph.api.sync import copy_changed

        target = open_store(_location(destination), write=True, wait=wait)
        try:
            return copy_changed(self.store, target)
        finally:
            target.close()

    def pull(self, source: str | Path, wait: float = 0.0) -> dict[str, list[str]]:
        """Copy another store's documents whose content hash differs into this one."""
        from kgraph.api.sync import copy_changed

        origin = open_store(_location(source))
        try:
            writer = self._writer(wait)
            try:
                return copy_changed(origin, writer)
            finally:
                if writer is not self._memory:
                    writer.close()
        finally:
            origin.close()

    def document_path(self, text: str) -> str:
        """The logical path of the stored document `text` names (as given, as `ingest` printed it,
        logical or absolute: `kgraph.query.documents`); NotFound, with the closest paths, otherwise."""
        import difflib

        from kgraph.errors import NotFound
        from kgraph.query.documents import resolve_document

        found = resolve_document(self.store, text)
        if found is None:
            known = sorted(self.store.document_hashes())
            close = difflib.get_close_matches(text.strip(), known, n=3, cutoff=0.5)
            raise NotFound(f"{text.strip()!r} is not a document in the store", suggestions=close)
        return found

    def remove(self, document: str, wait: float = 0.0) -> str:
        """Take a document out of the store (its graph, its metadata and the findings it made);
        `document` is any path `document_path` takes. Returns its logical path."""
        from kgraph import vocab as V
        from kgraph.query.register import RegisterWriter

        logical_path = self.document_path(document)
        writer = self._writer(wait)
        try:
            register = RegisterWriter(writer)
            register.write([(V.doc_iri(logical_path), [])])
            register.finish()
            return logical_path
        finally:
            if writer is not self._memory:
                writer.close()


def _user() -> str:
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def _location(value: str | Path) -> str | Path:
    return value if is_remote(value) else Path(value)


__all__ = ["KGraph", "IngestReport", "KGraphError", "StoreError"]
