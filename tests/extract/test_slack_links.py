"""A chat pasted as text writes Slack's link markup: `<https://arxiv.org/abs/ID|ID>` is one
mention of the id, not two (read as two, every id of a transcript was a duplicate in its list)."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats import text

CHAT = """\
apiary daily brief 2027-03-09

[9:41 PM] heron: NET-new tonight: <https://arxiv.org/abs/2703.01001|2703.01001>, <https://arxiv.org/abs/2703.03003|2703.03003>
[9:42 PM] heron: release notes at <https://github.com/example/combkit/releases/tag/v2.0>
"""


def test_slack_links_are_links():
    lines = text.view(CHAT).lines
    assert "NET-new tonight: 2703.01001, 2703.03003" in lines[2]
    assert lines[3].endswith("release notes at https://github.com/example/combkit/releases/tag/v2.0")


def test_an_id_in_a_slack_link_is_one_mention():
    doc = extract(CHAT.encode(), "inbox/heron/2027-03-09-apiary-brief.txt")
    keys = [m.key for m in doc.mentions if m.line == 3]
    assert sorted(keys) == ["2703.01001", "2703.03003"], keys
