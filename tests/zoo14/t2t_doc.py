"""A txt2tags document, as a txt2tags user writes one: the three header lines (title, author,
date), a config area of `%!` settings and `%` comments, `= Title =` / `== Sub ==` headings,
`- ` and `+ ` lists closed by two blank lines, `| table |` rows under a `||` header row,
`[label url]` links and ``` ``monospace`` ``` paths. Dates inside a brief drop the year (`Jun 6`)."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "t2t"
LANG = "en"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[arXiv {w.arxiv} {W.url(m)}]" if w.arxiv else f"[{w.kind} {W.url(m)}]"


def _mono(paths: list[str] | tuple[str, ...], d: Doc) -> str:
    return ", ".join(f"``{s}``" + (" (empty: nothing new in it)" if s in d.empty_sources else "") for s in paths)


def _figures(m: Mention) -> str:
    return "; ".join(W.fig_en(f) for f in m.figures)


def _header(title: str, author: str, d: Doc, comment: str) -> list[str]:
    return [title, author, d.date.isoformat(), "", "%!target: html", "%!encoding: UTF-8", f"% {comment}", ""]


def _new(d: Doc, m: Mention) -> list[str]:
    L = [f"=== {W.label(m)} ===", "", f"- Status: {W.STATUS_EN['new']}"]
    L.append(f"- Section: {W.section_en(d, m.section)}")
    L += [f"- Link: {_link(m)}", f"- Key point: {m.point}"]
    if m.figures:
        L.append(f"- {'Figures' if len(m.figures) > 1 else 'Figure'}: {_figures(m)}")
    L += [f"- Confidence: {W.CONFIDENCE_EN[m.confidence]}", f"- Sources: {_mono(m.sources, d)}", "", ""]
    return L


def _row(d: Doc, m: Mention) -> str:
    note = m.point + (f"; {_figures(m)}" if m.figures else "")
    cells = [F.work(m).name, _link(m), W.carried_en(m, W.short_en), W.section_en(d, m.section), note]
    return "| " + " | ".join(cells) + " |"


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _header(
        f"{F.TOPIC} daily brief", d.instance, d, f"written in the {d.instance} inbox; the relay reads it at 22:30"
    )
    L += [f"= {F.TOPIC} brief, {d.date.isoformat()} =", ""]
    L.append(f"- **Window:** {d.window[0]} → {d.window[1]}")
    L.append(f"- **Author:** {d.instance}")
    L.append(f"- **Baseline:** ``{F.living_path(EXT)}`` (version of {d.baseline.isoformat()})")
    L += [f"- **Declared:** {W.counts_en(d.counts)}", "", ""]
    L += ["== Sources checked ==", ""] + [f"- {_mono([s], d)}" for s in d.sources] + ["", ""]
    L += ["== NET-new increments ==", ""]
    for m in new:
        L += _new(d, m)
    L += ["== Carried over ==", "", "|| Item | Link | Status | Section | Note |"]
    L += [_row(d, m) for m in carried] + [""]
    if side:
        L += ["== Adjacent ==", ""]
        L += [f"- {F.work(m).name}, {W.STATUS_EN[m.status]}: {m.point} {_link(m)}" for m in side] + ["", ""]
    L += ["== To verify ==", "", "% contradictions and claims nobody has checked yet", ""]
    for e in d.entries:
        head = "**Resolved:** " if e.resolved else ""
        L.append(f"+ {head}{e.sentence} ({W.RISK_EN[e.risk]})")
    L += ["", "", "== arXiv IDs ==", "", f"- NET-new: {', '.join(d.new_ids)}"]
    kept = [f"{F.work(m).arxiv} ({W.carried_en(m, W.short_en)}, §{m.section})" for m in carried if F.work(m).arxiv]
    L += [f"- Carried over: {'; '.join(kept)}", "", ""]
    L += ["% end of brief", f"Filed by {d.instance} on {d.date.isoformat()} 22:05.", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _header(f"{F.TOPIC} living knowledge document", "relay", d, "the relay rewrites this file every night")
    L += [f"= {F.TOPIC}: living knowledge =", "", f"Version of {d.date.isoformat()}.", ""]
    for num in d.sections:
        L += [f"== {W.section_en(d, num)} ==", ""]
        items = [m for m in d.mentions if m.section == num]
        if not items:
            L += ["Nothing anchored yet.", ""]
        for m in items:
            L += [f"=== {W.label(m)} ===", "", f"- Anchored: {W.short_en(m.anchored_on)}", f"- Link: {_link(m)}"]
            L += [f"- Key point: {m.point}", f"- Figure: {_figures(m)}", f"- Card: {_mono(m.sources, d)}", "", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
