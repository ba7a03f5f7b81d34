"""The SPARQL 1.1 Protocol at /sparql: requests, datasets, content negotiation, result
formats, the row cap and the query limits, updates, and the service description.

`kgraph.serve.app.App` checks Host and Origin, then hands every /sparql request to
`Endpoint.handle`; queries run through `kgraph.query.sparql.run` in the worker processes of
`kgraph.store.workers`.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email.message import Message
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kgraph.errors import QueryError
from kgraph.query import sparql as S
from kgraph.query.datasets import names_its_dataset, user_dataset
from kgraph.store.workers import MAX_RESULT_BYTES

MAX_QUERY_BYTES = 1 << 20  # request body of a query (or a GET's URL: http.server stops at 64 KB)
MAX_UPDATE_BYTES = 64 << 20  # request body with --allow-update
MAX_ABANDONED = 4  # timed-out queries still evaluating (remote stores) before new ones get 503
DEFAULT_WORKERS = 4  # queries evaluated at once
DEFAULT_PER_CLIENT = 2  # queries evaluated at once for one client address
CLIENT_WAIT = 2.0  # seconds a client's query waits for one of its slots before 429
SD = "http://www.w3.org/ns/sparql-service-description#"
FORMATS = "http://www.w3.org/ns/formats/"
KGS = "https://w3id.org/kgraph/ns/serve#"  # the limits in the service description

# media type asked for -> (writer, content type sent, W3C format IRI)
RESULT_TYPES = {
    "application/sparql-results+json": ("json", "application/sparql-results+json", "SPARQL_Results_JSON"),
    "application/json": ("json", "application/sparql-results+json", None),
    "application/sparql-results+xml": ("xml", "application/sparql-results+xml", "SPARQL_Results_XML"),
    "application/xml": ("xml", "application/sparql-results+xml", None),
    "text/xml": ("xml", "application/sparql-results+xml", None),
    "text/csv": ("csv", "text/csv; charset=utf-8", "SPARQL_Results_CSV"),
    "text/tab-separated-values": ("tsv", "text/tab-separated-values; charset=utf-8", "SPARQL_Results_TSV"),
}
ASK_TYPES = {k: v for k, v in RESULT_TYPES.items() if v[0] in ("json", "xml")}
GRAPH_TYPES = {
    "text/turtle": ("turtle", "text/turtle; charset=utf-8", "Turtle"),
    "application/x-turtle": ("turtle", "text/turtle; charset=utf-8", None),
    "application/n-triples": ("ntriples", "application/n-triples", "N-Triples"),
    "text/plain": ("ntriples", "application/n-triples", None),
    "application/rdf+xml": ("rdfxml", "application/rdf+xml", "RDF_XML"),
    "application/xml": ("rdfxml", "application/rdf+xml", None),
    "text/xml": ("rdfxml", "application/rdf+xml", None),
    "application/ld+json": ("jsonld", "application/ld+json", "JSON-LD"),
    "application/json": ("jsonld", "application/ld+json", None),
    "application/n-quads": ("nquads", "application/n-quads", "N-Quads"),
    "application/trig": ("trig", "application/trig", "TriG"),
    "text/n3": ("turtle", "text/n3; charset=utf-8", "N3"),
}


@dataclass
class Response:
    status: int
    body: bytes = b""
    content_type: str = "text/plain; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)


def text_response(status: int, message: str, **headers: str) -> Response:
    return Response(status, (message.rstrip("\n") + "\n").encode("utf-8"), headers=dict(headers))


class SharedLock:
    """Many holders of `shared` (pages reading the live store) or one of `exclusive` (an update,
    whose worker process opens the database this process has closed)."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._readers = 0
        self._writing = False

    @contextmanager
    def shared(self) -> Iterator[None]:
        with self._cond:
            while self._writing:
                self._cond.wait()
            self._readers += 1
        try:
            yield
        finally:
            with self._cond:
                self._readers -= 1
                self._cond.notify_all()

    @property
    def writing(self) -> bool:
        """Whether an update holds the store (without waiting for it)."""
        return self._writing

    @contextmanager
    def exclusive(self) -> Iterator[None]:
        with self._cond:
            while self._writing:
                self._cond.wait()
            self._writing = True  # pages that come now wait for the update
            while self._readers:
                self._cond.wait()
        try:
            yield
        finally:
            with self._cond:
                self._writing = False
                self._cond.notify_all()


