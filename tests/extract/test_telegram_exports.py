"""A brief posted to a Telegram group and exported with Telegram Desktop (`messages.html`): the
times, initials and names between its lines are not the brief, each message's first line heads
its lines, the other members' messages (and what they forwarded) are not the brief, and every
fact still cites the line of the file it is on."""

from __future__ import annotations

import datetime as dt
import re

from kgraph.extract import extract
from kgraph.extract.formats import telegram


def _message(n: int, sender: str | None, text: str, time: str = "20:3{n}") -> str:
    name = f'\n       <div class="from_name">\n{sender}\n       </div>\n' if sender else ""
    joined = "" if sender else " joined"
    return (
        f'     <div class="message default clearfix{joined}" id="message{n}">\n'
        '      <div class="body">\n'
        f'       <div class="pull_right date details" title="09.03.2027 {time.format(n=n % 10)}:00 UTC+08:00">\n'
        f"{time.format(n=n % 10)}\n       </div>\n{name}"
        f'       <div class="text">\n{text}\n       </div>\n'
        "      </div>\n     </div>\n"
    )


def _forwarded(n: int, sender: str, text: str) -> str:
    return (
        f'     <div class="message default clearfix joined" id="message{n}">\n'
        '      <div class="body">\n'
        '       <div class="forwarded body">\n'
        f'        <div class="from_name">\n{sender}<span class="date details"> 08.03.2027 22:10:00</span>\n'
        "        </div>\n"
        f'        <div class="text">\n{text}\n        </div>\n'
        "       </div>\n      </div>\n     </div>\n"
    )


EXPORT = (
    '<!DOCTYPE html>\n<html>\n <head>\n  <meta charset="utf-8"/>\n<title>Exported Data</title>\n </head>\n'
    ' <body>\n  <div class="page_wrap">\n   <div class="page_header">\n    <div class="text bold">\n'
    "蜂巢簡報群\n    </div>\n   </div>\n"
    '   <div class="page_body chat_page">\n    <div class="history">\n'
    + _message(
        1,
        "heron",
        "<strong>apiary 簡報｜2027/3/9</strong><br>時間窗：2027-03-08 20:45 → 2027-03-09 20:45<br>本棒淨增兩條",
    )
    + _message(2, None, "📂 <strong>來源</strong><br>• <code>inbox/wren/2027-03-09-notes.md</code>")
    + _message(
        3,
        None,
        "🆕 <strong>淨增 1｜CombScan</strong><br>"
        '<a href="https://arxiv.org/abs/2703.01001">https://arxiv.org/abs/2703.01001</a><br>'
        "建議歸入 §1.2 蜂巢成像<br>重點：封蓋計數誤差降低 31%<br>來源：<code>inbox/wren/2027-03-09-notes.md</code>",
    )
    + _forwarded(
        4, "relaybot", '接力完成：HiveMind <a href="https://arxiv.org/abs/2703.02002">2703.02002</a> 已錨入 §1.1'
    )
    + _message(
        5,
        None,
        "🆕 <strong>淨增 2｜WaxMap</strong><br>"
        '<a href="https://arxiv.org/abs/2703.03003">https://arxiv.org/abs/2703.03003</a><br>建議歸入 §1.1 蜂群',
    )
    + _message(6, "wren", '我覺得 BeeTrack <a href="https://arxiv.org/abs/2703.04004">2703.04004</a> 也是新的')
    + _message(7, "heron", "⚠️ <strong>待核實</strong>（🔴 高風險）<br>CombScan 的誤差只在一個蜂場的春季測過")
    + _message(8, None, "✅ <strong>已結案</strong>（🟢 低風險）<br>WaxMap 的資料授權：作者已補上")
    + "    </div>\n   </div>\n  </div>\n </body>\n</html>\n"
)
PATH = "inbox/heron/2027-03-09-apiary-brief.html"


def test_an_export_is_told_by_its_message_blocks():
    assert telegram.is_export(EXPORT.encode())
    assert not telegram.is_export(b'<html><body><div class="message">hi</div></body></html>')


def test_the_furniture_is_blanked_and_the_lines_are_kept():
    plain = telegram.plain_html(EXPORT.encode()).decode()
    assert plain.count("\n") == EXPORT.count("\n")
    assert "\n20:31\n" in EXPORT and "\n20:31\n" not in plain and "\nheron\n" not in plain
    assert re.search(r"<h3>\s*🆕 <strong>淨增 1｜CombScan</strong></h3>", plain)


def test_each_message_naming_a_work_is_an_item_citing_its_line():
    doc = extract(EXPORT.encode(), PATH)
    assert (doc.date, doc.instance) == (dt.date(2027, 3, 9), "heron")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2703.01001": ("CombScan", "new", "1.2"),
        "2703.03003": ("WaxMap", "new", "1.1"),
    }
    scan = items["2703.01001"]
    assert EXPORT.split("\n")[scan.line - 1].startswith("🆕 <strong>淨增 1｜CombScan")
    assert [f.text for c in scan.claims for f in c.figures] == ["31%"]
    assert [s.path for s in scan.sources] == ["inbox/wren/2027-03-09-notes.md"]


def test_what_others_said_or_forwarded_is_not_the_brief():
    keys = {m.key for m in extract(EXPORT.encode(), PATH).mentions}
    assert "2703.04004" not in keys and "2703.02002" not in keys


def test_a_message_headed_by_a_state_and_risk_is_an_entry():
    entries = extract(EXPORT.encode(), PATH).entries
    assert [(e.risk, e.resolved, "CombScan" in e.text or "WaxMap" in e.text) for e in entries] == [
        ("high", False, True),
        ("low", True, True),
    ]
