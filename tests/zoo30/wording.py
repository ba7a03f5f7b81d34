"""Wording the zoo30 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese (the status words are the ones the earlier zoos use)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Telegram group and a reviewed Word file say a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Feishu document on the mainland: 本次新增, 已锚定, 沿用, 邻接预备
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接预备",
    "candidate": "预备候选",
}
# a LINE group in Taiwan: 淨增, 已錨入, 續用, 鄰接
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨入",
    "not-anchored": "仍未錨入",
    "carried-over": "續用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high", "medium": "medium", "low": "low"}
RISK_ZH = {"high": "高", "medium": "中", "low": "低"}
WEEKDAY_HANT = "一二三四五六日"


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2033-01-18`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`January 18, 2033`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`Jan 17`: a date inside a brief, its year left to the reader."""
    return f"{d:%b} {d.day}"


def uk_en(d: date) -> str:
    """`18 January 2033`."""
    return f"{d.day} {d:%B} {d.year}"


def uk_short(d: date) -> str:
    """`17 Jan`."""
    return f"{d.day} {d:%b}"


def zh_date(d: date) -> str:
    """`2033年1月18日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`1月17日`."""
    return f"{d.month}月{d.day}日"


def slash(d: date) -> str:
    """`2033/1/17`."""
    return f"{d.year}/{d.month}/{d.day}"


def line_day(d: date) -> str:
    """A LINE export's day line: `2033/01/18（週二）`."""
    return f"{d:%Y/%m/%d}（週{WEEKDAY_HANT[d.weekday()]}）"


# --- figures ----------------------------------------------------------------------------------

UNIT_EN = {"×": "×", "%": "%", "ms": " ms", "K": " K", "°C": " °C", "W/m²": " W/m²", "km²": " km²", "m": " m"}
UNIT_HANS = {"×": "倍", "%": "%", "ms": " 毫秒", "K": " K", "°C": " °C", "W/m²": " W/m²", "km²": " 平方公里",
             "m": " 米"}  # fmt: skip
UNIT_HANT = {"×": " 倍", "%": "%", "ms": " 毫秒", "K": " K", "°C": " °C", "W/m²": " W/m²", "km²": " 平方公里",
             "m": " 公尺"}  # fmt: skip


def value_en(f: Figure) -> str:
    """`3.4×`, `9%`, `0.8 K`, `35 ms`, `18 W/m²`, `410 km²`, `30 m`, `1.1 °C`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`3.4倍`, `9%`, `35 毫秒`, `410 平方公里`, `30 米`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`3.4 倍`, `9%`, `35 毫秒`, `410 平方公里`, `30 公尺`."""
    return f.text + UNIT_HANT[f.unit]


def fig_en(f: Figure) -> str:
    """`Sensible heat flux error: 18 W/m²`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`显热通量误差 18 W/m²`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`顯熱通量誤差 18 W/m²`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`arXiv:3301.62436`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def label_hans(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANS[w.kind]


def label_hant(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANT[w.kind]


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, when=us_short) -> str:
    if m.status == "anchored":
        return f"anchored {when(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {when(m.anchored_on)})"
    return "carried over"


def carried_zh(m: Mention, status: dict[str, str], when=zh_md) -> str:
    if m.status == "anchored":
        return f"{when(m.anchored_on)}{status['anchored']}"
    if m.status == "not-anchored":
        return status["not-anchored"]
    if m.anchored_on:
        return f"{status['carried-over']}（{when(m.anchored_on)}{status['anchored']}）"
    return status["carried-over"]


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


def counts_zh(c: dict[str, int], status: dict[str, str], unit: str, ids: str) -> str:
    """`本次新增 3 条（涉及 arXiv 号 3 件），邻接预备 1 条，沿用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"{status['new']} {c['increments']} {unit}"
        if "new-arxiv" in c:
            s += f"（{ids} {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{status['adjacent']} {c['adjacent']} {unit}")
    if "carried-over" in c:
        parts.append(f"{status['carried-over']} {c['carried-over']} {unit}")
    return "，".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    return counts_zh(c, STATUS_HANS, "条", "涉及 arXiv 号")


def counts_hant(c: dict[str, int]) -> str:
    return counts_zh(c, STATUS_HANT, "則", "arXiv 編號")


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
