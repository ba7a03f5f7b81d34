"""`kgraph impact`: everything downstream of a source, document, URL, work or claim, in layers.

`why` walks lineage upstream; impact walks it the other way, the question of the day a source
turns out wrong:

1. claims: stated in the target (depth 0), quoted from it (1), copied from those (2, ...), each
   with file:line and the independent origins it keeps without the target (none: it stands on
   the target alone);
2. documents that carry those claims or list the target among the files they read;
3. status assertions made on its strength: NET-new calls, anchorings, carry-overs of mentions
   that name the target (or a document carrying its claims) as their source;
4. living-document sections the affected items are anchored in (from the first affected date);
5. to-verify register entries about the affected items (from the first affected date);
6. the instances whose documents relied on it.

The work is bounded by the target: a few queries bound to it, the claims of the works it
touches, never a scan of the whole store.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from typing import Any

from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.query.named import rows
from kgraph.query.origins import Blocked, Origins, claims_in_documents, claims_of_works, url_origin
from kgraph.query.retract import active, blocked_by, resolve_target
from kgraph.store.base import BaseStore

LAYERS = ("claims", "documents", "statuses", "anchorings", "register", "instances")


def impact(store: BaseStore, text: str, depth: int | None = None, as_of: dt.date | None = None) -> dict[str, Any]:
    """The downstream layers of `text` (see the module docstring); `depth` limits copy hops."""
    target = resolve_target(store, text)
    record = {"id": "", "target_kind": target.kind, "target_iri": target.iri, "target": target.text}
    blocked, works = blocked_by(store, [record])
    limit = as_of.isoformat() if as_of else None

    def dated(row: dict[str, Any]) -> bool:
        return limit is None or not row.get("date") or row["date"] <= limit

    claims_out = _claim_layer(store, target, works, blocked, depth, as_of)
    srcs = [NamedNode(target.iri)] if target.kind in ("document", "source") else []
    documents = _document_layer(store, claims_out, srcs, dated)
    statuses = _status_layer(store, target, documents, srcs, dated)
    items = sorted({c["item"] for c in claims_out} | {s["item"] for s in statuses})
    # living-document anchorings and register entries, from the first affected date
    first = min([c["date"] for c in claims_out if c["date"]] + [s["date"] for s in statuses if s["date"]], default=None)

    def after_first(row: dict[str, Any]) -> bool:
        return dated(row) and (first is None or not row.get("date") or row["date"] >= first)

    anchorings, register = _anchoring_and_register_layers(store, items, statuses, after_first)
    authors = Counter(d["instance"] for d in documents if d.get("instance"))
    instances = [{"instance": name, "documents": n} for name, n in sorted(authors.items())]
    retractions = [
        {k: r[k] for k in ("id", "date", "by", "reason")} for r in active(store, as_of) if r["target_iri"] == target.iri
    ]
    return {
        "target": {"kind": target.kind, "text": target.text},
        "as_of": as_of.isoformat() if as_of else None,
        "depth": depth,
        "retracted": retractions,
        "claims": claims_out,
        "documents": documents,
        "statuses": statuses,
        "anchorings": anchorings,
        "register": register,
        "instances": instances,
        "summary": {
            "claims": sum(1 for c in claims_out if not c["in_target"]),
            "claims_in_target": sum(1 for c in claims_out if c["in_target"]),
            "standing_alone": sum(1 for c in claims_out if c["stands_alone"]),
            "documents": len(documents),
            "statuses": len(statuses),
            "new_calls": sum(1 for s in statuses if s["status"] == "new"),
            "anchorings": len(anchorings),
            "register": len(register),
            "instances": len(instances),
        },
    }


def _claim_layer(
    store: BaseStore, target: Any, works: Any, blocked: Blocked, depth: int | None, as_of: dt.date | None
) -> list[dict[str, Any]]:
    """The claims stated in the target (depth 0), quoted from it (1) and copied on (2, ...)."""
    claims_out: list[dict[str, Any]] = []
    if target.kind in ("document", "source"):
        by_work = _claims_around(store, target.iri, works, depth, as_of)
    else:
        by_work = claims_of_works(store, works, as_of)
    for work, claims in sorted(by_work.items()):
        before, after = Origins(claims), Origins(claims, blocked)
        hops = _hops(before, claims, target, blocked)
        for c in claims.values():
            d = hops.get(c["iri"])
            if d is None or (depth is not None and d > depth):
                continue
            now = after.of(c)
            claims_out.append(
                {
                    "claim": c["id"],
                    "item": V.work_key_from_iri(work),
                    "depth": d,
                    "document": c["document"],
                    "date": c["date"],
                    "instance": c["instance"],
                    "line": c["line"],
                    "text": c["text"],
                    "in_target": blocked.claim(c),
                    "origins": sorted(before.of(c)),
                    "other_origins": sorted(now),
                    "stands_alone": not blocked.claim(c) and not now,
                }
            )
    claims_out.sort(key=lambda c: (c["depth"], c["date"] or "", c["document"], c["line"], c["claim"]))
    return claims_out


def _document_layer(
    store: BaseStore, claims_out: list[dict[str, Any]], srcs: list[NamedNode], dated: Any
) -> list[dict[str, Any]]:
    """The documents that carry the affected claims or list the target among what they read."""
    checks = [r for r in rows(store, "impact-checks", src=srcs) if dated(r)] if srcs else []
    docs: dict[str, dict[str, Any]] = {}
    for c in claims_out:
        if c["in_target"]:
            continue
        d = docs.setdefault(c["document"], _doc(c))
        d["claims"].append(c["line"])
    for r in checks:
        d = docs.setdefault(r["path"], _doc(r))
        d["lists_it"].append({"line": r["line"], "status": r["status"]})
    for d in docs.values():
        d["claims"] = sorted(set(d["claims"]))
        d["lists_it"] = sorted({(x["line"], x["status"]) for x in d["lists_it"]})
        d["lists_it"] = [{"line": n, "status": s} for n, s in d["lists_it"]]
    return sorted(docs.values(), key=lambda d: (d["date"] or "", d["document"]))


def _status_layer(
    store: BaseStore, target: Any, documents: list[dict[str, Any]], srcs: list[NamedNode], dated: Any
) -> list[dict[str, Any]]:
    """The status assertions (NET-new calls, anchorings, carry-overs) made on the target's strength."""
    if target.kind == "work":
        found = rows(store, "lineage-mentions", work=NamedNode(target.iri))
    else:
        carriers = [NamedNode(V.doc_iri(d["document"])) for d in sorted(documents, key=lambda d: d["document"])] + srcs
        found = rows(store, "impact-statuses", src=carriers) if carriers else []
    statuses: list[dict[str, Any]] = []
    seen = set()
    for r in found:
        if not dated(r) or r.get("role") == "baseline" or r["m"] in seen:
            continue
        if target.kind in ("document", "source") and r["path"] == target.text:
            continue
        seen.add(r["m"])
        statuses.append(
            {
                "item": V.work_key_from_iri(r["work"]),
                "status": V.iri_status(r["status"]),
                "status_date": r.get("statusDate"),
                "section": r.get("section"),
                "document": r["path"],
                "date": r.get("date"),
                "instance": r.get("instance"),
                "line": r["line"],
                "role": r.get("role"),
            }
        )
    statuses.sort(key=lambda s: (s["date"] or "", s["document"], s["line"], s["item"], s["status"]))
    return statuses


