"""A Discourse topic's posts read as what its writer posted (folds as `<details>`, quotes and polls
left out), and what an Outlook mail showed the readers missed: a section line alone in a living
document, `其中 arXiv 论文 3 篇`, a work named before `的` (`ReefMemory 的要点与来源`)."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.discourse import is_discourse

TOPIC = """\
lin_xiaowen | 2033-02-15 02:52:07 UTC | #1

今天的简报交到这个帖子里，3302.79999 也值得一看。

-------------------------

remora | 2033-02-15 03:25:41 UTC | #2

# 珊瑚白化每日简报 · 2033年2月15日

撰写：remora
声明计数：本次新增 1 条（涉及 arXiv 号 1 件）

## 二、本次新增

| # | 条目 | 链接 | 建议归入 |
| --- | --- | --- | --- |
| 1 | **ReefMemory** | arXiv 3302.76924 | §1.2 热压力累积 |

[details="1. ReefMemory 的要点与来源"]
要点：学习礁体过去几个夏季的受热史。

来源：`inbox/blenny/2033-02-15-notes.md`
[/details]

-------------------------

zhou.hai | 2033-02-15 03:40:18 UTC | #3

[quote="remora, post:2, topic:1215"]
ReefMemory 3302.76924
[/quote]

能不能先锚进去？

-------------------------

remora | 2033-02-15 03:46:52 UTC | #4

[quote="zhou.hai, post:3, topic:1215"]
能不能先锚进去？3302.78888
[/quote]

先不锚。

[poll type=regular]
* 3302.77777
[/poll]
"""


def test_a_discourse_topic_is_what_its_writer_posted():
    assert is_discourse(TOPIC)
    doc = extract(TOPIC, "inbox/remora/2033-02-15-reef-brief.md")
    assert (doc.kind, doc.instance) == ("brief", "remora")
    assert not {m.key for m in doc.mentions} & {"3302.79999", "3302.78888", "3302.77777"}
    items = [m for m in doc.mentions if m.role == "increment"]
    assert {(m.key, m.name) for m in items} == {("3302.76924", "ReefMemory")}  # (the fold's title: its work)
    assert {s.path for m in items for s in m.sources} == {"inbox/blenny/2033-02-15-notes.md"}
    said = {why for whys in doc.taken.values() for why in whys}
    assert "left out: another member's post, a quote or a poll, not the writer's" in said


def test_a_markdown_file_with_one_such_line_is_no_topic():
    assert not is_discourse("remora | 2033-02-15 03:25:41 UTC | #2\n\n# Brief\n")


def test_a_section_line_alone_in_a_living_mail_heads_its_entries():
    living = (
        "# 【活文档】珊瑚白化 2033年2月14日版\n\n路径：organized/knowledge/reefs.eml。\n\n"
        "§1.1 海表温度产品\n\nShoalSharp（arXiv 3302.70358）\n\n状态：2月12日已锚定\n\n"
        "§1.2 热压力累积\n\nDoldrumCast（arXiv 3302.71469）\n\n状态：2月14日已锚定\n"
    )
    doc = extract(living, "organized/knowledge/reefs.md")
    entries = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "living"}
    assert entries == {
        "3302.70358": ("ShoalSharp", "anchored", "1.1"),
        "3302.71469": ("DoldrumCast", "anchored", "1.2"),
    }


def test_an_indented_list_of_sections_heads_nothing():
    living = (
        "LEDGER\nversion: 2026-12-08\n\nSECTIONS\n  §1.1  Vision Encoders\n  §2.2  Serving\n\n"
        "## §1.1 Vision Encoders\n\n- GlimpseNet (2612.19876): anchored 2026-11-29\n"
    )
    doc = extract(living, "organized/knowledge/multimodal.md")
    assert {m.section for m in doc.mentions if m.role == "living"} == {"1.1"}


def test_of_which_arxiv_papers_counts_new_ids():
    doc = extract(
        "# 每日简报 2033-02-15\n\n撰写：remora\n\n声明计数：本次新增 3 项，其中 arXiv 论文 3 篇；沿用 2 项\n\n"
        "## 本次新增\n\n- A（arXiv 3302.76924）\n",
        "inbox/remora/2033-02-15-reef-brief.md",
    )
    assert ("new-arxiv", 3) in {(c.what, c.value) for c in doc.counts}
