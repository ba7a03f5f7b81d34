"""Wording the zoo14 layouts share: dates, figures, counts, statuses and item labels in English and
traditional Chinese."""

from __future__ import annotations

from datetime import UTC, date, datetime
from email.utils import format_datetime

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
# as a Taiwanese writer labels them in a deck: 淨增 for NET-new, 錨入 for anchoring, 鄰接 for adjacent
STATUS_HANT = {
    "new": "本棒淨增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANT = {"high": "高風險", "medium": "中風險", "low": "低風險"}


def rfc822(d: date, hm: str = "22:05") -> str:
    """`Wed, 09 Jun 2027 22:05:00 +0000`, the date form OPML 2.0 asks for in <head>."""
    h, m = (int(x) for x in hm.split(":"))
    return format_datetime(datetime(d.year, d.month, d.day, h, m, tzinfo=UTC))


def short_en(d: date) -> str:
    """`Jun 6`: the month and day an English brief writes when the year is plain."""
    return f"{d:%b} {d.day}"


def hant_date(d: date) -> str:
    """`2027年6月9日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def hant_md(d: date) -> str:
    """`6月6日`: the month and day a Chinese writer gives when the year is plain."""
    return f"{d.month}月{d.day}日"


def value_en(f: Figure) -> str:
    """`41%`, `5.3 points`, `35 ms`, `2.4×`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`41% salinity error reduction`."""
    return f"{value_en(f)} {f.metric}"


def fig_tex(f: Figure) -> str:
    """`鹽度誤差降低 41\\%`, as LaTeX source writes it (the percent sign escaped)."""
    unit = {"×": " 倍", "%": r"\%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def label(m: Mention) -> str:
    """`TideNet (2706.01342)`, or the name alone for a work without an arXiv id."""
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


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{hant_md(m.anchored_on)}已錨入"
    if m.status == "not-anchored":
        return "尚未錨入"
    if m.anchored_on:
        return f"沿用（{hant_md(m.anchored_on)}已錨入）"
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


def source_note_en(d: Doc, s: str) -> str:
    """A source path, with the brief's remark when it lists the file as empty."""
    return f"{s} (empty: nothing new in it)" if s in d.empty_sources else s
