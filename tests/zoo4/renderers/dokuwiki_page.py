"""A DokuWiki page (the wiki's own markup, kept in git as .dokuwiki files): ====== headings,
^ header ^ cells, ''monospace'' paths, [[url|label]] links and ((footnotes))."""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "dokuwiki"


def _h(level: int, text: str) -> str:
    bar = "=" * (7 - level)
    return f"{bar} {text} {bar}"


def _link(m: Mention) -> str:
    w = facts.work(m)
    if w.arxiv:
        return f"[[{c.abs_url(w.arxiv)}|arXiv:{w.arxiv}]]"
    return f"[[{w.url}|{w.kind}]]"


def _paths(paths) -> str:
    return ", ".join(f"''{p}''" for p in paths)


def _increment(i: int, m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    L = [_h(3, f"Increment {i}: {w.name}"), "", f"^ Link | {_link(m)} |"]
    L.append(f"^ Section | §{m.section} {d.sections[m.section]} |")
    L.append("^ Status | NET-new |")
    for f in m.figures:
        L.append(f"^ {c.cap(f.metric)} | {c.fig(f)} |")
    L.append(f"^ Confidence | {m.confidence} |")
    L.append(f"^ Sources | {_paths(m.sources)} |")
    return L + ["", c.cap(m.point) + ".", ""]


def _brief(d: Doc) -> list[str]:
    L = [_h(1, f"{facts.TOPIC} · daily brief ({d.date.isoformat()})"), ""]
    L += [f"  * **Author:** {d.instance}", f"  * **Window:** {d.window[0]} → {d.window[1]}"]
    L.append(f"  * **Baseline:** ''{facts.living_path(EXT)}'' (version of {d.baseline.isoformat()})")
    L += [f"  * **Declared:** {c.count_phrase(d)}", ""]
    L += [_h(2, "Sources checked"), ""] + [f"  * ''{s}''" for s in d.sources] + [""]
    L += [_h(2, "Increments"), ""]
    for i, m in enumerate(c.increments(d), 1):
        L += _increment(i, m, d)
    L += [_h(2, "Carried over and anchored"), "", "^ Work ^ Link ^ Section ^ Status ^ Note ^"]
    for m in c.carried(d):
        figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
        note = m.point + (f" ({figs})" if figs else "")
        L.append(
            f"| {facts.work(m).name} | {_link(m)} | §{m.section} {d.sections[m.section]} | {c.status_en(m)} | {note} |"
        )
    L += ["", _h(2, "Adjacent and candidates"), ""]
    L += [f"  * **{facts.work(m).name}** ({_link(m)}) — {m.status}: {m.point}" for m in c.adjacent(d)]
    L += ["", _h(2, "To verify"), ""]
    for e in d.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f"  - **risk {e.risk}**, {state}: {e.sentence} ((concerns {c.item_names(e)}))")
    L += ["", _h(2, "arXiv ids"), "", "New in this brief:", ""]
    L += [f"  - ''{i}''" for i in d.new_ids]
    L += ["", "Carried over:", ""] + [f"  - {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)]
    L += ["", "----", "", f"//{d.instance}, {d.window[1]} — {c.count_phrase(d)}.//", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [_h(1, f"{facts.TOPIC} — living knowledge document"), "", f"**Version:** {d.date.isoformat()}", ""]
    for number, name, ms in c.by_section(d):
        L += [_h(2, f"§{number} {name}"), ""]
        if not ms:
            L += ["//Nothing anchored yet.//", ""]
        for m in ms:
            w = facts.work(m)
            figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
            L.append(
                f"  * **{w.name}** ({_link(m)}) — {m.point}; {figs}. Anchored {m.anchored_on.isoformat()}. \\\\ Card: {_paths(m.sources)}"
            )
        L.append("")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
