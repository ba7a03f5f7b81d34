"""malformed-reference: a paper-card name or arXiv id with a digit missing."""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence


def _digit_dropped(short: str, long: str) -> bool:
    """One paper has one card: a shorter card number beside a longer one lost digits."""
    return len(short) < len(long)


def detect_malformed_reference(facts: Facts) -> list[dict[str, Any]]:
    """IDs of the wrong shape, and paper-card names with a digit missing."""
    out = []
    for row in facts.get("detect-bad-references"):
        out.append(
            {
                "kind": "malformed-reference",
                "severity": "medium",
                "items": [],
                "summary": f"{row['text']} in {row['path']}:{row['line']}: {row['problem']}",
                "evidence": [evidence(row, "text")],
                "id": entry_id("malformed-reference", row["path"], row["line"], row["text"]),
            }
        )
    cards = defaultdict(dict)
    for row in facts.get("detect-source-checks"):
        m = re.fullmatch(r"paper_cards/(\d+)-(\d{4}-\d{5})\.md", row["srcPath"])
        if m:
            cards[m.group(2)].setdefault(m.group(1), row)
    for arxiv, numbers in sorted(cards.items()):
        for short, row in sorted(numbers.items()):
            for long in numbers:
                if _digit_dropped(short, long):
                    proper = f"paper_cards/{long}-{arxiv}.md"
                    out.append(
                        {
                            "kind": "malformed-reference",
                            "severity": "medium",
                            "items": [row["srcPath"]],
                            "summary": f"{row['srcPath']} in {row['path']}:{row['line']} looks like {proper} "
                            "with a digit missing",
                            "evidence": [evidence(row, "note"), evidence(numbers[long], "note")],
                            "id": entry_id("malformed-reference", row["srcPath"]),
                        }
                    )
    return out


_CARD = re.compile(r"paper_cards/(\d+)-(\d{4}-\d{5})\.md")


def _malformed_keys(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    if table == "detect-bad-references":
        return ("d:" + row["doc"],)
    m = _CARD.fullmatch(row["srcPath"])  # one paper's cards are compared with each other
    return ("c:" + m.group(2),) if m else ()
