"""Briefs written as memos and outlines: a traditional-Chinese text memo whose items are
paragraphs numbered 一、二、三、, `「待核實」` lines, a reStructuredText brief with grid tables
and notes under a sub-heading, an outline whose id list has sub-headings, a living outline
whose entries carry their dates and files on indented lines."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from kgraph.extract import read_file

MEMO = """\
備忘錄：warehouse 每日簡報（2027年3月9日）
撰寫：otter
基線活文件：organized/knowledge/warehouse.txt（2027年3月8日版）

本棒共計：主增量 2 條、鄰接 1 條、沿用 1 件。

一、BinPacker（arXiv 2703.01111）屬本次淨增，建議歸入 §1.2 揀貨規劃。用圖網路安排貨箱的裝載次序。文中報告裝載率提升 8%。來源：inbox/otter/2027-03-09-notes.md。

二、ShelfScan（arXiv 2703.02222）屬本次淨增，建議歸入 §1.1 盤點。用無人機掃描貨架條碼。文中報告盤點耗時降低 41%。來源：inbox/otter/2027-03-09-notes.md、inbox/wren/2027-03-09-notes.md。

三、PickNet（arXiv 2703.00333）已於3月7日錨入活文件，位於 §1.2 揀貨規劃。已在活文件中。

四、DockSim（arXiv 2703.00444）沿用前棒條目，3月8日已錨入，位於 §2.1 碼頭調度。

五、CartFlow（arXiv 2703.05555）列為鄰接候選。倉內推車路徑的排隊模型。

「待核實」ShelfScan 的耗時數字只在一個倉庫測過（涉及 2703.02222；風險：中）
「待核實」BinPacker 的程式碼尚未公開（涉及 2703.01111；風險：低）

本棒檢查過的來源：
  inbox/otter/2027-03-09-notes.md
  inbox/wren/2027-03-09-notes.md（空檔案）
"""

LIVING_TEXT = """\
倉儲（warehouse）活文件
版本：2027年3月8日

§1.1 盤點與追蹤
（本節暫無條目）

§1.2 揀貨規劃
一、PickNet（arXiv 2703.00333）已於3月7日錨入活文件，位於 §1.2 揀貨規劃。文中報告揀貨路徑縮短 12%。來源：paper_cards/7001-2703-00333.md。
"""


def _write(tmp_path: Path, relative: str, text: str) -> Path:
    path = tmp_path / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _works(doc, role: str = "increment") -> dict:  # noqa: ANN001
    return {m.key: m for m in doc.mentions if m.role in (role, "adjacent")}


def test_a_paragraph_numbered_with_han_numerals_is_an_item_with_its_status_section_and_figure(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.txt", MEMO))
    works = _works(doc)
    assert {k: (m.name, m.status, m.section) for k, m in works.items()} == {
        "2703.01111": ("BinPacker", "new", "1.2"),
        "2703.02222": ("ShelfScan", "new", "1.1"),
        "2703.00333": ("PickNet", "anchored", "1.2"),
        "2703.00444": ("DockSim", "carried-over", "2.1"),
        "2703.05555": ("CartFlow", "candidate", None),
    }
    assert works["2703.00333"].status_date == dt.date(2027, 3, 7)  # `已於3月7日錨入`
    assert works["2703.00444"].status_date == dt.date(2027, 3, 8)
    figures = {k: [(f.value, f.unit, f.metric) for c in m.claims for f in c.figures] for k, m in works.items()}
    # the metric is what was reported (`文中報告裝載率提升 8%`), not the words that report it
    assert figures["2703.01111"] == [(8.0, "%", "装载率")]
    assert figures["2703.02222"] == [(41.0, "%", "盘点耗时")]
    assert [s.path for s in works["2703.02222"].sources] == [
        "inbox/otter/2027-03-09-notes.md",
        "inbox/wren/2027-03-09-notes.md",
    ]


def test_a_line_opening_with_a_bracketed_register_tag_is_an_entry_of_its_own(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.txt", MEMO))
    entries = [(e.line, e.risk, e.items, e.text[:8]) for e in doc.entries]
    assert entries == [(17, "medium", ["2703.02222"], "ShelfSca"), (18, "low", ["2703.01111"], "BinPacke")]


def test_a_file_said_empty_in_traditional_chinese_is_empty(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.txt", MEMO))
    statuses = {s.path: s.status for s in doc.sources if s.line >= 21}
    assert statuses == {"inbox/otter/2027-03-09-notes.md": "cited", "inbox/wren/2027-03-09-notes.md": "empty-missing"}


def test_a_section_alone_on_its_line_is_a_heading_named_by_all_its_words(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "organized/knowledge/warehouse.txt", LIVING_TEXT))
    assert doc.kind == "living"
    assert [(s.number, s.name, s.line) for s in doc.section_names] == [
        ("1.1", "盤點與追蹤", 4),  # (not cut at 与, as a section named in prose would be)
        ("1.2", "揀貨規劃", 7),
    ]
    (picknet,) = [m for m in doc.mentions if m.role == "living"]
    assert (picknet.key, picknet.section, picknet.status_date) == ("2703.00333", "1.2", dt.date(2027, 3, 7))


RST = """\
=====================================
warehouse · daily brief (2027-03-09)
=====================================

