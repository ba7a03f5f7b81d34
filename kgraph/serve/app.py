"""`kgraph serve`: the SPARQL 1.1 Protocol at /sparql (`kgraph.serve.protocol`) and a few human pages,
behind uvicorn + h11 (`kgraph.serve.http`).

The pages and the protocol are one function, `App.handle(method, target, headers, body, client)`,
that `kgraph serve --get /path` calls without a socket; the HTTP server only adapts it.

Safety: binds 127.0.0.1 unless told otherwise; read-only unless `--allow-update` (then the
server holds the store's write lock and every update goes through it, one at a time, while
queries read checkpoints of the store, `kgraph.store.snapshots`). Every
query is checked and run within its limits (see `kgraph.serve.protocol`, `kgraph.store.workers`).
Request bodies are read only with a valid `Content-Length` under the bound. Requests whose Host
is not this machine (DNS rebinding) are refused, and so is every request that carries an Origin
other than this server's own (scheme, host and port), and every cross-site query
(Sec-Fetch-Site) unless `--cors` allows read-only queries from anywhere. Every string from a
document is escaped with html.escape; URLs with control characters are refused.
"""

from __future__ import annotations

import datetime as dt
import html
import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlsplit

from kgraph.errors import KGraphError, NotFound, QueryError, StoreError
from kgraph.query import sparql as S
from kgraph.serve.protocol import (
    DEFAULT_PER_CLIENT,
    DEFAULT_WORKERS,
    Endpoint,
    Response,
    _one,
    describe_bind,
    text_response,
)

