"""The contradiction register as a page to work in: filters by kind, severity, status, item
and date range (query parameters, so a filtered view is a link to share; the static site has
one page per kind, severity and status), each entry an anchor (`#C-…`), each evidence quote
linked to its line."""

from __future__ import annotations

from typing import Any

from kgraph.render.html import SEVERITIES, esc
from kgraph.render.site.layout import a, cite, item_ref, page, paginate
from kgraph.render.site.links import Links

FILTERS = ("kind", "severity", "status", "item", "from", "to")
STATIC_FILTERS = ("kind", "severity", "status")  # the filters the static site has a page for


def entry_status(entry: dict[str, Any]) -> str:
    return "open" if entry.get("status") == "open" else "resolved"


def filter_entries(entries: list[dict[str, Any]], filters: dict[str, str]) -> list[dict[str, Any]]:
    """The entries a filter keeps: exact kind, severity and status, an item among its items,
    and seen within the date range (its first sighting on or before `to`, its last on or after `from`)."""
    kept = []
    for e in entries:
        if filters.get("kind") and e.get("kind") != filters["kind"]:
            continue
        if filters.get("severity") and (e.get("severity") or "unrated") != filters["severity"]:
            continue
        if filters.get("status") and entry_status(e) != filters["status"]:
            continue
        if filters.get("item") and filters["item"] not in (e.get("items") or []):
            continue
        first, last = e.get("first_seen") or "", e.get("last_seen") or e.get("first_seen") or ""
        if filters.get("from") and (not last or last < filters["from"]):
            continue
        if filters.get("to") and (not first or first > filters["to"]):
            continue
        kept.append(e)
    order = {s: n for n, s in enumerate(SEVERITIES)}
    return sorted(kept, key=lambda e: (order.get(e.get("severity") or "", 9), entry_status(e) != "open", e["id"]))


def choices(entries: list[dict[str, Any]]) -> dict[str, list[str]]:
    """The values each select filter offers."""
    return {
        "kind": sorted({str(e.get("kind")) for e in entries if e.get("kind")}),
        "severity": [
            s for s in (*SEVERITIES, "unrated") if any((e.get("severity") or "unrated") == s for e in entries)
        ],
        "status": ["open", "resolved"],
    }


def render_register(
    entries: list[dict[str, Any]], links: Links, filters: dict[str, str] | None = None, page_no: int = 1
) -> str:
    """The register page: every entry, or those a filter keeps, one page of them."""
    filters = {k: v for k, v in (filters or {}).items() if k in FILTERS and v}
    kept = filter_entries(entries, filters)
    shown, pager = paginate(kept, page_no, lambda n: links.register(page=n, **filters))
    rows = [_row(e, links) for e in shown]
    body = _filter_form(entries, filters, links) if not links.static else _filter_links(entries, filters, links)
    body += pager
    if rows:
        body += (
            '<table class="register"><thead><tr><th scope="col">entry</th><th scope="col">severity</th>'
            '<th scope="col">status</th><th scope="col">items</th><th scope="col">summary</th>'
            '<th scope="col">seen</th><th scope="col">evidence</th></tr></thead><tbody>'
            + "".join(rows)
            + "</tbody></table>"
        )
    else:
        body += '<p class="mute">No entry matches.</p>'
    body += pager
    what = ", ".join(f"{k} {v}" for k, v in filters.items())
    open_count = sum(1 for e in kept if entry_status(e) == "open")
    subtitle = f"{len(kept)} of {len(entries)} entries" + (f" ({what})" if what else "") + f" · {open_count} open"
    return page(links, "Contradiction register", body, subtitle)


def _row(e: dict[str, Any], links: Links) -> str:
    status = entry_status(e)
    if status == "open" and e.get("days_open") is not None:
        status += f", {e['days_open']} days"
    elif status == "resolved" and e.get("resolved_on"):
        status += f" {e['resolved_on']}"
    seen = esc(e.get("first_seen") or "undated")
    if e.get("last_seen") and e["last_seen"] != e.get("first_seen"):
        seen += f" – {esc(e['last_seen'])}"
    evidence = "".join(
        f"<li>{cite(links, ev.get('document'), ev.get('line'), ev.get('date'))}"
        + (f'<q class="quote">{esc(ev["quote"])}</q>' if ev.get("quote") else "")
        + "</li>"
        for ev in e.get("evidence") or []
    )
    items = " ".join(item_ref(links, i) for i in e.get("items") or [])
    sev = e.get("severity") or "unrated"
    return (
        f'<tr id="{esc(e["id"])}" class="entry {esc(entry_status(e))}">'
        f'<td><a href="#{esc(e["id"])}">{esc(e["id"])}</a><br><span class="mute">{esc(e.get("kind"))}</span></td>'
        f'<td class="sev-{esc(sev)}">{esc(sev)}</td><td>{esc(status)}</td><td>{items}</td>'
        f'<td>{esc(e.get("summary"))}</td><td>{seen}</td><td><ul class="flat">{evidence}</ul></td></tr>'
    )


def _filter_form(entries: list[dict[str, Any]], filters: dict[str, str], links: Links) -> str:
    options = choices(entries)
    fields = []
    for name in ("kind", "severity", "status"):
        opts = '<option value="">any</option>' + "".join(
            f'<option value="{esc(v)}"{" selected" if filters.get(name) == v else ""}>{esc(v)}</option>'
            for v in options[name]
        )
        fields.append(f'<label>{name}<select name="{name}">{opts}</select></label>')
    fields.append(f'<label>item<input name="item" value="{esc(filters.get("item", ""))}" size="14"></label>')
    for name in ("from", "to"):
        fields.append(
            f'<label>seen {name}<input type="date" name="{name}" value="{esc(filters.get(name, ""))}"></label>'
        )
    return (
        f'<form class="filters" action="{esc(links.register())}" method="get">'
        + "".join(fields)
        + f"<button>filter</button> {a(links.register(), 'clear')}</form>"
    )


def _filter_links(entries: list[dict[str, Any]], filters: dict[str, str], links: Links) -> str:
    options = choices(entries)
    parts = [a(links.register(), "all") if filters else "<b>all</b>"]
    for name in STATIC_FILTERS:
        for v in options[name]:
            parts.append(f"<b>{esc(v)}</b>" if filters.get(name) == v else a(links.register(**{name: v}), v))
    return '<p class="filters">show: ' + " · ".join(parts) + "</p>"
