"""A Zulip topic copied as text (`.txt`), traditional Chinese: the messages of one topic selected
in the web app and copied. Zulip's copy handler puts the recipient bar first (`#頻道 > 主題` and
the day) and prefixes each message's first paragraph with `寄件者: `; pasted into a compose box,
Zulip's paste handler turns the HTML back into Zulip Markdown (`**粗體**`, `- ` and `1. ` lists,
`[文字](網址)` links, pipe tables, fenced code blocks, `> ` quotes), and the user saved that. The
writer posts the brief in four messages (`（1/4）` … `（4/4）`); a colleague answers with
Zulip's quote-and-reply (`@_**名字|id** [說](連結)：` and a ```` ```quote ```` fence), the writer
replies and the relay bot acknowledges. The living document is the bot's pinned topic, one
message per section."""

from __future__ import annotations

from urllib.parse import quote

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

REALM = "https://reef-relay.zulipchat.com"
STREAM = "珊瑚礁接力"
MATE = "manta"
BOT = "relay-bot"
IDS = {"wrasse": 31, "grouper": 32, "parrotfish": 33, MATE: 17, BOT: 5}


def topic(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文件"
    return f"{F.TOPIC} 簡報 {W.iso(d.date)}"


def _hash(s: str) -> str:
    """Zulip's narrow URL encoding: percent-encoding with `.` in place of `%`."""
    return quote(s, safe="").replace(".", "%2E").replace("%", ".")


def near(d: Doc, n: int) -> str:
    return f"{REALM}/#narrow/channel/{_hash('12-' + STREAM)}/topic/{_hash(topic(d))}/near/{d.date:%m%d}{n:02d}"


def bar(d: Doc) -> str:
    """The recipient bar as copied: channel, topic and the day."""
    return f"#{STREAM} > {topic(d)} {W.zh_md(d.date)}"


def _link(m: Mention) -> str:
    return f"[{W.label_hant(m)}]({W.url(m)})"


def _msg(sender: str, lines: list[str]) -> list[str]:
    """One copied message: the sender's name before the first paragraph."""
    return [f"{sender}: {lines[0]}"] + lines[1:] + [""]


def messages(d: Doc) -> list[list[str]]:
    """The brief's own four messages, as Zulip Markdown."""
    new, carried, side = F.groups(d)
    m1 = [f"**{F.TOPIC} 每日簡報 {W.iso(d.date)}**（1/4）", "",
          f"- 撰寫：{d.instance}", f"- 時間窗：{d.window[0]} → {d.window[1]}",
          f"- 基線：`{F.living_path(EXT)}`（{W.zh_date(d.baseline)}版）", f"- 申報：{W.counts_hant(d.counts)}", "",
          "**已讀來源**", ""]  # fmt: skip
    m1 += [f"- `{s}`（空白，今天沒有本主題內容）" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    m2 = [f"**{W.STATUS_HANT['new']}**（2/4）", ""]
    for n, m in enumerate(new, 1):
        m2 += [f"{n}. **{F.work(m).name}**（{_link(m)}）", f"    - 建議章節：{W.section_hant(d, m.section)}",
               f"    - 信心：{W.CONFIDENCE_ZH[m.confidence]}", f"    - 要點：{m.hant}。"]  # fmt: skip
        m2 += [f"    - 數據：{W.fig_hant(f)}" for f in m.figures]
        m2 += ["    - 來源：" + "、".join(f"`{s}`" for s in m.sources)]
    m3 = ["**沿用與已錨定**（3/4）", "", "| 條目 | 連結 | 章節 | 狀態 | 說明 |", "| --- | --- | --- | --- | --- |"]
    for m in carried:
        note = m.hant + "。" + "".join(f"回報數據：{W.fig_hant(f)}。" for f in m.figures)
        m3.append(f"| {F.work(m).name} | {_link(m)} | {W.section_hant(d, m.section)} | {W.carried_hant(m)} | {note} |")
    if side:
        m3 += ["", "**相鄰與候選**", ""]
        m3 += [f"- **{F.work(m).name}**（{_link(m)}），{W.STATUS_HANT[m.status]}：{m.hant}。" for m in side]
    m4 = ["**待核實**（4/4）", ""]
    for e in d.entries:
        state = "已解決" if e.resolved else "未解決"
        m4.append(f"- 【{state}，{W.RISK_ZH[e.risk]}風險】{e.hant}。")
    m4 += ["", "可引用的 arXiv 編號：", "", "```text", f"{W.STATUS_HANT['new']}：{' '.join(d.new_ids)}"]
    m4 += [f"{F.work(m).arxiv}  {W.carried_hant(m)}  {W.section_hant(d, m.section)}" for m in carried
           if F.work(m).arxiv]  # fmt: skip
    m4 += ["```", "", f"交班時間 {d.window[1][11:]}。"]
    return [m1, m2, m3, m4]


HELLO = {10: "今晚輪到誰寫 coral-reef-monitoring？", 11: "grouper，ThermoDrift 的數字今天有變嗎？",
         12: "本週最後一輪，請開始"}  # fmt: skip
ANSWER = {10: "同意，明天接班的人會繼續追", 11: "謝謝，我會再問作者", 12: "對，還在等第二個環礁"}


def _brief(d: Doc) -> list[str]:
    me = d.instance
    L = [bar(d), ""]
    L += _msg(MATE, [HELLO[d.date.day]])
    L += _msg(me, ["我來，馬上貼。"])
    for msg in messages(d):
        L += _msg(me, msg)
    quoted = next(e for e in d.entries if not e.resolved)
    L += _msg(MATE, [f"@_**{me}|{IDS[me]}** [說]({near(d, 5)})：", "```quote", f"- 【未解決，{W.RISK_ZH[quoted.risk]}風險】"
                     f"{quoted.hant}。", "```", "", "這一條先不要錨定進活文件。"])  # fmt: skip
    L += _msg(me, [f"@**{MATE}** {ANSWER[d.date.day]}"])
    L += _msg(BOT, [f"已收到 {me} 的簡報（4 則訊息），今晚 23:40 併入 `{F.living_path(EXT)}`。"])
    return L


def _living(d: Doc) -> list[str]:
    L = [bar(d), ""]
    L += _msg(
        BOT, [f"**{F.TOPIC} 活文件**，{W.zh_date(d.date)}版（`{F.living_path(EXT)}`），由夜間接力依每日簡報維護。"]
    )
    for num in d.sections:
        msg = [f"**{W.section_hant(d, num)}**", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            msg.append("本節尚無已錨定條目。")
        for m in here:
            msg += [f"- **{F.work(m).name}**（{_link(m)}）", f"    - 狀態：{W.carried_hant(m)}",
                    "    - 卡片：" + "、".join(f"`{s}`" for s in m.sources)]  # fmt: skip
            msg += [f"    - 數據：{W.fig_hant(f)}" for f in m.figures]
            msg += [f"    - {m.hant}。"]
        L += _msg(BOT, msg)
    L += _msg(MATE, ["謝謝 :thumbs_up:"])
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
