"""Text that lost its line breaks and table rules (pasted from a chat or a PDF): a living
document's section line holding its entries (`§1.3 X：A（id）…；B（url）…`), a register table's
rows numbered without a mark (`1 说法 … 🟡 中 未解决`), and the new items counted in words; and prose
that counts with `the number of new arXiv ids is 1` and names a section in brackets."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

LIVING = """\
apiary 活文档（2027-03-08 版）
§1.1 蜂群 / Colonies：HiveMind（arXiv:2703.02002） 03-01 锚入 - 蜂群规模估计 - 误差降低 12% - 来源 paper_cards/0102-2703-02002.md
§1.2 蜂巢成像：（暂无）
§1.3 虫害 / Pests：VarroaNet（arXiv:2703.05005） 03-06 锚入 - 螨虫计数 - 来源 inbox/wren/2027-03-06-notes.md；HiveOS 3（https://example.org/hiveos/3.0） 03-07 锚入 - 蜂箱控制固件 - 来源 inbox/wren/2027-03-07-notes.md
"""


def test_a_section_line_holding_its_entries_gives_each_its_section():
    doc = extract(LIVING.encode(), "organized/knowledge/apiary.txt")
    entries = {m.key: m for m in doc.mentions if m.role == "living"}
    assert {k: (m.name, m.section, m.status_date) for k, m in entries.items()} == {
        "2703.02002": ("HiveMind", "1.1", dt.date(2027, 3, 1)),
        "2703.05005": ("VarroaNet", "1.3", dt.date(2027, 3, 6)),
        "hiveos 3": ("HiveOS 3", "1.3", dt.date(2027, 3, 7)),
    }
    assert [s.path for s in entries["hiveos 3"].sources] == ["inbox/wren/2027-03-07-notes.md"]
    assert all(m.line == (2 if k == "2703.02002" else 4) for k, m in entries.items())


BRIEF = """\
apiary · E1 预消化简报（2027-03-09）
执行: heron · 窗口: 2027-03-08 22:00 → 2027-03-09 22:00
状态 - 涉及 arXiv 号：净增 2 件 - 本次新增条目共 3 条
一、本次新增
增量 1【§1.2 蜂巢成像】CombScan（arXiv:2703.01001）：封盖计数 来源: inbox/wren/2027-03-09-notes.md
二、值得警惕的矛盾或待核实说法 # 说法 涉及 风险 处理
1 计数误差只在一个蜂场测过，需要更多蜂场。 CombScan (2703.01001) 🟡 中 未解决
2 固件的开源许可仍未确认。 HiveOS 3 🔴 高 未解决
"""


def test_register_rows_numbered_without_a_mark_are_entries():
    entries = extract(BRIEF.encode(), "inbox/heron/2027-03-09-apiary-brief.txt").entries
    assert [(e.label, e.risk, e.resolved) for e in entries] == [("1", "medium", False), ("2", "high", False)]
    assert entries[0].items == ["2703.01001"] and entries[1].text.startswith("固件的开源许可")


def test_new_items_counted_in_words():
    counts = {c.what: c.value for c in extract(BRIEF.encode(), "inbox/heron/2027-03-09-apiary-brief.txt").counts}
    assert counts["new-items"] == 3 and counts["new-arxiv"] == 2
    english = "# Apiary brief, 2027-03-09\n\nWe count 2 NET-new arXiv ids and 3 new items in all.\n"
    counts = {c.what: c.value for c in extract(english.encode(), "inbox/heron/2027-03-09-apiary-brief.md").counts}
    assert counts == {"new-arxiv": 2, "new-items": 3}


PROSE = """\
# Apiary brief, 2027-03-09

*Written by heron.* It counts 2 main increments and 1 adjacent item; the number of new arXiv ids is 1.

## Today

**CombScan** ([arXiv 2703.01001](https://arxiv.org/abs/2703.01001)) is NET-new in this brief. It should go into §1.2 Hive Imaging.

**HiveMind** ([arXiv 2703.02002](https://arxiv.org/abs/2703.02002)) is carried over from an earlier brief (§1.1 Colony Sensing); carried over.
"""


def test_counts_said_as_the_number_of_and_a_bracketed_sections_name():
    doc = extract(PROSE.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    assert {c.what: c.value for c in doc.counts} == {"increments": 2, "adjacent": 1, "new-arxiv": 1}
    assert {(s.number, s.name) for s in doc.section_names} == {("1.2", "Hive Imaging"), ("1.1", "Colony Sensing")}
