"""English prose: every fact inside a sentence, no labels, dates like "Oct 1" and "October 5, 2026"."""

from __future__ import annotations

import textwrap

from ..facts import Brief, Facts, Living
from ._common import entry_items, fig_text, filename, fmt_date, living_sections, parts, sec

NAME, LANG, EXT = "prose_en", "en", "md"
ORD = ["first", "second", "third", "fourth", "fifth", "sixth"]


def join(xs: list[str]) -> str:
    xs = list(xs)
    if len(xs) <= 1:
        return "".join(xs)
    return ", ".join(xs[:-1]) + " and " + xs[-1]


def ident(w) -> str:
    return f"{w.name} (arXiv {w.id})" if w.id else f"{w.name} ({w.url})"


def conf(w) -> str:
    return {"high": "high", "medium-high": "medium-high", "medium": "medium"}[w.confidence]


def src_sentence(w) -> str:
    if not w.sources:
        return ""
    return f" Our notes on it are in {join(w.sources)}."


def fig_clause(w) -> str:
    return f" It reports {join([fig_text(f, 'en') for f in w.figures])}." if w.figures else ""


def sentence(i: int, w, b: Brief) -> str:
    s = sec(b, w.section, "en")
    if w.status == "new":
        text = (
            f"The {ORD[i]} NET-new item is {ident(w)}, {w.gist['en']}, which we suggest for {s}."
            f"{fig_clause(w)} We rate our confidence {conf(w)}."
        )
    elif w.status == "anchored":
        text = (
            f"We also noticed {ident(w)}, already anchored in §{w.section} on "
            f"{fmt_date(w.anchored_on, 'short')} (in short: {w.gist['en']}).{fig_clause(w)} Confidence is {conf(w)}."
        )
    elif w.status == "carried-over":
        text = (
            f"We carry over {ident(w)} from an earlier brief; it is {w.gist['en']} and belongs in {s}."
            f"{fig_clause(w)} Confidence is {conf(w)}."
        )
    elif w.status == "not-anchored":
        text = (
            f"{ident(w)} ({w.gist['en']}) is still not anchored in the living document;"
            f" its place would be {s}.{fig_clause(w)} Confidence is {conf(w)}."
        )
    elif w.status == "adjacent":
        text = (
            f"Adjacent to the topic, but not a main item, is {ident(w)} (in short: {w.gist['en']}), near {s}."
            f" Confidence is {conf(w)}."
        )
    else:  # candidate
        text = (
            f"A candidate worth watching is {ident(w)}, {w.gist['en']}, which might one day go to {s}."
            f" Confidence is {conf(w)}."
        )
    return text + src_sentence(w)


def para(text: str) -> str:
    return textwrap.fill(text, 100, break_long_words=False, break_on_hyphens=False)


COUNT = {
    "new-arxiv": ("NET-new arXiv id", "NET-new arXiv ids"),
    "adjacent": ("adjacent item", "adjacent items"),
    "new-items": ("new item in all", "new items in all"),
    "increments": ("increment", "increments"),
    "carried-over": ("carried-over item", "carried-over items"),
}


def render_living(doc: Living) -> str:
    out = [
        f"# What we know about {doc.topic}",
        "",
        para(
            f"This is the living knowledge document for {doc.topic}, in its version of "
            f"{fmt_date(doc.date, 'words')}. The nightly relay adds to it what the day's briefs found."
        ),
        "",
    ]
    for number, works in living_sections(doc):
        out += [f"## {sec(doc, number, 'en')}", ""]
        if not works:
            out += ["Nothing has been anchored here yet.", ""]
        for w in works:
            text = f"{ident(w)}: {w.gist['en']}."
            text += f" It was anchored here on {fmt_date(w.anchored_on, 'short')}.{fig_clause(w)}"
            text += f" It came from {join(w.sources)}."
            out += [para(text), ""]
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    counts = join([f"{c.value} {COUNT[c.what][0 if c.value == 1 else 1]}" for c in b.counts])
    out = [
        f"# {b.topic.capitalize()} brief, {fmt_date(b.date, 'words')}",
        "",
        para(
            f"{b.instance} wrote this brief on {fmt_date(b.date, 'words')}, for the 24 hours from "
            f"{b.window[0].strftime('%H:%M')} on {fmt_date(b.window[0].date(), 'short')} to "
            f"{b.window[1].strftime('%H:%M')} on {fmt_date(b.window[1].date(), 'short')}, starting from the "
            f"version of organized/knowledge/inference.md dated {fmt_date(b.baseline, 'short')}. "
            f"In all we count {counts}."
        ),
        "",
        para(f"We read {join(b.sources)}."),
        "",
    ]
    for i, w in enumerate(p["new"]):
        out += [para(sentence(i, w, b)), ""]
    for w in p["follow"] + p["adjacent"]:
        out += [para(sentence(0, w, b)), ""]
    for e in b.entries:
        if e.resolved:
            text = (
                f"One earlier doubt is now resolved (it was {e.risk} risk, about {entry_items(e, b)}): {e.text['en']}"
            )
        else:
            text = f"Still to verify, at {e.risk} risk, about {entry_items(e, b)}: {e.text['en']}"
        out += [para(text), ""]
    new = b.listed_new()
    out += [para(f"The NET-new arXiv ids of this brief are {join(new)}."), ""]
    return "\n".join(out)


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
