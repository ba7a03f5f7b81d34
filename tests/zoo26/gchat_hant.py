"""A Google Chat conversation copied from the browser as plain text (`.txt`), traditional Chinese.
The messages of one space were selected in chat.google.com (interface language 中文（台灣）) and
copied: the day divider (`今天`), then for each run of messages from one sender the sender's name
on a line of its own, `應用程式` beneath the name when the sender is a Chat app, the time
(`下午9:31`) on the next line and the messages beneath; a run's later messages carry no header of
their own, an edited message is followed by `已編輯`. Chat's own formatting (`*粗體*`) is gone in
a plain-text copy, so the writer's structure is only what was typed: 【】 brackets for the parts,
numbered items, full-width punctuation, bare links.

The writer posts the brief in four messages (header and sources; NET-new items as short
paragraphs; carried and adjacent items a sentence each; register and ids); a colleague asks about
the open register entry, the writer answers and the relay app acknowledges. The living document is
the relay app's post of the night before, one message per section."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

SPACE = "冰湖潰決接力"
MATE = "林佩君"
BOT = "relay-bot"
RISK_MARK = {"high": "🔴", "medium": "🟡", "low": "🟢"}


def clock(hhmm: str) -> str:
    """`21:31` as the zh-TW interface shows it: `下午9:31`."""
    h, m = (int(x) for x in hhmm.split(":"))
    return f"{'上午' if h < 12 else '下午'}{(h - 1) % 12 + 1}:{m:02d}"


def header(sender: str, hhmm: str) -> list[str]:
    return [sender] + (["應用程式"] if sender == BOT else []) + [clock(hhmm)]


def _link(m: Mention) -> str:
    return f"{W.label_hant(m)} {W.url(m)}"


def messages(d: Doc) -> list[list[str]]:
    """The brief's own four messages, as typed."""
    new, carried, side = F.groups(d)
    m1 = [f"【{F.TOPIC} 每日簡報】{W.zh_date(d.date)}", f"撰寫：{d.instance}", f"時間窗：{d.window[0]} → {d.window[1]}",
          f"基線：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）", f"申報：{W.counts_hant(d.counts)}", "",
          "已讀來源："]  # fmt: skip
    m1 += [f"{s}（空白，今天沒有本主題內容）" if W.empty(d, s) else s for s in d.sources]
    m2 = [f"【{W.STATUS_HANT['new']}】"]
    for n, m in enumerate(new, 1):
        m2 += [f"{n}. {F.work(m).name}　{_link(m)}",
               f"建議歸入 {W.section_hant(d, m.section)}，信心{W.CONFIDENCE_ZH[m.confidence]}。", f"{m.hant}。"]  # fmt: skip
        m2 += [f"數據：{W.fig_hant(f)}" for f in m.figures]
        m2 += ["來源：" + "、".join(m.sources), ""]
    m3 = ["【續用與已錨入】"]
    for m in carried:
        said = "".join(f"回報數據：{W.fig_hant(f)}。" for f in m.figures)
        m3.append(
            f"{F.work(m).name}（{_link(m)}）{W.section_hant(d, m.section)}，{W.carried_hant(m)}。{m.hant}。{said}"
        )
    if side:
        m3 += ["", "【鄰接與候選】"]
        m3 += [f"{F.work(m).name}（{_link(m)}）{W.STATUS_HANT[m.status]}：{m.hant}。" for m in side]
    m4 = ["【待核實】"]
    for n, e in enumerate(d.entries, 1):
        state = "已解決" if e.resolved else "未解決"
        m4.append(f"{n}. {RISK_MARK[e.risk]} {W.RISK_ZH[e.risk]}風險，{state}：{e.hant}。")
    m4 += ["", "【可引用 arXiv 編號】", f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    m4 += [f"{F.work(m).arxiv} {W.carried_hant(m)} {W.section_hant(d, m.section)}" for m in carried if F.work(m).arxiv]
    m4 += ["", f"交班時間 {d.window[1][11:]}。"]
    return [m1, m2, m3, m4]


ASK = {10: f"今晚誰寫 {F.TOPIC}？", 11: "今天輪到 curlew 吧？", 12: "這週最後一輪，麻煩了"}
REPLY = {10: "對，等第二個流域的錄音再說", 11: "同意，明天接班的人會繼續追", 12: "對，作者還沒公開第二個流域"}


def _run(sender: str, hhmm: str, msgs: list[list[str]], edited: int | None = None) -> list[str]:
    """One run of messages from one sender: the header once, each message beneath."""
    L = header(sender, hhmm)
    for k, msg in enumerate(msgs):
        L += msg
        if k == edited:
            L.append("已編輯")
    return L + [""]


def _brief(d: Doc) -> list[str]:
    me = d.instance
    open_entry = next(e for e in d.entries if not e.resolved)
    L = ["今天", ""]
    L += _run(MATE, "21:12", [[ASK[d.date.day]]])
    L += _run(me, "21:14", [["我來，十五分鐘後貼上。"]])
    L += _run(me, "21:31", messages(d), edited=0)
    L += _run(MATE, "21:38", [[f"@{me} 待核實第 1 條（{open_entry.hant_text}）先不要錨入活文件吧？"]])
    L += _run(me, "21:40", [[f"@{MATE} {REPLY[d.date.day]}"]])
    L += _run(BOT, "21:45", [[f"已收到 {me} 的簡報（4 則訊息），今晚 23:40 併入 {F.living_path(EXT)}。"]])
    return L


def _living(d: Doc) -> list[str]:
    msgs = [[f"【{F.TOPIC} 活文件】{W.zh_date(d.date)}版（{F.living_path(EXT)}），由夜間接力依每日簡報維護。"]]
    for num in d.sections:
        msg = [W.section_hant(d, num)]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            msg.append("本節尚無已錨入條目。")
        for m in here:
            msg += [f"• {F.work(m).name}（{_link(m)}）", f"狀態：{W.carried_hant(m)}", "卡片：" + "、".join(m.sources)]
            msg += [f"數據：{W.fig_hant(f)}" for f in m.figures]
            msg.append(f"{m.hant}。")
        msgs.append(msg)
    L = ["今天", ""]
    L += _run(BOT, "23:40", msgs)
    L += _run(MATE, "23:52", [["收到，謝謝 👍"]])
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
