"""A Google Chat space copied as text (each run of messages under its sender's name and its time,
an app's name over `應用程式`) is read as what its writer posted: the other members' messages, the
headers, `今天` and `已編輯` are not the brief, nor is the writer's answer to a member (`@…`). A
`已讀來源：` label over lines that are paths heads the sources; a Latin name followed by a Chinese
word for its kind (`DuneKit 2　軟體釋出`) is named without it."""

from __future__ import annotations

from kgraph.extract import extract

COPY = """\
今天

羅雅婷
下午9:02
今晚誰負責沙丘簡報？2905.99999 值得看看

ibex
下午9:05
我來。

ibex
下午9:20
【dune-migration 每日簡報】2029年5月4日
撰寫：ibex
申報：本次新增 2 則

已讀來源：
inbox/oryx/2029-05-04-notes.md
work-queue.md
已編輯
【本次新增】
1. DuneStep　arXiv 2905.20001 https://arxiv.org/abs/2905.20001
建議歸入 §1.1 沙脊追蹤，信心高。
2. DuneKit 2　軟體釋出 https://github.com/example/dunekit/releases/tag/v2
建議歸入 §1.2 風場，信心中。

羅雅婷
下午9:25
@ibex 第 2 條先不要錨入吧？

ibex
下午9:26
@羅雅婷 對，等下一版。

relay-bot
應用程式
下午9:30
已收到 ibex 的簡報。
"""


def test_a_google_chat_copy_is_what_its_writer_posted():
    doc = extract(COPY.encode(), "inbox/ibex/2029-05-04-dune-migration-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "ibex")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2905.20001": ("DuneStep", "new", "1.1"), "dunekit 2": ("DuneKit 2", "new", "1.2")}
    assert "2905.99999" not in {m.key for m in doc.mentions}
    assert {s.path for s in doc.sources} >= {"inbox/oryx/2029-05-04-notes.md", "work-queue.md"}
    assert not any("等下一版" in e.text for e in doc.entries)


MATTERMOST = """\
5月4日周六

周晓岚
06:20
今天沙丘简报轮到谁？

ibex
06:22
评论了 周晓岚 的消息： 今天沙丘简报轮到谁？
我来。

系统
06:31
@lynx加入了频道。

ibex
06:49
【dune-migration 每日简报】2029年5月4日
撰写：ibex

二、本棒净增

① DuneStep（arXiv 2905.20001）
建议归入：§1.1 沙脊追踪
② SaltWind（arXiv 2905.20002）
建议归入：§1.2 风场
"""


