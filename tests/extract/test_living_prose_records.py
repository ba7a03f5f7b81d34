"""A living document written as prose that names several works in one paragraph, each in words
of its own (`已锚入条目：A（id）于2月1日锚入 §1.1 …。B（id）于2月2日锚入 §1.3 …`): one entry per
work, each with its own section, date, figure and paper card, as a paragraph naming one work is."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

LIVING = """\
wetlands 活文档 organized/knowledge/wetlands.txt（2028-04-02 版）

章节：§1.1 水文过程；§1.2 植被演替；§1.3 碳通量。

已锚入条目：ReedMap（2804.01166） 于4月1日锚入 §1.2 植被演替：用航拍影像逐季绘制芦苇扩张，分类准确率 88.2%，来源 paper_cards/6101-2804-01166.md。PeatFlux（2804.02297） 于4月2日锚入 §1.3 碳通量：由涡度塔数据估算甲烷通量，误差 6.5%，来源 paper_cards/6102-2804-02297.md。
"""


def test_each_work_of_a_prose_paragraph_is_an_entry_of_its_own():
    doc = extract(LIVING.encode(), "organized/knowledge/wetlands.txt")
    assert doc.kind == "living"
    entries = {
        m.key: (
            m.name,
            m.section,
            m.status_date,
            [f.value for c in m.claims for f in c.figures],
            [s.path for s in m.sources],
        )
        for m in doc.mentions
        if m.role == "living"
    }
    assert entries == {
        "2804.01166": ("ReedMap", "1.2", dt.date(2028, 4, 1), [88.2], ["paper_cards/6101-2804-01166.md"]),
        "2804.02297": ("PeatFlux", "1.3", dt.date(2028, 4, 2), [6.5], ["paper_cards/6102-2804-02297.md"]),
    }
