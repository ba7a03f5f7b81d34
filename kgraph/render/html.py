"""Self-contained HTML report pages: the NET-new check of a brief and the contradiction register.

    from kgraph.render.html import render_new_html, render_contradictions_html
    page = render_new_html(kg.new())
    page = render_contradictions_html(kg.contradictions(), as_of=None)

One file each, no script at all and nothing loaded from the network (a Content-Security-Policy
forbids it); readable on a phone (tables turn into cards) and in print. Every string that comes
from a document is escaped. Each item links to the map page of that item, `map-<slug>.html` by
default (what `kgraph map ITEM` writes); `map_link` changes the pattern or, as None, drops the
links.
"""

from __future__ import annotations

import datetime as dt
import html
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from kgraph import __version__
from kgraph.render.map import item_slug
from kgraph.text import plural

ASSETS = Path(__file__).parent / "assets"
DEFAULT_MAP_LINK = "map-{slug}.html"
CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'"

# verdict -> (heading, what it means); problems first
VERDICTS: dict[str, tuple[str, str]] = {
    "anchored-before": ("Anchored before", "called new, but an earlier document already anchored it"),
    "seen-before": ("Seen before", "called new, but an earlier document already mentions it"),
    "duplicate": ("Duplicate", "listed more than once in this brief"),
    "unflagged-new": ("Unflagged new", "no earlier document mentions it, but the brief does not call it new"),
    "confirmed-new": ("Confirmed new", "called new, and no earlier document mentions it"),
}
SEVERITIES: dict[str, str] = {"high": "High severity", "medium": "Medium severity", "low": "Low severity"}

MapLink = str | Callable[[str], str] | None


def esc(value: Any) -> str:
    return "" if value is None else html.escape(str(value), quote=True)


def _href(item: str, map_link: MapLink) -> str | None:
    if map_link is None or not item:
        return None
    slug = item_slug(item)
    href = map_link(item) if callable(map_link) else map_link.format(slug=slug, item=slug)
    if not href:
        return None
    scheme = urlsplit(href).scheme.lower()
    if scheme and scheme not in ("http", "https"):
        return None
    return href


def item_link(item: str, map_link: MapLink) -> str:
    href = _href(item, map_link)
    text = f'<span class="item">{esc(item)}</span>'
    return f'<a href="{esc(href)}" title="provenance map of {esc(item)}">{text}</a>' if href else text


DocLink = Callable[[str, Any], str] | None  # (document, line) -> the URL of that line, or None: no links


def _where(ev: dict[str, Any], doc_link: DocLink = None) -> str:
    doc = esc(ev.get("document"))
    line = ev.get("line")
    place = f"{doc}:{esc(line)}" if line not in (None, "") else doc
    if doc_link is not None and ev.get("document"):
        place = f'<a href="{esc(doc_link(str(ev["document"]), line))}">{place}</a>'
    parts = [f'<span class="doc">{place}</span>']
    parts.append(f'<span class="date">{esc(ev.get("date") or "undated")}</span>')
    if ev.get("section"):
        parts.append(f'<span class="sec">§{esc(ev["section"])}</span>')
    out = " ".join(parts)
    if ev.get("quote"):
        out += f'<q class="quote">{esc(ev["quote"])}</q>'
    return out


def _page(title: str, subtitle: str, body: str) -> str:
    css = (ASSETS / "report.css").read_text(encoding="utf-8")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="kgraph {esc(__version__)}">