class Endpoint:
    """/sparql over one store: a folder (queries in a worker pool) or a remote SPARQL store."""

    def __init__(
        self,
        location: Path | str,
        *,
        remote: bool,
        store: Callable[[], Any],
        writer: Any = None,
        timeout: float = S.DEFAULT_TIMEOUT,
        limit: int = S.DEFAULT_LIMIT,
        host: str = "127.0.0.1",
        port: int = 7878,
        memory_mb: int | None = S.DEFAULT_MEMORY_MB,
        workers: int = DEFAULT_WORKERS,
        per_client: int = DEFAULT_PER_CLIENT,
        cors: bool = False,
        snapshots: Any = None,
    ):
        self.location = location
        self.snapshots = snapshots  # checkpoints the workers read, under --allow-update (kgraph.store.snapshots)
        self.allow_update = writer is not None
        self._writer = writer
        self._remote = remote
        self._store = store  # the store of the pages (a remote store's queries go through it)
        self.timeout, self.limit = timeout, limit
        self.host, self.port = host, port
        # A client never holds the whole pool: its cap stays below it (one worker is always left).
        per_client = max(1, min(per_client, workers - 1))
        self.memory_mb, self.workers, self.per_client, self.cors = memory_mb, workers, per_client, cors
        self._lock = threading.Lock()  # serialises updates
        self.live = SharedLock()  # pages (shared) and updates (exclusive) on the live store
        self._generation = 0  # bumped by every update this server makes
        self._clients: dict[str, int] = {}
        self._clients_cond = threading.Condition()
        self.pool = None
        if not remote:
            from kgraph.store.workers import WorkerPool

            self.pool = WorkerPool(
                location, warm=min(2, workers), max_workers=workers, memory_mb=memory_mb, snapshots=snapshots
            )

    def close(self) -> None:
        if self.pool is not None:
            self.pool.close()
        if self.snapshots is not None:
            self.snapshots.close()

    def worker_stamp(self) -> tuple[Any, ...] | None:
        """What a query worker compares to know whether to reopen the store."""
        from kgraph.store.workers import disk_stamp

        return None if self._remote else (disk_stamp(self.location), self._generation)

    def _query_store(self) -> Any:
        return self._store() if self._remote else Path(self.location)

    def handle(
        self,
        method: str,
        params: dict[str, list[str]],
        headers: dict[str, str],
        body: bytes,
        client: str = "local",
        cross_origin: bool = False,
        cancel: threading.Event | None = None,
    ) -> Response:
        """One request to /sparql; `cross_origin` (let in by --cors) allows queries only;
        `cancel` set: the client has gone, its query is stopped. (A request naming a graph,
        ?graph=IRI or ?default, goes to `kgraph.serve.gsp` instead: see the app.)"""
        if method == "OPTIONS":
            extra = {"Allow": "GET, HEAD, POST, PUT, DELETE, OPTIONS"}
            if self.cors:
                extra |= {
                    "Access-Control-Allow-Origin": "*",
                    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
                    "Access-Control-Allow-Headers": "Content-Type, Accept, Prefer, X-Requested-With",
                    "Access-Control-Max-Age": "600",
                }
            return Response(204, headers=extra)
        if method in ("GET", "HEAD"):
            if "update" in params:
                return text_response(405, "updates must be sent with POST", Allow="POST")
            query, update = _one(params, "query"), None
            if query is None and not any(k in params for k in ("default-graph-uri", "named-graph-uri")):
                return self.service_description(headers.get("host"), method == "HEAD", headers.get("accept", "*/*"))
        elif method == "POST":
            ctype = _media_type(headers.get("content-type", ""))
            charset = _charset(headers.get("content-type", ""))
            if charset not in ("utf-8", "utf8", "us-ascii", "ascii"):
                return text_response(415, f"request bodies must be UTF-8 (charset={charset} given)")
            limit = MAX_UPDATE_BYTES if self.allow_update else MAX_QUERY_BYTES
            if len(body) > limit:
                return text_response(413, f"request body over {limit} bytes")
            try:
                text = body.decode("utf-8")
            except UnicodeDecodeError:
                return text_response(400, "the request body is not valid UTF-8")
            if ctype == "application/x-www-form-urlencoded":
                try:
                    form = parse_qs(text, keep_blank_values=True, errors="strict")
                except UnicodeDecodeError:
                    return text_response(400, "the form is not valid UTF-8")
                for key, values in form.items():
                    params.setdefault(key, []).extend(values)
                query, update = _one(params, "query"), _one(params, "update")
            elif ctype == "application/sparql-query":
                query, update = text, None
            elif ctype == "application/sparql-update":
                query, update = None, text
            else:
                return text_response(
                    415,
                    "POST application/x-www-form-urlencoded, application/sparql-query or application/sparql-update",
                )
        else:
            return text_response(
                405,
                f"{method} is not allowed on /sparql without ?graph=IRI or ?default (the Graph Store Protocol)",
                Allow="GET, HEAD, POST, OPTIONS",
            )
        if (query is None) == (update is None):
            return text_response(400, "send exactly one query (query=...) or one update (update=...)")
        try:
            if update is not None:
                if cross_origin:
                    return text_response(403, "cross-origin updates are refused (--cors allows queries only)")
                return self._update(update, params)
            dataset = _dataset(params)
            return self._query(query or "", dataset, headers, method == "HEAD", client, cancel)
        except S.QueryTooComplex as exc:
            return text_response(400, str(exc))
        except S.QueryRefused as exc:
            return text_response(403, str(exc))
        except S.QueryTimeout as exc:
            return text_response(503, str(exc), **{"Retry-After": "5"})
        except (S.QueryResources, S.QueryBusy) as exc:
            return text_response(503, str(exc), **{"Retry-After": "10"})
        except QueryError as exc:
            return text_response(400, str(exc))

    @contextmanager
    def _client_slot(self, client: str) -> Iterator[bool]:
        """One of `per_client` query slots of a client address (False after CLIENT_WAIT s)."""
        deadline = time.monotonic() + CLIENT_WAIT
        with self._clients_cond:
            while self._clients.get(client, 0) >= self.per_client:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    yield False
                    return
                self._clients_cond.wait(remaining)
            self._clients[client] = self._clients.get(client, 0) + 1
        try:
            yield True
        finally:
            with self._clients_cond:
                self._clients[client] -= 1
                if not self._clients[client]:
                    del self._clients[client]
                self._clients_cond.notify_all()

    def _query(
        self,
        query: str,
        dataset: Any,
        headers: dict[str, str],
        head: bool,
        client: str,
        cancel: threading.Event | None = None,
    ) -> Response:
        info = S.check_query(query, allow_update=False, restrict_dataset=self._remote)
        if self._remote and S.abandoned_queries() >= MAX_ABANDONED:
            return text_response(503, "busy: earlier queries timed out and are still running", **{"Retry-After": "10"})
        accept = headers.get("accept", "*/*")
        graph_form = info.form in ("CONSTRUCT", "DESCRIBE")
        # SPARQL 1.1 CSV and TSV results are defined for SELECT only: an ASK is JSON or XML
        offers = GRAPH_TYPES if graph_form else ASK_TYPES if info.form == "ASK" else RESULT_TYPES
        chosen = _negotiate(accept, offers)
        if chosen is None:
            offered = ", ".join(offers)
            return text_response(406, f"cannot answer a {info.form} in {accept!r}; offered: {offered}")
        dataset = self._view(query, dataset)
        fmt, content_type = chosen[0], chosen[1]
        with self._client_slot(client) as admitted:
            if not admitted:
                return text_response(
                    429, f"too many queries at once from {client} (at most {self.per_client})", **{"Retry-After": "2"}
                )
            result = S.run(
                self._query_store(),
                query,
                limit=self.limit,
                timeout=self.timeout,
                info=info,
                dataset=dataset,
                pool=self.pool,
                stamp=self.worker_stamp(),
                cancel=cancel,
            )
        extra: dict[str, str] = {"Vary": "Accept"}
        if result.truncated:
            count = len(result.rows) if not graph_form else len(result.triples)
            why = (
                result.truncated
                if isinstance(result.truncated, str)
                else f"the server's --limit is {self.limit}, and an answer holds at most {MAX_RESULT_BYTES >> 20} MB of text"
            )
            note = f"results cut at {count} rows ({why}); add LIMIT/OFFSET to page through"
            if "handling=strict" in headers.get("prefer", "").replace(" ", "").lower():
                return text_response(
                    422, f"more than {count} results: {note}", **{"Preference-Applied": "handling=strict"}
                )
            extra |= {"X-KGraph-Truncated": str(self.limit), "Warning": f'199 kgraph "{note}"'}
        if graph_form:
            payload, replaced = S.to_rdf_with_count(result, fmt)
        else:
            writer = {"json": S.to_json, "xml": S.to_xml, "csv": S.to_csv, "tsv": S.to_tsv}[fmt]
            payload, replaced = writer(result).encode("utf-8"), S.xml_replacements(result) if fmt == "xml" else 0
        if replaced:
            extra["X-KGraph-Replaced-Characters"] = str(replaced)
            extra.setdefault(
                "Warning",
                f'199 kgraph "{replaced} characters XML cannot carry are shown as U+2400-U+241F or U+FFFD; ask for JSON for the exact text"',
            )
        return Response(200, payload, content_type, extra)  # HEAD: the server sends the headers only

    def _view(self, query: str, dataset: tuple[list[Any] | None, list[Any] | None] | None) -> Any:
        """The dataset the query runs on (`kgraph.query.datasets`): the user's view of the store
        unless the query names its own with FROM / FROM NAMED and the request gives none."""
        if self._remote:
            return None if dataset is None else (dataset[0] or [], dataset[1])
        if dataset is None and names_its_dataset(query):
            return None
        given = dataset or (None, None)
        return user_dataset(self._graph_listing(), given[0], given[1])

    def _graph_listing(self) -> Any:
        """What `kgraph.query.datasets` lists the store's graphs from: the live store, or, while an
        update's worker holds it (queries then read snapshots), the listing read last."""
        cached = getattr(self, "_graphs_seen", None)
        if cached is None or not self.live.writing:
            with self.live.shared():
                cached = list(self._store().query("SELECT DISTINCT ?g WHERE { GRAPH ?g { } }"))
            self._graphs_seen = cached
        return _Listing(cached)

    def reader_store(self) -> Any:
        """The store the pages read (for the Graph Store Protocol's GET)."""
        return self._store()

    def writer_store(self) -> Any:
        return self._writer

    def write_update(self, update: str) -> None:
        """Run one SPARQL Update written by kgraph (the Graph Store Protocol's writes) under the lock."""
        with self._lock:
            try:
                self._writer.update(update)
            finally:
                self._generation += 1
                if self.snapshots is not None:
                    self.snapshots.changed()

    def _update(self, update: str, params: dict[str, list[str]]) -> Response:
        if not self.allow_update:
            return text_response(403, "updates are refused: this server is read-only (start it with --allow-update)")
        if params.get("default-graph-uri") or params.get("named-graph-uri"):
            return text_response(400, "default-graph-uri / named-graph-uri apply to queries, not updates")
        info = S.check_query(update, allow_update=True, restrict_dataset=self._remote)
        if not info.is_update:
            return text_response(400, "update= holds a query; send it as query=")
        using, using_named = params.get("using-graph-uri") or [], params.get("using-named-graph-uri") or []
        written = update
        if using or using_named:
            update = S.with_update_dataset(written, using, using_named)  # USING <g> written in, IRIs checked
            info = S.check_query(update, allow_update=True, restrict_dataset=self._remote)
        with self._lock:
            from kgraph.query.register import drop_state

            drop_state(self._writer)  # the stored register cannot follow an update: rebuilt at the next ingest
            try:
                with self.live.exclusive():  # pages read the database the update worker opens
                    S.run(
                        self._writer,
                        update,
                        info=info,
                        allow_update=True,
                        timeout=self.timeout,
                        memory_mb=self.memory_mb,
                    )
            except QueryError as exc:
                if update != written and "syntax error" in str(exc):  # the position in the text the user sent
                    raise QueryError(S.update_syntax_error(written) or str(exc)) from None
                raise
            finally:
                self._generation += 1
                if self.snapshots is not None:
                    # Queries read checkpoints, never the database this process writes and
                    # compacts (see kgraph.store.snapshots): the next query takes a new one.
                    self.snapshots.changed()
        return text_response(200, "update done")

    def service_description(self, host: str | None, head: bool = False, accept: str = "*/*") -> Response:
        """The SPARQL 1.1 Service Description of this endpoint, in the RDF format the client
        accepts (Turtle when it names none kgraph writes: a browser, a results type)."""
        endpoint = _endpoint_iri(host) or describe_bind(self.host, self.port) + "sparql"
        formats = sorted({v[2] for v in (*RESULT_TYPES.values(), *GRAPH_TYPES.values()) if v[2]})
        languages = "sd:SPARQL11Query" + (", sd:SPARQL11Update" if self.allow_update else "")
        limits = {
            "maxRows": self.limit,
            "timeoutSeconds": self.timeout,
            "memoryLimitMB": self.memory_mb or 0,
            "maxQueryCharacters": S.MAX_QUERY_CHARS,
            "maxNestingDepth": S.MAX_DEPTH,
            "maxOperators": S.MAX_OPERATORS,
            "maxRequestBytes": MAX_UPDATE_BYTES if self.allow_update else MAX_QUERY_BYTES,
            "maxConcurrentQueries": self.workers,
            "maxConcurrentQueriesPerClient": self.per_client,
        }
        lines = [
            f"@prefix sd: <{SD}> .",
            f"@prefix formats: <{FORMATS}> .",
            f"@prefix kgs: <{KGS}> .",
            "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
            "",
            f"<{endpoint}> a sd:Service ;",
            f"    sd:endpoint <{endpoint}> ;",
            f"    sd:supportedLanguage {languages} ;",
            "    sd:resultFormat " + ", ".join(f"formats:{f}" for f in formats) + " ;",
            '    rdfs:comment "kgraph: SERVICE and LOAD are refused; FROM, FROM NAMED, default-graph-uri and '
            'named-graph-uri name graphs of this store and are never fetched." ;',
            '    rdfs:seeAlso "default graph: document metadata; named graphs: kgid:doc/PATH and '
            "kgid:retraction/R-... (the derived kgid:register/..., kgid:inputs/..., kgid:identity, kgid:digest/... only when named "
            'with named-graph-uri); default-graph-uri=https://w3id.org/kgraph/id/union: the union of them all" ;',
            "    sd:defaultDataset [ a sd:Dataset ; sd:defaultGraph [ a sd:Graph ] ] ;",
        ]
        lines += [f"    kgs:{name} {value} ;" for name, value in limits.items()]
        lines[-1] = lines[-1][:-2] + " ."
        body = ("\n".join(lines) + "\n").encode("utf-8")
        chosen = _negotiate(accept, GRAPH_TYPES)
        fmt, content_type = ("turtle", "text/turtle; charset=utf-8") if chosen is None else chosen[:2]
        if fmt != "turtle":
            body = _reserialise(body, fmt)
        return Response(200, body, content_type, {"Vary": "Accept"})


