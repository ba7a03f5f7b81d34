"""Wording the zoo12 layouts share: dates, figures, counts and item lines in English and Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def long_date(d: date) -> str:
    """`9 April 2027`."""
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def us_date(d: date, year: bool = True) -> str:
    """`April 9th, 2027` (or `April 9th`)."""
    s = f"{MONTHS[d.month - 1]} {ordinal(d.day)}"
    return f"{s}, {d.year}" if year else s


def us_stamp(stamp: str) -> str:
    """`2027-04-08 22:00` -> `April 8th, 2027, 10:00 p.m.`."""
    day, hm = stamp.split()
    h, m = (int(x) for x in hm.split(":"))
    half = "a.m." if h < 12 else "p.m."
    return f"{us_date(date.fromisoformat(day))}, {(h - 1) % 12 + 1}:{m:02d} {half}"


def zh_date(d: date) -> str:
    return f"{d.year} 年 {d.month} 月 {d.day} 日"


def zh_md(d: date) -> str:
    """`4-8`, the short month-day form the briefs use for anchoring dates."""
    return f"{d.month}-{d.day}"


def word(n: int) -> str:
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def value_en(f: Figure) -> str:
    """`31%`, `5.2 points`, `52 ms`, `1.6×`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    return f"{value_en(f)} {f.metric}"


def fig_hans(f: Figure) -> str:
    unit = {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def section_name(d: Doc, m: Mention) -> str:
    return d.sections[m.section] if m.section else ""


def label(m: Mention) -> str:
    """`TouchWeave (2704.01193)`, or the name alone for a work without an arXiv id."""
    w = F.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def kind_en(m: Mention) -> str:
    return F.work(m).kind


def carried_en(m: Mention, dated) -> str:
    """How an English brief states a carried-over item's status; `dated` writes a date."""
    if m.status == "anchored":
        return f"anchored {dated(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not yet anchored"
    if m.anchored_on:
        return f"carried over (anchored {dated(m.anchored_on)})"
    return "carried over"


def counts_en(c: dict[str, int], spell=str) -> str:
    """The declared counts as one English sentence; `spell` writes a number."""
    parts = []
    if "increments" in c:
        s = f"{spell(c['increments'])} increments"
        if "new-arxiv" in c:
            s += f" ({spell(c['new-arxiv'])} NET-new arXiv IDs)"
        parts.append(s)
    elif "new-arxiv" in c:
        parts.append(f"{spell(c['new-arxiv'])} NET-new arXiv IDs")
    if "adjacent" in c:
        parts.append(f"{spell(c['adjacent'])} adjacent")
    if "carried-over" in c:
        parts.append(f"{spell(c['carried-over'])} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    parts = []
    if "increments" in c:
        s = f"增量 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（净增 arXiv 号 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 条")
    return "，".join(parts)


def closing(d: Doc) -> str:
    return f"{d.date.isoformat()} 22:05"
