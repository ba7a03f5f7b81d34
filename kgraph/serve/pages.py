"""The provenance site's pages under `kgraph serve`: which path is which page.

`App.handle` hands every GET/HEAD that is not the SPARQL endpoint to `dispatch`; a page is
rendered by `kgraph.render.site` inside `App._delegated`, the same bound (time, concurrency,
errors) as the map and report pages, and answered with the site's CSP.

    /                       home                 /doc/<logical path>    a document, #L<n> per line
    /item/<id or name>      a work or claim      /contradictions        the register (?kind= &severity=
    /documents              by date (?kind= &instance=)                 &status= &item= &from= &to= &page=)
    /works  /instances      lists                /search?q=             finds an item or a document
    /new/<brief>  /map/<item>  /impact/<item>    other modules' pages, with the navigation bar
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any
from urllib.parse import quote, unquote

from kgraph.errors import NotFound
from kgraph.serve.protocol import Response

SIMPLE = {"/": "home", "/index.html": "home", "/documents": "documents", "/works": "works", "/instances": "instances"}
PREFIXED = {"/doc/": "doc", "/item/": "item", "/new/": "new", "/map/": "map", "/impact/": "impact"}


def _one(params: dict[str, list[str]], name: str) -> str:
    values = params.get(name) or [""]
    return values[0].strip()[:200]


def _page_no(params: dict[str, list[str]]) -> int:
    text = _one(params, "page")
    return int(text) if text.isdigit() and len(text) < 7 else 1


def dispatch(app: Any, path: str, params: dict[str, list[str]]) -> Response | None:
    """The response for a site page, or None when `path` is not one."""
    if path == "/search":
        return search(app, _one(params, "q"))
    if path == "/new":
        path = "/new/"
    if path == "/contradictions":
        return render(app, "The register page", lambda s, L, st: _register(app, s, L, params))
    if path in SIMPLE:
        kind = SIMPLE[path]
        return render(app, f"The {kind} page", lambda s, L, st: _simple(app, kind, s, L, params))
    for prefix, kind in PREFIXED.items():
        if path.startswith(prefix):
            rest = unquote(path[len(prefix) :])
            return render(
                app, f"The {kind} page", lambda s, L, st, k=kind, r=rest: _prefixed(app, k, r, s, L, st, params)
            )
    return None


def render(app: Any, what: str, call: Callable[[Any, Any, dict[str, int]], str]) -> Response:
    """A page through the app's page bound; `call(store, links, status)` may set status["code"]."""
    from kgraph.render.site import HEADER_CSP, Links

    status = {"code": 200}

    def page() -> str:
        links = Links()
        try:
            return call(app._store(), links, status)
        except NotFound as exc:
            from kgraph.render.site.lists import render_not_found

            status["code"] = 404
            return render_not_found(links, str(exc), exc.suggestions)

    response = app._delegated(what, page)
    if response.status == 200:
        response.status = status["code"]
        if not status.get("report"):  # other modules' pages keep the report policy _delegated gives them
            response.headers["Content-Security-Policy"] = HEADER_CSP
    return response


def _entries(app: Any) -> list[dict[str, Any]]:
    return app.graph.contradictions()


def _simple(app: Any, kind: str, store: Any, links: Any, params: dict[str, list[str]]) -> str:
    from kgraph.render.site import lists

    if kind == "home":
        return lists.render_home(lists.documents_data(store), _entries(app), len(lists.works_data(store)), links)
    if kind == "documents":
        filters = {k: _one(params, k) for k in ("kind", "instance")}
        return lists.render_documents(lists.documents_data(store), links, filters, _page_no(params))
    if kind == "works":
        return lists.render_works(lists.works_data(store), links, _page_no(params))
    return lists.render_instances(app.graph.instances(), links)


def _register(app: Any, store: Any, links: Any, params: dict[str, list[str]]) -> str:
    from kgraph.render.site.register import FILTERS, render_register

    filters = {k: _one(params, k) for k in FILTERS}
    if filters.get("item"):
        filters["item"] = app.graph._item_key(filters["item"])
    return render_register(_entries(app), links, filters, _page_no(params))


def _prefixed(
    app: Any, kind: str, rest: str, store: Any, links: Any, status: dict[str, Any], params: dict[str, list[str]]
) -> str:
    from kgraph.render.site import with_nav

    if kind == "doc":
        from kgraph.render.site.document import document_data, render_document

        return render_document(document_data(store, rest, app.graph.lexicon()), links, _entries(app))
    if kind == "item":
        from kgraph.render.site.item import item_data, render_item

        as_of = _as_of(_one(params, "as_of"))
        return render_item(item_data(store, rest, as_of), links, _entries(app))
    status["report"] = 1
    if kind == "new":
        from kgraph.render.html import render_new_html

        return with_nav(render_new_html(app.graph.new(rest or None), map_link=links.item, doc_link=links.doc), links)
    if kind == "map":
        from kgraph.render.map import render_map

        return with_nav(render_map(store, rest or None), links)
    from kgraph.query.impact import impact
    from kgraph.render.impact import impact_html

    return with_nav(impact_html(impact(store, rest)), links)


def _as_of(text: str) -> dt.date | None:
    if not text:
        return None
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        from kgraph.errors import KGraphError

        raise KGraphError(f"{text} is not a date (YYYY-MM-DD)") from None


def search(app: Any, text: str) -> Response:
    """An item by id, name or alias, else a document by path: a redirect to its page."""
    from kgraph.query.named import rows

    if not text:
        return dispatch(app, "/", {})  # type: ignore[return-value]
    try:
        data = app.graph_why(text)
        return Response(303, b"", headers={"Location": "/item/" + quote(str(data["id"]), safe="@~")})
    except NotFound as exc:
        paths = [d["path"] for d in rows(app._store(), "documents")]
        hits = [p for p in paths if p == text.strip("/") or p.endswith("/" + text.strip("/"))]
        if len(hits) == 1:
            return Response(303, b"", headers={"Location": "/doc/" + quote(hits[0], safe="/@~")})
        missing = exc

    def not_found(store: Any, links: Any, status: dict[str, int]) -> str:
        raise missing

    return render(app, "The search page", not_found)
