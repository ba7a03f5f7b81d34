"""section-name-drift: one section number given different names."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence


def _same_section_name(a: str, b: str) -> bool:
    """`KV Cache` = `KV Cache 管理` = `KV Cache 卸载` (a shared start of four characters or more)."""
    x, y = re.sub(r"\s+", "", a.lower()), re.sub(r"\s+", "", b.lower())
    shared = 0
    for cx, cy in zip(x, y, strict=False):
        if cx != cy:
            break
        shared += 1
    return shared >= min(4, len(x), len(y))


def detect_section_name_drift(facts: Facts) -> list[dict[str, Any]]:
    """One section number given names that are not the same (nor one the start of the other)."""
    by_number = defaultdict(list)
    for row in facts.get("detect-section-names"):
        if len(row["name"]) >= 2:
            by_number[row["number"]].append(row)
    out = []
    for number, namings in sorted(by_number.items()):
        # Cluster the distinct names (few), then the sightings by their name.
        clusters: list[list[dict[str, Any]]] = []
        names: list[list[str]] = []
        cluster_of: dict[str, int] = {}
        for row in sorted(namings, key=lambda r: (r.get("date") or "", r["path"], r["line"])):
            name = row["name"]
            if name not in cluster_of:
                found = next((i for i, ns in enumerate(names) if any(_same_section_name(n, name) for n in ns)), None)
                if found is None:
                    found = len(clusters)
                    clusters.append([])
                    names.append([])
                names[found].append(name)
                cluster_of[name] = found
            clusters[cluster_of[name]].append(row)
        if len(clusters) < 2:
            continue
        names = [c[0]["name"] for c in clusters]
        out.append(
            {
                "kind": "section-name-drift",
                "severity": "low",
                "items": [f"§{number}"],
                "summary": f"§{number} is called " + " / ".join(f"“{n}”" for n in names),
                "evidence": [evidence(c[0]) for c in clusters],
                "id": entry_id("section-name-drift", number),
            }
        )
    return out
