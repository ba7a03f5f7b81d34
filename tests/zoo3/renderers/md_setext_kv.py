"""Markdown with Setext headings (`===` / `---` underlines) for the title and parts, each item a
level-3 ATX heading followed by `Key: value` paragraphs (one per blank-line-separated paragraph for
increments, hard-broken lines for the rest), figures as `metric: value` fields, no lists or tables
except the numbered list of sources read."""

from __future__ import annotations

from .. import facts
from ._common import baseline, by_status, cap, long_date, num

EXT = "md"


def setext(text: str, level: int) -> list[str]:
    return [text, ("=" if level == 1 else "-") * len(text), ""]


def val(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


def ident(w: facts.Work) -> str:
    return f"arXiv: {w.arxiv}" if w.arxiv else f"URL: <{w.url}>"


def increment(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    fields = [ident(w), "Status: NET-new", f"Section: §{m.section} {doc.sections[m.section]}"]
    if m.confidence:
        fields.append(f"Confidence: {m.confidence}")
    fields += [f"{cap(f.metric)}: {val(f)}" for f in m.figures]
    fields.append("Sources: " + "; ".join(m.sources))
    L = [f"### {w.name}", ""]
    for f in fields:
        L += [f, ""]
    return L + [cap(m.point) + ".", ""]


def other(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    word = {"anchored": "anchored", "carried-over": "carried over", "not-anchored": "not anchored yet",
            "adjacent": "adjacent", "candidate": "candidate"}[m.status]  # fmt: skip
    fields = [ident(w), f"Status: {word}"]
    if m.anchored_on:
        fields.append(f"Anchored: {m.anchored_on.isoformat()}")
    if m.section:
        fields.append(f"Section: §{m.section} {doc.sections[m.section]}")
    fields += [f"{cap(f.metric)}: {val(f)}" for f in m.figures]
    if m.sources:
        fields.append("Source: " + "; ".join(m.sources))
    fields.append(f"Note: {m.point}")
    return [f"### {w.name}", "", *[f + "  " for f in fields[:-1]], fields[-1], ""]


def brief(doc: facts.Doc) -> list[str]:
    L = setext(f"{cap(facts.TOPIC)} brief — {long_date(doc.date)}", 1)
    L += [f"Instance: {doc.instance}  ", f"Window: {doc.window[0]} to {doc.window[1]}  ",
          f"Baseline: {baseline(EXT)}, version of {doc.baseline.isoformat()}", ""]  # fmt: skip
    labels = {"increments": "Increments", "adjacent": "Adjacent", "new-arxiv": "New arXiv IDs",
              "carried-over": "Carried over"}  # fmt: skip
    L += setext("Declared counts", 2)
    L += [f"{labels[k]}: {v}  " for k, v in doc.counts.items()]
    L[-1] = L[-1].rstrip()
    L += [""] + setext("Increments", 2)
    for m in by_status(doc, "new"):
        L += increment(doc, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += setext("Anchored and carried over", 2)
        for m in ms:
            L += other(doc, m)
    if ms := by_status(doc, *facts.ADJACENT):
        L += setext("Adjacent and candidates", 2)
        for m in ms:
            L += other(doc, m)
    L += setext("To verify", 2)
    for i, e in enumerate(doc.entries, 1):
        works = ", ".join(facts.WORKS[k].name for k in e.items)
        L += [f"### Check {i}", "", f"Concern: {e.sentence}  ", f"Works: {works}  ", f"Risk: {e.risk}  "]
        L += [f"State: {'resolved' if e.resolved else 'open'}", ""]
    L += setext("Sources read", 2)
    L += [f"{i}. {s}" for i, s in enumerate(doc.sources, 1)]
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = setext(f"{cap(facts.TOPIC)} — living knowledge document", 1) + [f"Version: {doc.date.isoformat()}", ""]
    for number, name in doc.sections.items():
        L += setext(f"§{number} {name}", 2)
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            fields = [ident(w), f"Anchored: {m.anchored_on.isoformat()}"]
            fields += [f"{f.metric}: {val(f)}" for f in m.figures]
            fields += [f"Card: {s}" for s in m.sources]
            L += [f"### {w.name}", "", *[f + "  " for f in fields[:-1]], fields[-1], "", cap(m.point) + ".", ""]
        if not ms:
            L += ["Nothing anchored yet.", ""]
    return L


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
