"""Wording the zoo42 layouts share: dates, figures, counts, statuses and item labels as a team
writes them in a Confluence wiki page and a spreadsheet export (English), a Typora note
(simplified Chinese) and a PDF report (traditional Chinese)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
STATUS_HANS = {
    "new": "净新增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚定",
    "carried-over": "延续",
    "adjacent": "相邻",
    "candidate": "候选",
}
STATUS_HANT = {
    "new": "淨新增",
    "anchored": "已錨定",
    "not-anchored": "還沒錨定",
    "carried-over": "延續",
    "adjacent": "相鄰",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
LEVEL_HANS = {"high": "高", "medium-high": "中高", "medium": "中", "low": "低"}
LEVEL_HANT = {"high": "高", "medium-high": "中高", "medium": "中", "low": "低"}


def iso(d: date) -> str:
    """`2026-09-24`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`24 September 2026`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2026年9月24日`."""
    return f"{d.year}年{d.month}月{d.day}日"


# written in English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "kg/day": " kg/day", "mites/100 bees": " mites/100 bees", "Hz": " Hz", "dB": " dB"}
# simplified Chinese: units in Chinese words, no spaces
UNIT_HANS = {"×": "倍", "%": "%", "kg/day": "千克每日", "mites/100 bees": "只螨每百只蜂", "Hz": "赫兹", "dB": "分贝"}
# traditional Chinese: a space before a unit (none before %)
UNIT_HANT = {"×": " 倍", "%": "%", "kg/day": " 公斤/日", "mites/100 bees": " 隻蟎/百隻蜂", "Hz": " 赫茲", "dB": " 分貝"}


def value_en(f: Figure) -> str:
    """`3.8×`, `84%`, `0.42 kg/day`, `2.4 mites/100 bees`, `12 Hz`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`4.6倍`, `240立方米每日`, `0.35毫西门子每厘米`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`4.6 倍`, `240 立方公尺/日`, `0.35 毫西門子/公分`."""
    return f.text + UNIT_HANT[f.unit]


def fig_en(f: Figure) -> str:
    """`Piping frequency error: 12 Hz`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`安全开采量误差 240立方米每日`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`安全出水量誤差 240 立方公尺/日`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Well Hydrograph Analysis`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 井水位过程线分析`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 井水位歷線分析`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`QueenCall (arXiv:3301.86078)`, `BeeLog 4 (software release)`."""
    w = F.work(m)
    return f"{w.name} (arXiv:{w.arxiv})" if w.arxiv else f"{w.name} ({KIND_EN[w.kind]})"


def sentence(s: str) -> str:
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored 2026-09-19`, `carried over (anchored 2026-09-22)`, `not yet anchored`."""
    if m.status == "anchored":
        return f"anchored {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over (anchored {iso(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_hans(m: Mention) -> str:
    """`已锚定（2026-09-19）`, `延续（2026-09-22锚定）`, `尚未锚定`."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{S['anchored']}（{iso(m.anchored_on)}）"
    if m.anchored_on:
        return f"{S['carried-over']}（{iso(m.anchored_on)}锚定）"
    return S[m.status]


def carried_hant(m: Mention) -> str:
    """`2026年9月19日已錨定`, `延續，2026年9月22日錨定的`, `還沒錨定` ."""
    S = STATUS_HANT
    if m.status == "anchored":
        return f"{zh_date(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}，{zh_date(m.anchored_on)}錨定的"
    return S[m.status]


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new items"
        if "new-arxiv" in c:
            s += f", of which {c['new-arxiv']} new arXiv IDs"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return "; ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`净新增3条（新arXiv编号3个），相邻1条，延续2条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']}{c['increments']}条"
        if "new-arxiv" in c:
            s += f"（新arXiv编号{c['new-arxiv']}个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{c['adjacent']}条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{c['carried-over']}条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項` ."""
    S = STATUS_HANT
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 項"
        if "new-arxiv" in c:
            s += f"，其中新的 arXiv 編號 {c['new-arxiv']} 個"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 項")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 項")
    return "；".join(parts)
