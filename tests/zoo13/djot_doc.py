"""A brief as a Djot document (.dj): a classed title heading, a definition list of header fields,
one heading per new item with spans for status and confidence, a Djot table (with a caption) for
the carried-over items, an ordered register and a definition list of arXiv ids. The living
document is a Djot file too: one `§`-numbered heading per section, anchored items as bullets."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "dj"
LANG = "en"


def _code(path: str) -> str:
    return f"`{path}`"


def _link(m: Mention) -> str:
    """`[2705.01287](https://arxiv.org/abs/2705.01287)`, or the release/post name linked."""
    w = F.work(m)
    return f"[{w.arxiv}]({W.url(m)})" if w.arxiv else f"[{w.name}]({w.url})"


def _field(term: str, body: str) -> list[str]:
    return [f": {term}", "", f"  {body}", ""]


def _section(d: Doc, m: Mention) -> str:
    return f"§{m.section} {d.sections[m.section]}" if m.section else ""


def _new(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    L = ["{.item .new}", f"### {w.name}", ""]
    head = [_link(m) if w.arxiv else f"{w.kind}, <{w.url}>", _section(d, m), "[NET-new]{.status}"]
    head.append(f"confidence [{m.confidence}]{{.confidence}}")
    L += [" · ".join(head), "", m.point[0].upper() + m.point[1:] + ".", ""]
    L += [f"- {W.fig_en(f)}" for f in m.figures]
    if m.figures:
        L.append("")
    return L + ["Sources: " + ", ".join(_code(s) for s in m.sources), ""]


def _carried_row(d: Doc, m: Mention) -> str:
    w = F.work(m)
    name = w.name if w.arxiv else f"[{w.name}]({w.url})"
    arxiv = _link(m) if w.arxiv else "---"
    note = "; ".join([W.fig_en(f) for f in m.figures] + [m.point])
    status = W.carried_en(m, lambda day: day.isoformat())
    return f"| {name} | {arxiv} | {_section(d, m)} | {status} | {note} |"


def _register(d: Doc) -> list[str]:
    L = ["{#register}", "## To verify", ""]
    for i, e in enumerate(d.entries, 1):
        closed = " [resolved]{.closed}" if e.resolved else ""
        L.append(f"{i}. [{e.risk} risk]{{.risk .{e.risk}}}{closed} {e.sentence}")
    return L + [""]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = ["{.brief}", f"# {F.TOPIC} daily brief, {d.date.isoformat()}", ""]
    L += _field("Written by", d.instance)
    L += _field("Window", f"{d.window[0]} → {d.window[1]}")
    L += _field("Baseline", f"{_code(F.living_path(EXT))} (version of {d.baseline.isoformat()})")
    L += _field("Declared counts", W.counts_en(d.counts))
    L += ["## Sources checked", ""]
    for s in d.sources:
        empty = " --- [empty, nothing filed in the window]{.empty}" if s in d.empty_sources else ""
        L.append(f"- {_code(s)}{empty}")
    L += ["", "## NET-new in this window", ""]
    for m in new:
        L += _new(d, m)
    L += ["## Carried over", "", "| Item | arXiv | Section | Status | Note |", "|:--|:--|:--|:--|:--|"]
    L += [_carried_row(d, m) for m in carried]
    L += ["", "^ Items from earlier briefs, with the anchoring dates the living document gives.", ""]
    if side:
        L += ["## Adjacent and candidates", ""]
        for m in side:
            L.append(f"- *{F.work(m).name}* ({_link(m)}) [{W.STATUS_EN[m.status]}]{{.status}}: {m.point}")
        L.append("")
    L += _register(d)
    L += ["## arXiv IDs", ""]
    L += _field("NET-new", ", ".join(d.new_ids))
    old = []
    for m in (m for m in carried if F.work(m).arxiv):
        state = f"anchored {m.anchored_on.isoformat()}" if m.anchored_on else W.STATUS_EN[m.status]
        old.append(f"{F.work(m).arxiv} (§{m.section}, {state})")
    L += _field("Carried over", "; ".join(old))
    L += ["* * *", "", f"_{d.instance}, {W.closing(d)}_", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    L = ["{.living}", f"# {F.TOPIC}: living knowledge document", ""]
    L += _field("Version", d.date.isoformat())
    L += _field("Updated by", "the nightly relay, from the day's briefs")
    for num, name in d.sections.items():
        L += [f"## §{num} {name}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["_Nothing anchored yet._", ""]
            continue
        for m in here:
            w = F.work(m)
            figs = "; ".join(W.fig_en(f) for f in m.figures)
            L.append(
                f"- *{w.name}* ({_link(m)}), anchored {m.anchored_on.isoformat()} --- {m.point}; {figs}."
                f" Card: {', '.join(_code(s) for s in m.sources)}"
            )
        L.append("")
    return "\n".join(L)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
