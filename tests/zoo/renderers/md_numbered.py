"""Markdown without headings: bold part titles, `1. **Title**` numbered items, year-less dates."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    entry_items,
    figs_text,
    filename,
    fmt_date,
    living_sections,
    parts,
    sec,
    status_text,
    window_text,
)

NAME, LANG, EXT = "md_numbered", "en", "md"


def item(n: int, w, doc) -> list[str]:
    ref = f"arXiv {w.id}" if w.id else w.url
    out = [
        f"{n}. **{w.name}** ({ref}): {w.gist['en']}",
        f"   - {status_text(w, 'en', 'short')} · suggested for {sec(doc, w.section, 'en')}",
    ]
    if w.figures:
        out.append(f"   - reported: {figs_text(w, 'en')}")
    out.append(f"   - confidence {conf_text(w, 'en')}; from " + "; ".join(w.sources))
    return out


def render_living(doc: Living) -> str:
    out = [f"**Living knowledge document · {doc.topic} · version of {fmt_date(doc.date, 'words')}**", ""]
    for number, works in living_sections(doc):
        out += [f"**{sec(doc, number, 'en')}**", ""]
        for n, w in enumerate(works, 1):
            ref = f"arXiv {w.id}" if w.id else w.url
            out.append(f"{n}. **{w.name}** ({ref}): {w.gist['en']}")
            out.append(f"   - anchored {fmt_date(w.anchored_on, 'short')}")
            if w.figures:
                out.append(f"   - reported: {figs_text(w, 'en')}")
            out.append("   - from " + "; ".join(w.sources))
        out.append("")
    return "\n".join(out)


COUNT = {
    "new-arxiv": "{v} NET-new arXiv ids",
    "adjacent": "{v} adjacent",
    "new-items": "{v} new items in all",
    "increments": "{v} increments",
    "carried-over": "{v} carried over",
}


def render_brief(b: Brief) -> str:
    p = parts(b)
    counts = ", ".join(COUNT[c.what].format(v=c.value) for c in b.counts)
    out = [
        f"**{b.topic} brief · {fmt_date(b.date, 'short')}, {b.date.year} · by {b.instance}**",
        "",
        f"Window {window_text(b)}; baseline: living document of {fmt_date(b.baseline, 'short')}. Declared: {counts}.",
        "",
        "**Read**",
        "",
    ]
    out += [f"{i}. {s}" for i, s in enumerate(b.sources, 1)]
    titles = {"new": "**New**", "follow": "**Follow-ups**", "adjacent": "**Adjacent**"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", titles[part], ""]
            for n, w in enumerate(p[part], 1):
                out += item(n, w, b)
    out += ["", "**Check before relay**", ""]
    for i, e in enumerate(b.entries, 1):
        state = "resolved" if e.resolved else "open"
        out.append(f"{i}. **{e.risk} risk, {state}**: {e.text['en']} ({entry_items(e, b)})")
    out += ["", "**arXiv**", ""]
    out.append("1. new: " + ", ".join(b.listed_new()))
    for n, w in enumerate(b.listed_carried(), 2):
        out.append(f"{n}. {w.id}: {status_text(w, 'en', 'short')}")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
