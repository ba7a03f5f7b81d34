"""Org mode: #+TITLE/#+AUTHOR/#+DATE, * headings with tags, :PROPERTIES: drawers, [[url][desc]] links,
TODO/DONE keywords with [#A]-[#C] priorities for the register, org timestamps for dates."""

from __future__ import annotations

from datetime import date, datetime

from ..facts import METRICS, Brief, Facts, Living
from ._common import conf_text, filename, parts, sec, unit_value

NAME, LANG, EXT = "org_mode", "en", "org"

TAG = {
    "new": "new",
    "anchored": "anchored",
    "not-anchored": "not_anchored",
    "carried-over": "carried_over",
    "adjacent": "adjacent",
    "candidate": "candidate",
    "mentioned": "mentioned",
}
PRIORITY = {"high": "A", "medium": "B", "low": "C"}
COUNT = {
    "new-arxiv": "NET-new arXiv ids",
    "adjacent": "adjacent items",
    "new-items": "new items in total",
    "increments": "increments",
    "carried-over": "carried over",
}


def ts(d: date | datetime, active: bool = False) -> str:
    body = d.strftime("%Y-%m-%d %a") + (d.strftime(" %H:%M") if isinstance(d, datetime) else "")
    return f"<{body}>" if active else f"[{body}]"


def heading(level: int, text: str, tag: str = "") -> str:
    line = "*" * level + " " + text
    if tag:
        line = line.ljust(60) + f" :{tag}:"
    return line


def drawer(props: list[tuple[str, str]]) -> list[str]:
    width = max(len(k) for k, _ in props) + 3
    return [":PROPERTIES:", *[f":{k}:".ljust(width) + v for k, v in props if v], ":END:"]


def work(level: int, w, doc) -> list[str]:
    props = [
        ("ARXIV", w.id or ""),
        ("URL", w.url),
        ("STATUS", w.status),
        ("ANCHORED", ts(w.anchored_on) if w.anchored_on else ""),
        ("SECTION", sec(doc, w.section, "en")),
        ("CONFIDENCE", conf_text(w, "en")),
    ]
    out = [heading(level, w.name, TAG[w.status]), *drawer(props)]
    link = f"[[{w.url}][arXiv:{w.id}]]" if w.id else f"[[{w.url}][{w.name}]]"
    out.append(f"{link}: {w.gist['en']}.")
    for f in w.figures:
        out.append(f"- {METRICS[f.metric]['en']} :: {unit_value(f)}")
    if w.sources:
        out.append("- sources :: " + ", ".join(f"={s}=" for s in w.sources))
    return out + [""]


def render_living(doc: Living) -> str:
    out = [
        f"#+TITLE: {doc.topic}: living knowledge document",
        f"#+DATE: {ts(doc.date, True)}",
        f"#+FILETAGS: :living:{doc.topic}:",
        "#+PROPERTY: KIND living-document",
        "",
        "Updated every night by the relay from the day's briefs.",
        "",
    ]
    numbers = sorted({w.section for w in doc.works} | {"1.2"})
    for n in numbers:
        out.append(heading(1, sec(doc, n, "en")))
        for w in [x for x in doc.works if x.section == n]:
            out += work(2, w, doc)
        out.append("")
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        f"#+TITLE: {b.topic} · daily brief",
        f"#+AUTHOR: {b.instance}",
        f"#+DATE: {ts(b.date, True)}",
        f"#+FILETAGS: :brief:{b.topic}:",
        "#+TODO: TODO | DONE",
        "",
        heading(1, "Overview"),
        f"- window :: {ts(b.window[0])}--{ts(b.window[1])}",
        f"- baseline :: =organized/knowledge/inference.md= as of {ts(b.baseline)}",
        *[f"- {COUNT[c.what]} :: {c.value}" for c in b.counts],
        "",
        heading(1, "Sources checked"),
    ]
    out += [f"- ={s}=" for s in b.sources]
    out.append("")
    titles = {"new": "NET-new", "follow": "Known items", "adjacent": "Adjacent"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out.append(heading(1, titles[part]))
            for w in p[part]:
                out += work(2, w, b)
    out.append(heading(1, "To verify"))
    for i, e in enumerate(b.entries, 1):
        kw = "DONE" if e.resolved else "TODO"
        out += [
            f"** {kw} [#{PRIORITY[e.risk]}] Check {i}",
            *drawer([("RISK", e.risk), ("ITEMS", " ".join(e.items))]),
            e.text["en"],
            "",
        ]
    out.append(heading(1, "Citable arXiv ids"))
    out.append("- NET-new :: " + ", ".join(f"[[https://arxiv.org/abs/{i}][{i}]]" for i in b.listed_new()))
    for w in b.listed_carried():
        when = f" {ts(w.anchored_on)} in §{w.section}" if w.anchored_on else ""
        out.append(f"- {w.id} :: {w.status.replace('-', ' ')}{when}")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