def _reserialise(turtle: bytes, fmt: str) -> bytes:
    """Turtle text in another RDF format kgraph writes (the graph formats of GRAPH_TYPES)."""
    from pyoxigraph import RdfFormat, parse, serialize

    formats = {
        "ntriples": RdfFormat.N_TRIPLES,
        "rdfxml": RdfFormat.RDF_XML,
        "jsonld": RdfFormat.JSON_LD,
        "nquads": RdfFormat.N_QUADS,
        "trig": RdfFormat.TRIG,
    }
    triples = [q.triple for q in parse(turtle, format=RdfFormat.TURTLE)]
    return serialize(triples, format=formats[fmt])


def _endpoint_iri(host: str | None) -> str | None:
    """http://HOST/sparql for a Host header made of a plain host name (or address) and port."""
    if not host:
        return None
    try:
        parts = urlsplit("//" + host)
        name, port = parts.hostname or "", parts.port
    except ValueError:
        return None
    if not re.fullmatch(r"[A-Za-z0-9.\-]+|[0-9A-Fa-f:.]+", name):
        return None
    shown = f"[{name}]" if ":" in name else name
    return f"http://{shown}{'' if port is None else ':' + str(port)}/sparql"


def _one(params: dict[str, list[str]], key: str) -> str | None:
    values = params.get(key)
    if not values:
        return None
    if len(values) > 1:
        raise QueryError(f"{key} given {len(values)} times")
    return values[0]


