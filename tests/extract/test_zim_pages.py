"""A Zim Desktop Wiki page is read as the page it is (found by its `Content-Type` line, written
as Markdown line for line so lines cite the file): `=` headings by depth, unindented `* ` lists,
`[[url|text]]` links, `[*]` a done box, a `'''` verbatim block's lines each a line. And three
wordings such a brief uses: `arXiv 号 3 件` counts new ids, `——空，无相关内容` after a source says
it is empty, `（4月8日版，见 活文档）` points at the living document and names no work."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats import detect

PAGE = """\
Content-Type: text/x-zim-wiki
Wiki-Format: zim 0.6
Creation-Date: 2027-04-14T21:30:00+08:00

====== geodesy 每日简报（2027年4月14日） ======

**执笔：**plover
**基线活文档：**''organized/knowledge/geodesy.txt''（2027年4月13日版，见 [[:organized:knowledge:geodesy|活文档]]）
**申报：**净增 2 条（arXiv 号 2 件），沿用 1 条

===== 一、检查过的来源 =====

* ''inbox/heron/2027-04-14-notes.md''
* ''inbox/egret/2027-04-14-notes.md'' —— 空，无相关内容

===== 二、净增条目 =====

==== 增量一：TideFit ====

* **状态：**净增
* **建议归入：**§1.2 地壳形变
* **链接：**[[https://arxiv.org/abs/2704.03311|arXiv 2704.03311]]
* **来源：**''inbox/heron/2027-04-14-notes.md''

==== 增量二：GravGrid ====

* **状态：**净增
* **链接：**[[https://arxiv.org/abs/2704.05520|arXiv 2704.05520]]

===== 三、待核实 =====

[*] **已核实**（低风险）：测站名单已公开
[ ] **待核实**（高风险）：TideFit 只在一段海岸测过

===== 四、可引用 arXiv 号 =====

'''
净增：2704.03311、2704.05520
2704.01190  沿用（4月13日锚入）  §1.1 重力模型
'''
"""
PATH = "inbox/plover/2027-04-14-geodesy-brief.txt"


def _doc():
    return extract(PAGE.encode(), PATH)


def _line_of(text: str) -> int:
    return next(n for n, line in enumerate(PAGE.splitlines(), 1) if text in line)


def test_a_zim_page_is_found_by_its_content_type_line():
    assert detect(PAGE.encode(), PATH) == "zim"
    assert detect(PAGE.replace("Content-Type: text/x-zim-wiki\n", "").encode(), PATH) != "zim"


def test_its_items_are_read_at_their_own_lines():
    doc = _doc()
    items = {m.key: (m.name, m.status, m.section, m.line) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2704.03311": ("TideFit", "new", "1.2", _line_of("增量一")),
        "2704.05520": ("GravGrid", "new", None, _line_of("增量二")),
    }
    assert not [m for m in doc.mentions if m.role == "baseline"]  # (`见 活文档` is no work)


def test_its_verbatim_block_is_the_id_list_line_by_line():
    doc = _doc()
    listed = {m.key: m.status for m in doc.mentions if m.role == "arxiv-list"}
    assert listed == {"2704.03311": "new", "2704.05520": "new", "2704.01190": "carried-over"}


def test_its_boxes_counts_and_empty_sources():
    doc = _doc()
    assert sorted((e.resolved, e.risk) for e in doc.entries) == [(False, "high"), (True, "low")]
    assert ("new-arxiv", 2) in [(c.what, c.value) for c in doc.counts]
    status = {s.path: s.status for s in doc.sources if s.line == _line_of("egret")}
    assert status == {"inbox/egret/2027-04-14-notes.md": "empty-missing"}
