"""The frame every site page shares: navigation bar, search box, Content-Security-Policy,
style, tables and pagination. No script; nothing loaded from anywhere."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kgraph import __version__
from kgraph.render.html import CSP as REPORT_CSP
from kgraph.render.html import esc
from kgraph.render.site.links import Links

# The report pages' policy, with forms allowed to this site only (the search box and filters).
CSP = REPORT_CSP.replace("form-action 'none'", "form-action 'self'")
# What the server sends as a header (frame-ancestors works only there, not in a meta tag).
HEADER_CSP = CSP + "; frame-ancestors 'none'"
PAGE_SIZE = 200  # rows per page of a list or the register

STYLE = """
:root{--fg:#1d2328;--mute:#5b6670;--line:#dde2e6;--bg:#fff;--soft:#f4f6f8;--link:#0b57d0;--hi:#fff2a8}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
a{color:var(--link)}nav.site{display:flex;flex-wrap:wrap;gap:.3em 1em;align-items:center;background:#1f2a33;padding:.45em 1em}
nav.site a{color:#fff;text-decoration:none}nav.site a:hover{text-decoration:underline}nav.site .brand{font-weight:700}
nav.site form{margin-left:auto;display:flex;gap:.3em}nav.site input{padding:.2em .4em;min-width:14em}
main{padding:0 1em 2em;max-width:1200px}h1{font-size:1.35em;margin:.8em 0 .2em;overflow-wrap:anywhere}h2{font-size:1.1em;margin:1.4em 0 .4em}
.sub,.mute{color:var(--mute)}table{border-collapse:collapse;width:100%;margin:.4em 0}
th,td{border-bottom:1px solid var(--line);padding:.3em .5em;text-align:left;vertical-align:top}th{background:var(--soft)}td:first-child{white-space:nowrap}
dl.meta{display:grid;grid-template-columns:max-content 1fr;gap:.1em 1em}dl.meta dt{color:var(--mute)}dl.meta dd{margin:0;overflow-wrap:anywhere}
ol.text{list-style:none;margin:0;padding:0;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;border:1px solid var(--line)}
ol.text li{display:grid;grid-template-columns:4em 1fr;border-bottom:1px solid #f0f2f4}
ol.text li>a.no{color:var(--mute);text-align:right;padding-right:.7em;text-decoration:none;user-select:none}
ol.text pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}
ol.text li.took{background:#f3f8ff}ol.text li.loose{background:#fff4f2}
ol.text li:target{background:var(--hi);outline:2px solid #e0a800;outline-offset:-2px}
ol.text .took-what{grid-column:2;font:12px/1.4 system-ui,sans-serif;color:var(--mute);margin:.1em 0 .3em}
.tag{display:inline-block;border:1px solid var(--line);border-radius:3px;padding:0 .35em;margin:0 .2em .1em 0;font-size:12px;background:#fff}
.tag.loose{border-color:#d33;color:#b00}.sev-high{color:#b00;font-weight:600}.sev-medium{color:#a65c00}.sev-low{color:#3b6e00}
tr:target{background:var(--hi)}q{quotes:"\\201C" "\\201D"}q.quote{display:block;color:var(--mute);overflow-wrap:anywhere}
form.filters{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:end;background:var(--soft);padding:.6em;margin:.6em 0}
form.filters label{display:flex;flex-direction:column;font-size:13px}p.pages a,p.pages b{margin-right:.6em}
ul.flat{padding-left:1.2em}footer{color:var(--mute);font-size:12px;padding:1em}
@media print{nav.site,form.filters{display:none}}
"""


def nav(links: Links) -> str:
    search = (
        f'<form class="find" action="{esc(links.search())}" method="get" role="search">'
        '<input name="q" placeholder="arXiv id, name or claim id" aria-label="search">'
        "<button>find</button></form>"
        if not links.static
        else f'<form class="find" action="{esc(links.search())}" method="get" role="search">'
        '<input name="q" placeholder="works, A to Z" aria-label="search"><button>find</button></form>'
    )
    parts = [
        f'<a class="brand" href="{esc(links.home())}">kgraph</a>',
        f'<a href="{esc(links.listing("documents"))}">documents</a>',
        f'<a href="{esc(links.listing("works"))}">works</a>',
        f'<a href="{esc(links.listing("instances"))}">instances</a>',
        f'<a href="{esc(links.register())}">register</a>',
    ]
    return '<nav class="site" aria-label="site">' + "".join(parts) + search + "</nav>"


def page(links: Links, title: str, body: str, subtitle: str = "") -> str:
    """One whole page; the CSP also travels as a meta tag so that static files keep it."""
    sub = f'<p class="sub">{esc(subtitle)}</p>' if subtitle else ""
    full = title if title == "kgraph" else f"{title} · kgraph"
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{esc(CSP)}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f'<meta name="generator" content="kgraph {esc(__version__)}">\n'
        f"<title>{esc(full)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n"
        f"{nav(links)}\n<main>\n<h1>{esc(title)}</h1>{sub}\n{body}\n</main>\n"
        f"<footer>kgraph {esc(__version__)} · every citation links to the line it cites</footer>\n</body>\n</html>\n"
    )


def table(headers: Sequence[str], rows: Sequence[Sequence[str]], empty: str = "none") -> str:
    """A table of already-escaped cells."""
    if not rows:
        return f'<p class="mute">{esc(empty)}</p>'
    head = "".join(f'<th scope="col">{esc(h)}</th>' for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def paginate(items: Sequence[Any], page: int, url: Callable[[int], str], size: int = PAGE_SIZE) -> tuple[list, str]:
    """The rows of page `page` (1-based, clamped) and the page links (empty for one page)."""
    pages = max(1, -(-len(items) // size))
    page = min(max(1, page), pages)
    chunk = list(items[(page - 1) * size : page * size])
    if pages == 1:
        return chunk, ""
    links = [f"<b>{n}</b>" if n == page else f'<a href="{esc(url(n))}">{n}</a>' for n in range(1, pages + 1)]
    return chunk, f'<p class="pages">page {page} of {pages}: {"".join(links)}</p>'


def a(href: str | None, text: Any, cls: str = "") -> str:
    """A link with escaped text (plain text when there is nowhere to go)."""
    klass = f' class="{esc(cls)}"' if cls else ""
    return f'<a{klass} href="{esc(href)}">{esc(text)}</a>' if href else f"<span{klass}>{esc(text)}</span>"


def cite(links: Links, document: str | None, line: Any = None, date: Any = None) -> str:
    """`file:line` as a link to that line of the document's page."""
    if not document:
        return '<span class="mute">no document</span>'
    shown = f"{document}:{line}" if line not in (None, "") else document
    out = a(links.doc(document, line if line not in (None, "") else None), shown, "cite")
    return out + (f' <span class="mute">{esc(date)}</span>' if date else "")


def item_ref(links: Links, item: Any) -> str:
    """A register entry's item: a work links to its page; a section (`§1.3`) or a source path
    (what some detectors name) to the register filtered by it where a server can filter."""
    text = str(item)
    if text.startswith("§") or "/" in text:
        return a(None if links.static else links.register(item=text), text)
    return a(links.item(text), text)
