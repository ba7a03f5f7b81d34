"""`kgraph.evaluate`: what a key scores, field by field, and which misses and false items it lists."""

from __future__ import annotations

import math

from kgraph.evaluate import evaluate, load_key
from kgraph.evaluate.score import FIELDS, Tally

from .keys import SMALL, examples_copy_with_key, small_copy

PAGEMUX = """  [[documents.works]]
  id = "2610.02222"
  name = "PageMux"
  status = "new"
  section = "1.3"
  sources = ["inbox/jay/2026-10-05-engineering-e1prep.md"]
  figures = [{ value = 31, unit = "%", metric = "memory" }]
"""


def test_a_key_that_states_every_fact_scores_one_on_every_field():
    result = evaluate(SMALL / "key.toml")
    assert set(result.fields) == set(FIELDS)  # the small key gives every field
    for name, tally in [*result.fields.items(), ("faults", result.faults)]:
        assert (tally.precision, tally.recall) == (1.0, 1.0), name
    assert result.misses == [] and result.false == [] and result.faults_false == [] and result.faults_missed == []
    assert [d.path for d in result.documents] == [d.path for d in load_key(SMALL / "key.toml").documents]


def test_one_wrong_status_lowers_the_statuses_precision_and_recall_and_is_listed(tmp_path):
    key = small_copy(tmp_path, ('status = "new"\n  section = "1.3"', 'status = "adjacent"\n  section = "1.3"'))
    result = evaluate(key)
    statuses = result.fields["statuses"]
    assert (statuses.expected, statuses.found, statuses.correct) == (3, 3, 2)
    assert [(m.field, m.what) for m in result.misses] == [("statuses", "2610.02222 adjacent")]
    assert [(f.field, f.what) for f in result.false] == [("statuses", "2610.02222 new")]
    assert result.false[0].line and result.false[0].path.endswith("2026-10-05-inference-brief.md")
    others = {n: t for n, t in result.fields.items() if n != "statuses"}
    assert all(t.precision == 1.0 and t.recall == 1.0 for t in others.values())


def test_one_work_missing_from_the_key_lowers_the_precision_of_its_fields(tmp_path):
    key = small_copy(tmp_path, (PAGEMUX, ""))
    result = evaluate(key)
    works = result.fields["works"]
    assert (works.precision, works.recall) == (2 / 3, 1.0)
    for name in ("works", "statuses", "sections", "figures"):
        assert result.fields[name].recall == 1.0 and result.fields[name].precision < 1.0, name
    assert ("works", "2610.02222") in [(f.field, f.what) for f in result.false]
    assert result.misses == []
    # PageMux is no longer a named work of the key: its name is not judged
    assert result.fields["names"].precision == 1.0


def test_a_work_the_key_expects_and_kgraph_does_not_find_is_a_miss(tmp_path):
    extra = PAGEMUX.replace("2610.02222", "2610.09999").replace("PageMux", "GhostNet")
    key = small_copy(tmp_path, (PAGEMUX, PAGEMUX + "\n" + extra))
    result = evaluate(key)
    assert (result.fields["works"].precision, result.fields["works"].recall) == (1.0, 3 / 4)
    missed = [(m.field, m.what) for m in result.misses]
    assert ("works", "2610.09999") in missed and ("names", "2610.09999 'GhostNet'") in missed
    assert result.false == []


def test_one_extra_expected_fault_lowers_the_faults_recall_only(tmp_path):
    key = small_copy(tmp_path, append='\n[[faults]]\nkind = "anchoring-conflict"\nitem = "PageMux"\n')
    result = evaluate(key)
    assert (result.faults.precision, result.faults.recall) == (1.0, 0.5)
    assert result.faults_missed == [{"kind": "anchoring-conflict", "item": "PageMux"}]
    assert result.faults_false == [] and result.below(0.9) == ["faults recall 0.500 < 0.9"]


def test_a_finding_the_key_does_not_list_is_a_false_finding(tmp_path):
    key = small_copy(tmp_path, ('[[faults]]\nkind = "new-but-anchored"\nitem = "RingSpec"\n', ""))
    result = evaluate(key)
    assert result.faults.expected == 0 and result.faults.precision == 0.0
    (false,) = result.faults_false
    assert false["kind"] == "new-but-anchored" and false["items"] == ["2610.01111"]
    assert false["path"] and false["line"]
    assert result.below(0.0) == ["1 false finding"]


