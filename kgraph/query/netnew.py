"""`new`: what a brief calls new, checked against everything ingested before it.

Verdicts: confirmed-new, seen-before (first earlier document that mentions it),
anchored-before (date, section and which document says so, including the brief's own
baseline header), duplicate (listed twice in one list), and unflagged-new (not called new,
yet no earlier document mentions it).
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from typing import Any

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.errors import NotFound
from kgraph.query import identity
from kgraph.query.detectors import Facts, count_check, listed_counts, stable
from kgraph.query.named import rows
from kgraph.query.register import digest, is_current
from kgraph.store.base import BaseStore

LISTING_ROLES = ("increment", "adjacent", "arxiv-list", "header")


def choose_brief(store: BaseStore, document: str | None, date: dt.date | None) -> dict[str, Any]:
    """The brief asked for: by logical path (or its end), by date, or the latest one."""
    if not document and not date and is_current(store) and (latest := digest.latest(store)):
        found = rows(store, "document", doc=NamedNode(latest["doc"]))
        if found:
            return found[0]
    docs = sorted(rows(store, "briefs"), key=lambda d: (d.get("date") or "", d["path"]))
    if not docs:
        raise NotFound("no brief in the store (run `kgraph ingest` first)")
    if document:
        from kgraph.query.documents import resolve_document

        wanted = resolve_document(store, document)
        hits = [d for d in docs if d["path"] == wanted]
        if not hits:
            raise NotFound(f"no brief {document!r} in the store", suggestions=[d["path"] for d in docs[-5:]])
        chosen = hits[0]
    elif date:
        hits = [d for d in docs if d.get("date") == date.isoformat()]
        if not hits:
            raise NotFound(f"no brief dated {date} in the store")
        chosen = hits[-1]
    else:
        chosen = docs[-1]
    return rows(store, "document", doc=NamedNode(chosen["doc"]))[0]


def net_new(store: BaseStore, document: str | None = None, date: dt.date | None = None) -> dict[str, Any]:
    brief = choose_brief(store, document, date)
    day = brief.get("date")
    # A name-only work that is a paper is that paper (kgraph.query.identity): its earlier mentions are the paper's.
    links = identity.links(store)
    mine = stable(
        [identity.canonical_row(r, links) for r in rows(store, "brief-mentions", doc=NamedNode(brief["doc"]))]
    )
    new_rows: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in mine:
        if row["status"].endswith("status-new") and row.get("role") in LISTING_ROLES:
            new_rows[row["work"]].append(row)
    unflagged = {r["work"] for r in mine if r.get("role") in LISTING_ROLES} - set(new_rows)
    earliest, anchor, elsewhere = history(store, brief, {r["work"] for r in mine}, links, unflagged)
    baseline_names = {P.normalise_name(r["name"]) for r in mine if r.get("role") == "baseline" and r.get("name")}

    items: list[dict[str, Any]] = []
    for work, found in new_rows.items():
        first = min(found, key=lambda r: r["line"])
        names = {P.normalise_name(r["name"]) for r in found if r.get("name")}
        key = V.work_key_from_iri(work)
        item = {
            "item": key,
            "name": next((r["name"] for r in found if r.get("name")), ""),
            "line": first["line"],
            "verdict": "confirmed-new",
            "evidence": None,
        }
        by_role = defaultdict(list)
        for r in found:
            by_role[r["role"]].append(r["line"])
        duplicated = next(
            (lines for role, lines in by_role.items() if role in ("arxiv-list", "header") and len(lines) > 1), None
        )
        if work in anchor:
            item["verdict"] = "anchored-before"
            item["evidence"] = _cited(anchor[work], _when(anchor[work]))
        elif names & baseline_names or key in baseline_names:
            b = next(
                r
                for r in mine
                if r.get("role") == "baseline" and P.normalise_name(r.get("name") or "") in names | {key}
            )
            item["verdict"] = "anchored-before"
            item["evidence"] = {
                "document": brief["path"],
                "date": brief.get("baselineDate"),
                "line": b["line"],
                "section": None,
                "quote": "in the baseline header of this brief",
            }
        elif work in earliest:
            item["verdict"] = "seen-before"
            item["evidence"] = _cited(earliest[work], earliest[work]["date"])
        elif duplicated:
            item["verdict"] = "duplicate"
            item["evidence"] = {
                "document": brief["path"],
                "date": day,
                "line": duplicated[1],
                "section": None,
                "quote": f"listed again at line {duplicated[1]}",
            }
        if duplicated and item["verdict"] != "duplicate":
            item["also"] = "duplicate"
        items.append(item)
    for work in sorted(unflagged):
        if work not in earliest and work not in elsewhere:
            items.append(_unflagged(work, mine, brief))
    items.sort(key=lambda i: (VERDICT_ORDER.index(i["verdict"]), i["line"]))
    return {
        "document": brief["path"],
        "date": day,
        "instance": brief.get("instance"),
        "items": items,
        "counts": declared_counts(store, brief),
    }


Found = tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]], set[str]]


def history(
    store: BaseStore, brief: dict[str, Any], works: set[str], links: dict[str, str], unflagged: set[str]
) -> Found:
    """For each (canonical) work the brief speaks of: its earliest mention in an earlier document,
    its earliest anchoring before the brief, and whether a document other than the brief anchors
    it before. One digest lookup when the register is current (`kgraph.query.register.digest`);
    every earlier mention only for the works the digest cannot answer."""
    day = brief.get("date")
    if not day:
        return {}, {}, set()
    # "Before" the brief: documents dated before its window opened (or before its date).
    window_day = (brief.get("windowStart") or "")[:10] or day
    found: Found = ({}, {}, set())
    todo = set(works)
    if window_day <= day and is_current(store):
        members = {w: {w} for w in works}
        for name, paper in links.items():
            if paper in members:
                members[paper].add(name)
        stored = digest.stored(store, set().union(*members.values()))
        for work in works:
            entry = digest.combine(stored.get(m, {}) for m in members[work])
            if _from_digest(entry, work, brief, window_day, work in unflagged, found):
                todo.discard(work)
    if todo:
        _from_mentions(store, brief, todo, links, window_day, found)
    return found


def _from_digest(
    entry: dict[str, dict[str, Any]], work: str, brief: dict[str, Any], window_day: str, need_others: bool, found: Found
) -> bool:
    """Answer one work from its digest entry; False when only its mentions can tell: an anchoring
    in a document dated after the brief may hide an earlier one that counts, and the brief's own
    first anchoring without a status date does not count but may hide one that does."""
    day, path = brief["date"], brief["path"]
    # Notes and cards dated on the day the window opens may fall inside it; an earlier brief or
    # living document is written at the end of its day.
    seen = [
        e for slot, limit in (("first", window_day), ("listed", day)) if (e := entry.get(slot)) and e["date"] < limit
    ]
    if any(e["path"] == path for e in seen):
        return False
    first, other = entry.get("anchoring"), entry.get("other")
    counted = first is not None and _when(first) < day
    if counted and (first["date"] > day or (first["path"] == path and not first.get("statusDate"))):
        return False
    # another document's anchoring counts too (the brief's own first anchoring does not tell)
    elsewhere = counted and first["path"] != path
    if counted and not elsewhere and need_others and other is not None and _when(other) < day:
        if other["date"] > day:
            return False
        elsewhere = True
    earliest, anchor, others = found
    if seen:
        earliest[work] = min(seen, key=digest.mention_order)
    if counted:
        anchor[work] = first
    if elsewhere:
        others.add(work)
    return True


def _when(row: dict[str, Any]) -> str:
    return row.get("statusDate") or row["date"]


def _from_mentions(
    store: BaseStore, brief: dict[str, Any], works: set[str], links: dict[str, str], window_day: str, found: Found
) -> None:
    """The same answers read from every dated mention of these works (and of the names that are them)."""
    day, path = brief["date"], brief["path"]
    wanted = works | {name for name, paper in links.items() if paper in works}
    mentions = rows(store, "work-mentions-dated", work=[NamedNode(w) for w in sorted(wanted)])
    earlier: dict[str, list[dict[str, Any]]] = defaultdict(list)
    anchors: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in stable([identity.canonical_row(r, links) for r in mentions]):
        if row["work"] not in works or not row.get("date"):
            continue
        if row["path"] != path and (
            row["date"] < window_day or (row["date"] < day and row["kind"] in ("brief", "living"))
        ):
            earlier[row["work"]].append(row)
        if not row["status"].endswith("status-anchored"):
            continue
        when = row.get("statusDate") or (row["date"] if row["path"] != path else None)
        if when and when < day and row["date"] <= day and row.get("role") != "baseline":
            anchors[row["work"]].append(row)
    earliest, anchor, others = found
    for work, candidates in earlier.items():
        earliest[work] = min(candidates, key=lambda r: (r["date"], r["path"], r["line"]))
    for work, candidates in anchors.items():
        anchor[work] = min(candidates, key=lambda r: (r.get("statusDate") or r["date"], r["date"]))
        if any(a["path"] != path for a in candidates):
            others.add(work)


def _cited(row: dict[str, Any], date: str) -> dict[str, Any]:
    """An earlier document's mention as a verdict's evidence."""
    return {
        "document": row["path"],
        "date": date,
        "line": row["line"],
        "section": row.get("section"),
        "quote": (row.get("quote") or "")[:200],
    }


def _unflagged(work: str, mine: list[dict[str, Any]], brief: dict[str, Any]) -> dict[str, Any]:
    """A work the brief lists without calling it new that no earlier document mentions or anchors."""
    found = [r for r in mine if r["work"] == work and r.get("role") in LISTING_ROLES]
    first = min(found, key=lambda r: r["line"])
    return {
        "item": V.work_key_from_iri(work),
        "name": first.get("name") or "",
        "line": first["line"],
        "verdict": "unflagged-new",
        "evidence": {
            "document": brief["path"],
            "date": brief.get("date"),
            "line": first["line"],
            "section": first.get("section"),
            "quote": f"listed as {V.iri_status(first['status'])}",
        },
    }


VERDICT_ORDER = ["anchored-before", "seen-before", "duplicate", "unflagged-new", "confirmed-new"]


def declared_counts(store: BaseStore, brief: dict[str, Any]) -> list[dict[str, Any]]:
    facts = Facts(store)
    for name in ("detect-counts", "detect-listed"):  # this brief's rows only
        facts.cache[name] = stable(rows(store, name, doc=NamedNode(brief["doc"])))
    listed = listed_counts(facts).get(brief["doc"])
    out = []
    seen = set()
    for row in sorted(facts.get("detect-counts"), key=lambda r: (r["line"], r["what"])):
        if row["doc"] != brief["doc"] or listed is None:
            continue
        check = count_check(
            row["what"],
            row["value"],
            bool(row.get("approximate")),
            row.get("quote") or "",
            listed,
            (row.get("low"), row.get("high")),
        )
        if check is None or (row["what"], row["value"]) in seen:
            continue
        seen.add((row["what"], row["value"]))
        out.append(
            {
                "what": row["what"],
                "declared": row["value"],
                "listed": check["listed"],
                "approximate": bool(row.get("approximate")),
                "line": row["line"],
                "ok": check["ok"],
            }
        )
    return sorted(out, key=lambda c: (c["line"], c["what"]))
