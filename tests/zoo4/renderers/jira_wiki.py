"""Jira / Confluence wiki markup, as a team pasting its brief into a ticket comment writes it:
h1. headings, ||header|| tables, {panel} blocks, {{monospace}} paths and [label|url] links."""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "jira"
RISK_COLOUR = {"high": "red", "medium": "yellow", "low": "green"}


def _link(m: Mention) -> str:
    w = facts.work(m)
    return f"[arXiv:{w.arxiv}|{c.abs_url(w.arxiv)}]" if w.arxiv else f"[{w.name}|{w.url}]"


def _mono(paths) -> str:
    return ", ".join(f"{{{{{p}}}}}" for p in paths)


def _increment(i: int, m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    L = [f"h3. {i}. {w.name}", "", f"||Link|{_link(m)}|", f"||Section|§{m.section} {d.sections[m.section]}|"]
    L.append("||Status|(+) NET-new|")
    L += [f"||{c.cap(f.metric)}|{c.fig(f)}|" for f in m.figures]
    L += [f"||Confidence|{m.confidence}|", f"||Sources|{_mono(m.sources)}|", "", f"_{c.cap(m.point)}._", ""]
    return L


def _brief(d: Doc) -> list[str]:
    L = [f"h1. {facts.TOPIC} daily brief — {d.date.isoformat()}", ""]
    L += ["{panel:title=Header|borderStyle=solid}", f"*Author:* [~{d.instance}]"]
    L.append(f"*Window:* {d.window[0]} → {d.window[1]}")
    L.append(f"*Baseline:* {{{{{facts.living_path(EXT)}}}}} (version {d.baseline.isoformat()})")
    L += [f"*Declared:* {c.count_phrase(d)}", "{panel}", ""]
    L += ["h2. Sources checked", ""] + [f"* {{{{{s}}}}}" for s in d.sources] + [""]
    L += ["h2. Increments", ""]
    for i, m in enumerate(c.increments(d), 1):
        L += _increment(i, m, d)
    L += ["h2. Carried over / anchored", "", "||Work||Link||Section||Status||Note||"]
    for m in c.carried(d):
        figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
        note = m.point + (f" ({figs})" if figs else "")
        L.append(f"|{facts.work(m).name}|{_link(m)}|§{m.section} {d.sections[m.section]}|{c.status_en(m)}|{note}|")
    L += ["", "h2. Adjacent / candidates", ""]
    L += [f"* *{facts.work(m).name}* ({_link(m)}) — {m.status}: {m.point}" for m in c.adjacent(d)]
    L += ["", "h2. To verify", ""]
    for e in d.entries:
        colour = RISK_COLOUR[e.risk]
        state = "(/) resolved" if e.resolved else "(!) open"
        L += [
            f"{{panel:title=Risk {e.risk} — {state}|borderColor={colour}}}",
            e.sentence,
            f"Concerns: {c.item_names(e)}",
        ]
        L += ["{panel}", ""]
    L += ["h2. arXiv ids", "", "*New:* " + ", ".join(d.new_ids), "", "*Carried over:*"]
    L += [f"# {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)]
    L += ["", "----", f"{d.instance}, {d.window[1]} — {c.count_phrase(d)}.", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"h1. {facts.TOPIC} — living knowledge document", "", f"{{info}}Version {d.date.isoformat()}{{info}}", ""]
    for number, name, ms in c.by_section(d):
        L += [f"h2. §{number} {name}", ""]
        if not ms:
            L += ["_Nothing anchored yet._", ""]
            continue
        L.append("||Work||Link||Anchored||Key point||Figures||Card||")
        for m in ms:
            figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
            row = [facts.work(m).name, _link(m), m.anchored_on.isoformat(), m.point, figs, _mono(m.sources)]
            L.append("|" + "|".join(row) + "|")
        L.append("")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
