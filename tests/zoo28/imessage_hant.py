"""An Apple Messages (iMessage) group conversation exported as text by `imessage-exporter -f txt`,
traditional Chinese (`.txt`). Each message as the exporter writes it: the time line
(`Nov 20, 2031  2:16:05 PM`, the hour space-padded, with `(Read by you after 1 minute)` on
messages from others that the owner read later), the sender (`Me`, a contact's name, or a handle
not in the contacts: a phone number or an e-mail address), the text, then, for a message others
reacted to, `Reactions:` and one `Loved by …` line each followed by a blank line; an attachment is
its file path on the Mac; a link on its own becomes a link balloon (the URL, the page title, its
summary); every message ends with a blank line.

The export is the writer's own (the writer is `Me`): a colleague asks who writes today, the writer
posts the brief as a run of messages (the header and sources; one message per 淨增 item, its
fields on lines of their own; the carried items one line each; the adjacent items; the register;
the id list and the handover), a third member posts a screenshot and a question about the open
entry, and the writer answers. The living document is the nightly relay's messages (sent from an
e-mail handle), one message a section."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

S = W.STATUS_HANT
MATE = "陳怡君"
PHONE = "+886912345678"
RELAY = "relay@relaynotes.example.org"
CIRCLED = "①②③④⑤"


def stamp(t: datetime) -> str:
    """`Nov 20, 2031  2:16:05 PM`: `%b %d, %Y %l:%M:%S %p`."""
    hour = t.hour % 12 or 12
    return f"{t:%b %d, %Y} {hour:>2}:{t:%M:%S} {t:%p}"


def message(t: datetime, who: str, lines: list[str], read: str = "", loved: tuple[str, ...] = ()) -> list[str]:
    L = [stamp(t) + (f" (Read by you after {read})" if read else ""), who, *lines]
    if loved:
        L += ["Reactions:", *[f"Loved by {x}" for x in loved], ""]
    return L + [""]


def when(d: date, hhmmss: str) -> datetime:
    return datetime.combine(d, datetime.strptime(hhmmss, "%H:%M:%S").time())


def carried(m: Mention) -> str:
    return W.carried_zh(m, S, lambda day: f"{W.slash_md(day)} ")


def header(d: Doc) -> list[str]:
    L = [f"【{F.TOPIC} 每日簡報】{W.zh_date(d.date)}", f"撰寫：{d.instance}", f"時間窗：{d.window[0]} → {d.window[1]}",
         f"基線活文件：{F.living_path(EXT)}（{W.slash(d.baseline)} 版）", f"增量：{W.counts_hant(d.counts)}",
         "檢查過的來源："]  # fmt: skip
    return L + [f"{s}（空白，今日無本主題內容）" if W.empty(d, s) else s for s in d.sources]


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"{CIRCLED[n]} {F.work(m).name}（{W.label_hant(m)}）", W.url(m), f"建議歸入 {W.section_hant(d, m.section)}",
         f"可信度 {W.CONFIDENCE_ZH[m.confidence]}", f"重點：{m.hant}。"]  # fmt: skip
    L += [f"數據：{W.fig_hant(f)}" for f in m.figures]
    return L + ["來源：" + "、".join(m.sources)]


def brief_messages(d: Doc) -> list[list[str]]:
    new, old, side = F.groups(d)
    msgs = [header(d)] + [item(d, n, m) for n, m in enumerate(new)]
    lines = [f"{S['carried-over']}／{S['anchored']}："]
    for m in old:
        said = "".join(f"，另報 {W.fig_hant(f)}" for f in m.figures)
        lines.append(f"・{F.work(m).name} {W.url(m)} {W.section_hant(d, m.section)} {carried(m)}：{m.hant}{said}。")
    msgs.append(lines)
    if side:
        msgs.append([f"{S['adjacent']}／{S['candidate']}："] + [
            f"・{F.work(m).name}（{W.label_hant(m)}，{S[m.status]}）{W.url(m)} {m.hant}。" for m in side])  # fmt: skip
    reg = ["待核實："]
    for n, e in enumerate(d.entries, 1):
        reg.append(f"{n}. 風險{W.RISK_ZH[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}。")
    msgs.append(reg)
    ids = [f"可引用 arXiv 編號（{S['new']}）：{'、'.join(d.new_ids)}"]
    ids += [f"{F.work(m).arxiv} {carried(m)} {W.section_hant(d, m.section)}" for m in old if F.work(m).arxiv]
    msgs.append(ids + [f"交班：{d.instance} {d.window[1][11:]}，以上。"])
    return msgs


ASK = {20: f"今天 {F.TOPIC} 誰寫？", 21: "今天輪到 ocelot 對吧", 22: "這週最後一期了"}
ANSWER = {20: "對，先不錨入，等第二個語對", 21: "會，明天接班的人繼續追", 22: "作者還沒公開第二個語對，維持未解決"}
SHOT = "~/Library/Messages/Attachments/7c/12/4A8B21C0-6E3D-4F55-9D0B-2F1C7A93E5D1/IMG_{n}.heic"


def brief(d: Doc) -> list[str]:
    day = d.date.day
    L = message(when(d.date, "14:09:41"), MATE, [ASK[day]], read="1 minute")
    L += message(when(d.date, "14:10:02"), "Me", ["我來，交班後馬上貼"], loved=(MATE,))
    t = when(d.date, "14:16:05")
    for n, lines in enumerate(brief_messages(d)):
        L += message(t, "Me", lines, loved=(MATE, PHONE) if n == 0 else ())
        t += timedelta(seconds=47 + 13 * n)
    blog = [m for m in F.groups(d)[0] if F.work(m).kind == "blog post"]
    if blog:  # the writer also drops the blog link on its own: a link balloon
        w = F.work(blog[0])
        L += message(t, "Me", [str(w.url), w.name, "Booth Notes"])
        t += timedelta(seconds=30)
    L += message(t + timedelta(minutes=3), PHONE, [SHOT.format(n=4400 + day)], read="2 minutes")
    open_entry = next(e for e in d.entries if not e.resolved)
    L += message(t + timedelta(minutes=3, seconds=20), PHONE, [f"{open_entry.hant_text}那條今天要錨入嗎？"],
                 read="2 minutes")  # fmt: skip
    L += message(t + timedelta(minutes=6), "Me", [ANSWER[day]], loved=(PHONE,))
    return L


def living(d: Doc) -> list[str]:
    t = when(d.date, "23:40:12")
    L = message(t, RELAY, [f"【{F.TOPIC} 活文件】{W.zh_date(d.date)}版", f"路徑：{F.living_path(EXT)}",
                           "夜間接力依每日簡報更新。"], read="9 hours")  # fmt: skip
    for num in d.sections:
        t += timedelta(seconds=2)
        lines = [W.section_hant(d, num)]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            lines.append(f"本節尚無{S['anchored']}條目。")
        for m in here:
            lines += [f"{F.work(m).name}（{W.label_hant(m)}）{W.url(m)}", f"狀態：{carried(m)}",
                      "卡片：" + "、".join(m.sources)]  # fmt: skip
            lines += [f"數據：{W.fig_hant(f)}" for f in m.figures]
            lines.append(f"重點：{m.hant}。")
        L += message(t, RELAY, lines, read="9 hours")
    L += message(when(d.date + timedelta(days=1), "08:52:30"), "Me", ["收到 👍"])
    return L


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d))
