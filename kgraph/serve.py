"""`kgraph serve`: the SPARQL 1.1 Protocol at /sparql and a few human pages, standard library only.

The pages and the protocol are one function, `App.handle(method, target, headers, body)`,
that `kgraph serve --get /path` calls without a socket; the HTTP handler only adapts it.

Safety: binds 127.0.0.1 unless told otherwise; read-only unless `--allow-update` (then the
server holds the store's write lock and every update goes through it, one at a time);
every query is checked by `kgraph.sparql.check_query` before it runs (403 for SERVICE,
LOAD, foreign FROM, updates on a read-only server), runs with a timeout and a row cap, and
answers 503 while too many timed-out queries are still evaluating. Requests whose Host is
not this machine (DNS rebinding) or whose Origin is another site (a cross-site form
posting an update) are refused. Every string from a document is escaped with html.escape.
"""

from __future__ import annotations

import datetime as dt
import html
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import Message
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from kgraph import sparql as S
from kgraph.errors import KGraphError, NotFound, QueryError, StoreError

MAX_QUERY_BYTES = 1 << 20
MAX_UPDATE_BYTES = 64 << 20
MAX_ABANDONED = 4  # timed-out queries still evaluating before new ones get 503
LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")

PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
# Pages rendered by other modules (maps, reports) may carry inline scripts; nothing may load from elsewhere.
REPORT_CSP = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
    "font-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)

RESULT_TYPES = {
    "application/sparql-results+json": ("json", "application/sparql-results+json"),
    "application/json": ("json", "application/sparql-results+json"),
    "application/sparql-results+xml": ("xml", "application/sparql-results+xml"),
    "application/xml": ("xml", "application/sparql-results+xml"),
    "text/csv": ("csv", "text/csv; charset=utf-8"),
    "text/tab-separated-values": ("tsv", "text/tab-separated-values; charset=utf-8"),
}
GRAPH_TYPES = {
    "text/turtle": ("turtle", "text/turtle; charset=utf-8"),
    "application/x-turtle": ("turtle", "text/turtle; charset=utf-8"),
    "application/n-triples": ("ntriples", "application/n-triples"),
    "text/plain": ("ntriples", "application/n-triples"),
}


@dataclass
class Response:
    status: int
    body: bytes = b""
    content_type: str = "text/plain; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)


def text_response(status: int, message: str, **headers: str) -> Response:
    return Response(status, (message.rstrip("\n") + "\n").encode("utf-8"), headers=dict(headers))