def _media_type(value: str) -> str:
    msg = Message()
    msg["content-type"] = value
    return msg.get_content_type() if value else ""


def _dataset(params: dict[str, list[str]]) -> tuple[list[Any], list[Any] | None] | None:
    """The Protocol's default-graph-uri / named-graph-uri (each None when not given): graphs of
    this store, never fetched. With either given, they replace the query's dataset (§2.1.4): the
    default graph is the merge of the default-graph-uri graphs (empty when only named graphs are
    given); the named graphs are the named-graph-uri graphs (none when only default-graph-uri is
    given, as `FROM <g>` alone means: Query §13.2). A graph the store does not hold is empty."""
    from pyoxigraph import NamedNode

    defaults = params.get("default-graph-uri") or []
    named = params.get("named-graph-uri") or []
    if params.get("using-graph-uri") or params.get("using-named-graph-uri"):
        raise QueryError("using-graph-uri / using-named-graph-uri apply to updates, not queries")
    if not defaults and not named:
        return None
    try:
        return [NamedNode(i) for i in defaults] if defaults else None, [NamedNode(i) for i in named] if named else None
    except ValueError as exc:
        raise QueryError(f"bad graph IRI ({exc})") from None


def _charset(value: str) -> str:
    msg = Message()
    msg["content-type"] = value or "application/octet-stream"
    return (msg.get_content_charset() or "utf-8").lower()


