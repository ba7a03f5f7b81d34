"""Wording the zoo17 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

import uuid
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
# an org-roam note-taker on the mainland: 净增 for NET-new, 已锚入 for anchored
STATUS_HANS = {
    "new": "净增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a Taiwanese AsciiDoc writer: 本棒新增 for NET-new, 已錨入 for anchored
STATUS_HANT = {
    "new": "本棒新增",
    "anchored": "已錨入",
    "not-anchored": "待錨入",
    "carried-over": "續用",
    "adjacent": "鄰接",
    "candidate": "預備候選",
}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANS = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
RISK_HANT = {"high": "高風險", "medium": "中等風險", "low": "低風險"}


def org_ts(d: date) -> str:
    """`[2027-09-15 Wed]`, an org inactive timestamp."""
    return f"[{d.isoformat()} {d:%a}]"


def zh_date(d: date) -> str:
    """`2027年9月15日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`9月14日`, the year being the brief's own."""
    return f"{d.month}月{d.day}日"


def slash_md(d: date) -> str:
    """`9/14`."""
    return f"{d.month}/{d.day}"


def us_short(d: date) -> str:
    """`Sep 14`."""
    return f"{d:%b} {d.day}"


def slack_day(d: date) -> str:
    """`Wednesday, September 15th`, Slack's day divider."""
    suffix = "th" if 10 < d.day % 100 < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"{d:%A}, {d:%B} {d.day}{suffix}"


def uk_date(d: date) -> str:
    """`15 September 2027`."""
    return f"{d.day} {d:%B} {d.year}"


def uk_short(d: date) -> str:
    """`14 Sep`."""
    return f"{d.day} {d:%b}"


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`27% leaf area estimation error reduction`."""
    return f"{value_en(f)} {f.metric}"


def fig_hans(f: Figure) -> str:
    """`叶面积估计误差降低 27%`."""
    unit = {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def fig_hant(f: Figure) -> str:
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def label(m: Mention) -> str:
    """`CanopyNet (2709.01358)`, or the name alone for a work without an arXiv id."""
    w = F.work(m)
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def ident(m: Mention) -> str:
    w = F.work(m)
    return w.arxiv or str(w.url)


def node_id(key: str) -> str:
    """A stable org-roam node id for a work or a document."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"kgraph-zoo17:{key}"))


def carried_en(m: Mention, dated) -> str:
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
        return "尚未锚入"
    if m.anchored_on:
        return f"沿用（{zh_md(m.anchored_on)}已锚入）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)} 已錨入"
    if m.status == "not-anchored":
        return "待錨入"
    if m.anchored_on:
        return f"續用（{zh_md(m.anchored_on)} 已錨入）"
    return "續用"


def counts_en(c: dict[str, int]) -> str:
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
        s = f"增量 {c['increments']} 条"
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
        s = f"本棒新增 {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（arXiv 號淨增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"續用 {c['carried-over']} 條")
    return "；".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
