"""Plain text: ALL-CAPS part titles, indented items, dates in words ("October 5, 2026")."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    fmt_date,
    fmt_dt,
    living_sections,
    parts,
    sec,
    status_text,
)

NAME, LANG, EXT = "txt_caps", "en", "txt"


def block(w, doc) -> list[str]:
    out = [
        f"  {w.name}" + (f"  [arXiv {w.id}]" if w.id else ""),
        f"      {w.gist['en']}",
        f"      status ..... {status_text(w, 'en', 'words')}",
        f"      section .... {sec(doc, w.section, 'en')}",
    ]
    if w.figures:
        out.append(f"      figures .... {figs_text(w, 'en')}")
    out.append(f"      confidence . {conf_text(w, 'en')}")
    for s in w.sources:
        out.append(f"      source ..... {s}")
    out += [f"      link ....... {w.url}", ""]
    return out


def render_living(doc: Living) -> str:
    out = ["INFERENCE: LIVING KNOWLEDGE DOCUMENT", f"Version of {fmt_date(doc.date, 'words')}", ""]
    for number, works in living_sections(doc):
        out += [f"SECTION {number}: {doc.section_name(number, 'en')}", ""]
        for w in works:
            out += block(w, doc)
        if not works:
            out += ["  (empty)", ""]
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"{b.topic.upper()} DAILY BRIEF, {fmt_date(b.date, 'words').upper()}",
        f"Written by {b.instance} for the window {fmt_dt(b.window[0])} to {fmt_dt(b.window[1])}.",
        f"Baseline: the living document as of {fmt_date(b.baseline, 'words')}.",
        "",
        "DECLARED COUNTS",
        "",
    ]
    out += [f"  {count_text(c, 'en')}" for c in b.counts]
    out += ["", "SOURCES CHECKED", ""]
    out += [f"  {s}" for s in b.sources]
    titles = {"new": "NET-NEW", "follow": "ALREADY KNOWN", "adjacent": "ADJACENT"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", titles[part], ""]
            for w in p[part]:
                out += block(w, b)
    out += ["", "TO VERIFY", ""]
    for i, e in enumerate(b.entries, 1):
        out += [
            f"  ({i}) {e.text['en']}",
            f"      concerns {entry_items(e, b)}; risk {e.risk}; {'resolved' if e.resolved else 'still open'}",
            "",
        ]
    out += ["ARXIV IDS", "", "  new: " + " ".join(b.listed_new())]
    for w in b.listed_carried():
        out.append(f"  {w.id}: {status_text(w, 'en', 'words')}")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
