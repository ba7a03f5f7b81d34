"""Each detector finds the faults of its kind in the examples and the seeds, and nothing on a clean corpus."""

from __future__ import annotations

import datetime as dt

import pytest

from kgraph.api import KGraph
from kgraph.query.detectors import DETECTORS, Facts

from ..conftest import CLEAN

TODAY = dt.date(2026, 9, 6)


@pytest.fixture(scope="module")
def example_entries(examples_store):
    return KGraph(examples_store).contradictions(today=TODAY)


@pytest.fixture(scope="module")
def clean_store(tmp_path_factory):
    location = tmp_path_factory.mktemp("clean") / "store"
    assert KGraph(location).ingest([CLEAN]).ok
    return location


def of_kind(entries, kind):
    return [e for e in entries if e["kind"] == kind]


def _one_brief(tmp_path, path: str, text: str):
    """A store holding one brief written at `path` under tmp_path/briefs: (store, brief file)."""
    brief = tmp_path / "briefs" / path
    brief.parent.mkdir(parents=True, exist_ok=True)
    brief.write_text(text, encoding="utf-8")
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    return kg, brief


def _edited(kg, tmp_path, brief, old: str, new: str, today: dt.date) -> list[str]:
    """The count-mismatch summaries after `old` in the brief is replaced by `new` and it is read again."""
    brief.write_text(brief.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    assert kg.ingest([tmp_path / "briefs"]).ok
    return sorted(e["summary"] for e in of_kind(kg.contradictions(today=today), "count-mismatch"))


def test_new_but_anchored(example_entries):
    found = {(e["items"][0], e["evidence"][0]["document"]) for e in of_kind(example_entries, "new-but-anchored")}
    # called 净增 on 9-02 although the living document anchored it on 8-20
    assert ("2608.14376", "inbox/tom/2026-09-02-inference-e1prep.md") in found
    # listed as 本次新增 and as 9-01锚定 in the same brief
    assert ("2609.01234", "inbox/tom/2026-09-03-inference-e1prep.md") in found
    corun = next(e for e in of_kind(example_entries, "new-but-anchored") if e["items"] == ["2608.14376"])
    assert "2026-08-20" in corun["summary"] and corun["severity"] == "high"


def test_anchoring_conflict(example_entries):
    by_item = {e["items"][0]: e for e in of_kind(example_entries, "anchoring-conflict")}
    assert "2026-08-19" in by_item["2606.01927"]["summary"] and "2026-08-28" in by_item["2606.01927"]["summary"]
    assert "not anchored" in by_item["2608.14333"]["summary"]
    docs = {ev["document"] for ev in by_item["2606.01927"]["evidence"]}
    assert "inbox/tom/2026-09-03-inference-e1prep.md" in docs


def test_duplicate_in_list(example_entries):
    dup = of_kind(example_entries, "duplicate-in-list")
    assert [e["items"] for e in dup] == [["2609.04420"]]
    assert [ev["line"] for ev in dup[0]["evidence"]] == [55, 57]


def test_count_mismatch(example_entries):
    summaries = [e["summary"] for e in of_kind(example_entries, "count-mismatch")]
    assert any("2026-09-04" in s and "declares 3 new arXiv ids but lists 2" in s for s in summaries)
    assert any("2026-09-03" in s and "declares 3 adjacent entries but lists 2" in s for s in summaries)
    assert any("2026-09-06" in s and "declares 3 new arXiv ids but lists 2" in s for s in summaries)  # fault 21
    assert len(summaries) == 3


def test_section_name_drift(example_entries):
    drift = of_kind(example_entries, "section-name-drift")
    assert [e["items"] for e in drift] == [["§1.3"]]
    assert "KV Cache 管理" in drift[0]["summary"] and "分布式推理" in drift[0]["summary"]


def test_source_status_conflict(example_entries):
    found = of_kind(example_entries, "source-status-conflict")
    assert [e["items"] for e in found] == [["paper_cards/1180-2609-01234.md"]]
    assert [ev["line"] for ev in found[0]["evidence"]] == [34, 66]


def test_malformed_reference(example_entries):
    texts = " ".join(e["summary"] for e in of_kind(example_entries, "malformed-reference"))
    assert "2609.0155" in texts
    assert "118-2609-00768" in texts and "1179-2609-00768" in texts


def test_divergent_figures(example_entries):
    found = {e["items"][0]: e for e in of_kind(example_entries, "divergent-figures")}
    tokenweave = found["2609.00768"]
    assert "1.28×" in tokenweave["summary"] and "1.45×" in tokenweave["summary"]
    # 1.30× (spark's re-run) agrees with 1.28× within the tolerance: not a third side
    assert "1.3×" not in tokenweave["summary"]


def test_stale_anchor(example_entries):
    found = {e["items"][0]: e for e in of_kind(example_entries, "stale-anchor")}
    assert "15–324%" in found["2608.14376"]["summary"] and "12–300%" in found["2608.14376"]["summary"]


def test_repeated_to_verify_is_one_open_entry(example_entries):
    corun = [e for e in of_kind(example_entries, "to-verify") if "CoRun GitHub" in e["summary"]]
    assert len(corun) == 1
    entry = corun[0]
    assert entry["status"] == "open" and entry["sightings"] == 5
    assert (entry["first_seen"], entry["last_seen"]) == ("2026-09-01", "2026-09-05")
    assert entry["days_open"] == (TODAY - dt.date(2026, 9, 1)).days


def test_resolved_entry_and_as_of(examples_store):
    graph = KGraph(examples_store)

    def triattention(as_of):
        entries = graph.contradictions(as_of=as_of, kind="to-verify", item="TriAttention")
        return [e for e in entries if "合入状态" in e["summary"]]

    before = triattention(dt.date(2026, 9, 4))
    after = triattention(dt.date(2026, 9, 5))
    assert [e["status"] for e in before] == ["open"]
    assert [e["status"] for e in after] == ["resolved"]
    assert after[0]["resolved_on"] == "2026-09-05" and after[0]["days_open"] == 4


def test_every_detector_is_silent_on_the_clean_corpus(clean_store):
    facts = Facts(KGraph(clean_store).store)
    for kind, detector in DETECTORS.items():
        assert detector(facts) == [], kind


def test_clean_corpus_new_is_confirmed(clean_store):
    data = KGraph(clean_store).new()
    assert [i["verdict"] for i in data["items"]] == ["confirmed-new"]
    assert all(c["ok"] for c in data["counts"])


def test_seeds(seeds_store):
    entries = KGraph(seeds_store).contradictions(today=dt.date(2026, 9, 20))
    kinds = {(e["kind"], tuple(e["items"])) for e in entries}
    assert ("new-but-anchored", ("2607.08057",)) in kinds  # 本次新增 and 9-16锚定 in one list
    assert ("anchoring-conflict", ("2606.01927",)) in kinds  # 8-19 vs 9-18
    assert ("duplicate-in-list", ("2609.05565",)) in kinds
    assert ("source-status-conflict", ("paper_cards/1029-2608-13558.md",)) in kinds
    assert ("malformed-reference", ("paper_cards/102-2608-14929.md",)) in kinds
    summaries = " ".join(e["summary"] for e in entries if e["kind"] == "count-mismatch")
    assert "declares 4 adjacent entries but lists 3" in summaries
    assert "declares 3 new arXiv ids but lists 2" in summaries
    drift = {e["items"][0]: e["summary"] for e in entries if e["kind"] == "section-name-drift"}
    assert "分布式推理" in drift["§1.3"] and "框架格局" in drift["§1.1"]
    register = [e for e in entries if e["kind"] == "to-verify"]
    assert len(register) >= 13


def test_a_work_carried_over_with_its_anchoring_date_is_an_anchoring(tmp_path):
    """`沿用（10-28 锚定）` says the work was anchored on 10-28: another brief's 10-30 conflicts."""
    folder = tmp_path / "briefs"
    (folder / "inbox/ada").mkdir(parents=True)
    (folder / "inbox/kim").mkdir(parents=True)
    (folder / "inbox/ada/2026-11-02-retrieval-brief.md").write_text(
        "# retrieval · brief · 2026-11-02\n\nAuthor: ada\n\n## Items\n\n"
        "【沿用件｜§1.1 Dense Retrievers｜沿用（10-28 锚定）】PolarEmbed（arXiv:2611.01234）\n"
        "  要点：baseline dense retriever。\n",
        encoding="utf-8",
    )
    (folder / "inbox/kim/2026-11-03-retrieval-brief.md").write_text(
        "# retrieval · brief · 2026-11-03\n\nAuthor: kim\n\n## Items seen before\n\n"
        "- **PolarEmbed** (arXiv:2611.01234) — Status: anchored on 2026-10-30 in §1.1.\n",
        encoding="utf-8",
    )
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([folder]).ok
    found = of_kind(kg.contradictions(today=dt.date(2026, 11, 5)), "anchoring-conflict")
    assert [e["items"] for e in found] == [["2611.01234"]]
    assert "2026-10-28" in found[0]["summary"] and "2026-10-30" in found[0]["summary"]


def test_an_item_not_yet_anchored_is_not_one_of_the_increments_a_brief_counts(tmp_path):
    folder = tmp_path / "briefs" / "inbox" / "zed"
    folder.mkdir(parents=True)
    (folder / "2026-12-05-training-brief.md").write_text(
        "# training · brief · 2026-12-05\n\nAuthor: zed\nIncrements: 1\n\n## Items\n\n"
        "| arXiv | Work | Status |\n|---|---|---|\n"
        "| 2612.15002 | RouteBalance | NET-new |\n| 2612.12096 | CurriculumDrop | not anchored |\n",
        encoding="utf-8",
    )
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    assert of_kind(kg.contradictions(today=dt.date(2026, 12, 6)), "count-mismatch") == []
    (folder / "2026-12-05-training-brief.md").write_text(
        (folder / "2026-12-05-training-brief.md").read_text(encoding="utf-8").replace("not anchored", "NET-new"),
        encoding="utf-8",
    )
    assert kg.ingest([tmp_path / "briefs"]).ok
    found = of_kind(kg.contradictions(today=dt.date(2026, 12, 6)), "count-mismatch")
    assert len(found) == 1 and "declares 1 increments but lists 2" in found[0]["summary"], found


def test_a_candidate_in_the_increments_counts_as_adjacent_not_as_an_increment(tmp_path):
    kg, brief = _one_brief(
        tmp_path,
        "inbox/nadia/2026-12-10-multimodal-brief.md",
        "# multimodal · brief · 2026-12-10\n\nAuthor: nadia\nIncrements: 1\nAdjacent items: 1\n\n## Items\n\n"
        "| arXiv | Work | Status |\n|---|---|---|\n"
        "| 2612.21458 | ClipStream | NET-new |\n| 2612.23014 | ChartQA-Pro | candidate |\n",
    )
    assert of_kind(kg.contradictions(today=dt.date(2026, 12, 11)), "count-mismatch") == []
    summaries = _edited(kg, tmp_path, brief, "| candidate |", "| NET-new |", dt.date(2026, 12, 11))
    assert len(summaries) == 2, summaries
    assert "declares 1 adjacent entries but lists 0" in summaries[0]
    assert "declares 1 increments but lists 2" in summaries[1]


def test_a_work_listed_once_with_its_label_and_once_without_is_one_increment():
    """A format that writes an item's heading and its id line apart (rST field lists read through
    pandoc) can give one work two mentions: one labelled `增量 1`, one not."""
    from kgraph import vocab as V
    from kgraph.query.detectors.count_mismatch import listed_counts

    new = V.KG + "status-new"
    work = V.ID + "arxiv/"
    rows = [
        {"doc": "d", "role": "increment", "status": new, "work": work + "2612.20317", "label": "增量 1"},
        {"doc": "d", "role": "increment", "status": new, "work": work + "2612.20317"},
        {"doc": "d", "role": "increment", "status": new, "work": work + "2612.22690", "label": "增量 2"},
        {"doc": "d", "role": "increment", "status": new, "work": work + "2612.25133"},
    ]
    counted = listed_counts(Facts(store=None, cache={"detect-listed": rows}))["d"]  # type: ignore[arg-type]
    assert len(counted["increments"]) == 3


def _named_metric_brief(day: int, who: str, value: str, column: str) -> str:
    return (
        f"# training · daily brief (2026-12-0{day})\n\nAuthor: {who}\n\n## Increments\n\n"
        f"| Work | arXiv | Status | {column} |\n|---|---|---|---|\n"
        f"| DataMixer-2 | 2612.14510 | NET-new | {value} |\n"
    )


@pytest.mark.parametrize(
    ("column", "found"), [("Data efficiency", 1), ("Recall@20", 1), ("nDCG@10", 1), ("Key figures", 0)]
)
def test_figures_in_a_metric_the_briefs_name_diverge_and_a_generic_column_names_none(tmp_path, column, found):
    briefs = tmp_path / "briefs" / "inbox"
    for day, who, value in ((4, "otto", "1.9×"), (5, "zed", "2.4×")):
        path = briefs / who / f"2026-12-0{day}-training-brief.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_named_metric_brief(day, who, value, column), encoding="utf-8")
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    divergent = of_kind(kg.contradictions(today=dt.date(2026, 12, 6)), "divergent-figures")
    assert len(divergent) == found, divergent
    if found:
        assert divergent[0]["items"] == ["2612.14510"] and column.lower() in divergent[0]["summary"]


def test_section_names_that_part_ways_after_a_shared_start_drift_and_a_longer_one_does_not():
    from kgraph.query.detectors.section_name_drift import _same_section_name

    assert _same_section_name("KV Cache", "KV Cache 管理")  # one the start of the other: the same name
    assert _same_section_name("KV cache 管理", "KV Cache  管理")
    assert not _same_section_name("KV Cache 管理", "KV Cache 压缩与卸载")  # two names of one section
    assert not _same_section_name("推理调度", "推理引擎内核")
    assert _same_section_name("蜂蟹蟎偵測", "蜂蟹螨侦测")  # one name in either script


def test_a_section_named_in_either_script_keeps_its_writing_and_does_not_drift(tmp_path):
    kg, _ = _one_brief(
        tmp_path,
        "organized/knowledge/apiary.md",
        "# 活文件：apiary（2026-10-05 版）\n\n## §1.3 蜂蟹蟎偵測\n\n- CombCount（arXiv:2610.80412）：2026-10-02 已錨定\n",
    )
    brief = tmp_path / "briefs" / "inbox" / "ada" / "2026-10-06-apiary-brief.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(
        "# apiary 简报 2026-10-06\n\n执笔：ada\n\n## 净增\n\n"
        "- MiteCount（arXiv:2610.85967），§1.3 蜂蟹螨侦测，本次净增\n",
        encoding="utf-8",
    )
    assert kg.ingest([tmp_path / "briefs"]).ok
    assert of_kind(kg.contradictions(today=dt.date(2026, 10, 7)), "section-name-drift") == []
    from kgraph.extract import extract

    living = tmp_path / "briefs" / "organized" / "knowledge" / "apiary.md"
    doc = extract(living.read_bytes(), "organized/knowledge/apiary.md")
    assert [(n.number, n.name) for n in doc.section_names] == [("1.3", "蜂蟹蟎偵測")]


