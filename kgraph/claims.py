"""Claims: lineage to the primary source, independent support, and each instance's track record.

A claim's *origin* is where its evidence really comes from: the upstream claim it was copied
from (followed through every ingested document that states it), the source file it names
when that file was not ingested, its primary source (a paper page, a repository), or, with
none of these, the document itself (an independent statement). Documents that copy the same
upstream note share one origin; different primary sources or measurements count apart.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.queries import resolve, rows
from kgraph.storebase import BaseStore


def _claims_of(store: BaseStore, work: str) -> dict[str, dict[str, Any]]:
    claims: dict[str, dict[str, Any]] = {}
    for row in rows(store, "claims-with-sources", work=NamedNode(work)):
        c = claims.setdefault(
            row["claim"],
            {
                "id": row["claimId"],
                "iri": row["claim"],
                "text": row["text"],
                "document": row["path"],
                "date": row["date"],
                "instance": row["instance"],
                "line": row["line"],
                "status": V.iri_status(row["status"]) if row.get("status") else None,
                "figures": [],
                "quoted_from": [],
                "primary_sources": [],
            },
        )
        if row.get("value") is not None:
            f = {
                "value": _num(row["value"]),
                "value_high": _num(row["valueHigh"]),
                "unit": row["unit"],
                "metric": row["metric"] or "",
            }
            if f not in c["figures"]:
                c["figures"].append(f)
        if row.get("quotedPath"):
            q = {"path": row["quotedPath"], "locator": _locator(row.get("locator"), row["quotedPath"])}
            if q not in c["quoted_from"]:
                c["quoted_from"].append(q)
        if row.get("primary") and row["primary"] not in c["primary_sources"]:
            c["primary_sources"].append(row["primary"])
    for c in claims.values():  # an order that does not depend on the store
        c["quoted_from"].sort(key=lambda q: (q["path"], q["locator"]))
        c["primary_sources"].sort()
        c["figures"].sort(key=lambda f: (f["metric"], f["unit"], f["value"], f["value_high"] or 0))
    return claims


def _num(value: Any) -> float | None:
    """Figures are decimals; some stores hand a whole decimal back as an integer."""
    return None if value is None else float(value)


def _locator(locator: str | None, path: str) -> str:
    return locator[len(path) :].strip() if locator and locator.startswith(path) else ""


def _agree(a: dict[str, Any], b: dict[str, Any]) -> bool:
    known = [m for m in (a["metric"], b["metric"]) if m and m != "unknown"]  # `unknown` agrees with any
    if a["unit"] != b["unit"] or (len(known) == 2 and known[0] != known[1]):
        return False
    for x, y in ((a["value"], b["value"]), (a.get("value_high"), b.get("value_high"))):
        if (x is None) != (y is None):
            return False
        if x is not None and abs(x - y) > P.FIGURE_TOLERANCE * max(abs(x), abs(y), 1e-9):
            return False
    return True


def _shares_figure(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return any(_agree(x, y) for x in a["figures"] for y in b["figures"])


def _norm_locator(text: str) -> str:
    return re.sub(r"[\s§.]", "", text)


class Origins:
    """Resolves the origins of claims about one work, following copies through documents."""

    def __init__(self, claims: dict[str, dict[str, Any]], labels: dict[str, set[int]] | None = None):
        self.claims = claims
        self.by_doc: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for c in claims.values():
            self.by_doc[c["document"]].append(c)
        self.memo: dict[str, frozenset[str]] = {}

    def of(self, claim: dict[str, Any], seen: frozenset[str] = frozenset()) -> frozenset[str]:
        if claim["iri"] in self.memo:
            return self.memo[claim["iri"]]
        if claim["iri"] in seen:
            return frozenset({"doc:" + claim["document"]})
        seen = seen | {claim["iri"]}
        origins: set[str] = set()
        for q in claim["quoted_from"]:
            upstream = (
                [u for u in self.by_doc.get(q["path"], []) if _shares_figure(u, claim)] if claim["figures"] else []
            )
            if upstream:
                for u in upstream:
                    origins |= self.of(u, seen)
            elif self.by_doc.get(q["path"]) and not claim["figures"]:
                origins.add("doc:" + q["path"])
            elif card := re.fullmatch(r"paper_cards/\d+-(\d{4})-(\d{5})\.md", q["path"]):
                # A paper card summarises its paper: its evidence is the paper itself.
                origins.add(f"url:https://arxiv.org/abs/{card.group(1)}.{card.group(2)}")
            else:
                origins.add(f"source:{q['path']} {q['locator']}".strip())
        if not origins:
            origins = {"url:" + u for u in claim["primary_sources"]} or {"doc:" + claim["document"]}
        result = frozenset(origins)
        self.memo[claim["iri"]] = result
        return result


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
    out = []
    for c in sorted(claims.values(), key=lambda c: (c["date"] or "", c["document"], c["line"], c["id"])):
        g = by_claim.get(c["id"])
        out.append(
            {
                **{k: v for k, v in c.items() if k != "iri"},
                "origins": sorted(origins.of(c)),
                "support": {"documents": g["documents"], "independent": g["independent"]} if g else None,
            }
        )
    return {"item": V.work_key_from_iri(work), "claims": out, "groups": groups}


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
    return unique


# ---------------------------------------------------------------- instances


def instances(store: BaseStore) -> list[dict[str, Any]]:
    """Per analyst instance: what it wrote and introduced, how its NET-new calls held up, the
    register entries its items drew, and how often its figures were later contradicted."""
    from kgraph.netnew import net_new
    from kgraph.register import entries as register_entries

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
