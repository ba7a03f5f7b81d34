"""Wording the zoo27 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a OneNote page and a pandoc text say a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Mattermost channel on the mainland: 本棒净增, 已锚入, 续用, 邻接
STATUS_HANS = {
    "new": "本棒净增",
    "anchored": "已锚入",
    "not-anchored": "待锚入",
    "carried-over": "续用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a workbook kept in Taiwan: 本輪新增, 已錨入, 沿用, 鄰接預備
STATUS_HANT = {
    "new": "本輪新增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接預備",
    "candidate": "預備候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high", "medium": "medium", "low": "low"}
RISK_ZH = {"high": "高", "medium": "中", "low": "低"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2030-03-14`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`March 14, 2030`."""
    return f"{d:%B} {d.day}, {d.year}"


def weekday_en(d: date) -> str:
    """`Thursday, March 14, 2030`: the date OneNote shows under a page title."""
    return f"{d:%A}, {us_en(d)}"


def us_short(d: date) -> str:
    """`Mar 13`: a date inside a brief, its year left to the reader."""
    return f"{d:%b} {d.day}"


def uk_en(d: date) -> str:
    """`14 March 2030`."""
    return f"{d.day} {d:%B} {d.year}"


def uk_short(d: date) -> str:
    """`13 Mar`."""
    return f"{d.day} {d:%b}"


def zh_date(d: date) -> str:
    """`2030年3月14日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`3月13日`."""
    return f"{d.month}月{d.day}日"


def sheet_date(d: date) -> str:
    """`2030/3/14`: a date cell as Excel shows it under a zh-TW short date format."""
    return f"{d.year}/{d.month}/{d.day}"


def sheet_md(d: date) -> str:
    """`3/13`: a date typed without its year, shown by Excel as month/day."""
    return f"{d.month}/{d.day}"


def serial(d: date) -> int:
    """The date as Excel stores it: days since 1899-12-30."""
    return (d - date(1899, 12, 30)).days


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure, times: str = "×") -> str:
    """`4.4×` (or `4.4x`), `41%`, `6.3 points`, `92 ms`."""
    return f.text + {"×": times, "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure, times: str = "×") -> str:
    """`spurious spike reduction: 41%`."""
    return f"{f.metric}: {value_en(f, times)}"


def value_hans(f: Figure) -> str:
    """`4.4倍`, `41%`, `6.3个百分点`, `92 ms`."""
    return f.text + {"×": "倍", "%": "%", "points": "个百分点", "ms": " ms"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`虚假尖峰减少 41%`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def value_hant(f: Figure) -> str:
    """`4.4倍`, `41%`, `6.3 個百分點`, `92 毫秒`: what the cell's number format shows."""
    return f.text + {"×": "倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]


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
    """`arXiv:3003.66074`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def label_hans(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANS[w.kind]


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


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}{STATUS_HANS['anchored']}"
    if m.status == "not-anchored":
        return STATUS_HANS["not-anchored"]
    if m.anchored_on:
        return f"续用（{zh_md(m.anchored_on)}已锚入）"
    return "续用"


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
    """`本棒净增 3 条（涉及 arXiv 号 3 件），邻接 1 条，续用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANS['new']} {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（涉及 arXiv 号 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANS['adjacent']} {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANS['carried-over']} {c['carried-over']} 条")
    return "，".join(parts)


# a workbook gives each declared count a row of its own: label, number
COUNT_ROWS_HANT = {"increments": STATUS_HANT["new"], "new-arxiv": "新 arXiv 編號", "adjacent": STATUS_HANT["adjacent"],
                   "carried-over": STATUS_HANT["carried-over"]}  # fmt: skip


def counts_hant(c: dict[str, int]) -> list[tuple[str, int]]:
    """`[("本輪新增", 3), ("新 arXiv 編號", 3), ("鄰接預備", 1), ("沿用", 2)]`."""
    return [(COUNT_ROWS_HANT[k], c[k]) for k in COUNT_ROWS_HANT if k in c]


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
