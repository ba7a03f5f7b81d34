"""zoo8's shared helpers: dates, figures and labels as its layouts write them (written, like
the layouts, from the zoo4 facts model without reading the extractor)."""

from __future__ import annotations

from datetime import date

from tests.zoo4 import facts

MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_LONG = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


# ---------------------------------------------------------------- helpers


def W(m: facts.Mention) -> facts.Work:
    return facts.work(m)


def fig(f: facts.Figure) -> str:
    """The figure's value with its unit, as people write it."""
    if f.unit == "×":
        return f"{f.text}×"
    if f.unit == "%":
        return f"{f.text}%"
    return f"{f.text} {f.unit}"


def short(d: date) -> str:  # Dec 1
    return f"{MONTHS[d.month - 1]} {d.day}"


def long(d: date) -> str:  # December 1, 2026
    return f"{MONTHS_LONG[d.month - 1]} {d.day}, {d.year}"


def secname(d: facts.Doc, num: str) -> str:
    return d.sections.get(num) or facts.SECTIONS[num]


def by_status(d: facts.Doc, statuses) -> list[facts.Mention]:
    return [m for m in d.mentions if m.status in statuses]


def item_label(key: str) -> tuple[str, str | None]:
    w = facts.WORKS[key]
    return w.name, w.arxiv


def living(ext: str) -> str:
    return facts.living_path(ext)


def and_join(xs: list[str]) -> str:
    if len(xs) <= 1:
        return "".join(xs)
    if len(xs) == 2:
        return f"{xs[0]} and {xs[1]}"
    return ", ".join(xs[:-1]) + f", and {xs[-1]}"


COUNT_WORDS_EN = {
    "increments": ("increment", "increments"),
    "adjacent": ("adjacent item", "adjacent items"),
    "new-arxiv": ("new arXiv id", "new arXiv ids"),
    "carried-over": ("item carried over", "items carried over"),
}


# ================================================================ A. standup (prose Markdown)


STATUS_EN = {
    "new": "new",
    "anchored": "already anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}


STATUS_ZH = {
    "new": "🆕 新增 new",
    "anchored": "⚓ 已锚入 anchored",
    "not-anchored": "⏳ 尚未锚入 not anchored",
    "carried-over": "🔁 沿用 carried over",
    "adjacent": "🔗 邻接 adjacent",
    "candidate": "🌱 候选 candidate",
}
RISK_ZH = {"high": "🔴 高风险 high", "medium": "🟡 中风险 medium", "low": "🟢 低风险 low"}
CONF_ZH = {"high": "高 high", "medium-high": "中高 medium-high", "medium": "中 medium"}
COUNT_ZH = {
    "increments": "增量 increments",
    "adjacent": "邻接 adjacent",
    "new-arxiv": "净增 arXiv 号 new arXiv ids",
    "carried-over": "沿用 carried over",
}