class App:
    """Everything `kgraph serve` answers, over one store (a folder or a SPARQL endpoint)."""

    def __init__(
        self,
        location: Path | str,
        *,
        allow_update: bool = False,
        timeout: float = S.DEFAULT_TIMEOUT,
        limit: int = S.DEFAULT_LIMIT,
        host: str = "127.0.0.1",
        port: int = 7878,
    ):
        from kgraph.api import KGraph
        from kgraph.store import is_remote, open_store

        self.location = location
        self.allow_update = allow_update
        self.timeout = timeout
        self.limit = limit
        self.host, self.port = host, port
        self._remote = is_remote(location)
        self._lock = threading.Lock()  # guards reopening, and serialises updates
        self._stamp: tuple[int, ...] | None = None
        if allow_update:
            self._writer = open_store(location, write=True)
            self.graph = KGraph.over(self._writer)
        else:
            self._writer = None
            self.graph = KGraph(location)
            self.graph.store  # noqa: B018 - fail now, not on the first request, if there is no store
            self._stamp = self._disk_stamp()

    def close(self) -> None:
        self.graph.close()
        if self._writer is not None:
            self._writer.close()

    # ---------------------------------------------------------------- store freshness

    def _disk_stamp(self) -> tuple[int, ...] | None:
        """Changes when another process writes the folder (a read-only open sees a snapshot)."""
        if self._remote:
            return None
        stamps = []
        for path in (Path(self.location) / "oxigraph", Path(self.location) / "write.lock"):
            try:
                stamps.append(path.stat().st_mtime_ns)
            except OSError:
                stamps.append(0)
        return tuple(stamps)

    def _store(self) -> Any:
        if self._writer is None and not self._remote:
            stamp = self._disk_stamp()
            if stamp != self._stamp:
                from kgraph.api import KGraph

                with self._lock:
                    if stamp != self._stamp:
                        # A fresh read-only view; requests still using the old one finish on it.
                        graph = KGraph(self.location)
                        graph.store  # noqa: B018 - open it now, under the lock
                        self.graph = graph
                        self._stamp = stamp
        return self.graph.store

    # ---------------------------------------------------------------- dispatch

    def handle(self, method: str, target: str, headers: dict[str, str] | None = None, body: bytes = b"") -> Response:
        headers = {k.lower(): v for k, v in (headers or {}).items()}
        try:
            refused = self._check_origin(method, headers)
            if refused:
                return refused
            parts = urlsplit(target)
            path = parts.path
            params = parse_qs(parts.query, keep_blank_values=True)
            if path == "/sparql":
                return self.sparql(method, params, headers, body)
            if method not in ("GET", "HEAD"):
                return text_response(405, f"{method} is not allowed here", Allow="GET, HEAD")
            if path in ("/", "/index.html"):
                return self.index()
            if path == "/search":
                return self.search(_one(params, "q") or "")
            if path.startswith("/item/"):
                return self.item(unquote(path[len("/item/") :]), _one(params, "as_of"))
            if path == "/new" or path.startswith("/new/"):
                return self.new(unquote(path[len("/new/") :]) if path.startswith("/new/") else "")
            if path == "/contradictions":
                return self.contradictions()
            if path.startswith("/map/"):
                return self.map(unquote(path[len("/map/") :]))
            return self.page(404, "Not found", f"<p>Nothing at {html.escape(path)}.</p>")
        except StoreError as exc:
            return text_response(500, f"store error: {exc}")
        except QueryError as exc:
            return text_response(400, str(exc))
        except Exception as exc:  # noqa: BLE001 - a request must never take the server down
            return text_response(500, f"internal error ({type(exc).__name__})")

    def _check_origin(self, method: str, headers: dict[str, str]) -> Response | None:
        allowed = {self.host, *LOOPBACK}
        host = headers.get("host")
        if host is not None and self.host in LOOPBACK + ("",):
            name = urlsplit("//" + host).hostname or ""
            if name not in {h.strip("[]") for h in allowed}:
                return text_response(403, f"Host {host!r} is refused: this server answers on loopback names only")
        origin = headers.get("origin")
        if origin is not None and method not in ("GET", "HEAD"):
            same_origin = host is not None and urlsplit(origin).netloc == host
            name = urlsplit(origin).hostname or ""
            if origin == "null" or not (same_origin or name in {h.strip("[]") for h in allowed}):
                return text_response(403, "cross-site requests are refused")
        return None

    # ---------------------------------------------------------------- SPARQL protocol

    def sparql(self, method: str, params: dict[str, list[str]], headers: dict[str, str], body: bytes) -> Response:
        if method in ("GET", "HEAD"):
            if "update" in params:
                return text_response(405, "updates must be sent with POST", Allow="POST")
            query, update = _one(params, "query"), None
        elif method == "POST":
            ctype = _media_type(headers.get("content-type", ""))
            limit = MAX_UPDATE_BYTES if self.allow_update else MAX_QUERY_BYTES
            if len(body) > limit:
                return text_response(413, f"request body over {limit} bytes")
            if ctype == "application/x-www-form-urlencoded":
                form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
                for key, values in form.items():
                    params.setdefault(key, []).extend(values)
                query, update = _one(params, "query"), _one(params, "update")
            elif ctype == "application/sparql-query":
                query, update = body.decode("utf-8", "replace"), None
            elif ctype == "application/sparql-update":
                query, update = None, body.decode("utf-8", "replace")
            else:
                return text_response(
                    415,
                    "POST application/x-www-form-urlencoded, application/sparql-query or application/sparql-update",
                )
        else:
            return text_response(405, f"{method} is not allowed on /sparql", Allow="GET, POST")
        if (query is None) == (update is None):
            return text_response(400, "send exactly one query (query=...) or one update (update=...)")
        try:
            dataset = _dataset(params)
            if update is not None:
                return self._update(update)
            return self._query(query or "", dataset, headers.get("accept", "*/*"), method == "HEAD")
        except S.QueryRefused as exc:
            return text_response(403, str(exc))
        except S.QueryTimeout as exc:
            return text_response(503, str(exc), **{"Retry-After": "5"})
        except QueryError as exc:
            return text_response(400, str(exc))

    def _query(self, query: str, dataset: Any, accept: str, head: bool) -> Response:
        info = S.check_query(query, allow_update=False)
        if S.abandoned_queries() >= MAX_ABANDONED:
            return text_response(503, "busy: earlier queries timed out and are still running", **{"Retry-After": "10"})
        graph_form = info.form in ("CONSTRUCT", "DESCRIBE")
        chosen = _negotiate(accept, GRAPH_TYPES if graph_form else RESULT_TYPES)
        if chosen is None:
            offered = ", ".join(GRAPH_TYPES if graph_form else RESULT_TYPES)
            return text_response(406, f"cannot answer a {info.form} in {accept!r}; offered: {offered}")
        fmt, content_type = chosen
        result = S.run(self._store(), query, limit=self.limit, timeout=self.timeout, info=info, dataset=dataset)
        if graph_form:
            body = S.to_rdf(result, fmt)
        else:
            body = {"json": S.to_json, "xml": S.to_xml, "csv": S.to_csv, "tsv": S.to_tsv}[fmt](result).encode("utf-8")
        extra = {"X-KGraph-Truncated": str(self.limit)} if result.truncated else {}
        return Response(200, b"" if head else body, content_type, {"Vary": "Accept", **extra})

    def _update(self, update: str) -> Response:
        if not self.allow_update:
            return text_response(403, "updates are refused: this server is read-only (start it with --allow-update)")
        info = S.check_query(update, allow_update=True)
        if not info.is_update:
            return text_response(400, "update= holds a query; send it as query=")
        with self._lock:
            from kgraph.register import drop_state

            drop_state(self._writer)  # the stored register cannot follow an update: rebuilt at the next ingest
            S.run(self._writer, update, info=info, allow_update=True, timeout=None)
        return text_response(200, "update done")

    # ---------------------------------------------------------------- pages

    def page(self, status: int, title: str, body: str, csp: str = PAGE_CSP) -> Response:
        doc = (
            "<!doctype html>\n<html lang=en><head><meta charset=utf-8>"
            f"<title>{html.escape(title)} · kgraph</title><style>{STYLE}</style></head><body>"
            '<nav><a href="/">kgraph</a> · <a href="/contradictions">contradictions</a> · '
            '<a href="/new/">latest brief</a>'
            '<form action="/search" method=get><input name=q placeholder="arXiv id or name" aria-label=search>'
            "<button>find</button></form></nav>"
            f"<main><h1>{html.escape(title)}</h1>{body}</main></body></html>\n"
        )
        return Response(status, doc.encode("utf-8"), "text/html; charset=utf-8", {"Content-Security-Policy": csp})

    def index(self) -> Response:
        from kgraph.queries import rows

        docs = list(reversed(rows(self._store(), "documents")))
        items = []
        for d in docs:
            label = f"{d['date'] or 'undated'} · {d['kind']} · {d['path']}"
            if d["kind"] == "brief":
                items.append(f'<li><a href="/new/{_url(d["path"])}">{html.escape(label)}</a></li>')
            else:
                items.append(f"<li>{html.escape(label)}</li>")
        body = (
            "<p>Look up an item by arXiv id, paper-card name, name or alias, or a claim id.</p>"
            '<form action="/search" method=get><input name=q size=40 autofocus aria-label="item">'
            "<button>find</button></form>"
            '<h2>SPARQL</h2><form action="/sparql" method=get>'
            '<textarea name=query rows=4 cols=80 aria-label="SPARQL query">'
            "SELECT ?kind (COUNT(?d) AS ?n) WHERE { ?d kg:documentKind ?kind } GROUP BY ?kind</textarea><br>"
            "<button>run</button> (answers SPARQL JSON; read-only"
            + ("" if not self.allow_update else ", updates allowed by POST")
            + ")</form>"
            f"<h2>Documents ({len(docs)})</h2><ul>{''.join(items)}</ul>"
        )
        return self.page(200, "kgraph", body)

    def search(self, text: str) -> Response:
        text = text.strip()
        if not text:
            return self.index()
        try:
            data = self.graph_why(text)
        except NotFound as exc:
            return self._not_found(text, exc)
        return Response(303, b"", headers={"Location": "/item/" + _url(str(data["id"]))})

    def graph_why(self, text: str, as_of: dt.date | None = None) -> dict[str, Any]:
        self._store()
        return self.graph.why(text, as_of)

    def _not_found(self, text: str, exc: NotFound) -> Response:
        links = "".join(f'<li><a href="/item/{_url(s)}">{html.escape(s)}</a></li>' for s in exc.suggestions)
        more = f"<p>Did you mean:</p><ul>{links}</ul>" if links else ""
        return self.page(404, "Not found", f"<p>{html.escape(str(exc))}</p>{more}")

    def item(self, text: str, as_of_text: str | None) -> Response:
        from kgraph.textviews import lineage_text

        as_of = None
        if as_of_text:
            try:
                as_of = dt.date.fromisoformat(as_of_text)
            except ValueError:
                return self.page(400, "Bad date", f"<p>{html.escape(as_of_text)} is not a date (YYYY-MM-DD).</p>")
        try:
            data = self.graph_why(text, as_of)
        except NotFound as exc:
            return self._not_found(text, exc)
        except KGraphError as exc:
            return self.page(400, "Cannot show this item", f"<p>{html.escape(str(exc))}</p>")
        body = f"<pre>{html.escape(lineage_text(data))}</pre>"
        links = []
        if data.get("kind") != "claim":
            links.append(f'<li><a href="/map/{_url(str(data["id"]))}">map of {html.escape(str(data["id"]))}</a></li>')
        for other in data.get("adjacent") or []:
            links.append(f'<li>adjacent: <a href="/item/{_url(other)}">{html.escape(other)}</a></li>')
        if data.get("item"):
            links.append(f'<li>about: <a href="/item/{_url(data["item"])}">{html.escape(data["item"])}</a></li>')
        briefs = sorted({m["document"] for m in data.get("mentions") or [] if m.get("kind") == "brief"})
        for path in briefs:
            links.append(f'<li>NET-new check: <a href="/new/{_url(path)}">{html.escape(path)}</a></li>')
        for claim in data.get("claims") or []:
            links.append(f'<li>claim: <a href="/item/{_url(claim["id"])}">{html.escape(claim["id"])}</a></li>')
        if links:
            body += "<h2>Links</h2><ul>" + "".join(links) + "</ul>"
        return self.page(200, str(data["id"]), body)

    def _delegated(self, what: str, call: Callable[[], str]) -> Response:
        """A page rendered by another module; 501 while that module is not part of this install."""
        try:
            text = call()
        except (ImportError, AttributeError) as exc:
            return self.page(
                501,
                "Not available yet",
                f"<p>{html.escape(what)} is not available in this "
                f"installation ({html.escape(type(exc).__name__)}: {html.escape(str(exc))}).</p>",
            )
        except NotFound as exc:
            return self._not_found("", exc)
        except KGraphError as exc:
            return self.page(400, "Cannot show this page", f"<p>{html.escape(str(exc))}</p>")
        return Response(200, text.encode("utf-8"), "text/html; charset=utf-8", {"Content-Security-Policy": REPORT_CSP})

    def new(self, path: str) -> Response:
        def call() -> str:
            from kgraph.htmlreport import render_new_html

            self._store()
            return render_new_html(self.graph.new(path or None))

        return self._delegated("The NET-new page (kgraph.htmlreport.render_new_html)", call)

    def contradictions(self) -> Response:
        def call() -> str:
            from kgraph.htmlreport import render_contradictions_html

            self._store()
            return render_contradictions_html(self.graph.contradictions())

        return self._delegated("The contradiction register page (kgraph.htmlreport)", call)

    def map(self, item: str) -> Response:
        def call() -> str:
            from kgraph.mapping import render_map

            return render_map(self._store(), item or None)

        return self._delegated("The map page (kgraph.mapping.render_map)", call)


