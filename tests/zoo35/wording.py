"""Wording the zoo35 layouts share: dates, figures, counts, statuses and item labels as an analyst
writes them in a Jupyter notebook and a TaskPaper list (English), on a MediaWiki page (traditional
Chinese) and in a DingTalk group chat (simplified Chinese)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# an English-writing analyst (the notebook's Markdown, the TaskPaper notes)
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# TaskPaper tags: the status as a tag, its value the section (`@new(§1.2)`)
STATUS_TAG = {
    "new": "new",
    "anchored": "anchored",
    "not-anchored": "not-anchored",
    "carried-over": "carried",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a team wiki, in traditional Chinese
STATUS_HANT = {
    "new": "淨新增",
    "anchored": "已錨定",
    "not-anchored": "尚未錨定",
    "carried-over": "延續",
    "adjacent": "相鄰",
    "candidate": "候選",
}
# a DingTalk group, in simplified Chinese
STATUS_HANS = {
    "new": "净新增",
    "anchored": "已锚定",
    "not-anchored": "暂未锚定",
    "carried-over": "延续",
    "adjacent": "相邻",
    "candidate": "候选",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANT = {"high": "高", "medium": "中", "low": "低"}
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2026-07-15`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`15 July 2026`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2026年7月15日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`7月13日`: a date in a chat message, its year left to the reader."""
    return f"{d.month}月{d.day}日"


# --- figures ----------------------------------------------------------------------------------

# written in English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "km²": " km²", "°C": " °C", "°C-weeks": " °C-weeks", "colonies/m²": " colonies/m²"}
# on the wiki: 平方公里, °C-週 for degree heating weeks, 群體/平方公尺, a factor as 倍
UNIT_HANT = {"×": " 倍", "%": "%", "km²": " 平方公里", "°C": " °C", "°C-weeks": " °C-週",
             "colonies/m²": " 群體/平方公尺"}  # fmt: skip
# typed in the chat: no spaces
UNIT_HANS = {"×": "倍", "%": "%", "km²": "平方公里", "°C": "°C", "°C-weeks": "°C-周", "colonies/m²": "个群体/平方米"}


def value_en(f: Figure) -> str:
    """`6.1×`, `77%`, `410 km²`, `0.4 °C`, `0.9 °C-weeks`, `2.4 colonies/m²`."""
    return f.text + UNIT_EN[f.unit]


def value_hant(f: Figure) -> str:
    """`6.1 倍`, `410 平方公里`, `0.9 °C-週`, `2.4 群體/平方公尺`."""
    return f.text + UNIT_HANT[f.unit]


def value_hans(f: Figure) -> str:
    """`6.1倍`, `410平方公里`, `0.9°C-周`, `2.4个群体/平方米`."""
    return f.text + UNIT_HANS[f.unit]


def metric_en(f: Figure) -> str:
    return f"{f.metric[0].upper()}{f.metric[1:]}"


def fig_en(f: Figure) -> str:
    """`Bleached reef area: 410 km²`."""
    return f"{metric_en(f)}: {value_en(f)}"


def fig_hant(f: Figure) -> str:
    """`白化礁區面積：410 平方公里`."""
    return f"{F.METRIC_HANT[f.metric]}：{value_hant(f)}"


def fig_hans(f: Figure) -> str:
    """`白化礁区面积 410平方公里`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Bleaching Extent Mapping`."""
    return f"§{num} {d.sections[num]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 白化範圍製圖`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 白化范围制图`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored 2026-07-10`, `carried over (anchored 2026-07-13)`, `not yet anchored`."""
    if m.status == "anchored":
        return f"anchored {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over (anchored {iso(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_hant(m: Mention) -> str:
    """`2026年7月10日已錨定`, `延續（2026年7月13日已錨定）`, `尚未錨定`."""
    S = STATUS_HANT
    if m.status == "anchored":
        return f"{zh_date(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}（{zh_date(m.anchored_on)}{S['anchored']}）"
    return S[m.status]


def carried_hans(m: Mention) -> str:
    """`已锚定（7月10日）`, `延续（7月13日锚定）`, `暂未锚定`."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{S['anchored']}（{zh_md(m.anchored_on)}）"
    if m.anchored_on:
        return f"{S['carried-over']}（{zh_md(m.anchored_on)}锚定）"
    return S[m.status]


# --- declared counts --------------------------------------------------------------------------


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


def counts_hant(c: dict[str, int]) -> str:
    """`淨新增 3 項（其中新 arXiv 編號 3 個）、相鄰 1 項、延續 2 項`."""
    S = STATUS_HANT
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 項"
        if "new-arxiv" in c:
            s += f"（其中新 arXiv 編號 {c['new-arxiv']} 個）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 項")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 項")
    return "、".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`净新增3条（新arXiv号3个），相邻1条，延续2条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']}{c['increments']}条"
        if "new-arxiv" in c:
            s += f"（新arXiv号{c['new-arxiv']}个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{c['adjacent']}条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{c['carried-over']}条")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