def test_a_fault_is_matched_by_id_by_name_and_a_count_mismatch_by_document(tmp_path):
    for item in ("2610.01111", "ringspec", "RingSpec"):
        key = small_copy(tmp_path / item, ('item = "RingSpec"', f'item = "{item}"'))
        assert evaluate(key).faults.recall == 1.0, item
    wrong = small_copy(tmp_path / "wrong", ('item = "RingSpec"', 'item = "PageMux"'))
    assert evaluate(wrong).faults.recall == 0.0
    # a declared count that is wrong: kgraph finds a count-mismatch for the document's path
    fault = '\n[[faults]]\nkind = "count-mismatch"\nitem = "inbox/tom/2026-10-05-inference-brief.md"\n'
    key = small_copy(tmp_path / "count", ('what = "new-arxiv"\n  value = 2', 'what = "new-arxiv"\n  value = 3'), fault)
    brief = key.parent / "inbox/tom/2026-10-05-inference-brief.md"
    brief.write_text(brief.read_text(encoding="utf-8").replace("arXiv ids:** 2", "arXiv ids:** 3"), encoding="utf-8")
    result = evaluate(key)
    assert result.fields["counts"].recall == 1.0
    assert result.faults_missed == [] and result.faults_false == [], (result.faults_missed, result.faults_false)
    other = small_copy(tmp_path / "other", append=fault.replace("tom/2026-10-05", "tom/2026-10-06"))
    assert evaluate(other).faults_missed == [
        {"kind": "count-mismatch", "item": "inbox/tom/2026-10-06-inference-brief.md"}
    ]


def test_figures_match_within_a_relative_millionth_and_a_wrong_metric_is_reported_apart(tmp_path):
    close = small_copy(tmp_path / "close", ("value = 31,", "value = 31.00000001,"))
    assert evaluate(close).fields["figures"].recall == 1.0
    far = small_copy(tmp_path / "far", ("value = 31,", "value = 31.001,"))
    result = evaluate(far)
    assert result.fields["figures"].recall == 2 / 3 and result.fields["figures"].precision == 2 / 3
    metric = small_copy(tmp_path / "metric", ('metric = "memory"', 'metric = "accuracy"'))
    result = evaluate(metric)
    assert result.fields["figures"].recall == 1.0 and result.below(1.0) == []
    assert [m.what for m in result.metric_mismatches] == ["2610.02222 31%: metric 'accuracy' read as 'memory'"]


def test_an_entry_needs_its_text_its_items_and_its_risk(tmp_path):
    for edit in (
        ('text = "PageMux memory saving"', 'text = "PageMux latency"'),
        ('items = ["PageMux"]', 'items = ["RingSpec"]'),
        ('risk = "low"', 'risk = "high"'),
    ):
        result = evaluate(small_copy(tmp_path / str(abs(hash(edit))), edit))
        assert (result.fields["entries"].precision, result.fields["entries"].recall) == (0.0, 0.0), edit
    # the text is compared after NFKC and casefolding: full-width letters and capitals match
    result = evaluate(
        small_copy(tmp_path / "fold", ('text = "PageMux memory saving"', 'text = "ＰＡＧＥＭＵＸ MEMORY  saving"'))
    )
    assert result.fields["entries"].recall == 1.0


def test_each_extracted_entry_matches_one_expected_entry_at_most(tmp_path):
    twice = '\n  [[documents.entries]]\n  text = "PageMux"\n  items = ["PageMux"]\n'
    key = small_copy(
        tmp_path,
        ('  [[documents.counts]]\n  what = "increments"', twice + '\n  [[documents.counts]]\n  what = "increments"'),
    )
    entries = evaluate(key).fields["entries"]
    assert (entries.expected, entries.found, entries.correct) == (2, 1, 1)


def test_a_field_with_nothing_expected_and_nothing_found_is_left_out(tmp_path):
    key = small_copy(tmp_path, ('instance = "tom"\n', ""))
    result = evaluate(key)
    assert result.fields["instance"].precision == 0.0 and result.fields["instance"].recall is None
    living = result.documents[0]
    assert "instance" not in living.fields and "entries" not in living.fields


def test_tally_ratios_are_none_when_undefined():
    assert Tally(0, 0, 0).precision is None and Tally(0, 0, 0).recall is None
    assert math.isclose(Tally(4, 2, 1).precision, 0.5) and math.isclose(Tally(4, 2, 1).recall, 0.25)


def test_the_examples_key_lists_every_miss_and_false_item_where_it_was_read(tmp_path):
    key = examples_copy_with_key(tmp_path)
    result = evaluate(key)
    assert {"works", "statuses", "sections", "entries", "counts", "sources"} <= set(result.fields)
    for name, tally in result.fields.items():
        misses = sum(m.field == name for m in result.misses)
        false = sum(f.field == name for f in result.false)
        assert tally.expected - tally.correct == misses and tally.found - tally.correct == false, name
    assert all(f.line for f in result.false if f.field not in ("kind", "date", "instance", "topic"))
    assert result.faults.expected == len(load_key(key).faults)
    assert len(result.faults_missed) == result.faults.expected - result.faults.correct


def test_a_document_kgraph_cannot_read_is_reported_and_its_facts_are_misses(tmp_path):
    key = small_copy(tmp_path)
    (key.parent / "inbox/tom/2026-10-05-inference-brief.md").write_bytes(b"abc\x00\x00 not text")
    result = evaluate(key)
    brief = result.documents[1]
    assert brief.error and "binary file" in brief.error and brief.error.startswith("inbox/tom/2026-10-05")
    assert brief.fields["works"].recall == 0.0 and brief.fields["works"].found == 0
    assert result.documents[0].error is None and result.documents[0].fields["works"].recall == 1.0
    assert "1 document could not be read" in result.below(0.0)


