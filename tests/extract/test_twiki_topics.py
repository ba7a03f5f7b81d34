"""A TWiki/Foswiki topic: its `%META:…%` bookkeeping is not the brief's text, `   $ Term: definition`
lines are a definition list, a header list of `Label：value` fields names no work, `7月12日已錨入`
is an anchoring with its date, and a link whose text only says what it is (`[[url][發行頁]]`)
is not part of the work's name."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

BRIEF = """\
%META:TOPICINFO{author="heron" date="1815687000" format="1.1" version="1"}%
---+ 養蜂 預消化簡報（2027年3月9日）

---++ 基本資料

   * 執筆：heron
   * 時間窗：2027-03-08 21:00 → 2027-03-09 21:00
   * 申報數量：本棒淨增 1 筆，沿用 2 筆

---++ 本棒淨增

| *#* | *條目* | *arXiv* | *建議歸入章節* |
| 1 | !HiveEar | [[https://arxiv.org/abs/2703.01001][2703.01001]] | §1.1 蜂群聲學 |

---++ 沿用與已錨入

   * !WaxScan [[https://arxiv.org/abs/2703.03003][2703.03003]] — §1.2 巢脾影像；3月2日已錨入。已在活文件中
   * !CombKit 2 [[https://github.com/example/combkit/releases/tag/v2.0][發行頁]] — §1.2 巢脾影像；沿用

%META:FORM{name="BriefForm"}%
%META:FIELD{name="Topic" title="Topic" value="apiary"}%
"""

LIVING = """\
---+ 養蜂 活文件

目前版本：2027年3月8日。

---++ §1.1 蜂群聲學

   $ !HumNet（2703.00909）: [[https://arxiv.org/abs/2703.00909][arXiv]] ；從蜂鳴聲判斷蜂王是否健在；3月1日已錨入
"""


def test_a_twiki_brief_reads_its_items_and_only_them():
    doc = extract(BRIEF.encode(), "inbox/heron/2027-03-09-apiary-brief.twiki")
    assert doc.kind == "brief" and doc.date == dt.date(2027, 3, 9)
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert set(works) == {"2703.01001", "2703.03003", "combkit 2"}
    assert (works["2703.03003"].status, works["2703.03003"].status_date) == ("anchored", dt.date(2027, 3, 2))
    assert works["combkit 2"].name == "CombKit 2" and works["combkit 2"].status == "carried-over"
    assert not any("META" in m.quote or "Topic" in m.name for m in doc.mentions)
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 2), ("increments", 1)]
    assert doc.instance == "heron"


def test_a_twiki_definition_list_is_the_living_documents_items():
    doc = extract(LIVING.encode(), "organized/knowledge/apiary.twiki")
    assert doc.kind == "living"
    (item,) = [m for m in doc.mentions if m.key == "2703.00909" and m.role == "living"]
    assert item.name == "HumNet" and item.section == "1.1"
    assert (item.status, item.status_date) == ("anchored", dt.date(2027, 3, 1))
