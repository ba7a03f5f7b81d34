"""The brief posted to a DingTalk (钉钉) group and saved as plain text (simplified Chinese, `.txt`):
each message is its sender's display name and the send time (`yyyy-MM-dd HH:mm:ss`) on one
line, then the message's lines, then a blank line. The writing instance posts the brief over
several messages (a header, one message per NET-new item, the carried-over and adjacent items,
the to-verify register, the new ids and the sources read, then a sign-off); the team lead asks
and replies, with `@name` mentions and one quoted reply (the quoted sender and the first line of
the quoted message in `「」` on the reply's first line); an item that is not a paper comes after
a pasted link card (`[链接]` and its title, then the link). DingTalk documents no plain-text
export, so this is the shape its messages take when saved as text, not a documented file
format. The living document is another member's group announcement, one message per section."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hans"

LEAD = "陈海蓝"
EDITOR = "林晓珊"
EMPTY = "（空的，今天没有本主题内容）"
CIRCLED = "①②③④⑤"


class _Chat:
    def __init__(self, day: date, hhmm: str) -> None:
        h, m = (int(x) for x in hhmm.split(":"))
        self.t = datetime(day.year, day.month, day.day, h, m)
        self.messages: list[tuple[str, datetime, list[str]]] = []

    def say(self, who: str, lines: list[str], after: int) -> list[str]:
        # people do not type at the same pace every day
        if after:
            after += (self.t.day * 7 + len(self.messages) * 5) % 11
        self.t += timedelta(seconds=after)
        self.messages.append((who, self.t, lines))
        return lines

    def at(self, hhmm: str, second: int) -> None:
        h, m = (int(x) for x in hhmm.split(":"))
        self.t = self.t.replace(hour=h, minute=m, second=second)

    def text(self) -> str:
        blocks = [f"{who} {t:%Y-%m-%d %H:%M:%S}\n" + "\n".join(lines) for who, t, lines in self.messages]
        return "\n\n".join(blocks) + "\n"


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv} {W.url(m)}" if w.arxiv else f"{W.KIND_HANS[w.kind]} {W.url(m)}"


def _new(d: Doc, k: int, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    lines = [f"{W.STATUS_HANS['new']} {k}/{n}：{w.name}"]
    if w.arxiv:
        lines.append(f"arXiv {w.arxiv} {W.url(m)}")
    else:
        lines.append(f"{W.KIND_HANS[w.kind]}，链接见上")
    lines.append(f"{W.section_hans(d, m.section)}｜置信度 {W.CONFIDENCE_HANS[m.confidence]}")
    lines.append(f"要点：{m.hans}")
    if m.figures:
        lines.append("数据：" + "；".join(W.fig_hans(f) for f in m.figures))
    lines.append("来源：" + "；".join(m.sources))
    return lines


def _card(m: Mention) -> list[str]:
    w = F.work(m)
    title = f"Release {w.name}.0.0 · example-thermogrid/thermogrid" if w.kind == "release" else w.name
    return [f"[链接] {title}", W.url(m)]


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    me = d.instance
    rota = [b.instance for b in F.BRIEFS]
    after_me = rota[(rota.index(me) + 1) % len(rota)]
    start = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M") - timedelta(minutes=14)
    chat = _Chat(d.date, f"{start:%H:%M}")
    chat.say(LEAD, [f"@{me} 早，今天的 {F.TOPIC} 简报直接发群里吧"], after=7)
    chat.say(me, [
        f"【{F.TOPIC} 每日简报】{W.zh_date(d.date)}",
        f"撰写：{me}｜交接时间 {F.HANDOVER}",
        f"时间窗：{d.window[0]} 至 {d.window[1]}",
        f"基线：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"计数：{W.counts_hans(d.counts)}",
        "本期章节：" + "；".join(W.section_hans(d, k) for k in d.sections),
        f"分几条发，@{LEAD} 有问题直接回复",
    ], after=41)  # fmt: skip
    quoted = None
    for k, m in enumerate(new, 1):
        if not F.work(m).arxiv:
            chat.say(me, _card(m), after=38)
        msg = chat.say(me, _new(d, k, len(new), m), after=23 if not F.work(m).arxiv else 52)
        if quoted is None and m.figures:
            quoted = msg
    chat.say(LEAD, [f"「{me}：{quoted[0]}」", f"这个数是作者给的还是我们复现的？@{me}"], after=35)
    chat.say(me, [f"@{LEAD} 作者给的，我们还没复现，后面补"], after=29)
    lines = ["延续与已锚定："]
    for k, m in enumerate(old, 1):
        figs = "".join(f"｜{W.fig_hans(f)}" for f in m.figures)
        lines.append(f"{k}. {F.work(m).name}（{_ref(m)}）{W.section_hans(d, m.section)}｜{W.carried_hans(m)}｜"
                     f"{m.hans}{figs}")  # fmt: skip
    chat.say(me, lines, after=48)
    lines = ["相邻："] + [f"{F.work(m).name}（{_ref(m)}）{W.STATUS_HANS[m.status]}｜{m.hans}" for m in side]
    chat.say(me, lines, after=31)
    lines = ["待核实："]
    for k, e in enumerate(d.entries):
        state = "已解决" if e.resolved else "未解决"
        lines.append(f"{CIRCLED[k]} 风险{W.RISK_HANS[e.risk]}｜{state}｜{e.hans}")
    chat.say(me, lines, after=40)
    chat.say(me, ["新arXiv号：" + " ".join(d.new_ids)], after=17)
    lines = ["已读来源："] + [s + (EMPTY if W.empty(d, s) else "") for s in d.sources]
    chat.say(me, lines, after=22)
    chat.at(F.HANDOVER, 0)
    chat.say(me, [f"以上，{me} 交接完毕 {F.HANDOVER}"], after=0)
    chat.say(LEAD, ["收到👍", f"@{after_me} 明天轮到你"], after=44)
    return chat.text()


def _living(d: Doc) -> str:
    chat = _Chat(d.date, "21:04")
    chat.say(EDITOR, [
        f"【群公告】{F.TOPIC} 活文档 {W.zh_date(d.date)}版",
        "按章节编号，每条注明锚定日期，明早的简报以这一版为基线",
        f"存档：{F.living_path(EXT)}",
    ], after=18)  # fmt: skip
    for num in d.sections:
        inside = [m for m in d.mentions if m.section == num]
        lines = [W.section_hans(d, num)]
        for m in inside:
            lines += [f"{F.work(m).name}（{_ref(m)}）", W.carried_hans(m), f"要点：{m.hans}"]
            lines += [f"数据：{W.fig_hans(f)}" for f in m.figures]
            lines += [f"论文卡：{s}" for s in m.sources]
        if not inside:
            lines.append("暂无已锚定条目")
        chat.say(EDITOR, lines, after=26)
    chat.say(LEAD, [f"收到，明早 @{F.B1.instance} 按这版写"], after=95)
    return chat.text()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
