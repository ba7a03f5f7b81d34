"""An HTML export: <h1>/<h2>, <dl> for the header, <table> for items, <a href> links, <ol> register."""

from __future__ import annotations

from html import escape

from ..facts import Brief, Facts, Living
from ._common import (
    L,
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    living_sections,
    parts,
    sec,
    status_word,
    title,
    window_text,
)

NAME, LANG, EXT = "html_export", "en", "html"


def a(url: str, text: str) -> str:
    return f'<a href="{escape(url)}">{escape(text)}</a>'


def page(head: str, body: list[str], meta: dict[str, str]) -> str:
    metas = "\n".join(f'<meta name="{escape(k)}" content="{escape(v)}">' for k, v in meta.items())
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(head)}</title>\n{metas}\n</head>\n<body>\n<article>\n"
        + "\n".join(body)
        + "\n</article>\n</body>\n</html>\n"
    )


def ref(w) -> str:
    return a(w.url, w.id) if w.id else a(w.url, w.name)


def work_table(doc, works) -> list[str]:
    out = [
        "<table>",
        "<thead><tr><th>arXiv</th><th>Name</th><th>Status</th><th>Anchored</th><th>Section</th>"
        "<th>Figures</th><th>Confidence</th><th>Sources</th></tr></thead>",
        "<tbody>",
    ]
    for w in works:
        cells = [
            ref(w) if w.id else "&mdash;",
            a(w.url, w.name) if not w.id else escape(w.name),
            escape(status_word(w, "en")),
            f'<time datetime="{w.anchored_on.isoformat()}">{w.anchored_on.isoformat()}</time>' if w.anchored_on else "",
            escape(sec(doc, w.section, "en")),
            escape(figs_text(w, "en")),
            escape(conf_text(w, "en")),
            "<br>".join(f"<code>{escape(s)}</code>" for s in w.sources),
        ]
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    out += ["</tbody>", "</table>"]
    return out


def render_living(doc: Living) -> str:
    body = [
        f"<h1>{escape(title(doc, 'en'))}</h1>",
        "<dl>",
        f"<dt>Topic</dt><dd>{escape(doc.topic)}</dd>",
        f'<dt>Version</dt><dd><time datetime="{doc.date.isoformat()}">{doc.date.isoformat()}</time></dd>',
        "</dl>",
    ]
    for number, works in living_sections(doc):
        body.append(f'<h2 id="s{number}">{escape(sec(doc, number, "en"))}</h2>')
        if works:
            body += work_table(doc, works)
            for w in works:
                body.append(f"<p>{escape(w.name)}: {escape(w.gist['en'])}.</p>")
        else:
            body.append("<p>Nothing anchored yet.</p>")
    return page(title(doc, "en"), body, {"kind": "living-document", "topic": doc.topic})


def render_brief(b: Brief) -> str:
    p = parts(b)
    body = [
        f"<h1>{escape(title(b, 'en'))}</h1>",
        "<dl>",
        f"<dt>{L('en', 'instance')}</dt><dd>{escape(b.instance)}</dd>",
        f"<dt>{L('en', 'window')}</dt><dd>{escape(window_text(b))}</dd>",
        f"<dt>{L('en', 'baseline')}</dt><dd><code>organized/knowledge/inference.md</code>, version "
        f'<time datetime="{b.baseline.isoformat()}">{b.baseline.isoformat()}</time></dd>',
        "</dl>",
        f"<h2>{L('en', 'counts')}</h2>",
        "<ul>",
    ]
    body += [f"<li>{escape(count_text(c, 'en'))}</li>" for c in b.counts]
    body += ["</ul>", f"<h2>{L('en', 'sources')}</h2>", "<ul>"]
    body += [f"<li><code>{escape(s)}</code></li>" for s in b.sources]
    body.append("</ul>")
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            body.append(f"<h2>{L('en', part)}</h2>")
            body += work_table(b, p[part])
            body.append("<dl>")
            for w in p[part]:
                body.append(f"<dt>{escape(w.name)}</dt><dd>{escape(w.gist['en'])}</dd>")
            body.append("</dl>")
    body += [f"<h2>{L('en', 'register')}</h2>", "<ol>"]
    for e in b.entries:
        state = "resolved" if e.resolved else "open"
        body.append(
            f'<li class="risk-{e.risk} {state}"><strong>Risk: {e.risk}</strong> ({state}). '
            f"{escape(e.text['en'])} <em>Concerns: {escape(entry_items(e, b))}</em></li>"
        )
    body += [
        "</ol>",
        f"<h2>{L('en', 'arxiv')}</h2>",
        "<p>NET-new: " + ", ".join(a(f"https://arxiv.org/abs/{i}", i) for i in b.listed_new()) + "</p>",
        "<ul>",
    ]
    for w in b.listed_carried():
        when = f" on {w.anchored_on.isoformat()} in §{w.section}" if w.anchored_on else ""
        body.append(f"<li>{ref(w)}: {escape(status_word(w, 'en'))}{escape(when)}</li>")
    body.append("</ul>")
    return page(
        title(b, "en"), body, {"kind": "brief", "author": b.instance, "date": b.date.isoformat(), "topic": b.topic}
    )


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
