"""Logseq outliner page: page properties (`key:: value`) on the first lines, then `- ` blocks nested
by tabs, each item a block `[[Name]]` whose `key:: value` properties sit under it (indented two
spaces past the dash), its key point and figures as child blocks; dates as links to journal pages
(`[[Dec 3rd, 2026]]`); register entries as TODO / DONE task blocks with properties."""

from __future__ import annotations

from datetime import date

from .. import facts
from ._common import MONTHS, baseline, cap, num

EXT = "md"


def journal(d: date) -> str:
    suffix = "th" if 10 <= d.day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th")
    return f"[[{MONTHS[d.month - 1][:3]} {d.day}{suffix}, {d.year}]]"


def block(depth: int, text: str, props: list[tuple[str, str]] = ()) -> list[str]:
    ind = "\t" * depth
    return [f"{ind}- {text}"] + [f"{ind}  {k}:: {v}" for k, v in props]


def val(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


STATUS = {"new": "new", "anchored": "anchored", "carried-over": "carried-over", "not-anchored": "not-anchored",
          "adjacent": "adjacent", "candidate": "candidate"}  # fmt: skip


def item(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    props = [("arxiv", w.arxiv)] if w.arxiv else [("url", w.url)]
    props.append(("status", STATUS[m.status]))
    if m.anchored_on:
        props.append(("anchored", journal(m.anchored_on)))
    if m.section:
        props.append(("section", f"§{m.section} {doc.sections[m.section]}"))
    if m.confidence:
        props.append(("confidence", m.confidence))
    if m.sources:
        props.append(("sources", ", ".join(m.sources)))
    L = block(1, f"[[{w.name}]]", props) + block(2, cap(m.point))
    for f in m.figures:
        L += block(2, f"{f.metric}: {val(f)}")
    return L


def brief(doc: facts.Doc) -> list[str]:
    L = ["type:: brief", f"topic:: [[{facts.TOPIC}]]", f"date:: {journal(doc.date)}", f"instance:: [[{doc.instance}]]",
         f"window:: {doc.window[0]} → {doc.window[1]}", f"baseline:: {baseline(EXT)}",
         f"baseline-version:: {journal(doc.baseline)}", ""]  # fmt: skip
    L += block(0, "Declared counts")
    counts = list(doc.counts.items())
    L += block(1, f"{counts[0][0]}:: {counts[0][1]}", counts[1:])
    parts = [("Increments", ("new",)), ("Anchored and carried over", tuple(facts.CARRIED)),
             ("Adjacent and candidates", tuple(facts.ADJACENT))]  # fmt: skip
    for title, statuses in parts:
        if ms := [m for m in doc.mentions if m.status in statuses]:
            L += block(0, title)
            for m in ms:
                L += item(doc, m)
    L += block(0, "To verify")
    for e in doc.entries:
        works = ", ".join(f"[[{facts.WORKS[k].name}]]" for k in e.items)
        L += block(1, f"{'DONE' if e.resolved else 'TODO'} {e.sentence}", [("risk", e.risk), ("works", works)])
    L += block(0, "Sources checked")
    for s in doc.sources:
        L += block(1, f"`{s}`")
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = ["type:: living-document", f"topic:: [[{facts.TOPIC}]]", f"version:: {journal(doc.date)}", ""]
    for number, name in doc.sections.items():
        L += block(0, f"§{number} {name}")
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            props = [("arxiv", w.arxiv), ("anchored", journal(m.anchored_on)), ("card", ", ".join(m.sources))]
            L += block(1, f"[[{w.name}]]", props) + block(2, cap(m.point))
            L += [ln for f in m.figures for ln in block(2, f"{f.metric}: {val(f)}")]
        if not ms:
            L += block(1, "nothing anchored yet")
    return L + [""]


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
