"""`why`: the lineage of one work, claim or instance, as one plain dict."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pyoxigraph import Literal, NamedNode

from kgraph import vocab as V
from kgraph.errors import NotFound
from kgraph.query.named import dated_rows, resolve, rows
from kgraph.query.names import ranked_names
from kgraph.store.base import BaseStore

# ---------------------------------------------------------------- lineage of a work


def iso_date(value: str | dt.date | None) -> str:
    """A date as lineage keeps every date: ISO 8601 text (which sorts as dates), "" when undated
    (before every date). The store's rows give text; a `datetime.date` is written the same way."""
    if value is None:
        return ""
    return value.isoformat() if isinstance(value, dt.date) else value


def _shown_mentions(
    store: BaseStore, works: list[NamedNode], as_of: dt.date | None, shown: int
) -> tuple[list[NamedNode], list[str]] | None:
    """The mentions a bounded view prints: the first and the latest `shown`, and the first and
    latest saying of each distinct anchoring; with every mention in order. None when every one
    is printed anyway."""
    order = [r for w in works for r in dated_rows(store, "lineage-mention-order", as_of, work=w)]
    if len(order) <= 2 * shown + 2:
        return None
    order.sort(key=lambda r: (r["date"] is None, r["date"] or dt.date.min, r["path"], r["line"], r["m"]))
    anchorings: dict[tuple, list[str]] = {}  # each distinct anchoring (date, section): its first and latest saying
    for r in order:
        if r["status"] == V.status_iri("anchored"):
            anchorings.setdefault((r["statusDate"], r["section"]), []).append(r["m"])
    picked = {r["m"] for r in [*order[:shown], *order[-shown:]]}
    picked |= {m for ms in anchorings.values() for m in (ms[0], ms[-1])}
    return [NamedNode(m) for m in sorted(picked)], [r["m"] for r in order]


def _mark_gaps(mentions: list[dict[str, Any]], nodes: list[str], order: list[str]) -> None:
    """On each shown mention, how many unshown ones come before it (`omitted_before`)."""
    position = {m: n for n, m in enumerate(order)}
    last = -1
    for mention, m in zip(mentions, nodes, strict=True):
        n = position[m]
        if n - last > 1:
            mention["omitted_before"] = n - last - 1
        last = n


def why(store: BaseStore, text: str, as_of: dt.date | None = None, shown: int | None = None) -> dict[str, Any]:
    """The lineage of a work, claim or instance. With `shown` (the text view), a work mentioned
    more than 2×`shown`+2 times keeps only its first and latest `shown` mentions and the first and
    latest saying of each anchoring, read alone (`mentions_total` counts every one)."""
    if re.search(r"@\d{4}-\d{2}-\d{2}~[0-9a-f]{6}$|@undated~", text.strip()):
        return claim_lineage(store, text.strip())
    try:
        work = resolve(store, text)
    except NotFound:
        if store.query("ASK { ?i a kg:Instance ; rdfs:label ?l }", l=Literal(text.strip().lower())):
            return instance_lineage(store, text.strip().lower())
        raise
    from kgraph.query.identity import aliases

    # the work, and the paper under a name in other documents
    works = [NamedNode(work), *(NamedNode(w) for w in aliases(store, work))]
    bounded = _shown_mentions(store, works, as_of, shown) if shown else None
    only = {"m": bounded[0]} if bounded else {}
    mentions = [r for w in works for r in dated_rows(store, "lineage-mentions", as_of, work=w, **only)]
    if len(works) > 1:
        mentions.sort(key=lambda r: (iso_date(r.get("date")), r["path"], r["line"]))
    if not mentions:
        raise NotFound(f"{text!r} has no mention in documents dated on or before {as_of}")
    claims = _work_claims(store, work, works, as_of)
    out_mentions = _mention_views(mentions, _mention_sources(store, works, {r["m"] for r in mentions}), claims)
    # An undated document never dates an item: its mentions come after the dated ones (shown as
    # undated), and it is never "first seen" (no date at all: no first sighting either).
    nodes = [r["m"] for r in mentions]
    dated = sorted(range(len(out_mentions)), key=lambda n: out_mentions[n]["date"] is None)
    out_mentions, nodes = [out_mentions[n] for n in dated], [nodes[n] for n in dated]  # stable: dated keep their order
    if bounded:
        _mark_gaps(out_mentions, nodes, bounded[1])
    first = out_mentions[0] if out_mentions[0]["date"] else {"document": None, "date": None, "instance": None}
    extra = {"mentions_total": len(bounded[1])} if bounded else {}
    return {
        **extra,
        "id": V.work_key_from_iri(work),
        "iri": work,
        "kind": "paper" if work.startswith(V.ID + "arxiv/") else "work",
        "names": ranked_names(store, [work]).get(work, []),
        "urls": sorted({r["url"] for r in rows(store, "urls", work=works[0])}),
        "first_seen": {"document": first["document"], "date": first["date"], "instance": first["instance"]},
        "mentions": out_mentions,
        "anchored": _anchorings(out_mentions),
        "claims": claims,
        "register": _register_entries(store, works[0], as_of),
        "adjacent": sorted({V.work_key_from_iri(r["other"]) for r in rows(store, "adjacent", work=works[0])}),
        "as_of": as_of,
    }


def _mention_sources(store: BaseStore, works: list[NamedNode], kept: set[str]) -> dict[str, list[dict[str, Any]]]:
    """The source files each kept mention names (path, locator, whether that file is ingested)."""
    sources: dict[str, list[dict[str, Any]]] = {}
    for row in [r for w in works for r in rows(store, "lineage-sources", work=w)]:
        if row["m"] not in kept:
            continue
        entry = {
            "path": row["srcPath"],
            "locator": _locator(row["locator"], row["srcPath"]),
            "ingested": bool(row["ingested"]),
        }
        if entry not in sources.setdefault(row["m"], []):
            sources[row["m"]].append(entry)
    return sources


