"""The brief as a TaskPaper document (English, `.taskpaper`): projects are lines ending in `:`,
tasks begin with `- `, every other line is a note, nesting is by tabs, and tags are `@name` or
`@name(value)` at the end of a line. The brief is one project with a project per part; each item
is a task whose status tag carries its section (`@new(§1.2)`, `@anchored(§1.2)`), with its link,
point, figures and sources as notes under it; the to-verify register is tasks tagged `@verify`,
`@risk(...)` and `@due(...)`, or `@done(...)` once resolved; the sources read are tasks marked
`@done`. The living document is a project per section."""

from __future__ import annotations

from datetime import timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "taskpaper"
LANG = "en"

EMPTY = f"Empty, nothing on {F.TOPIC} today."


def _tag(m: Mention) -> str:
    tag = W.STATUS_TAG[m.status]
    return f"@{tag}(§{m.section})" if m.section else f"@{tag}"


def _status_note(m: Mention) -> str:
    text = W.carried_en(m)
    return f"{text[0].upper()}{text[1:]}."


def _item(m: Mention, depth: int, lines: list[str]) -> None:
    tab = "\t" * depth
    conf = f" @confidence({m.confidence})" if m.confidence else ""
    lines.append(f"{tab}- {F.work(m).name} {_tag(m)}{conf}")
    lines.append(f"{tab}\t{W.url(m)}")
    if m.status != "new":
        lines.append(f"{tab}\t{_status_note(m)}")
    lines.append(f"{tab}\t{W.sentence(m.point)}")
    lines += [f"{tab}\t{W.fig_en(f)}" for f in m.figures]
    if m.sources:
        lines.append(f"{tab}\tSources: {', '.join(m.sources)}")


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    lines = [
        f"{F.TOPIC} brief {W.iso(d.date)}:",
        f"\tWritten by {d.instance}, handed over at {F.HANDOVER}.",
        f"\tWindow {d.window[0]} → {d.window[1]}",
        f"\tBaseline {F.living_path(EXT)}, version of {W.iso(d.baseline)}",
        f"\tDeclared {W.counts_en(d.counts)}",
        "\tSections " + ", ".join(W.section_en(d, k) for k in d.sections),
        f"\t{W.STATUS_EN['new']}:",
    ]
    for m in new:
        _item(m, 2, lines)
    lines.append("\tCarried over and anchored:")
    for m in old:
        _item(m, 2, lines)
    lines.append("\tAdjacent:")
    for m in side:
        _item(m, 2, lines)
    lines.append("\tTo verify:")
    for e in d.entries:
        when = f"@done({W.iso(d.date)})" if e.resolved else f"@due({W.iso(d.date + timedelta(days=1))})"
        lines.append(f"\t\t- {e.sentence} @verify @risk({e.risk}) {when}")
    lines += ["\tarXiv IDs:", f"\t\tNew {', '.join(d.new_ids)}"]
    lines.append("\tSources read:")
    for s in d.sources:
        if W.empty(d, s):
            lines += [f"\t\t- {s} @done({W.iso(d.date)}) @empty", f"\t\t\t{EMPTY}"]
        else:
            lines.append(f"\t\t- {s} @done({W.iso(d.date)})")
    return lines


def _living(d: Doc) -> list[str]:
    lines = [
        f"{F.TOPIC} living document:",
        f"\tVersion of {W.iso(d.date)}. One project per section, one task per anchored item.",
    ]
    for num in d.sections:
        lines.append(f"\t{W.section_en(d, num)}:")
        inside = [m for m in d.mentions if m.section == num]
        for m in inside:
            _item(m, 2, lines)
        if not inside:
            lines.append("\t\tNothing anchored here yet.")
    return lines


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
