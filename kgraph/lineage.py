"""`why`: the lineage of one work, claim or instance, as one plain dict."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from pyoxigraph import Literal, NamedNode

from kgraph import patterns as P
from kgraph import queries
from kgraph import vocab as V
from kgraph.errors import NotFound
from kgraph.store import GraphStore


def term(value: Any) -> Any:
    """A pyoxigraph term as a plain Python value."""
    if value is None:
        return None
    if isinstance(value, Literal):
        dtype = value.datatype.value
        if dtype == V.XSD + "integer":
            return int(value.value)
        if dtype == V.XSD + "decimal":
            return float(value.value)
        if dtype == V.XSD + "boolean":
            return value.value == "true"
        return value.value
    return value.value


_VALUES_MARKER = re.compile(r"#VALUES \?(\w+)")


def rows(store: GraphStore, name: str, **bindings: Any) -> list[dict[str, Any]]:
    """Rows of a named query as plain values.

    A bound variable whose query has a `#VALUES ?var` line is bound there, as a VALUES clause
    made of the term's own N-Triples serialisation (so no text from a user can change the
    query): Oxigraph applies `substitutions` only after evaluating the whole query, which at
    10,000 documents makes a lookup of one work scan every work.
    """
    text = queries.load(name)
    for marker in _VALUES_MARKER.finditer(text):
        var = marker.group(1)
        if var in bindings and bindings[var] is not None:
            value = bindings.pop(var)
            terms = " ".join(str(v) for v in value) if isinstance(value, list | tuple | set) else str(value)
            text = text.replace(marker.group(0), f"VALUES ?{var} {{ {terms} }}")
    result = store.query(text, **bindings)
    variables = [v.value for v in result.variables]
    return [{k: term(sol[k]) for k in variables} for sol in result]


def dated_rows(store: GraphStore, name: str, as_of: dt.date | None, **bindings: Any) -> list[dict[str, Any]]:
    """Rows of a query with a ?date column, keeping those dated on or before `as_of`."""
    found = rows(store, name, **bindings)
    if as_of is None:
        return found
    limit = as_of.isoformat()
    return [r for r in found if r.get("date") and r["date"] <= limit]


# ---------------------------------------------------------------- resolving what the user typed


def resolve(store: GraphStore, text: str) -> str:
    """The IRI of the work a user means by an arXiv id, a paper-card name or a name/alias."""
    raw = text.strip()
    candidates: list[str] = []
    card = P.PAPER_CARD.search(raw)
    if card and (key := P.arxiv_key(card.group(2), card.group(3))):
        candidates.append(V.paper_iri(key))
    for key, _, _ in P.find_arxiv(raw):
        candidates.append(V.paper_iri(key))
    for iri in candidates:
        if store.query("ASK { GRAPH ?g { ?m kg:about ?w } }", w=NamedNode(iri)):
            return iri
    wanted = P.normalise_name(raw)
    labels = rows(store, "all-labels")
    # A name that is also the label of a paper means the paper; otherwise the work of that name.
    named = sorted(
        {row["work"] for row in labels if P.normalise_name(row["name"]) == wanted},
        key=lambda iri: (not iri.startswith(V.ID + "arxiv/"), iri),
    )
    if named:
        return named[0]
    direct = V.work_iri(wanted)
    if store.query("ASK { GRAPH ?g { ?m kg:about ?w } }", w=NamedNode(direct)):
        return direct
    import difflib

    known = sorted({V.work_key_from_iri(r["work"]) for r in labels} | {r["name"] for r in labels})
    close = difflib.get_close_matches(raw, known, n=5, cutoff=0.6)
    close += [k for k in known if wanted and wanted in k.lower() and k not in close][: 5 - len(close)]
    raise NotFound(f"{raw!r} is not in the store", suggestions=close)


# ---------------------------------------------------------------- lineage of a work


def why(store: GraphStore, text: str, as_of: dt.date | None = None) -> dict[str, Any]:
    if re.search(r"@\d{4}-\d{2}-\d{2}~[0-9a-f]{6}$|@undated~", text.strip()):
        return claim_lineage(store, text.strip())
    try:
        work = resolve(store, text)
    except NotFound:
        if store.query("ASK { ?i a kg:Instance ; rdfs:label ?l }", l=Literal(text.strip().lower())):
            return instance_lineage(store, text.strip().lower())
        raise
    b = {"work": NamedNode(work)}
    mentions = dated_rows(store, "lineage-mentions", as_of, **b)
    if not mentions:
        raise NotFound(f"{text!r} has no mention in documents dated on or before {as_of}")
    sources: dict[str, list[dict[str, Any]]] = {}
    kept = {row["m"] for row in mentions}
    for row in rows(store, "lineage-sources", **b):
        if row["m"] not in kept:
            continue
        entry = {
            "path": row["srcPath"],
            "locator": _locator(row["locator"], row["srcPath"]),
            "ingested": bool(row["ingested"]),
        }
        if entry not in sources.setdefault(row["m"], []):
            sources[row["m"]].append(entry)
    claims = collect_claims(dated_rows(store, "claims-about", as_of, **b))
    from kgraph.claims import _claims_of, support

    for group in support(_claims_of(store, work)):
        for claim in claims:
            if claim["id"] in group["claims"] and (
                "support" not in claim or group["independent"] > claim["support"]["independent"]
            ):
                claim["support"] = {"documents": group["documents"], "independent": group["independent"]}
    claims_by_doc: dict[str, list[dict[str, Any]]] = {}
    for claim in claims:
        claims_by_doc.setdefault(claim["document"], []).append(claim)
    out_mentions = []
    for row in mentions:
        out_mentions.append(
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
        )
    anchored = [
        {
            "date": m["status_date"],
            "section": m["section"],
            "document": m["document"],
            "line": m["line"],
            "asserted_on": m["date"],
            "baseline": m["role"] == "baseline",
        }
        for m in out_mentions
        if m["status"] == "anchored"
    ]
    register = [
        {
            "text": r["text"],
            "risk": r["risk"],
            "resolved": bool(r["resolved"]),
            "document": r["path"],
            "date": r["date"],
            "line": r["line"],
        }
        for r in dated_rows(store, "register-about", as_of, **b)
    ]
    adjacent = sorted({V.work_key_from_iri(r["other"]) for r in rows(store, "adjacent", work=NamedNode(work))})
    names = sorted({r["name"] for r in rows(store, "names", work=NamedNode(work)) if r["name"]})
    urls = sorted({r["url"] for r in rows(store, "urls", work=NamedNode(work))})
    first = out_mentions[0]
    return {
        "id": V.work_key_from_iri(work),
        "iri": work,
        "kind": "paper" if work.startswith(V.ID + "arxiv/") else "work",
        "names": names,
        "urls": urls,
        "first_seen": {"document": first["document"], "date": first["date"], "instance": first["instance"]},
        "mentions": out_mentions,
        "anchored": anchored,
        "claims": claims,
        "register": register,
        "adjacent": adjacent,
        "as_of": as_of,
    }


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


def claim_lineage(store: GraphStore, claim_id: str) -> dict[str, Any]:
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
    from kgraph.claims import claim_chain, claims_about

    about = claims_about(store, head["work"])
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
        "chain": claim_chain(store, claim_id),
    }


def instance_lineage(store: GraphStore, name: str) -> dict[str, Any]:
    """`why tom`: an instance's documents and track record."""
    from kgraph.claims import instances

    record = next((r for r in instances(store) if r["instance"] == name), None)
    documents = [r for r in rows(store, "instances") if r["instance"] == name]
    return {
        "id": name,
        "kind": "instance",
        "record": record,
        "documents": [{"document": d["path"], "kind": d["kind"], "date": d["date"]} for d in documents],
    }
