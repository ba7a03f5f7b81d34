"""An Evernote export (.enex), English, as Evernote 10 writes a note exported from the desktop app:
the XML declaration and the `en-export` DOCTYPE, an `<en-export>` root with export-date,
application and version, one `<note>` with title, created and updated timestamps (UTC,
`yyyymmddThhmmssZ`), tags, note-attributes and the content, whose CDATA holds an ENML 2 document
(`<?xml …?>`, the `en-note` DOCTYPE, `<en-note>`) written on one line: `<div>` paragraphs, `<h2>`
/ `<h3>` headings, `<ul><li><div>` lists, tables with colgroups and inline styles (ENML allows no
class or id), links with Evernote's `rev="en_rl_none"`, and `<en-todo checked="…"/>` boxes for the
register. Items are `<h3>` headings followed by a two-column detail table and the point."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta, timezone
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "enex"
LANG = "en"

CST = timezone(timedelta(hours=8))
VERSION = "10.118.4"
CELL = "border:1px solid rgb(204, 204, 204);padding:8px;"


def utc(d: date, at: time) -> str:
    """An ENEX timestamp: the local time (UTC+8) in UTC, `20260409T133000Z`."""
    return datetime.combine(d, at, CST).astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _t(s: str) -> str:
    return escape(s)


def _a(href: str, text: str) -> str:
    return f'<a href={quoteattr(href)} rev="en_rl_none">{_t(text)}</a>'


def _div(inner: str) -> str:
    return f"<div>{inner}</div>"


def _ul(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li><div>{i}</div></li>" for i in items) + "</ul>"


def _table(rows: list[list[str]], widths: list[int], head: bool = False) -> str:
    cols = "".join(f'<col style="width:{w}px;"></col>' for w in widths)
    out = []
    for n, r in enumerate(rows):
        cells = "".join(f'<td style="{CELL}"><div>{"<b>" + c + "</b>" if head and n == 0 else c}</div></td>' for c in r)
        out.append(f"<tr>{cells}</tr>")
    return (f'<div><table style="border-collapse:collapse;min-width:100%;"><colgroup>{cols}</colgroup>'
            f"<tbody>{''.join(out)}</tbody></table></div>")  # fmt: skip


def _ident(m: Mention) -> str:
    w = F.work(m)
    return _a(W.url(m), w.arxiv) if w.arxiv else _a(W.url(m), W.url(m))


def _new(d: Doc, n: int, m: Mention) -> str:
    w = F.work(m)
    rows = [["Status", W.STATUS_ENEX["new"]], ["arXiv" if w.arxiv else "Link", _ident(m)]]
    if not w.arxiv:
        rows.append(["Kind", w.kind])
    rows += [["Suggested section", _t(W.section_en(d, m.section))],
             ["Confidence", W.CONFIDENCE_EN[m.confidence].capitalize()],
             ["Read in", ", ".join(_t(s) for s in m.sources)]]  # fmt: skip
    if m.figures:
        rows.append(["Figures", "; ".join(_t(W.fig_enex(f)) for f in m.figures)])
    return f"<h3>{n}. {_t(w.name)}</h3>" + _table(rows, [160, 460]) + _div(_t(W.sentence(m.point)))


def _carried(d: Doc, carried: list[Mention]) -> str:
    rows = [["Item", "arXiv or link", "Section", "Status", "Note"]]
    for m in carried:
        note = " ".join([W.sentence(m.point)] + [W.sentence(W.fig_enex(f)) for f in m.figures])
        rows.append([_t(F.work(m).name), _ident(m), _t(W.section_en(d, m.section)), W.carried_enex(m), _t(note)])
    return _table(rows, [120, 110, 190, 170, 260], head=True)


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    B = [_div(f"<b>Topic:</b> {F.TOPIC}"), _div(f"<b>Author:</b> {d.instance}"),
         _div(f"<b>Date:</b> {W.us_long(d.date)}"), _div(f"<b>Window:</b> {d.window[0]} → {d.window[1]}"),
         _div(f"<b>Baseline:</b> {F.living_path(EXT)} (version of {W.us_long(d.baseline)})"),
         _div(f"<b>Declared:</b> {W.counts_enex(d.counts)}"), _div("<br/>")]  # fmt: skip
    B += ["<h2>Sources checked</h2>"]
    B += [_ul([f"{_t(s)} (empty, nothing on topic)" if W.empty(d, s) else _t(s) for s in d.sources])]
    B += [f"<h2>{W.STATUS_ENEX['new']}</h2>"] + [_new(d, n, m) for n, m in enumerate(new, 1)]
    B += ["<h2>Carried over and anchored</h2>", _carried(d, carried)]
    if side:
        B += ["<h2>Adjacent and candidates</h2>"]
        B += [_ul([f"<b>{_t(F.work(m).name)}</b> ({_ident(m)}), {W.STATUS_ENEX[m.status].lower()}: "
                   f"{_t(W.sentence(m.point))}" for m in side])]  # fmt: skip
    B += ["<h2>Contradictions and claims to verify</h2>"]
    for e in d.entries:
        word, box = ("Resolved", "true") if e.resolved else ("To verify", "false")
        B.append(_div(f'<en-todo checked="{box}"/><b>{word}</b> ({W.RISK_ENEX[e.risk]}): {_t(W.sentence(e.sentence))}'))
    B += ["<h2>Citable arXiv IDs</h2>", _div(f"<b>{W.STATUS_ENEX['new']}:</b> {', '.join(d.new_ids)}")]
    B += [_div(f"{F.work(m).arxiv} · {W.carried_enex(m)} · {_t(W.section_en(d, m.section))}")
          for m in carried if F.work(m).arxiv]  # fmt: skip
    B += [_div("<br/>"), _div(f"<i>Handed over by {d.instance}, {W.us_long(d.date)} at {d.window[1][11:]}.</i>")]
    return _note(f"{F.TOPIC} daily brief, {W.us_long(d.date)}", d, time(21, 30), time(21, 41),
                 [F.TOPIC, "daily brief", d.instance], d.instance, "".join(B))  # fmt: skip


def _living(d: Doc) -> str:
    B = [_div(f"Knowledge base for {F.TOPIC}, version of {W.us_long(d.date)}. One heading per section; "
              "each anchored item under it with its paper card."), _div("<br/>")]  # fmt: skip
    for num in d.sections:
        B.append(f"<h2>{_t(W.section_en(d, num))}</h2>")
        here = [m for m in d.mentions if m.section == num]
        if not here:
            B.append(_div("<i>No items yet.</i>"))
        for m in here:
            items = [f"Status: {W.carried_enex(m)}", f"arXiv: {_ident(m)}", f"Summary: {_t(W.sentence(m.point))}"]
            items += [f"Figure: {_t(W.fig_enex(f))}" for f in m.figures]
            items += ["Paper card: " + ", ".join(_t(s) for s in m.sources)]
            B += [f"<h3>{_t(F.work(m).name)}</h3>", _ul(items)]
    return _note(f"{F.TOPIC} living document", d, time(23, 40), time(23, 46), [F.TOPIC, "living document"],
                 "nightly relay", "".join(B))  # fmt: skip


def _note(title: str, d: Doc, created: time, updated: time, tags: list[str], author: str, body: str) -> str:
    enml = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
            '<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">'
            f"<en-note>{body}</en-note>")  # fmt: skip
    exported = utc(d.date, (datetime.combine(d.date, updated) + timedelta(minutes=4)).time())
    L = ['<?xml version="1.0" encoding="UTF-8"?>',
         '<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">',
         f'<en-export export-date="{exported}" application="Evernote" version="{VERSION}">', "  <note>",
         f"    <title>{_t(title)}</title>", f"    <created>{utc(d.date, created)}</created>",
         f"    <updated>{utc(d.date, updated)}</updated>"]  # fmt: skip
    L += [f"    <tag>{_t(t)}</tag>" for t in tags]
    L += ["    <note-attributes>", f"      <author>{_t(author)}</author>", "    </note-attributes>", "    <content>",
          f"      <![CDATA[{enml}      ]]>", "    </content>", "  </note>", "</en-export>", ""]  # fmt: skip
    return "\n".join(L)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)


def enml(text: str) -> str:
    """The ENML document an export's (only) note holds."""
    return text.split("<![CDATA[", 1)[1].rsplit("]]>", 1)[0].strip()
