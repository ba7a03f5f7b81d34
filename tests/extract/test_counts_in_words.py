"""Counts as briefs write them: `- 邻接 1 条` under a status heading is a count, never an item
named `条`; `New arXiv ids cited: three` counts ids; `two items carried over from earlier briefs`
is this brief's count (where the items come from is no other brief's count); a table's
`建議歸入節` column is the items' section."""

from __future__ import annotations

from kgraph.extract import extract

ZH = """\
apiary · E1 预消化简报（2027-03-09）
执行：heron · 窗口：2027-03-08 22:00 → 2027-03-09 22:00
基线活文档：organized/knowledge/apiary.md（2027-03-08 版）
状态
- 涉及 arXiv 号：净增 1 件
- 邻接 1 条

一、本次新增

| 序 | 作品 | arXiv | 建議歸入節 | 狀態 |
| --- | --- | --- | --- | --- |
| 增量 1 | HiveEar | 2703.01001 | §1.1 蜂群聲學 | 本次淨增 |
"""

EN = """\
APIARY DAILY BRIEF
==================

  Date:         2027-03-09
  Author:       heron

Summary
=======

Two increments this window, one adjacent item and two items carried over from earlier briefs. New arXiv ids cited: two.
"""


def test_a_count_line_is_no_item_and_a_section_column_is_read():
    doc = extract(ZH.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    assert not any(m.name == "条" or m.key == "条" for m in doc.mentions)
    assert ("adjacent", 1) in {(c.what, c.value) for c in doc.counts}
    (hive,) = [m for m in doc.mentions if m.key == "2703.01001" and m.role == "increment"]
    assert hive.section == "1.1"


def test_counts_in_words_and_items_carried_over_from_earlier_briefs():
    doc = extract(EN.encode(), "inbox/heron/2027-03-09-apiary-brief.txt")
    counted = {(c.what, c.value) for c in doc.counts}
    assert {("increments", 2), ("adjacent", 1), ("carried-over", 2), ("new-arxiv", 2)} <= counted, counted
