"""The page of one item (a work or a claim): names and aliases, first seen, a timeline of
mentions linked to the lines that make them, anchorings, claims with figures and origin
chains, register entries linked to the register, and links to its map, impact and NET-new checks."""

from __future__ import annotations

import datetime as dt
from typing import Any

from kgraph.patterns import with_unit
from kgraph.render.html import esc
from kgraph.render.map import safe_url
from kgraph.render.site.layout import a, cite, page, table
from kgraph.render.site.links import Links


def item_data(store: Any, text: str, as_of: dt.date | None = None) -> dict[str, Any]:
    """`why` of the item, and for a work its claims with their origins (NotFound when unknown)."""
    from kgraph.query.claims import claims_about
    from kgraph.query.lineage import why

    data = why(store, text, as_of)
    data["asked"] = text  # the static site's file names follow what was asked (a name may mean a paper)
    if data.get("kind") != "claim":
        data["claim_origins"] = {c["id"]: c for c in claims_about(store, str(data["id"]))["claims"]}
    return data


def render_item(data: dict[str, Any], links: Links, entries: list[dict[str, Any]]) -> str:
    """The page of a work or a claim (`data` from `item_data`; `entries`: the register)."""
    if data.get("kind") == "claim":
        return _claim_page(data, links)
    item = str(data["id"])
    mine = [e for e in entries if item in (e.get("items") or [])]
    body = [_summary(data, links), _links(data, links)]
    body.append(_timeline(data, links))
    body.append(_anchorings(data, links))
    body.append(_claims(data, links))
    body.append(_register(mine, data, links))
    names = ", ".join(data.get("names") or [])
    subtitle = " · ".join(x for x in (data.get("kind"), names) if x)
    return page(links, item, "\n".join(body), subtitle)


def _summary(data: dict[str, Any], links: Links) -> str:
    first = data.get("first_seen") or {}
    fields = [("names and aliases", esc(", ".join(data.get("names") or []) or "none"))]
    fields.append(("kind", esc(data.get("kind"))))
    if first:
        fields.append(("first seen", f"{esc(first.get('date') or 'undated')} in " + cite(links, first.get("document"))))
    urls = [u for u in data.get("urls") or [] if safe_url(u)]
    if urls:
        fields.append(("URLs", " ".join(a(u, u) for u in urls)))
    if data.get("as_of"):
        fields.append(("as of", esc(data["as_of"])))
    return '<dl class="meta">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in fields) + "</dl>"


def _links(data: dict[str, Any], links: Links) -> str:
    item = str(data.get("asked") or data["id"]) if links.static else str(data["id"])
    out = []
    if links.map(item):
        out.append(a(links.map(item), f"provenance map of {item}"))
    if links.impact(item):
        out.append(a(links.impact(item), f"impact of {item}"))
    briefs = sorted({m["document"] for m in data.get("mentions") or [] if m.get("kind") == "brief"})
    out += [a(links.new(p), f"NET-new check of {p}") for p in briefs]
    out += ["adjacent: " + a(links.item(o), o) for o in data.get("adjacent") or []]
    return '<h2 id="links">Links</h2><ul class="flat">' + "".join(f"<li>{x}</li>" for x in out) + "</ul>"


def _timeline(data: dict[str, Any], links: Links) -> str:
    mentions = data.get("mentions") or []
    rows = [
        [
            esc(m.get("date") or "undated"),
            esc(m.get("instance") or ""),
            cite(links, m["document"], m.get("line")),
            esc(m.get("status")) + (f" {esc(m['status_date'])}" if m.get("status_date") else ""),
            esc(f"§{m['section']}" if m.get("section") else ""),
            esc(m.get("role") or ""),
            f'<q class="quote">{esc(m.get("quote"))}</q>' if m.get("quote") else "",
        ]
        for m in mentions
    ]
    documents = len({m["document"] for m in mentions})
    head = f'<h2 id="mentions">Mentions ({len(mentions)} in {documents} documents)</h2>'
    return head + table(["date", "instance", "where", "status", "section", "role", "quote"], rows, "no mentions")


def _anchorings(data: dict[str, Any], links: Links) -> str:
    rows = [
        [
            esc(x.get("date") or "undated"),
            esc(f"§{x['section']}" if x.get("section") else ""),
            cite(links, x.get("document"), x.get("line")),
            esc(x.get("asserted_on") or ""),
            "baseline header" if x.get("baseline") else "",
        ]
        for x in data.get("anchored") or []
    ]
    return '<h2 id="anchorings">Anchorings</h2>' + table(
        ["anchored on", "section", "said by", "said on", "how"], rows, "never anchored"
    )


