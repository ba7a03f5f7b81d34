"""A Telegram Desktop chat export (.html), traditional Chinese: the messages.html page Telegram
Desktop writes for a group ("Export chat history", HTML): a page header with the group's name, a
`div.history` of `div.message` blocks (a service message for the day, then default messages with
a userpic, `from_name`, a `date details` div whose title attribute holds the full timestamp, and a
`text` div with <br> line breaks, <strong>, <code>, <pre> and <a> links). Consecutive messages from
one sender are `joined` (no userpic, no name); register entries are replies (`reply_to details`
linking to the message they answer), and the relay bot's report of the anchoring a brief starts
from is forwarded (`forwarded body`). The brief's instance posts its brief as a series of messages;
the living document is posted by the relay bot, one message per section. Counts are written in
Chinese numerals."""

from __future__ import annotations

from datetime import date
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "zh-hant"

GROUP = f"{F.TOPIC} 簡報接力群"
USERPIC = {"gannet": 2, "skate": 5, "wrasse": 7, "relaybot": 4}
TOP = """<!DOCTYPE html>
<html>

 <head>

  <meta charset="utf-8"/>
<title>Exported Data</title>

  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>

  <link href="css/style.css" rel="stylesheet"/>

  <script src="js/script.js" type="text/javascript">

  </script>

 </head>

 <body onload="CheckLocation();">

  <div class="page_wrap">

   <div class="page_header">

    <div class="content">

     <div class="text bold">
{group}
     </div>

    </div>

   </div>

   <div class="page_body chat_page">

    <div class="history">
"""
BOTTOM = """
    </div>

   </div>

  </div>

 </body>

</html>
"""


def _stamp(d: date, minute: int, second: int) -> str:
    """The title of a `date details` div: `11.03.2026 20:31:07 UTC+08:00`."""
    return f"{d:%d.%m.%Y} 20:{minute:02d}:{second:02d} UTC+08:00"


class _Chat:
    """The messages of one export, numbered and timed as Telegram numbers and times them."""

    def __init__(self, d: Doc, first_id: int, first_minute: int) -> None:
        self.d, self.next_id, self.minute = d, first_id, first_minute
        self.blocks = [
            f"""
     <div class="message service" id="message-1">

      <div class="body details">
{d.date.day} {d.date:%B %Y}
      </div>

     </div>
"""
        ]
        self.last_from: str | None = None

    def post(
        self, sender: str, text: str, reply_to: int | None = None, forwarded: tuple[str, str] | None = None
    ) -> int:
        """Add a message; `forwarded` is (original sender, original timestamp title)."""
        mid, self.next_id = self.next_id, self.next_id + 1
        self.minute += 1
        joined = sender == self.last_from and reply_to is None
        self.last_from = sender
        stamp = _stamp(self.d.date, self.minute, (mid * 7) % 60)
        L = [f'\n     <div class="message default clearfix{" joined" if joined else ""}" id="message{mid}">\n\n']
        if not joined:
            L.append(f"""      <div class="pull_left userpic_wrap">

       <div class="userpic userpic{USERPIC.get(sender, 1)}" style="width: 42px; height: 42px">

        <div class="initials" style="line-height: 42px">
{sender[0].upper()}
        </div>

       </div>

      </div>

""")
        L.append(f"""      <div class="body">

       <div class="pull_right date details" title="{stamp}">
20:{self.minute:02d}
       </div>
""")
        if not joined:
            L.append(f'\n       <div class="from_name">\n{sender}\n       </div>\n')
        if reply_to is not None:
            L.append(f"""
       <div class="reply_to details">
In reply to <a href="#go_to_message{reply_to}" onclick="return GoToMessage({reply_to})">this message</a>
       </div>
""")
        if forwarded:
            who, when = forwarded
            L.append(f"""
       <div class="forwarded body">

        <div class="from_name">
{who}<span class="date details" title="{when}"> {when[:19]}</span>
        </div>

        <div class="text">
{text}
        </div>

       </div>
""")
        else:
            L.append(f'\n       <div class="text">\n{text}\n       </div>\n')
        L.append("\n      </div>\n\n     </div>\n")
        self.blocks.append("".join(L))
        return mid

    def html(self) -> str:
        return TOP.replace("{group}", GROUP) + "".join(self.blocks) + BOTTOM


def _a(m: Mention) -> str:
    u = W.url(m)
    return f'<a href="{u}">{u}</a>'


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return "、".join(f"<code>{escape(s)}</code>" for s in paths)


def _hashtag(tag: str) -> str:
    return f'<a href="" onclick="return ShowHashtag(&quot;{tag}&quot;)">#{tag}</a>'


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hant(f) for f in m.figures)


