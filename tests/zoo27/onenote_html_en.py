"""A Microsoft OneNote page saved as HTML (`.html`), English: the page's HTML as OneNote hands it
out (GET …/pages/{id}/content), saved by a small export script that also writes the page title
area as OneNote shows it. OneNote's markup: `<body data-absolute-enabled="true">`, each note
container an absolutely positioned `<div style="position:absolute;left:…px;top:…px;width:…px">`
(direct children of the body, not nested), paragraphs `<p style="margin-top:0pt;margin-bottom:0pt">`,
character formatting as `<span style="font-weight:bold">`/`font-family:Consolas`, headings with
OneNote's Heading 2 and 3 styles, links `<a href>` showing the pasted URL, lists `<ul>`/`<ol>` whose
`<li>` hold `<p>`s or `<span>`s, note tags as `data-tag="to-do"` / `"to-do:completed"`, and tables
`<table border=1 cellpadding=0 cellspacing=0 style="border-collapse:collapse">` with `<td>`s
holding `<p>`s. The title area is a container of its own above the others: the title, and under
it the page's date and time in grey, as OneNote shows them.

The brief page: header fields as bold-labelled paragraphs and the sources as a list in the first
container; each NET-new item under a Heading 3 with labelled paragraphs and a metric table in the
second; the carried items as a table and the adjacent items as a bulleted list in the third; the id
list and handover in the fourth; the register as to-do tagged paragraphs in a container placed to
the right of the first (written last, as it was added last). The living document is the relay's
page: one Heading 2 per section, each item a Heading 3 with its fields and metric table."""

from __future__ import annotations

from datetime import datetime
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "en"

P = '<p style="margin-top:0pt;margin-bottom:0pt">'
H2 = '<h2 style="font-size:13pt;color:#2e75b5;margin-top:0pt;margin-bottom:0pt">'
H3 = '<h3 style="font-size:12pt;color:#1f3763;margin-top:0pt;margin-bottom:0pt">'
TABLE = '<table border=1 cellpadding=0 cellspacing=0 style="border-collapse:collapse">'
GREY = "margin-top:0pt;margin-bottom:0pt;font-size:10pt;color:#767676"
LINE = 19  # px a paragraph takes on the page


def e(s: str) -> str:
    return escape(s, quote=False)


def p(html: str, tag: str | None = None) -> str:
    return (P if tag is None else P.replace("<p ", f'<p data-tag="{tag}" ')) + html + "</p>"


def bold(s: str) -> str:
    return f'<span style="font-weight:bold">{e(s)}</span>'


def mono(s: str) -> str:
    return f'<span style="font-family:Consolas">{e(s)}</span>'


def link(m: Mention) -> str:
    u = e(W.url(m))
    return f'<a href="{u}">{u}</a>'


def field(label: str, html: str) -> str:
    return p(f"{bold(label + ':')} {html}")


def table(rows: list[list[str]], widths: list[float]) -> list[str]:
    """A OneNote table, the first row bolded by hand."""
    L = [TABLE]
    for r, row in enumerate(rows):
        L.append("<tr>")
        for cell, w in zip(row, widths, strict=True):
            body = bold(cell) if r == 0 else cell
            L.append(f'<td style="width:{w}in;padding:2pt 4pt 2pt 4pt;vertical-align:top">{P}{body}</p></td>')
        L.append("</tr>")
    return L + ["</table>"]


def figures(m: Mention) -> list[str]:
    return table([["Metric", "Value"]] + [[e(f.metric), e(W.value_en(f))] for f in m.figures], [2.4, 0.9])


class Page:
    """Note containers placed down the page as OneNote places them: each below the last."""

    def __init__(self) -> None:
        self.divs: list[list[str]] = []
        self.top = 115

    def container(self, lines: list[str], left: int = 48, width: int = 624, top: int | None = None) -> None:
        at = self.top if top is None else top
        self.divs.append(
            [f'<div style="position:absolute;left:{left}px;top:{at}px;width:{width}px">', *lines, "</div>"]
        )
        if top is None:
            self.top += LINE * sum(x.startswith(("<p", "<h", "<li", "<tr")) for x in lines) + 30


def title(d: Doc) -> str:
    return f"{F.TOPIC} living document" if d.kind == "living" else f"{F.TOPIC} brief"


def created(d: Doc) -> datetime:
    """When the page was made: shortly after the handover, or the relay's run the night before."""
    if d.kind == "living":
        return datetime(d.date.year, d.date.month, d.date.day, 23, 40)
    return datetime.fromisoformat(d.window[1]).replace(minute=52)


