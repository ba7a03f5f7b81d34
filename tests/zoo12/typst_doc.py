"""A Typst document: `#set document(...)` and page/text rules, `=`/`==`/`===` headings, `- `
lists, `/ Term: description` term lists, `#table(...)` with `table.header`, `#link(...)[...]` for
arXiv ids and URLs, raw backticks for file paths, markup characters escaped in running text."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "typ"
LANG = "en"

_SPECIAL = set("\\#$*_@<>[]`~=+/")


def esc(text: str) -> str:
    """Running text as Typst markup: every character with a markup meaning escaped."""
    return "".join(f"\\{c}" if c in _SPECIAL else c for c in text)


def _str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _raw(path: str) -> str:
    return f"`{path}`"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"#link({_str(W.url(m))})[{w.arxiv}]" if w.arxiv else f"#link({_str(W.url(m))})"


def _preamble(title: str, author: str | None, day) -> list[str]:
    args = [f"title: {_str(title)}"]
    if author:
        args.append(f"author: {_str(author)}")
    args.append(f"date: datetime(year: {day.year}, month: {day.month}, day: {day.day})")
    return [
        f"#set document({', '.join(args)})",
        '#set page(paper: "a4", margin: (x: 2cm, y: 2.2cm), numbering: "1 / 1")',
        '#set text(size: 10pt, lang: "en")',
        "#set par(justify: true)",
        "#show link: set text(fill: blue.darken(30%))",
        "",
    ]


def _cap(s: str) -> str:
    return s[0].upper() + s[1:]


def _item(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"=== {esc(w.name)}", ""]
    L.append(f"/ arXiv: {_link(m)}" if w.arxiv else f"/ {_cap(w.kind)}: {_link(m)}")
    L.append(f"/ Status: {esc(F.STATUS_EN['new'])}")
    L.append(f"/ Section: §{m.section} {esc(W.section_name(d, m))}")
    if m.figures:
        L.append(f"/ Figures: {esc('; '.join(W.fig_en(f) for f in m.figures))}")
    L.append(f"/ Sources: {', '.join(_raw(s) for s in m.sources)}")
    L.append(f"/ Confidence: {esc(F.CONFIDENCE_EN[m.confidence])}")
    return L + ["", esc(_cap(m.point)) + ".", ""]


def _cell(text: str) -> str:
    return f"[{text}]"


def _carried(d: Doc, carried: list[Mention]) -> list[str]:
    L = [
        "#table(",
        "  columns: (auto, auto, auto, auto, 1fr),",
        "  align: left,",
        "  table.header([*Work*], [*arXiv*], [*Section*], [*Status*], [*Note*]),",
    ]
    for m in carried:
        w = F.work(m)
        note = m.point + "".join(f"; {W.fig_en(f)}" for f in m.figures)
        cells = [
            esc(w.name),
            _link(m) if w.arxiv else f"{esc(w.kind)}, {_link(m)}",
            f"§{m.section} {esc(W.section_name(d, m))}",
            esc(W.carried_en(m, lambda x: x.isoformat())),
            esc(_cap(note)),
        ]
        L.append("  " + ", ".join(_cell(c) for c in cells) + ",")
    return L + [")", ""]


def _register(d: Doc) -> list[str]:
    L = [
        "#table(",
        "  columns: (1fr, auto, auto),",
        "  table.header([*Claim*], [*Risk*], [*State*]),",
    ]
    for e in d.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f"  [{esc(e.sentence)}], [{esc(F.RISK_EN[e.risk])}], [{state}],")
    return L + [")", ""]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    title = f"{_cap(F.TOPIC)} brief, {W.long_date(d.date)}"
    L = _preamble(title, d.instance, d.date)
    L += [f"= {esc(title)}", ""]
    start, end = d.window
    L += [
        f"/ Topic: {F.TOPIC}",
        f"/ Author: {d.instance}",
        f"/ Window: {start} → {end}",
        f"/ Baseline: {_raw(F.living_path(EXT))}, version of {W.long_date(d.baseline)}",
        f"/ Counts: {esc(W.counts_en(d.counts))}",
        "",
        "== Sources read",
        "",
    ]
    for s in d.sources:
        L.append(f"- {_raw(s)}" + (" --- empty, nothing on robotics in it" if s in d.empty_sources else ""))
    L += ["", "== New items", ""]
    for m in new:
        L += _item(d, m)
    L += ["== Carried over", ""] + _carried(d, carried)
    if side:
        L += ["== Adjacent", ""]
        for m in side:
            w = F.work(m)
            L.append(f"- {esc(w.name)} ({_link(m)}), {esc(F.STATUS_EN[m.status].lower())}: {esc(m.point)}.")
        L.append("")
    L += ["== NET-new arXiv IDs", "", ", ".join(d.new_ids), ""]
    L += ["== To verify", ""] + _register(d)
    L += [f"#align(right)[_{d.instance}, {W.closing(d)}_]", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    title = f"{_cap(F.TOPIC)}: living knowledge document"
    L = _preamble(title, None, d.date)
    L += [f"#align(center, text(17pt)[*{esc(title)}*])", ""]
    L += [f"/ Version: {W.long_date(d.date)}", f"/ Path: {_raw(F.living_path(EXT))}", ""]
    L += ["#outline(title: [Contents])", ""]
    chapters: dict[str, list[str]] = {}
    for k in d.sections:
        chapters.setdefault(k.split(".")[0], []).append(k)
    for ch, keys in chapters.items():
        L += [f"= {'Methods' if ch == '1' else 'Evaluation and safety'}", ""]
        for k in keys:
            L += [f"== §{k} {esc(d.sections[k])} <sec-{k.replace('.', '-')}>", ""]
            here = [m for m in d.mentions if m.section == k]
            if not here:
                L += ["Nothing anchored yet.", ""]
            for m in here:
                L += [
                    f"/ {esc(F.work(m).name)}: {_link(m)}, anchored {m.anchored_on.isoformat()}.",
                    f"  {esc(_cap(m.point))}; {esc('; '.join(W.fig_en(f) for f in m.figures))}.",
                    f"  Card: {', '.join(_raw(c) for c in m.sources)}.",
                    "",
                ]
    return "\n".join(L)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
