"""A Microsoft Teams group chat copied out as plain text, traditional Chinese (a zh-TW client):
the messages selected and copied with their context, each starting with a `[<date> <time>] <display
name>` line (`[2028/4/14 下午 9:00] condor`, the date as the zh-TW client writes it, the time with
上午/下午), the message body under it indented by four spaces (a long message keeps its own line
breaks), a quoted reply as the quoted message's author and time and first line set off with `> `
before the reply's own text, and the reactions a message got on a line of their own under it
(`👍 2`). Teams keeps no Markdown in the copy: a bold line comes out as plain text. The brief is
what its writer posts in the relay's group chat, a few messages in a row with a colleague asking
and replying in between and the relay's bot acknowledging; the living document is the knowledge
channel's thread where the bot posts it, one reply per section."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

HUMAN = "林以晴"
BOT = "Relay Bot"
INDENT = "    "


def stamp(t: datetime) -> str:
    """`2028/4/14 下午 9:00`: a zh-TW Teams client's date and time."""
    half = "上午" if t.hour < 12 else "下午"
    return f"{t.year}/{t.month}/{t.day} {half} {t.hour % 12 or 12}:{t:%M}"


def post(t: datetime, who: str, body: str, reactions: str = "") -> list[str]:
    L = [f"[{stamp(t)}] {who}"] + [f"{INDENT}{x}" if x else "" for x in body.split("\n")]
    return L + ([reactions] if reactions else []) + [""]


def reply(t: datetime, who: str, to: str, to_t: datetime, to_body: str, body: str) -> list[str]:
    first = next(x for x in to_body.split("\n") if x.strip())
    return post(t, who, f"> {to} {stamp(to_t)}\n> {first}\n{body}")


# --- the brief: the writer's messages in the relay chat ------------------------------------------


def _new(d: Doc, n: int, total: int, m: Mention) -> str:
    w = F.work(m)
    L = [f"【{W.STATUS_HANT['new']} {n}/{total}】{w.name}", f"{W.label_hant(m)}  {W.url(m)}"]
    L.append(f"建議章節：{W.section_hant(d, m.section)}　信心：{W.CONFIDENCE_ZH[m.confidence]}")
    L.append(f"重點：{m.hant}。")
    if m.figures:
        L.append("數據：" + "；".join(W.fig_hant(f) for f in m.figures))
    L.append(f"來源：{'、'.join(m.sources)}")
    return "\n".join(L)


def _carried(d: Doc, carried: list[Mention]) -> str:
    st = W.STATUS_HANT
    L = [f"【{st['carried-over']}／{st['anchored']}】"]
    for m in carried:
        s = f"• {F.work(m).name}（{W.label_hant(m)}）{W.carried_hant(m)}，{W.section_hant(d, m.section)}：{m.hant}。"
        s += "".join(f"{W.fig_hant(f)}。" for f in m.figures)
        L.append(f"{s} {W.url(m)}")
    return "\n".join(L)


def _side(side: list[Mention]) -> str:
    st = W.STATUS_HANT
    L = [f"【{st['adjacent']}／{st['candidate']}】"]
    L += [f"• {F.work(m).name}（{W.label_hant(m)}），{st[m.status]}：{m.hant}。 {W.url(m)}" for m in side]
    return "\n".join(L)


def _register(d: Doc) -> str:
    L = ["【待查證】"]
    for e in d.entries:
        flag = f"✅ 已解決（風險{W.RISK_HANT[e.risk]}）" if e.resolved else f"⚠️ 風險{W.RISK_HANT[e.risk]}"
        L.append(f"• {flag}：{e.hant}")
    return "\n".join(L)


def _ids(d: Doc, carried: list[Mention]) -> str:
    L = ["【可引用 arXiv 編號】", f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}　{W.carried_hant(m)}　{W.section_hant(d, m.section)}" for m in carried if F.work(m).arxiv]
    return "\n".join(L)


def header(d: Doc) -> str:
    return "\n".join([
        f"{F.TOPIC} 每日簡報（{W.zh_date(d.date)}）",
        f"撰寫：{d.instance}",
        f"時間窗：{d.window[0]} → {d.window[1]}",
        f"基線活文件：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"本輪申報：{W.counts_hant(d.counts)}",
    ])  # fmt: skip


def sources(d: Doc) -> str:
    L = ["【已讀來源】"]
    L += [f"• {s}（空的，今天沒有本主題內容）" if W.empty(d, s) else f"• {s}" for s in d.sources]
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


ASK = {14: "今天的簡報好了嗎？交班前我想先看一下。", 15: "pika，昨天那個疏伐的數字有新的嗎？",
       16: "wren 辛苦了，今天是最後一輪。"}  # fmt: skip
DOUBT = {
    14: "只有一個火季的話，先不要錨定吧。",
    15: "氣象站檔案那條我也去問維護者。",
    16: "還是只有一個火季，那就繼續掛著。",
}
ANSWER = {14: "同意，明天接手的人會再追。", 15: "好，有回音請貼在這裡。", 16: "對，等第二條山脈的資料。"}


def _brief(d: Doc) -> list[str]:
    day = d.date.day
    hh, mm = map(int, d.window[1][11:].split(":"))
    t = datetime.combine(d.date, time(hh, mm)) - timedelta(minutes=9)
    me = d.instance
    L = post(t, HUMAN, ASK[day])
    t += timedelta(minutes=9)
    bodies = writer_messages(d)
    register = next(b for b in bodies if b.startswith("【待查證】"))
    for i, b in enumerate(bodies):
        L += post(t, me, b, "👍 2" if i == 0 else "")
        if b is register:
            t_reg = t
            t += timedelta(minutes=1)
            L += reply(t, HUMAN, me, t_reg, b, DOUBT[day])
            t += timedelta(minutes=1)
            L += reply(t, me, HUMAN, t - timedelta(minutes=1), DOUBT[day], ANSWER[day])
        t += timedelta(minutes=1)
    L += post(t + timedelta(minutes=1), BOT, f"已收到 {me} 的簡報，今晚 23:40 併入活文件。", "✔️ 1")
    return L


# --- the living document: the bot's thread in the knowledge channel --------------------------------


def _living(d: Doc) -> list[str]:
    t = datetime.combine(d.date, time(23, 40))
    L = post(t, BOT, f"{F.TOPIC} 活文件（{W.zh_date(d.date)}版）\n由夜間接力依每日簡報維護，以下每則回覆是一節。")
    for num in d.sections:
        t += timedelta(minutes=1)
        here = [m for m in d.mentions if m.section == num]
        body = [W.section_hant(d, num)]
        if not here:
            body.append("（本節尚無錨定條目）")
        for m in here:
            body.append(
                f"• {F.work(m).name}（{W.label_hant(m)}）{W.slash_md(m.anchored_on)} {W.STATUS_HANT['anchored']}"
            )
            body.append(f"  卡片：{'、'.join(m.sources)}")
            body.append(f"  {m.hant}。{'；'.join(W.fig_hant(f) for f in m.figures)}")
            body.append(f"  {W.url(m)}")
        L += post(t, BOT, "\n".join(body))
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