def _figures(figures: list[dict[str, Any]]) -> str:
    out = []
    for f in figures or []:
        value = f"{f.get('value')}" + (f"–{f['value_high']}" if f.get("value_high") is not None else "")
        out.append(esc(" ".join(str(x) for x in (f.get("metric"), with_unit(value, f.get("unit"))) if x)))
    return "; ".join(out)


def _origins(claim: dict[str, Any], links: Links) -> str:
    hops = []
    for origin in claim.get("origins") or []:
        kind, _, value = str(origin).partition(":")
        if kind == "doc":
            hops.append("document " + a(links.doc(value), value))
        elif kind == "url":
            hops.append("source " + a(safe_url(value), value))
        elif kind == "claim":
            hops.append("claim " + a(links.item(value), value))
        else:
            hops.append(esc(origin))
    for q in claim.get("quoted_from") or []:
        hops.insert(0, "quoted from " + a(links.item(q) if "@" in str(q) else safe_url(q), q))
    return " → ".join(hops) or '<span class="mute">none</span>'


def _claims(data: dict[str, Any], links: Links) -> str:
    origins = data.get("claim_origins") or {}
    rows = []
    for c in data.get("claims") or []:
        full = origins.get(c["id"], c)
        support = full.get("support") or {}
        rows.append(
            [
                a(links.item(c["id"]), c["id"]),
                esc(c.get("text")),
                _figures(c.get("figures") or []),
                cite(links, c.get("document"), c.get("line"), c.get("date")),
                _origins(full, links),
                esc(f"{support.get('documents', 1)} documents, {support.get('independent', 1)} independent")
                if support
                else "",
            ]
        )
    return f'<h2 id="claims">Claims ({len(rows)})</h2>' + table(
        ["claim", "text", "figures", "stated in", "origins", "support"], rows, "no claims"
    )


def _register(entries: list[dict[str, Any]], data: dict[str, Any], links: Links) -> str:
    rows = [
        [
            a(links.register(str(e["id"])), e["id"]),
            f'<span class="sev-{esc(e.get("severity"))}">{esc(e.get("severity") or "unrated")}</span>',
            esc(e.get("kind")),
            esc(e.get("status")),
            esc(e.get("summary")),
        ]
        for e in entries
    ]
    raised = [
        [esc(r.get("risk") or ""), esc(r.get("text")), cite(links, r.get("document"), r.get("line"), r.get("date"))]
        for r in data.get("register") or []
    ]
    out = f'<h2 id="register">Register entries and findings ({len(rows)})</h2>'
    out += table(["entry", "severity", "kind", "status", "summary"], rows, "no register entries")
    if raised:
        out += "<h3>To-verify notes that name it</h3>" + table(["risk", "text", "where"], raised)
    return out


def _claim_page(data: dict[str, Any], links: Links) -> str:
    fields = [
        ("about", a(links.item(str(data["item"])), data["item"]) if data.get("item") else "none"),
        ("stated in", cite(links, data.get("document"), data.get("line"), data.get("date"))),
        ("instance", esc(data.get("instance") or "")),
        ("figures", _figures(data.get("figures") or []) or "none"),
        ("origins", _origins(data, links)),
    ]
    if data.get("retraction"):
        fields.append(("retracted", esc(data["retraction"])))
    body = f'<p><q class="quote">{esc(data.get("text"))}</q></p>'
    body += '<dl class="meta">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in fields) + "</dl>"
    chain = [_hop(h, links) for h in data.get("chain") or []]
    body += '<h2 id="chain">Origin chain</h2>' + table(["hop", "where", "text"], chain, "no chain")
    return page(links, str(data["id"]), body, "claim")


def _hop(hop: dict[str, Any], links: Links) -> list[str]:
    """One step of a claim's chain: a claim at its line, or a source (ingested or only named)."""
    if "claim" in hop:
        return [
            a(links.item(hop["claim"]), hop["claim"]),
            cite(links, hop.get("document"), hop.get("line")),
            esc(hop.get("text")),
        ]
    source = str(hop.get("source") or "")
    where = cite(links, source) if hop.get("ingested") else esc(source) + ' <span class="mute">(not ingested)</span>'
    return ["source", where, esc(hop.get("locator") or "")]
