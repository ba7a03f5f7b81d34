"""HTML as a word processor exports it ("Web Page, Filtered"): unquoted attributes, `MsoNormal`
paragraphs, inline styles on every cell, `<td>` only (a header row is just bold text), cells holding
`<span>` runs split by `<br>`, a header table and a carried-over table without any header row, lists
as paragraphs with a fake bullet or number in a 7pt span, curly apostrophes, source lines wrapped
at ~76 columns wherever a space falls (inside text and tags alike)."""

from __future__ import annotations

from html import escape

from .. import facts
from ._common import baseline, by_status, cap, long_date, num

EXT = "html"

TD = "valign=top style='border:solid windowtext 1.0pt;padding:0 5.4pt'"
RISK = {"high": "#C00000", "medium": "#C55A11", "low": "#548235"}
HEAD = """<html>

<head>
<meta http-equiv=Content-Type content="text/html; charset=utf-8">
<meta name=Generator content="Microsoft Word 15 (filtered)">
<title>{title}</title>
<style>
<!--
 p.MsoNormal, li.MsoNormal, div.MsoNormal
	{{margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}}
 p.MsoListParagraph
	{{margin-left:36.0pt;font-size:11.0pt;font-family:"Calibri",sans-serif;}}
@page WordSection1
	{{size:595.3pt 841.9pt;margin:72.0pt 72.0pt 72.0pt 72.0pt;}}
div.WordSection1
	{{page:WordSection1;}}
-->
</style>

</head>

<body lang=EN-GB style='word-wrap:break-word'>

<div class=WordSection1>
"""


def t(s: str) -> str:
    return escape(s.replace("'", "\u2019"), quote=False)


def span(s: str, style: str = "") -> str:
    return f"<span lang=EN-US{f' style={chr(39)}{style}{chr(39)}' if style else ''}>{s}</span>"


def para(*runs: str, cls: str = "MsoNormal", style: str = "") -> str:
    return f"<p class={cls}{f' style={chr(39)}{style}{chr(39)}' if style else ''}>{''.join(runs)}</p>"


def cell(lines: list[str], bold: bool = False) -> str:
    body = "<br>\n".join(lines)
    return f"  <td {TD}>\n  {para(span(f'<b>{body}</b>' if bold else body))}\n  </td>"


def table(rows: list[list[list[str]]], header: list[str] | None = None) -> list[str]:
    L = [
        "<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0",
        " style='border-collapse:collapse;border:none'>",
    ]
    if header:
        L += [" <tr>"] + [cell([h], bold=True) for h in header] + [" </tr>"]
    for r in rows:
        L += [" <tr>"] + [cell(c) for c in r] + [" </tr>"]
    return L + ["</table>", "", para("&nbsp;")]


def bullet(text: str, mark: str = "·") -> str:
    gap = span("&nbsp;" * 7 + " ", 'font:7.0pt "Times New Roman"')
    lead = span(mark + gap, "font-family:Symbol") if mark == "·" else span(mark + gap)
    return para(lead, span(text), cls="MsoListParagraph", style="text-indent:-18.0pt")


def heading(level: int, text: str) -> str:
    return f"<h{level}>{span(t(text))}</h{level}>"