STYLE = (
    "body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#222}nav{background:#f3f3f3;padding:.5em 1em}"
    "nav form{display:inline;margin-left:1em}main{padding:0 1em 2em}pre{white-space:pre-wrap;font-size:13px}"
    "a{color:#0645ad}"
)


def _one(params: dict[str, list[str]], key: str) -> str | None:
    values = params.get(key)
    if not values:
        return None
    if len(values) > 1:
        raise QueryError(f"{key} given {len(values)} times")
    return values[0]


def _url(text: str) -> str:
    return quote(text, safe="/@~")


def _media_type(value: str) -> str:
    msg = Message()
    msg["content-type"] = value
    return msg.get_content_type() if value else ""


def _dataset(params: dict[str, list[str]]) -> tuple[list[Any], list[Any] | None] | None:
    """The Protocol's default-graph-uri / named-graph-uri, limited to kgraph's own graphs."""
    from pyoxigraph import NamedNode

    defaults = params.get("default-graph-uri") or []
    named = params.get("named-graph-uri") or []
    if params.get("using-graph-uri") or params.get("using-named-graph-uri"):
        raise QueryError("using-graph-uri / using-named-graph-uri are not supported")
    if not defaults and not named:
        return None
    for iri in defaults + named:
        if not iri.startswith(S.KGRAPH_IRI):
            raise S.QueryRefused(f"<{iri}> is refused: only kgraph's own graphs ({S.KGRAPH_IRI}...) may be named")
    try:
        return [NamedNode(i) for i in defaults], [NamedNode(i) for i in named] or None
    except ValueError as exc:
        raise QueryError(f"bad graph IRI ({exc})") from None


