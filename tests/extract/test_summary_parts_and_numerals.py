"""Briefs exported from e-book and wiki tools (zoo18's first read missed these): header fields
under a heading that also names the sources, items numbered in Chinese numerals, a footnote's
sources inlined after an item's link, `邻接预备 1 条`, `carried forward`, `three NET-new
increments`, and a verbatim block under the citable-ids heading."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

ZH = """\
# 养蜂 每日简报 · 2027-03-09

# 简报概要与来源

执笔: heron
时间窗: 2027-03-08 20:45 → 2027-03-09 20:45
基线活文档: organized/knowledge/apiary.md（2027-03-08版）
申报条数: 增量 2 条（arXiv 号净增 2 件）、邻接预备 1 条、续用 1 条

## 本棒检查过的来源

- inbox/wren/2027-03-09-notes.md
- paper_cards/0101-2703-01001.md

# 本棒净增

## 增量一 · CombScan

本棒净增 · 建议归入节：§1.2 蜂巢成像 · 可信度：高

要点: 巢脾封盖计数误差降低 31%。

URL: arXiv:2703.01001 (来源：inbox/wren/2027-03-09-notes.md、paper_cards/0101-2703-01001.md)

## 增量二 · HiveMind

本棒净增 · 建议归入节：§1.1 蜂群 · 可信度：中

URL: arXiv:2703.02002 (来源：inbox/wren/2027-03-09-notes.md)
"""
ZH_PATH = "inbox/heron/2027-03-09-apiary-brief.md"


def test_header_fields_under_a_summary_and_sources_heading_are_the_header():
    doc = extract(ZH.encode(), ZH_PATH)
    assert doc.baseline_path == "organized/knowledge/apiary.md"
    assert doc.baseline_date == dt.date(2027, 3, 8)
    assert doc.window_start == "2027-03-08 20:45"
    # the baseline is recorded as what it is, not as a file the brief read
    assert {s.status for s in doc.sources if s.path == "organized/knowledge/apiary.md"} == {"baseline"}
    assert {c.what: c.value for c in doc.counts} == {
        "increments": 2,
        "new-arxiv": 2,
        "adjacent": 1,
        "carried-over": 1,
    }


def test_items_numbered_in_chinese_numerals_with_their_inlined_sources():
    doc = extract(ZH.encode(), ZH_PATH)
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2703.01001": ("CombScan", "new", "1.2"),
        "2703.02002": ("HiveMind", "new", "1.1"),
    }
    assert [s.path for s in items["2703.01001"].sources] == [
        "inbox/wren/2027-03-09-notes.md",
        "paper_cards/0101-2703-01001.md",
    ]


EN = """\
# Apiary daily brief, 2027-03-09

This brief declares three NET-new increments and 2 carried forward.

## NET-new

- CombScan (arXiv:2703.01001), NET-new, §1.2 Hive Imaging
- HiveMind (arXiv:2703.02002), NET-new, §1.1 Colonies
- WaxMap (arXiv:2703.03003), NET-new, §1.1 Colonies

## Carried forward and anchored

- BeeTrack (arXiv:2703.04004) §1.3 Pests – Carried forward.
- VarroaNet (arXiv:2703.05005) – carried forward, §1.3 Pests.
"""


def test_carried_forward_is_carried_over_and_increments_are_counted_in_words():
    doc = extract(EN.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    assert {c.what: c.value for c in doc.counts} == {"increments": 3, "carried-over": 2}
    statuses = {m.key: m.status for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert statuses["2703.04004"] == statuses["2703.05005"] == "carried-over"


ORG = """\
#+TITLE: Apiary daily brief, 2027-03-09
#+AUTHOR: heron

* NET-new
- CombScan (arXiv:2703.01001), NET-new, §1.2 Hive Imaging

* Citable arXiv IDs
#+begin_example
NET-new:  2703.01001, 2703.01001
2703.04004  carried over   §1.3 Pests
#+end_example
"""


def test_a_verbatim_block_under_the_citable_ids_heading_is_the_id_list():
    doc = extract(ORG.encode(), "inbox/heron/2027-03-09-apiary-brief.org")
    listed = [(m.key, m.status, m.line) for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == [
        ("2703.01001", "new", 9),
        ("2703.01001", "new", 9),
        ("2703.04004", "carried-over", 10),
    ]


def test_a_status_after_the_section_and_a_dash_is_the_items():
    brief = EN + "- HiveOS 3 (https://example.org/hiveos/3.0), §1.1 Colonies – Carried forward. Check closed.\n"
    doc = extract(brief.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    (hive,) = [m for m in doc.mentions if m.key == "hiveos 3"]
    assert (hive.status, hive.section) == ("carried-over", "1.1")
