"""Wording the zoo15 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

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
# a mainland writer: 净增 for NET-new, 已锚定 for anchored, 待核实 for the register
STATUS_HANS = {
    "new": "净增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
STATUS_HANT = {
    "new": "本棒淨增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANT = CONFIDENCE_HANS
RISK_EN = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANS = {"high": "高风险", "medium": "中等风险", "low": "低风险"}
RISK_HANT = {"high": "高風險", "medium": "中風險", "low": "低風險"}


def long_en(d: date) -> str:
    """`15 July 2027`."""
    return f"{d.day} {d:%B %Y}"


def short_en(d: date) -> str:
    """`14 Jul`: day and month, the year being the brief's own."""
    return f"{d.day} {d:%b}"


def zh_date(d: date) -> str:
    """`2027年7月15日` (the same in simplified and traditional Chinese)."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`7月14日`."""
    return f"{d.month}月{d.day}日"


def dash_md(d: date) -> str:
    """`7-14`, as the briefs write an anchoring date in passing."""
    return f"{d.month}-{d.day}"


def value_en(f: Figure) -> str:
    """`38%`, `6.1 points`, `42 ms`, `2.7×`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`38% state-of-charge error reduction`."""
    return f"{value_en(f)} {f.metric}"


def fig_hans(f: Figure) -> str:
    """`荷电状态误差降低 38%`."""
    unit = {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def fig_hant(f: Figure) -> str:
    """`荷電狀態誤差降低 38%`."""
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def label(m: Mention) -> str:
    """`SoCFormer (2707.01583)`, or the name alone for a work without an arXiv id."""
    w = F.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def ident(m: Mention) -> str:
    """The arXiv id, or the URL for a work without one."""
    w = F.work(m)
    return w.arxiv or str(w.url)


def carried_en(m: Mention, dated) -> str:
    """How an English brief states a carried-over item's status; `dated` writes a date."""
    if m.status == "anchored":
        return f"anchored {dated(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not yet anchored"
    if m.anchored_on:
        return f"carried over (anchored {dated(m.anchored_on)})"
    return "carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{dash_md(m.anchored_on)} 已锚定"
    if m.status == "not-anchored":
        return "尚未锚入"
    if m.anchored_on:
        return f"沿用（{dash_md(m.anchored_on)} 已锚定）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}已錨入"
    if m.status == "not-anchored":
        return "尚未錨入"
    if m.anchored_on:
        return f"沿用（{zh_md(m.anchored_on)}已錨入）"
    return "沿用"


def counts_en(c: dict[str, int]) -> str:
    """The declared counts as one English phrase."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} increments"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} NET-new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    parts = []
    if "increments" in c:
        s = f"净增 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（涉及 arXiv 号净增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    parts = []
    if "increments" in c:
        s = f"本棒淨增 {c['increments']} 筆"
        if "new-arxiv" in c:
            s += f"（其中 arXiv 新號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 筆")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 筆")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