def _negotiate(accept: str, offered: dict[str, tuple[str, str]]) -> tuple[str, str] | None:
    """The offered type the client prefers (q-values honoured); the first offer for */*."""
    choices: list[tuple[float, int, tuple[str, str]]] = []
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


def make_server(app: App, host: str = "127.0.0.1", port: int = 7878, quiet: bool = False) -> Any:
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    class Handler(BaseHTTPRequestHandler):
        server_version = "kgraph"
        sys_version = ""
        timeout = 60  # seconds a client may take to send its request
        protocol_version = "HTTP/1.1"

        def _serve(self) -> None:
            length = self.headers.get("Content-Length")
            body = b""
            if self.command == "POST":
                if length is None:
                    self._send(text_response(411, "Content-Length required"))
                    return
                try:
                    size = int(length)
                except ValueError:
                    self._send(text_response(400, "bad Content-Length"))
                    return
                if size > MAX_UPDATE_BYTES:
                    self._send(text_response(413, "request body too large"))
                    self.close_connection = True
                    return
                body = self.rfile.read(size)
            headers = {k.lower(): v for k, v in self.headers.items()}
            response = app.handle(self.command, self.path, headers, body)
            self._send(response, head=self.command == "HEAD")

        def _send(self, response: Response, head: bool = False) -> None:
            self.send_response(response.status, HTTPStatus(response.status).phrase)
            self.send_header("Content-Type", response.content_type)
            self.send_header("Content-Length", str(len(response.body)))
            self.send_header("X-Content-Type-Options", "nosniff")
            self.send_header("Referrer-Policy", "no-referrer")
            for key, value in response.headers.items():
                self.send_header(key, value)
            self.end_headers()
            if not head:
                self.wfile.write(response.body)

        do_GET = do_POST = do_HEAD = _serve

        def _not_allowed(self) -> None:
            self._send(text_response(405, f"{self.command} is not allowed", Allow="GET, HEAD, POST"))

        do_PUT = do_DELETE = do_PATCH = do_OPTIONS = _not_allowed

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - http.server's name
            if not quiet:
                super().log_message(format, *args)

    import socket

    class Server(ThreadingHTTPServer):
        address_family = socket.AF_INET6 if ":" in host else socket.AF_INET

    server = Server((host.strip("[]"), port), Handler)
    server.daemon_threads = True
    return server


def get(app: App, target: str) -> Response:
    """`kgraph serve --get PATH`: one request, answered in-process."""
    return app.handle("GET", target, {"host": "127.0.0.1", "accept": "*/*"})


def describe_bind(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/"


def warn_exposed(host: str) -> str | None:
    if host in LOOPBACK:
        return None
    return f"warning: listening on {host}: anyone who can reach it can query the store (no authentication)"


__all__ = ["App", "Response", "make_server", "get"]
