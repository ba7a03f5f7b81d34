"""An item titled with a circled number (`=== ① LagCut`) is named without it; an item's run of
`label:: value` fields is read as its fields, not as prose (a `要点` that says `候选短语`,
candidate phrases, states no status); `pp`, `percentage points` and `个百分点` are one unit,
in the document and in an eval key."""

from __future__ import annotations

from kgraph.evaluate.key import ExpectedFigure
from kgraph.extract import extract
from kgraph.extract.common import figures_in

BRIEF = """\
= speech 每日简报：2031年11月21日
ocelot <ocelot@relay.example.cn>
v1.0, 2031-11-21

== 二、本次新增

=== ① StreamST

链接:: https://arxiv.org/abs/3111.41238[arXiv 3111.41238]
建议归入:: §1.2 延迟控制
要点:: 第二版同时解码多个候选短语，说话慢的人不再让整个流停顿。
数据:: 词错误率降低 3.1个百分点
"""


def test_a_circled_number_is_no_part_of_the_name_and_fields_are_no_prose():
    doc = extract(BRIEF.encode(), "inbox/ocelot/2031-11-21-speech-brief.adoc")
    [item] = [m for m in doc.mentions if m.role == "increment"]
    assert (item.key, item.name, item.status, item.section) == ("3111.41238", "StreamST", "new", "1.2")
    assert [(f.value, f.unit) for c in item.claims for f in c.figures] == [(3.1, "points")]


def test_percentage_points_are_one_unit():
    units = {f.unit for t in ("4.2 pp", "4.2个百分点", "4.2 percentage points", "4.2 points") for f in figures_in(t)}
    assert units == {"points"}
    assert ExpectedFigure(value=4.2, unit="pp").unit == ExpectedFigure(value=4.2, unit="points").unit


def test_a_status_word_opening_a_compound_noun_states_no_status():
    text = (
        "speech brief 2031-11-21\n\nAuthor: ocelot\n\nNotes\n\n"
        "StreamST（arXiv 3111.41238）的第二版同時解碼多個候選片語，說話慢的人不再讓整個串流停頓，"
        "解碼吞吐 310 tok/s，來源 inbox/wombat/2031-11-21-notes.md。\n"
    )
    doc = extract(text.encode(), "inbox/ocelot/2031-11-21-speech-brief.txt")
    assert {m.status for m in doc.mentions if m.key == "3111.41238"} <= {"mentioned", "new"}
