"""What a facts model plants, found by looking (shared by the zoo10 and zoo11 facts tests): every
place the facts themselves hold a fault of the kinds the store detects. A zoo's test states
which it planted; anything more is a fault the key does not expect."""

from __future__ import annotations

import re
from datetime import date
from types import ModuleType
from typing import Any


def faults_in(facts: ModuleType, card: str) -> dict[str, Any]:
    """The works (and documents) each kind of fault concerns; `card`: a well-formed card path."""
    figures: dict[tuple[str, str], set[float]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            for f in m.figures:
                figures.setdefault((m.work, f.metric), set()).add(f.value)
    names: dict[str, set[str]] = {}
    for d in facts.DOCS:
        for k, v in d.sections.items():
            names.setdefault(k, set()).add(v)
    anchored: dict[str, set[date]] = {}
    for d in facts.DOCS:
        for m in d.mentions:
            if m.anchored_on:
                anchored.setdefault(m.work, set()).add(m.anchored_on)
    early = {w: min(v) for w, v in anchored.items()}
    repeated = {i for d in facts.BRIEFS for e in d.entries if not e.resolved for i in e.items}
    cards = {s for d in facts.DOCS for s in d.sources + [x for m in d.mentions for x in m.sources]}
    return {
        "divergent-figures": [k for k, v in figures.items() if len(v) > 1],
        "section-name-drift": [k for k, v in names.items() if len(v) > 1],
        "anchoring-conflict": [k for k, v in anchored.items() if len(v) > 1],
        "new-but-anchored": [
            (d.stem, m.work)
            for d in facts.BRIEFS
            for m in d.mentions
            if m.status == "new" and m.work in early and early[m.work] < d.date
        ],
        "duplicate-in-list": [(d.stem, i) for d in facts.BRIEFS for i in set(d.new_ids) if d.new_ids.count(i) > 1],
        "repeated-to-verify": {i for i in repeated if sum(i in e.items for d in facts.BRIEFS for e in d.entries) > 2},
        "stale-anchor": [w for w, day in early.items() if _stale(facts, w, day)],
        "malformed-reference": [s for s in cards if s.startswith("paper_cards/") and not re.fullmatch(card, s)],
        "empty-sources": [s for d in facts.DOCS for s in d.empty_sources],
    }


def _stale(facts: ModuleType, work: str, day: date) -> bool:
    """A figure stated after the work was anchored, for the same metric, that differs."""
    at = {(f.metric, f.value) for d in facts.DOCS for m in d.mentions if m.work == work and d.date <= day
          for f in m.figures}  # fmt: skip
    later = {(f.metric, f.value) for d in facts.DOCS for m in d.mentions if m.work == work and d.date > day
             for f in m.figures}  # fmt: skip
    return any(k == k2 and v != v2 for k, v in later for k2, v2 in at)
