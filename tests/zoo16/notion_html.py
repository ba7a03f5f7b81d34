"""A Notion page exported with "Export → HTML" (English): an `<article class="page">` with the page
properties table in its header, toggles for the NET-new items, an inline database (table view) for
the carried-over ones, callouts for the to-verify register, one `<ul>` per bullet as Notion writes
them, dates as `@August 11, 2027` mentions."""

from __future__ import annotations

import uuid
from html import escape as esc

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "en"

STYLE = """/* cspell:disable-file */
html { -webkit-print-color-adjust: exact; }
.page { max-width: 900px; margin: 0 auto; }
.properties th { color: rgba(55, 53, 47, 0.6); font-weight: 400; width: 200px; }
.callout { display: flex; padding: 1em; border-radius: 3px; }
table.collection-content { border-collapse: collapse; }
.select-value-color-blue { background-color: rgba(211, 229, 239, 1); }
.status-dot-color-green { background-color: rgba(68, 131, 97, 1); }"""
ICON = ('<span class="icon property-icon"><svg role="graphics-symbol" viewBox="0 0 16 16" style="width:14px;'
        'height:14px;display:block;fill:rgba(55, 53, 47, 0.45);flex-shrink:0" class="{}"><path d="M2 2h12v12H2z">'
        "</path></svg></span>")  # fmt: skip


class _Page:
    def __init__(self, d: Doc):
        self.d, self.n, self.out = d, 0, []

    def id(self) -> str:
        self.n += 1
        return str(uuid.uuid5(uuid.NAMESPACE_URL, f"notion:{self.d.stem}:{self.n}"))

    def add(self, html: str) -> None:
        self.out.append(html)

    def h(self, level: int, text: str) -> None:
        self.add(f'<h{level} id="{self.id()}" class="">{text}</h{level}>')

    def p(self, html: str) -> None:
        self.add(f'<p id="{self.id()}" class="">{html}</p>')

    def bullet(self, html: str, children: str = "") -> str:
        return f'<ul id="{self.id()}" class="bulleted-list"><li style="list-style-type:disc">{html}{children}</li></ul>'

    def callout(self, icon: str, html: str, colour: str = "gray_background") -> None:
        self.add(f'<figure id="{self.id()}" class="block-color-{colour} callout" style="white-space:pre-wrap;'
                 f'display:flex"><div style="font-size:1.5em"><span class="icon">{icon}</span></div>'
                 f'<div style="width:100%">{html}</div></figure>')  # fmt: skip


def _time(day) -> str:
    return f"<time>@{W.notion_date(day)}</time>"


def _link(m: Mention) -> str:
    return f'<a href="{esc(W.url(m))}">{esc(W.ident(m))}</a>'


def _code(path: str) -> str:
    return f"<code>{esc(path)}</code>"


def _prop(kind: str, name: str, value: str) -> str:
    icon = ICON.format({"date": "typesDate", "person": "typesPerson", "select": "typesSelect"}.get(kind, "typesText"))
    return f'<tr class="property-row property-row-{kind}"><th>{icon}{name}</th><td>{value}</td></tr>'


def _header(d: Doc, title: str, props: list[str]) -> str:
    icon = "🌫️" if d.kind == "brief" else "📘"
    return (f'<header><div class="page-header-icon undefined"><span class="icon">{icon}</span></div>'
            f'<h1 class="page-title">{esc(title)}</h1><p class="page-description"></p>'
            f'<table class="properties"><tbody>{"".join(props)}</tbody></table></header>')  # fmt: skip


def _new_item(pg: _Page, n: int, m: Mention) -> None:
    w = F.work(m)
    kids = [
        pg.bullet(f"<strong>Link:</strong> {_link(m)}" + (f" ({w.kind})" if not w.arxiv else "")),
        pg.bullet(f"<strong>Suggested section:</strong> {esc(W.section_en(pg.d, m.section))}"),
        pg.bullet(f"<strong>Confidence:</strong> {W.CONFIDENCE_EN[m.confidence]}"),
        pg.bullet(f"<strong>Key point:</strong> {esc(m.point)}"),
    ]
    kids += [pg.bullet(f"<strong>Figure:</strong> {esc(W.fig_en(f))}") for f in m.figures]
    kids.append(pg.bullet("<strong>Sources:</strong> " + ", ".join(_code(s) for s in m.sources)))
    summary = f'<strong>{n}. {esc(w.name)}</strong> <mark class="highlight-green">{W.STATUS_EN["new"]}</mark>'
    pg.add(f'<ul id="{pg.id()}" class="toggle"><li><details open=""><summary>{summary}</summary>'
           f'{"".join(kids)}</details></li></ul>')  # fmt: skip


def _note(m: Mention) -> str:
    return "; ".join([m.point] + [W.fig_en(f) for f in m.figures])


