"""The contradiction register: explicit to-verify entries and the faults kgraph detects itself.

Each detector is one module here, `detect_<kind>(facts) -> list[Entry]` over facts read with
the `detect-*.rq` queries beside it; this module is the registry (`DETECTORS`, `SCOPES`: what
each reads, for the stored register) and `register()` runs them all. An entry is one problem,
with a stable id, its evidence (document, date, line, quote) and a status. A new detector is a
module with its function, an entry in `KINDS`, `SCOPES` and `DETECTORS`, and its `.rq` files.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from typing import Any

from kgraph.query.detectors.anchoring_conflict import detect_anchoring_conflict
from kgraph.query.detectors.base import (  # noqa: F401 - the shared parts, used as kgraph.query.detectors.X
    CANONICAL_TABLES,
    FIGURE_TOLERANCE,
    SEVERITY_ORDER,
    Facts,
    Scope,
    _doc_key,
    _section_key,
    _work_key,
    entry_id,
    evidence,
    key_of,
    stable,
)
from kgraph.query.detectors.count_mismatch import count_check, detect_count_mismatch, listed_counts  # noqa: F401
from kgraph.query.detectors.duplicate_in_list import detect_duplicate_in_list
from kgraph.query.detectors.figures import detect_divergent_figures, detect_stale_anchor
from kgraph.query.detectors.malformed_reference import _malformed_keys, detect_malformed_reference
from kgraph.query.detectors.new_but_anchored import detect_new_but_anchored
from kgraph.query.detectors.section_name_drift import detect_section_name_drift
from kgraph.query.detectors.source_status_conflict import detect_source_status_conflict
from kgraph.query.detectors.to_verify import _concern_keys, explicit_entries
from kgraph.query.retract import DETECTORS as RETRACTION_DETECTORS
from kgraph.store.base import BaseStore

KINDS = (
    "to-verify",
    "new-but-anchored",
    "anchoring-conflict",
    "duplicate-in-list",
    "count-mismatch",
    "section-name-drift",
    "source-status-conflict",
    "malformed-reference",
    "divergent-figures",
    "stale-anchor",
    *RETRACTION_DETECTORS,  # unsupported-claim, weakened-claim (kgraph.query.retract)
)


# ---------------------------------------------------------------- detectors


# ---------------------------------------------------------------- explicit register


# ---------------------------------------------------------------- what each detector reads


SCOPES: dict[str, Scope] = {
    "to-verify": Scope(("detect-register",), _concern_keys, chained=True),
    "new-but-anchored": Scope(("detect-anchor-mentions", "detect-new-mentions"), _work_key),
    "anchoring-conflict": Scope(("detect-anchor-mentions",), _work_key),
    "duplicate-in-list": Scope(("detect-list-duplicates",), _doc_key),
    "count-mismatch": Scope(("detect-counts", "detect-listed"), _doc_key),
    "section-name-drift": Scope(("detect-section-names",), _section_key),
    "source-status-conflict": Scope(("detect-source-checks",), _doc_key),
    "malformed-reference": Scope(("detect-bad-references", "detect-source-checks"), _malformed_keys),
    "divergent-figures": Scope(("detect-figures",), _work_key),
    "stale-anchor": Scope(("detect-anchor-mentions", "detect-figures"), _work_key),
}


# ---------------------------------------------------------------- the register

DETECTORS: dict[str, Callable[[Facts], list[dict[str, Any]]]] = {
    "new-but-anchored": detect_new_but_anchored,
    "anchoring-conflict": detect_anchoring_conflict,
    "duplicate-in-list": detect_duplicate_in_list,
    "count-mismatch": detect_count_mismatch,
    "section-name-drift": detect_section_name_drift,
    "source-status-conflict": detect_source_status_conflict,
    "malformed-reference": detect_malformed_reference,
    "divergent-figures": detect_divergent_figures,
    "stale-anchor": detect_stale_anchor,
    **RETRACTION_DETECTORS,
}


def run_kind(kind: str, facts: Facts, today: dt.date) -> list[dict[str, Any]]:
    """One kind's entries over `facts`, with first/last seen, status and sightings filled in."""
    if kind == "to-verify":
        return explicit_entries(facts, today)
    entries = DETECTORS[kind](facts)
    for entry in entries:
        dates = [e["date"] for e in entry["evidence"] if e.get("date")]
        entry.setdefault("first_seen", min(dates) if dates else None)
        entry.setdefault("last_seen", max(dates) if dates else None)
        entry.setdefault("status", "open")
        entry.setdefault("sightings", len({e["document"] for e in entry["evidence"]}))
        entry.setdefault("resolved_on", None)
    return entries


def days_open(entry: dict[str, Any], today: dt.date) -> int | None:
    """Days from first seen to resolution (or to `today` while open)."""
    first = entry.get("first_seen")
    if not first:
        return None
    resolved = entry.get("resolved_on")
    end = dt.date.fromisoformat(resolved) if entry["kind"] == "to-verify" and resolved else today
    return (end - dt.date.fromisoformat(first)).days


def ordered(entries: list[dict[str, Any]], today: dt.date) -> list[dict[str, Any]]:
    """Entries most severe first, each with its days open as of `today` and its fields in order."""
    out = []
    for e in entries:
        e = {**e, "days_open": days_open(e, today)}
        out.append(_ordered(e))

    def order(e: dict[str, Any]) -> tuple:
        kind = KINDS.index(e["kind"]) if e["kind"] in KINDS else len(KINDS)
        return (-SEVERITY_ORDER[e["severity"]], kind, e["first_seen"] or "", e["id"], e["summary"], repr(e["evidence"]))

    out.sort(key=order)
    return out


def all_kinds() -> list[str]:
    return ["to-verify", *DETECTORS]


def register(
    store: BaseStore,
    *,
    as_of: dt.date | None = None,
    kinds: list[str] | None = None,
    today: dt.date | None = None,
) -> list[dict[str, Any]]:
    """Every entry of the contradiction register, most severe first, computed from scratch
    (every detector over every document's facts; `kgraph contradictions --recompute`)."""
    facts = Facts(store, as_of)
    today = as_of or today or dt.date.today()
    wanted = set(all_kinds()) if kinds is None else set(kinds)
    entries: list[dict[str, Any]] = []
    for kind in all_kinds():
        if kind in wanted:
            entries.extend(run_kind(kind, facts, today))
    return ordered(entries, today)


FIELDS = (
    "id",
    "kind",
    "severity",
    "status",
    "items",
    "summary",
    "first_seen",
    "last_seen",
    "days_open",
    "sightings",
    "resolved_on",
    "evidence",
)


def _ordered(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: entry.get(k) for k in FIELDS}


def filter_entries(
    entries: list[dict[str, Any]],
    *,
    open_only: bool = False,
    kind: str | None = None,
    item: str | None = None,
    since: dt.date | None = None,
    document: str | None = None,
) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        if open_only and e["status"] != "open":
            continue
        if kind and e["kind"] != kind:
            continue
        if item and item not in e["items"]:
            continue
        if since and (e["last_seen"] or "") < since.isoformat():
            continue
        if document and not any(ev["document"] == document for ev in e["evidence"]):
            continue
        out.append(e)
    return out