def test_an_entry_the_key_calls_resolved_must_be_resolved(tmp_path):
    key = small_copy(tmp_path, ('risk = "low"', 'risk = "low"\n  resolved = true'))
    assert evaluate(key).fields["entries"].recall == 0.0
    key = small_copy(tmp_path / "open", ('risk = "low"', 'risk = "low"\n  resolved = false'))
    assert evaluate(key).fields["entries"].recall == 1.0


REPEATED_BRIEF = """# Inference daily brief — 2026-10-06

**Author:** tom
**Window:** 2026-10-05 22:20 → 2026-10-06 22:20
**Increments:** 0 main increments

## Contradictions / to verify

1. PageMux memory saving measured on one model only (low risk)

## arXiv ids

- 2610.02222 PageMux — carried over — §1.3
"""
REPEATED_KEY = """
[[documents]]
path = "inbox/tom/2026-10-06-inference-brief.md"
kind = "brief"
date = 2026-10-06
instance = "tom"
topic = "inference"
works = [{ id = "2610.02222", name = "PageMux", status = "carried-over", section = "1.3" }]
entries = [{ text = "PageMux memory saving", items = ["PageMux"], risk = "low" }]
counts = [{ what = "increments", value = 0 }]
"""


def test_a_to_verify_entry_raised_twice_is_a_repeated_to_verify_finding(tmp_path):
    def run(fault: str):
        key = small_copy(tmp_path / str(len(list(tmp_path.iterdir()))), append=REPEATED_KEY + fault)
        (key.parent / "inbox/tom/2026-10-06-inference-brief.md").write_text(REPEATED_BRIEF, encoding="utf-8")
        return evaluate(key)

    for item in ("PageMux", "2610.02222", "PageMux memory saving"):
        result = run(f'\n[[faults]]\nkind = "repeated-to-verify"\nitem = "{item}"\n')
        assert (result.faults.precision, result.faults.recall) == (1.0, 1.0), item
    result = run("")
    assert [f["kind"] for f in result.faults_false] == ["repeated-to-verify"]
    assert result.faults_false[0]["items"] == ["2610.02222"]
    # a single raising is not a fault: the first brief alone gives no to-verify finding
    assert evaluate(small_copy(tmp_path / "single")).faults_false == []


def test_pairs_are_a_maximum_matching_whatever_the_order():
    from kgraph.evaluate.score import _pair

    fits = {("a", "x"), ("a", "y"), ("b", "x")}
    assert _pair(["a", "b"], ["x", "y"], lambda e, f: (e, f) in fits) == {0: 1, 1: 0}
    assert _pair(["b", "a"], ["x", "y"], lambda e, f: (e, f) in fits) == {0: 0, 1: 1}
    assert _pair(["a"], [], lambda e, f: True) == {}


def test_two_wrong_counts_of_one_brief_are_one_fault_found_not_a_false_finding(tmp_path):
    from kgraph.evaluate.corpus import read_corpus
    from kgraph.evaluate.key import load_key
    from kgraph.evaluate.score import detected

    fault = '\n[[faults]]\nkind = "count-mismatch"\nitem = "inbox/tom/2026-10-05-inference-brief.md"\n'
    key = small_copy(tmp_path / "two", ('what = "new-arxiv"\n  value = 2', 'what = "new-arxiv"\n  value = 3'), fault)
    key.write_text(
        key.read_text(encoding="utf-8").replace('what = "increments"\n  value = 2', 'what = "increments"\n  value = 4'),
        encoding="utf-8",
    )
    brief = key.parent / "inbox/tom/2026-10-05-inference-brief.md"
    text = brief.read_text(encoding="utf-8").replace("arXiv ids:** 2", "arXiv ids:** 3")
    brief.write_text(text.replace("2 main increments", "4 main increments"), encoding="utf-8")
    findings = [f for f in detected(read_corpus(load_key(key), None)) if f["kind"] == "count-mismatch"]
    assert len(findings) == 2, findings  # the increments and the new ids both disagree with the list
    result = evaluate(key)
    assert result.faults_false == [], result.faults_false
    assert (result.faults.recall, result.faults.precision) == (1.0, 1.0)
    assert result.faults.found == result.faults.expected  # each fault once, however often found


def test_a_dated_anchoring_counts_as_the_carried_over_status_a_key_gives_and_no_other(tmp_path):
    anchored = 'status = "anchored"\n  section = "1.1"\n  anchored_on'
    key = small_copy(tmp_path, (anchored, anchored.replace('"anchored"', '"carried-over"')))
    statuses = evaluate(key).fields["statuses"]
    assert (statuses.precision, statuses.recall) == (1.0, 1.0)  # `anchored 2026-09-28`: carried over, anchored then

    key = small_copy(tmp_path / "other", (anchored, anchored.replace('"anchored"', '"adjacent"')))
    result = evaluate(key)
    assert ("statuses", "2610.01111 anchored") in [(f.field, f.what) for f in result.false]
