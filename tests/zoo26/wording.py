"""Wording the zoo26 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a forum post and a Roam page say a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a note kept on the mainland: 净增, 已锚入, 沿用, 邻接
STATUS_HANS = {
    "new": "净增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a chat space in Taiwan: 本次新增, 已錨入, 續用, 鄰接
STATUS_HANT = {
    "new": "本次新增",
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


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2029-07-10`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`July 10, 2029` (the forum's own date style)."""
    return f"{d:%B} {d.day}, {d.year}"


def short_en(d: date) -> str:
    """`Jul 9`: a date inside a brief, its year left to the reader."""
    return f"{d:%b} {d.day}"


def ordinal(n: int) -> str:
    if 11 <= n % 100 <= 13:
        return f"{n}th"
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def roam(d: date) -> str:
    """`July 10th, 2029`: the title of Roam's daily note page for the day."""
    return f"{d:%B} {ordinal(d.day)}, {d.year}"


def zh_date(d: date) -> str:
    """`2029年7月10日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def slash_md(d: date) -> str:
    """`7/9`, as a date is jotted in Taiwan."""
    return f"{d.month}/{d.day}"


def dash_md(d: date) -> str:
    """`7-9`, as the pipeline's own briefs write an anchoring date."""
    return f"{d.month}-{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    """`3.1×`, `38%`, `7.4 points`, `85 ms`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`false warning reduction: 38%`."""
    return f"{f.metric}: {value_en(f)}"


def value_hans(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`误报减少：38%`."""
    return f"{F.METRIC_HANS[f.metric]}：{value_hans(f)}"


def value_hant(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]


def fig_hant(f: Figure) -> str:
    """`誤報減少 38%`."""
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
    """`arXiv:2907.87830`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def label_hans(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_HANS[w.kind]


def label_hant(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANT[w.kind]


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, when=short_en) -> str:
    if m.status == "anchored":
        return f"anchored {when(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {when(m.anchored_on)})"
    return "carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{dash_md(m.anchored_on)} {STATUS_HANS['anchored']}"
    if m.status == "not-anchored":
        return STATUS_HANS["not-anchored"]
    if m.anchored_on:
        return f"沿用（{dash_md(m.anchored_on)} 已锚入）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{slash_md(m.anchored_on)} {STATUS_HANT['anchored']}"
    if m.status == "not-anchored":
        return STATUS_HANT["not-anchored"]
    if m.anchored_on:
        return f"續用（{slash_md(m.anchored_on)} 已錨入）"
    return "續用"


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


COUNT_ATTRS = {"increments": "NET-new", "new-arxiv": "new arXiv IDs", "adjacent": "adjacent",
               "carried-over": "carried over"}  # fmt: skip


def counts_attrs(c: dict[str, int]) -> list[str]:
    """Roam attributes, one block each: `NET-new:: 3`, `new arXiv IDs:: 3`, …"""
    return [f"{COUNT_ATTRS[k]}:: {c[k]}" for k in COUNT_ATTRS if k in c]


def counts_hans(c: dict[str, int]) -> str:
    """`净增 3 条（涉及 arXiv 号 3 件），邻接 1 条，沿用 2 条`."""
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


def counts_hant(c: dict[str, int]) -> str:
    """`本次新增 3 則（新 arXiv 編號 3 個），鄰接 1 則，續用 2 則`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANT['new']} {c['increments']} 則"
        if "new-arxiv" in c:
            s += f"（新 arXiv 編號 {c['new-arxiv']} 個）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANT['adjacent']} {c['adjacent']} 則")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANT['carried-over']} {c['carried-over']} 則")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
