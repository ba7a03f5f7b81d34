"""Plain text whose tables lost their header rows: pipe rows under a part title, columns known only
by position and by what the cells look like (an id, a status, a section, figures, paths)."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import conf_text, count_label, figs_text, filename, parts, sec, status_text, window_text

NAME, LANG, EXT = "txt_headerless", "en", "txt"


def row(cells: list[str]) -> str:
    return "| " + " | ".join(c if c else " " for c in cells) + " |"


def work_row(w, doc) -> str:
    return row(
        [
            w.id or w.name,
            w.name if w.id else w.url,
            status_text(w, "en", "iso"),
            sec(doc, w.section, "en"),
            figs_text(w, "en"),
            conf_text(w, "en"),
            "; ".join(w.sources),
            w.url if w.id else "",
        ]
    )


def render_living(doc: Living) -> str:
    out = [f"Living knowledge document · {doc.topic} · version {doc.date.isoformat()}", ""]
    out += [work_row(w, doc) for w in doc.works]
    return "\n".join(out) + "\n"


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"{b.topic} daily brief · {b.date.isoformat()} · {b.instance}",
        row(["window", window_text(b)]),
        row(["baseline", f"organized/knowledge/inference.md ({b.baseline.isoformat()})"]),
        "",
        "Counts",
    ]
    out += [row([count_label(c, "en"), str(c.value)]) for c in b.counts]
    out += ["", "Sources checked"] + [row([str(i), s]) for i, s in enumerate(b.sources, 1)]
    titles = {"new": "New", "follow": "Seen before", "adjacent": "Adjacent"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", titles[part]] + [work_row(w, b) for w in p[part]]
    out += ["", "To verify"]
    out += [row([e.risk, "resolved" if e.resolved else "open", ", ".join(e.items), e.text["en"]]) for e in b.entries]
    out += ["", "arXiv"]
    out += [row([i, "NET-new"]) for i in b.listed_new()]
    out += [row([w.id, status_text(w, "en", "iso")]) for w in b.listed_carried()]
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
