"""A Marp slide deck in Markdown: front matter with `marp: true` and global directives, slides
separated by `---`, a lead title slide, one slide per item with a `##` title and short bullets,
speaker notes in HTML comments, and a two-column table slide for the to-verify register."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"


def _front(title: str, author: str | None) -> list[str]:
    L = ["---", "marp: true", "theme: default", "paginate: true", "size: 16:9", f"title: {title}"]
    if author:
        L.append(f"author: {author}")
    return L + [f"footer: {F.TOPIC} · {title}", "---", ""]


def _notes(*lines: str) -> list[str]:
    return ["", "<!--", *lines, "-->"]


def _code(path: str) -> str:
    return f"`{path}`"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv}]({W.url(m)})" if w.arxiv else f"<{W.url(m)}>"


def _new_slide(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"## {w.name}", ""]
    L.append(f"- **{F.STATUS_EN['new']}** · §{m.section} {W.section_name(d, m)}")
    L.append(f"- arXiv {_link(m)}" if w.arxiv else f"- {w.kind.capitalize()}: {_link(m)}")
    for f in m.figures:
        L.append(f"- **{W.value_en(f)}** {f.metric}")
    L.append(f"- Confidence: {F.CONFIDENCE_EN[m.confidence]}")
    L.append("- Sources: " + ", ".join(_code(s) for s in m.sources))
    return L + _notes(f"{m.point[0].upper()}{m.point[1:]}.")


def _carried_slide(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"## {w.name}", ""]
    L.append(f"- {W.carried_en(m, lambda x: x.isoformat()).capitalize()} · §{m.section} {W.section_name(d, m)}")
    L.append(f"- arXiv {_link(m)}" if w.arxiv else f"- {w.kind.capitalize()}: {_link(m)}")
    for f in m.figures:
        L.append(f"- **{W.value_en(f)}** {f.metric}")
    return L + _notes(f"{m.point[0].upper()}{m.point[1:]}.")


def _side_slide(m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"## {w.name}", "", f"- {F.STATUS_EN[m.status]} — not a main increment", f"- arXiv {_link(m)}"]
    return L + _notes(f"{m.point[0].upper()}{m.point[1:]}; watching it.")


def _divider(title: str, sub: str) -> list[str]:
    return ["<!-- _class: lead -->", "", f"# {title}", "", sub]


def _register(d: Doc) -> list[str]:
    L = ["## To verify", "", "| Claim | Risk · state |", "| --- | --- |"]
    for e in d.entries:
        state = "✅ resolved" if e.resolved else "open"
        L.append(f"| {e.sentence} | {F.RISK_EN[e.risk]} · {state} |")
    return L + _notes("Open rows go to tomorrow's brief; resolved rows are dropped after this deck.")


def _brief(d: Doc) -> str:
    title = f"Robotics brief {d.date.isoformat()}"
    new, carried, side = F.groups(d)
    slides: list[list[str]] = []
    start, end = d.window
    slides.append(
        [
            "<!-- _class: lead -->",
            "<!-- _paginate: false -->",
            "",
            f"# {F.TOPIC.capitalize()} brief",
            "",
            f"### {W.long_date(d.date)} · {d.instance}",
            "",
            f"Window {start} → {end}  ",
            f"Baseline {_code(F.living_path(EXT))} (version {d.baseline.isoformat()})",
        ]
        + _notes(f"Daily E1 brief for {F.TOPIC}, written by {d.instance} for tonight's relay.")
    )
    glance = ["## At a glance", ""]
    glance += [f"- {part}" for part in W.counts_en(d.counts).split(", ")]
    glance.append(f"- NET-new IDs: {', '.join(d.new_ids)}")
    slides.append(glance + _notes("Counts as declared by this brief."))
    src = ["## Sources read", ""]
    for s in d.sources:
        empty = " — empty, nothing on robotics" if s in d.empty_sources else ""
        src.append(f"- {_code(s)}{empty}")
    slides.append(src)
    table = ["## Sections touched", "", "| § | Name |", "| --- | --- |"]
    table += [f"| §{k} | {v} |" for k, v in d.sections.items()]
    slides.append(table)
    slides.append(_divider("New this round", f"{len(new)} items"))
    slides += [_new_slide(d, m) for m in new]
    slides.append(_divider("Carried over", "already in the living document, or on their way"))
    slides += [_carried_slide(d, m) for m in carried]
    if side:
        slides.append(_divider("Adjacent", "worth a look, not increments"))
        slides += [_side_slide(m) for m in side]
    slides.append(_register(d))
    slides.append(["<!-- _class: lead -->", "", f"{d.instance} · {W.closing(d)}"])
    out = _front(title, d.instance)
    for i, s in enumerate(slides):
        if i:
            out += ["", "---", ""]
        out += s
    return "\n".join(out) + "\n"


def _living(d: Doc) -> str:
    title = f"Robotics living document {d.date.isoformat()}"
    slides: list[list[str]] = [
        [
            "<!-- _class: lead -->",
            "",
            f"# {F.TOPIC.capitalize()}",
            "",
            "### Living knowledge document",
            "",
            f"Version {d.date.isoformat()} · {_code(F.living_path(EXT))}",
        ],
        ["## Contents", ""] + [f"1. §{k} {v}" for k, v in d.sections.items()],
    ]
    for k, v in d.sections.items():
        here = [m for m in d.mentions if m.section == k]
        s = [f"## §{k} {v}", ""]
        if not here:
            s.append("_Nothing anchored yet._")
        for m in here:
            s.append(f"- **{F.work(m).name}** · arXiv {_link(m)} · anchored {m.anchored_on.isoformat()}")
            s += [f"  - {W.fig_en(f)}" for f in m.figures]
            s += [f"  - card {_code(c)}" for c in m.sources]
        notes = [f"{m.point[0].upper()}{m.point[1:]}." for m in here]
        slides.append(s + (_notes(*notes) if notes else []))
    out = _front(title, None)
    for i, s in enumerate(slides):
        if i:
            out += ["", "---", ""]
        out += s
    return "\n".join(out) + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
