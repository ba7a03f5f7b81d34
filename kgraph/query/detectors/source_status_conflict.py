"""source-status-conflict: a source listed as relevant in one place and as empty or missing in another."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence


def detect_source_status_conflict(facts: Facts) -> list[dict[str, Any]]:
    """A source called relevant (or cited for an item) in one place and empty/missing in another, in one document."""
    by_doc_source = defaultdict(list)
    for row in facts.get("detect-source-checks"):
        by_doc_source[(row["path"], row["srcPath"])].append(row)
    out = []
    for (path, source), checks in sorted(by_doc_source.items()):
        missing = [c for c in checks if c["status"] == "empty-missing"]
        used = [c for c in checks if c["status"] in ("relevant", "cited")]
        if not missing or not used:
            continue
        out.append(
            {
                "kind": "source-status-conflict",
                "severity": "medium",
                "items": [source],
                "summary": f"{path} calls {source} {used[0]['status']} (line {used[0]['line']}) "
                f"and empty/missing (line {missing[0]['line']})",
                "evidence": [evidence(used[0], "note"), evidence(missing[0], "note")],
                "id": entry_id("source-status-conflict", path, source),
            }
        )
    return out
