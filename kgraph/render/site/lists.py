"""The list pages: the home page, documents by date (filter by kind and instance), instances
with their track record, works by first seen; and the page for what is not there."""

from __future__ import annotations

from typing import Any

from kgraph.query.named import rows as named_rows
from kgraph.render.html import esc
from kgraph.render.site.layout import a, page, paginate, table
from kgraph.render.site.links import Links


def works_data(store: Any) -> list[dict[str, Any]]:
    """Every work with its id, a name, its first dated mention and how many documents mention it."""
    from kgraph import vocab as V

    out = [
        {"id": V.work_key_from_iri(r["work"]), "name": r["name"], "first": r["first"], "documents": r["documents"]}
        for r in named_rows(store, "site-works")
    ]
    return sorted(out, key=lambda w: (w["first"] or "9999", w["id"]))


def render_home(documents: list[dict[str, Any]], entries: list[dict[str, Any]], works: int, links: Links) -> str:
    briefs = [d for d in documents if d["kind"] == "brief"]
    latest = max(briefs, key=lambda d: (d["date"] or "", d["path"])) if briefs else None
    open_count = sum(1 for e in entries if e.get("status") == "open")
    facts = [
        a(links.listing("documents"), f"{len(documents)} documents") + f" ({len(briefs)} briefs)",
        a(links.listing("works"), f"{works} works"),
        a(links.register(), f"{len(entries)} register entries")
        + f", {a(links.register(status='open'), f'{open_count} open')}",
    ]
    if latest:
        facts.append(
            "latest brief: "
            + a(links.doc(latest["path"]), latest["path"])
            + f" ({a(links.new(latest['path']), 'NET-new check')})"
        )
    body = '<ul class="flat">' + "".join(f"<li>{f}</li>" for f in facts) + "</ul>"
    if not links.static:
        body += (
            '<h2>SPARQL</h2><form action="/sparql" method="get">'
            '<textarea name="query" rows="4" cols="80" aria-label="SPARQL query">'
            "SELECT ?kind (COUNT(?d) AS ?n) WHERE { ?d kg:documentKind ?kind } GROUP BY ?kind</textarea><br>"
            "<button>run</button> (answers SPARQL JSON, read-only)</form>"
        )
    recent = sorted(documents, key=lambda d: (d["date"] or "", d["path"]), reverse=True)[:20]
    body += "<h2>Recent documents</h2>" + _documents_table(recent, links)
    return page(links, "kgraph", body, "the provenance of this store: every citation links to the line it cites")


def _documents_table(docs: list[dict[str, Any]], links: Links) -> str:
    return table(
        ["date", "kind", "instance", "document", "checks"],
        [
            [
                esc(d["date"] or "undated"),
                esc(d["kind"]),
                a(links.listing("documents", instance=d["instance"]), d["instance"]) if d["instance"] else "",
                a(links.doc(d["path"]), d["path"]),
                a(links.new(d["path"]), "NET-new check") if d["kind"] == "brief" else "",
            ]
            for d in docs
        ],
        "no documents",
    )


def render_documents(
    documents: list[dict[str, Any]], links: Links, filters: dict[str, str] | None = None, page_no: int = 1
) -> str:
    filters = {k: v for k, v in (filters or {}).items() if k in ("kind", "instance") and v}
    kept = [d for d in documents if all((d.get(k) or "") == v for k, v in filters.items())]
    kept.sort(key=lambda d: (d["date"] or "9999", d["path"]))
    shown, pager = paginate(kept, page_no, lambda n: links.listing("documents", page=n, **filters))
    kinds = sorted({d["kind"] for d in documents})
    instances = sorted({d["instance"] for d in documents if d["instance"]})
    parts = [a(links.listing("documents"), "all") if filters else "<b>all</b>"]
    parts += [
        f"<b>{esc(k)}</b>" if filters.get("kind") == k else a(links.listing("documents", kind=k), k) for k in kinds
    ]
    parts += [
        f"<b>{esc(i)}</b>" if filters.get("instance") == i else a(links.listing("documents", instance=i), i)
        for i in instances
    ]
    body = '<p class="filters">show: ' + " · ".join(parts) + "</p>" + pager + _documents_table(shown, links) + pager
    what = ", ".join(f"{k} {v}" for k, v in filters.items())
    return page(
        links, "Documents", body, f"{len(kept)} of {len(documents)} documents by date" + (f" ({what})" if what else "")
    )


def render_instances(instances: list[dict[str, Any]], links: Links) -> str:
    def ratio(value: Any) -> str:
        return "–" if value is None else f"{value:.0%}"

    rows = [
        [
            a(links.listing("documents", instance=i["instance"]), i["instance"]),
            esc(i.get("documents")),
            esc(i.get("briefs")),
            esc(i.get("items_introduced")),
            esc(f"{i.get('new_held')} of {i.get('new_calls')} ({ratio(i.get('new_held_ratio'))})"),
            esc(f"{i.get('register_entries')} ({i.get('register_resolved')} resolved)"),
            esc(i.get("figures_contradicted")),
        ]
        for i in instances
    ]
    headers = [
        "instance",
        "documents",
        "briefs",
        "items introduced",
        "NET-new calls held",
        "register entries",
        "figures contradicted",
    ]
    return page(
        links,
        "Instances",
        table(headers, rows, "no instances"),
        f"{len(instances)} analyst instances and their track record",
    )


def render_works(works: list[dict[str, Any]], links: Links, page_no: int = 1, query: str = "") -> str:
    shown, pager = paginate(works, page_no, lambda n: links.listing("works", page=n))
    rows = [
        [a(links.item(w["id"]), w["id"]), esc(w["name"] or ""), esc(w["first"] or "undated"), esc(w["documents"])]
        for w in shown
    ]
    note = ""
    if query and links.static:
        note = f'<p class="mute">This static copy cannot search; find {esc(query)!s} in the list below (Ctrl+F).</p>'
    body = note + pager + table(["item", "name", "first seen", "documents"], rows, "no works") + pager
    return page(links, "Works", body, f"{len(works)} works by first seen")


def render_not_found(links: Links, message: str, suggestions: list[str], item_links: bool = True) -> str:
    more = ""
    if suggestions:
        target = links.item if item_links else links.doc
        more = "<p>Did you mean:</p><ul>" + "".join(f"<li>{a(target(s), s)}</li>" for s in suggestions) + "</ul>"
    return page(links, "Not found", f"<p>{esc(message)}</p>{more}")


def documents_data(store: Any) -> list[dict[str, Any]]:
    return named_rows(store, "documents")
