"""A Discourse forum topic saved from its raw view (`.md`), simplified Chinese: the relay's forum
keeps one topic a day, and the file is what Discourse serves at `/raw/<topic id>`, the posts' raw
Markdown one after another. Each post is written as Discourse's posts controller writes it: a line
`username | updated_at | #post_number` (the time in UTC, as Ruby prints it, `2033-02-15 03:25:41
UTC`), a blank line, the post's raw text, a blank line, a rule of 25 dashes and a blank line. The
raw text is Discourse's Markdown: CommonMark with GFM pipe tables, `@username` mentions, task list
items `- [x]`/`- [ ]`, a URL alone on a line (which Discourse turns into a onebox), uploads as
`![name|WxH](upload://…)`, and the BBCode blocks its plugins add: `[quote="user, post:N,
topic:T"]…[/quote]` for a quoted post, `[details="title"]…[/details]` for a fold, `[poll …]…[/poll]`
for a poll, and the local date `[date=… time=… timezone="…"]`. The team works in Beijing time
(UTC+8), so a post made at the 11:25 handover shows 03:25 UTC in its header.

The brief is two posts by its writer: the first with the header (writer, window, baseline,
declared counts), the sources a task list, the 本次新增 items a pipe table followed by one
`[details]` fold per item with its point and sources (the blog post's address alone on a line
after its fold), the carried items bullets, the adjacent ones inside a fold; the second ("续")
with the register as a task list (ticked when resolved), the arXiv ids and the handover. Around
them the coordinator opens the day's topic, a lab member quotes the register and posts a photo,
the writer answers with a quote, and the coordinator adds a poll. The living document is a wiki
topic of the same forum: the relay bot's first post, `##` a section and `###` an item."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"

S = W.STATUS_HANS
FORUM = "https://forum.reef-relay.example.cn"
BOSS = "lin_xiaowen"
LAB = "zhou.hai"
BOT = "reef-relay-bot"
RULE = "-" * 25
LIVING_TOPIC = 1187
PARTS = "一二三四五六七"
PHOTO = "![IMG_4471|690x460](upload://q2xWmT0sYvB8cJ3nHkLpA7dRf1E.jpeg)"
UTC_OFFSET = timedelta(hours=8)  # the team's clock is Beijing time; Discourse prints UTC


def topic_id(d: Doc) -> int:
    return 1200 + d.date.day


def stamp(local: datetime) -> str:
    """A post header's time: the local time in UTC, as Ruby's Time#to_s writes it."""
    return f"{local - UTC_OFFSET:%Y-%m-%d %H:%M:%S} UTC"


def post(user: str, local: datetime, number: int, raw: list[str]) -> str:
    body = "\n".join(raw).strip("\n")
    assert RULE not in body
    return f"{user} | {stamp(local)} | #{number}\n\n{body}\n\n{RULE}\n\n"


def local_date(d: date, hhmm: str) -> str:
    return f'[date={d.isoformat()} time={hhmm}:00 timezone="Asia/Shanghai"]'


def code(s: str) -> str:
    return f"`{s}`"


def link(m: Mention, text: str | None = None) -> str:
    return f"[{text or W.label_hans(m)}]({W.url(m)})"


def row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def table(head: list[str], rows: list[list[str]]) -> list[str]:
    return [row(head), row(["---"] * len(head)), *[row(r) for r in rows], ""]


def quote(user: str, number: int, topic: int, lines: list[str]) -> list[str]:
    return [f'[quote="{user}, post:{number}, topic:{topic}"]', *lines, "[/quote]", ""]


def fold(title: str, lines: list[str]) -> list[str]:
    return [f'[details="{title}"]', *lines, "[/details]", ""]


# --- the brief's two posts ----------------------------------------------------------------------------


def header(d: Doc) -> list[str]:
    living = F.living_path(EXT)
    return [f"# {F.TOPIC} 每日简报 · {W.zh_date(d.date)}", "",
            f"撰写：{d.instance}（本楼是简报正文，待核实与 arXiv 号在下一楼）",
            f"时间窗：{d.window[0]} → {d.window[1]}",
            f"基线活文档：{code(living)}（{W.iso(d.baseline)} 版，论坛镜像见 [活文档帖]({FORUM}/t/{F.TOPIC}/"
            f"{LIVING_TOPIC})）",
            f"声明计数：{W.counts_hans(d.counts)}", ""]  # fmt: skip


def new_part(d: Doc, new: list[Mention]) -> list[str]:
    rows = []
    for n, m in enumerate(new, 1):
        figs = "；".join(W.fig_hans(f) for f in m.figures) or "无"
        rows.append([str(n), f"**{F.work(m).name}**", link(m), W.section_hans(d, m.section),
                     W.CONFIDENCE_ZH[m.confidence], figs])  # fmt: skip
    L = [f"## {PARTS[1]}、{S['new']}", ""] + table(["#", "条目", "链接", "建议归入", "可信度", "数据"], rows)
    for n, m in enumerate(new, 1):
        L += fold(f"{n}. {F.work(m).name} 的要点与来源", [f"要点：{m.hans}。", "",
                                                           "来源：" + "、".join(code(s) for s in m.sources)])  # fmt: skip
        if F.work(m).kind == "blog post":  # the address alone on its line: Discourse shows a onebox
            L += [W.url(m), ""]
    return L


