"""An Org file exported to text by Emacs (`C-c C-e t u`): a title underlined by a rule (`═` a
part, `─` one level below; an outline number `3.1` its own depth) is a heading, its number no
part of its title; an Org timestamp (`<2028-05-04 Thu>`) is a date; `連結：[arXiv …]` is an
entry's link field and `已錨定：<…>` its anchoring date; `暫緩錨定` says not yet anchored."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
                       GLACIERS 每日簡報

                               ibex


1 摘要
══════

  • 本輪申報：新增 1 條，沿用 1 條


2 新增條目
══════════

2.1 SurgeSense
──────────────

  • 連結：[arXiv 2805.62395]
  • 建議章節：§1.3 冰流模擬
  • 數據：單圖塊躍動推論延遲 85 毫秒


3 沿用與已錨定
══════════════

  • BedRough（arXiv 2805.63406）已錨定 <2028-05-04 Thu>，§1.2 冰床摩擦。
  • MoulinWatch（arXiv 2805.66739）暫緩錨定，§1.1 冰川末端監測。
"""

LIVING = """\
                        GLACIERS 活文件

  本版日期：2028-05-03。


1 §1.1 冰川末端監測
═══════════════════

1.1 CalvingNet
──────────────

  • 連結：[arXiv 2805.61284]
  • 已錨定：<2028-05-01 Mon>
  • 卡片：`paper_cards/7190-2805-61284.md'
"""


def test_underlined_titles_and_timestamps_in_an_org_text_export():
    doc = extract(BRIEF.encode(), "inbox/ibex/2028-05-05-glaciers-brief.txt")
    items = {m.key: (m.name, m.status, m.section, m.status_date) for m in doc.mentions if m.role == "increment"}
    assert items["2805.62395"] == ("SurgeSense", "new", "1.3", None)
    assert items["2805.63406"][1:] == ("anchored", "1.2", dt.date(2028, 5, 4))
    assert items["2805.66739"][1] == "not-anchored"


def test_a_living_entry_under_an_underlined_title():
    doc = extract(LIVING.encode(), "organized/knowledge/glaciers.txt")
    entries = {m.key: (m.name, m.section, m.status_date) for m in doc.mentions if m.role == "living"}
    assert entries == {"2805.61284": ("CalvingNet", "1.1", dt.date(2028, 5, 1))}
