"""Small helpers the zoo3 renderers share: numbers, dates and the baseline path; no wording."""

from __future__ import annotations

from datetime import date

from .. import facts

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]  # fmt: skip


def num(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else repr(float(v))


def long_date(d: date) -> str:
    """3 December 2026"""
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def short_date(d: date) -> str:
    """Dec 3 (the year comes from the brief's own date)"""
    return f"{MONTHS[d.month - 1][:3]} {d.day}"


def month_day(d: date) -> str:
    """12-03"""
    return f"{d.month:02d}-{d.day:02d}"


def baseline(ext: str) -> str:
    return facts.living_path(ext)


def by_status(doc: facts.Doc, *statuses: str) -> list[facts.Mention]:
    return [m for m in doc.mentions if m.status in statuses]


def title_of(w: facts.Work) -> str:
    return f"{w.name} (arXiv:{w.arxiv})" if w.arxiv else w.name


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]