def val(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


def ident(w: facts.Work) -> str:
    return f"arXiv:{w.arxiv}" if w.arxiv else f'<a href="{w.url}">{w.url}</a>'


def status(m: facts.Mention) -> str:
    if m.status == "anchored":
        return f"Anchored {long_date(m.anchored_on)}"
    if m.status == "carried-over":
        return "Carried over" + (f" (anchored {long_date(m.anchored_on)})" if m.anchored_on else "")
    return {"new": "NET-new", "not-anchored": "Not yet anchored", "adjacent": "Adjacent", "candidate": "Candidate"}[
        m.status
    ]


def wrap(text: str, width: int = 76) -> str:
    out = []
    for line in text.split("\n"):
        while len(line) > width and " " in line[1:width]:
            cut = line.rindex(" ", 1, width)
            out.append(line[:cut])
            line = line[cut + 1 :]
        out.append(line)
    return "\n".join(out)


def brief(doc: facts.Doc) -> list[str]:
    L = [para(span(t(f"{cap(facts.TOPIC)} brief")), cls="MsoTitle"), ""]
    head = [["Date", long_date(doc.date)], ["Written by", doc.instance], ["Topic", facts.TOPIC],
            ["Window", f"{doc.window[0]} → {doc.window[1]}"],
            ["Baseline", f"{baseline(EXT)} (version {long_date(doc.baseline)})"]]  # fmt: skip
    L += table([[[f"<b>{k}</b>"], [t(v)]] for k, v in head])
    labels = {"increments": "Increments", "adjacent": "Adjacent", "new-arxiv": "New arXiv IDs",
              "carried-over": "Carried over"}  # fmt: skip
    L += [heading(1, "Declared counts"), para(span("<br>\n".join(f"{labels[k]}: {v}" for k, v in doc.counts.items())))]
    L += ["", heading(1, "Increments")]
    rows = []
    for n, m in enumerate(by_status(doc, "new"), 1):
        w = facts.work(m)
        state = [status(m), t(f"§{m.section} {doc.sections[m.section]}")] + (
            [f"confidence: {m.confidence}"] if m.confidence else []
        )
        figs = [t(f"{f.metric} {val(f)}") for f in m.figures] or ["—"]
        rows.append(
            [[str(n)], [f"<b>{t(w.name)}</b>", ident(w), t(cap(m.point))], state, figs, [t(s) for s in m.sources]]
        )
    L += table(rows, header=["#", "Work", "Status / section", "Figures", "Sources"])
    if ms := by_status(doc, *facts.CARRIED):
        L += [heading(1, "Anchored and carried over")]
        rows = []
        for m in ms:
            w = facts.work(m)
            extra = [t(f"{f.metric} {val(f)}") for f in m.figures] + [t(f"source: {s}") for s in m.sources]
            rows.append([[f"<b>{t(w.name)}</b>", ident(w)], [status(m)], [t(f"§{m.section} {doc.sections[m.section]}")],
                         [t(cap(m.point))] + extra])  # fmt: skip
        L += table(rows)
    if ms := by_status(doc, *facts.ADJACENT):
        L += [heading(1, "Adjacent and candidates")]
        L += [
            bullet(f"<b>{t(facts.work(m).name)}</b> ({ident(facts.work(m))}), {status(m).lower()}: {t(m.point)}")
            for m in ms
        ]
        L.append("")
    L += [heading(1, "To verify")]
    for e in doc.entries:
        risk = span(f"<b>{e.risk} risk</b>", f"color:{RISK[e.risk]}")
        L.append(bullet(f"{risk} {t(e.sentence)} ({'resolved' if e.resolved else 'open'})"))
    L += ["", heading(1, "Sources checked")]
    L += [bullet(t(s), mark=f"{i}.") for i, s in enumerate(doc.sources, 1)]
    return L


def living(doc: facts.Doc) -> list[str]:
    L = [para(span(t(f"{cap(facts.TOPIC)} — living knowledge document")), cls="MsoTitle")]
    L += [para(span(f"Version of {long_date(doc.date)}")), ""]
    for number, name in doc.sections.items():
        L.append(heading(2, f"§{number} {name}"))
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            figs = "; ".join(t(f"{f.metric} {val(f)}") for f in m.figures)
            L.append(para(span(f"<b>{t(w.name)}</b> ({ident(w)}), anchored {long_date(m.anchored_on)}. "
                               f"{t(cap(m.point))}; {figs}. Card: {', '.join(t(s) for s in m.sources)}")))  # fmt: skip
        if not ms:
            L.append(para(span("<i>Nothing anchored yet.</i>")))
        L.append("")
    return L


def render(doc: facts.Doc) -> str:
    title = f"{cap(facts.TOPIC)} {'brief ' + doc.date.isoformat() if doc.kind == 'brief' else 'living document'}"
    body = living(doc) if doc.kind == "living" else brief(doc)
    return HEAD.format(title=title) + wrap("\n".join(body)) + "\n\n</div>\n\n</body>\n\n</html>\n"
