"""Claims: lineage to the primary source, independent support, and each instance's track record.

What a claim's origins are, and when two are independent (the one-origin rule), is decided in
`kgraph.query.origins`; this module groups agreeing figures and counts their support.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.query.named import resolve, rows
from kgraph.query.origins import Origins, _agree, _claims_of, _locator, _num, _shares_figure, claims_of_works  # noqa: F401
from kgraph.store.base import BaseStore


def support(claims: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Groups of agreeing claims (same figure within tolerance) with their support counts."""
    origins = Origins(claims)
    groups: list[dict[str, Any]] = []
    for claim in sorted(claims.values(), key=lambda c: (c["date"] or "", c["document"], c["line"], c["id"])):
        for figure in claim["figures"]:
            group = next((g for g in groups if _agree(g["figure"], figure)), None)
            if group is None:
                group = {"figure": figure, "claims": [], "documents": set(), "origins": set()}
                groups.append(group)
            if claim["id"] not in group["claims"]:
                group["claims"].append(claim["id"])
            group["documents"].add(claim["document"])
            group["origins"] |= origins.of(claim)
    return [
        {
            "figure": g["figure"],
            "claims": g["claims"],
            "documents": len(g["documents"]),
            "independent": len(g["origins"]),
            "origins": sorted(g["origins"]),
        }
        for g in groups
    ]


def claims_about(store: BaseStore, text: str) -> dict[str, Any]:
    """`kgraph claims`: every claim about an item, with figures, sources and support counts."""
    work = resolve(store, text)
    claims = _claims_of(store, work)
    groups = support(claims)
    by_claim: dict[str, dict[str, Any]] = {}
    for g in groups:
        for cid in g["claims"]:
            best = by_claim.get(cid)
            if best is None or g["independent"] > best["independent"]:
                by_claim[cid] = g
    origins = Origins(claims)
    from kgraph.query.retract import claim_states

    records, states = claim_states(store)
    out = []
    for c in sorted(claims.values(), key=lambda c: (c["date"] or "", c["document"], c["line"], c["id"])):
        g = by_claim.get(c["id"])
        out.append(
            {
                **{k: v for k, v in c.items() if k not in ("iri", "work", "mention_quote")},
                "origins": sorted(origins.of(c)),
                "support": {"documents": g["documents"], "independent": g["independent"]} if g else None,
                "retraction": states.get(c["id"]),
            }
        )
    return {"item": V.work_key_from_iri(work), "claims": out, "groups": groups, "retractions": len(records)}


def claim_chain(store: BaseStore, claim_id: str) -> list[dict[str, Any]]:
    """The chain of one claim: this claim, then each upstream claim it was copied from, then the primary source."""
    head = rows(store, "claim", claim=NamedNode(V.claim_iri(claim_id)))
    if not head:
        return []
    claims = _claims_of(store, head[0]["work"])
    me = next(c for c in claims.values() if c["id"] == claim_id)
    origins = Origins(claims)
    chain = [{"claim": me["id"], "document": me["document"], "line": me["line"], "text": me["text"]}]
    frontier = [me]
    seen = {me["iri"]}
    while frontier:
        nxt = []
        for c in frontier:
            for q in c["quoted_from"]:
                ups = [u for u in origins.by_doc.get(q["path"], []) if _shares_figure(u, c) and u["iri"] not in seen]
                if not ups:
                    chain.append(
                        {"source": q["path"], "locator": q["locator"], "ingested": q["path"] in origins.by_doc}
                    )
                for u in ups:
                    seen.add(u["iri"])
                    chain.append({"claim": u["id"], "document": u["document"], "line": u["line"], "text": u["text"]})
                    nxt.append(u)
            if not c["quoted_from"]:
                for url in c["primary_sources"]:
                    chain.append({"primary_source": url})
        frontier = nxt
    unique = []
    for step in chain:
        if step not in unique:
            unique.append(step)
    from kgraph.query.retract import active, step_retractions

    records = active(store)
    for step in unique:
        if found := step_retractions(records, step):
            step["retracted"] = found
    return unique


# ---------------------------------------------------------------- instances


def instances(store: BaseStore) -> list[dict[str, Any]]:
    """Per analyst instance: what it wrote and introduced, how its NET-new calls held up, the
    register entries its items drew, and how often its figures were later contradicted."""
    from kgraph.query.netnew import net_new
    from kgraph.query.register import entries as register_entries

    docs = rows(store, "instances")
    by_instance: dict[str, list[dict[str, Any]]] = defaultdict(list)
    doc_instance = {}
    for d in docs:
        by_instance[d["instance"]].append(d)
        doc_instance[d["path"]] = d["instance"]
    first = {}
    for row in rows(store, "work-mentions-dated"):
        key = (row["date"], row["path"])
        if row["work"] not in first or key < first[row["work"]]:
            first[row["work"]] = key
    introduced: dict[str, set[str]] = defaultdict(set)
    for work, (_, path) in first.items():
        if path in doc_instance:
            introduced[doc_instance[path]].add(V.work_key_from_iri(work))
    entries = register_entries(store)
    out = []
    for name, mine in sorted(by_instance.items()):
        calls = held = 0
        for d in mine:
            if d["kind"] != "brief":
                continue
            verdicts = net_new(store, d["path"])["items"]
            called = [i for i in verdicts if i["verdict"] != "unflagged-new"]
            calls += len(called)
            held += sum(1 for i in called if i["verdict"] == "confirmed-new")
        items = introduced[name]
        drawn = [e for e in entries if e["kind"] == "to-verify" and set(e["items"]) & items]
        # divergent-figures and stale-anchor about one figure count once ("item metric: ...")
        contradicted = {
            e["summary"].split(":", 1)[0]
            for e in entries
            if e["kind"] in ("divergent-figures", "stale-anchor")
            and doc_instance.get(e["evidence"][0]["document"]) == name
        }
        out.append(
            {
                "instance": name,
                "documents": len(mine),
                "briefs": sum(1 for d in mine if d["kind"] == "brief"),
                "items_introduced": len(items),
                "new_calls": calls,
                "new_held": held,
                "new_held_ratio": round(held / calls, 2) if calls else None,
                "register_entries": len(drawn),
                "register_resolved": sum(1 for e in drawn if e["status"] == "resolved"),
                "figures_contradicted": len(contradicted),
            }
        )
    return out
