"""An HTML page of the relay's web archive dumped to text by `lynx -dump` (.txt), English, as
lynx writes it at its default width of 80 columns with a UTF-8 display character set: the `<h1>`
centred, other headings flush left, paragraphs indented three spaces and wrapped before column 80,
`<ul>` items as `*` bullets indented five spaces (continuation lines under the text), every link's
text preceded by its number in brackets (`[3]§1.2 Sediment Transport`), a table flattened into
space-aligned columns, `<pre>` text kept as it is at the left margin, emphasis and code markup
dropped, and at the end the `References` list of every link's absolute URL, numbered as in the
text. The archive serves the living document at a clean URL (`/kb/coastal-erosion`, sections as
`#s1-2` fragments); the brief names the living document by its pipeline path in its text."""

from __future__ import annotations

import textwrap

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"

SITE = "https://relay.example.net"
KB = f"{SITE}/kb/{F.TOPIC}"
WIDTH = 79  # lynx wraps before the 80th column


class Page:
    """Text lines and numbered links, as lynx lays a page out."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.refs: list[str] = []

    def a(self, text: str, href: str) -> str:
        self.refs.append(href)
        return f"[{len(self.refs)}]{text}"

    def blank(self) -> None:
        if self.lines and self.lines[-1] != "":
            self.lines.append("")

    def h1(self, text: str) -> None:
        self.lines += [text.center(WIDTH).rstrip(), ""]

    def h(self, text: str) -> None:
        self.blank()
        self.lines += [text, ""]

    def p(self, text: str) -> None:
        self.lines += _wrap(text, "   ", "   ") + [""]

    def ul(self, items: list[str]) -> None:
        for x in items:
            self.lines += _wrap(x, "     * ", "       ")
        self.lines.append("")

    def table(self, rows: list[list[str]]) -> None:
        widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
        for r in rows:
            self.lines.append(("   " + " ".join(c.ljust(w) for c, w in zip(r, widths, strict=True))).rstrip())
        self.lines.append("")

    def pre(self, lines: list[str]) -> None:
        self.lines += lines + [""]

    def text(self) -> str:
        out = list(self.lines)
        while out and out[-1] == "":
            out.pop()
        out += ["", "References", ""] + [f"{n:>4}. {u}" for n, u in enumerate(self.refs, 1)]
        return "\n".join(out) + "\n"


def _wrap(text: str, first: str, rest: str) -> list[str]:
    return textwrap.wrap(text, WIDTH, initial_indent=first, subsequent_indent=rest, break_long_words=False,
                         break_on_hyphens=False)  # fmt: skip


def _label(m: Mention) -> str:
    return W.label(m)


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} - living knowledge document"
    return f"{F.TOPIC} brief for {W.long_en(d.date)}"


def _section(pg: Page, d: Doc, num: str) -> str:
    return pg.a(W.section_en(d, num), f"{KB}#{W.anchor(num)}")


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    pg = Page()
    pg.lines = [
        f"   {pg.a('Relay archive', f'{SITE}/')} > {pg.a(F.TOPIC, f'{SITE}/topics/{F.TOPIC}')} > {d.instance}",
        "",
    ]
    pg.h1(title(d))
    pg.p(f"Written by {d.instance}. Window: {d.window[0]} → {d.window[1]}.")
    pg.p(f"Baseline: {pg.a(F.living_path(EXT), KB)} (version of {W.long_en(d.baseline)}).")
    pg.p(f"Declared: {W.counts_en(d.counts)}.")
    pg.h("Sources read")
    pg.ul([f"{s} - empty, nothing on this topic" if W.empty(d, s) else s for s in d.sources])
    pg.h(W.STATUS_EN["new"])
    for n, m in enumerate(new, 1):
        w = F.work(m)
        pg.h(f"{n}. {w.name}")
        pg.p(f"{pg.a(_label(m), W.url(m))} | suggested section {_section(pg, d, m.section)} | confidence "
             f"{W.CONFIDENCE_EN[m.confidence]}")  # fmt: skip
        pg.p(W.sentence(m.point))
        if m.figures:
            pg.ul([W.fig_en(f) for f in m.figures])
        pg.p(f"Read in: {', '.join(m.sources)}")
    pg.h("Carried over and anchored")
    rows = [["Item", "Section", "Status"]]
    rows += [[F.work(m).name, W.section_en(d, m.section), W.carried_en(m)] for m in carried]
    pg.table(rows)
    pg.ul([" ".join([f"{F.work(m).name} ({pg.a(_label(m), W.url(m))}): {W.sentence(m.point)}"]
                    + [f"Reported {W.fig_en(f)}." for f in m.figures]) for m in carried])  # fmt: skip
    if side:
        pg.h("Adjacent and candidates")
        pg.ul([f"{F.work(m).name} ({pg.a(_label(m), W.url(m))}), {W.STATUS_EN[m.status]}: {W.sentence(m.point)}"
               for m in side])  # fmt: skip
    pg.h("Claims to verify")
    pg.ul([f"{'RESOLVED' if e.resolved else 'OPEN'} ({W.RISK_EN[e.risk].lower()} risk): {W.sentence(e.sentence)}"
           for e in d.entries])  # fmt: skip
    pg.h("Citable arXiv IDs")
    pre = [f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    pre += [f"{F.work(m).arxiv}  {W.carried_en(m)}  {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    pg.pre(pre)
    pg.p(f"Handed over by {d.instance} at {d.window[1][11:]}. {pg.a('Previous briefs', f'{SITE}/topics/{F.TOPIC}')}")
    return pg.text()


def _living(d: Doc) -> str:
    pg = Page()
    pg.lines = [f"   {pg.a('Relay archive', f'{SITE}/')} > {pg.a(F.TOPIC, f'{SITE}/topics/{F.TOPIC}')} > knowledge", ""]
    pg.h1(title(d))
    pg.p(f"Kept by the nightly relay from the daily briefs. Version of {W.long_en(d.date)}.")
    for num in d.sections:
        pg.h(W.section_en(d, num))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            pg.p("No items anchored yet.")
        for m in here:
            pg.h(F.work(m).name)
            pg.p(f"{pg.a(_label(m), W.url(m))} | {W.STATUS_EN['anchored']} {W.short_en(m.anchored_on)} | card "
                 f"{', '.join(m.sources)}")  # fmt: skip
            pg.p(W.sentence(m.point))
            pg.ul([W.fig_en(f) for f in m.figures])
    return pg.text()


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
