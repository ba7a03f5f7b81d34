"""Records written as data: a two-column field table per work, YAML front matter holding the
brief's works and register, a living document whose works are front-matter records, quotes
under a part of concerns."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats.frontmatter import MAX_NODES, records


def _items(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


def _one_entry(doc):
    """The living document's one entry: key, name, section, anchoring date and source files."""
    [entry] = [m for m in doc.mentions if m.role == "living"]
    return entry.key, entry.name, entry.section, entry.status_date, [s.path for s in entry.sources]


FIELD_TABLE_BRIEF = """# vision · daily brief (2026-12-09)

Author: kestrel

## Increments

### Increment 1: PatchMerge-V

| Link | https://arxiv.org/abs/2612.20317 |
|---|---|
| Section | §1.1 Vision Encoders |
| Status | NET-new |
| Visual token reduction | 62% |
| Sources | `inbox/nadia/2026-12-09-notes.md`, `paper_cards/4212-2612-20317.md` |

Merges similar patches before the language model sees them.
"""


def test_a_two_column_table_of_labels_is_the_fields_of_its_item():
    doc = extract(FIELD_TABLE_BRIEF, "inbox/kestrel/2026-12-09-vision-brief.md")
    item = _items(doc)["2612.20317"]
    assert (item.status, item.section) == ("new", "1.1")
    assert {s.path for s in item.sources} == {"inbox/nadia/2026-12-09-notes.md", "paper_cards/4212-2612-20317.md"}
    assert [(f.value, f.unit) for c in item.claims for f in c.figures] == [(62.0, "%")]


def test_a_two_column_table_of_works_is_still_a_table_of_rows():
    text = (
        "# vision · daily brief (2026-12-09)\n\nAuthor: kestrel\n\n## Carried over\n\n"
        "| Work | Link |\n|---|---|\n"
        "| ClipStream | https://arxiv.org/abs/2612.21458 |\n"
        "| GlimpseNet | https://arxiv.org/abs/2612.19876 |\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    names = {m.key: m.name for m in doc.mentions if m.name}
    assert names.get("2612.21458") == "ClipStream" and names.get("2612.19876") == "GlimpseNet"


FRONT_MATTER_BRIEF = """---
title: "vision brief 2026-12-10"
date: 2026-12-10
author: nadia
baseline:
  path: organized/knowledge/vision.md
  version: 2026-12-09
counts:
  increments: 1
  carried_over: 1
works:
  - name: "AudioBridge"
    arxiv: "2612.22690"
    status: new
    section: "1.3"
    sources:
      - inbox/ravi/2026-12-10-notes.md
    figures:
      - { metric: "speedup over the cascade", value: 1.8, unit: "×" }
  - name: "GlimpseNet"
    arxiv: "2612.19876"
    status: carried-over
    section: "1.1"
    anchored_on: 2026-11-29
register:
  - text: "AudioBridge's speedup is measured on one GPU only and nobody has repeated it yet"
    items: ["AudioBridge"]
    risk: medium
    resolved: false
arxiv_new: ["2612.22690"]
---

One increment today; the register still holds the single-GPU question (AudioBridge).
"""


def test_front_matter_works_are_records_with_their_fields():
    doc = extract(FRONT_MATTER_BRIEF, "inbox/nadia/2026-12-10-vision-brief.md")
    assert doc.kind == "brief" and doc.instance == "nadia"
    assert doc.baseline_path == "organized/knowledge/vision.md"
    works = _items(doc)
    new, carried = works["2612.22690"], works["2612.19876"]
    assert (new.name, new.status, new.section) == ("AudioBridge", "new", "1.3")
    assert [s.path for s in new.sources] == ["inbox/ravi/2026-12-10-notes.md"]
    assert [(f.value, f.unit) for c in new.claims for f in c.figures] == [(1.8, "×")]
    assert (carried.status, carried.section, carried.status_date) == ("carried-over", "1.1", dt.date(2026, 11, 29))
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 1), ("carried-over", 1)}


