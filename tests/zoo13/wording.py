"""Wording the zoo13 layouts share: dates, figures, counts, statuses and item labels in English and
traditional Chinese."""

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
STATUS_HANT = {
    "new": "本棒新增",
    "anchored": "已錨定",
    "not-anchored": "尚未錨定",
    "carried-over": "沿用",
    "adjacent": "相鄰",
    "candidate": "候選",
}
CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANT = {"high": "高風險", "medium": "中風險", "low": "低風險"}


def us_numeric(d: date) -> str:
    """`5/13/2027`, as a US-locale spreadsheet shows a date cell."""
    return f"{d.month}/{d.day}/{d.year}"


def us_stamp(stamp: str) -> str:
    """`2027-05-12 22:00` -> `5/12/2027 22:00`."""
    day, hm = stamp.split()
    return f"{us_numeric(date.fromisoformat(day))} {hm}"


def slash_date(d: date) -> str:
    """`2027/05/13`, as a BBS post writes a full date."""
    return f"{d.year}/{d.month:02d}/{d.day:02d}"


def slash_md(d: date) -> str:
    """`5/13`, the month/day a BBS post writes when the year is plain."""
    return f"{d.month}/{d.day}"


def slash_stamp(stamp: str) -> str:
    day, hm = stamp.split()
    return f"{slash_date(date.fromisoformat(day))} {hm}"


def ctime(d: date, hms: str = "22:05:31") -> str:
    """`Thu May 13 22:05:31 2027`, the time line of a BBS post header."""
    return f"{d.strftime('%a %b')} {d.day:2d} {hms} {d.year}"


def value_en(f: Figure) -> str:
    """`34%`, `4.6 points`, `44 ms`, `1.7×`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    return f"{value_en(f)} {f.metric}"


def fig_hant(f: Figure) -> str:
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def section_hant(d: Doc, num: str) -> str:
    return F.SECTIONS_HANT[d.sections[num]]


def label(m: Mention) -> str:
    """`FoldForge (2705.01287)`, or the name alone for a work without an arXiv id."""
    w = F.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def carried_en(m: Mention, dated) -> str:
    """How an English brief states a carried-over item's status; `dated` writes a date."""
    if m.status == "anchored":
        return f"anchored {dated(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not yet anchored"
    if m.anchored_on:
        return f"carried over (anchored {dated(m.anchored_on)})"
    return "carried over"


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


def counts_hant(c: dict[str, int]) -> str:
    parts = []
    if "increments" in c:
        s = f"本棒新增 {c['increments']} 筆"
        if "new-arxiv" in c:
            s += f"（其中 arXiv 淨增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"相鄰 {c['adjacent']} 筆")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 筆")
    return "，".join(parts)


def closing(d: Doc) -> str:
    return f"{d.date.isoformat()} 22:05"
