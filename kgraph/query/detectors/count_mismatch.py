"""count-mismatch: a declared count that does not match the items the document lists."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from kgraph import vocab as V
from kgraph.query.detectors.base import Facts, entry_id, evidence


def listed_counts(facts: Facts) -> dict[str, dict[str, Any]]:
    """Per document: what it lists, for checking its declared counts."""
    docs: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"increments": set(), "adjacent": set(), "new_ids": set(), "new_items": set(), "carried": set()}
    )
    unlabelled: dict[str, set[tuple[str, str]]] = defaultdict(set)
    labelled: dict[str, set[tuple[str, str]]] = defaultdict(set)
    labels_of: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for row in facts.get("detect-listed"):
        doc = docs[row["doc"]]
        status = V.iri_status(row["status"])
        work = row["work"]
        kind = None
        if row["role"] == "adjacent":
            kind = "adjacent"
        elif row["role"] == "increment" and status not in ("carried-over", "anchored", "not-anchored", "mentioned"):
            # (`mentioned`: listed among the known works with no status of its own, not new)
            # said to be adjacent, or a candidate for later: not one of the increments
            kind = "adjacent" if status in ("adjacent", "candidate") else "increments"
        if kind:
            doc[kind].add(row.get("label") or work)
            (labelled if row.get("label") else unlabelled)[row["doc"]].add((kind, work))
            if row.get("label"):
                labels_of[(row["doc"], kind, work)].add(row["label"])
        if status == "new" and row["role"] in ("arxiv-list", "increment", "header"):
            (doc["new_ids"] if work.startswith(V.ID + "arxiv/") else doc["new_items"]).add((row["role"], work))
        if status in ("anchored", "carried-over", "not-anchored") and row["role"] in ("arxiv-list", "increment"):
            doc["carried"].add(work)  # (the id list's carried ids and the items carried without one: a release)
    for doc_iri, rows in unlabelled.items():  # a work listed once with its label, once without
        for kind, work in rows & labelled[doc_iri]:
            docs[doc_iri][kind].discard(work)
    for (doc_iri, kind, _work), labels in labels_of.items():  # one work under two labels: its row, its heading
        for extra in sorted(labels)[1:]:
            docs[doc_iri][kind].discard(extra)
    return docs


def detect_count_mismatch(facts: Facts) -> list[dict[str, Any]]:
    """A declared count (净增 3 件) that does not match what the document lists."""
    listed = listed_counts(facts)
    out = []
    seen: set[tuple[str, str, int]] = set()
    for row in sorted(facts.get("detect-counts"), key=lambda r: (r["path"], r["line"], r["what"])):
        doc = listed.get(row["doc"])
        if doc is None:
            continue
        what, declared = row["what"], row["value"]
        check = count_check(
            what, declared, bool(row.get("approximate")), row.get("quote") or "", doc, (row.get("low"), row.get("high"))
        )
        if check is None or check["ok"]:
            continue
        key = (row["path"], what, declared)
        if key in seen:
            continue
        seen.add(key)
        out.append(
            {
                "kind": "count-mismatch",
                "severity": "medium",
                "items": [],
                "summary": f"{row['path']} declares {declared} {check['label']} but lists {check['listed_text']}",
                "evidence": [evidence(row)],
                "id": entry_id("count-mismatch", row["path"], what, declared),
            }
        )
    return out


def count_check(
    what: str,
    declared: int,
    approximate: bool,
    quote: str,
    doc: dict[str, Any],
    bounds: tuple[int | None, int | None] | None = None,
) -> dict[str, Any] | None:
    """Compare one declared count with what the document lists; None when it cannot be checked.

    An approximate count is a range (`bounds`, from extraction: `约 6` 3–9, `15+` at least 15)."""
    if what == "new-arxiv":
        roles = ("arxiv-list", "increment", "header")
        role = next((r for r in roles if any(x[0] == r for x in doc["new_ids"] | doc["new_items"])), None)
        if role is None:
            return None
        ids = {w for r, w in doc["new_ids"] if r == role}
        others = {w for r, w in doc["new_items"] if r == role}
        listed = len(ids)
        text = f"{listed} arXiv ids" + (f" (and {len(others)} new item(s) without an id)" if others else "")
        label = "new arXiv ids"
    elif what == "increments":
        listed = len(doc["increments"])
        if listed == 0:
            return None
        if (
            declared == listed + len(doc["adjacent"])
            # `7 条（含 4 条邻接）`, `5 items, including 2 adjacent`: the total holds the adjacent ones
            # (`4 increments, 1 adjacent` counts two things)
            and re.search(r"(?:含|包括|includ\w*|incl\.?)[^)）]{0,30}(?:邻接|adjacent)", quote, re.I)
            and declared != listed
        ):
            listed = declared  # "7 条（含 4 条邻接）": the total includes the adjacent entries
        text, label = f"{len(doc['increments'])} increments", "increments"
    elif what == "adjacent":
        listed = len(doc["adjacent"])
        if listed == 0 and not doc["increments"]:
            return None
        text, label = f"{listed} adjacent entries", "adjacent entries"
    elif what == "carried-over":
        listed = len(doc["carried"])
        if listed == 0:
            return None
        text, label = f"{listed} carried-over items", "carried-over items"
    else:
        return None
    if approximate and bounds is not None and bounds != (None, None):
        low, high = bounds
        ok = (low is None or listed >= low) and (high is None or listed <= high)
    elif approximate:  # stored before counts had ranges
        plus = bool(re.search(rf"{declared}\s*\+", quote))
        ok = listed >= declared if plus else True
    else:
        ok = listed == declared
    return {"what": what, "declared": declared, "listed": listed, "ok": ok, "label": label, "listed_text": text}
