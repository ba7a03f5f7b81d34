"""A living document numbered the way Chinese documents are (`一、Name（§1.1）` over `（一）Work（arXiv:…）`
with its fields indented): each numbered line that names a section is that section's heading, its
name the words before the bracketed number, and the works under it are its entries. A brief's
`二、查阅材料` lists the files it read."""

from __future__ import annotations

from kgraph import patterns as P
from kgraph.extract import extract

LIVING = """\
养蜂（apiary）活文档

版本：2027年3月8日

一、蜂群监测（§1.1）
（一）HiveMind（arXiv:2703.02002）
    要点：用入口摄像头估计蜂群规模。
    数据：计数误差降低 12%。
    锚入：2027年3月1日
    出处：paper_cards/0102-2703-02002.md

二、蜂巢软件（§1.3）
暂无锚入条目。
"""

BRIEF = """\
养蜂（apiary）方向日报评审会 会议纪要

会议时间：2027年3月9日
记 录 人：ana
对照基线：organized/knowledge/apiary.txt（3月8日版）

一、总体情况
本次会议议定主增量 1 条。

二、查阅材料
（一）inbox/ana/2027-03-09-notes.md
（二）work-queue.md

三、议题：本次新增
（一）SwarmCast（arXiv:2703.07007）
    数据：误报减少 9%。
    结论：本次新增，建议归入 §1.3 蜂巢软件，可信度高。
"""


def test_a_section_numbered_as_a_chinese_outline_holds_its_entries():
    doc = extract(LIVING.encode(), "organized/knowledge/apiary.txt")
    (hive,) = [m for m in doc.mentions if m.role == "living"]
    assert (hive.key, hive.name, hive.section, str(hive.status_date)) == ("2703.02002", "HiveMind", "1.1", "2027-03-01")
    assert [s.path for s in hive.sources] == ["paper_cards/0102-2703-02002.md"]
    assert hive.claims and hive.claims[0].figures
    assert {(s.number, s.name) for s in doc.section_names} == {("1.1", "蜂群监测"), ("1.3", "蜂巢软件")}


def test_a_heading_names_its_section_before_the_bracketed_number():
    assert P.sections_with_names("视觉编码器（§1.1）", heading=True) == [("1.1", "视觉编码器", 6)]
    assert P.sections_with_names("## Video Understanding (§1.2)", heading=True)[0][:2] == ("1.2", "Video Understanding")
    assert P.sections_with_names("see it (§1.2)")[0][:2] == ("1.2", "")  # (prose: no name)


def test_the_materials_a_brief_consulted_are_its_sources():
    doc = extract(BRIEF.encode(), "inbox/ana/2027-03-09-apiary-brief.txt")
    assert {"inbox/ana/2027-03-09-notes.md", "work-queue.md"} <= {s.path for s in doc.sources}
