"""Markdown: an ATX heading per part, one list item per work (facts inline in the item)."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    L,
    baseline_text,
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    living_sections,
    parts,
    risk_text,
    sec,
    state_text,
    status_text,
    title,
    window_text,
)

NAME, LANG, EXT = "md_atx", "en", "md"


def _item(w, doc) -> str:
    bits = [f"- **{w.name}**" + (f" (arXiv:{w.id})" if w.id else f" <{w.url}>") + f" — {w.gist['en']}."]
    bits.append(f"Status: {status_text(w, 'en')}.")
    bits.append(f"Suggested section: {sec(doc, w.section, 'en')}.")
    if w.figures:
        bits.append(f"Key figures: {figs_text(w, 'en')}.")
    bits.append(f"Confidence: {conf_text(w, 'en')}.")
    if w.sources:
        bits.append("Source: " + ", ".join(f"`{s}`" for s in w.sources) + ".")
    return " ".join(bits)


def render_living(doc: Living) -> str:
    out = [f"# {title(doc, 'en')}", "", f"Topic: {doc.topic}. Updated nightly from the briefs.", ""]
    for number, works in living_sections(doc):
        out += [f"## {sec(doc, number, 'en')}", ""]
        for w in works:
            line = f"- **{w.name}**" + (f" (arXiv:{w.id})" if w.id else f" <{w.url}>")
            line += f" — {w.gist['en']}. Anchored on {w.anchored_on.isoformat()}."
            if w.figures:
                line += f" Key figures: {figs_text(w, 'en')}."
            line += " Source: " + ", ".join(f"`{s}`" for s in w.sources) + "."
            out.append(line)
        if not works:
            out.append("- (nothing anchored yet)")
        out.append("")
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"# {title(b, 'en')}",
        "",
        f"- {L('en', 'instance')}: {b.instance}",
        f"- {L('en', 'window')}: {window_text(b)}",
        f"- {L('en', 'baseline')}: {baseline_text(b, 'en')}",
        "",
        f"## {L('en', 'counts')}",
        "",
    ]
    out += [f"- {count_text(c, 'en')}" for c in b.counts]
    out += ["", f"## {L('en', 'sources')}", ""]
    out += [f"- `{s}`" for s in b.sources]
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", f"## {L('en', part)}", ""]
            out += [_item(w, b) for w in p[part]]
    out += ["", f"## {L('en', 'register')}", ""]
    for i, e in enumerate(b.entries, 1):
        out.append(
            f"{i}. {e.text['en']} — concerns {entry_items(e, b)}; risk: {risk_text(e, 'en')}; {state_text(e, 'en')}."
        )
    out += ["", f"## {L('en', 'arxiv')}", ""]
    out.append(f"- {L('en', 'new_ids')}: " + ", ".join(b.listed_new()))
    for w in b.listed_carried():
        out.append(f"- {w.id} {w.name}: {status_text(w, 'en')}")
    out.append("")
    return "\n".join(out)


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
