"""A Matrix room exported by Element as text (its lines as a WhatsApp export's: `2028/3/8 下午7:30:02
- gannet: …`) read as what its writer posted: the writer's answer to a member (Element writes a
reply as `<@member:server "quoted words"> answer`) is conversation, not the brief; an item titled
in a bracket with its place in the list (`【本棒新增 1/2】**DuneKit**`) is named after the bracket;
the writer's own words for statuses and counts (`延續`, `相鄰`, `候補`, `暫未錨定`, `3 則`, `2 項`)
are the lexicon's."""

from __future__ import annotations

from kgraph.extract import extract

EXPORT = """\
2028/6/1 下午7:20:11 - 林以晴: 今天的簡報好了嗎？
2028/6/1 下午7:30:02 - petrel: **saltmarsh 每日簡報（2028年6月1日）**
撰寫：petrel
本棒申報：本棒新增 2 則（新 arXiv 編號 2 個）／相鄰 1 則／延續 1 則
2028/6/1 下午7:31:16 - petrel: 【本棒新增 1/2】**DuneKit**
arXiv 2806.01111 https://arxiv.org/abs/2806.01111
建議章節：§1.2 沙丘演育｜信心：中
2028/6/1 下午7:31:53 - petrel: 【本棒新增 2/2】**MarshNet**
arXiv 2806.02222 https://arxiv.org/abs/2806.02222
建議章節：§1.1 鹽沼植被｜信心：高
2028/6/1 下午7:33:07 - petrel: 【延續與已錨入】
- ReedScan（arXiv 2805.09999）延續（5/30 錨入），§1.1 鹽沼植被。 https://arxiv.org/abs/2805.09999
- TideLog（arXiv 2805.08888）暫未錨定，§1.3 潮溝。 https://arxiv.org/abs/2805.08888
2028/6/1 下午7:33:44 - petrel: 【相鄰與候補】
- CrabCount（arXiv 2806.03333），候補：用影像數招潮蟹洞。 https://arxiv.org/abs/2806.03333
2028/6/1 下午7:34:21 - petrel: 【待核實】
- ⚠️ 風險：中｜MarshNet 的覆蓋率只在一處鹽沼量過
2028/6/1 下午7:34:58 - 林以晴: <@petrel:relay.example.org "【待核實】"> 一處的話先別錨入。
2028/6/1 下午7:35:39 - petrel: <@yiching:relay.example.org "一處的話先別錨入。"> 同意，2806.04444 的作者也這麼說。
2028/6/1 下午7:37:03 - RelayBot: 已收到 petrel 的簡報。
"""
PATH = "inbox/petrel/2028-06-01-saltmarsh-brief.txt"


def test_the_writer_s_reply_to_a_member_is_not_the_brief():
    doc = extract(EXPORT.encode(), PATH)
    assert "2806.04444" not in {m.key for m in doc.mentions}
    assert len(doc.entries) == 1 and doc.entries[0].items == ["2806.02222"]


def test_bracketed_titles_and_the_writer_s_own_words():
    doc = extract(EXPORT.encode(), PATH)
    items = {m.key: (m.name, m.status) for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert items["2806.01111"] == ("DuneKit", "new")
    assert items["2806.02222"] == ("MarshNet", "new")
    assert items["2805.09999"][1] == "carried-over"
    assert items["2805.08888"][1] == "not-anchored"
    assert items["2806.03333"][1] == "candidate"
    counts = sorted((c.what, c.value) for c in doc.counts)
    assert counts == [("adjacent", 1), ("carried-over", 1), ("increments", 2), ("new-arxiv", 2)]
