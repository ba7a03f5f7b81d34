"""The provenance site: pages in which every citation is a link to the line it cites.

Pure functions over the store (store in, HTML string out), used by `kgraph serve`
(`kgraph.serve.pages`) and written as static files by `kgraph site DIR` (`static`):

- `document`  a document as written, an anchor per line, each line marked with what kgraph took;
- `item`      a work or a claim: mentions, anchorings, claims and origins, register entries;
- `register`  the contradiction register, filtered by query parameters (or one file per filter);
- `lists`     home, documents, instances, works, not found;
- `layout`    the shared frame (navigation bar, search box, CSP, tables, pagination);
- `links`     where each page lives, served (absolute) or static (relative to the page).

Every string from a document is escaped with `kgraph.render.html.esc`; no page has a script or
loads anything.
"""

from __future__ import annotations

import re

from kgraph.render.site.layout import CSP, HEADER_CSP, nav
from kgraph.render.site.links import Links

_NAV_STYLE = (
    "nav.site{display:flex;flex-wrap:wrap;gap:.3em 1em;align-items:center;background:#1f2a33;padding:.45em 1em;"
    "font:15px/1.45 system-ui,sans-serif}nav.site a{color:#fff;text-decoration:none}nav.site .brand{font-weight:700}"
    "nav.site form{margin-left:auto;display:flex;gap:.3em}@media print{nav.site{display:none}}"
)


def with_nav(page_html: str, links: Links) -> str:
    """Another module's whole page (NET-new check, map, impact) with the site's navigation bar
    at the top of its body; its policy lets the bar's search box submit to this site only."""
    head = page_html.replace("</head>", f"<style>{_NAV_STYLE}</style></head>", 1)
    head = head.replace("form-action &#x27;none&#x27;", "form-action &#x27;self&#x27;", 1)
    head = head.replace("form-action 'none'", "form-action 'self'", 1)
    return re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + nav(links), head, count=1)


__all__ = ["CSP", "HEADER_CSP", "Links", "nav", "with_nav"]
