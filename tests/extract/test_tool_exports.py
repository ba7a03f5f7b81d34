"""Exports of everyday tools, each in its own dialect: Tiki Wiki boxes under `To verify`, a
tracker sheet's two-column block and `申報・淨增條數  3` rows, a Google Docs page's redirected links
and its living entries written as a paragraph over a list, Notion's `@date` mentions and a database
view's title over its table."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.tree import link

TIKI = """\
! apiary daily brief, 2027-03-09

__Author:__ heron

!! NET-new (1)

* __HiveEar__ [https://arxiv.org/abs/2703.01001|2703.01001] is NET-new for §1.1 Colony Acoustics.

!! To verify

^__OPEN__ (high risk): HiveEar's recordings come from one apiary and have not been released^

^__RESOLVED__ (low risk): the WaxScan frame count was checked against the paper's appendix^
"""

SHEET = (
    "標題\tapiary 每日簡報\t\n日期\t2027/3/9\t\n執筆\theron\t\n申報・淨增條數\t1\t\n申報・續用條數\t0\t\n\t\t\n"
    "類型\t名稱\tarXiv\t建議章節\t來源\n本棒淨增\tHiveEar\t2703.01001\t§1.1 蜂群聲學\tinbox/heron/2027-03-09-notes.md\n\t\t\n"
    "檢查過的來源\t結果\t\ninbox/heron/2027-03-09-notes.md\t已讀\t\ninbox/wren/2027-03-09-notes.md\t空（無相關內容）\t\n"
)

GDOCS_LIVING = (
    '<html><body><p class="c3"><span class="c1">apiary 活文档</span></p>'
    '<p class="c3"><span>版本：2027年3月8日 版</span></p>'
    '<h1 class="c5" id="h.a1"><span>§1.1 蜂群声学</span></h1>'
    '<p class="c3"><span class="c2">HumNet</span><span>　2703.00909　3月1日已锚入</span></p>'
    '<ul class="c2 lst-kix_q1-0 start"><li class="c4 li-bullet-0"><span>从蜂鸣声判断蜂王是否健在</span></li>'
    '<li class="c4 li-bullet-0"><span>判断准确率提升 4.2 个百分点</span></li>'
    '<li class="c4 li-bullet-0"><span>论文卡：paper_cards/3101-2703-00909.md</span></li></ul>'
    '<p class="c3"><span>发布：<a class="c8" href="https://www.google.com/url?q=https://github.com/example/combkit/'
    'releases/tag/v2.0&amp;sa=D&amp;source=editors&amp;ust=1&amp;usg=x">CombKit 2</a></span></p>'
    "</body></html>"
)

NOTION = """\
<html><body><article class="page"><header><h1 class="page-title">Daily brief · apiary · March 9, 2027</h1>
<table class="properties"><tbody><tr><th>Date</th><td><time>@March 9, 2027</time></td></tr>
<tr><th>Author</th><td>heron</td></tr></tbody></table></header>
<div class="page-body"><h2>NET-new (1)</h2>
<ul class="toggle"><li><details open=""><summary>HiveEar <span class="selected-value">NET-new</span></summary>
<ul class="bulleted-list"><li>Link: <a href="https://arxiv.org/abs/2703.01001">2703.01001</a></li></ul>
<ul class="bulleted-list"><li>Suggested section: §1.1 Colony Acoustics</li></ul></details></li></ul>
<h2>Carried over &amp; anchored</h2>
<div class="collection-content"><h4 class="collection-title">Carried over &amp; anchored</h4>
<table class="collection-content"><thead><tr><th>Name</th><th>ID</th><th>Status</th><th>Anchored</th></tr></thead>
<tbody><tr><td><a href="Carried%20over/WaxScan.html">WaxScan</a></td><td>2703.03003</td><td>Anchored</td><td><time>@March 2, 2027</time></td></tr>
<tr><td><a href="Carried%20over/CombKit.html">BroodCam</a></td><td>2703.05005</td><td>Carried over</td><td></td></tr></tbody></table></div>
</div></article></body></html>
"""


def test_tiki_boxes_under_to_verify_are_entries():
    doc = extract(TIKI.encode(), "inbox/heron/2027-03-09-apiary-brief.tikiwiki")
    assert [(e.risk, e.resolved) for e in doc.entries] == [("high", False), ("low", True)]
    assert doc.entries[0].items == ["2703.01001"]


def test_a_tracker_sheet_declares_counts_and_lists_its_sources():
    doc = extract(SHEET.encode(), "inbox/heron/2027-03-09-apiary-brief.tsv")
    assert {(c.what, c.value) for c in doc.counts} == {("increments", 1), ("carried-over", 0)}
    status = {s.path: s.status for s in doc.sources if s.path.startswith("inbox/wren")}
    assert status == {"inbox/wren/2027-03-09-notes.md": "empty-missing"}


def test_a_google_docs_living_document():
    doc = extract(GDOCS_LIVING.encode(), "organized/knowledge/apiary.html")
    living = [m for m in doc.mentions if m.role == "living"]
    assert [m.key for m in living if m.arxiv_id] == ["2703.00909"]  # its list is its fields, not works
    (hum,) = [m for m in living if m.arxiv_id]
    assert (hum.status_date, hum.section) == (dt.date(2027, 3, 1), "1.1")
    assert [f.value for c in hum.claims for f in c.figures] == [4.2]
    assert "paper_cards/3101-2703-00909.md" in {s.path for s in hum.sources}
    redirected = "https://www.google.com/url?q=https://github.com/example/combkit/releases/tag/v2.0&sa=D&usg=x"
    assert link("CombKit 2", redirected) == "CombKit 2 (https://github.com/example/combkit/releases/tag/v2.0)"


def test_a_notion_page():
    doc = extract(NOTION.encode(), "inbox/heron/2027-03-09-apiary-brief.html")
    assert doc.date == dt.date(2027, 3, 9)
    rows = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert rows["2703.03003"].name == "WaxScan" and rows["2703.03003"].status_date == dt.date(2027, 3, 2)
    assert not any("anchored" in m.name.lower() for m in doc.mentions)
