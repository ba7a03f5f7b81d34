"""Layout: a WikiCreole 1.0 page (.creole), English, as a team member writes the daily brief on a
Creole wiki.

`=` headings, a header paragraph of bold labels with forced line breaks (`\\\\`), sources as a `*`
list of `{{{nowiki}}}` paths, each NET-new item a `*` list item with `**` sub-items, carried-over
items as prose sentences (one paragraph each), adjacent items a `#` list, the register of claims to
check a table with `|=` header cells, a `----` rule before the closing line. Dates in the British
order (`15 July 2027`, `14 Jul`). The living document is one `|=` table per section.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "creole"
LANG = "en"


def _link(m: Mention, text: str | None = None) -> str:
    w = F.work(m)
    return f"[[{W.url(m)}|{text or (f'arXiv {w.arxiv}' if w.arxiv else f'{w.kind} page')}]]"


def _paths(paths) -> str:
    return ", ".join(f"{{{{{{{p}}}}}}}" for p in paths)


def _figs(m: Mention) -> str:
    return "; ".join(W.fig_en(f) for f in m.figures)


def _new(m: Mention, d: Doc) -> list[str]:
    w = F.work(m)
    what = "" if w.arxiv else f"{w.kind}, "
    L = [f"* **{w.name}** ({what}{_link(m)}) is NET-new for {W.section_en(d, m.section)}, "
         f"confidence {W.CONFIDENCE_EN[m.confidence]}."]  # fmt: skip
    L.append(f"** {m.point[0].upper()}{m.point[1:]}.")
    if m.figures:
        L.append(f"** Reported: {_figs(m)}.")
    L.append(f"** Sources: {_paths(m.sources)}")
    return L


def _carried(m: Mention, d: Doc) -> str:
    w = F.work(m)
    ref = _link(m, w.arxiv) if w.arxiv else _link(m, "release page")
    figs = f" It now quotes {_figs(m)}." if m.figures else ""
    status = W.carried_en(m, W.short_en)
    return f"**{w.name}** ({ref}, {W.section_en(d, m.section)}) is {status}; note: {m.point}.{figs}"


def _entry_row(n: int, e) -> str:
    names = ", ".join(F.WORKS[i].name for i in e.items)
    return f"|{n}|{W.RISK_EN[e.risk]}|{names}|{e.sentence}|{'resolved' if e.resolved else 'open'}|"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    base = F.living_path(EXT)
    L = [f"= {F.TOPIC} daily brief, {W.long_en(d.date)} =", ""]
    L.append(f"**Written by:** {d.instance}\\\\")
    L.append(f"**Window:** {d.window[0]} to {d.window[1]}\\\\")
    L.append(f"**Baseline:** [[{base}|{base}]], the version of {W.long_en(d.baseline)}\\\\")
    L.append(f"**Declared:** {W.counts_en(d.counts)}\\\\")
    L.append(f"**Sections touched:** {', '.join(W.section_en(d, k) for k in d.sections)}")
    L += ["", "== Sources checked ==", ""]
    for s in d.sources:
        L.append(f"* {{{{{{{s}}}}}}}" + (" (listed, but empty: nothing new in it)" if W.empty(d, s) else ""))
    L += ["", f"== NET-new ({len(new)}) ==", ""]
    for m in new:
        L += _new(m, d)
    L += ["", "== Carried over and anchored ==", ""]
    for m in carried:
        L += [_carried(m, d), ""]
    if side:
        L += ["== Adjacent ==", ""]
        L += [f"# **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}: {m.point}." for m in side]
        L.append("")
    L += ["== To verify ==", "", "|=#|=Risk|=Concerns|=Entry|=State|"]
    L += [_entry_row(n, e) for n, e in enumerate(d.entries, 1)]
    L += ["", "== arXiv IDs ==", "", f"NET-new in this brief: {', '.join(d.new_ids)}", ""]
    olds = [m for m in carried if F.work(m).arxiv]
    L += [f"* {F.work(m).arxiv}: {W.carried_en(m, W.short_en)} (§{m.section})" for m in olds]
    L += ["", "----", "", f"//{d.instance}, {d.window[1]}. {W.counts_en(d.counts)}.//", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    L = [f"= {F.TOPIC} living document =", ""]
    L.append(f"Version of {W.long_en(d.date)}. The nightly relay adds what the daily briefs anchor.")
    for k in d.sections:
        L += ["", f"== {W.section_en(d, k)} ==", ""]
        here = [m for m in d.mentions if m.section == k]
        if not here:
            L.append("Nothing anchored here yet.")
            continue
        L.append("|=Work|=arXiv|=Status|=Key point|=Figures|=Card|")
        for m in here:
            w = F.work(m)
            anchored = f"anchored {W.short_en(m.anchored_on)} {m.anchored_on.year}"
            L.append(f"|{w.name}|{_link(m, w.arxiv)}|{anchored}|{m.point}|{_figs(m)}|{_paths(m.sources)}|")
    L.append("")
    return "\n".join(L)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
