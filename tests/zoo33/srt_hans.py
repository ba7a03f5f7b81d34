"""The spoken hand-over at the team's evening meeting as the meeting tool exports its transcript:
a SubRip file (`.srt`), simplified Chinese. SubRip has cues numbered from 1, each a
`HH:MM:SS,mmm --> HH:MM:SS,mmm` timing line (a comma before the milliseconds), its text, and a
blank line; it has no header, no notes and no voice tags, so the tool writes the speaker's name at
the start of each cue (`张伟：…`, `kakapo：…`, a full-width colon). The analyst reads the brief
out; the host opens, asks one question and closes. Ids, paths and links are what the analyst pasted
into the meeting chat, put into the transcript as pasted; counts and ordinals are said (and
written) as Chinese numerals, measured figures as the tool heard them (digits)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "srt"
LANG = "zh-hans"
LEAD = "张伟"  # the meeting's host
EDITOR = "王芳"  # who reads the living document out at the weekly review
START = 1.480
EMPTY = "是空的，今天没有这个主题的内容"


def _stamp(t: float) -> str:
    ms = round(t * 1000)
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, ms = divmod(rest, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def _cues(lines: list[tuple[str, str]]) -> str:
    """(speaker, text) pairs as numbered SubRip cues, timed as a person speaks (about four and a
    half characters a second, a pasted path or link read faster), with short pauses between."""
    out, t = [], START
    for n, (who, text) in enumerate(lines, 1):
        ascii_run = sum(ch.isascii() for ch in text)
        length = 0.21 * (len(text) - ascii_run) + 0.055 * ascii_run
        end = t + max(1.2, length) + (n * 73 % 211) / 1000
        out.append(f"{n}\n{_stamp(t)} --> {_stamp(end)}\n{who}：{text}\n")
        t = end + 0.18 + (n * 137 % 523) / 1000
    return "\n".join(out)


def _pasted(m: Mention) -> str:
    """How the analyst names a work: its name, then the id or link pasted into the chat."""
    w = F.work(m)
    if w.arxiv:
        return f"{w.name}，arXiv号{w.arxiv}"
    return f"{w.name}，这是一个{W.KIND_HANS[w.kind]}，链接贴在聊天里了：{w.url}"


def _brief(d: Doc) -> list[tuple[str, str]]:
    new, old, side = F.groups(d)
    me, S, n = d.instance, W.STATUS_SPOKEN, W.ZH_ORDINAL
    out = [(LEAD, "好，人都到齐了，我们先过今天的接力交接，你开始吧。")]
    say = out.append
    say((me, f"好的。大家好，我是{me}，今天是{W.zh_spoken(d.date)}，我来交接{F.TOPIC}这个主题的简报。"))
    start = date.fromisoformat(d.window[0].split(" ")[0])
    say((me, f"时间窗是从{W.zh_spoken_md(start)}{W.HANDOVER_SPOKEN}到今天{W.HANDOVER_SPOKEN}。"))
    say((me, f"基线是{W.zh_spoken(d.baseline)}那一版活文档，路径我贴在聊天里：{F.living_path(EXT)}。"))
    say((me, f"先说数字：{W.counts_spoken(d.counts)}。"))
    say((me, f"今天读过的来源我也贴了：{'、'.join(d.sources)}。"))
    for s in d.empty_sources:
        say((me, f"其中{s}{EMPTY}。"))
    for k, m in enumerate(new, 1):
        say((me, f"{S['new']}第{n[k]}条，{_pasted(m)}。"))
        say((me, f"简单说，{m.hans}。"))
        for f in m.figures:
            say((me, f"{W.fig_spoken(f)}。"))
        say((me, f"建议归到{W.section_spoken(d, m.section)}，可信度{W.CONFIDENCE_HANS[m.confidence]}。"))
        say((me, f"来源是{'和'.join(m.sources)}。"))
        if k == 1:
            say((LEAD, "等一下，这个数字是作者自己报的，还是我们复现过？"))
            say((me, "是作者报的，我们还没复现，所以可信度没给满。"))
    say((me, f"接下来是{S['carried-over']}和已经锚定的。"))
    for m in old:
        say((me, f"{_pasted(m)}，{W.section_spoken(d, m.section)}，{W.carried_spoken(m)}。"))
        for f in m.figures:
            say((me, f"这次给的{W.fig_spoken(f)}。"))
        say((me, f"{m.hans}。"))
    for m in side:
        say((me, f"还有一条{S[m.status]}，{_pasted(m)}，先不进活文档。"))
        say((me, f"{m.hans}。"))
    say((me, f"待核实的有{W.ZH_COUNT[len(d.entries)]}条。"))
    for k, e in enumerate(d.entries, 1):
        state = "已经解决了" if e.resolved else "还没解决"
        say((me, f"第{n[k]}条，风险{W.RISK_HANS[e.risk]}，{state}：{e.hans}。"))
    say((me, f"最后，{S['new']}的arXiv号我贴在聊天里：{'、'.join(d.new_ids)}。"))
    keep = [m for m in old if F.work(m).arxiv]
    said = [F.work(m).arxiv + (f"（{W.zh_spoken_md(m.anchored_on)}锚定）" if m.anchored_on else "") for m in keep]
    say((me, f"{S['carried-over']}的号是{'、'.join(said)}。"))
    say((me, f"我这边就这些，{me}交接完毕，{W.HANDOVER_SPOKEN}。"))
    say((LEAD, "好，谢谢，辛苦了。"))
    return out


def _living(d: Doc) -> list[tuple[str, str]]:
    me = EDITOR
    out = [(LEAD, "开始之前，先请王芳把活文档现在的样子过一遍。")]
    say = out.append
    say((me, f"好。这是{F.TOPIC}的活文档，路径是{F.living_path(EXT)}，版本是{W.zh_spoken(d.date)}。"))
    for k, num in enumerate(d.sections):
        say((me, f"{'先看' if k == 0 else '接下来是'}{W.section_spoken(d, num)}。"))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            say((me, "这一节目前还没有锚定的内容。"))
        for m in here:
            say((me, f"{_pasted(m)}，{W.carried_spoken(m)}。"))
            say((me, f"{m.hans}。"))
            for f in m.figures:
                say((me, f"{W.fig_spoken(f)}。"))
            say((me, f"卡片是{'和'.join(m.sources)}。"))
        if k == 2:
            say((LEAD, "后面两节也还是空的吧？"))
            say((me, "对，也还是空的，我快速念一下。"))
    say((me, "活文档就这些。"))
    return out


def render(d: Doc) -> str:
    return _cues(_brief(d) if d.kind == "brief" else _living(d))
