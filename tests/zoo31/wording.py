"""Wording the zoo31 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese (the status words are the ones the earlier zoos use)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a slide deck says a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a forum thread and an e-mail on the mainland: 本次新增, 已锚定, 沿用, 邻接预备
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接预备",
    "candidate": "预备候选",
}
# a tracker workbook in Taiwan: 淨增, 已錨入, 續用, 鄰接
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

# Excel counts days from 1899-12-30 (its 1900 date system, the phantom 29 February included)
EXCEL_EPOCH = date(1899, 12, 30)


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2033-02-15`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`February 15, 2033`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`Feb 14`: a date inside a brief, its year left to the reader."""
    return f"{d:%b} {d.day}"


def zh_date(d: date) -> str:
    """`2033年2月15日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`2月14日`."""
    return f"{d.month}月{d.day}日"


def slash(d: date) -> str:
    """`2033/2/14`."""
    return f"{d.year}/{d.month}/{d.day}"


def serial(d: date) -> int:
    """The day as an Excel date serial (`2033-02-15` -> 48625)."""
    return (d - EXCEL_EPOCH).days


# --- figures ----------------------------------------------------------------------------------

UNIT_EN = {"×": "×", "%": "%", "ms": " ms", "°C": " °C", "DHW": " DHW", "km²": " km²", "days": " days"}
UNIT_HANS = {"×": "倍", "%": "%", "ms": " 毫秒", "°C": " °C", "DHW": " DHW", "km²": " 平方公里", "days": " 天"}
UNIT_HANT = {"×": " 倍", "%": "%", "ms": " 毫秒", "°C": " °C", "DHW": " DHW", "km²": " 平方公里", "days": " 天"}


def value_en(f: Figure) -> str:
    """`5.2×`, `74%`, `1.6 DHW`, `40 ms`, `2300 km²`, `14 days`, `0.3 °C`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`5.2倍`, `74%`, `40 毫秒`, `2300 平方公里`, `14 天`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`5.2 倍`, `74%`, `40 毫秒`, `2300 平方公里`, `14 天`."""
    return f.text + UNIT_HANT[f.unit]


def unit_cell_hant(f: Figure) -> str:
    """A workbook's unit column: the unit alone (`DHW`, `平方公里`, `倍`)."""
    return UNIT_HANT[f.unit].strip()


def fig_en(f: Figure) -> str:
    """`Reef area mapped: 2300 km²`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`已制图礁区面积 2300 平方公里`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`已製圖礁區面積 2300 平方公里`."""
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
    """`arXiv:3302.72570`, or the kind of work (`software release`) when it has no id."""
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


def counts_hans(c: dict[str, int]) -> str:
    """`本次新增 3 条（涉及 arXiv 号 3 件），邻接预备 1 条，沿用 2 条`: a forum post's one line."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（涉及 arXiv 号 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 条")
    return "，".join(parts)


def counts_mail(c: dict[str, int]) -> str:
    """`本次新增 3 项，其中 arXiv 论文 3 篇；邻接预备 1 项；沿用 2 项`: how an e-mail puts it."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 项"
        if "new-arxiv" in c:
            s += f"，其中 arXiv 论文 {c['new-arxiv']} 篇"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 项")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 项")
    return "；".join(parts)


def count_rows_hant(c: dict[str, int]) -> list[tuple[str, int]]:
    """A workbook's counts block, one (label, number) row a count: `淨增 | 3`, `其中 arXiv 編號 | 3`."""
    S = STATUS_HANT
    rows = []
    if "increments" in c:
        rows.append((S["new"], c["increments"]))
    if "new-arxiv" in c:
        rows.append(("其中 arXiv 編號", c["new-arxiv"]))
    if "adjacent" in c:
        rows.append((S["adjacent"], c["adjacent"]))
    if "carried-over" in c:
        rows.append((S["carried-over"], c["carried-over"]))
    return rows


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
