"""A WeChat group chat exported as text (`.txt`) the way chat-history tools such as WeChatMsg
(留痕) write it, simplified Chinese. The export opens with a header (the group's name, the export
time, the tool, the number of messages) and a blank line; then each message is a line
`2032-12-13 08:41:07 昵称` (date, time, the sender's group nickname), its text lines, and a blank
line. What is not plain text shows as WeChat shows it: a picture `[图片]`, a file `[文件] name`,
a shared link `[链接] title` with its address, a recalled message as the system line
`"昵称"撤回了一条消息`, a quoted reply as `「昵称：quoted text」`, a rule of spaced dashes and the
reply under it.

The brief is posted by its writer (the instance, under its own nickname) as a run of messages:
the header facts, the sources, one message per 本次新增 item (its fields on lines of their own),
the carried items as `▪` lines, the adjacent ones, the register, the id list with the handover.
The coordinator asks who writes and later quotes the register; a lab member recalls a message,
posts a photo and a PDF of a paper that is not in the brief. The living document is the relay
bot's messages in the same group the night before, one message a section."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hans"

S = W.STATUS_HANS
GROUP = "电池衰减建模接力群"
BOSS = "陈晓雯"
LAB = "老周（测试间）"
BOT = "接力小助手"
SYSTEM = "系统消息"
RULE = "- - - - - - - - - - - - - - -"
CIRCLED = "①②③④⑤"
# a paper the lab member drops into the chat: a lead of the chat's, not the brief's
LEAD = "3212.59136v1.pdf"


def stamp(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}"


def message(t: datetime, who: str, lines: list[str]) -> list[str]:
    return [f"{stamp(t)} {who}", *lines, ""]


def at(d: date, hhmmss: str) -> datetime:
    return datetime.combine(d, datetime.strptime(hhmmss, "%H:%M:%S").time())


def head(t: datetime, count: int) -> list[str]:
    return [f"群聊：{GROUP}", f"导出时间：{stamp(t)}", "导出工具：留痕 WeChatMsg", f"消息条数：{count}", ""]


def intro(d: Doc) -> list[str]:
    return [f"【{F.TOPIC} 每日简报】{W.zh_date(d.date)}", f"撰写：{d.instance}",
            f"时间窗：{d.window[0]} → {d.window[1]}",
            f"基线活文档：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
            f"增量：{W.counts_hans(d.counts)}"]  # fmt: skip


def sources(d: Doc) -> list[str]:
    L = ["检查过的来源："]
    for n, s in enumerate(d.sources, 1):
        L.append(f"{n}. {s}（空，今日无本主题内容）" if W.empty(d, s) else f"{n}. {s}")
    return L


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"【{S['new']} {CIRCLED[n]}】{F.work(m).name}", f"{W.label_hans(m)}：{W.url(m)}",
         f"建议归入：{W.section_hans(d, m.section)}", f"可信度：{W.CONFIDENCE_ZH[m.confidence]}",
         f"要点：{m.hans}。"]  # fmt: skip
    L += [f"数据：{W.fig_hans(f)}" for f in m.figures]
    return L + ["来源：" + "、".join(m.sources)]


def old_items(d: Doc, old: list[Mention]) -> list[str]:
    L = [f"【{S['carried-over']}与{S['anchored']}】"]
    for m in old:
        said = "".join(f"另报{W.fig_hans(f)}。" for f in m.figures)
        L.append(f"▪ {F.work(m).name}（{W.label_hans(m)}）{W.section_hans(d, m.section)}，{W.carried_zh(m, S)}。"
                 f"{m.hans}。{said}{W.url(m)}")  # fmt: skip
    return L


def side_items(side: list[Mention]) -> list[str]:
    L = [f"【{S['adjacent']}】"]
    return L + [f"▪ {F.work(m).name}（{W.label_hans(m)}，{S[m.status]}）{m.hans}。{W.url(m)}" for m in side]


def register(d: Doc) -> list[str]:
    L = ["【待核实】"]
    for n, e in enumerate(d.entries, 1):
        L.append(f"{n}.【风险{W.RISK_ZH[e.risk]}｜{'已解决' if e.resolved else '未解决'}】{e.hans}。")
    return L


def ids(d: Doc, old: list[Mention]) -> list[str]:
    L = ["【可引用 arXiv 号】", f"{S['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}：{W.carried_zh(m, S)}，{W.section_hans(d, m.section)}" for m in old if F.work(m).arxiv]
    return L + [f"交班：{d.instance} {d.window[1][11:]}，完毕。"]


ASK = {13: f"今天 {F.TOPIC} 谁来写？", 14: "今天轮到 serval 吧？", 15: "本周最后一期，辛苦"}
REPLY = {13: "先不锚定，等第二种化学体系的数据出来再说", 14: "明天接班的继续盯，作者说在测了",
         15: "作者还没放出第二种化学体系的结果，继续挂着"}  # fmt: skip


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    day = d.date
    M = [message(at(day, "08:31:10"), BOSS, [ASK[day.day]]),
         message(at(day, "08:32:02"), d.instance, [f"我来，{F.HANDOVER} 交班后发"]),
         message(at(day, "08:35:40"), SYSTEM, [f'"{LAB}"撤回了一条消息']),
         message(at(day, "08:36:05"), LAB, ["[图片]"])]  # fmt: skip
    posts = [intro(d), sources(d)] + [item(d, n, m) for n, m in enumerate(new)] + [old_items(d, old)]
    if side:
        posts.append(side_items(side))
    posts += [register(d), ids(d, old)]
    t = at(day, "08:41:07")
    for n, lines in enumerate(posts):
        M.append(message(t, d.instance, lines))
        t += timedelta(seconds=38 + 11 * n)
    blog = [m for m in new if F.work(m).kind == "blog post"]
    if blog:  # the writer also shares the blog post itself: a link card
        M.append(message(t, d.instance, [f"[链接] {F.work(blog[0]).name}", W.url(blog[0])]))
        t += timedelta(seconds=25)
    M.append(message(t + timedelta(minutes=2), LAB, [f"[文件] {LEAD}"]))
    M.append(message(t + timedelta(minutes=2, seconds=30), LAB, ["这篇也是讲析锂的，有空的帮忙看一眼"]))
    open_entry = next(e for e in d.entries if not e.resolved)
    quoted = register(d)[1 + d.entries.index(open_entry)][:24]
    M.append(message(t + timedelta(minutes=5), BOSS, [f"「{d.instance}：{quoted}…」", RULE,
                                                       f"{open_entry.hans_text}这条今天要锚定吗？"]))  # fmt: skip
    M.append(message(t + timedelta(minutes=7), d.instance, [REPLY[day.day]]))
    M.append(message(t + timedelta(minutes=8), BOSS, ["[OK]"]))
    return head(at(day, "21:30:05"), len(M)) + [x for m in M for x in m]


def living(d: Doc) -> list[str]:
    t = at(d.date, "23:40:12")
    M = [message(t, BOT, [f"【{F.TOPIC} 活文档】{W.zh_date(d.date)}版", f"路径：{F.living_path(EXT)}",
                          "夜间接力根据每日简报更新，以下按节发出。"])]  # fmt: skip
    for num in d.sections:
        t += timedelta(seconds=3)
        lines = [W.section_hans(d, num)]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            lines.append(f"本节暂无{S['anchored']}条目。")
        for m in here:
            lines += [f"▪ {F.work(m).name}（{W.label_hans(m)}）{W.url(m)}", f"状态：{W.carried_zh(m, S)}",
                      f"要点：{m.hans}。"]  # fmt: skip
            lines += [f"数据：{W.fig_hans(f)}" for f in m.figures]
            lines.append("卡片：" + "、".join(m.sources))
        M.append(message(t, BOT, lines))
    M.append(message(at(d.date + timedelta(days=1), "07:58:30"), BOSS, ["收到[抱拳]"]))
    return head(at(d.date + timedelta(days=1), "08:05:00"), len(M)) + [x for m in M for x in m]


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d))