def old_part(d: Doc, old: list[Mention]) -> list[str]:
    L = [f"## {PARTS[2]}、{S['carried-over']}与{S['anchored']}", ""]
    for m in old:
        said = "".join(f"另报 {W.fig_hans(f)}。" for f in m.figures)
        L.append(f"- **{F.work(m).name}**（{link(m)}）{W.section_hans(d, m.section)}：{W.carried_zh(m, S)}。"
                 f"{m.hans}。{said}")  # fmt: skip
    return L + [""]


def side_part(side: list[Mention]) -> list[str]:
    lines = [f"- **{F.work(m).name}**（{W.label_hans(m)}，{S[m.status]}）：{m.hans}。{link(m, '摘要')}" for m in side]
    return [f"## {PARTS[3]}、{S['adjacent']}", ""] + fold(f"{S['adjacent']}与{S['candidate']}（暂不进活文档）", lines)


def first_post(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = header(d) + [f"## {PARTS[0]}、今天读过的来源", ""]
    L += [f"- [x] {code(s)}（空，今日无本主题内容）" if W.empty(d, s) else f"- [x] {code(s)}" for s in d.sources]
    L += [""] + new_part(d, new) + old_part(d, old)
    return L + (side_part(side) if side else [])


def register_lines(d: Doc) -> list[str]:
    return [f"- [{'x' if e.resolved else ' '}] **待核实 {n}**（风险{W.RISK_ZH[e.risk]}，"
            f"{'已解决' if e.resolved else '未解决'}）：{e.hans}。" for n, e in enumerate(d.entries, 1)]  # fmt: skip


def second_post(d: Doc) -> list[str]:
    old = F.groups(d)[1]
    k = 4 if any(m.status in F.ADJACENT for m in d.mentions) else 3
    L = [f"（续）{W.zh_md(d.date)}简报的待核实、arXiv 号与交班。", "", f"## {PARTS[k]}、待核实", ""]
    L += register_lines(d) + ["", f"## {PARTS[k + 1]}、可引用 arXiv 号", "", f"{S['new']}：{', '.join(d.new_ids)}", ""]
    keep = [m for m in old if F.work(m).arxiv]
    if keep:
        L += table(["arXiv 号", "状态", "节"], [[str(F.work(m).arxiv), W.carried_zh(m, S), W.section_hans(d, m.section)]
                                              for m in keep])  # fmt: skip
    return L + [f"交班：{d.instance} {d.window[1][11:]}，@{BOSS} 请查收。"]


ASK = {15: "这一条能不能先挂着锚进去？我们组下周要引用。", 16: "这条还是没有新进展吗？",
       17: "已经第三天了，要不要直接写信问作者？"}  # fmt: skip
REPLY = {15: "先不锚，等作者把红海那批跑完再说。", 16: "还没有，作者那边没有新消息，继续挂着。",
         17: "继续挂着，下周我来发邮件问作者。"}  # fmt: skip


def at(d: date, hhmmss: str) -> datetime:
    return datetime.combine(d, time.fromisoformat(hhmmss))


def brief(d: Doc) -> str:
    day = d.date
    handover = at(day, F.HANDOVER)
    topic = topic_id(d)
    open_entry = next(e for e in d.entries if not e.resolved)
    clause = open_entry.hans.split("，")[0]  # the words the lab member selected and quoted
    posts = [
        (BOSS, at(day, "10:52:07"), [f"今天的简报交到这个帖子里，@{d.instance} 负责，交班时间 {local_date(day, F.HANDOVER)}。",
                                "", "有补充的直接回帖，别另开话题。"]),
        (d.instance, handover + timedelta(seconds=41), first_post(d)),
        (d.instance, handover + timedelta(minutes=2, seconds=5), second_post(d)),
        (LAB, at(day, "11:40:18"), quote(d.instance, 3, topic, [clause]) + [f"@{d.instance} {ASK[day.day]}", "", PHOTO,
                                                                        "", "附一张上周潜水拍的白化群体。"]),
        (d.instance, at(day, "11:46:52"), quote(LAB, 4, topic, [ASK[day.day]]) + [REPLY[day.day]]),
        (BOSS, at(day, "11:58:30"), ["收到，辛苦。顺便投个票，下周起交班时间要不要挪？", "",
                                "[poll type=regular results=always chartType=bar]", "* 维持上午", "* 改到下午",
                                "[/poll]"]),
    ]  # fmt: skip
    return "".join(post(user, when, n, raw) for n, (user, when, raw) in enumerate(posts, 1))


def living(d: Doc) -> str:
    L = [f"# {F.TOPIC} 活文档", ""]
    L += fold("关于本帖", [f"{W.zh_date(d.date)}版，路径 {code(F.living_path(EXT))}。本帖是 wiki，夜间接力根据每日简报重写，"
                           "请勿手工编辑。"])  # fmt: skip
    for num in d.sections:
        L += [f"## {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [f"本节暂无{S['anchored']}条目。", ""]
        for m in here:
            L += [f"### {F.work(m).name}", "", f"- 链接：{link(m)}", f"- 状态：{W.carried_zh(m, S)}",
                  f"- 要点：{m.hans}。"]  # fmt: skip
            L += [f"- 数据：{W.fig_hans(f)}" for f in m.figures]
            L += ["- 卡片：" + "、".join(code(s) for s in m.sources), ""]
    night = datetime.combine(d.date, time(23, 38, 12))
    morning = datetime.combine(d.date + timedelta(days=1), time(8, 2, 45))
    return post(BOT, night, 1, L) + post(BOSS, morning, 2, ["已读，谢谢 @reef-relay-bot :+1:"])


def render(d: Doc) -> str:
    return brief(d) if d.kind == "brief" else living(d)
