"""A traditional-Chinese Markdown brief that names its works through reference links
(`### [PickNet][2]（2703.00333）` with `[2]: https://arxiv.org/abs/…` at the end), keeps each
item's fields in a quote, and sums the carried works up in an id list."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
# warehouse · 每日簡報（2027 年 3 月 9 日）

撰寫：ann ｜ 基線活文件：`organized/knowledge/warehouse.md`（2027-03-08 版）

本期增量 1 條、沿用 2 條。

## 一、本期增量

### 增量一：[BinPacker][1]

> 狀態：淨增
> 建議歸入章節：§1.2 揀貨規劃

## 二、沿用與錨入狀態

### [PickNet][2]（2703.00333）

> 狀態：已錨入（3 月 7 日）
> 章節：§1.1 盤點

昨晚接力已錨入。

### [DockSim][3]（2703.00444）

> 狀態：沿用
> 章節：§2.1 碼頭調度

## 三、可引用 arXiv 編號

- 淨增：2703.01111
- 沿用：2703.00333（3 月 7 日錨入 §1.1）、2703.00444（3 月 6 日錨入 §2.1）

[1]: https://arxiv.org/abs/2703.01111
[2]: https://arxiv.org/abs/2703.00333
[3]: https://arxiv.org/abs/2703.00444
"""


def _doc():
    return extract(BRIEF, "inbox/ann/2027-03-09-warehouse-brief.md")


def test_a_heading_that_links_to_arxiv_is_a_work_not_the_arxiv_part():
    """`### [PickNet][2]` renders with its address (`…arxiv.org…`): the words of a link's
    address used to make the heading the start of an arXiv-id part."""
    items = {m.key: (m.name, m.section) for m in _doc().mentions if m.role == "increment"}
    assert items["2703.00333"] == ("PickNet", "1.1")
    assert items["2703.00444"] == ("DockSim", "2.1")


def test_a_part_heading_that_also_says_status_is_the_part_it_names():
    """`沿用與錨入狀態` is the carried-over part, not the header's `狀態` (status overview)."""
    doc = _doc()
    carried = {m.key: m.status for m in doc.mentions if m.role == "increment" and m.key != "2703.01111"}
    assert carried == {"2703.00333": "anchored", "2703.00444": "carried-over"}


def test_an_anchoring_date_in_brackets_after_the_status_is_kept():
    pick = next(m for m in _doc().mentions if m.key == "2703.00333" and m.role == "increment")
    assert pick.status_date == dt.date(2027, 3, 7)  # (and `昨晚接力已錨入。` below does not undo it)


def test_an_id_lists_carried_row_takes_the_items_own_word():
    """The list writes every carried work `（… 錨入 …）` under `沿用：`; each item says which it is."""
    rows = {m.key: m.status for m in _doc().mentions if m.role == "arxiv-list"}
    assert rows == {"2703.01111": "new", "2703.00333": "anchored", "2703.00444": "carried-over"}


def test_a_count_of_this_issues_increments():
    assert sorted((c.what, c.value) for c in _doc().counts) == [("carried-over", 2), ("increments", 1)]


def test_a_table_of_declared_counts_with_units():
    text = BRIEF.replace(
        "本期增量 1 條、沿用 2 條。", "| 項目 | 數量 |\n| --- | --: |\n| 主增量 | 1 條 |\n| 沿用 | 2 件 |"
    )
    doc = extract(text, "inbox/ann/2027-03-09-warehouse-brief.md")
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 2), ("increments", 1)]
