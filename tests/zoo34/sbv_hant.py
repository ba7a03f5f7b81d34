"""zoo34 layout `sbv_hant`: the analyst's spoken hand-over at the recorded evening meeting, as the
caption file the video's captions were downloaded in (`.sbv`, YouTube's SubViewer format,
traditional Chinese): cues as a `H:MM:SS.mmm,H:MM:SS.mmm` line and the caption text under it, one
blank line between cues; a change of speaker marked `>> 名字：` at the start of the cue (as YouTube
and caption editors write it), the speaker's following cues unmarked. The meeting's host speaks
three times. Ids, links and paths are as pasted in the meeting chat (the caption editor copied
them), counts and dates as said aloud.

The living document: the editor who keeps it reads it out at the same meeting, section by
section."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "sbv"
LANG = "zh-hant"

LEAD = "佩君"  # the meeting's host
EDITOR = "志豪"  # keeps the living document


def _stamp(t: float) -> str:
    ms = round(t * 1000)
    h, ms = divmod(ms, 3_600_000)
    m, ms = divmod(ms, 60_000)
    s, ms = divmod(ms, 1000)
    return f"{h}:{m:02d}:{s:02d}.{ms:03d}"


class Captions:
    def __init__(self):
        self.cues: list[tuple[float, float, str]] = []
        self.speaker: str | None = None
        self.t = 1.48

    def say(self, who: str, text: str) -> None:
        if who != self.speaker:
            text = f">> {who}：{text}"
            self.speaker = who
        if not self.cues:
            start, end = 1.48, 4.172  # the first cue: the host starts the recording
        else:
            start = self.t + 0.08 + (len(self.cues) * 37 % 9) / 100
            end = start + min(13.5, max(1.6, len(text) * 0.19))
        self.cues.append((start, end, text))
        self.t = end

    def text(self) -> str:
        return "\n\n".join(f"{_stamp(a)},{_stamp(b)}\n{t}" for a, b, t in self.cues) + "\n"


def _pasted(label: str, items) -> str:
    """What the editor copies from the chat: paths and links with a space on either side."""
    return f"{label}我貼在聊天室：" + " 和 ".join(items)


def _item(c: Captions, who: str, d: Doc, m: Mention, head: str) -> None:
    w = F.work(m)
    if w.arxiv:
        c.say(who, f"{head}{w.name}，是{W.KIND_HANT[w.kind]}，編號在聊天室：{w.arxiv}")
    else:
        c.say(who, f"{head}{w.name}，是{W.KIND_HANT[w.kind]}，網址我貼在聊天室了：{W.url(m)}")


def _brief(d: Doc) -> str:
    c = Captions()
    me = d.instance
    new, old, side = F.groups(d)
    c.say(LEAD, "好，錄影開始了，交給你。")
    c.say(me, f"好的。大家好，我是{me}，今天是{W.zh_spoken(d.date)}，我來交接{F.TOPIC}這個主題的簡報。")
    c.say(
        me,
        f"時間窗是從{W.zh_spoken_md(date.fromisoformat(d.window[0][:10]))}{W.HANDOVER_SPOKEN}到今天{W.HANDOVER_SPOKEN}。",
    )
    c.say(me, f"基線是{W.zh_spoken(d.baseline)}那一版的活文件，路徑我貼在聊天室：{F.living_path(EXT)}")
    c.say(me, "這次用到的章節：" + "；".join(W.section_spoken(d, k) for k in d.sections) + "。")
    c.say(me, f"先講數字，{W.counts_spoken(d.counts)}。")
    for k, m in enumerate(new, 1):
        _item(c, me, d, m, f"{W.STATUS_SPOKEN['new']}第{W.ZH_ORDINAL[k]}條，")
        conf = W.CONFIDENCE_HANT[m.confidence]
        c.say(me, f"建議歸入{W.section_spoken(d, m.section)}，可信度{conf}。")
        c.say(me, f"重點是{m.hant}。")
        for f in m.figures:
            c.say(me, f"數據方面，{W.fig_spoken(f)}。")
        c.say(me, _pasted("來源", m.sources))
    c.say(me, f"接下來是{W.STATUS_SPOKEN['carried-over']}和已經錨定的。")
    for m in old:
        _item(c, me, d, m, "")
        c.say(me, f"{W.carried_spoken(m)}，在{W.section_spoken(d, m.section)}。")
        c.say(me, f"{m.hant}。")
        for f in m.figures:
            c.say(me, f"這次的數字，{W.fig_spoken(f)}。")
    for m in side:
        _item(c, me, d, m, f"{W.STATUS_SPOKEN[m.status]}一條，")
        c.say(me, f"{m.hant}。")
    c.say(me, f"待核實的有{W.ZH_COUNT[len(d.entries)]}條。")
    for k, e in enumerate(d.entries, 1):
        state = "已經解決了" if e.resolved else "還沒解決"
        c.say(me, f"第{W.ZH_ORDINAL[k]}條，風險{W.RISK_HANT[e.risk]}，{state}：{e.hant}。")
    c.say(LEAD, "第一條明天還要繼續追嗎？")
    c.say(me, "要，明天繼續追。")
    c.say(me, "本輪淨增的編號我貼在聊天室：" + "、".join(d.new_ids))
    keep = [F.work(m).arxiv for m in old if F.work(m).arxiv]
    c.say(me, "沿用的編號：" + "、".join(keep))
    c.say(me, "這次檢查過的來源，我一個一個貼。")
    for s in d.sources:
        c.say(me, f"{s} 是空的，今天沒有這個主題的內容。" if W.empty(d, s) else s)
    c.say(me, f"我這邊就這些，{me}交接完畢，{W.HANDOVER_SPOKEN}。")
    c.say(LEAD, "好，謝謝，今天就到這裡。")
    return c.text()


def _living(d: Doc) -> str:
    c = Captions()
    c.say(LEAD, "好，錄影開始了，先請活文件。")
    c.say(EDITOR, f"大家好，我是{EDITOR}，我來念一下{F.TOPIC}的活文件，版本是{W.zh_spoken(d.date)}。")
    c.say(EDITOR, f"路徑我貼在聊天室：{F.living_path(EXT)}")
    for k, num in enumerate(d.sections):
        c.say(EDITOR, f"{'接下來是' if k else '先看'}{W.section_spoken(d, num)}。")
        ms = [m for m in d.mentions if m.section == num]
        if not ms:
            c.say(EDITOR, "這一節目前還沒有錨定的條目。")
        for m in ms:
            _item(c, EDITOR, d, m, "")
            c.say(EDITOR, f"{W.carried_spoken(m)}。")
            c.say(EDITOR, f"{m.hant}。")
            for f in m.figures:
                c.say(EDITOR, f"數據方面，{W.fig_spoken(f)}。")
            c.say(EDITOR, _pasted("卡片", m.sources))
        if k == 1:
            c.say(LEAD, "這節今天有人要改嗎？")
            c.say(EDITOR, "目前沒有，繼續。")
    c.say(EDITOR, "活文件就這些。")
    c.say(LEAD, "好，接下來換今天的交接。")
    return c.text()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
