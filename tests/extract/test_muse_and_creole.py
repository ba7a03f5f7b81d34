"""An Emacs Muse brief (`** 净增 1：X（id）` headings over `term :: value` fields, ids in an
`<example>` block, `（空：…）` after an empty source, `净增 3 条`) and a WikiCreole one (a register
table with both a `Concerns` and an `Entry` column, `Reported: 38% <metric>`, `It now quotes 26%
<metric>`): each read as what it says."""

from __future__ import annotations

from kgraph.extract import extract

MUSE = """\
#title apiary 每日预消化简报 · 2027年3月9日
#author heron

 申报数量 :: 净增 2 条，沿用 0 条

* 一、本棒检查过的来源

 - =inbox/heron/2027-03-09-notes.md=
 - =inbox/wren/2027-03-09-notes.md= （空：本棒无新内容）

* 二、净增条目

** 净增 1：HiveEar（2703.01001）

 建议归入章节 :: §1.1 蜂群声学
 来源 :: =inbox/heron/2027-03-09-notes.md=

** 净增 2：WaxScan（2703.03003）

 建议归入章节 :: §1.2 巢脾影像
 来源 :: =inbox/wren/2027-03-09-notes.md=

* 六、可引用 arXiv 号

本棒净增：

<example>
2703.01001、2703.03003、2703.03003
</example>
"""

CREOLE = """\
= apiary daily brief, 9 Mar 2027 =

**Author:** heron

== NET-new (1) ==

* **HiveEar** ([[https://arxiv.org/abs/2703.01001|arXiv 2703.01001]]) is NET-new for §1.1 Colony Acoustics.
** Reported: 38% queen-loss detection error reduction.

== Carried over ==

**WaxScan** ([[https://arxiv.org/abs/2703.03003|2703.03003]], §1.2 Comb Imaging) is carried over. It now quotes 26% comb-defect miss reduction.

== To verify ==

|=#|=Risk|=Concerns|=Entry|=State|
|1|high risk|HiveEar|HiveEar's recordings come from one apiary and have not been released|open|
"""


def test_a_muse_brief():
    doc = extract(MUSE.encode(), "inbox/heron/2027-03-09-apiary-brief.muse")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2703.01001": ("HiveEar", "new", "1.1"),
        "2703.03003": ("WaxScan", "new", "1.2"),
    }
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["2703.01001", "2703.03003", "2703.03003"]  # the list as written, its duplicate too
    wren = [(s.line, s.status) for s in doc.sources if s.path == "inbox/wren/2027-03-09-notes.md"]
    assert (9, "empty-missing") in wren, wren
    assert ("increments", 2) in {(c.what, c.value) for c in doc.counts}


def test_a_creole_brief():
    doc = extract(CREOLE.encode(), "inbox/heron/2027-03-09-apiary-brief.creole")
    figures = {
        m.key: [(f.value, f.metric) for c in m.claims for f in c.figures] for m in doc.mentions if m.role == "increment"
    }
    assert figures["2703.01001"] == [(38.0, "queen-loss detection error reduction")]
    assert figures["2703.03003"] == [(26.0, "comb-defect miss reduction")]
    (entry,) = doc.entries
    assert entry.text.startswith("HiveEar's recordings") and entry.items == ["2703.01001"] and entry.risk == "high"


def test_a_release_named_in_prose_with_a_link_that_says_release_page():
    text = CREOLE.replace(
        "== To verify ==",
        "**CombKit 2** ([[https://github.com/example/combkit/releases/tag/v2.0|release page]], §1.2 Comb Imaging)"
        " is carried over; note: nothing changed since.\n\n== To verify ==",
    )
    doc = extract(text.encode(), "inbox/heron/2027-03-09-apiary-brief.creole")
    (kit,) = [m for m in doc.mentions if m.key == "combkit 2"]
    assert (kit.name, kit.status) == ("CombKit 2", "carried-over")
    assert kit.urls == ["https://github.com/example/combkit/releases/tag/v2.0"]