<title>{esc(title)}</title>
<style>{css}</style>
</head>
<body>
<header>
<h1>{esc(title)}</h1>
<p class="sub">{esc(subtitle)}</p>
</header>
<main>
{body}
</main>
<footer><p>Made by kgraph {esc(__version__)}. Items link to their provenance maps (<code>kgraph map ITEM</code>).</p></footer>
</body>
</html>
"""


def _chips(counts: Iterable[tuple[str | None, str, int, str]]) -> str:
    """Summary chips: (anchor or None, text, count, css class)."""
    chips = [
        f'<li class="chip {esc(cls)}">'
        + (f'<a href="#{esc(anchor)}">{esc(text)} <b>{count}</b></a>' if anchor else f"{esc(text)} <b>{count}</b>")
        + "</li>"
        for anchor, text, count, cls in counts
    ]
    return '<nav class="summary" aria-label="summary"><ul>' + "".join(chips) + "</ul></nav>"


# ---------------------------------------------------------------- NET-new


def render_new_html(data: dict[str, Any], *, map_link: MapLink = DEFAULT_MAP_LINK, doc_link: DocLink = None) -> str:
    """The NET-new check of one brief: its items grouped by verdict, and its declared counts
    (`doc_link` makes each evidence `file:line` a link, as the provenance site does)."""
    items = list(data.get("items") or [])
    counts = list(data.get("counts") or [])
    groups: dict[str, list[dict[str, Any]]] = {}
    for item in items:
        groups.setdefault(str(item.get("verdict") or "unknown"), []).append(item)
    order = [v for v in VERDICTS if v in groups] + sorted(v for v in groups if v not in VERDICTS)
    mismatches = sum(1 for c in counts if not c.get("ok"))
    chips: list[tuple[str | None, str, int, str]] = [
        (f"v-{v}", VERDICTS.get(v, (v, ""))[0], len(groups[v]), f"v-{v}") for v in order
    ]
    if counts:
        chips.append(("counts", "Count mismatches", mismatches, "bad" if mismatches else "good"))
    sections = [_chips(chips)] if chips else []
    if not items:
        sections.append('<p class="empty">This brief lists no items.</p>')
    for verdict in order:
        heading, meaning = VERDICTS.get(verdict, (verdict, ""))
        rows = []
        for item in sorted(groups[verdict], key=lambda i: (i.get("line") or 0, str(i.get("item")))):
            ev = item.get("evidence")
            also = f' <span class="also">(+{esc(item["also"])})</span>' if item.get("also") else ""
            rows.append(
                "<tr>"
                f'<td data-label="Item">{item_link(str(item.get("item") or ""), map_link)}</td>'
                f'<td data-label="Name">{esc(item.get("name"))}{also}</td>'
                f'<td data-label="Line" class="num">{esc(item.get("line"))}</td>'
                f'<td data-label="Evidence">{_where(ev, doc_link) if ev else "<span class=none>none</span>"}</td>'
                "</tr>"
            )
        sections.append(
            f'<section id="v-{esc(verdict)}" class="group v-{esc(verdict)}">'
            f'<h2>{esc(heading)} <span class="count">{len(rows)}</span></h2>'
            + (f'<p class="help">{esc(meaning)}</p>' if meaning else "")
            + '<table><thead><tr><th scope="col">Item</th><th scope="col">Name</th><th scope="col">Line</th>'
            '<th scope="col">Evidence (earlier document)</th></tr></thead><tbody>'
            + "".join(rows)
            + "</tbody></table></section>"
        )
    if counts:
        rows = []
        for c in counts:
            ok = bool(c.get("ok"))
            declared = f"{esc(c.get('declared'))}{'+' if c.get('approximate') else ''}"
            rows.append(
                f'<tr class="{"ok" if ok else "mismatch"}">'
                f'<td data-label="Count of">{esc(c.get("what"))}</td>'
                f'<td data-label="Declared" class="num">{declared}</td>'
                f'<td data-label="Listed" class="num">{esc(c.get("listed"))}</td>'
                f'<td data-label="Line" class="num">{esc(c.get("line"))}</td>'
                f'<td data-label="Check">{"ok" if ok else "<strong>mismatch</strong>"}</td>'
                "</tr>"
            )
        sections.append(
            '<section id="counts" class="group"><h2>Declared counts</h2>'
            '<p class="help">figures the brief declares about itself, against what it lists</p>'
            '<table><thead><tr><th scope="col">Count of</th><th scope="col">Declared</th><th scope="col">Listed</th>'
            '<th scope="col">Line</th><th scope="col">Check</th></tr></thead><tbody>'
            + "".join(rows)
            + "</tbody></table></section>"
        )
    document = data.get("document") or "brief"
    title = f"NET-new check of {document}"
    subtitle = " · ".join(
        x
        for x in (
            f"dated {data.get('date')}" if data.get("date") else "undated",
            f"instance {data.get('instance')}" if data.get("instance") else "",
            plural(len(items), "item"),
            f"{mismatches} count mismatch{'es' if mismatches != 1 else ''}" if counts else "",
        )
        if x
    )
    return _page(title, subtitle, "\n".join(sections))


# ---------------------------------------------------------------- contradictions


def render_contradictions_html(
    entries: list[dict[str, Any]],
    as_of: dt.date | str | None = None,
    *,
    map_link: MapLink = DEFAULT_MAP_LINK,
    today: dt.date | None = None,
) -> str:
    """The contradiction register, grouped by severity (open entries first in each group)."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for entry in entries:
        groups.setdefault(str(entry.get("severity") or "unrated"), []).append(entry)
    order = [s for s in SEVERITIES if s in groups] + sorted(s for s in groups if s not in SEVERITIES)
    open_count = sum(1 for e in entries if e.get("status") == "open")
    chips: list[tuple[str | None, str, int, str]] = [
        (f"s-{s}", SEVERITIES.get(s, s) + " open", sum(1 for e in groups[s] if e.get("status") == "open"), f"s-{s}")
        for s in order
    ]
    chips.append((None, "Resolved", len(entries) - open_count, "good"))
    sections = [_chips(chips)]
    if not entries:
        sections.append('<p class="empty">No entries.</p>')
    for severity in order:
        mine = sorted(groups[severity], key=lambda e: e.get("status") != "open")
        rows = []
        for e in mine:
            is_open = e.get("status") == "open"
            if is_open:
                days = e.get("days_open")
                status = "open" + (f", {esc(days)} day{'' if days == 1 else 's'}" if days is not None else "")
            else:
                status = "resolved" + (f" {esc(e['resolved_on'])}" if e.get("resolved_on") else "")
            seen = esc(e.get("first_seen") or "undated")
            if e.get("last_seen") and e.get("last_seen") != e.get("first_seen"):
                seen += f" – {esc(e['last_seen'])}"
            if e.get("sightings"):
                seen += f' <span class="also">({esc(e["sightings"])}×)</span>'
            evidence = "".join(f"<li>{_where(ev)}</li>" for ev in e.get("evidence") or [])
            items = " ".join(item_link(str(i), map_link) for i in e.get("items") or [])
            rows.append(
                f'<tr class="{"open" if is_open else "resolved"}">'
                f'<td data-label="Entry"><span class="id">{esc(e.get("id"))}</span><br>'
                f'<span class="kind">{esc(e.get("kind"))}</span></td>'
                f'<td data-label="Status" class="status">{status}</td>'
                f'<td data-label="Items">{items or "<span class=none>none</span>"}</td>'
                f'<td data-label="Summary">{esc(e.get("summary"))}</td>'
                f'<td data-label="Seen">{seen}</td>'
                f'<td data-label="Evidence"><ul class="evidence">{evidence}</ul></td>'
                "</tr>"
            )
        sections.append(
            f'<section id="s-{esc(severity)}" class="group s-{esc(severity)}">'
            f'<h2>{esc(SEVERITIES.get(severity, severity))} <span class="count">{len(rows)}</span></h2>'
            '<table><thead><tr><th scope="col">Entry</th><th scope="col">Status</th><th scope="col">Items</th>'
            '<th scope="col">Summary</th><th scope="col">Seen</th><th scope="col">Evidence</th></tr></thead><tbody>'
            + "".join(rows)
            + "</tbody></table></section>"
        )
    when = as_of.isoformat() if isinstance(as_of, dt.date) else as_of or (today or dt.date.today()).isoformat()
    title = f"Contradiction register as of {when}"
    subtitle = f"{plural(len(entries), 'entry', 'entries')} · {open_count} open · {len(entries) - open_count} resolved"
    return _page(title, subtitle, "\n".join(sections))
