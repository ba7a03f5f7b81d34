"""Markdown, written as a narrative: one paragraph per item, bold names, dates without the year."""

from __future__ import annotations

from ._common import HELD, MAIN, SIDE, TOPIC, by_status, en_entry, fig, living_path, section_label, work

EXT = "md"
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def _day(d) -> str:
    return f"{MONTHS[d.month - 1]} {d.day}"


def _link(w) -> str:
    if w.arxiv:
        return f"[arXiv {w.arxiv}](https://arxiv.org/abs/{w.arxiv})"
    return f"<{w.url}>"


def _figs(m) -> str:
    if not m.figures:
        return ""
    parts = [f"{fig(f)} on {f.metric}" for f in m.figures]
    return " The numbers quoted: " + "; ".join(parts) + "."


def _srcs(m) -> str:
    if not m.sources:
        return ""
    return " I found it in " + " and ".join(f"`{s}`" for s in m.sources) + "."


def _para(doc, m) -> str:
    w = work(m)
    head = f"**{w.name}** ({_link(w)})"
    sec = section_label(doc, m.section)
    if m.status == "new":
        s = f"{head} is NET-new in this brief: {m.point}. It should go into {sec}."
    elif m.status == "anchored":
        s = f"{head} is already anchored in the living document since {_day(m.anchored_on)}, under {sec}; {m.point}."
    elif m.status == "carried-over":
        when = f", anchored {_day(m.anchored_on)}" if m.anchored_on else ""
        s = f"{head} is carried over from an earlier brief{when} ({sec}); {m.point}."
    elif m.status == "not-anchored":
        s = f"{head} is still not anchored in the living document ({sec}); {m.point}."
    elif m.status == "adjacent":
        s = f"{head} is only adjacent to the topic: {m.point}."
    else:
        s = f"{head} stays a candidate for later: {m.point}."
    s += _figs(m) + _srcs(m)
    if m.confidence:
        s += f" My confidence: {m.confidence}."
    return s


def render(doc) -> str:
    out: list[str] = []
    if doc.kind == "living":
        out.append(f"# {TOPIC.capitalize()}: the living knowledge document")
        out.append(f"This is the {doc.date.isoformat()} version, kept up to date by the nightly relay.")
        for num, name in doc.sections.items():
            out.append(f"## §{num} {name}")
            ms = [m for m in doc.mentions if m.section == num]
            if not ms:
                out.append("Nothing anchored here yet.")
            for m in ms:
                out.append(_para(doc, m))
        return "\n\n".join(out) + "\n"

    a, b = doc.window
    out.append(f"# {TOPIC.capitalize()} brief for {_day(doc.date)}, {doc.date.year}")
    out.append(
        f"*Written by {doc.instance}.* This brief covers {a} to {b} and reads against "
        f"`{living_path(EXT)}` in its {doc.baseline.isoformat()} version. It counts "
        f"{doc.counts['increments']} main increments and {doc.counts['adjacent']} adjacent item; "
        f"the number of new arXiv ids is {doc.counts['new-arxiv']}."
    )
    out.append("## What is new")
    out += [_para(doc, m) for m in by_status(doc, MAIN)]
    out.append("## What was already there")
    out += [_para(doc, m) for m in by_status(doc, HELD)]
    out.append("## On the side")
    out += [_para(doc, m) for m in by_status(doc, SIDE)]
    out.append("## Still to verify")
    for e in doc.entries:
        state = "resolved" if e.resolved else "unresolved"
        out.append(f"*Risk {e.risk}, {state}.* {en_entry(e)}.")
    out.append("## What I read")
    out.append(
        "The sources checked for this brief were "
        + ", ".join(f"`{s}`" for s in doc.sources[:-1])
        + f" and `{doc.sources[-1]}`."
    )
    return "\n\n".join(out) + "\n"
