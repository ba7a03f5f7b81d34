"""MediaWiki markup: the brief's header is an infobox template call (`| key = value`), counts a
`; term : definition` list, each increment a vertical wikitable (`! label` / `| value` rows) with a
`{{Status|...}}` template, carried-over items a horizontal wikitable with `!!`/`||` cells, the
living document's sources as `<ref>` footnotes and links as `[url text]`."""

from __future__ import annotations

from .. import facts
from ._common import baseline, by_status, cap, long_date, num

EXT = "wiki"


def link(w: facts.Work) -> str:
    if w.arxiv:
        return f"[https://arxiv.org/abs/{w.arxiv} arXiv:{w.arxiv}]"
    return f"[{w.url} {w.name}]"


def figure(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


def status_template(m: facts.Mention) -> str:
    word = {"new": "new", "anchored": "anchored", "carried-over": "carried over", "not-anchored": "not anchored",
            "adjacent": "adjacent", "candidate": "candidate"}[m.status]  # fmt: skip
    return "{{Status|" + word + (f"|{m.anchored_on.isoformat()}" if m.anchored_on else "") + "}}"


def section(doc: facts.Doc, m: facts.Mention) -> str:
    return f"§{m.section} {doc.sections[m.section]}"


def increment(doc: facts.Doc, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    rows = [("arXiv" if w.arxiv else "Link", link(w)), ("Status", status_template(m)), ("Section", section(doc, m))]
    if m.confidence:
        rows.append(("Confidence", m.confidence))
    rows.append(("Sources", "<br />".join(f"<code>{s}</code>" for s in m.sources)))
    rows += [(f.metric, figure(f)) for f in m.figures]
    L = [f"=== {w.name} ===", '{| class="wikitable"']
    for i, (k, v) in enumerate(rows):
        L += (["|-"] if i else []) + [f"! {k}", f"| {v}"]
    return L + ["|}", cap(m.point) + ".", ""]


def carried(doc: facts.Doc, ms: list[facts.Mention]) -> list[str]:
    L = ["== Anchored and carried over ==", '{| class="wikitable sortable"',
         "! Work !! arXiv !! Section !! Status !! Anchored on !! Note"]  # fmt: skip
    for m in ms:
        w = facts.work(m)
        note = m.point + "".join(f"; {f.metric} {figure(f)}" for f in m.figures)
        note += "".join(f"<ref><code>{s}</code></ref>" for s in m.sources)
        when = m.anchored_on.isoformat() if m.anchored_on else "—"
        word = status_template(m).split("|")[1].rstrip("}")
        L += ["|-", f"| {w.name} || {w.arxiv or '—'} || {section(doc, m)} || {word} || {when} || {note}"]
    return L + ["|}", ""]


def brief(doc: facts.Doc) -> list[str]:
    L = ["{{Brief",
         f"| topic            = {facts.TOPIC}",
         f"| date             = {doc.date.isoformat()}",
         f"| instance         = {doc.instance}",
         f"| window           = {doc.window[0]} → {doc.window[1]}",
         f"| baseline         = {baseline(EXT)}",
         f"| baseline_version = {doc.baseline.isoformat()}",
         "}}", "__NOTOC__",
         f"This is the '''{facts.TOPIC}''' brief for {long_date(doc.date)}, written by [[User:{doc.instance}]].", ""]  # fmt: skip
    labels = {"increments": "Increments", "adjacent": "Adjacent", "new-arxiv": "New arXiv ids",
              "carried-over": "Carried over"}  # fmt: skip
    L += ["== Declared counts =="] + [f"; {labels[k]} : {v}" for k, v in doc.counts.items()] + [""]
    L += ["== Increments =="]
    for m in by_status(doc, "new"):
        L += increment(doc, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += carried(doc, ms)
    if ms := by_status(doc, *facts.ADJACENT):
        L += ["== Adjacent and candidates =="]
        L += [f"* '''{facts.work(m).name}''' ({link(facts.work(m))}), {m.status}: {m.point}." for m in ms]
        L.append("")
    L += ["== To verify ==", '{| class="wikitable"', "! # !! Concern !! Works !! Risk !! State"]
    for i, e in enumerate(doc.entries, 1):
        works = ", ".join(f"[[#{facts.WORKS[k].name}|{facts.WORKS[k].name}]]" for k in e.items)
        state = "resolved" if e.resolved else "open"
        L += ["|-", f"| {i} || {e.sentence} || {works} || {{{{Risk|{e.risk}}}}} || {state}"]
    L += ["|}", "", "== Sources checked =="] + [f"# <code>{s}</code>" for s in doc.sources]
    if any(m.sources for m in by_status(doc, *facts.CARRIED)):
        L += ["", "== Notes ==", "<references />"]
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = [f"{{{{Living document|topic={facts.TOPIC}|version={doc.date.isoformat()}}}}}",
         f"'''{facts.TOPIC.capitalize()}''': living knowledge document, version of {long_date(doc.date)}.", ""]  # fmt: skip
    for number, name in doc.sections.items():
        L.append(f"== §{number} {name} ==")
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            figs = "".join(f" {f.metric}: {figure(f)}." for f in m.figures)
            refs = "".join(f"<ref>{s}</ref>" for s in m.sources)
            L.append(f"* '''{w.name}''' — {link(w)}; anchored {m.anchored_on.isoformat()}. {cap(m.point)}.{figs}{refs}")
        L += ([] if ms else ["''No anchored work yet.''"]) + [""]
    return L + ["== References ==", "<references />", ""]


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
