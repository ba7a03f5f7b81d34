"""reStructuredText as a Sphinx-using team writes it: a docinfo field list, one field list per
work, ``.. list-table::`` for carried items and admonitions (warning / caution / note) for the
to-verify register."""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "rst"
ADMONITION = {"high": "warning", "medium": "caution", "low": "note"}


def _title(text: str, ch: str, over: bool = False) -> list[str]:
    bar = ch * (len(text) + 2)
    return ([bar] if over else []) + [text if not over else f" {text}", bar, ""]


def _link(m: Mention) -> str:
    w = facts.work(m)
    return f"`arXiv:{w.arxiv} <{c.abs_url(w.arxiv)}>`__" if w.arxiv else f"`{w.kind} <{w.url}>`__"


def _paths(paths) -> str:
    return ", ".join(f"``{p}``" for p in paths)


def _increment(m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    L = _title(w.name, "-")
    L += [f":Link: {_link(m)}", f":Section: §{m.section} {d.sections[m.section]}", ":Status: NET-new"]
    L += [f":{c.cap(f.metric)}: {c.fig(f)}" for f in m.figures]
    L += [f":Confidence: {m.confidence}", f":Sources: {_paths(m.sources)}", "", c.cap(m.point) + ".", ""]
    return L


def _list_table(title: str, header: list[str], rows: list[list[str]]) -> list[str]:
    L = [f".. list-table:: {title}", "   :header-rows: 1", ""]
    for row in [header, *rows]:
        L += [f"   * - {row[0]}"] + [f"     - {cell}" for cell in row[1:]]
    return L + [""]


def _brief(d: Doc) -> list[str]:
    L = _title(f"{facts.TOPIC} daily brief — {d.date.isoformat()}", "=", over=True)
    L += [f":Author: {d.instance}", f":Date: {d.date.isoformat()}", f":Window: {d.window[0]} → {d.window[1]}"]
    L.append(f":Baseline: ``{facts.living_path(EXT)}`` (version {d.baseline.isoformat()})")
    for what, v in d.counts.items():
        L.append(f":{c.cap(what.replace('-', ' ').replace('arxiv', 'arXiv ids'))}: {v}")
    L += [""] + _title("Sources checked", "=") + [f"- ``{s}``" for s in d.sources] + [""]
    L += _title("Increments", "=")
    for m in c.increments(d):
        L += _increment(m, d)
    L += _title("Carried over and anchored", "=")
    rows = []
    for m in c.carried(d):
        figs = "; ".join(f"{f.metric} {c.fig(f)}" for f in m.figures)
        note = m.point + (f" ({figs})" if figs else "")
        rows.append([facts.work(m).name, _link(m), f"§{m.section} {d.sections[m.section]}", c.status_en(m), note])
    L += _list_table("Carried-over items", ["Work", "Link", "Section", "Status", "Note"], rows)
    L += _title("Adjacent and candidates", "=")
    L += [f"- **{facts.work(m).name}** ({_link(m)}) — {m.status}: {m.point}" for m in c.adjacent(d)] + [""]
    L += _title("To verify", "=")
    for e in d.entries:
        state = "Resolved" if e.resolved else "Open"
        L += [f".. {ADMONITION[e.risk]}::", "", f"   **{state}, risk {e.risk}.** {e.sentence}", ""]
        L += [f"   Concerns: {c.item_names(e)}", ""]
    L += _title("arXiv ids", "=")
    L += [":New: " + ", ".join(d.new_ids), ":Carried over:", ""]
    L += [f"   - {c.carried_id_line(m, d)}" for m in facts.carried_ids(d)] + [""]
    L += ["----", "", f"*{d.instance}, {d.window[1]} — {c.count_phrase(d)}.*", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _title(f"{facts.TOPIC} — living knowledge document", "=", over=True)
    L += [f":Version: {d.date.isoformat()}", ""]
    for number, name, ms in c.by_section(d):
        L += _title(f"§{number} {name}", "=")
        if not ms:
            L += ["*Nothing anchored yet.*", ""]
            continue
        for m in ms:
            w = facts.work(m)
            L += _title(w.name, "-")
            L += [f":Link: {_link(m)}", f":Anchored: {m.anchored_on.isoformat()}"]
            L += [f":{c.cap(f.metric)}: {c.fig(f)}" for f in m.figures]
            L += [f":Card: {_paths(m.sources)}", "", c.cap(m.point) + ".", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
