"""Living documents as other tools write them: an empty section's placeholder (`*No items yet.*`,
`（尚无条目）`) is no work; a footnote naming an entry's paper card is its source; a table's name
column holding the id too (`| StomaScan（arXiv:…） |`) names the entry; `卡片：…` is a source."""

from __future__ import annotations

from kgraph.extract import extract

PANDOC_MD = """\
# Apiary knowledge base

The living document for apiary, version of 2027-03-08.

# §1.1 Colonies

## HiveMind

[anchored 1 Mar]{.status} · [2703.02002](https://arxiv.org/abs/2703.02002)

Summary
:   Estimates colony size from the entrance camera.[^1]

# §1.2 Hive Imaging

*No items yet.*

[^1]: Paper card `paper_cards/0102-2703-02002.md`.
"""


def test_a_placeholder_is_no_work_and_a_footnote_names_the_card():
    doc = extract(PANDOC_MD.encode(), "organized/knowledge/apiary.md")
    living = [m for m in doc.mentions if m.role == "living"]
    assert not any("items yet" in (m.name or m.key).lower() for m in living)
    (hive,) = [m for m in living if m.key == "2703.02002"]
    assert [s.path for s in hive.sources] == ["paper_cards/0102-2703-02002.md"]


TABLE = """\
# apiary 活文档（2027-03-08 版）

## §1.3 虫害

| 条目 | 锚入 | 要点 | 数据与卡片 |
|---|---|---|---|
| VarroaNet（arXiv:2703.05005） | 3月6日 已锚入 | 从粘虫板图像计数螨虫 | 计数误差降低 12% · paper_cards/0105-2703-05005.md |

## §1.4 蜂巢软件

（尚无条目）
"""


def test_the_name_column_names_the_entry_even_beside_its_id():
    doc = extract(TABLE.encode(), "organized/knowledge/apiary.md")
    living = [m for m in doc.mentions if m.role == "living"]
    assert [(m.key, m.name, m.section) for m in living] == [("2703.05005", "VarroaNet", "1.3")]


ORG = """\
#+TITLE: apiary 活文档（2027-03-08 版）

* §1.3 虫害
** VarroaNet
:PROPERTIES:
:STATUS:   已锚入
:END:
3月6日已锚入。从粘虫板图像计数螨虫。

- 卡片：=paper_cards/0105-2703-05005.md=
- 链接：[[https://arxiv.org/abs/2703.05005][arXiv:2703.05005]]
"""


def test_a_card_label_gives_the_source_and_no_name():
    doc = extract(ORG.encode(), "organized/knowledge/apiary.org")
    living = [m for m in doc.mentions if m.role == "living"]
    assert "卡片" not in {m.name for m in living}
    assert "paper_cards/0105-2703-05005.md" in {s.path for m in living for s in m.sources}


CARDS = """\
<html><body>
<h1>Apiary: living knowledge document</h1>
<p>Version of <time datetime="2027-03-08">8 March 2027</time></p>
<section>
<h2>§1.1 Colonies</h2>
<article class="card">
<h3>HiveMind</h3>
<p>arXiv <a href="https://arxiv.org/abs/2703.02002">2703.02002</a> · anchored on 1 Mar 2027</p>
<p>estimates colony size from the entrance camera</p>
<ul class="figures">
<li>colony size error: <data value="12">12 %</data></li>
</ul>
<footer>Sources: <code>paper_cards/0102-2703-02002.md</code></footer>
</article>
</section>
<section>
<h2>§1.3 Pests</h2>
<p>Nothing anchored yet.</p>
</section>
</body></html>
"""


def test_a_cards_list_of_figures_is_its_entrys_and_an_emphasised_placeholder_no_work():
    doc = extract(CARDS.encode(), "organized/knowledge/apiary.html")
    living = [m for m in doc.mentions if m.role == "living"]
    assert {m.key for m in living} == {"hivemind", "2703.02002"}  # its heading and its id (one work in the store)
    assert [(f.value, f.unit) for m in living for c in m.claims for f in c.figures] == [(12.0, "%")]
    assert [s.path for m in living for s in m.sources] == ["paper_cards/0102-2703-02002.md"]


CHECKLIST = """\
# Apiary knowledge base

Version of 2027-03-08.

## §1.3 Pests

- [ ] _nothing anchored yet_
"""


def test_an_emphasised_placeholder_in_a_checklist_is_no_work():
    doc = extract(CHECKLIST.encode(), "organized/knowledge/apiary.md")
    assert [m.key for m in doc.mentions if m.role == "living"] == []


def test_a_living_entry_named_after_its_bracket_of_tags():
    text = (
        "geodesy 活文档（2027年4月13日 版）\n\n一、§1.1 重力模型\n"
        "【已锚入｜§1.1 重力模型｜4-12 已锚入】TideFit（arXiv:2704.03311）\n  要点：负载残差降低 14%。\n"
    )
    doc = extract(text.encode(), "organized/knowledge/geodesy.txt")
    assert [(m.key, m.name) for m in doc.mentions if m.role == "living"] == [("2704.03311", "TideFit")]
