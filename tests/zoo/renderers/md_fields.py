"""Markdown: each work under its own ### heading, its facts as `- **Label:** value` lines."""

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
    status_word,
    title,
    window_text,
)

NAME, LANG, EXT = "md_fields", "en", "md"


def fields(pairs: list[tuple[str, str]]) -> list[str]:
    return [f"- **{k}:** {v}" for k, v in pairs if v]


def work_block(w, doc, n: int | None = None) -> list[str]:
    head = f"### {n}. {w.name}" if n else f"### {w.name}"
    pairs = [
        ("arXiv", w.id or ""),
        ("URL", w.url),
        (L("en", "gist"), w.gist["en"]),
        ("Status", status_word(w, "en")),
        ("Anchored", w.anchored_on.isoformat() if w.anchored_on else ""),
        ("Section" if w.status == "anchored" else "Suggested section", sec(doc, w.section, "en")),
        ("Key figures", figs_text(w, "en")),
        ("Confidence", conf_text(w, "en")),
        ("Sources", ", ".join(w.sources)),
    ]
    return [head, "", *fields(pairs), ""]


def render_living(doc: Living) -> str:
    out = [f"# {title(doc, 'en')}", "", f"**Topic:** {doc.topic}  ", f"**Version:** {doc.date.isoformat()}", ""]
    for number, works in living_sections(doc):
        out += [f"## {sec(doc, number, 'en')}", ""]
        for w in works:
            out += work_block(w, doc)
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"# {title(b, 'en')}",
        "",
        f"**{L('en', 'instance')}:** {b.instance}  ",
        f"**{L('en', 'window')}:** {window_text(b)}  ",
        f"**{L('en', 'baseline')}:** {baseline_text(b, 'en')}",
        "",
        f"## {L('en', 'counts')}",
        "",
    ]
    out += [f"- {count_text(c, 'en')}" for c in b.counts]
    out += ["", f"## {L('en', 'sources')}", ""]
    out += [f"- {s}" for s in b.sources]
    out.append("")
    n = 0
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += [f"## {L('en', part)}", ""]
            for w in p[part]:
                n += 1
                out += work_block(w, b, n)
    out += [f"## {L('en', 'register')}", ""]
    for i, e in enumerate(b.entries, 1):
        out += [
            f"### To verify {i}",
            "",
            *fields(
                [
                    ("Claim", e.text["en"]),
                    ("Concerns", entry_items(e, b)),
                    ("Risk", risk_text(e, "en")),
                    ("State", state_text(e, "en")),
                ]
            ),
            "",
        ]
    out += [f"## {L('en', 'arxiv')}", "", *fields([("NET-new", ", ".join(b.listed_new()))])]
    for w in b.listed_carried():
        extra = f" ({w.anchored_on.isoformat()}, §{w.section})" if w.anchored_on else f" (§{w.section})"
        out += fields([(w.id, status_word(w, "en") + extra)])
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
