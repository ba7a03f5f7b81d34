"""A WhatsApp "Export chat" text file (.txt, without media), traditional Chinese, as WhatsApp on an
Android phone set to 中文（台灣） writes it: one line per message, `2026/11/03 下午9:40 - 名字: 訊息`
(a 12-hour clock with 上午/下午 before the time, no leading zero on the hour), the further lines of a
multi-line message following without a prefix, system lines without a sender (the end-to-end
encryption notice first, then who created the group and added whom), `<已略去媒體>` where a photo was
sent, WhatsApp's own markup (`*粗體*`, `- ` lists, ```` ``` ```` monospace). The brief's writer posts
the brief as several messages, one item a message written as sentences, while the group chats in
between; the living document is posted section by section by the relay's bot."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

HUMAN = "怡君"  # the person who reads the briefs in the group
BOT = "接力機器人"  # the relay's bot, which posts the living document
NOTICE = "訊息和通話已進行端對端加密。對話以外的任何人，甚至是 WhatsApp 都無法讀取或收聽這些內容。輕觸以瞭解更多資訊。"
MEDIA = "<已略去媒體>"


def stamp(t: datetime) -> str:
    """`2026/11/03 下午9:40`."""
    half = "上午" if t.hour < 12 else "下午"
    return f"{t:%Y/%m/%d} {half}{t.hour % 12 or 12}:{t:%M}"


class _Chat:
    def __init__(self, start: datetime) -> None:
        self.t = start
        self.lines: list[str] = []

    def system(self, text: str, gap: int = 0) -> None:
        self.t += timedelta(minutes=gap)
        self.lines.append(f"{stamp(self.t)} - {text}")

    def say(self, who: str, text: str, gap: int = 1) -> None:
        self.t += timedelta(minutes=gap)
        self.lines.append(f"{stamp(self.t)} - {who}: {text}")


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]


def _new(d: Doc, n: int, m: Mention) -> str:
    w = F.work(m)
    L = [f"*{W.STATUS_HANT['new']} {n}｜{w.name}*"]
    s = f"{w.name}（{_ref(m)}）是本棒{W.STATUS_HANT['new']}的第 {n} 條，建議歸入 {W.section_hant(d, m.section)}，"
    s += f"可信度{W.CONFIDENCE_ZH[m.confidence]}。重點是{m.hant}。"
    if m.figures:
        s += f"數據：{'，'.join(W.fig_hant(f) for f in m.figures)}。"
    s += f"讀自 {'、'.join(m.sources)}。"
    return "\n".join(L + [s, W.url(m)])


def _carried(d: Doc, m: Mention) -> str:
    w = F.work(m)
    s = f"{w.name}（{_ref(m)}）{W.carried_hant(m)}，在 {W.section_hant(d, m.section)}。{m.hant}。"
    if m.figures:
        s += f"數據：{'，'.join(W.fig_hant(f) for f in m.figures)}。"
    return f"{s}\n{W.url(m)}"


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    me = d.instance
    others = [b.instance for b in F.BRIEFS if b.instance != me]
    hh, mm = map(int, d.window[1][11:].split(":"))
    c = _Chat(datetime.combine(d.date, time(hh, mm)) - timedelta(minutes=3))
    c.system(NOTICE)
    c.system(f"{me} 建立了群組「{F.TOPIC} 接力 {W.slash_md(d.date)}」")
    c.system(f"{me} 已新增 {HUMAN}、{'、'.join(others)}", 1)
    c.say(HUMAN, "晚安～今天的簡報麻煩了")
    head = [
        f"*{F.TOPIC} · 每日簡報（{W.zh_date(d.date)}）*",
        f"撰寫：{me}",
        f"時間窗：{d.window[0]} → {d.window[1]}",
        f"基線活文件：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"本棒申報：{W.counts_hant(d.counts)}",
    ]
    c.say(me, "\n".join(head), 2)
    src = ["*檢查過的來源*"]
    src += [f"- {s}（空的，沒有相關內容）" if W.empty(d, s) else f"- {s}" for s in d.sources]
    c.say(me, "\n".join(src))
    c.say(HUMAN, "收到，等你貼完再一起看 👍")
    for n, m in enumerate(new, 1):
        c.say(me, _new(d, n, m), 2)
        if n == 1:
            c.say(others[0], MEDIA)
            c.say(others[0], "圖是我筆記裡的截圖，給大家對照")
    c.say(me, f"*沿用與已錨入*（{len(carried)} 條，下面分開貼）", 2)
    for m in carried:
        c.say(me, _carried(d, m))
    if side:
        lines = [f"*{W.STATUS_HANT['adjacent']}與{W.STATUS_HANT['candidate']}*"]
        for m in side:
            lines += [f"{F.work(m).name}（{_ref(m)}）列為{W.STATUS_HANT[m.status]}：{m.hant}。", W.url(m)]
        c.say(me, "\n".join(lines), 2)
    c.say(HUMAN, "待核實的部分呢？")
    for e in d.entries:
        flag = "✅ *已結案*" if e.resolved else "⚠️ *待核實*"
        c.say(me, f"{flag}（{W.RISK_HANT[e.risk]}）\n{e.hant}")
    ids = [f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    ids += [f"{F.work(m).arxiv} {W.carried_hant(m)} {W.section_hant(d, m.section)}" for m in carried if F.work(m).arxiv]
    c.say(me, "可引用 arXiv 號：\n```" + "\n".join(ids) + "```", 2)
    c.say(me, f"以上，{me} 交棒，今晚接力照這份更新 {F.TOPIC} 活文件。")
    c.say(HUMAN, "辛苦了 🙏")
    c.say(others[1], "👍")
    return c.lines


def _living(d: Doc) -> list[str]:
    c = _Chat(datetime.combine(d.date, time(23, 10)))
    c.system(NOTICE)
    c.system(f"{HUMAN} 建立了群組「{F.TOPIC} 活文件」")
    c.system(f"{HUMAN} 已新增 {BOT}", 1)
    c.say(BOT, f"*{F.TOPIC} 活文件（{W.zh_date(d.date)}版）*\n今晚接力之後的版本，一節一則訊息。")
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        lines = [f"*{W.section_hant(d, num)}*"]
        if not here:
            lines.append("本節目前沒有條目。")
        for m in here:
            w = F.work(m)
            s = f"{w.name}（{_ref(m)}）於 {W.slash_md(m.anchored_on)} {W.STATUS_HANT['anchored']}，卡片 {'、'.join(m.sources)}。"
            s += f"{m.hant}。數據：{'，'.join(W.fig_hant(f) for f in m.figures)}。"
            lines += [s, W.url(m)]
        c.say(BOT, "\n".join(lines))
    c.say(HUMAN, MEDIA, 3)
    c.say(HUMAN, "已存檔，謝謝")
    return c.lines


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