:Author: otter
:Window: 2027-03-08 22:00 → 2027-03-09 22:00

Items
-----

+-----------+------------+--------------+----------------------+-----------------------------+
| Name      | arXiv id   | Status       | Section              | Figures                     |
+===========+============+==============+======================+=============================+
| BinPacker | 2703.01111 | NET-new      | §1.2                 | fill rate gain 8 %          |
|           |            |              | Picking              | planning time 120 ms        |
+-----------+------------+--------------+----------------------+-----------------------------+
| DockSim   | 2703.00444 | carried over | §2.1                 | —                           |
|           |            |              | Dock Scheduling      |                             |
+-----------+------------+--------------+----------------------+-----------------------------+

Notes on the items
~~~~~~~~~~~~~~~~~~

* **BinPacker** — a graph network orders the boxes before loading.
* **DockSim** — the dock simulator from the relay before.

Adjacent candidates
-------------------

+----------+------------+-----------+
| Name     | arXiv id   | Status    |
+==========+============+===========+
| CartFlow | 2703.05555 | candidate |
+----------+------------+-----------+

* **CartFlow** — a queueing model of carts inside the warehouse.
"""


def test_a_grid_tables_two_figure_lines_keep_their_metrics_and_notes_under_a_subheading_are_no_item(
    tmp_path: Path,
) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.rst", RST))
    statuses = {(m.key, m.status) for m in doc.mentions if m.role in ("increment", "adjacent")}
    # the notes heading is no work; a note's item takes the status its table row states
    assert statuses == {("2703.01111", "new"), ("2703.00444", "carried-over"), ("2703.05555", "candidate")}
    (binpacker,) = {m.key: m for m in doc.mentions if m.key == "2703.01111" and m.claims}.values()
    figures = [(f.value, f.unit, f.metric) for c in binpacker.claims for f in c.figures]
    assert figures == [(8.0, "%", "fill rate gain"), (120.0, "ms", "planning time")]


OUTLINE = """\
warehouse brief 2027-03-09
\tauthor otter

new in this brief
\tBinPacker  arXiv 2703.01111
\t\tnew in this brief, suggested section §1.2 Picking

arXiv ids
\tnew in this brief
\t\t2703.01111
\t\t2703.02222
\tfrom earlier briefs
\t\t2703.00444 DockSim: carried over, anchored 2027-03-08 in §2.1
"""


def test_an_id_lists_sub_heading_starts_its_rows_not_the_row_above(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.txt", OUTLINE))
    listed = {(m.key, m.status) for m in doc.mentions if m.role == "arxiv-list"}
    assert listed == {("2703.01111", "new"), ("2703.02222", "new"), ("2703.00444", "carried-over")}


LIVING_OUTLINE = """\
warehouse living knowledge document, version of 2027-03-08

§1.2 Picking
\tPickNet  arXiv 2703.00333
\t\tanchored 2027-03-07
\t\tpick path length reduction 12 %
\t\tsource paper_cards/7001-2703-00333.md
"""


def test_a_living_entrys_indented_lines_give_its_anchoring_date_and_its_file(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "organized/knowledge/warehouse.txt", LIVING_OUTLINE))
    (entry,) = [m for m in doc.mentions if m.role == "living"]
    assert (entry.key, entry.section, entry.status_date) == ("2703.00333", "1.2", dt.date(2027, 3, 7))
    assert [(s.path, s.line) for s in entry.sources] == [("paper_cards/7001-2703-00333.md", 7)]


def test_a_grid_tables_row_over_two_lines_is_one_row_to_inspect(tmp_path: Path) -> None:
    from kgraph.extract.inspect import inspect_bytes

    path = _write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.rst", RST)
    report = {r.line: r for r in inspect_bytes(path.read_bytes(), str(path)).lines}
    assert report[15].taken == ["part of line 14"] and report[18].taken == ["part of line 17"]
    assert not [r.line for r in report.values() if r.unattached]


STANDUP = """\
# Warehouse standup — 2027-03-09

otter writing; the window runs from 2027-03-08 22:00 to 2027-03-09 22:00.

## What's new

