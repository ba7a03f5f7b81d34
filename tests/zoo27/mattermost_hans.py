"""A Mattermost channel copied from the web app as plain text (`.txt`), simplified Chinese. A run of
posts was selected in the browser (interface language 中文（简体）, clock display 24-hour, collapsed
reply threads off, teammate names shown as full names where set, else usernames) and copied: the
date separator (`3月14日周四`), then for each post that starts a run its author's name and the time
(`06:49`) on lines of their own, a run's later posts without a header; a reply shown in the
channel carries the line `评论了 {name} 的消息： ` and the message it answers; a system message is the author `系统` with e.g. `@quoll加入了频道。`; an edited
post ends with ` (已编辑)`. Mattermost renders the Markdown the writers typed, so the copy keeps only
the text: bold and code marks are gone, a table comes out one row a line with its cells apart by
tabs; the writers use ①②③ and （1）（2） rather than Markdown lists, so their numbers survive.

The writer posts the brief as four posts in a row (header and sources; the 本棒净增 items as short
blocks of label lines; the carried items as a table and the adjacent ones as sentences; the
register, the id list and the handover); a colleague asks about the open register entry and the
writer replies. The living document is the relay's post of the night before, one block a section."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hans"

MATE = "周晓岚"
SYSTEM = "系统"
CIRCLED = "①②③④⑤"
PARTS = "一二三四五六"
WEEKDAY = "一二三四五六日"


def separator(d: date) -> str:
    """The date separator for a day of the current year: `3月14日周四`."""
    return f"{W.zh_md(d)}周{WEEKDAY[d.weekday()]}"


def _link(m: Mention) -> str:
    return f"{W.label_hans(m)} {W.url(m)}"


def posts(d: Doc) -> list[list[str]]:
    """The brief's own four posts, as the web app shows them."""
    new, carried, side = F.groups(d)
    p1 = [f"【{F.TOPIC} 每日简报】{W.zh_date(d.date)}", f"撰写：{d.instance}", f"时间窗：{d.window[0]} → {d.window[1]}",
          f"基线活文档：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）", f"增量条数：{W.counts_hans(d.counts)}", "",
          f"{PARTS[0]}、检查过的来源"]  # fmt: skip
    p1 += [f"{s}（空，今日无本主题内容）" if W.empty(d, s) else s for s in d.sources]
    p2 = [f"{PARTS[1]}、{W.STATUS_HANS['new']}"]
    for n, m in enumerate(new):
        p2 += ["", f"{CIRCLED[n]} {F.work(m).name}（{W.label_hans(m)}）", f"链接：{W.url(m)}",
               f"建议归入：{W.section_hans(d, m.section)}", f"可信度：{W.CONFIDENCE_ZH[m.confidence]}", f"要点：{m.hans}。"]  # fmt: skip
        p2 += [f"数据：{W.fig_hans(f)}" for f in m.figures]
        p2.append("来源：" + "、".join(m.sources))
    p3 = [f"{PARTS[2]}、续用与已锚入", "条目\t链接\t节\t状态\t说明"]
    for m in carried:
        said = "".join(f"报告值：{W.fig_hans(f)}。" for f in m.figures)
        p3.append(
            "\t".join([F.work(m).name, W.url(m), W.section_hans(d, m.section), W.carried_hans(m), f"{m.hans}。{said}"])
        )
    if side:
        p3 += ["", f"{PARTS[3]}、邻接与候选"]
        p3 += [f"{F.work(m).name}（{_link(m)}）{W.STATUS_HANS[m.status]}：{m.hans}。" for m in side]
    k = 4 if side else 3
    p4 = [f"{PARTS[k]}、待核实"]
    for n, e in enumerate(d.entries, 1):
        state = "已解决" if e.resolved else "未解决"
        p4.append(f"（{n}）风险{W.RISK_ZH[e.risk]}，{state}：{e.hans}。")
    p4 += ["", f"{PARTS[k + 1]}、可引用 arXiv 号", f"{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"]
    p4 += [
        f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried if F.work(m).arxiv
    ]
    p4 += ["", f"交班：{d.instance} {d.window[1][11:]}"]
    return [p1, p2, p3, p4]


def header(name: str, hhmm: str) -> list[str]:
    return [name, hhmm]


def reply(name: str, hhmm: str, to: str, quoted: str, text: str) -> list[str]:
    """A reply as the channel shows it: `评论了 {name} 的消息： ` and the message it answers."""
    return header(name, hhmm) + [f"评论了 {to} 的消息： {quoted}", text]


# the system message of the day (names as the display setting shows them: full name, else username)
NOTICE = {14: "@quoll加入了频道。", 15: "@林浩 被 @周晓岚 添加到此频道。", 16: "@林浩离开了频道。"}
ASK = {14: f"今天 {F.TOPIC} 轮到谁？", 15: "今天是 tapir 吧？", 16: "这周最后一期，辛苦"}
ANSWER = {14: "对，等第二块泥炭地的数据再说", 15: "同意，明早接班的人继续追", 16: "对，作者还没发布第二个站点"}


def _brief(d: Doc) -> list[str]:
    me = d.instance
    open_entry = next(e for e in d.entries if not e.resolved)
    L = [separator(d.date), ""]
    L += header(MATE, "06:20") + [ASK[d.date.day], ""]
    L += reply(me, "06:22", MATE, ASK[d.date.day], "我来，交班后十分钟内发。") + [""]
    L += header(SYSTEM, "06:31") + [NOTICE[d.date.day], ""]
    p1, p2, p3, p4 = posts(d)
    p3[-1] += " (已编辑)"
    L += header(me, "06:49")
    for post in (p1, p2, p3, p4):
        L += post + [""]
    ask = f"@{me} 待核实第 1 条（{open_entry.hans_text}）先别锚入活文档吧？"
    L += header(MATE, "06:58") + [ask, ""]
    L += reply(me, "07:01", MATE, ask, f"@{MATE} {ANSWER[d.date.day]}")
    return L


def _living(d: Doc) -> list[str]:
    L = [separator(d.date), ""]
    L += header(MATE, "23:40") + [
        f"【{F.TOPIC} 活文档】{W.zh_date(d.date)}版（{F.living_path(EXT)}），夜间接力根据每日简报更新。"
    ]
    for num in d.sections:
        L += ["", W.section_hans(d, num)]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("本节尚无已锚入条目。")
        for m in here:
            L += [f"{F.work(m).name}（{_link(m)}）", f"状态：{W.carried_hans(m)}", "卡片：" + "、".join(m.sources)]
            L += [f"数据：{W.fig_hans(f)}" for f in m.figures]
            L.append(f"要点：{m.hans}。")
    L += ["", "okapi", "23:52", "收到 👍"]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