def _work_claims(store: BaseStore, work: str, works: list[NamedNode], as_of: dt.date | None) -> list[dict[str, Any]]:
    """The work's claims, each with its independent support and its retraction state."""
    from kgraph.query.claims import _claims_of, support
    from kgraph.query.retract import claim_states

    claims = collect_claims([r for w in works for r in dated_rows(store, "claims-about", as_of, work=w)])
    for group in support(_claims_of(store, work)):
        for claim in claims:
            if claim["id"] in group["claims"] and (
                "support" not in claim or group["independent"] > claim["support"]["independent"]
            ):
                claim["support"] = {"documents": group["documents"], "independent": group["independent"]}
    _, states = claim_states(store, as_of)
    for claim in claims:
        if claim["id"] in states:
            claim["retraction"] = states[claim["id"]]
    return claims


def _mention_views(
    mentions: list[dict[str, Any]], sources: dict[str, list[dict[str, Any]]], claims: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Each mention as `why` shows it, with its sources and the claims written under it."""
    claims_by_doc: dict[str, list[dict[str, Any]]] = {}
    for claim in claims:
        claims_by_doc.setdefault(claim["document"], []).append(claim)
    return [
        {
            "document": row["path"],
            "kind": row["kind"],
            "date": row["date"],
            "instance": row["instance"],
            "status": V.iri_status(row["status"]),
            "status_date": row["statusDate"],
            "section": row["section"],
            "line": row["line"],
            "role": row["role"],
            "label": row["label"],
            "name": row["name"],
            "quote": row["quote"],
            "confidence": row["confidence"],
            "sources": sources.get(row["m"], []),
            "claims": [
                c["id"]
                for c in claims_by_doc.get(row["path"], [])
                if c["line"] >= row["line"] and row["role"] in ("increment", "adjacent", "living", "card", "note")
            ],
        }
        for row in mentions
    ]


def _anchorings(mentions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [
        {
            "date": m["status_date"],
            "section": m["section"],
            "document": m["document"],
            "line": m["line"],
            "asserted_on": m["date"],
            "baseline": m["role"] == "baseline",
        }
        for m in mentions
        if m["status"] == "anchored"
    ]


def _register_entries(store: BaseStore, work: NamedNode, as_of: dt.date | None) -> list[dict[str, Any]]:
    return [
        {
            "text": r["text"],
            "risk": r["risk"],
            "resolved": bool(r["resolved"]),
            "document": r["path"],
            "date": r["date"],
            "line": r["line"],
        }
        for r in dated_rows(store, "register-about", as_of, work=work)
    ]


def _locator(locator: str | None, path: str) -> str:
    return locator[len(path) :].strip() if locator and locator.startswith(path) else ""


def collect_claims(claim_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    claims: dict[str, dict[str, Any]] = {}
    for row in claim_rows:
        claim = claims.setdefault(
            row["claimId"],
            {
                "id": row["claimId"],
                "text": row["text"],
                "kind": row["kind"],
                "document": row["path"],
                "date": row["date"],
                "instance": row["instance"],
                "line": row["line"],
                "figures": [],
            },
        )
        if row.get("figure"):
            figure = {
                "value": row["value"],
                "value_high": row["valueHigh"],
                "unit": row["unit"],
                "metric": row["metric"] or "",
                "text": row["figureText"],
            }
            if figure not in claim["figures"]:
                claim["figures"].append(figure)
    return list(claims.values())


# ---------------------------------------------------------------- lineage of a claim


def claim_lineage(store: BaseStore, claim_id: str) -> dict[str, Any]:
    node = NamedNode(V.claim_iri(claim_id))
    found = rows(store, "claim", claim=node)
    if not found:
        raise NotFound(f"claim {claim_id!r} is not in the store")
    head = found[0]
    figures = []
    for row in found:
        if row.get("value") is not None:
            f = {
                "value": row["value"],
                "value_high": row["valueHigh"],
                "unit": row["unit"],
                "metric": row["metric"] or "",
            }
            if f not in figures:
                figures.append(f)
    chain = rows(store, "claim-chain", claim=node)
    from kgraph.query.claims import claim_chain, claims_about

    about = claims_about(store, V.work_key_from_iri(head["work"]))  # a work without an arXiv id too
    mine = next((c for c in about["claims"] if c["id"] == claim_id), {})
    return {
        "id": claim_id,
        "kind": "claim",
        "text": head["text"],
        "item": V.work_key_from_iri(head["work"]),
        "document": head["path"],
        "date": head["date"],
        "instance": head["instance"],
        "line": head["line"],
        "figures": figures,
        "quoted_from": sorted({r["quoted"] for r in chain if r.get("quoted")}),
        "primary_sources": sorted({r["primary"] for r in chain if r.get("primary")}),
        "origins": mine.get("origins", []),
        "support": mine.get("support"),
        "retraction": mine.get("retraction"),
        "chain": claim_chain(store, claim_id),
    }


def instance_lineage(store: BaseStore, name: str) -> dict[str, Any]:
    """`why tom`: an instance's documents and track record."""
    from kgraph.query.claims import instances

    record = next((r for r in instances(store) if r["instance"] == name), None)
    documents = [r for r in rows(store, "instances") if r["instance"] == name]
    return {
        "id": name,
        "kind": "instance",
        "record": record,
        "documents": [{"document": d["path"], "kind": d["kind"], "date": d["date"]} for d in documents],
    }
