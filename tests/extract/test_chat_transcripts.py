"""A brief posted as a chat thread and pasted as text: message headers (`[9:41 PM] heron:`) say
who said it when, each message is a block over its indented lines, the writer's replies in a
thread are items, the others' replies are not the brief; emoji shortcodes are the emoji the
lexicon reads. Before this, such a transcript named none of its works."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.fold import fold

CHAT = """\
#apiary-briefs · exported 2027-03-09

[9:30 PM] heron: :newspaper: *apiary daily brief — 2027-03-09*
    baseline: `organized/knowledge/apiary.txt`
    _declared: 2 increments, 1 adjacent_
[9:31 PM] heron: *Sources checked*
    • `inbox/wren/2027-03-09-notes.md`
    • `paper_cards/0101-2703-01001.md`
[9:33 PM] heron: :new: *1. CombScan* <https://arxiv.org/abs/2703.01001|2703.01001> → §1.2 Hive Imaging
    • counts capped cells from a phone photo of a frame
    • 31% counting error reduction
    • read in: `paper_cards/0101-2703-01001.md`
[9:35 PM] heron: :new: *2. HumTrack 2* (release) <https://github.com/example/humtrack/releases/tag/v2.0|HumTrack 2> → §1.3 Acoustics
    • 2.2× hive sound tagging speedup
    • read in: `inbox/wren/2027-03-09-notes.md`
[9:36 PM] heron: also worth a look, not counted yet :eyes:
    [9:37 PM] heron: _adjacent_: VarroaNet <https://arxiv.org/abs/2703.04004|2703.04004> — mite counts from sticky boards
    [9:38 PM] wren: VarroaNet 2703.05005 is the one I meant, :new: for me
[9:40 PM] heron: :warning: *To verify* (high risk): CombScan's error figure comes from one apiary in one week of spring
    [9:41 PM] wren: asked the authors, no answer yet
[9:42 PM] heron: that's all for 2027-03-09 :wave:
"""


def _doc():
    return extract(CHAT.encode(), "inbox/heron/2027-03-09-apiary-brief.txt")


def _items():
    return {m.key: m for m in _doc().mentions if m.role == "increment"}


def test_each_message_naming_a_work_with_its_status_is_an_item():
    items = _items()
    scan = items["2703.01001"]
    assert (scan.name, scan.status, scan.section) == ("CombScan", "new", "1.2")
    assert [f.text for c in scan.claims for f in c.figures] == ["31%"]
    assert [s.path for s in scan.sources] == ["paper_cards/0101-2703-01001.md"]
    release = items["humtrack 2"]
    assert (release.name, release.status, release.section) == ("HumTrack 2", "new", "1.3")
    assert [f.text for c in release.claims for f in c.figures] == ["2.2×"]


def test_a_status_label_before_the_name_is_the_status():
    assert _items()["2703.04004"].status == "adjacent"


def test_the_others_replies_are_not_the_brief():
    doc = _doc()
    assert "2703.05005" not in {m.key for m in doc.mentions}
    assert not any("no answer" in e.text for e in doc.entries)


def test_a_message_that_opens_with_its_title_is_an_entry():
    entries = _doc().entries
    assert [(e.risk, e.text.startswith("CombScan's error figure")) for e in entries] == [("high", True)]


def test_the_declared_counts_in_italics_are_read():
    counts = {c.what: c.value for c in _doc().counts}
    assert counts == {"increments": 2, "adjacent": 1}


def test_emoji_shortcodes_fold_to_their_emoji_and_nothing_else_does():
    assert fold(":new: RingSpec :arrows_counterclockwise:") == "🆕 RingSpec 🔄"
    assert fold("ratio 1:x:2 at 21:30:05, see a:b:c") == "ratio 1:x:2 at 21:30:05, see a:b:c"
    assert fold(":not_an_emoji_name: stays") == ":not_an_emoji_name: stays"


def test_a_shortcode_states_the_status_in_markdown_too():
    brief = "# apiary daily brief 2027-03-09\n\n## Items\n\n- :new: CombScan (arXiv:2703.01001)\n- :arrows_counterclockwise: HiveMind (arXiv:2703.02002)\n"
    doc = extract(brief.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    assert {m.key: m.status for m in doc.mentions if m.role == "increment"} == {
        "2703.01001": "new",
        "2703.02002": "carried-over",
    }


def test_a_heading_with_an_id_and_a_status_after_a_sources_part_is_an_item():
    brief = (
        "# apiary daily brief 2027-03-09\n\n## Sources\n\n- `paper_cards/0101-2703-01001.md`\n\n"
        "## 🆕 *1. CombScan* 2703.01001 → §1.2 Hive Imaging\n\n- 31% counting error reduction\n"
    )
    doc = extract(brief.encode(), "inbox/heron/2027-03-09-apiary-brief.md")
    items = [m for m in doc.mentions if m.role == "increment"]
    assert [(m.key, m.name, m.status, m.section) for m in items] == [("2703.01001", "CombScan", "new", "1.2")]