LOOPBACK = ("127.0.0.1", "localhost", "::1", "[::1]")
PAGE_WAIT = 10.0  # seconds a page waits for one of its slots before 429 / 503
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
# Pages rendered by other modules (maps, reports) may carry inline scripts; nothing may load from elsewhere.
REPORT_CSP = (
    "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
    "font-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)


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
        memory_mb: int | None = S.DEFAULT_MEMORY_MB,
        workers: int = DEFAULT_WORKERS,
        per_client: int = DEFAULT_PER_CLIENT,
        cors: bool = False,
        allow_hosts: tuple[str, ...] = (),
    ):
        from kgraph.api import KGraph
        from kgraph.store.local import is_remote, open_store

        self.location = location
        self.allow_update = allow_update
        self.host, self.port = host, port
        self.cors = cors
        self.allow_hosts = tuple(h.lower() for h in allow_hosts)
        self._remote = is_remote(location)
        self._lock = threading.Lock()  # guards reopening
        self._stamp: tuple[int, ...] | None = None
        snapshots = None
        if allow_update:
            self._writer = open_store(location, write=True)
            self.graph = KGraph.over(self._writer)
            if not self._remote:
                from kgraph.store.snapshots import Snapshots

                try:
                    snapshots = Snapshots(location, lambda: self._writer.store)
                except BaseException:
                    self._writer.close()
                    raise
        else:
            self._writer = None
            self.graph = KGraph(location)
            self.graph.store  # noqa: B018 - fail now, not on the first request, if there is no store
            self._stamp = self._disk_stamp()
        self._pages = threading.BoundedSemaphore(max(1, workers))  # pages rendered at once
        self._page_clients: dict[str, int] = {}
        self._page_clients_lock = threading.Condition()
        self.endpoint = Endpoint(
            location,
            remote=self._remote,
            store=self._store,
            writer=self._writer,
            timeout=timeout,
            limit=limit,
            host=host,
            port=port,
            memory_mb=memory_mb,
            workers=workers,
            per_client=per_client,
            cors=cors,
            snapshots=snapshots,
        )

    @property
    def port(self) -> int:
        return self._port

    @port.setter
    def port(self, value: int) -> None:  # `kgraph serve --port 0` sets the port it was given
        self._port = value
        if hasattr(self, "endpoint"):
            self.endpoint.port = value

    def close(self) -> None:
        self.endpoint.close()
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

    def handle(
        self,
        method: str,
        target: str,
        headers: dict[str, str] | None = None,
        body: bytes = b"",
        client: str = "local",
        cancel: threading.Event | None = None,
    ) -> Response:
        """One request; `cancel` is set when its client has gone (its query is then stopped)."""
        headers = {k.lower(): v for k, v in (headers or {}).items()}
        try:
            parts = urlsplit(target)
            path = parts.path
            refused, cross_origin = self._check_origin(method, path, headers)
            if refused:
                return refused
            params = parse_qs(parts.query, keep_blank_values=True)
            page_text = [unquote(path)] + (
                [] if path in ("/sparql", "/sparql/") else [*params, *sum(params.values(), [])]
            )
            if any(_CONTROL.search(t) for t in page_text):
                return text_response(400, "control characters in the URL are refused")
            if path in ("/sparql", "/sparql/"):
                from kgraph.serve import gsp  # ?graph= / ?default: the Graph Store HTTP Protocol

                if method != "OPTIONS" and gsp.is_graph_store_request(method, params):
                    with self.endpoint.live.shared():  # the live store: never while an update's worker holds it
                        response = gsp.handle(self.endpoint, method, params, headers, body, cross_origin)
                else:
                    response = self.endpoint.handle(
                        method, params, headers, body, client, cross_origin=cross_origin, cancel=cancel
                    )
                if self.cors and "origin" in headers and response.status < 500:
                    response.headers.setdefault("Access-Control-Allow-Origin", "*")
                    response.headers.setdefault("Access-Control-Expose-Headers", "Warning, X-KGraph-Truncated")
                return response
            if method == "OPTIONS":
                return Response(204, headers={"Allow": "GET, HEAD, OPTIONS"})
            if method not in ("GET", "HEAD"):
                return text_response(405, f"{method} is not allowed here", Allow="GET, HEAD")
            return self._limited_page(path, params, client)
        except StoreError as exc:
            return text_response(500, f"store error: {exc}")
        except QueryError as exc:
            return text_response(400, str(exc))
        except Exception as exc:  # noqa: BLE001 - a request must never take the server down
            return text_response(500, f"internal error ({type(exc).__name__})")

    def _limited_page(self, path: str, params: dict[str, list[str]], client: str) -> Response:
        """A page within the query limits: at most `workers` rendered at once and `per_client`
        per client address (429 after PAGE_WAIT s), answered 503 at --timeout. A page renders
        in this process (no query of a user's), on a thread: one past its deadline is answered
        503 and finishes in the background, still holding its slot, so they stay bounded."""
        from kgraph.serve.protocol import CLIENT_WAIT

        wait = max(CLIENT_WAIT, min(self.endpoint.timeout, PAGE_WAIT))
        if not self._pages.acquire(timeout=wait):  # released by the renderer
            return text_response(503, "busy: too many pages being rendered; try again shortly", **{"Retry-After": "5"})
        deadline = time.monotonic() + wait
        with self._page_clients_lock:
            while self._page_clients.get(client, 0) >= self.endpoint.per_client:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    self._pages.release()
                    return text_response(429, f"too many pages at once from {client}", **{"Retry-After": "2"})
                self._page_clients_lock.wait(remaining)
            self._page_clients[client] = self._page_clients.get(client, 0) + 1
        done = threading.Event()
        holder: dict[str, Any] = {}

        def render() -> None:
            try:
                with self.endpoint.live.shared():  # never while an update's worker holds the database
                    holder["response"] = self._page(path, params)
            except BaseException as exc:  # noqa: BLE001 - answered by the caller
                holder["error"] = exc
            finally:
                with self._page_clients_lock:
                    self._page_clients[client] -= 1
                    if not self._page_clients[client]:
                        del self._page_clients[client]
                    self._page_clients_lock.notify_all()
                self._pages.release()
                done.set()

        threading.Thread(target=render, name="kgraph-page", daemon=True).start()
        if not done.wait(self.endpoint.timeout):
            return text_response(503, f"the page took longer than {self.endpoint.timeout:g} s", **{"Retry-After": "10"})
        if "error" in holder:
            raise holder["error"]
        return holder["response"]

    def _page(self, path: str, params: dict[str, list[str]]) -> Response:
        from kgraph.serve.pages import dispatch

        site_page = dispatch(self, path, params)  # the provenance site (kgraph.serve.pages)
        if site_page is not None:
            return site_page
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

    def _allowed_names(self) -> set[str]:
        return {h.strip("[]").lower() for h in (self.host, *LOOPBACK, *self.allow_hosts)}

    def _check_origin(self, method: str, path: str, headers: dict[str, str]) -> tuple[Response | None, bool]:
        """Host (DNS rebinding), Origin (by scheme, host and port) and Sec-Fetch-Site (queries):
        (a refusal or None, whether the request is cross-origin and let in by --cors)."""
        host = headers.get("host")
        if host is not None and (self.host in LOOPBACK + ("",) or self.allow_hosts):
            name = (urlsplit("//" + host).hostname or "").lower()
            if name not in self._allowed_names():
                message = f"Host {host!r} is refused: this server answers on loopback names only (see --allow-host)"
                return text_response(403, message), False
        is_query = path in ("/sparql", "/sparql/")
        cors_ok = self.cors and is_query and method in ("GET", "HEAD", "POST", "OPTIONS")
        origin = headers.get("origin")
        site = headers.get("sec-fetch-site")
        cross = origin is not None and not _same_origin(origin, host)
        cross = cross or site in ("cross-site", "same-site")  # pages as queries: no cross-site use
        if cross and not cors_ok:
            shown = f" (Origin {origin!r})" if origin is not None else ""
            return text_response(403, f"cross-origin requests are refused{shown}; see --cors"), False
        return None, cross

    # ---------------------------------------------------------------- pages

    def page(self, status: int, title: str, body: str, csp: str = PAGE_CSP) -> Response:
        doc = (
            "<!doctype html>\n<html lang=en><head><meta charset=utf-8>"
            f"<title>{html.escape(title if title == 'kgraph' else title + ' · kgraph')}</title><style>{STYLE}</style></head><body>"
            '<nav><a href="/">kgraph</a> · <a href="/contradictions">contradictions</a> · '
            '<a href="/new/">latest brief</a>'
            '<form action="/search" method=get><input name=q placeholder="arXiv id or name" aria-label=search>'
            "<button>find</button></form></nav>"
            f"<main><h1>{html.escape(title)}</h1>{body}</main></body></html>\n"
        )
        return Response(status, doc.encode("utf-8"), "text/html; charset=utf-8", {"Content-Security-Policy": csp})

    def index(self) -> Response:
        from kgraph.query.named import rows

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
        from kgraph.render.text import lineage_text

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
            from kgraph.render.html import render_new_html

            self._store()
            return render_new_html(self.graph.new(path or None))

        return self._delegated("The NET-new page (kgraph.render.html.render_new_html)", call)

    def contradictions(self) -> Response:
        def call() -> str:
            from kgraph.render.html import render_contradictions_html

            self._store()
            return render_contradictions_html(self.graph.contradictions())

        return self._delegated("The contradiction register page (kgraph.render.html)", call)

    def map(self, item: str) -> Response:
        def call() -> str:
            from kgraph.render.map import render_map

            return render_map(self._store(), item or None)

        return self._delegated("The map page (kgraph.render.map.render_map)", call)