def _new(d: Doc, m: Mention) -> list[str]:
    L = [f"{H3}{e(F.work(m).name)}</h3>", field("Link", link(m)), field("Kind", e(W.label(m))),
         field("Proposed section", e(W.section_en(d, m.section))),
         field("Confidence", e(W.CONFIDENCE_EN[m.confidence])), p(e(W.sentence(m.point)))]  # fmt: skip
    L += figures(m) if m.figures else []
    return L + [field("Read in", ", ".join(mono(s) for s in m.sources)), "<br />"]


def _brief(d: Doc, page: Page) -> None:
    new, carried, side = F.groups(d)
    head = [field("Author", e(d.instance)), field("Window", e(f"{d.window[0]} → {d.window[1]}")),
            field("Baseline", f"{mono(F.living_path(EXT))} (version of {W.us_en(d.baseline)})"),
            field("Declared", e(W.counts_en(d.counts))), "<br />", f"{H2}Sources read</h2>", "<ul>"]  # fmt: skip
    for s in d.sources:
        note = ' <span style="font-style:italic">(empty, nothing on this topic today)</span>' if W.empty(d, s) else ""
        head.append(f"<li>{mono(s)}{note}</li>")
    page.container(head + ["</ul>"])
    body = [f"{H2}{W.STATUS_EN['new']}</h2>"]
    for m in new:
        body += _new(d, m)
    page.container(body)
    rows = [["Item", "Section", "Status", "Note"]]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [f"Reported {W.fig_en(f)}." for f in m.figures])
        rows.append(
            [f"{bold(F.work(m).name)}<br />{link(m)}", e(W.section_en(d, m.section)), e(W.carried_en(m)), e(note)]
        )
    more = [f"{H2}Carried over and anchored</h2>", *table(rows, [1.9, 1.6, 1.4, 2.2])]
    if side:
        more += ["<br />", f"{H2}Adjacent and candidates</h2>", "<ul>"]
        more += [f"<li>{P}{bold(F.work(m).name)} ({W.STATUS_EN[m.status]}, {link(m)}): {e(W.sentence(m.point))}</p></li>"
                 for m in side]  # fmt: skip
        more.append("</ul>")
    page.container(more, width=700)
    ids = [f"{H2}Citable arXiv IDs</h2>", field(W.STATUS_EN["new"], e(", ".join(d.new_ids)))]
    ids += [p(mono(f"{F.work(m).arxiv}  {W.carried_en(m)}  {W.section_en(d, m.section)}")) for m in carried
            if F.work(m).arxiv]  # fmt: skip
    page.container(ids + ["<br />", p(e(f"Handed over at {d.window[1][11:]} by {d.instance}."))])
    reg = [f"{H2}To verify</h2>"]
    for ent in d.entries:
        state = "resolved" if ent.resolved else "open"
        tag = "to-do:completed" if ent.resolved else "to-do"
        reg.append(p(f"{e(W.sentence(ent.sentence))} <span style=\"color:#c00000\">({W.RISK_EN[ent.risk]} risk, {state})</span>",
                     tag))  # fmt: skip
    page.container(reg, left=720, width=360, top=115)


def _living(d: Doc, page: Page) -> None:
    page.container([p(f"Kept by the nightly relay from the daily briefs ({mono(F.living_path(EXT))})."),
                    field("Version", e(W.us_en(d.date)))])  # fmt: skip
    for num in d.sections:
        L = [f"{H2}{e(W.section_en(d, num))}</h2>"]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append(p('<span style="font-style:italic">Nothing anchored here yet.</span>'))
        for m in here:
            L += [f"{H3}{e(F.work(m).name)}</h3>", field("Link", link(m)),
                  field("Status", e(f"{W.STATUS_EN['anchored']} {W.us_short(m.anchored_on)}")),
                  field("Card", ", ".join(mono(s) for s in m.sources)), p(e(W.sentence(m.point)))]  # fmt: skip
            L += figures(m)
        page.container(L)


def render(d: Doc) -> str:
    page = Page()
    when = created(d)
    clock = f"{(when.hour - 1) % 12 + 1}:{when.minute:02d} {'AM' if when.hour < 12 else 'PM'}"
    page.container([f'<p style="margin-top:0pt;margin-bottom:0pt;font-family:Calibri Light;font-size:20pt">'
                    f"{e(title(d))}</p>", f'<p style="{GREY}">{W.weekday_en(d.date)}</p>', f'<p style="{GREY}">{clock}</p>'],
                   top=24)  # fmt: skip
    (_brief if d.kind == "brief" else _living)(d, page)
    head = ['<html lang="en-US">', "<head>", f"<title>{e(title(d))}</title>",
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            f'<meta name="created" content="{when:%Y-%m-%dT%H:%M:%S}.0000000" />', "</head>",
            '<body data-absolute-enabled="true" style="font-family:Calibri;font-size:11pt">']  # fmt: skip
    return "\n".join(head + [x for div in page.divs for x in div] + ["</body>", "</html>"]) + "\n"