def _anchoring_and_register_layers(
    store: BaseStore, items: list[str], statuses: list[dict[str, Any]], after_first: Any
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Living-document anchorings and to-verify entries about the affected items."""
    item_nodes = [NamedNode(_work_iri(i)) for i in items]
    anchorings = []
    register = []
    if item_nodes:
        for r in rows(store, "impact-anchorings", work=item_nodes):
            if after_first(r):
                anchorings.append(
                    {
                        "item": V.work_key_from_iri(r["work"]),
                        "section": r.get("section"),
                        "anchored_on": r.get("statusDate"),
                        "document": r["path"],
                        "date": r.get("date"),
                        "line": r["line"],
                    }
                )
        for r in rows(store, "register-about", work=item_nodes):
            if after_first(r):
                register.append(
                    {
                        "item": V.work_key_from_iri(r["work"]),
                        "text": r["text"],
                        "risk": r.get("risk"),
                        "resolved": bool(r.get("resolved")),
                        "document": r["path"],
                        "date": r.get("date"),
                        "line": r["line"],
                    }
                )
    for s in statuses:
        if s["status"] == "anchored" and s["section"]:
            anchorings.append(
                {
                    "item": s["item"],
                    "section": s["section"],
                    "anchored_on": s["status_date"],
                    "document": s["document"],
                    "date": s["date"],
                    "line": s["line"],
                }
            )
    return _unique(anchorings, ("date", "document", "line", "item")), _unique(
        register, ("date", "document", "line", "item")
    )


def _claims_around(
    store: BaseStore, doc_iri: str, works: set[str], depth: int | None, as_of: dt.date | None
) -> dict[str, dict[str, dict[str, Any]]]:
    """The claims impact needs for a document target, read document by document instead of every
    claim of every work it touches: the documents that quote it, those that quote them (about the
    same works, up to `depth` steps), and upstream of all of these every document they quote, so
    that each claim's other origins come out as with all the claims of its work."""
    seen = {doc_iri}
    frontier = {doc_iri}
    steps = 0
    while frontier and (depth is None or steps < depth):
        found = rows(store, "impact-quoting", src=[NamedNode(d) for d in sorted(frontier)])
        frontier = {r["doc"] for r in found if r["work"] in works} - seen
        seen |= frontier
        steps += 1
    out: dict[str, dict[str, dict[str, Any]]] = {}
    loaded: set[str] = set()
    pending = set(seen)
    while pending:
        for work, claims in claims_in_documents(store, pending, works, as_of).items():
            out.setdefault(work, {}).update(claims)
        loaded |= pending
        quoted = {V.doc_iri(q["path"]) for claims in out.values() for c in claims.values() for q in c["quoted_from"]}
        pending = quoted - loaded
    return out


def _hops(origins: Origins, claims: dict[str, dict[str, Any]], target: Any, blocked: Blocked) -> dict[str, int]:
    """Claim IRI -> copy steps from the target, for the claims downstream of it."""
    keys = frozenset(blocked.origins) | {url_origin(u, origins.pages) for u in blocked.urls}
    memo: dict[str, int | None] = {}

    def hop(c: dict[str, Any], seen: frozenset[str]) -> int | None:
        if c["iri"] in memo:
            return memo[c["iri"]]
        if c["iri"] in seen:
            return None
        seen = seen | {c["iri"]}
        steps: list[int] = [0] if blocked.claim(c) else []
        if not c["quoted_from"] and origins.of(c) & keys:
            steps.append(0)  # its primary source is the target
        for q in c["quoted_from"]:
            if q["path"] in blocked.docs:
                steps.append(1)
                continue
            upstream = origins.upstream(c, q)
            for u in upstream:
                h = hop(u, seen)
                if h is not None:
                    steps.append(h + 1)
            if not upstream and keys and origins.of(c) & keys:
                steps.append(1)  # a source standing for the target, such as the paper's card
        best = min(steps) if steps else None
        memo[c["iri"]] = best
        return best

    return {iri: h for iri, c in claims.items() if (h := hop(c, frozenset())) is not None}


def _work_iri(key: str) -> str:
    import re

    return V.paper_iri(key) if re.fullmatch(r"\d{4}\.\d{4,5}", key) else V.work_iri(key)


def _doc(row: dict[str, Any]) -> dict[str, Any]:
    return {
        "document": row.get("document") or row.get("path"),
        "date": row.get("date"),
        "instance": row.get("instance"),
        "claims": [],
        "lists_it": [],
    }


def _unique(found: list[dict[str, Any]], order: tuple[str, ...]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for x in sorted(found, key=lambda x: tuple(str(x.get(k) or "") for k in order)):
        if x not in out:
            out.append(x)
    return out