STYLE = (
    "body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#222}nav{background:#f3f3f3;padding:.5em 1em}"
    "nav form{display:inline;margin-left:1em}main{padding:0 1em 2em}pre{white-space:pre-wrap;font-size:13px}"
    "a{color:#0645ad}"
)


def _url(text: str) -> str:
    return quote(text, safe="/@~")


def _same_origin(origin: str, host: str | None) -> bool:
    """Whether an Origin header names this server as the request reached it: same scheme,
    host name and port as http://HOST."""
    if host is None or origin == "null":
        return False
    try:
        mine, theirs = urlsplit("http://" + host), urlsplit(origin)
        return (theirs.scheme, (theirs.hostname or "").lower(), theirs.port or 80) == (
            "http",
            (mine.hostname or "").lower(),
            mine.port or 80,
        )
    except ValueError:
        return False


def make_server(app: App, host: str = "127.0.0.1", port: int = 7878, quiet: bool = False) -> Any:
    """A server listening on host:port for `app` (uvicorn + h11: `kgraph.serve.http`)."""
    from kgraph.serve.http import Server

    return Server(app, host, port, quiet=quiet)


def get(app: App, target: str) -> Response:
    """`kgraph serve --get PATH`: one request, answered in-process."""
    return app.handle("GET", target, {"host": "127.0.0.1", "accept": "*/*"})


def warn_exposed(host: str) -> str | None:
    if host in LOOPBACK:
        return None
    return f"warning: listening on {host}: anyone who can reach it can query the store (no authentication)"


__all__ = ["App", "Response", "make_server", "get", "describe_bind", "text_response"]