def test_a_work_under_two_labels_its_table_row_and_its_own_heading_is_one_increment(tmp_path):
    kg, brief = _one_brief(
        tmp_path,
        "inbox/ada/2026-11-02-retrieval-brief.md",
        "# retrieval · daily brief (2026-11-02)\n\nAuthor: ada\nDeclared increments: 2\n\n## Items\n\n"
        "| work | ref | status | § |\n|---|---|---|---|\n"
        "| RerankLite | arXiv:2611.02468 | new | 1.2 |\n| PageLens | arXiv:2611.02999 | new | 1.2 |\n\n"
        "## Increments\n\n### Increment 1: RerankLite\n\narXiv: 2611.02468\n\nA distilled reranker.\n",
    )
    assert of_kind(kg.contradictions(today=dt.date(2026, 11, 3)), "count-mismatch") == []
    [mismatch] = _edited(kg, tmp_path, brief, "increments: 2", "increments: 3", dt.date(2026, 11, 3))
    assert "declares 3 increments but lists 2" in mismatch


def test_a_total_counts_its_adjacent_entries_only_when_it_says_it_includes_them(tmp_path):
    rows = "| 2612.21458 | ClipStream | NET-new |\n| 2612.24581 | FrameSkip-LM | NET-new |\n"
    rows += "| 2612.20317 | PatchMerge-V | NET-new |\n| 2612.23014 | ChartQA-Pro | adjacent |\n"
    head = "# multimodal · brief · 2026-12-10\n\nAuthor: nadia\n{counts}\n\n## Items\n\n| arXiv | Work | Status |\n|---|---|---|\n"
    kg, brief = _one_brief(
        tmp_path,
        "inbox/nadia/2026-12-10-multimodal-brief.md",
        head.format(counts="Counts: 4 increments, 1 adjacent") + rows,
    )
    # four increments and one adjacent declared, three increments listed: a mismatch, not a total of four
    [found] = of_kind(kg.contradictions(today=dt.date(2026, 12, 11)), "count-mismatch")
    assert "declares 4 increments but lists 3" in found["summary"]
    summaries = _edited(
        kg,
        tmp_path,
        brief,
        "Counts: 4 increments, 1 adjacent",
        "Counts: 4 items, including 1 adjacent",
        dt.date(2026, 12, 11),
    )
    assert summaries == []


