"""AsciiDoc: `= Title`, author and revision lines in the header, attribute entries, `==` sections,
`[%header]` tables delimited by `|===`, `term::` description lists, WARNING:/NOTE: admonitions."""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    living_sections,
    parts,
    sec,
    status_word,
    window_text,
)

NAME, LANG, EXT = "asciidoc", "en", "adoc"


def link(w) -> str:
    return f"{w.url}[arXiv:{w.id}]" if w.id else f"{w.url}[{w.name}]"


def table(cols: str, header: list[str], rows: list[list[str]]) -> list[str]:
    out = [f'[%header,cols="{cols}"]', "|===", "|" + " |".join(header), ""]
    for r in rows:
        out += ["|" + c for c in r] + [""]
    return out[:-1] + ["|===", ""]


def render_living(doc: Living) -> str:
    out = [
        f"= {doc.topic}: living knowledge document",
        "inference relay",
        f"v{doc.date.strftime('%Y%m%d')}, {doc.date.isoformat()}: nightly relay",
        f":topic: {doc.topic}",
        ":doctype: article",
        "",
    ]
    for number, works in living_sections(doc):
        out += [f"== {sec(doc, number, 'en')}", ""]
        if not works:
            out += ["Nothing anchored yet.", ""]
        for w in works:
            out += [
                f"{w.name}::",
                f"{link(w)}: {w.gist['en']}.",
                f"Anchored on {w.anchored_on.isoformat()}."
                + (f" Key figures: {figs_text(w, 'en')}." if w.figures else "")
                + " Sources: "
                + ", ".join(f"`{s}`" for s in w.sources)
                + ".",
                "",
            ]
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"= {b.topic} daily brief",
        f"{b.instance} <{b.instance}@digest.local>",
        f"v{b.date.strftime('%Y%m%d')}, {b.date.isoformat()}: E1 pre-digest",
        f":topic: {b.topic}",
        f":window: {window_text(b)}",
        f":baseline: organized/knowledge/inference.md as of {b.baseline.isoformat()}",
        "",
        f"Written by {b.instance} for the window {{window}}; baseline {{baseline}}.",
        "",
        "== Declared counts",
        "",
    ]
    out += [f"* {count_text(c, 'en')}" for c in b.counts]
    out += ["", "== Sources checked", ""] + [f". `{s}`" for s in b.sources] + [""]
    titles = {"new": "NET-new items", "follow": "Items seen before", "adjacent": "Adjacent candidates"}
    for part in ("new", "follow", "adjacent"):
        if not p[part]:
            continue
        out += [f"== {titles[part]}", ""]
        out += table(
            "1,2,2,2,3,2,1,4",
            ["arXiv", "Name", "Status", "Anchored", "Section", "Figures", "Confidence", "Sources"],
            [
                [
                    link(w) if w.id else link(w),
                    w.name,
                    status_word(w, "en"),
                    w.anchored_on.isoformat() if w.anchored_on else "-",
                    sec(b, w.section, "en"),
                    figs_text(w, "en") or "-",
                    conf_text(w, "en"),
                    " +\n".join(f"`{s}`" for s in w.sources),
                ]
                for w in p[part]
            ],
        )
        for w in p[part]:
            out += [f"{w.name}:: {w.gist['en']}"]
        out.append("")
    out += ["== To verify", ""]
    for e in b.entries:
        kind = "NOTE" if e.resolved else "WARNING"
        state = "resolved" if e.resolved else "open"
        out += [f"{kind}: {e.text['en']} Concerns {entry_items(e, b)}; risk {e.risk}; {state}.", ""]
    out += [
        "== Citable arXiv ids",
        "",
        "NET-new:: " + ", ".join(f"https://arxiv.org/abs/{i}[{i}]" for i in b.listed_new()),
    ]
    for w in b.listed_carried():
        when = f" on {w.anchored_on.isoformat()} in §{w.section}" if w.anchored_on else ""
        out.append(f"{w.id}:: {status_word(w, 'en')}{when}")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
