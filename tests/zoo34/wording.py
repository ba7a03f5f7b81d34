"""Wording the zoo34 layouts share: dates, figures, counts, statuses and item labels as an analyst
writes them on Obsidian canvas cards and in a Reddit post (English), on Trello cards (simplified
Chinese), and as an analyst says them aloud at a recorded hand-over meeting whose captions are
written in traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# an English-writing analyst (canvas cards, the Reddit post)
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not anchored yet",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a team's Trello board, in simplified Chinese
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# said aloud at the meeting, captioned in traditional Chinese
STATUS_SPOKEN = {
    "new": "淨增",
    "anchored": "已經錨定",
    "not-anchored": "還沒錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}
RISK_HANT = {"high": "高", "medium": "中", "low": "低"}
# a count said aloud: 兩條, not 二條
ZH_COUNT = ("零", "一", "兩", "三", "四", "五", "六", "七", "八", "九", "十")
ZH_ORDINAL = ("零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十")
# 21:15 said aloud
HANDOVER_SPOKEN = "晚上九點十五"


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2033-05-22`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`May 22, 2033`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`May 20`: a date inside a post, its year left to the reader."""
    return f"{d:%b} {d.day}"


def zh_spoken(d: date) -> str:
    """`2033年5月22號`: a date said aloud."""
    return f"{d.year}年{d.month}月{d.day}號"


def zh_spoken_md(d: date) -> str:
    """`5月20號`."""
    return f"{d.month}月{d.day}號"


def trello_stamp(d: date, hhmm: str) -> str:
    """`2033-05-22T13:15:00.000Z`: a local (UTC+8) time as Trello's API writes it, in UTC."""
    h, m = (int(x) for x in hhmm.split(":"))
    day = d
    h -= 8
    if h < 0:
        h += 24
        day = date.fromordinal(d.toordinal() - 1)
    return f"{day.isoformat()}T{h:02d}:{m:02d}:00.000Z"


# --- figures ----------------------------------------------------------------------------------

# written in English: a space before a unit word, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "ha": " ha", "t C/ha": " t C/ha", "seedlings/m²": " seedlings/m²", "psu": " psu"}
# written on the Chinese board: 公顷, 株/m², a factor as 倍
UNIT_HANS = {"×": " 倍", "%": "%", "ha": " 公顷", "t C/ha": " t C/ha", "seedlings/m²": " 株/m²", "psu": " psu"}
# said aloud: (before the number, after it); captions write digits as the editor heard them
UNIT_SPOKEN = {"×": ("", "倍"), "%": ("", "%"), "ha": ("", "公頃"), "t C/ha": ("每公頃", "噸碳"),
               "seedlings/m²": ("每平方公尺", "株"), "psu": ("", " psu")}  # fmt: skip


def value_en(f: Figure) -> str:
    """`5.2×`, `81%`, `340 ha`, `4.8 t C/ha`, `3.2 seedlings/m²`, `0.6 psu`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`5.2 倍`, `81%`, `340 公顷`, `4.8 t C/ha`, `3.2 株/m²`, `0.6 psu`."""
    return f.text + UNIT_HANS[f.unit]


def value_spoken(f: Figure) -> str:
    """`5.2倍`, `81%`, `340公頃`, `每公頃4.8噸碳`, `每平方公尺3.2株`, `0.6 psu`."""
    before, after = UNIT_SPOKEN[f.unit]
    return f"{before}{f.text}{after}"


def metric_en(f: Figure) -> str:
    return f"{f.metric[0].upper()}{f.metric[1:]}"


def fig_en(f: Figure) -> str:
    """`Restored canopy area: 340 ha`."""
    return f"{metric_en(f)}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`恢复冠层面积：340 公顷`."""
    return f"{F.METRIC_HANS[f.metric]}：{value_hans(f)}"


def fig_spoken(f: Figure) -> str:
    """`復育冠層面積是340公頃`."""
    return f"{F.METRIC_HANT[f.metric]}是{value_spoken(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Canopy Extent Mapping`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 冠层范围制图`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_spoken(d: Doc, num: str) -> str:
    """`1.2節，冠層範圍製圖`."""
    return f"{num}節，{F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, day=iso) -> str:
    """`anchored 2033-05-17`, `carried over (anchored May 20)`, `not anchored yet`."""
    if m.status == "anchored":
        return f"anchored {day(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {day(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_hans(m: Mention) -> str:
    """`2033-05-17 已锚入`, `沿用（2033-05-20 已锚入）`, `尚未锚入`."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{iso(m.anchored_on)} {S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}（{iso(m.anchored_on)} {S['anchored']}）"
    return S[m.status]


def carried_spoken(m: Mention) -> str:
    """`5月17號已經錨定`, `沿用，5月20號錨定的`, `還沒錨入`."""
    S = STATUS_SPOKEN
    if m.status == "anchored":
        return f"{zh_spoken_md(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}，{zh_spoken_md(m.anchored_on)}錨定的"
    return S[m.status]


# --- declared counts --------------------------------------------------------------------------


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new (3 new arXiv IDs), 1 adjacent, 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`本次新增 3 条（其中 arXiv 号 3 个），邻接 1 条，沿用 2 条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（其中 arXiv 号 {c['new-arxiv']} 个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 条")
    return "，".join(parts)


def counts_spoken(c: dict[str, int]) -> str:
    """`淨增三條，其中新的arXiv編號三個，鄰接一條，沿用兩條`."""
    n, S = ZH_COUNT, STATUS_SPOKEN
    parts = []
    if "increments" in c:
        parts.append(f"{S['new']}{n[c['increments']]}條")
    if "new-arxiv" in c:
        parts.append(f"其中新的arXiv編號{n[c['new-arxiv']]}個")
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{n[c['adjacent']]}條")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{n[c['carried-over']]}條")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
