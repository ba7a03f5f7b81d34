"""Textile markup: `h1.`/`h2.`/`h3.` block signatures, the header a `p.` paragraph of
`*Label:* value` lines, counts a table without a header row, each increment a `- term := definition`
list, carried-over items a table with a `|_.` header row, risk levels as `%{color:...}...%`
spans, links as `"text":url`, file names as `@code@` and the living document's sources as footnotes."""

from __future__ import annotations

from .. import facts
from ._common import baseline, by_status, cap, num, short_date

EXT = "textile"

COLOUR = {"high": "red", "medium": "orange", "low": "green"}


def link(w: facts.Work) -> str:
    if w.arxiv:
        return f'"arXiv:{w.arxiv}":https://arxiv.org/abs/{w.arxiv}'
    return f'"{w.name}":{w.url}'


def val(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


def status(m: facts.Mention) -> str:
    if m.status == "anchored":
        return f"anchored {short_date(m.anchored_on)}"
    if m.status == "carried-over":
        return "carried over" + (f", anchored {short_date(m.anchored_on)}" if m.anchored_on else "")
    return {"new": "new", "not-anchored": "not yet anchored", "adjacent": "adjacent", "candidate": "candidate"}[
        m.status
    ]


def increment(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    L = [f"h3. {w.name}", "", f"- Link := {link(w)}", f"- Status := {status(m)}"]
    L.append(f"- Section := §{m.section} {doc.sections[m.section]}")
    if m.confidence:
        L.append(f"- Confidence := {m.confidence}")
    L += [f"- Sources := {', '.join(f'@{s}@' for s in m.sources)}", "", f"p. {cap(m.point)}.", ""]
    if m.figures:
        L += ["|_. Metric |_. Value |"] + [f"| {f.metric} | {val(f)} |" for f in m.figures] + [""]
    return L


def carried(doc: facts.Doc, ms: list[facts.Mention]) -> list[str]:
    L = ["h2. Anchored and carried over", "", "|_. Work |_. arXiv |_. Section |_. Status |_. Note |"]
    for m in ms:
        w = facts.work(m)
        note = cap(m.point) + "".join(f"; {f.metric} {val(f)}" for f in m.figures)
        note += "".join(f"; from @{s}@" for s in m.sources)
        L.append(f"| {w.name} | {w.arxiv or '-'} | §{m.section} {doc.sections[m.section]} | {status(m)} | {note} |")
    return L + [""]


def brief(doc: facts.Doc) -> list[str]:
    L = [f"h1. {cap(facts.TOPIC)} brief, {short_date(doc.date)} {doc.date.year}", "",
         f"p. *Instance:* {doc.instance}", f"*Window:* {doc.window[0]} → {doc.window[1]}",
         f"*Baseline:* @{baseline(EXT)}@ (version {doc.baseline.isoformat()})", ""]  # fmt: skip
    labels = {"increments": "Increments", "adjacent": "Adjacent", "new-arxiv": "New arXiv ids",
              "carried-over": "Carried over"}  # fmt: skip
    L += ["h2. Declared counts", "", "table(counts)."] + [f"|{labels[k]}|{v}|" for k, v in doc.counts.items()]
    L += ["", "h2. Increments", ""]
    for m in by_status(doc, "new"):
        L += increment(doc, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += carried(doc, ms)
    if ms := by_status(doc, *facts.ADJACENT):
        L += ["h2. Adjacent and candidates", ""]
        L += [f"* *{facts.work(m).name}* ({link(facts.work(m))}) -- {status(m)}: {m.point}" for m in ms] + [""]
    L += ["h2. To verify", ""]
    for e in doc.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f"# %{{color:{COLOUR[e.risk]}}}{e.risk} risk% {e.sentence} _({state})_")
    L += ["", "h2. Sources checked", ""] + [f"* @{s}@" for s in doc.sources]
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = [f"h1. {cap(facts.TOPIC)}: living knowledge document", "", f"p(version). Version of {doc.date.isoformat()}", ""]
    notes: list[str] = []
    for number, name in doc.sections.items():
        L += [f"h2. §{number} {name}", ""]
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            refs = ""
            for s in m.sources:
                notes.append(s)
                refs += f"[{len(notes)}]"
            figs = "".join(f" {cap(f.metric)}: {val(f)}." for f in m.figures)
            L += [f"p. *{w.name}* ({link(w)}), anchored {m.anchored_on.isoformat()}. {cap(m.point)}.{figs}{refs}", ""]
        if not ms:
            L += ["p. _Nothing anchored yet._", ""]
    for i, s in enumerate(notes, 1):
        L += [f"fn{i}. @{s}@", ""]
    return L


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
