"""new-but-anchored: called new although an earlier (or the same) document says it was anchored before."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence, key_of


def _anchored_before(a: dict[str, Any], new: dict[str, Any], day: str) -> bool:
    """Whether anchoring `a` says the work was anchored before `new` called it new on `day`: a
    document of that day or earlier says so (with a date before it, or by being earlier), or the
    living document dates the entry before it (it records when each entry was first written,
    whatever the date of its own version)."""
    when = a.get("statusDate")
    if a.get("role") == "living" and when:
        return when < day
    return (
        a["date"] <= day and (when or a["date"]) < day and bool(when or (a["path"] != new["path"] and a["date"] < day))
    )


def detect_new_but_anchored(facts: Facts) -> list[dict[str, Any]]:
    """Called new although an earlier (or the same) document says it was anchored before."""
    anchored = defaultdict(list)
    for row in facts.get("detect-anchor-mentions"):
        if row["status"].endswith("status-anchored") and row.get("date"):
            anchored[row["work"]].append(row)
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for new in facts.get("detect-new-mentions"):
        day = new.get("date")
        if not day or new["work"] not in anchored:
            continue
        prior = [a for a in anchored[new["work"]] if _anchored_before(a, new, day)]
        if not prior:
            continue
        key = (new["work"], new["path"])
        item = key_of(new["work"])
        first = min(prior, key=lambda a: (a.get("statusDate") or a["date"], a["date"]))
        when = first.get("statusDate") or f"before {first['date']}"
        sec = f" in §{first['section']}" if first.get("section") else ""
        entry = found.setdefault(
            key,
            {
                "kind": "new-but-anchored",
                "severity": "high",
                "items": [item],
                "summary": f"{item} is called new in {new['path']} ({day}) but was anchored {when}{sec} "
                f"according to {first['path']}:{first['line']}",
                "evidence": [],
                "id": entry_id("new-but-anchored", item, new["path"]),
            },
        )
        entry["evidence"].append(evidence(new))
        for a in prior:
            ev = evidence(a)
            if ev not in entry["evidence"]:
                entry["evidence"].append(ev)
    return list(found.values())
