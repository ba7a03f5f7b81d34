"""A brief written as chat posts in running Chinese prose: a post that opens by saying what the
works after it are, works named by a link, an id list whose ids say their own status."""

from __future__ import annotations

from pathlib import Path

from kgraph import patterns as P
from kgraph.extract import read_file
from kgraph.models import Document

THREAD = """\
群聊「robotics 简报组」聊天记录 · 2027-02-04 · 执笔 mako
========================

mako  2027-02-04 22:05
robotics · 预消化简报（2027-02-04）开帖。窗口 2027-02-03 22:00 → 2027-02-04 22:00。增量条数：3 条主增量。

mako  2027-02-04 22:07
本棒净增第一件，TactileFormer（2702.03118）：第二版增加滑移检测，建议归入 §1.3 触觉感知。

mako  2027-02-04 22:14
接着说另外几件本棒净增。NavMem（2702.05290）：房间拓扑记忆让机器人无需地图即可重新规划，每步规划延迟 41 毫秒，建议归入 §1.2 移动机器人。Robots That Fall Well（https://blog.example.org/2027/02/robots-that-fall-well）：一篇讲摔倒保护的博客，建议归入 §1.2 移动机器人。

mako  2027-02-04 22:20
可引用 arXiv 号列表——本棒净增：2702.03118、2702.05290；沿用：2702.04026（2月3日锚定）、2702.07415（沿用）。
"""


def read(tmp_path: Path) -> Document:
    path = tmp_path / "inbox" / "mako" / "2027-02-04-robotics-brief.txt"
    path.parent.mkdir(parents=True)
    path.write_text(THREAD, encoding="utf-8")
    return read_file(path, root=tmp_path)


def test_a_posts_opening_sentence_says_what_each_work_after_it_is(tmp_path: Path) -> None:
    doc = read(tmp_path)
    records = {m.name or m.key: (m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert records["TactileFormer"] == ("new", "1.3")
    assert records["NavMem"] == ("new", "1.2")
    assert records["Robots That Fall Well"] == ("new", "1.2")  # named before its link, title case kept


def test_an_ids_own_bracket_says_its_status_over_its_lists(tmp_path: Path) -> None:
    listed = {m.key: (m.status, str(m.status_date)) for m in read(tmp_path).mentions if m.role == "header"}
    assert listed["2702.04026"] == ("anchored", "2027-02-03")
    assert listed["2702.07415"][0] == "carried-over"
    assert listed["2702.03118"][0] == "new"


def test_a_chinese_metric_phrase_is_named_so_its_figures_compare() -> None:
    assert P.is_named_metric("每米能耗")
    assert not P.is_named_metric("单步")  # two characters say too little
    assert not P.is_named_metric("关键数据")
