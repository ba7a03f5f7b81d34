"""A Matrix room exported by Element ("Export chat", format "Plain Text"), traditional Chinese: one
line per event, `<time> - <text for the event>`, the time as the browser's zh-TW `toLocaleString()`
writes it (`2028/3/8 下午7:30:02`), a message as `<display name>: <body>` with the body's own line
breaks kept (so a long message runs on over several lines without a prefix), a reply as Element
renders its fallback, `<display name>: <@user:server "first line of the quoted message"> reply`
(the quote cut at 32 characters with `...`), a membership event in Element's zh-Hant wording
(`otter 已加入聊天室`). The bodies are what the composer sends as plain text: the writer's light
Markdown (`**bold**`, `- ` lists) stays as typed. The brief is what its writer posts in the topic's
relay room, one message per part, while a person in the room replies and the relay's bot
acknowledges; the living document is the export of the knowledge room where the bot posts it,
one message per section. Each file keeps the pipeline's path rather than Element's
`matrix - <room> - Chat Export - <date>.txt`."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

SERVER = "relay.example.org"
HUMAN = ("林以晴", "yiching")  # (display name, localpart)
BOT = "RelayBot"
REPLY_MAX = 32  # Element's REPLY_SOURCE_MAX_LENGTH


def stamp(t: datetime) -> str:
    """`2028/3/8 下午7:30:02`: `Date.toLocaleString()` in a zh-TW browser."""
    half = "上午" if t.hour < 12 else "下午"
    return f"{t.year}/{t.month}/{t.day} {half}{t.hour % 12 or 12}:{t:%M:%S}"


def mxid(localpart: str) -> str:
    return f"@{localpart}:{SERVER}"


def quote(body: str) -> str:
    """The quoted source Element writes for a reply: the first non-blank line, cut at 32."""
    first = next(x for x in body.split("\n") if x.strip())
    return first[:REPLY_MAX] + ("..." if len(first) > REPLY_MAX else "")


def line(t: datetime, sender: str, body: str) -> str:
    return f"{stamp(t)} - {sender}: {body}"


def reply(t: datetime, sender: str, to_localpart: str, to_body: str, body: str) -> str:
    return f'{stamp(t)} - {sender}: <{mxid(to_localpart)} "{quote(to_body)}"> {body}'


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]


# --- the brief: the writer's messages in the relay room ------------------------------------------


def _new(d: Doc, n: int, total: int, m: Mention) -> str:
    w = F.work(m)
    L = [f"【{W.STATUS_HANT['new']} {n}/{total}】**{w.name}**", f"{_ref(m)} {W.url(m)}"]
    L.append(f"建議章節：{W.section_hant(d, m.section)}｜信心：{W.CONFIDENCE_ZH[m.confidence]}")
    L.append(f"要點：{m.hant}。")
    if m.figures:
        L.append("數字：" + "；".join(W.fig_hant(f) for f in m.figures))
    L.append(f"來源：{'、'.join(m.sources)}")
    return "\n".join(L)


def _carried(d: Doc, carried: list[Mention]) -> str:
    st = W.STATUS_HANT
    L = [f"【{st['carried-over']}與{st['anchored']}】"]
    for m in carried:
        s = f"- {F.work(m).name}（{_ref(m)}）{W.carried_hant(m)}，{W.section_hant(d, m.section)}：{m.hant}。"
        s += "".join(f"{W.fig_hant(f)}。" for f in m.figures)
        L.append(f"{s} {W.url(m)}")
    return "\n".join(L)


def _side(side: list[Mention]) -> str:
    st = W.STATUS_HANT
    L = [f"【{st['adjacent']}與{st['candidate']}】"]
    L += [f"- {F.work(m).name}（{_ref(m)}），{st[m.status]}：{m.hant}。 {W.url(m)}" for m in side]
    return "\n".join(L)


def _register(d: Doc) -> str:
    L = ["【待核實】"]
    for e in d.entries:
        flag = f"✅ 已解決（風險：{W.RISK_HANT[e.risk]}）" if e.resolved else f"⚠️ 風險：{W.RISK_HANT[e.risk]}"
        L.append(f"- {flag}｜{e.hant}")
    return "\n".join(L)


def _ids(d: Doc, carried: list[Mention]) -> str:
    L = ["【可引用 arXiv 編號】", f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv} {W.carried_hant(m)} {W.section_hant(d, m.section)}" for m in carried if F.work(m).arxiv]
    return "\n".join(L)


def header(d: Doc) -> str:
    return "\n".join([
        f"**{F.TOPIC} 每日簡報（{W.zh_date(d.date)}）**",
        f"撰寫：{d.instance}",
        f"時間窗：{d.window[0]} → {d.window[1]}",
        f"基線活文件：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"本棒申報：{W.counts_hant(d.counts)}",
    ])  # fmt: skip


def sources(d: Doc) -> str:
    L = ["【已讀來源】"]
    L += [f"- {s}（空的，今天沒有本主題內容）" if W.empty(d, s) else f"- {s}" for s in d.sources]
    return "\n".join(L)


def writer_messages(d: Doc) -> list[str]:
    """The bodies the writer posts, in order (the brief itself)."""
    new, carried, side = F.groups(d)
    bodies = [header(d), sources(d)]
    bodies += [_new(d, n, len(new), m) for n, m in enumerate(new, 1)]
    bodies.append(_carried(d, carried))
    if side:
        bodies.append(_side(side))
    return bodies + [_register(d), _ids(d, carried)]


ASK = {1: "今天的簡報好了嗎？晚上接力前我想先看一下。", 2: "otter，昨天那個沙丘數字有更新嗎？",
       3: "heron 辛苦了，今天最後一棒。"}  # fmt: skip
DOUBT = {
    1: "只有一次航測的話，先別錨入吧。",
    2: "潮位站檔案那條我也去問問作者。",
    3: "航測還是只有一次，那就繼續掛著。",
}
ANSWER = {1: "同意，明天接手的人會再追。", 2: "好，有回音請貼在這裡。", 3: "對，等第二個地點補測。"}


def _brief(d: Doc) -> list[str]:
    n = d.date.day - 7  # 1, 2, 3
    hh, mm = map(int, d.window[1][11:].split(":"))
    t = datetime.combine(d.date, time(hh, mm)) - timedelta(minutes=9, seconds=-4)
    me = d.instance
    L = [line(t, HUMAN[0], ASK[n])]
    t += timedelta(minutes=9, seconds=-2)
    bodies = writer_messages(d)
    register = next(b for b in bodies if b.startswith("【待核實】"))
    for b in bodies:
        L.append(line(t, me, b))
        t += timedelta(seconds=37)
        if b is register:
            L.append(reply(t, HUMAN[0], me, b, DOUBT[n]))
            t += timedelta(seconds=41)
            L.append(reply(t, me, HUMAN[1], DOUBT[n], ANSWER[n]))
            t += timedelta(seconds=29)
    t += timedelta(seconds=18)
    L.append(line(t, BOT, f"已收到 {me} 的簡報，今晚 23:40 併入活文件。"))
    if n < len(F.BRIEFS):
        L.append(f"{stamp(t + timedelta(minutes=3, seconds=12))} - {F.BRIEFS[n].instance} 已加入聊天室")
    return L


# --- the living document: the bot's messages in the knowledge room ---------------------------------


def _living(d: Doc) -> list[str]:
    t = datetime.combine(d.date, time(23, 40, 0))
    L = [
        line(
            t, BOT, f"📌 **{F.TOPIC} 活文件（{W.zh_date(d.date)}版）**\n由夜間接力依每日簡報維護，以下每則訊息是一節。"
        )
    ]
    for num in d.sections:
        t += timedelta(seconds=5)
        here = [m for m in d.mentions if m.section == num]
        body = [f"**{W.section_hant(d, num)}**"]
        if not here:
            body.append("（本節尚無錨入條目）")
        for m in here:
            body.append(f"- {F.work(m).name}（{_ref(m)}）{W.slash_md(m.anchored_on)} {W.STATUS_HANT['anchored']}")
            body.append(f"  卡片：{'、'.join(m.sources)}")
            body.append(f"  {m.hant}。{'；'.join(W.fig_hant(f) for f in m.figures)}")
            body.append(f"  {W.url(m)}")
        L.append(line(t, BOT, "\n".join(body)))
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
