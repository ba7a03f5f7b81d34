"""A note app's checklist (Google Keep's HTML export, pandoc's task items) is read as a list whose
boxes say open or done: `☐`/`☑` are no part of an item's text, a ticked concern is resolved. In a
living document kept as one checklist, `☐ §1.1 X` items head the entries below them as headings
would. In a brief's plain lines, a line that is only a link ends its sentence, so the work named on
the next line without an id (`KilnKit 2（釋出版本）：續用，§1.3 …`) is read with its own link line,
and an item whose name comes before a bracketed status (`FrostNet（邻接预备）：…。见 arXiv …`, `X
(adjacent): …`) is named by it, not by the sentence before its id."""

from __future__ import annotations

from kgraph.extract import extract

LIVING = """\
<html><head><title>ceramics 活文件（2028年2月1日版）</title></head><body>
<div class="title">ceramics 活文件（2028年2月1日版）</div>
<div class="content"><ul class="list">
<li class="listitem"><span class="bullet">&#9744;</span> <span class="text">§1.1 燒結工藝</span></li>
<li class="listitem checked"><span class="bullet">&#9745;</span> <span class="text">GlazeNet（arXiv 2801.20417）1-28 已錨定｜卡片 paper_cards/9501-2801-20417.md｜燒成缺陷率降低：31%</span></li>
<li class="listitem"><span class="bullet">&#9744;</span> <span class="text">§1.2 釉料配方（本節暫無條目）</span></li>
<li class="listitem"><span class="bullet">&#9744;</span> <span class="text">§1.3 窯爐控制</span></li>
<li class="listitem checked"><span class="bullet">&#9745;</span> <span class="text">KilnSense（arXiv 2801.23305）1-30 已錨定｜卡片 paper_cards/9502-2801-23305.md</span></li>
</ul></div></body></html>
"""

BRIEF = """\
<html><head><title>ceramics 每日簡報</title></head><body>
<div class="title">ceramics · 每日簡報（2028年2月2日）</div>
<div class="content">撰寫：tern<br>本棒申報：本棒淨增 0 條、續用 2 條、鄰接 1 條<br><br>【續用與已錨定】<br>GlazeNet（arXiv 2801.20417）：1-28 已錨定，§1.1 燒結工藝。已在活文件中。<br>https://arxiv.org/abs/2801.20417<br>KilnKit 2（釋出版本）：續用，§1.3 窯爐控制。溫控參數已核對。<br>https://github.com/example/kilnkit/releases/tag/v2.0<br><br>【鄰接與預備候選】<br>- FrostNet（邻接预备）：在釉面影像中找出冰裂紋，避免整窯報廢。见 arXiv 2802.01190<br><br>【待核實】<br>☐ 風險：中｜GlazeNet 缺陷率只在一座窯上量過<br>☑ 風險：低｜KilnKit 2 溫控參數（昨天提出）：已隨釋出頁附上</div>
</body></html>
"""


def test_a_living_checklist_heads_its_entries_with_its_section_items():
    doc = extract(LIVING.encode(), "organized/knowledge/ceramics.html")
    assert doc.kind == "living"
    entries = {m.key: (m.name, m.section, m.status) for m in doc.mentions if m.role == "living"}
    assert entries == {
        "2801.20417": ("GlazeNet", "1.1", "anchored"),
        "2801.23305": ("KilnSense", "1.3", "anchored"),
    }
    assert {(n.number, n.name) for n in doc.section_names} >= {("1.1", "燒結工藝"), ("1.3", "窯爐控制")}
    assert [f.value for m in doc.mentions for c in m.claims for f in c.figures] == [31.0]


def test_a_brief_s_lines_a_link_line_and_ticked_concerns():
    doc = extract(BRIEF.encode(), "inbox/tern/2028-02-02-ceramics-brief.html")
    assert doc.kind == "brief"
    works = {m.key: (m.name, m.status) for m in doc.mentions if m.role in ("increment", "adjacent", "text")}
    assert works["kilnkit 2"] == ("KilnKit 2", "carried-over")
    assert works["2802.01190"] == ("FrostNet", "adjacent")
    concerns = {e.risk: (e.resolved, e.items, e.text[:1]) for e in doc.entries}
    assert concerns["medium"][:2] == (False, ["2801.20417"])
    assert concerns["low"][:2] == (True, ["kilnkit 2"])
