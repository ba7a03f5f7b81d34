"""The zoo10 facts model itself (no layout, no kgraph reading): the planted faults are really
in the facts, no other fault of the same kinds is, and the facts are consistent."""

from __future__ import annotations

import re

from tests.zoo4.soundness import assert_planted, faults_in

from . import facts


def test_planted_faults_are_in_the_facts():
    assert_planted(facts)


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
