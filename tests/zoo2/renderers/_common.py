"""Helpers shared by the zoo2 renderers (wording only; no facts live here)."""

from __future__ import annotations

from datetime import date

from ..facts import LIVING_STEM, TOPIC, WORKS, Doc, Entry, Figure, Mention, work  # noqa: F401

MAIN = ("new",)
HELD = ("anchored", "not-anchored", "carried-over")
SIDE = ("adjacent", "candidate")

EN_ENTRY = {
    "single GPU": "{name}: the reported speedup was measured on a single GPU only; no multi-GPU reproduction yet",
    "abstract only": "{name}: the compression figure comes from the abstract only; check it against the PDF",
}


def en_entry(e: Entry) -> str:
    return EN_ENTRY[e.text].format(name=" / ".join(WORKS[i].name for i in e.items))


def fig(f: Figure) -> str:
    """'2.3×', '41 ms', '71.4 %' as a brief would write the figure."""
    if f.unit in ("×", "%"):
        return f"{f.text}{f.unit}" if f.unit == "×" else f"{f.text}%"
    return f"{f.text} {f.unit}"


def ref(w) -> str:
    """'arXiv:2611.02468' or the URL."""
    return f"arXiv:{w.arxiv}" if w.arxiv else (w.url or "")


def living_path(ext: str) -> str:
    return f"{LIVING_STEM}.{ext}"


def md(d: date) -> str:
    """Month-day without the year, as briefs write it: '10-28'."""
    return f"{d.month:02d}-{d.day:02d}"


def by_status(doc: Doc, statuses) -> list[Mention]:
    return [m for m in doc.mentions if m.status in statuses]


def section_label(doc: Doc, num: str | None) -> str:
    if not num:
        return ""
    name = doc.sections.get(num)
    return f"§{num} {name}" if name else f"§{num}"