def test_a_work_carried_over_without_an_id_is_one_of_the_carried_over_items(tmp_path):
    folder = tmp_path / "briefs" / "inbox" / "plover"
    folder.mkdir(parents=True)
    brief = folder / "2027-04-14-geodesy-brief.md"
    brief.write_text(
        "# geodesy brief 2027-04-14\n\nAuthor: plover\nDeclared: 1 new item (1 new arXiv ID), 2 carried over\n\n"
        "## NET-new\n\n- TideFit (arXiv 2704.03311), NET-new\n\n"
        "## Carried over\n\n- GravGrid (arXiv 2704.05520), carried over\n"
        "- GravKit 2 (https://github.com/example/gravkit/releases/tag/v2.0), carried over\n\n"
        "## Citable arXiv IDs\n\n- NET-new: 2704.03311\n- Carried over: 2704.05520\n",
        encoding="utf-8",
    )
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    assert of_kind(kg.contradictions(today=dt.date(2027, 4, 15)), "count-mismatch") == []
    brief.write_text(brief.read_text(encoding="utf-8").replace("2 carried over", "3 carried over"), encoding="utf-8")
    assert kg.ingest([tmp_path / "briefs"]).ok
    found = of_kind(kg.contradictions(today=dt.date(2027, 4, 15)), "count-mismatch")
    assert [e["summary"].split(" but ")[1] for e in found] == ["lists 2 carried-over items"], found


def test_a_known_work_without_a_status_of_its_own_is_not_one_of_the_increments(tmp_path):
    folder = tmp_path / "briefs" / "inbox" / "plover"
    folder.mkdir(parents=True)
    (folder / "2027-04-14-geodesy-brief.md").write_text(
        "# geodesy brief 2027-04-14\n\nAuthor: plover\nDeclared: 1 increment\n\n"
        "## NET-new\n\n- TideFit (arXiv 2704.03311), NET-new\n\n"
        "## Carried over / already anchored\n\n- GravGrid (arXiv 2704.05520) · §1.1 Gravity Models\n"
        "- QuakeTag (arXiv 2704.06610) · §1.3 Seismic Sources\n",
        encoding="utf-8",
    )
    kg = KGraph(tmp_path / "store")
    assert kg.ingest([tmp_path / "briefs"]).ok
    assert of_kind(kg.contradictions(today=dt.date(2027, 4, 15)), "count-mismatch") == []
