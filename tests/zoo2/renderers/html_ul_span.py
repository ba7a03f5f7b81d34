"""An HTML5 export: header <dl>, a <ul> of items with <span class="status">, an <ol> register."""

from __future__ import annotations

from html import escape

from ._common import TOPIC, en_entry, fig, living_path, work

EXT = "html"
WORD = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}


def _item(doc, m) -> str:
    w = work(m)
    href = f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else w.url
    label = f"arXiv {w.arxiv}" if w.arxiv else escape(w.url)
    p = [
        f'<li class="item" data-status="{m.status}">',
        f'  <strong class="name">{escape(w.name)}</strong> <a href="{escape(href)}">{label}</a>',
        f'  <span class="status">{WORD[m.status]}</span>',
    ]
    if m.anchored_on:
        p.append(f'  <time datetime="{m.anchored_on.isoformat()}">{m.anchored_on.strftime("%b %d")}</time>')
    if m.section:
        p.append(f'  <span class="section">§{m.section} {escape(doc.sections.get(m.section, ""))}</span>')
    p.append(f"  <p>{escape(m.point)}</p>")
    if m.figures:
        p.append('  <ul class="figures">')
        p += [
            f'    <li><span class="metric">{escape(f.metric)}</span>: <data value="{f.text}">{escape(fig(f))}</data></li>'
            for f in m.figures
        ]
        p.append("  </ul>")
    if m.sources:
        p.append("  <p>Sources: " + ", ".join(f"<code>{escape(s)}</code>" for s in m.sources) + "</p>")
    if m.confidence:
        p.append(f'  <span class="confidence">confidence: {m.confidence}</span>')
    p.append("</li>")
    return "\n".join(p)


def render(doc) -> str:
    title = f"{TOPIC} {doc.kind} {doc.date.isoformat()}"
    h = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{escape(title)}</title>",
        "</head>",
        "<body>",
        "<article>",
        "<header>",
        f"<h1>{escape(title)}</h1>",
        "<dl>",
    ]
    if doc.kind == "brief":
        a, b = doc.window
        h += [
            f"<dt>author</dt><dd>{doc.instance}</dd>",
            f"<dt>window</dt><dd>{a} &rarr; {b}</dd>",
            f'<dt>baseline</dt><dd><a href="{living_path(EXT)}">{living_path(EXT)}</a> '
            f"({doc.baseline.isoformat()})</dd>",
        ]
        for k, v in doc.counts.items():
            h.append(f'<dt>declared {k}</dt><dd><data value="{v}">{v}</data></dd>')
    else:
        h.append(f"<dt>version</dt><dd>{doc.date.isoformat()}</dd>")
    h += ["</dl>", "</header>", "<section><h2>Sections</h2><ul>"]
    h += [f'<li id="s{num}">§{num} {escape(name)}</li>' for num, name in doc.sections.items()]
    h += ["</ul></section>", "<section><h2>Items</h2>", '<ul class="items">']
    h += [_item(doc, m) for m in doc.mentions]
    h += ["</ul>", "</section>"]
    if doc.entries:
        h += ["<section><h2>To verify</h2>", "<ol>"]
        for e in doc.entries:
            h.append(
                f'<li class="risk-{e.risk}"><span class="risk">{e.risk} risk</span> '
                f"{escape(en_entry(e))} <small>({', '.join(e.items)}; "
                f"{'resolved' if e.resolved else 'unresolved'})</small></li>"
            )
        h += ["</ol>", "</section>"]
    if doc.sources:
        h += ["<section><h2>Sources checked</h2>", "<ul>"]
        h += [f"<li><code>{escape(s)}</code></li>" for s in doc.sources]
        h += ["</ul>", "</section>"]
    h += ["</article>", "</body>", "</html>"]
    return "\n".join(h) + "\n"
