"""What changed between two dates: works first seen, anchorings, register entries opened and resolved."""

from __future__ import annotations

import datetime as dt
from typing import Any

from kgraph import vocab as V
from kgraph.query import identity
from kgraph.query.named import rows
from kgraph.query.names import display_names
from kgraph.store.base import BaseStore


def diff(store: BaseStore, start: dt.date, end: dt.date, entries: list[dict[str, Any]]) -> dict[str, Any]:
    """What changed in the knowledge between two dates (after `start`, up to and including `end`);
    `entries` is the register as of `end`."""
    lo, hi = start.isoformat(), end.isoformat()
    links = identity.links(store)  # a work is one work whatever a document calls it
    firsts: dict[str, str] = {}
    for r in rows(store, "first-mentions"):
        work = identity.canonical(r["work"], links)
        if work not in firsts or r["first"] < firsts[work]:
            firsts[work] = r["first"]
    first_seen = [
        {"item": V.work_key_from_iri(work), "date": first, "iri": work}
        for work, first in firsts.items()
        if lo < first <= hi
    ]
    anchored: dict[str, dict[str, Any]] = {}
    orders: dict[str, tuple] = {}
    for r in rows(store, "detect-anchor-mentions"):
        if not r["status"].endswith("status-anchored") or r.get("role") == "baseline" or not r.get("date"):
            continue
        when = r.get("statusDate") or r["date"]
        if lo < when <= hi and r["date"] <= hi:
            r = identity.canonical_row(r, links)
            key = V.work_key_from_iri(r["work"])
            # the earliest anchoring; on a tie, the earliest document saying so (whatever the row order)
            order = (when, r["date"], r["path"], r.get("line") or 0)
            if key not in anchored or order < orders[key]:
                orders[key] = order
                anchored[key] = {
                    "item": key,
                    "date": when,
                    "section": r.get("section"),
                    "document": r["path"],
                    "iri": r["work"],
                }
    names = display_names(store, {x["iri"] for x in first_seen} | {x["iri"] for x in anchored.values()})
    for x in [*first_seen, *anchored.values()]:
        x["name"] = names.get(x.pop("iri"))
    opened = [e for e in entries if e["first_seen"] and lo < e["first_seen"] <= hi]
    resolved = [e for e in entries if e.get("resolved_on") and lo < e["resolved_on"] <= hi]
    return {
        "from": lo,
        "to": hi,
        "first_seen": sorted(first_seen, key=lambda x: (x["date"], x["item"])),
        "anchored": sorted(anchored.values(), key=lambda x: (x["date"], x["item"])),
        "opened": [
            {
                "id": e["id"],
                "kind": e["kind"],
                "severity": e["severity"],
                "summary": e["summary"],
                "first_seen": e["first_seen"],
            }
            for e in opened
        ],
        "resolved": [
            {"id": e["id"], "kind": e["kind"], "summary": e["summary"], "resolved_on": e["resolved_on"]}
            for e in resolved
        ],
    }