def _database(pg: _Page, rows: list[Mention]) -> None:
    head = ["Name", "ID", "Section", "Status", "Anchored", "Note"]
    th = "".join(f"<th>{ICON.format('typesText')}{h}</th>" for h in head)
    body = []
    for m in rows:
        w = F.work(m)
        href = f"Carried%20over%20{pg.id()[:8]}/{w.name.replace(' ', '%20')}.html"
        cells = [f'<td class="cell-title"><a href="{href}">{esc(w.name)}</a></td>', f"<td>{_link(m)}</td>",
                 f"<td>{esc(W.section_en(pg.d, m.section)) if m.section else ''}</td>",
                 f'<td><span class="selected-value">{W.STATUS_EN[m.status]}</span></td>',
                 f"<td>{_time(m.anchored_on) if m.anchored_on else ''}</td>", f"<td>{esc(_note(m))}</td>"]  # fmt: skip
        body.append(f'<tr id="{pg.id()}">{"".join(cells)}</tr>')
    pg.add(f'<div id="{pg.id()}" class="collection-content"><h4 class="collection-title">Carried over &amp; '
           f'anchored</h4><table class="collection-content"><thead><tr>{th}</tr></thead><tbody>{"".join(body)}'
           "</tbody></table><br/><br/></div>")  # fmt: skip


def _entry(pg: _Page, e: Entry) -> None:
    state = "Resolved" if e.resolved else "Open"
    pg.callout("✅" if e.resolved else "⚠️", f"<strong>{W.RISK_EN[e.risk]} · {state}</strong><br/>{esc(e.sentence)}",
               "green_background" if e.resolved else "yellow_background")  # fmt: skip


def _brief(d: Doc, pg: _Page) -> None:
    new, carried, side = F.groups(d)
    pg.callout("📌", f"<strong>Declared:</strong> {esc(W.counts_en(d.counts))}")
    pg.h(2, "Sources checked")
    for s in d.sources:
        pg.add(pg.bullet(_code(s) + (" — <em>empty, nothing relevant</em>" if W.empty(d, s) else "")))
    pg.h(2, f"NET-new ({len(new)})")
    for n, m in enumerate(new, 1):
        _new_item(pg, n, m)
    pg.h(2, "Carried over &amp; anchored")
    _database(pg, carried)
    if side:
        pg.h(2, "Adjacent")
        for m in side:
            pg.add(pg.bullet(f"<strong>{esc(W.label(m))}</strong> — {W.STATUS_EN[m.status].lower()}: {esc(m.point)} "
                             f"{_link(m)}"))  # fmt: skip
    pg.h(2, "To verify")
    for e in d.entries:
        _entry(pg, e)
    pg.h(2, "arXiv IDs")
    pg.p("<strong>NET-new:</strong> " + ", ".join(d.new_ids))
    old = [f"{w.arxiv} ({W.carried_en(m, W.us_short)})" for m in carried if (w := F.work(m)).arxiv]
    pg.p("<strong>Carried over:</strong> " + "; ".join(old))
    pg.add(f'<hr id="{pg.id()}"/>')
    pg.p(f"<em>{d.instance} · {d.window[1]} · {esc(W.counts_en(d.counts))}</em>")


def _living(d: Doc, pg: _Page) -> None:
    pg.callout("💡", "Updated every night from the daily briefs (relay). One toggle per anchored work.")
    for num in d.sections:
        pg.h(2, esc(W.section_en(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            pg.p("<em>No entries yet.</em>")
        for m in here:
            kids = [pg.bullet(f"Anchored {_time(m.anchored_on)}"), pg.bullet(esc(m.point))]
            kids += [pg.bullet(esc(W.fig_en(f))) for f in m.figures]
            kids += [pg.bullet("Card: " + _code(s)) for s in m.sources]
            pg.add(f'<ul id="{pg.id()}" class="toggle"><li><details open=""><summary><strong>{esc(F.work(m).name)}'
                   f"</strong> · {_link(m)}</summary>{''.join(kids)}</details></li></ul>")  # fmt: skip


def render(d: Doc) -> str:
    pg = _Page(d)
    if d.kind == "brief":
        title = f"Daily brief · {F.TOPIC} · {W.notion_date(d.date)}"
        base = f'<a href="../../{F.living_path(EXT)}">{F.living_path(EXT)}</a> (version {_time(d.baseline)})'
        props = [_prop("date", "Date", _time(d.date)), _prop("person", "Author", f'<span class="user">{d.instance}</span>'),
                 _prop("select", "Topic", f'<span class="selected-value select-value-color-blue">{F.TOPIC}</span>'),
                 _prop("text", "Window", f"{d.window[0]} → {d.window[1]}"), _prop("text", "Baseline", base),
                 _prop("status", "Status", '<span class="status-value select-value-color-green"><div class="status-dot '
                       'status-dot-color-green"></div>Done</span>')]  # fmt: skip
        _brief(d, pg)
    else:
        title = f"{F.TOPIC} — living knowledge document"
        props = [
            _prop("date", "Version", _time(d.date)),
            _prop("select", "Topic", f'<span class="selected-value select-value-color-blue">{F.TOPIC}</span>'),
        ]
        _living(d, pg)
    art = str(uuid.uuid5(uuid.NAMESPACE_URL, f"notion:{d.stem}"))
    return (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"/><title>{esc(title)}'
            f"</title><style>\n{STYLE}\n</style></head><body><article id=\"{art}\" class=\"page sans\">"
            f'{_header(d, title, props)}<div class="page-body">{"".join(pg.out)}</div></article>'
            '<span class="sans" style="font-size:14px;padding-top:2em"></span></body></html>\n')  # fmt: skip