def test_a_mattermost_copy_is_what_its_writer_posted():
    doc = extract(MATTERMOST.encode(), "inbox/ibex/2029-05-04-dune-migration-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "ibex")
    items = {m.key: (m.name, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2905.20001": ("DuneStep", "1.1"), "2905.20002": ("SaltWind", "1.2")}


IMESSAGE = """\
Nov 20, 2031  2:09:41 PM (Read by you after 1 minute)
陳怡君
今天誰寫？ 3111.99999 很有意思

Nov 20, 2031  2:10:02 PM
Me
我來
Reactions:
Loved by 陳怡君


Nov 20, 2031  2:16:05 PM
Me
【speech 每日簡報】2031年11月20日
撰寫：wombat

Nov 20, 2031  2:16:52 PM
Me
續用：
・DubAlign https://arxiv.org/abs/3111.40127 §1.1 同步口譯 11/17 已錨入

Nov 20, 2031  2:31:25 PM (Read by you after 2 minutes)
+886912345678
~/Library/Messages/Attachments/7c/12/IMG_4420.heic
"""


def test_an_imessage_export_is_what_its_writer_wrote(tmp_path):
    doc = extract(IMESSAGE.encode(), "inbox/wombat/2031-11-20-speech-brief.txt")
    assert (doc.kind, doc.instance) == ("brief", "wombat")
    assert "3111.99999" not in {m.key for m in doc.mentions}
    [carried] = [m for m in doc.mentions if m.key == "3111.40127" and m.role == "increment"]
    assert (carried.name, carried.status, carried.section) == ("DubAlign", "anchored", "1.1")
    said = {why for whys in doc.taken.values() for why in whys}
    assert "left out: a chat's header, reaction or another member's message, not the writer's" in said


LIVING = """\
Nov 19, 2031 11:40:12 PM
relay@relaynotes.example.org
【speech 活文件】2031年11月19日版

Nov 19, 2031 11:40:14 PM
relay@relaynotes.example.org
§1.1 同步口譯
DubAlign（arXiv 3111.40127）https://arxiv.org/abs/3111.40127
狀態：11/17 已錨入

Nov 19, 2031 11:40:16 PM
relay@relaynotes.example.org
§1.2 延遲控制
本節尚無已錨入條目。

Nov 20, 2031  8:02:10 AM
Me
收到 👍
"""


def test_an_imessage_export_of_a_living_document_is_what_its_sender_wrote():
    doc = extract(LIVING.encode(), "organized/knowledge/speech.txt")
    assert (doc.kind, doc.date.isoformat()) == ("living", "2031-11-19")
    entries = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "living"}
    assert entries == {"3111.40127": ("DubAlign", "anchored", "1.1")}


ITEMS_AFTER_SOURCES = """\
Nov 21, 2031  2:16:05 PM
Me
【speech 每日簡報】2031年11月21日
撰寫：ocelot
增量：淨增 2 則，續用 2 則
檢查過的來源：
inbox/wombat/2031-11-21-notes.md
paper_cards/8318-3111-41238.md

Nov 21, 2031  2:16:52 PM
Me
① StreamST（arXiv 3111.41238）
https://arxiv.org/abs/3111.41238
建議歸入 §1.2 串流延遲預算
來源：inbox/wombat/2031-11-21-notes.md、paper_cards/8318-3111-41238.md

Nov 21, 2031  2:19:05 PM
Me
② Polyglot Kit 5（軟體釋出）
https://github.com/example-polyglot/polyglot-kit/releases/tag/v5.0.0
建議歸入 §1.1 同步口譯

Nov 21, 2031  2:20:31 PM
Me
續用／已錨入：
・LagCut https://arxiv.org/abs/3111.46783 §1.2 串流延遲預算 續用：作者另報 詞錯誤率降低 3.1 個百分點。
・ProsodyNet https://arxiv.org/abs/3111.42349 §1.3 韻律轉移 11/21 已錨入：昨晚接力已錨入。
・EchoGloss https://arxiv.org/abs/3111.45672 §1.1 同步口譯 續用（11/19 已錨入）：續用上一輪條目。
"""


def items_after_sources():
    doc = extract(ITEMS_AFTER_SOURCES.encode(), "inbox/ocelot/2031-11-21-speech-brief.txt")
    return doc, {(m.key, m.line): (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}


def test_items_posted_after_the_sources_message_are_items_not_mentions():
    doc, items = items_after_sources()
    assert items[("3111.41238", 12)] == ("StreamST", "new", "1.2")
    assert items[("polyglot kit 5", 19)] == ("Polyglot Kit 5", "new", "1.1")
    assert {s.path for s in doc.sources} >= {"inbox/wombat/2031-11-21-notes.md", "paper_cards/8318-3111-41238.md"}


def test_a_slash_label_naming_a_part_heads_the_part_and_each_tag_line_states_its_status():
    doc, items = items_after_sources()
    assert items[("3111.46783", 26)] == ("LagCut", "carried-over", "1.2")
    assert items[("3111.42349", 27)][1] == "anchored"
    assert items[("3111.45672", 28)][1] == "carried-over"
    [anchored] = [m for m in doc.mentions if m.key == "3111.42349" and m.role == "increment"]
    assert anchored.status_date.isoformat() == "2031-11-21"


def test_a_figure_another_report_gives_measures_what_it_names():
    doc, _ = items_after_sources()
    [lagcut] = [m for m in doc.mentions if m.key == "3111.46783" and m.role == "increment"]
    assert [(f.metric, f.value, f.unit) for c in lagcut.claims for f in c.figures] == [("词错误率", 3.1, "points")]
