"""Layout: a Confluence page in storage format (XHTML with `ac:`/`ri:` elements), English, as a team
member's daily brief page comes out of a Confluence export (.html).

A Page Properties (`details`) macro holds the brief's header as a two-column table; each NET-new item
is an `<h3>` with a green status lozenge and a `<ul>` of labelled fields; the carried-over items are
rows of a `<table>` whose status column holds lozenges and `<time>` dates; adjacent items sit in an
`expand` macro; each register entry is its own `warning` (high or medium risk) or `info` panel with
an OPEN/RESOLVED lozenge. The living document gives each work as a paragraph under an `<h2>` section.
"""

from __future__ import annotations

from datetime import date
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "en"

COLOUR = {"new": "Green", "anchored": "Blue", "not-anchored": "Yellow", "carried-over": "Grey",
          "adjacent": "Purple", "candidate": "Purple"}  # fmt: skip


def _e(s: str) -> str:
    return escape(s, quote=False)


def _lozenge(title: str, colour: str) -> str:
    return (f'<ac:structured-macro ac:name="status" ac:schema-version="1">'
            f'<ac:parameter ac:name="colour">{colour}</ac:parameter>'
            f'<ac:parameter ac:name="title">{_e(title)}</ac:parameter></ac:structured-macro>')  # fmt: skip


def _time(d: date) -> str:
    return f'<time datetime="{d.isoformat()}" />'


def _macro(name: str, body: str, title: str | None = None) -> str:
    p = f'<ac:parameter ac:name="title">{_e(title)}</ac:parameter>' if title else ""
    return (f'<ac:structured-macro ac:name="{name}" ac:schema-version="1">{p}'
            f"<ac:rich-text-body>{body}</ac:rich-text-body></ac:structured-macro>")  # fmt: skip


def _a(m: Mention, text: str | None = None) -> str:
    w = F.work(m)
    return f'<a href="{W.url(m)}">{_e(text or w.arxiv or w.url)}</a>'


def _codes(paths) -> str:
    return ", ".join(f"<code>{_e(p)}</code>" for p in paths)


def _figs(m: Mention) -> str:
    return "; ".join(_e(W.fig_en(f)) for f in m.figures)


def _page(title: str, body: list[str]) -> str:
    return "\n".join([f"<html><head><title>{_e(title)}</title></head><body>", *body, "</body></html>", ""])


def _new(m: Mention, d: Doc) -> list[str]:
    w = F.work(m)
    li = [f"<strong>{'arXiv' if w.arxiv else w.kind.capitalize()}:</strong> {_a(m)}",
          f"<strong>Section:</strong> {_e(W.section_en(d, m.section))}",
          f"<strong>Key point:</strong> {_e(m.point)}"]  # fmt: skip
    if m.figures:
        li.append(f"<strong>Figures:</strong> {_figs(m)}")
    li += [f"<strong>Confidence:</strong> {W.CONFIDENCE_EN[m.confidence]}",
           f"<strong>Sources:</strong> {_codes(m.sources)}"]  # fmt: skip
    items = "".join(f"<li>{x}</li>" for x in li)
    return [f"<h3>{_e(w.name)} {_lozenge(W.STATUS_EN['new'], COLOUR['new'])}</h3>", f"<ul>{items}</ul>"]


def _row(m: Mention, d: Doc) -> str:
    w = F.work(m)
    status = _lozenge(W.STATUS_EN[m.status], COLOUR[m.status])
    if m.anchored_on:
        status += f" since {_time(m.anchored_on)}"
    note = _e(m.point) + (f": {_figs(m)}" if m.figures else "")
    link = _a(m) if w.arxiv else _a(m, "release page")
    cells = [_e(w.name), link, _e(W.section_en(d, m.section)), status, note]
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"


