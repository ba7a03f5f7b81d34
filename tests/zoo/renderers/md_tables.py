"""Markdown: one pipe table (with a header row) per part of the document."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    L,
    baseline_text,
    conf_text,
    count_label,
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

NAME, LANG, EXT = "md_tables", "en", "md"


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return out


WORK_HEADER = ["id", "name", "status", "anchored", "section", "figures", "confidence", "sources", "url"]


def work_row(w, doc) -> list[str]:
    return [
        w.id or "—",
        w.name,
        status_word(w, "en"),
        w.anchored_on.isoformat() if w.anchored_on else "",
        sec(doc, w.section, "en"),
        figs_text(w, "en"),
        conf_text(w, "en"),
        "<br>".join(w.sources),
        w.url,
    ]


def render_living(doc: Living) -> str:
    out = [f"# {title(doc, 'en')}", ""]
    out += table(
        ["field", "value"],
        [["topic", doc.topic], ["version", doc.date.isoformat()], ["document", "living knowledge document"]],
    )
    for number, works in living_sections(doc):
        out += ["", f"## {sec(doc, number, 'en')}", ""]
        out += table(
            ["id", "name", "status", "anchored", "figures", "sources", "url"],
            [
                [
                    w.id or "—",
                    w.name,
                    status_word(w, "en"),
                    w.anchored_on.isoformat(),
                    figs_text(w, "en"),
                    "<br>".join(w.sources),
                    w.url,
                ]
                for w in works
            ]
            or [["—", "(nothing anchored yet)", "", "", "", "", ""]],
        )
    return "\n".join(out) + "\n"


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [f"# {title(b, 'en')}", ""]
    out += table(
        ["field", "value"],
        [
            ["instance", b.instance],
            ["topic", b.topic],
            ["window", window_text(b)],
            ["baseline", baseline_text(b, "en")],
        ],
    )
    out += ["", f"## {L('en', 'counts')}", ""]
    out += table(["what", "declared"], [[count_label(c, "en"), str(c.value)] for c in b.counts])
    out += ["", f"## {L('en', 'sources')}", ""]
    out += table(["#", "file"], [[str(i), s] for i, s in enumerate(b.sources, 1)])
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", f"## {L('en', part)}", ""]
            out += table(WORK_HEADER, [work_row(w, b) for w in p[part]])
    out += ["", f"## {L('en', 'register')}", ""]
    out += table(
        ["#", "claim", "concerns", "risk", "state"],
        [
            [str(i), e.text["en"], entry_items(e, b), risk_text(e, "en"), state_text(e, "en")]
            for i, e in enumerate(b.entries, 1)
        ],
    )
    out += ["", f"## {L('en', 'arxiv')}", ""]
    rows = [[i, "NET-new", ""] for i in b.listed_new()]
    rows += [
        [w.id, status_word(w, "en"), w.anchored_on.isoformat() if w.anchored_on else ""] for w in b.listed_carried()
    ]
    out += table(["arXiv id", "status", "anchored"], rows)
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
