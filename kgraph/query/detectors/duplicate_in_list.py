"""duplicate-in-list: the same id twice among one document's new items."""

from __future__ import annotations

from typing import Any

from kgraph import vocab as V
from kgraph.query.detectors.base import Facts, entry_id, key_of


def detect_duplicate_in_list(facts: Facts) -> list[dict[str, Any]]:
    out = []
    for row in facts.get("detect-list-duplicates"):
        item = key_of(row["work"])
        lines = sorted({int(x) for x in row["lines"].split(",")})  # twice on one line: that line once
        status = V.iri_status(row["status"])
        where = f"line {lines[0]}" if len(lines) == 1 else f"lines {', '.join(map(str, lines))}"
        out.append(
            {
                "kind": "duplicate-in-list",
                "severity": "low",
                "items": [item],
                "summary": f"{item} is listed {row['times']} times as {status} in one list of {row['path']} ({where})",
                "evidence": [{"document": row["path"], "date": row.get("date"), "line": n, "quote": ""} for n in lines],
                "id": entry_id("duplicate-in-list", item, row["path"], row["role"], status),
            }
        )
    return out
