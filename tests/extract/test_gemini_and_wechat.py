"""Gemini capsule pages (gemtext) read as their line types say, WeChat exports read as what their
writer posted, and what those briefs showed the readers missed elsewhere: physical units, a table
of totals, a drawn table's rows each naming its work, a part's paragraph that opens with a name and
its id, a `Card:` field, circled item numbers."""

from __future__ import annotations

import pytest

from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect
from kgraph.extract.formats.gemtext import as_markdown

GEMTEXT = """\
# Battery brief 2032-12-14

Written by serval. Window 2032-12-13 08:40 to 2032-12-14 08:40.
=> organized/knowledge/battery.gmi Living document (version of 13 December 2032)

Declared: 2 NET-new (2 new arXiv IDs), 1 carried over.

## NET-new

### PlateSense 2

=> https://arxiv.org/abs/3212.51247 PlateSense 2 (arXiv:3212.51247)
* Suggested section: §1.2 Plating Onset Diagnostics
* Plating detection latency: 40 ms
* Sources: inbox/numbat/2032-12-14-notes.md

### KneePoint

=> https://arxiv.org/abs/3212.53469 KneePoint (arXiv:3212.53469)
* Suggested section: §1.1 Capacity Fade Models
* Knee warning lead: 150 cycles

## Citable arXiv IDs

``` table of the carried-over ids
+------------+-----------------+--------------------------------+
| arXiv ID   | Status          | Section                        |
+============+=================+================================+
| 3212.56792 | carried over    | §1.2 Plating Onset Diagnostics |
| 3212.52358 | anchored 14 Dec | §1.3 Thermal Ageing            |
+------------+-----------------+--------------------------------+
```
"""


def test_gemtext_link_lines_become_links_and_text_lines_stay_text():
    lines = as_markdown(
        ["=> https://a.example/x  A page", "=>https://b.example", "#Heading", "    indented words", "```"]
    )
    assert lines == ["[A page](https://a.example/x)", "<https://b.example>", "# Heading", "indented words", "```"]


def test_a_gmi_file_is_gemtext_and_its_items_are_read():
    path = "inbox/serval/2032-12-14-battery-brief.gmi"
    assert detect(GEMTEXT.encode(), path) == "gemtext"
    doc = extract(GEMTEXT.encode(), path)
    assert doc.baseline_path == "organized/knowledge/battery.gmi"
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"3212.51247": ("PlateSense 2", "new", "1.2"), "3212.53469": ("KneePoint", "new", "1.1")}
    [knee] = [m for m in doc.mentions if m.key == "3212.53469" and m.role == "increment"]
    assert [(f.value, f.unit) for c in knee.claims for f in c.figures] == [(150.0, "cycles")]


def test_each_line_of_a_drawn_table_that_names_its_own_id_is_its_own_row():
    doc = extract(GEMTEXT.encode(), "inbox/serval/2032-12-14-battery-brief.gmi")
    rows = {m.key: (m.status, m.status_date) for m in doc.mentions if m.role == "arxiv-list"}
    assert rows["3212.56792"] == ("carried-over", None)
    assert rows["3212.52358"][0] == "anchored"


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("capacity estimation error: 38 mAh", "mAh"),
        ("usable energy estimate error 6.5 Wh/kg", "Wh/kg"),
        ("hot spot temperature error: 1.2 °C", "°C"),
        ("plating detection threshold 12 mV", "mV"),
        ("剩余寿命误差 61 次循环", "cycles"),
        ("cutoff voltage 4.2 V.", "V"),
    ],
)
def test_physical_units_are_figures(text, unit):
    assert [f.unit for f in figures_in(text)] == [unit]


@pytest.mark.parametrize("text", ["CellSim 4 A new release", "Kit 5 V2 is out", "version 4 Vendors"])
def test_a_capital_after_a_number_is_no_unit(text):
    assert figures_in(text) == []


TOTALS = """\
h1. 电池衰减每日简报 2032-12-13

|_. 撰写 | numbat |
|_. 基线活文档 | @organized/knowledge/battery.textile@ （2032-12-12 版） |

|_. 本次新增 |_. 其中新 arXiv 号 |_. 邻接预备 |_. 沿用 |
| 3 | 3 | 1 | 2 |

h2. 二、本次新增

* ImpedanceFlow（arXiv 3212.56792）：建议归入 §1.2 析锂检测
"""


def test_a_table_of_totals_declares_each_count():
    doc = extract(TOTALS.encode(), "inbox/numbat/2032-12-13-battery-brief.textile")
    assert sorted((c.what, c.value) for c in doc.counts) == [
        ("adjacent", 1),
        ("carried-over", 2),
        ("increments", 3),
        ("new-arxiv", 3),
    ]


WECHAT = """\
群聊：电池衰减建模接力群
导出时间：2032-12-13 21:30:05

2032-12-13 08:31:10 陈晓雯
今天谁来写？3212.99999 也可以看看

2032-12-13 08:35:40 系统消息
"老周"撤回了一条消息

2032-12-13 08:41:07 numbat
【battery 每日简报】2032年12月13日
撰写：numbat
增量：本次新增 1 条，邻接预备 1 条

2032-12-13 08:42:34 numbat
【本次新增 ①】ImpedanceFlow
arXiv 3212.56792：https://arxiv.org/abs/3212.56792
建议归入：§1.2 析锂检测
数据：剩余寿命误差 86 次循环

2032-12-13 08:47:40 numbat
【邻接预备】
KneePoint（arXiv 3212.53469）属邻接：预测容量衰减突然加快的那一次循环。

2032-12-13 08:55:25 老周
[文件] 3212.59136v1.pdf

2032-12-13 08:58:25 陈晓雯
「numbat：【本次新增 ①】ImpedanceFlow…」
- - - - - - - - - - - - - - -
今天要锚定吗？
"""


def test_a_wechat_export_is_what_its_writer_posted():
    doc = extract(WECHAT.encode(), "inbox/numbat/2032-12-13-battery-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "numbat")
    keys = {m.key for m in doc.mentions}
    assert not keys & {"3212.99999", "3212.59136"}  # the others' messages and their attachments
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert items["3212.56792"] == ("ImpedanceFlow", "new", "1.2")  # `【本次新增 ①】`: a circled number
    assert items["3212.53469"][:2] == ("KneePoint", "adjacent")  # a part's paragraph naming its work
    said = {why for whys in doc.taken.values() for why in whys}
    assert "left out: a chat's header, reaction or another member's message, not the writer's" in said


def test_a_card_field_under_a_living_entry_is_its_source_not_a_work():
    living = (
        "# battery living document\n\nVersion of 12 December 2032.\n\n## §1.1 Capacity Fade Models\n\n"
        "### FadeFormer\n\n=> https://arxiv.org/abs/3212.50136 FadeFormer (arXiv:3212.50136)\n\n"
        "* Status: anchored 10 Dec\n* Card: paper_cards/5102-3212-50136.md\n"
    )
    doc = extract(living.encode(), "organized/knowledge/battery.gmi")
    entries = [m for m in doc.mentions if m.role == "living"]
    assert [m.name for m in entries] == ["FadeFormer"]
    assert [s.path for s in entries[0].sources] == ["paper_cards/5102-3212-50136.md"]
