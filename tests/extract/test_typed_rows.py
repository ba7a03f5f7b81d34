"""A brief whose body is one table with a column that says what each row is (`| 类型 | … |` with
增量, 沿用, 来源, 待核实, 章节 rows; a tracker sheet's `Type` column with Work, Source, To verify,
Count rows): each run of rows read as the part its type names. And the small readings such
tables lean on: US dates in a sheet, `空` as an empty source, a register row's words over its
link, `缩小` as a change and `仿真到实机` as one phrase."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.common import figures_in, source_status
from kgraph.extract.recognise import first_date

HANS = """\
# beekeeping · 预消化简报（2027-06-03）

撰写：finch　基线活文档：organized/knowledge/beekeeping.md（2027-06-02 版）

本棒统计：增量 2 条，沿用 1 条。下表每行一条。

| 类型 | 名称 | arXiv | 状态 | 章节 | 数字 | 来源 | 备注 |
|---|---|---|---|---|---|---|---|
| 章节 | 蜂箱感知与监测 | — | — | §1.1 | — | — | — |
| 章节 | 分蜂预测 | — | — | §2.3 | — | — | — |
| 增量 | HiveEar | [2706.01001](https://arxiv.org/abs/2706.01001) | 本棒净增 | §1.1 蜂箱感知与监测 | 仿真到实机差距缩小 18% | inbox/kite/2027-06-03-notes.md | 仅凭嗡鸣声判断失王 |
| 增量 | [HiveOS 3](https://example.org/hiveos/releases/v3) | — | 本棒净增 | §2.3 分蜂预测 | — | inbox/kite/2027-06-03-notes.md | 发布版本 |
| 沿用 | WaxScan | [2706.03003](https://arxiv.org/abs/2706.03003) | 6-2 已锚入 | §1.1 蜂箱感知与监测 | — | — | 昨晚已锚入 |
| 来源 | — | — | 已读 | — | — | inbox/kite/2027-06-03-notes.md | 已读 |
| 来源 | — | — | 空 | — | — | inbox/wren/2027-06-03-notes.md | 空：无本题内容 |
| 待核实 | [HiveOS 3](https://example.org/hiveos/releases/v3) | — | 待核实 | — | — | — | 风险 低：HiveOS 3 的预测准确率只见于发布说明 |
"""

SHEET = """\
beekeeping daily brief,,,,,,,,
Brief date,6/3/2027,,,,,,,
Prepared by,finch,,,,,,,
Baseline doc,organized/knowledge/beekeeping.csv,,,,,,,
,,,,,,,,
Type,Item,arXiv ID,Section,Status,Anchored,Notes,Risk,Count
Source,inbox/kite/2027-06-03-notes.md,,,Read,,,,
Work,HiveEar,2706.01001,1.1,NET-new,,hears a queenless colony,,
Work,WaxScan,2706.03003,1.1,Anchored,6/2/2027,in the living document,,
Work,SwarmCast,2706.02002,2.3,Carried over,,,,
To verify,HiveEar,2706.01001,,Open,,HiveEar was tested in one apiary only,Medium,
Count,Increments,,,,,,,1
Count,NET-new arXiv IDs,,,,,"2706.01001, 2706.04004",,
Count,Carried over,,,,,,,2
"""


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


def test_a_table_of_typed_rows_reads_each_row_as_its_type_says():
    doc = extract(HANS, "inbox/finch/2027-06-03-beekeeping-brief.md")
    works = _works(doc)
    assert set(works) == {"2706.01001", "hiveos 3", "2706.03003"}  # the 章节 rows are no works
    assert works["2706.01001"].status == "new" and works["hiveos 3"].status == "new"
    assert (works["2706.03003"].status, works["2706.03003"].status_date) == ("anchored", dt.date(2027, 6, 2))
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "蜂箱感知与监测"), ("2.3", "分蜂预测")}
    empty = {s.path for s in doc.sources if s.status == "empty-missing"}
    assert empty == {"inbox/wren/2027-06-03-notes.md"}
    (entry,) = doc.entries
    assert entry.items == ["hiveos 3"] and entry.risk == "low" and "预测准确率" in entry.text  # its words, not its link
    (claim,) = [c for c in works["2706.01001"].claims if c.figures]
    assert (claim.figures[0].value, claim.figures[0].metric) == (18.0, "仿真到实机差距")


def test_a_tracker_sheets_type_column_gives_works_sources_register_and_counts():
    doc = extract(SHEET, "inbox/finch/2027-06-03-beekeeping-brief.csv")
    assert doc.kind == "brief" and doc.date == dt.date(2027, 6, 3)
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent") and m.arxiv_id}
    assert {k: m.status for k, m in works.items()} == {
        "2706.01001": "new",
        "2706.03003": "anchored",
        "2706.02002": "carried-over",
    }
    assert works["2706.03003"].status_date == dt.date(2027, 6, 2)  # `6/2/2027`, a US date
    assert {c.what: c.value for c in doc.counts} == {"increments": 1, "carried-over": 2}
    assert [m.key for m in doc.mentions if m.role == "arxiv-list"] == ["2706.01001", "2706.04004"]
    assert [(e.items, e.risk) for e in doc.entries] == [(["2706.01001"], "medium")]


def test_the_small_readings_typed_tables_lean_on():
    assert first_date("6/2/2027") == dt.date(2027, 6, 2)
    assert first_date("anchored 12/31/2026") == dt.date(2026, 12, 31)
    assert source_status("空：无本题内容") == "empty-missing"
    assert source_status("— | 空 | inbox/wren/notes.md") == "empty-missing"
    assert source_status("空调系统笔记") == "cited"  # (空 inside a word says nothing)
    assert [f.metric for f in figures_in("延迟降到 38 ms")] == ["latency"]  # (`降到`: a change, then its value)