def _increment(d: Doc, n: int, m: Mention) -> str:
    w = F.work(m)
    kind = "" if w.arxiv else {"release": "（新版釋出）", "blog post": "（部落格文章）"}[w.kind]
    point = escape(m.hant) + (f"；{escape(_figs(m))}" if m.figures else "")
    return "<br>".join([f"🆕 <strong>{W.STATUS_HANT['new']} {n}｜{escape(w.name)}</strong>{kind}", _a(m),
                        f"建議歸入 {escape(W.section_hant(d, m.section))}，可信度：{W.CONFIDENCE_ZH[m.confidence]}",
                        f"重點：{point}。", f"來源：{_code(m.sources)}"])  # fmt: skip


def _carried(d: Doc, m: Mention) -> str:
    text = escape(m.hant) + "".join(f"：{escape(W.fig_hant(f))}" for f in m.figures)
    return f"• {escape(F.work(m).name)} {_a(m)} {escape(W.section_hant(d, m.section))}：{W.carried_hant(m)}，{text}"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    me = d.instance
    anchored = next((m for m in carried if m.status == "anchored" and m.anchored_on == d.baseline), None)
    count = 5 + len(new) + bool(anchored) + bool(side) + len(d.entries) + (d is F.B3)
    chat = _Chat(d, 3100 + 100 * F.BRIEFS.index(d), 45 - count)
    chat.post(me, "<br>".join([
        f"{_hashtag('每日簡報')} <strong>{F.TOPIC} 簡報｜{W.slash_date(d.date)}</strong>",
        f"時間窗：{d.window[0]} → {d.window[1]}",
        f"基線活文件：<code>{F.living_path(EXT)}</code>（{W.slash_date(d.baseline)} 版）",
        W.counts_hant(d.counts)]))  # fmt: skip
    lines = ["📂 <strong>本棒檢查過的來源</strong>"]
    lines += [f"• <code>{escape(s)}</code>" + ("（空的，沒有相關內容）" if W.empty(d, s) else "") for s in d.sources]
    chat.post(me, "<br>".join(lines))
    about: dict[str, int] = {}
    for n, m in enumerate(new, 1):
        about[m.work] = chat.post(me, _increment(d, n, m))
    if anchored:  # the relay bot's report of last night's anchoring, forwarded
        when = f"{d.baseline:%d.%m.%Y} 22:10:00 UTC+08:00"
        chat.post(me, f"接力完成：{escape(F.work(anchored).name)} {_a(anchored)} 已錨入 "
                      f"{escape(W.section_hant(d, anchored.section))}", forwarded=("relaybot", when))  # fmt: skip
    lines = ["📌 <strong>沿用／已錨定</strong>"] + [_carried(d, m) for m in carried]
    kept = chat.post(me, "<br>".join(lines))
    about.update({m.work: kept for m in carried if m.work not in about})
    if side:
        lines = ["👀 <strong>鄰接／候選</strong>"]
        lines += [f"• {escape(F.work(m).name)} {_a(m)} — {W.STATUS_HANT[m.status]}：{escape(m.hant)}" for m in side]
        chat.post(me, "<br>".join(lines))
    for e in d.entries:
        word = "✅ <strong>已結案</strong>" if e.resolved else "⚠️ <strong>待核實</strong>"
        chat.post(me, f"{word}（{W.RISK_HANT[e.risk]}）<br>{escape(e.hant)}", reply_to=about[e.items[0]])
    lines = [f"淨增：{'、'.join(d.new_ids)}"]
    lines += [f"{F.work(m).arxiv}：{W.carried_hant(m)}，{escape(W.section_hant(d, m.section))}"
              for m in carried if F.work(m).arxiv]  # fmt: skip
    chat.post(me, "<strong>可引用 arXiv 號</strong><br><pre>" + "<br>".join(lines) + "</pre>")
    last = chat.post(me, f"以上，{me} {W.slash_date(d.date)} {d.window[1][11:]} 交棒 🙏")
    if d is F.B3:  # a colleague acknowledges
        chat.post(F.B1.instance, "收到 👍", reply_to=last)
    return chat.html()


def _living(d: Doc) -> str:
    chat = _Chat(d, 2900, 30)
    chat.post("relaybot", f"📚 <strong>{F.TOPIC} 活文件</strong>（{W.slash_date(d.date)} 版）<br>"
                          "以下每節一則訊息，已錨定條目附論文卡片。")  # fmt: skip
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        lines = [f"<strong>{escape(W.section_hant(d, num))}</strong>"]
        if not here:
            lines.append("（尚無條目）")
        for m in here:
            text = "；".join([W.carried_hant(m), escape(m.hant)] + [escape(W.fig_hant(f)) for f in m.figures])
            lines += [f"• {escape(F.work(m).name)} {_a(m)}", f"　{text}", f"　卡片：{_code(m.sources)}"]
        chat.post("relaybot", "<br>".join(lines))
    return chat.html()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
