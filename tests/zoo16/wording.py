"""Wording the zoo16 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

STATUS_EN = {
    "new": "NET-new",
    "anchored": "Anchored",
    "not-anchored": "Not yet anchored",
    "carried-over": "Carried over",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
# a mainland writer: 本次新增 for NET-new, 已锚入 for anchored
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚入",
    "not-anchored": "待锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a Taiwanese tracker: 淨增 for NET-new, 已錨定 for anchored
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨定",
    "not-anchored": "仍未錨入",
    "carried-over": "續用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
CONFIDENCE_EN = {"high": "High", "medium-high": "Medium-high", "medium": "Medium"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANT = CONFIDENCE_HANS
RISK_EN = {"high": "High risk", "medium": "Medium risk", "low": "Low risk"}
RISK_HANS = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
RISK_HANT = {"high": "高風險", "medium": "中等風險", "low": "低風險"}


def notion_date(d: date) -> str:
    """`August 11, 2027`, Notion's default date format."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`Aug 10`: month and day, the year being the brief's own."""
    return f"{d:%b} {d.day}"


def zh_date(d: date) -> str:
    """`2027年8月11日` (the same in simplified and traditional Chinese)."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`8月10日`."""
    return f"{d.month}月{d.day}日"


def sheet_date(d: date) -> str:
    """`2027/8/11`, a zh-TW spreadsheet's default date."""
    return f"{d.year}/{d.month}/{d.day}"


def sheet_md(d: date) -> str:
    """`8/10`, as a tracker cell writes a date of the brief's own year."""
    return f"{d.month}/{d.day}"


def value_en(f: Figure) -> str:
    """`31%`, `7.2 points`, `38 ms`, `2.4×`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`31% PM2.5 forecast error reduction`."""
    return f"{value_en(f)} {f.metric}"


def fig_hans(f: Figure) -> str:
    """`PM2.5 预报误差降低 31%`."""
    unit = {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def fig_hant(f: Figure) -> str:
    """`PM2.5 預報誤差降低 31%`."""
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def label(m: Mention) -> str:
    """`PlumeCast (2708.01264)`, or the name alone for a work without an arXiv id."""
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
        return f"{zh_md(m.anchored_on)}已锚入"
    if m.status == "not-anchored":
        return "待锚入"
    if m.anchored_on:
        return f"沿用（{zh_md(m.anchored_on)}已锚入）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{sheet_md(m.anchored_on)} 已錨定"
    if m.status == "not-anchored":
        return "仍未錨入"
    if m.anchored_on:
        return f"續用（{sheet_md(m.anchored_on)} 已錨定）"
    return "續用"


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
        s = f"本次新增 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（涉及 arXiv 号净增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 条")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
