"""The brief posted over several messages of a Signal Desktop group chat, exported as text by
signal-export (`sigexport`), traditional Chinese, saved as `.txt`.

What signal-export writes to a chat's `chat.md`: every message printed as
`[YYYY-MM-DD HH:MM:SS] Sender: ` + quote + body + `\\n` and a blank line after it, times in the
exporting computer's local time (the team is in Taipei), the exporting account's own messages
sent by `Me` and the others' by their contact names made filesystem friendly (letters and digits
only). The body keeps Signal's line breaks, loses its backticks and ends in two spaces (a
Markdown hard break); a reply's quoted text comes first as `\\n\\n> ...\\n\\n` (every quoted line
behind `> `); reactions follow as `\\n(- Name: 👍 -)`; attachments follow as Markdown links to the
copied files, `![name](./media/name)  ` for an image, their names made of the message time
(`2026-08-25T16-35-41.218`), the attachment's index and its original file name. The analyst
(the exporting account) posts the brief over several messages; a teammate replies in between.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"

ME = "Me"
MATE = "陳怡君"
PEOPLE = (ME, MATE)
LEVEL = W.LEVEL_HANT
STATUS = W.STATUS_HANT


@dataclass
class Msg:
    at: datetime  # local time, with milliseconds
    sender: str
    body: str
    quote: str = ""
    reactions: list[tuple[str, str]] = field(default_factory=list)
    attachments: list[str] = field(default_factory=list)  # original file names

    def media(self) -> list[str]:
        stamp = self.at.isoformat(timespec="milliseconds").replace(":", "-")
        return [f"{stamp}_{i:02}_{name}".replace(" ", "_") for i, name in enumerate(self.attachments)]

    def to_md(self) -> str:
        body = self.body.replace("`", "") + "  "
        if self.reactions:
            body += "\n(- " + ", ".join(f"{n}: {e}" for n, e in self.reactions) + " -)"
        for name in self.media():
            if name.rsplit(".", 1)[-1] in ("png", "jpg", "jpeg", "gif", "webp"):
                body += "!"
            body += f"[{name}](./media/{name})  "
        quote = ""
        if self.quote:
            quote = "\n\n> " + self.quote.rstrip("\n").replace("\n", "\n> ") + "\n\n"
        return f"[{self.at:%Y-%m-%d %H:%M:%S}] {self.sender}: {quote}{body}\n"


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hant(f) for f in m.figures)


def _label(m: Mention) -> str:
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{W.KIND_HANT[w.kind]}）"


def _item(k: int, n: int, m: Mention, d: Doc) -> str:
    lines = [
        f"{STATUS['new']} {k}/{n}：{_label(m)}",
        f"章節：{W.section_hant(d, m.section)}",
        f"重點：{m.hant}",
    ]
    if m.figures:
        lines.append(f"數字：{_figs(m)}")
    lines += [f"信心：{LEVEL[m.confidence]}", f"連結：{W.url(m)}", "來源：" + "、".join(m.sources)]
    return "\n".join(lines)


def _carried(m: Mention, d: Doc) -> str:
    s = f"- {_label(m)}，{W.section_hant(d, m.section)}，{W.carried_hant(m)}：{m.hant}"
    return s + (f"（{_figs(m)}）" if m.figures else "")


def _clock(d: date, hhmm: str) -> datetime:
    h, m = (int(x) for x in hhmm.split(":"))
    return datetime(d.year, d.month, d.day, h, m)


def _brief(d: Doc) -> list[Msg]:
    new, old, side = F.groups(d)
    t = _clock(d.date, F.HANDOVER)
    head = "\n".join(
        [
            f"每日簡報：{F.TOPIC}，{W.zh_date(d.date)}",
            f"時間窗：{d.window[0]} 至 {d.window[1]}",
            f"實例：{d.instance}",
            f"基線：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
            f"計數：{W.counts_hant(d.counts)}",
            f"新的 arXiv 編號：{'、'.join(d.new_ids)}",
        ]
    )
    msgs = [Msg(t + timedelta(seconds=4, milliseconds=118), ME, head, reactions=[(MATE, "👍")])]
    at = t + timedelta(seconds=41, milliseconds=218)
    for k, m in enumerate(new, 1):
        shot = [f"{F.work(m).name.lower().replace(' ', '-')}-fig3.png"] if k == 1 else []
        msgs.append(Msg(at, ME, _item(k, len(new), m, d), attachments=shot))
        at += timedelta(seconds=38, milliseconds=407)
        if k == 1:
            first = _item(k, len(new), m, d).split("\n")[0]
            msgs.append(Msg(at, MATE, "這筆我晚點對一下原文的數字", quote=first))
            at += timedelta(seconds=52, milliseconds=91)
    msgs.append(Msg(at, MATE, "收到，延續的部分也一起貼吧"))
    at += timedelta(seconds=47, milliseconds=330)
    msgs.append(Msg(at, ME, "\n".join(["延續與錨定："] + [_carried(m, d) for m in old])))
    at += timedelta(seconds=29, milliseconds=612)
    side_lines = [f"- {_label(m)}，{STATUS[m.status]}：{m.hant}" for m in side]
    msgs.append(Msg(at, ME, "\n".join(["相鄰："] + side_lines)))
    at += timedelta(seconds=33, milliseconds=5)
    reg = [
        f"{k}. 風險{LEVEL[e.risk]}，{'已解決' if e.resolved else '未解決'}：{e.hant}"
        for k, e in enumerate(d.entries, 1)
    ]
    msgs.append(Msg(at, ME, "\n".join(["待查核："] + reg)))
    at += timedelta(seconds=26, milliseconds=741)
    src = [f"- {s}" + ("（空的）" if s in d.empty_sources else "") for s in d.sources]
    msgs.append(Msg(at, ME, "\n".join(["已讀來源："] + src)))
    at += timedelta(seconds=12, milliseconds=280)
    msgs.append(Msg(at, ME, f"交接：{d.instance}，{F.HANDOVER}"))
    at += timedelta(minutes=2, seconds=3, milliseconds=864)
    msgs.append(Msg(at, MATE, "謝謝，明天見"))
    return msgs


def _living(d: Doc) -> list[Msg]:
    t = _clock(d.date, "11:20")
    msgs = [
        Msg(
            t + timedelta(seconds=9, milliseconds=504),
            ME,
            f"知識庫：{F.TOPIC}\n版本：{W.zh_date(d.date)}\n活文件逐節貼在下面，每日簡報以這一版為基線",
        )
    ]
    at = t + timedelta(minutes=1, seconds=2, milliseconds=33)
    for k, num in enumerate(d.sections):
        here = [m for m in d.mentions if m.section == num]
        lines = [W.section_hant(d, num)]
        for m in here:
            lines.append(f"- {_label(m)}：{W.carried_hant(m)}")
            lines.append(f"重點：{m.hant}")
            if m.figures:
                lines.append(f"數字：{_figs(m)}")
            lines.append(f"連結：{W.url(m)}")
            lines.append("卡片：" + "、".join(m.sources))
        if not here:
            lines.append("（目前沒有錨定的條目）")
        msgs.append(Msg(at, ME, "\n".join(lines)))
        at += timedelta(seconds=44, milliseconds=170)
        if here and len(msgs) == 2:
            msgs.append(Msg(at, MATE, f"{F.work(here[0]).name} 那筆的卡片我看過了", quote=lines[1]))
            at += timedelta(seconds=31, milliseconds=902)
    msgs.append(Msg(at, MATE, "👍"))
    return msgs


def messages(d: Doc) -> list[Msg]:
    return _brief(d) if d.kind == "brief" else _living(d)


def render(d: Doc) -> str:
    return "".join(m.to_md() + "\n" for m in messages(d))
