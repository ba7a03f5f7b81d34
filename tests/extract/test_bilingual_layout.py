"""A brief labelled in two languages at once, with status icons: counts written label-then-number
between `·`, a work without an id opened by its icon, ids in code after a list's label."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """# 多模态 Multimodal · 每日简报 Daily brief · 2026-12-10

👤 作者 Author: nadia

**本棒声明 Declared:** 增量 increments 2 · 邻接 adjacent 1 · 净增 arXiv 号 new arXiv ids 1 · 沿用 carried over 1

## 🆕 本棒净增 NET-new

- 🆕 **ClipStream** · arXiv `2612.21458` · §1.2 长视频模型（Long-Video Models）
  - 状态 Status: 🆕 新增 new
  - 📊 first-token latency: **180 ms**
- 🆕 **LumaVision 3** · release <https://github.com/example/lumavision/releases/tag/v3.0> · §1.1 视觉编码器
  - 状态 Status: 🆕 新增 new
  - 📊 decode speedup: **2.1×**

## 🧩 邻接 Adjacent

- **ChartQA-Pro** · arXiv `2612.23014` · 候选 candidate

## 🗂 编号 IDs

- 净增 New ids: `2612.21458`
- 既有 Earlier ids: `2612.20317`（§1.1）
"""


def test_counts_written_label_then_number_between_dots_are_each_read():
    doc = extract(BRIEF, "inbox/nadia/2026-12-10-multimodal-brief.md")
    assert sorted((c.what, c.value) for c in doc.counts) == [
        ("adjacent", 1),
        ("carried-over", 1),
        ("increments", 2),
        ("new-arxiv", 1),
    ]
    for text in ("Declared: 增量 3 · 邻接 1 · 沿用 2", "Declared: increments 3 · adjacent 1 · carried over 2"):
        doc = extract(BRIEF.replace(BRIEF.split("\n")[4], text), "inbox/nadia/2026-12-10-multimodal-brief.md")
        assert sorted((c.what, c.value) for c in doc.counts) == [
            ("adjacent", 1),
            ("carried-over", 2),
            ("increments", 3),
        ]


def test_a_work_without_an_id_opened_by_its_status_icon_is_an_item_with_its_own_fields():
    doc = extract(BRIEF, "inbox/nadia/2026-12-10-multimodal-brief.md")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert set(items) == {"2612.21458", "lumavision 3"}
    luma = items["lumavision 3"]
    assert (luma.name, luma.status) == ("LumaVision 3", "new")
    assert [f.value for c in luma.claims for f in c.figures] == [2.1]
    assert [f.value for c in items["2612.21458"].claims for f in c.figures] == [180.0]  # not also 2.1×
    assert not any("Earlier ids" in m.name for m in doc.mentions)  # a list's label, before a code span
