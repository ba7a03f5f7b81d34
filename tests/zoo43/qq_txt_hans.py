"""A QQ group chat history exported as text (`.txt`), simplified Chinese.

What QQ's message manager writes when a group's history is exported as a text file: a first
line `消息记录（此消息记录为文本格式，不支持重新导入）`, a block of `消息分组:` and `消息对象:`
lines between rules of 64 `=` signs, then every message as a line `2034-01-10 20:35:07
昵称(QQ号)` (the hour not zero-padded: `8:12:05`), the message's own lines, and an empty line;
pictures and stickers stand as `[图片]` and `[表情]`, mentions as `@昵称`; Windows line ends
(CRLF) and a UTF-8 byte order mark. The brief is posted by its instance as a run of messages
(header, one message per NET-new item, the carried-over and adjacent lists, the to-verify register,
the arXiv ids and the sources read), between the group's own small talk; the living document is
posted section by section by the group's sync bot after the nightly relay.
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hans"

GROUP = "风机叶片结冰文献组"
QQ = {"loris": "2876604135", "gecko": "1530426718", "civet": "3194877620"}
BOT = ("活文档同步", "2854211736")
RULE = "=" * 64
RISK = {"high": "高", "medium": "中", "low": "低"}
CIRCLED = "①②③④⑤⑥⑦⑧⑨"


def _stamp(t: datetime) -> str:
    """`2034-01-10 20:35:07`, `2034-01-09 8:12:05`: QQ leaves the hour unpadded."""
    return f"{t:%Y-%m-%d} {t.hour}:{t:%M:%S}"


def _at(d: date, hhmm: str) -> datetime:
    hh, mm = (int(x) for x in hhmm.split(":"))
    return datetime(d.year, d.month, d.day, hh, mm)


class _Chat:
    def __init__(self) -> None:
        self.messages: list[tuple[datetime, str, str, list[str]]] = []

    def say(self, t: datetime, who: str, number: str, *lines: str) -> None:
        self.messages.append((t, who, number, list(lines)))

    def text(self) -> str:
        out = ["消息记录（此消息记录为文本格式，不支持重新导入）", "", RULE, "消息分组:我的QQ群", RULE]
        out += [f"消息对象:{GROUP}", RULE, ""]
        for t, who, number, lines in self.messages:
            out += [f"{_stamp(t)} {who}({number})", *lines, ""]
        return "\ufeff" + "\r\n".join(out) + "\r\n"


def _item(d: Doc, k: int, m: Mention) -> list[str]:
    lines = [f"净增{k}【{W.section_hans(d, m.section)}】{W.label_hans(m)}", m.hans]
    lines += [W.fig_hans(f) for f in m.figures]
    lines += [f"可信度：{W.LEVEL_HANS[m.confidence]}", W.url(m), "来源：" + "、".join(m.sources)]
    return lines


def _carried(d: Doc, m: Mention) -> str:
    parts = [f"· {W.label_hans(m)}{W.section_hans(d, m.section)}", W.carried_hans(m), m.hans]
    return "，".join(parts + [W.fig_hans(f) for f in m.figures])


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    others = [x for x in QQ if x != d.instance]
    chat = _Chat()
    t = _at(d.date, F.HANDOVER)
    chat.say(t - timedelta(minutes=3, seconds=11), others[0], QQ[others[0]], f"@{d.instance} 今天的简报好了吗[表情]")
    me = (d.instance, QQ[d.instance])
    t += timedelta(seconds=7)
    chat.say(t, *me,
             f"【{F.TOPIC} 日报 {W.iso(d.date)}】",
             f"时间窗：{d.window[0]} → {d.window[1]}",
             f"基线活文档：{F.living_path(EXT)}（{W.iso(d.baseline)}版）",
             W.counts_hans(d.counts))  # fmt: skip
    for k, m in enumerate(new, 1):
        t += timedelta(seconds=23 + 5 * k)
        chat.say(t, *me, *_item(d, k, m))
    t += timedelta(seconds=41)
    chat.say(t, *me, "沿用/已锚入：", *(_carried(d, m) for m in old))
    t += timedelta(seconds=19)
    chat.say(t, others[1], QQ[others[1]], "[图片]")
    t += timedelta(seconds=16)
    side_lines = [f"· {W.label_hans(m)}，{W.STATUS_HANS[m.status]}，{m.hans}" for m in side]
    chat.say(t, *me, "邻接/候选：", *side_lines)
    t += timedelta(seconds=37)
    register = []
    for k, e in enumerate(d.entries):
        tag = (
            f"【已解决，风险{RISK[e.risk]}】" if e.resolved else f"【风险{RISK[e.risk]}】"
        )  # (the key states its risk)
        register.append(f"{CIRCLED[k]}{tag}{e.hans}")
    chat.say(t, *me, "⚠️待核实：", *register)
    t += timedelta(seconds=12)
    chat.say(t, *me, "本次净增 arXiv 号：" + "、".join(d.new_ids))
    t += timedelta(seconds=29)
    paths = [f"{s}（空的，没内容）" if s in d.empty_sources else s for s in d.sources]
    chat.say(t, *me, "本棒检查过的来源：", *paths)
    t += timedelta(seconds=8)
    chat.say(t, *me, f"以上，{d.instance} {F.HANDOVER} 交棒")
    t += timedelta(minutes=1, seconds=3)
    chat.say(t, others[0], QQ[others[0]], "收到[表情]")
    return chat.text()


def _living(d: Doc) -> str:
    chat = _Chat()
    t = datetime(d.date.year, d.date.month, d.date.day, 8, 12, 5)
    chat.say(t, *BOT, f"【活文档】{F.TOPIC}", f"版本：{W.iso(d.date)}（夜间接力后）", "以下按章节同步")
    for num in d.sections:
        t += timedelta(seconds=2)
        inside = [m for m in d.mentions if m.section == num]
        lines = [W.section_hans(d, num)]
        if not inside:
            lines.append("（暂无条目）")
        for m in inside:
            lines += [f"{W.label_hans(m)}{W.iso(m.anchored_on)}锚入", m.hans]
            lines += [W.fig_hans(f) for f in m.figures]
            lines += [f"卡片：{s}" for s in m.sources] + [W.url(m)]
        chat.say(t, *BOT, *lines)
    t += timedelta(minutes=4, seconds=40)
    chat.say(t, "gecko", QQ["gecko"], "[表情]")
    return chat.text()


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
