"""A DiscordChatExporter plain-text export (.txt), traditional Chinese, as its PlainTextMessageWriter
writes a channel exported with a zh-TW locale: the preamble between two lines of 62 `=` (Guild,
Channel as `category / channel`, Topic, After, Before), each message as a `[2026/4/9 下午 09:30]
author` line (` (pinned)` appended when pinned) followed by its content and a blank line, then the
`{Attachments}`, `{Embed}` and `{Reactions}` sections the exporter writes, a blank line between
messages and the `Exported N message(s)` postamble. Message contents keep Discord's own markdown
(`# ` headings, `**bold**`, `- ` lists, inline code, a code block, `<url>` links that suppress an
embed); every message stays under Discord's 2000-character limit, so the brief is posted as a run
of messages, with a little chatter from other members around it."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

RULE = "=" * 62
GUILD = "土壤微生物讀書會"
BOT = "relay-bot#4417"
HUMAN = "meilin.h"
LIMIT = 2000


@dataclass
class Message:
    at: datetime
    author: str
    content: str
    pinned: bool = False
    attachments: list[str] = field(default_factory=list)
    embeds: list[list[str]] = field(default_factory=list)
    reactions: list[str] = field(default_factory=list)


def stamp(t: datetime) -> str:
    """.NET's general short format ("g") in zh-TW: `2026/4/9 下午 09:30`."""
    half = "上午" if t.hour < 12 else "下午"
    return f"{W.slash_date(t.date())} {half} {(t.hour % 12 or 12):02d}:{t.minute:02d}"


def _lines(m: Message) -> list[str]:
    L = [f"[{stamp(m.at)}] {m.author}" + (" (pinned)" if m.pinned else ""), m.content, ""]
    if m.attachments:
        L += ["{Attachments}", *m.attachments, ""]
    for e in m.embeds:
        L += ["{Embed}", *e, ""]
    if m.reactions:
        L += ["{Reactions}", " ".join(m.reactions)]
    return L + [""]


def _export(channel: str, topic: str, messages: list[Message], after: datetime, before: datetime) -> str:
    L = [RULE, f"Guild: {GUILD}", f"Channel: {channel}", f"Topic: {topic}", f"After: {stamp(after)}",
         f"Before: {stamp(before)}", RULE, ""]  # fmt: skip
    for m in messages:
        L += _lines(m)
    L += [RULE, f"Exported {len(messages):,} message(s)", RULE, ""]
    return "\n".join(L)


def _embed(m: Mention) -> list[str]:
    """The link preview Discord unfurled for the item's link (url, title, description)."""
    w = F.work(m)
    if w.arxiv:
        return [W.url(m), f"[{w.arxiv}] {w.name}", W.sentence(m.point)]
    if w.kind == "release":
        repo = w.url.split("github.com/")[1].split("/releases")[0]
        return [w.url, f"Release {w.url.rsplit('/', 1)[1]} · {repo}", w.name]
    return [w.url, w.name]


def _snowflake(d: Doc, n: int) -> int:
    """A Discord id of the right size, stable for a document and a message number."""
    return 1227000000000000000 + d.date.toordinal() * 1000 + n


def _new(d: Doc, n: int, m: Mention) -> str:
    w = F.work(m)
    ident = f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]
    L = [f"🆕 **{W.STATUS_HANT['new']} {n}｜{w.name}**（{ident}）", f"建議歸入：{W.section_hant(d, m.section)}",
         f"可信度：{W.CONFIDENCE_ZH[m.confidence]}", "來源：" + "、".join(f"`{s}`" for s in m.sources),
         f"要點：{m.hant}"]  # fmt: skip
    L += [f"數字：{W.fig_hant(f)}" for f in m.figures]
    return "\n".join(L + [W.url(m)])


