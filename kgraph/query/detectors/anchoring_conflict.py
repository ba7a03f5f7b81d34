"""anchoring-conflict: one item anchored on different dates, or anchored and not anchored, by different documents."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence, key_of


def detect_anchoring_conflict(facts: Facts) -> list[dict[str, Any]]:
    """Anchored on one date by one document; on another date, or not anchored, by another."""
    by_work = defaultdict(list)
    for row in facts.get("detect-anchor-mentions"):
        if row.get("role") != "baseline" and row.get("date"):
            by_work[row["work"]].append(row)
    out = []
    for work, mentions in by_work.items():
        dated = [m for m in mentions if m["status"].endswith("status-anchored") and m.get("statusDate")]
        dates = sorted({m["statusDate"] for m in dated})
        problems = []
        if len(dates) > 1:
            problems.append(f"anchored on {', '.join(dates)} by different documents")
            sides = [min((m for m in dated if m["statusDate"] == d), key=lambda m: m["date"]) for d in dates]
        else:
            sides = []
        for neg in (m for m in mentions if m["status"].endswith("status-not-anchored")):
            before = [
                m
                for m in mentions
                if m["status"].endswith("status-anchored") and (m.get("statusDate") or m["date"]) <= neg["date"]
            ]
            if before:
                first = min(before, key=lambda m: m.get("statusDate") or m["date"])
                problems.append(
                    f"{neg['path']} ({neg['date']}) says not anchored, but {first['path']} says anchored "
                    f"{first.get('statusDate') or 'by ' + first['date']}"
                )
                sides += [first, neg]
        if not problems:
            continue
        item = key_of(work)
        evidence_rows = []
        for m in sides:
            ev = evidence(m)
            if ev not in evidence_rows:
                evidence_rows.append(ev)
        out.append(
            {
                "kind": "anchoring-conflict",
                "severity": "medium",
                "items": [item],
                "summary": f"{item}: " + "; ".join(problems),
                "evidence": evidence_rows,
                "id": entry_id("anchoring-conflict", item),
            }
        )
    return out
