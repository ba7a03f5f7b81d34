"""HTML as a static-site generator publishes a brief: site header with navigation, breadcrumb,
the article with one <dl> per work and a <table> for the register, and a site footer."""

from __future__ import annotations

from html import escape

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "html"


def _page(title: str, body: list[str]) -> str:
    head = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '  <meta charset="utf-8">',
            '  <meta name="viewport" content="width=device-width, initial-scale=1">',
            '  <meta name="generator" content="Hugo 0.139.0">', f"  <title>{escape(title)} · Research Digest</title>",
            '  <link rel="stylesheet" href="/css/main.min.css">', "</head>", "<body>",
            '<header class="site-header">', '  <a class="brand" href="/">Research Digest</a>',
            '  <nav aria-label="Main"><ul>', '    <li><a href="/briefs/">Briefs</a></li>',
            '    <li><a href="/knowledge/">Knowledge</a></li>', '    <li><a href="/tags/">Tags</a></li>',
            '    <li><a href="/about/">About</a></li>', "  </ul></nav>", "</header>", "<main>"]  # fmt: skip
    foot = ["</main>", '<footer class="site-footer">',
            '  <p><a href="/index.xml">RSS</a> · Built with Hugo · Theme “paperback”</p>', "</footer>",
            "</body>", "</html>", ""]  # fmt: skip
    return "\n".join(head + body + foot)


def _link(m: Mention) -> str:
    w = facts.work(m)
    href = c.abs_url(w.arxiv) if w.arxiv else w.url
    return f'<a href="{href}">{escape(w.arxiv or w.url)}</a>'


def _code(p: str) -> str:
    return f"<code>{escape(p)}</code>"


def _dl(m: Mention, d: Doc, level: str = "h3") -> list[str]:
    w = facts.work(m)
    anchor = (w.arxiv or w.name).replace(".", "-").replace(" ", "-").lower()
    L = [f'<section class="work" id="w-{anchor}">', f"  <{level}>{escape(w.name)}</{level}>", "  <dl>"]
    rows = [("arXiv" if w.arxiv else "Link", _link(m))]
    if m.section:
        rows.append(("Section", escape(f"§{m.section} {d.sections[m.section]}")))
    rows.append(("Status", escape(c.status_en(m) if d.kind == "brief" else f"anchored {m.anchored_on.isoformat()}")))
    rows += [(escape(c.cap(f.metric)), escape(c.fig(f))) for f in m.figures]
    if m.confidence:
        rows.append(("Confidence", m.confidence))
    if m.sources:
        rows.append(("Sources" if d.kind == "brief" else "Card", "<br>".join(_code(s) for s in m.sources)))
    rows.append(("Note", escape(m.point)))
    L += [f"    <dt>{k}</dt><dd>{v}</dd>" for k, v in rows]
    return L + ["  </dl>", "</section>"]


def _brief(d: Doc) -> str:
    title = f"{facts.TOPIC} daily brief, {c.long_date(d.date)}"
    L = ['<nav class="breadcrumb"><a href="/">Home</a> › <a href="/briefs/">Briefs</a> › '
         f'<a href="/tags/{facts.TOPIC}/">{facts.TOPIC}</a></nav>', '<article class="brief">',
         f"<h1>{escape(title)}</h1>", '<p class="byline">By <span class="author">'
         f'{d.instance}</span> · <time datetime="{d.date.isoformat()}">{c.long_date(d.date)}</time></p>',
         '<ul class="meta">', f"  <li>Window: {escape(d.window[0])} → {escape(d.window[1])}</li>",
         f"  <li>Baseline: {_code(facts.living_path(EXT))} (version {d.baseline.isoformat()})</li>",
         f"  <li>Declared: {c.count_phrase(d)}</li>", "</ul>", "<h2>Sources checked</h2>", "<ul>"]  # fmt: skip
    L += [f"  <li>{_code(s)}</li>" for s in d.sources] + ["</ul>", "<h2>Increments</h2>"]
    for m in c.increments(d):
        L += _dl(m, d)
    L.append("<h2>Carried over and anchored</h2>")
    for m in c.carried(d):
        L += _dl(m, d)
    if c.adjacent(d):
        L.append("<h2>Adjacent and candidates</h2>")
        for m in c.adjacent(d):
            L += _dl(m, d)
    L += ["<h2>To verify</h2>", '<table class="register">',
          "  <thead><tr><th>#</th><th>Claim</th><th>Concerns</th><th>Risk</th><th>State</th></tr></thead>", "  <tbody>"]  # fmt: skip
    for i, e in enumerate(d.entries, 1):
        state = "resolved" if e.resolved else "open"
        L.append(f"    <tr><td>{i}</td><td>{escape(e.sentence)}</td><td>{escape(c.item_names(e))}</td>"
                 f'<td class="risk-{e.risk}">{e.risk}</td><td>{state}</td></tr>')  # fmt: skip
    L += [
        "  </tbody>",
        "</table>",
        "<h2>arXiv ids</h2>",
        f"<p>New: {', '.join(d.new_ids)}</p>",
        "<p>Carried over:</p>",
        "<ul>",
    ]
    L += [f"  <li>{escape(c.carried_id_line(m, d))}</li>" for m in facts.carried_ids(d)] + ["</ul>"]
    L += [f'<p class="signoff">{d.instance}, {d.window[1]}</p>', "</article>"]
    L += ['<nav class="pager"><a rel="prev" href="../">← Older</a> <a rel="next" href="../">Newer →</a></nav>']
    return _page(title, L)


def _living(d: Doc) -> str:
    title = f"{facts.TOPIC}: living knowledge document"
    L = ['<nav class="breadcrumb"><a href="/">Home</a> › <a href="/knowledge/">Knowledge</a></nav>',
         '<article class="living">', f"<h1>{escape(title)}</h1>",
         f'<p class="byline">Version <time datetime="{d.date.isoformat()}">{c.long_date(d.date)}</time></p>']  # fmt: skip
    for number, name, ms in c.by_section(d):
        L.append(f'<h2 id="s{number.replace(".", "-")}">{escape(f"§{number} {name}")}</h2>')
        if not ms:
            L.append("<p><em>Nothing anchored yet.</em></p>")
        for m in ms:
            L += _dl(m, d)
    return _page(title, L + ["</article>"])


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
