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


# the kinds of fault every held-out facts model since zoo10 plants, in the order FAULTS lists them
PLANTED_KINDS = [
    "new-but-anchored",
    "anchoring-conflict",
    "count-mismatch",
    "duplicate-in-list",
    "divergent-figures",
    "section-name-drift",
    "repeated-to-verify",
    "malformed-reference",
    "source-status-conflict",
]


def assert_planted(facts: ModuleType) -> None:
    """Each fault `facts.FAULTS` names is really in the facts, as the zoo10-style models plant
    it: brief 2 calls new what brief 1 anchored, briefs 2 and 3 anchor one work on two days,
    brief 3 declares more new ids than it lists, brief 2 lists one id twice, two briefs give one
    work two figures, §1.2 has two names, one concern is raised in all three briefs, a card name
    in brief 1 lost a digit, and brief 2 cites a note it lists as empty."""
    assert [k for k, _ in facts.FAULTS] == PLANTED_KINDS
    planted = dict(facts.FAULTS)
    b1, b2, b3 = facts.BRIEFS
    st = {(d.stem, m.work): m for d in facts.DOCS for m in d.mentions}
    late = planted["new-but-anchored"]
    assert st[(facts.LIVING.stem, late)].anchored_on < b2.date and st[(b1.stem, late)].anchored_on < b2.date
    assert st[(b2.stem, late)].status == "new"
    both = planted["anchoring-conflict"]
    a, b = st[(b2.stem, both)], st[(b3.stem, both)]
    assert a.status == b.status == "anchored" and a.anchored_on != b.anchored_on
    assert st[(b1.stem, both)].status == "new" and a.anchored_on >= b1.date  # not also new-but-anchored
    for d in facts.BRIEFS:  # the only mismatch is the planted one
        bad = {k for k, v in d.counts.items() if v != facts.listed(d)[k]}
        assert bad == ({"new-arxiv"} if d is b3 else set()), (d.stem, bad)
    assert b2.new_ids.count(planted["duplicate-in-list"]) == 2 and "new-arxiv" not in b2.counts
    twice = planted["divergent-figures"]
    f1, f2 = st[(b1.stem, twice)].figures[0], st[(b2.stem, twice)].figures[0]
    assert f1.metric == f2.metric and f1.unit == f2.unit and abs(f1.value - f2.value) / f1.value > 0.05
    drift = planted["section-name-drift"]
    assert len({d.sections[drift] for d in facts.DOCS if drift in d.sections}) == 2
    assert b2.sections[drift] != facts.LIVING.sections[drift]
    raised = [e for d in facts.BRIEFS for e in d.entries if planted["repeated-to-verify"] in e.items]
    assert len(raised) == 3 and not any(e.resolved for e in raised)
    closed = next(i for d in facts.BRIEFS for e in d.entries if e.resolved for i in e.items)
    assert [e.resolved for d in facts.BRIEFS for e in d.entries if closed in e.items] == [False, True]  # no fault
    # malformed reference: a card name whose arXiv part lost a digit, cited in brief 1 only
    carded = next(m.work for m in b1.mentions if facts.BAD_CARD in m.sources)
    assert facts.BAD_CARD in b1.sources and re.fullmatch(
        rf"paper_cards/\d{{4}}-{carded[:4]}-\d{{4}}\.md", facts.BAD_CARD
    )
    assert facts.card_of(facts.BAD_CARD) != carded and carded.startswith(facts.card_of(facts.BAD_CARD))
    # source-status conflict: brief 2 cites a note for the closed concern's work and lists it as empty
    assert b2.empty_sources == (facts.EMPTY_NOTE,) and facts.EMPTY_NOTE in b2.sources
    assert facts.EMPTY_NOTE in st[(b2.stem, closed)].sources
