"""Wording the zoo11 layouts share: dates, figures and counts in English and Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip


def _long(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def _short(d: date) -> str:
    return f"{d.day} {MONTHS[d.month - 1][:3]}"


def _zh(d: date) -> str:
    return f"{d.month}月{d.day}日"


def _zh_sp(d: date) -> str:
    return f"{d.month} 月 {d.day} 日"


def _groups(d: Doc) -> tuple[list[Mention], list[Mention], list[Mention]]:
    new = [m for m in d.mentions if m.status == F.NEW]
    carried = [m for m in d.mentions if m.status in F.CARRIED]
    side = [m for m in d.mentions if m.status in F.ADJACENT]
    return new, carried, side


def _fig_en(f: Figure) -> str:
    unit = {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]
    return f"{f.text}{unit} {f.metric}"


def _fig_hans(f: Figure) -> str:
    unit = {"×": "×", "%": "%", "points": " 个百分点", "ms": " ms"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def _fig_hant(f: Figure) -> str:
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


def _counts_en(c: dict[str, int]) -> str:
    parts = []
    if "increments" in c:
        s = f"{c['increments']} increments"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} NET-new arXiv IDs)"
        parts.append(s)
    elif "new-arxiv" in c:
        parts.append(f"{c['new-arxiv']} NET-new arXiv IDs")
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return "; ".join(parts)


def _closing(d: Doc) -> str:
    return f"{d.date.isoformat()} 22:05"
