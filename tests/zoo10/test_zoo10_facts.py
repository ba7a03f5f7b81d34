"""The zoo10 facts model itself (no layout, no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, and the facts are consistent."""

from __future__ import annotations

import re

from tests.zoo4.soundness import faults_in

from . import facts

KINDS = [
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


def test_planted_faults_are_in_the_facts():
    b1, b2, b3 = facts.BRIEFS
    st = {(d.stem, m.work): m for d in facts.DOCS for m in d.mentions}
    tactile = "2702.03118"
    assert st[(facts.LIVING.stem, tactile)].anchored_on < b2.date and st[(b1.stem, tactile)].anchored_on < b2.date
    assert st[(b2.stem, tactile)].status == "new"
    bridge = "2702.04026"
    a, b = st[(b2.stem, bridge)], st[(b3.stem, bridge)]
    assert a.status == b.status == "anchored" and a.anchored_on != b.anchored_on
    assert st[(b1.stem, bridge)].status == "new" and a.anchored_on >= b1.date  # not also new-but-anchored
    assert b3.counts["new-arxiv"] != facts.listed(b3)["new-arxiv"]
    for d in facts.BRIEFS:  # the only mismatch is the planted one
        bad = {k for k, v in d.counts.items() if v != facts.listed(d)[k]}
        assert bad == ({"new-arxiv"} if d is b3 else set()), (d.stem, bad)
    assert b2.new_ids.count("2702.05290") == 2 and "new-arxiv" not in b2.counts
    walk = "2702.01377"
    f1, f2 = st[(b1.stem, walk)].figures[0], st[(b2.stem, walk)].figures[0]
    assert f1.metric == f2.metric and f1.unit == f2.unit and abs(f1.value - f2.value) / f1.value > 0.05
    names = {d.sections["1.2"] for d in facts.DOCS if "1.2" in d.sections}
    assert len(names) == 2 and b2.sections["1.2"] != facts.LIVING.sections["1.2"]
    teleop = [e for d in facts.BRIEFS for e in d.entries if "2702.07415" in e.items]
    assert len(teleop) == 3 and not any(e.resolved for e in teleop)
    script = [e for d in facts.BRIEFS for e in d.entries if "OpenArm SDK 2" in e.items]
    assert [e.resolved for e in script] == [False, True]
    # malformed reference: a card name whose arXiv part lost a digit, cited in brief 1 only
    assert facts.BAD_CARD in b1.sources and facts.BAD_CARD in st[(b1.stem, "2702.07415")].sources
    assert re.fullmatch(r"paper_cards/\d{4}-2702-\d{4}\.md", facts.BAD_CARD)
    assert facts.card_of(facts.BAD_CARD) != "2702.07415" and "2702.07415".startswith(facts.card_of(facts.BAD_CARD))
    # source-status conflict: brief 2 cites a note for an item and lists that note as empty
    assert b2.empty_sources == (facts.EMPTY_NOTE,) and facts.EMPTY_NOTE in b2.sources
    assert facts.EMPTY_NOTE in st[(b2.stem, "OpenArm SDK 2")].sources
    assert [k for k, _ in facts.FAULTS] == KINDS


def test_no_unplanted_fault_of_the_same_kinds():
    found = faults_in(facts, r"paper_cards/\d{4}-2702-\d{5}\.md")
    assert found == {
        "divergent-figures": [("2702.01377", "energy per metre reduction")],
        "section-name-drift": ["1.2"],
        "anchoring-conflict": ["2702.04026"],
        "new-but-anchored": [(facts.B2.stem, "2702.03118")],
        "duplicate-in-list": [(facts.B2.stem, "2702.05290")],
        "repeated-to-verify": {"2702.07415"},
        "stale-anchor": [],
        "malformed-reference": [facts.BAD_CARD],
        "empty-sources": [facts.EMPTY_NOTE],
    }


def test_facts_are_consistent():
    for d in facts.DOCS:
        used = {m.section for m in d.mentions if m.section}
        assert used <= set(d.sections) and (d.kind == "living" or used == set(d.sections)), d.stem
        assert set(d.empty_sources) <= set(d.sources)
        for m in d.mentions:
            assert (m.anchored_on is not None) == (m.status == "anchored") or m.status == "carried-over"
            assert set(m.sources) <= set(d.sources) or d.kind == "living" or m.status != "new", (d.stem, m.work)
            cards = [s for s in m.sources if s.startswith("paper_cards/") and s != facts.BAD_CARD]
            assert all(re.fullmatch(r"paper_cards/\d{4}-2702-\d{5}\.md", s) for s in cards)
            assert all(facts.card_of(s) == facts.work(m).arxiv for s in cards)
            assert m.hans and m.point and all(f.unit in {"×", "%", "points", "ms"} for f in m.figures)
            assert all(f.metric in facts.METRIC_HANS for f in m.figures)
            assert (m.confidence is not None) == (m.status == "new" and d.kind == "brief")
        for e in d.entries:
            assert all(i in {m.work for m in d.mentions} for i in e.items)
            assert e.text in e.sentence and e.hans_text in e.hans
        if d.kind == "brief":
            new = [facts.work(m).arxiv for m in d.mentions if m.status == "new" and facts.work(m).arxiv]
            assert sorted(set(d.new_ids)) == sorted(new)
            assert d.window[1].startswith(d.date.isoformat())
    days = [b.date for b in facts.BRIEFS]
    assert [(b - a).days for a, b in zip(days, days[1:], strict=False)] == [1, 1]
    assert [b.instance for b in facts.BRIEFS] == ["heron", "mako", "quill"]
    assert all(b.baseline < b.date for b in facts.BRIEFS)
    assert all(d.date.year == 2027 and d.date.month == 2 for d in facts.DOCS)
    units = {f.unit for d in facts.DOCS for m in d.mentions for f in m.figures}
    assert units == {"×", "%", "points", "ms"}
    assert any(w.arxiv is None for w in facts.WORKS.values())
    assert all(re.fullmatch(r"2702\.\d{5}", w.arxiv) for w in facts.WORKS.values() if w.arxiv)
    assert set(facts.SECTIONS.values()) | set(facts.DRIFTED.values()) == set(facts.SECTIONS_HANS)


def test_the_zoo4_key_writer_writes_a_key_from_these_facts():
    import tomllib

    from tests.zoo4 import make

    class Layout:
        EXT = "txt"
        LANG = "en"

        @staticmethod
        def render(doc):
            return doc.stem

    lookup = make.get
    make.get = {"probe": Layout}.__getitem__
    try:
        key = tomllib.loads(make.key_toml("probe", facts, "zoo10"))
    finally:
        make.get = lookup
    assert [d["path"] for d in key["documents"]] == [f"{d.stem}.txt" for d in facts.DOCS]
    assert [(f["kind"], f["item"]) for f in key["faults"]][-2:] == [
        ("malformed-reference", facts.BAD_CARD),
        ("source-status-conflict", facts.EMPTY_NOTE),
    ]
    assert ("count-mismatch", f"{facts.B3.stem}.txt") in [(f["kind"], f["item"]) for f in key["faults"]]