def _panel(e) -> str:
    state = _lozenge("RESOLVED", "Green") if e.resolved else _lozenge("OPEN", "Yellow")
    names = ", ".join(F.WORKS[i].name for i in e.items)
    body = f"<p>{state} {_e(e.sentence)}</p>"
    kind = "info" if e.risk == "low" or e.resolved else "warning"
    return _macro(kind, body, f"{W.RISK_EN[e.risk].capitalize()}: {names}")


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    base = F.living_path(EXT)
    props = [("Topic", F.TOPIC), ("Author", d.instance), ("Window", f"{d.window[0]} → {d.window[1]}")]
    rows = [f"<tr><th>{k}</th><td>{_e(v)}</td></tr>" for k, v in props]
    rows.append(
        f'<tr><th>Baseline</th><td><a href="../../{base}">{base}</a> (version of {_time(d.baseline)})</td></tr>'
    )
    rows.append(f"<tr><th>Declared</th><td>{_e(W.counts_en(d.counts))}</td></tr>")
    secs = ", ".join(_e(W.section_en(d, k)) for k in d.sections)
    rows.append(f"<tr><th>Sections</th><td>{secs}</td></tr>")
    B = [
        f"<h1>{F.TOPIC} daily brief, {_time(d.date)}</h1>",
        _macro("details", f"<table><tbody>{''.join(rows)}</tbody></table>"),
    ]
    B.append("<h2>Sources checked</h2>")
    lis = [f"<li><code>{_e(s)}</code>" + (f" {_lozenge('EMPTY', 'Grey')} nothing new in it" if W.empty(d, s) else "")
           + "</li>" for s in d.sources]  # fmt: skip
    B.append(f"<ul>{''.join(lis)}</ul>")
    B.append(f"<h2>NET-new items ({len(new)})</h2>")
    for m in new:
        B += _new(m, d)
    B.append("<h2>Carried over and anchored</h2>")
    head = "".join(f"<th>{h}</th>" for h in ("Item", "Link", "Section", "Status", "Note"))
    B.append(f"<table><tbody><tr>{head}</tr>{''.join(_row(m, d) for m in carried)}</tbody></table>")
    if side:
        lis = [f"<li><strong>{_e(F.work(m).name)}</strong> ({_a(m)}) {_lozenge(W.STATUS_EN[m.status], 'Purple')} "
               f"{_e(m.point)}</li>" for m in side]  # fmt: skip
        B.append(_macro("expand", f"<ul>{''.join(lis)}</ul>", f"Adjacent ({len(side)})"))
    B.append("<h2>To verify</h2>")
    B += [_panel(e) for e in d.entries]
    B.append("<h2>arXiv IDs</h2>")
    B.append(f"<p><strong>NET-new in this brief:</strong> {', '.join(d.new_ids)}</p>")
    olds = [f"<li>{F.work(m).arxiv}: {_lozenge(W.STATUS_EN[m.status], COLOUR[m.status])}"
            + (f" {_time(m.anchored_on)}" if m.anchored_on else "") + "</li>"
            for m in carried if F.work(m).arxiv]  # fmt: skip
    B.append(f"<ul>{''.join(olds)}</ul>")
    B += ["<hr />", f"<p><em>{d.instance}, {d.window[1]}. {_e(W.counts_en(d.counts))}.</em></p>"]
    return _page(f"{F.TOPIC} brief {d.date.isoformat()} ({d.instance})", B)


def _living(d: Doc) -> str:
    B = [f"<h1>{F.TOPIC} living document</h1>"]
    B.append(
        _macro("info", f"<p>Version of {_time(d.date)}. Updated every night by the relay from the daily briefs.</p>")
    )
    for k in d.sections:
        B.append(f"<h2>{_e(W.section_en(d, k))}</h2>")
        here = [m for m in d.mentions if m.section == k]
        if not here:
            B.append("<p><em>Nothing anchored here yet.</em></p>")
        for m in here:
            w = F.work(m)
            figs = f" It reports {_figs(m)}." if m.figures else ""
            B.append(f"<p><strong>{_e(w.name)}</strong> ({_a(m)}) {_e(m.point)}.{figs} "
                     f"{_lozenge(W.STATUS_EN['anchored'], COLOUR['anchored'])} since {_time(m.anchored_on)}; "
                     f"card {_codes(m.sources)}.</p>")  # fmt: skip
    return _page(f"{F.TOPIC} living document ({d.date.isoformat()})", B)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
