"""A brief written as a Unix manual page (English), section 7, in the man(7) macro package as
groff reads it: the `'\\" t` line asking for tbl, `.\\"` comments, `.TH` with the page name,
section, date, source and manual, upper-case `.SH` headings (`NAME` with its `name \\- summary`
line, `SYNOPSIS`, `FILES`, `AUTHORS`, `SEE ALSO`), `.SS` subsections, `.TP` tagged paragraphs,
`.IP` bullets and numbers, `.B`/`.I`/`.BR` fonts, `.UR`/`.UE` links, `.br` and `.PP`, and one tbl
table between `.TS` and `.TE` with `T{`/`T}` text blocks. Hyphens in names, paths and dates are
`\\-` (an ASCII hyphen-minus, as man-pages(7) asks), the section sign `\\(sc`, the multiplication
sign `\\(mu`, an arrow `\\(->`, a dash `\\(em`, and a text line that would start with a dot is led
by `\\&`. The living document's path is only whole once those escapes are read, so the layout
gives a `text` hook: the page with its escapes read.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "7"
LANG = "en"

GLYPHS = {"§": "\\(sc", "×": "\\(mu", "→": "\\(->", "—": "\\(em", "•": "\\(bu", "-": "\\-"}


def esc(s: str) -> str:
    """Text in the page: hyphens as `\\-` and named glyphs for the non-ASCII characters."""
    out = "".join(GLYPHS.get(c, c) for c in s)
    return "\\&" + out if out[:1] in (".", "'") else out


def q(s: str) -> str:
    """A macro argument with spaces."""
    return f'"{esc(s)}"'


def text(page: str) -> str:
    """The page with its escapes read (what the key writer looks for the baseline path in)."""
    out = page
    for c, e in GLYPHS.items():
        out = out.replace(e, c)
    return out.replace("\\&", "").replace("\\fB", "").replace("\\fI", "").replace("\\fR", "")


def _head(d: Doc, name: str, summary: str) -> list[str]:
    return [
        "'\\\" t",
        f'.\\" {d.stem}.{EXT}',
        f'.\\" Written {W.iso(d.date)} by {d.instance or "the nightly relay"}; view with: man \\-l FILE',
        f'.TH {esc(name.upper())} 7 {esc(W.iso(d.date))} "kgraph briefs" "Daily Research Briefs"',
        ".SH NAME",
        f"{esc(name)} \\- {esc(summary)}",
    ]


def _link(m: Mention) -> list[str]:
    return [f".UR {W.url(m)}", ".UE"]


def _figures(m: Mention) -> list[str]:
    out = []
    for k, f in enumerate(m.figures):
        out += ([".br"] if k else []) + [esc(W.fig_en(f))]
    return out


def _living(d: Doc) -> str:
    L = _head(d, F.TOPIC, f"living knowledge document, version of {W.long_en(d.date)}")
    L += [".SH DESCRIPTION", "The living document of the", ".I " + esc(F.TOPIC),
          "reading group, kept at", ".I " + esc(F.living_path(EXT)), "and updated every night by the relay.",
          f"This version is dated {esc(W.long_en(d.date))}."]  # fmt: skip
    for num in d.sections:
        L.append(f".SH {q(W.section_en(d, num))}")
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("Nothing anchored in this section yet.")
        for m in here:
            L += [f".SS {q(W.label(m))}", esc(W.sentence(m.point)), ".TP", ".B Anchored", esc(W.long_en(m.anchored_on)),
                  ".TP", ".B Figures", *_figures(m), ".TP", ".B Card", *(f".I {esc(s)}" for s in m.sources),
                  ".TP", ".B Link", *_link(m)]  # fmt: skip
    L += [".SH SEE ALSO", f".BR {esc(F.TOPIC)}\\-brief (7)", ""]
    return "\n".join(L)


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    name = f"{F.TOPIC}-brief"
    L = _head(d, name, f"{F.TOPIC} daily brief for {W.long_en(d.date)}")
    L += [
        ".SH SYNOPSIS",
        ".B Author:",
        d.instance,
        ".br",
        ".B Window:",
        f"{esc(d.window[0])} \\(-> {esc(d.window[1])}",
        ".br",
        ".B Baseline:",
        f".I {esc(F.living_path(EXT))}",
        f"(version of {esc(W.long_en(d.baseline))})",
        ".br",
        ".B Counts:",
        esc(W.counts_en(d.counts)),
        ".SH DESCRIPTION",
        f"What {d.instance} read in the 24 hours before the {F.HANDOVER} handover on {esc(W.long_en(d.date))}:",
        f"{len(new)} NET\\-new items first, then what is carried over, then the register of claims to verify.",
        ".SH NET\\-NEW ITEMS",
    ]
    for k, m in enumerate(new, 1):
        L += [f".SS {q(f'{k}. {W.label(m)}')}", esc(W.sentence(m.point)),
              ".TP", ".B Section", esc(W.section_en(d, m.section)),
              ".TP", ".B Confidence", esc(m.confidence),
              ".TP", ".B Link", *_link(m)]  # fmt: skip
        if m.figures:
            L += [".TP", ".B Figures", *_figures(m)]
        L += [".TP", ".B Read in"]
        for j, s in enumerate(m.sources):
            L += ([".br"] if j else []) + [f".I {esc(s)}"]
    L += [".SH CARRIED OVER AND ANCHORED", ".TS", "allbox tab(;);", "lb lb lb lb", "lw(1.3i) lw(1.3i) lw(0.9i) lx.",
          "Item;Section;Status;Note"]  # fmt: skip
    for m in old:
        note = [esc(W.sentence(m.point))] + [x for f in m.figures for x in (".br", esc(W.fig_en(f)))]
        cells = [esc(W.label(m)), esc(W.section_en(d, m.section)), esc(W.carried_long(m))]
        L += ["T{", *(x for c in cells for x in (c, "T};T{")), *note, "T}"]
    L += [".TE", ".SH ADJACENT AND CANDIDATES"]
    for m in side:
        L += [".IP \\(bu 2", f".B {q(W.label(m))}", f"\\(em {W.STATUS_EN[m.status]}: {esc(m.point)}"]
    L.append(".SH TO VERIFY")
    for k, e in enumerate(d.entries, 1):
        head = f"Risk: {e.risk}" + (", \\fBresolved\\fR" if e.resolved else "")
        L += [f".IP {k}. 4", f"{head}.", esc(e.sentence) + "."]
    carried = [m for m in old if F.work(m).arxiv]
    L += [".SH ARXIV IDS", f"New in this brief: {esc(', '.join(d.new_ids))}", ".PP", "Carried over:"]
    for m in carried:
        L += [".IP \\(bu 2", f"{F.work(m).arxiv} ({esc(F.work(m).name)}), {esc(W.carried_long(m))}"]
    L.append(".SH FILES")
    for s in d.sources:
        L += [".TP", f".I {esc(s)}", "empty: nothing in it" if s in d.empty_sources else "read for this brief"]
    L += [".SH AUTHORS", f"Written by {d.instance}, handed over at {F.HANDOVER} on {esc(W.iso(d.date))}.",
          ".SH SEE ALSO", f".BR {esc(F.TOPIC)} (7)", ""]  # fmt: skip
    return "\n".join(L)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
