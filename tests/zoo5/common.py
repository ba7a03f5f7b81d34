"""What the zoo5 layouts share: the zoo4 facts model and a few helpers."""

from __future__ import annotations

from datetime import date

from tests.zoo4 import facts

F = facts


# ---------------------------------------------------------------- shared helpers
def long_date(d: date) -> str:
    return f"{d.day} {d.strftime('%B')} {d.year}"


def carried_list(d: F.Doc) -> list[F.Mention]:
    return F.carried_ids(d)


def works_in_order(d: F.Doc) -> list[str]:
    seen: list[str] = []
    for m in d.mentions:
        if m.work not in seen:
            seen.append(m.work)
    for e in d.entries:
        for i in e.items:
            if i not in seen:
                seen.append(i)
    return seen


def by_status(d: F.Doc, *sts: str) -> list[F.Mention]:
    return [m for m in d.mentions if m.status in sts]