def test_front_matter_register_entries_stay_open_and_end_with_the_front_matter():
    doc = extract(FRONT_MATTER_BRIEF, "inbox/nadia/2026-12-10-vision-brief.md")
    [entry] = doc.entries
    assert entry.risk == "medium" and entry.resolved is False
    assert entry.items == ["2612.22690"]  # AudioBridge, not the ids of the `arxiv_new` field after it
    assert "single-GPU question" not in entry.text  # the body after the front matter is no part of it


def test_a_living_document_of_front_matter_records():
    text = (
        '---\ntitle: "vision: living document"\ndate: 2026-12-08\nsections:\n  "1.1": "Vision Encoders"\n'
        '  "1.2": "Video Understanding"\nworks:\n  - name: "GlimpseNet"\n    arxiv: "2612.19876"\n'
        '    section: "1.1"\n    anchored_on: 2026-11-29\n    card:\n      - paper_cards/4198-2612-19876.md\n---\n\n'
        "Every work the relay anchored, by section.\n"
    )
    doc = extract(text, "organized/knowledge/vision.md")
    assert doc.kind == "living"
    assert {(s.number, s.name) for s in doc.section_names} == {
        ("1.1", "Vision Encoders"),
        ("1.2", "Video Understanding"),
    }
    assert _one_entry(doc) == (
        "2612.19876",
        "GlimpseNet",
        "1.1",
        dt.date(2026, 11, 29),
        ["paper_cards/4198-2612-19876.md"],
    )


def test_front_matter_that_shares_nodes_without_bound_is_read_as_lines():
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n" for i in range(8)
    )
    assert records(bomb) is None  # aliases: refused before anything is walked
    assert records("- just\n- a list\n") is None  # not a mapping
    assert records(": : :\n") is None  # not YAML
    big = "works:\n" + "".join(f"  - name: w{i}\n" for i in range(MAX_NODES))
    assert records(big) is None


def test_a_quote_under_a_part_of_concerns_is_one_entry_with_the_works_it_names():
    text = (
        "# vision · daily brief (2026-12-10)\n\nAuthor: nadia\n\n## Increments\n\n"
        "- **OmniTok** (arXiv:2612.25133) — NET-new\n\n## To verify\n\n"
        "> ⚠️ **Risk: Medium** · **Open**\n>\n> The eval set behind the captioning gain is not public\n>\n"
        "> **Concerns:** OmniTok, LumaVision 3\n"
    )
    doc = extract(text, "inbox/nadia/2026-12-10-vision-brief.md")
    [entry] = doc.entries
    assert entry.risk == "medium" and not entry.resolved
    assert "eval set" in entry.text
    assert entry.items == ["2612.25133", "lumavision 3"]