**BinPacker** (arXiv 2703.01111) is new today; it belongs in §1.2 Picking Plans. Fill rate gain of 8%.

## Already on file

**DockSim** (arXiv 2703.00444) carries over from an earlier brief and stays in §2.1 Dock Scheduling.

## Ids for the record

New arXiv ids in this brief: 2703.01111.

Older ids still in play: 2703.00444 (§2.1).
"""


def test_an_id_lists_row_that_states_nothing_takes_its_items_status_and_prose_names_sections(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.md", STANDUP))
    listed = {(m.key, m.status) for m in doc.mentions if m.role == "arxiv-list"}
    assert listed == {("2703.01111", "new"), ("2703.00444", "carried-over")}
    assert {(s.number, s.name) for s in doc.section_names} == {("1.2", "Picking Plans"), ("2.1", "Dock Scheduling")}


FAQ = """\
# warehouse 简报・问答（2027-03-09）

## 问：哪些是沿用的？

### 问：DockSim（2703.00444）是什么？

答：沿用前一棒的条目，所在章节 §2.1 码头调度。要点：作者在会上给出的数字。数字：排队时间减少 30%。

## 问：有没有邻接或候选条目？

### 问：CartFlow（2703.05555）是什么？

答：预备候选，不算主增量。要点：仓内推车的排队模型。
"""


def test_a_sentence_before_a_colon_is_no_label_and_a_candidate_is_adjacent(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.md", FAQ))
    works = {m.key: (m.role, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert works == {"2703.00444": ("increment", "carried-over", "2.1"), "2703.05555": ("adjacent", "candidate", None)}


IM_REPORT = """\
【日报】warehouse 2027-03-09 ｜ 值班：otter
基线：organized/knowledge/warehouse.txt（3月8日版）

【主增量】
▶ BinPacker ｜ arXiv 2703.01111 ｜ 本棒净增
\u3000\u3000归入：§1.2 拣货规划
\u3000\u3000数据：装载率提升 8%
\u3000\u3000出处：inbox/otter/2027-03-09-notes.md

▶ CrateBot 2 ｜ 版本发布 ｜ 本棒净增
\u3000\u3000归入：§1.1 盘点
\u3000\u3000链接：https://example.org/cratebot/releases/v2
"""

LIVING_IM = """\
【活文档】warehouse ｜ 版本：2027-03-08

【§1.2 拣货规划】
▶ PickNet ｜ arXiv 2703.00333 ｜ 已锚入（3月7日）
\u3000\u3000数据：揀货路径缩短 12%
"""


def test_a_marked_line_over_full_width_indented_fields_is_an_item(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.txt", IM_REPORT))
    works = {m.name: (m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {"BinPacker": ("new", "1.2"), "CrateBot 2": ("new", "1.1")}
    living = read_file(_write(tmp_path, "organized/knowledge/warehouse.txt", LIVING_IM))
    assert [(m.key, m.section) for m in living.mentions if m.role == "living"] == [("2703.00333", "1.2")]


WIKI = """\
{{Brief
| date     = 2027-03-09
| instance = otter
| baseline = organized/knowledge/warehouse.wiki
}}
This is the '''warehouse''' brief.

== To verify ==
{| class="wikitable"
! # !! Concern !! Works !! Risk
|-
| 1 || BinPacker's fill rate comes from one warehouse || BinPacker (2703.01111) || {{Risk|high}}
|}
"""


def test_mediawiki_templates_are_read_not_dropped() -> None:
    from kgraph.extract.formats.pandoc import view

    lines = view(WIKI.encode(), WIKI, "mediawiki", "brief.wiki").lines
    # an infobox's parameters are fields; `{{Risk|high}}` says high (pandoc alone drops both)
    assert lines[:3] == ["date: 2027-03-09", "instance: otter", "baseline: organized/knowledge/warehouse.wiki"]
    assert lines[-2].endswith("| BinPacker (2703.01111) | high |")


ADOC = """\
= Warehouse brief, 2027-03-09
:author: otter

== Increments

=== Increment 1: BinPacker

[cols="1h,4"]
|===
|arXiv |2703.01111
|Status |new
|Sources a|
* inbox/otter/2027-03-09-notes.md
* paper_cards/7002-2703-01111.md
|===
"""


def test_a_table_cell_holding_a_list_beside_its_label_is_that_fields_list(tmp_path: Path) -> None:
    doc = read_file(_write(tmp_path, "inbox/otter/2027-03-09-warehouse-brief.adoc", ADOC))
    (item,) = [m for m in doc.mentions if m.role == "increment"]
    assert [s.path for s in item.sources] == ["inbox/otter/2027-03-09-notes.md", "paper_cards/7002-2703-01111.md"]