def _negotiate(accept: str, offered: dict[str, tuple[str, str, str | None]]) -> tuple[str, str, str | None] | None:
    """The offered type the client prefers (q-values honoured); the first offer for */*."""
    choices: list[tuple[float, int, tuple[str, str, str | None]]] = []
    default = next(iter(offered.values()))
    for n, part in enumerate((accept or "*/*").split(",")):
        fields = [f.strip() for f in part.split(";")]
        media = fields[0].lower()
        q = 1.0
        for f in fields[1:]:
            if f.startswith("q="):
                try:
                    q = float(f[2:])
                except ValueError:
                    q = 0.0
        if q <= 0:
            continue
        if media in offered:
            choices.append((q, -n, offered[media]))
        elif media in ("*/*", "application/*", "text/*"):
            match = (
                default if media != "text/*" else next((v for k, v in offered.items() if k.startswith("text/")), None)
            )
            if match:
                choices.append((q - 0.001, -n, match))
    return max(choices)[2] if choices else None


# ---------------------------------------------------------------- the HTTP server


def describe_bind(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


class _Listing:
    """A store that answers only the graph listing `kgraph.query.datasets` asks for, from rows read before."""

    def __init__(self, rows: list[Any]):
        self._rows = rows

    def query(self, sparql: str, **_: Any) -> list[Any]:
        return self._rows