def _carried(d: Doc, m: Mention) -> str:
    w = F.work(m)
    ident = f"{w.name}（{w.arxiv}）" if w.arxiv else w.name
    tail = "；".join([m.hant] + [W.fig_hant(f) for f in m.figures])
    return f"- {ident} {W.section_hant(d, m.section)} — {W.carried_hant(m)}；{tail} <{W.url(m)}>"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    others = [b.instance for b in F.BRIEFS if b is not d]
    at = datetime.combine(d.date, time(21, 12))
    clock = iter([at + timedelta(minutes=k) for k in (0, 2, 18, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30,
                                                        31, 33, 36, 41)])  # fmt: skip
    msgs = [Message(next(clock), HUMAN, f"今晚 {F.TOPIC} 輪到 @{d.instance} 對吧？"),
            Message(next(clock), d.instance, "對，來源還在過，九點半前發 🙏")]  # fmt: skip
    head = [f"# {F.TOPIC} 每日簡報｜{W.slash_date(d.date)}", f"**執筆**：{d.instance}",
            f"**窗口**：{d.window[0]} → {d.window[1]}",
            f"**基線活文件**：`{F.living_path(EXT)}`（{W.slash_date(d.baseline)} 版）",
            f"**本棒申報**：{W.counts_hant(d.counts)}"]  # fmt: skip
    msgs.append(Message(next(clock), d.instance, "\n".join(head), pinned=True, reactions=["👀 (2)"]))
    src = ["## 檢查過的來源"]
    src += [f"- `{s}`（空，沒有相關內容）" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    msgs.append(Message(next(clock), d.instance, "\n".join(src)))
    for n, m in enumerate(new, 1):
        msg = Message(next(clock), d.instance, _new(d, n, m), embeds=[_embed(m)])
        if len(m.figures) > 1:  # a chart of the figures, pasted as an image
            name = F.work(m).name.lower()
            msg.attachments.append(f"https://cdn.discordapp.com/attachments/{_snowflake(d, 0)}/"
                                   f"{_snowflake(d, n)}/{name}-figures.png")  # fmt: skip
        msgs.append(msg)
    msgs.append(Message(next(clock), d.instance, "\n".join(["♻️ **續用與已錨入**"] + [_carried(d, m) for m in carried])))
    if side:
        L = ["🔭 **鄰接與候選**"]
        for m in side:
            w = F.work(m)
            L.append(f"- {w.name}（{w.arxiv}）{W.STATUS_HANT[m.status]}：{m.hant} <{W.url(m)}>")
        msgs.append(Message(next(clock), d.instance, "\n".join(L)))
    for e in d.entries:
        if e.resolved:
            text = f"✅ **已結案**（{W.RISK_HANT[e.risk]}）\n{e.hant}"
        else:
            text = f"⚠️ **待核實**（{W.RISK_HANT[e.risk]}）\n{e.hant}"
        msgs.append(Message(next(clock), d.instance, text, reactions=["👍"] if e.resolved else []))
    ids = [f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    ids += [f"{F.work(m).arxiv}  {W.carried_hant(m)}  {W.section_hant(d, m.section)}"
            for m in carried if F.work(m).arxiv]  # fmt: skip
    msgs.append(Message(next(clock), d.instance, "\n".join(["📎 **可引用 arXiv 號**", "```", *ids, "```"])))
    msgs.append(Message(next(clock), d.instance, f"以上，{W.slash_date(d.date)} {d.window[1][11:]} 交給夜間接力 🌙"))
    msgs.append(Message(next(clock), others[0], "收到，明早對一下 👌"))
    msgs.append(Message(next(clock), HUMAN, "辛苦了", reactions=["❤️ (2)"]))
    assert all(len(m.content) <= LIMIT for m in msgs)
    return _export(f"每日簡報 / {F.TOPIC}", f"{F.TOPIC} 每日簡報；夜間接力後寫入活文件",
                   msgs, datetime.combine(d.date, time(21)), datetime.combine(d.date, time(23, 59)))  # fmt: skip


def _living(d: Doc) -> str:
    at = datetime.combine(d.date, time(23, 40))
    head = f"# {F.TOPIC} 活文件（{W.slash_date(d.date)} 版）\n每節一則訊息；已錨入的條目附論文卡片。"
    msgs = [Message(at, BOT, head, pinned=True)]
    for k, num in enumerate(d.sections, 1):
        L = [f"## {W.section_hant(d, num)}"]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("（暫無條目）")
        for m in here:
            w = F.work(m)
            L += [f"**{w.name}**（arXiv {w.arxiv}）", f"- {W.carried_hant(m)}", f"- 要點：{m.hant}"]
            L += [f"- {W.fig_hant(f)}" for f in m.figures]
            L += ["- 論文卡片：" + "、".join(f"`{s}`" for s in m.sources), f"<{W.url(m)}>"]
        msgs.append(Message(at + timedelta(minutes=k), BOT, "\n".join(L)))
    msgs.append(Message(at + timedelta(minutes=9), HUMAN, "活文件更新了，明天的簡報以這版為基線", reactions=["👍 (3)"]))
    return _export(f"知識庫 / {F.TOPIC}-活文件", "夜間接力寫入的活文件，每節一則訊息", msgs,
                   datetime.combine(d.date, time(23)), datetime.combine(d.date, time(23, 59)))  # fmt: skip


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
