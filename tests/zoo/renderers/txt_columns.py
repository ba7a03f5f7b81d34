"""Plain text with whitespace-aligned columns (widths count CJK characters as two columns)."""

from __future__ import annotations

import unicodedata

from ..facts import Brief, Facts, Living
from ._common import conf_text, count_label, figs_text, filename, fmt_date, parts, window_text

NAME, LANG, EXT = "txt_columns", "en", "txt"


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in s)


def columns(header: list[str], rows: list[list[str]]) -> list[str]:
    widths = [max(width(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(r):
        return "  ".join(c + " " * (widths[i] - width(c)) for i, c in enumerate(r)).rstrip()

    return [line(header), line(["-" * w for w in widths]), *[line(r) for r in rows]]


def status_cell(w) -> str:
    if w.status == "anchored":
        return f"anchored {fmt_date(w.anchored_on, 'md')}"
    return {"new": "NEW", "not-anchored": "not anchored", "carried-over": "carried over"}.get(w.status, w.status)


def work_rows(doc, works) -> list[list[str]]:
    return [
        [w.id or "-", w.name, status_cell(w), f"§{w.section}", figs_text(w, "en") or "-", conf_text(w, "en")]
        for w in works
    ]


HEAD = ["ID", "NAME", "STATUS", "SECTION", "FIGURES", "CONFIDENCE"]


def section_table(doc) -> list[str]:
    numbers = sorted({w.section for w in doc.works})
    return columns(["SECTION", "NAME"], [[f"§{n}", doc.section_name(n, "en")] for n in numbers])


def source_rows(works) -> list[str]:
    return columns(["ITEM", "SOURCE FILE"], [[w.id or w.name, s] for w in works for s in w.sources])


def url_rows(works) -> list[str]:
    return columns(["ITEM", "URL"], [[w.id or w.name, w.url] for w in works])


def render_living(doc: Living) -> str:
    out = [
        f"Living knowledge document   topic: {doc.topic}   version: {doc.date.isoformat()}",
        "",
        "Anchored items (anchoring dates are in this version's year)",
        "",
    ]
    out += columns(HEAD, work_rows(doc, doc.works))
    out += ["", "Sections", ""] + section_table(doc)
    out += ["", "Sources", ""] + source_rows(doc.works)
    out += ["", "Links", ""] + url_rows(doc.works)
    return "\n".join(out) + "\n"


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"Daily brief   topic: {b.topic}   date: {b.date.isoformat()}   instance: {b.instance}",
        f"window: {window_text(b)}   baseline: organized/knowledge/inference.md @ {b.baseline.isoformat()}",
        "",
    ]
    out += columns(["DECLARED", "VALUE"], [[count_label(c, "en"), str(c.value)] for c in b.counts])
    out += ["", "Files read:", ""] + [f"    {s}" for s in b.sources]
    labels = {"new": "New items", "follow": "Known items", "adjacent": "Adjacent / candidates"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", labels[part], ""] + columns(HEAD, work_rows(b, p[part]))
    out += ["", "Sections", ""] + section_table(b)
    out += ["", "Sources per item", ""] + source_rows(b.works)
    out += ["", "Links", ""] + url_rows(b.works)
    out += ["", "To verify", ""]
    out += columns(
        ["RISK", "STATE", "ITEMS", "CLAIM"],
        [[e.risk, "resolved" if e.resolved else "open", ",".join(e.items), e.text["en"]] for e in b.entries],
    )
    out += ["", "arXiv ids listed as new: " + "  ".join(b.listed_new())]
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
