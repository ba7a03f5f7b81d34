"""A brief posted to a BBS board in traditional Chinese: a header of `作者  …  看板  …` fields
written with blanks, `【…】` part labels, `◆` items (one named by its kind in brackets, no id),
`※ Name（id）§1.1 …｜沿用｜…` lines, `‧` bullets, counts in `筆`, and a `--` signature whose
`※ 發信站:` lines are no list."""

from __future__ import annotations

from kgraph.extract import extract

POST = """\
作者  heron (蒼鷺)                                           看板  Digest
標題  [日報] beekeeping 預消化簡報 2027/06/05
時間  Sat Jun  5 22:05:31 2027
───────────────────────────────────────

  基準活文件：organized/knowledge/beekeeping.txt（2027/06/04 版）
  本棒統計：本棒新增 2 筆，相鄰 1 筆，沿用 2 筆

【一、本棒讀過的來源】

  ‧ inbox/kite/2027-06-05-notes.md
  ‧ inbox/wren/2027-06-05-notes.md　（空的，區間內沒有筆記）

【二、本棒新增】

◆ 1. HiveEar（arXiv:2706.01001）
    章節：§1.1 蜂箱感知
    狀態：本棒新增　　信心：高
    數據：失王警報提前 18%
    來源：inbox/kite/2027-06-05-notes.md

◆ 2. HiveOS 3（發行版）
    連結：https://example.org/hiveos/releases/v3
    章節：§2.3 分蜂預測
    狀態：本棒新增
    來源：inbox/kite/2027-06-05-notes.md

【三、沿用／已錨定】

※ WaxScan（2706.03003）§1.1 蜂箱感知｜沿用｜昨晚接力已討論
※ CombNet（2706.04004）§2.3 分蜂預測｜尚未錨定｜資料公開前暫不錨定

【四、相鄰／候選】

※ PollenCam（2706.05005）相鄰：以影像估計花粉量

--
※ 發信站: 研究摘要站(digest.example.org)
※ 編輯: heron (2027/06/05 22:07)
"""

PATH = "inbox/heron/2027-06-05-beekeeping-brief.txt"


def test_a_bbs_post_reads_its_items_tags_and_counts():
    doc = extract(POST, PATH)
    assert doc.kind == "brief"
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert {k: (m.status, m.section) for k, m in works.items()} == {
        "2706.01001": ("new", "1.1"),
        "hiveos 3": ("new", "2.3"),
        "2706.03003": ("carried-over", "1.1"),
        "2706.04004": ("not-anchored", "2.3"),
        "2706.05005": ("adjacent", None),
    }
    assert works["hiveos 3"].name == "HiveOS 3"
    assert {c.what: c.value for c in doc.counts} == {"increments": 2, "adjacent": 1, "carried-over": 2}
    assert {s.path: s.status for s in doc.sources if s.path.startswith("inbox/wren")} == {
        "inbox/wren/2027-06-05-notes.md": "empty-missing"
    }


def test_a_posts_header_fields_and_signature_are_no_works():
    doc = extract(POST, PATH)
    names = {m.name for m in doc.mentions}
    assert not names & {"时间", "時間", "标题", "標題", "发信站", "發信站"}
    assert doc.instance == "heron"


def test_a_living_post_keeps_its_signature_out_of_its_last_section():
    living = POST.replace("[日報] beekeeping 預消化簡報", "[精華] beekeeping 活文件").split("【一、")[0] + (
        "【§2.3 分蜂預測】\n\n  （尚無已錨定條目）\n\n--\n※ 發信站: 研究摘要站(digest.example.org)\n"
    )
    doc = extract(living, "organized/knowledge/beekeeping.txt")
    assert doc.kind == "living"
    assert [m for m in doc.mentions if m.role == "living"] == []