def test_an_arxiv_list_table_names_no_work_by_a_dash_or_a_section():
    text = (
        "# 视觉 每日简报（2026-12-09）\n\n执行：kestrel\n\n## 可引用 arXiv 號列表\n\n"
        "| arXiv 號 | 狀態 | 節 |\n| --- | --- | --- |\n"
        "| 2612.20317 | 本次淨增 | — |\n| 2612.19876 | 11月29日已錨入 | §1.1 |\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    listed = {m.key: m for m in doc.mentions if m.role == "arxiv-list"}
    assert set(listed) == {"2612.20317", "2612.19876"}
    assert all(m.name == "" for m in listed.values()), [m.name for m in listed.values()]
    assert (listed["2612.19876"].status, listed["2612.19876"].status_date) == ("anchored", dt.date(2026, 11, 29))


COLUMNS_BRIEF = """Daily brief   topic: inference   date: 2026-10-06   instance: jay

New items

ID          NAME          STATUS  SECTION  CONFIDENCE
----------  ------------  ------  -------  ----------
2610.04567  PrefixFlow    NEW     §1.3     high
2609.20117  PagedKV-Lite  NEW     §1.3     medium

Sections

SECTION  NAME
-------  --------------------
§1.1     Inference kernels
§1.3     KV cache offloading

Sources per item

ITEM        SOURCE FILE
----------  -----------------------------------
2610.04567  inbox/jay/2026-10-06-notes.md
2610.04567  paper_cards/1207-2610-04567.md
2609.20117  inbox/spark/2026-10-06-llm-infra.md
"""


def test_a_sources_per_item_table_gives_each_item_its_files_and_a_sections_table_no_works():
    doc = extract(COLUMNS_BRIEF, "inbox/jay/2026-10-06-inference-brief.txt")
    works = _items(doc)
    assert set(works) == {"2610.04567", "2609.20117"}  # `§1.1 Inference kernels` is a section, not a work
    assert {s.path for s in works["2610.04567"].sources} == {
        "inbox/jay/2026-10-06-notes.md",
        "paper_cards/1207-2610-04567.md",
    }
    assert [s.path for s in works["2609.20117"].sources] == ["inbox/spark/2026-10-06-llm-infra.md"]
    assert ("1.3", "KV cache offloading") in {(s.number, s.name) for s in doc.section_names}


def test_a_numbered_brief_reads_its_parts_item_files_and_list_labels():
    text = (
        "**inference brief · Oct 6, 2026 · by jay**\n\n**Read**\n\n1. inbox/jay/2026-10-06-notes.md\n\n"
        "**New**\n\n1. **PrefixFlow** (arXiv 2610.04567): prefix-aware KV reuse\n"
        "   - NET-new · suggested for §1.3 KV Cache\n"
        "   - confidence high; from inbox/jay/2026-10-06-notes.md; paper_cards/1207-2610-04567.md\n\n"
        "**Check before relay**\n\n1. **high risk, open**: PrefixFlow's code is not released yet. (PrefixFlow)\n\n"
        "**arXiv**\n\n1. new: 2610.04567\n"
    )
    doc = extract(text, "inbox/jay/2026-10-06-inference-brief.md")
    item = _items(doc)["2610.04567"]
    assert {s.path for s in item.sources} == {"inbox/jay/2026-10-06-notes.md", "paper_cards/1207-2610-04567.md"}
    assert [(e.risk, e.items) for e in doc.entries] == [("high", ["2610.04567"])]
    listed = [m for m in doc.mentions if m.role == "arxiv-list"]
    assert [(m.key, m.status) for m in listed] == [("2610.04567", "new")]
    assert "inbox/jay/2026-10-06-notes.md" in {s.path for s in doc.sources}


def test_a_living_document_table_outside_sections_reads_each_column():
    text = (
        "---\ntopic: retrieval\nkind: living\ndate: 2026-11-01\n---\n\n# retrieval · living · 2026-11-01\n\n"
        "| # | work | arXiv / URL | status | § | anchored on | figures | sources |\n"
        "|--:|---|---|:-:|---|---|---|---|\n"
        "| 1 | **PolarEmbed** | arXiv:2611.01234 | anchored | 1.1 | 2026-10-28 | MRR@10 41.2% | paper_cards/2001-2611-01234.md |\n"
        "| 2 | **ShardQ** | arXiv:2611.03579 | anchored (10-30) | 1.3 |  |  |  |\n"
    )
    doc = extract(text, "organized/knowledge/retrieval.md")
    entries = {m.key: m for m in doc.mentions if m.role == "living"}
    polar, shard = entries["2611.01234"], entries["2611.03579"]
    assert (polar.name, polar.section, polar.status_date) == ("PolarEmbed", "1.1", dt.date(2026, 10, 28))
    assert [(f.value, f.unit) for c in polar.claims for f in c.figures] == [(41.2, "%")]
    assert [s.path for s in polar.sources] == ["paper_cards/2001-2611-01234.md"]
    assert (shard.name, shard.section, shard.status_date) == ("ShardQ", "1.3", dt.date(2026, 10, 30))


GLUED_BRIEF = """inference · E1 预消化简报（2026-10-06）
执行: jay · 窗口: 2026-10-05 22:20 → 2026-10-06 22:20
二、本次新增
增量 1【§1.3 KV Cache】PrefixFlow（arXiv:2610.04567）：跨请求的前缀复用 来源: inbox/jay/2026-10-06-notes.md URL: https://arxiv.org/abs/2610.04567 可信度: 高
三、其余条目 - FlashDecode-X（2610.01234）沿用 建议归入节 §1.1 推理引擎内核 来源 inbox/jay/2026-10-06-notes.md - 面向长上下文的解码内核 - TokenWeave（2609.18842）10-01 已锚入 §1.1 可信度 高
六、可引用 arXiv 号列表 本次新增: 2610.04567 此前已列: 2610.01234 FlashDecode-X 沿用 / 2609.18842 TokenWeave 10-01 已锚入
"""


def test_a_text_that_lost_its_line_breaks_is_read_item_by_item_on_its_own_lines():
    doc = extract(GLUED_BRIEF, "inbox/jay/2026-10-06-inference-brief.txt")
    works = _items(doc)
    assert {k: (m.status, m.line) for k, m in works.items()} == {
        "2610.04567": ("new", 4),
        "2610.01234": ("carried-over", 5),
        "2609.18842": ("anchored", 5),  # each item keeps the file's line it was glued onto
    }
    assert works["2609.18842"].status_date == dt.date(2026, 10, 1)
    assert [s.path for s in works["2610.04567"].sources] == ["inbox/jay/2026-10-06-notes.md"]
    assert works["2610.04567"].confidence == "高"
    listed = {m.key: m for m in doc.mentions if m.role == "arxiv-list"}
    assert {k: (m.status, m.name, m.line) for k, m in listed.items()} == {
        "2610.04567": ("new", "", 6),
        "2610.01234": ("carried-over", "FlashDecode-X", 6),
        "2609.18842": ("anchored", "TokenWeave", 6),
    }


def test_a_footnote_is_read_where_it_is_referenced_and_its_definition_is_part_of_that_line():
    text = (
        "# vision · daily brief (2026-12-09)\n\nAuthor: kestrel\n\n## Increments\n\n"
        "#### 1. PatchMerge-V ([arXiv:2612.20317][pm]) · NET-new\n\n"
        "- **Key point:** merges similar patches[^1]\n- **Confidence:** high\n\n"
        "[^1]: Sources: `inbox/nadia/2026-12-09-notes.md`, `paper_cards/4212-2612-20317.md`\n\n"
        "[pm]: https://arxiv.org/abs/2612.20317\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    item = _items(doc)["2612.20317"]
    assert {s.path for s in item.sources} == {"inbox/nadia/2026-12-09-notes.md", "paper_cards/4212-2612-20317.md"}
    assert doc.taken.get(12) == ["part of line 9"] and doc.taken.get(14) == ["part of line 7"]


def test_chinese_prose_names_a_work_by_the_latin_run_that_ends_its_sentence():
    text = (
        "# multimodal 每日简报（2026年12月9日）\n\n本期由 kestrel 撰写。\n\n"
        "第一条增量是 PatchMerge-V（arXiv 2612.20317），建议归入 §1.1 视觉编码器，属本次净增。"
        "已锚入的条目：ClipStream（arXiv 2612.21458）已于12月1日锚入 §1.2。GlimpseNet（arXiv 2612.19876）沿用。\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-multimodal-brief.md")
    names = {m.key: m.name for m in doc.mentions if m.name}
    assert names == {"2612.20317": "PatchMerge-V", "2612.21458": "ClipStream", "2612.19876": "GlimpseNet"}


def test_a_list_item_with_fields_after_full_width_semicolons_and_an_unnamed_figure():
    text = (
        "inference · E1 预消化简报（2026-10-06）\n执行：jay\n三、其余条目\n"
        "- FlashDecode-X（2610.01234）：沿用；面向长上下文的解码内核；关键数据：吞吐 2.8×；"
        "建议归入节：§1.1 推理引擎内核；可信度：中高；来源：inbox/jay/2026-10-06-notes.md\n"
    )
    doc = extract(text, "inbox/jay/2026-10-06-inference-brief.md")
    [item] = [m for m in doc.mentions if m.role == "increment"]
    assert (item.key, item.status, item.section, item.confidence) == ("2610.01234", "carried-over", "1.1", "中高")
    assert [s.path for s in item.sources] == ["inbox/jay/2026-10-06-notes.md"]
    assert [(f.value, f.unit) for c in item.claims for f in c.figures] == [(2.8, "×")]


def test_a_bullet_of_another_script_is_a_list_item_in_plain_text():
    text = (
        "retrieval 活文件\n\n■ §1.1 Dense Retrievers\n  ・PolarEmbed（arXiv:2611.01234）\n    錨入：10-28\n"
        "  ・ShardQ Lite\n    錨入：10-30\n    來源：inbox/kim/2026-10-30-notes.md\n"
    )
    doc = extract(text, "organized/knowledge/retrieval.txt")
    entries = {m.key: m for m in doc.mentions if m.role == "living"}
    assert {k: m.name for k, m in entries.items()} == {"2611.01234": "PolarEmbed", "shardq lite": "ShardQ Lite"}
    assert entries["2611.01234"].sources == []  # ShardQ Lite's file is its own, not the entry's above
    assert [s.path for s in entries["shardq lite"].sources] == ["inbox/kim/2026-10-30-notes.md"]


ORG_BRIEF = """#+TITLE: vision daily brief 2026-12-09
#+AUTHOR: kestrel
#+DATE: <2026-12-09 Wed>

* Increments
** PatchMerge-V — §1.1 Vision Encoders                                  :new:
   :PROPERTIES:
   :ARXIV: 2612.20317
   :END:
   | metric | value |
   |--------+-------|
   | visual token reduction | 62% |

* Carried over
** GlimpseNet — §1.1 Vision Encoders                                :carried:
   CLOSED: [2026-11-29 Sun]
   :PROPERTIES:
   :ARXIV: 2612.19876
   :END:
"""


def test_org_tags_a_planning_date_and_a_metric_value_table_are_the_records_facts():
    doc = extract(ORG_BRIEF.encode(), "inbox/kestrel/2026-12-09-vision-brief.org")
    works = {m.key: m for m in doc.mentions if m.role == "increment"}
    new, carried = works["2612.20317"], works["2612.19876"]
    assert (new.status, new.section) == ("new", "1.1")
    assert [(f.value, f.unit, f.metric) for c in new.claims for f in c.figures] == [
        (62.0, "%", "visual token reduction")
    ]
    assert (carried.status, carried.status_date) == ("carried-over", dt.date(2026, 11, 29))  # CLOSED: its date
    assert carried.arxiv_id == "2612.19876"  # the drawer after the planning line is still read


def test_fields_inside_a_sentence_run_under_an_item_heading():
    text = (
        "# inference · daily brief (2026-10-06)\nInstance: jay\n\n# NET-new items\n\n## PrefixFlow\n\n"
        "arXiv: 2610.04567\n\nPrefix-aware KV reuse. Status: NET-new. Suggested section: §1.3 KV Cache.\n\n"
        "Confidence: high. Sources: inbox/jay/2026-10-06-notes.md.\n"
    )
    doc = extract(text, "inbox/jay/2026-10-06-inference-brief.md")
    item = _items(doc)["2610.04567"]
    assert (item.status, item.section, item.confidence) == ("new", "1.3", "high")
    assert [s.path for s in item.sources] == ["inbox/jay/2026-10-06-notes.md"]


def test_marked_headings_and_tagged_known_items_in_plain_text():
    text = (
        "inference · E1 預消化簡報（2026-10-06）\n執行：jay\n\n■ 增量條目（本次新增）\n【增量 1】PrefixFlow\n"
        "  arXiv：2610.04567\n  狀態：本次新增\n\n【增量 2】PagedKV-Lite\n  arXiv：2609.20117\n  狀態：本次新增\n\n"
        "■ 其餘條目\n【已知 1】FlashDecode-X\n  arXiv：2610.01234\n  狀態：沿用\n  建議歸入節：§1.1 推理引擎內核\n"
        "【已知 2】KVShard\n  arXiv：2610.02345\n  狀態：待錨入\n"
    )
    doc = extract(text, "inbox/jay/2026-10-06-inference-brief.txt")
    works = _items(doc)
    assert {k: (m.name, m.status) for k, m in works.items()} == {
        "2610.04567": ("PrefixFlow", "new"),
        "2609.20117": ("PagedKV-Lite", "new"),  # `【增量 2】…` is an item, not a part heading
        "2610.01234": ("FlashDecode-X", "carried-over"),
        "2610.02345": ("KVShard", "not-anchored"),  # its own field says more than the bracket
    }
    assert works["2610.01234"].section == "1.1"


def test_a_living_entry_anchored_by_a_short_label():
    text = (
        "inference 活文件（2026-10-04 版）\n\n■ §1.1 推理引擎內核\n  ・TokenWeave（arXiv:2609.18842）\n"
        "    錨入：10-01\n    來源：paper_cards/1188-2609-18842.md\n"
    )
    doc = extract(text, "organized/knowledge/inference.txt")
    assert _one_entry(doc)[1:4] == ("TokenWeave", "1.1", dt.date(2026, 10, 1))


RST_REGISTER = """Inference brief
===============

:Author: spark
:Date: 2026-10-07

Increments
----------

- PrefixFlow (arXiv:2610.04567) -- NET-new, §1.3
- KVShard (arXiv:2610.02345) -- carried over, §1.3

To verify
---------

.. warning::

   The GitHub release of KVShard is still unconfirmed.

   :Concerns: KVShard (2610.02345)
   :Risk: high
   :State: open

.. note::

   PrefixFlow artifact check: the code is public.

   :Concerns: PrefixFlow (2610.04567)
   :Risk: low
   :State: resolved
"""


def test_rst_admonitions_under_a_part_of_concerns_are_entries_with_their_fields():
    doc = extract(RST_REGISTER.encode(), "inbox/spark/2026-10-07-inference-brief.rst")
    assert [(e.risk, e.items, e.resolved) for e in doc.entries] == [
        ("high", ["2610.02345"], False),
        ("low", ["2610.04567"], True),  # a note, not a warning: still an entry, under `To verify`
    ]
    assert not doc.entries[0].text.startswith("Warning")  # the admonition's title is no part of it


def test_a_living_table_row_without_id_names_its_work_by_the_name_column():
    text = (
        "# inference · living document (2026-10-04)\n\n## §1.3 KV Cache 管理\n\n"
        "| arXiv | Name | Status | Anchored | Sources | URL |\n|---|---|---|---|---|---|\n"
        "| — | SGLang HiCache | anchored | 2026-10-02 | inbox/jay/2026-10-02-notes.md | https://lmsys.org/blog/2026-10-01-hicache/ |\n"
        "| — | (nothing anchored yet) | | | | |\n\n"
        "## Sections\n\n| 章节 | 名称 |\n|---|---|\n| §1.1 | Inference kernels |\n"
    )
    doc = extract(text, "organized/knowledge/inference.md")
    assert _one_entry(doc) == (
        "sglang hicache",
        "SGLang HiCache",
        "1.3",
        dt.date(2026, 10, 2),
        ["inbox/jay/2026-10-02-notes.md"],
    )


def test_a_task_list_card_is_a_list_item_and_a_checked_one_is_resolved():
    text = (
        "# vision · daily brief (2026-12-09)\n\nAuthor: kestrel\n\n## New\n\n"
        "- [ ] **PatchMerge-V** (arXiv:2612.20317) #new\n\tsection:: §1.1 Vision Encoders\n\n"
        "## To verify\n\n- [x] 🟢 low · LumaVision 3's benchmark script is now public\n"
    )
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    item = _items(doc)["2612.20317"]
    assert (item.name, item.status, item.section) == ("PatchMerge-V", "new", "1.1")
    [entry] = doc.entries
    assert entry.resolved and entry.risk == "low"
