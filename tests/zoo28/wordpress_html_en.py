"""A WordPress blog post (`.html`), English: the post's content as the block editor saves it (each
block's HTML between its `<!-- wp:name {attrs} -->` and `<!-- /wp:name -->` comments: headings
`h2`/`h3.wp-block-heading`, paragraphs, `ul.wp-block-list` of `wp:list-item`s, a
`figure.wp-block-table`, `blockquote.wp-block-quote` with a `cite`, a `details.wp-block-details`
with its `summary`, a `wp:separator`), exported inside a minimal theme page: the site header with
its navigation, the article's entry header (title, date, author), the comment section with two
readers' comments and the author's reply (not part of the brief), the footer with site links.

The brief: the header facts as a paragraph of `<strong>` labels and `<br>`s, the sources a list,
each NET-new item an `h3` heading and a paragraph of labelled lines, the carried items a table,
the adjacent ones inside a collapsed details block, each register entry a quote block, the carried
arXiv ids an ordered list. The living document is a WordPress page of the same site, one `h2` a
section, its items as paragraphs."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "en"

SITE = "https://relaynotes.example.org"
NAME = "Relay Notes"
S = W.STATUS_EN


def block(name: str, html: str, attrs: str = "") -> str:
    a = f" {attrs}" if attrs else ""
    return f"<!-- wp:{name}{a} -->\n{html}\n<!-- /wp:{name} -->"


def para(html: str) -> str:
    return block("paragraph", f"<p>{html}</p>")


def heading(text: str, level: int = 2) -> str:
    return block("heading", f'<h{level} class="wp-block-heading">{text}</h{level}>', "" if level == 2 else
                 f'{{"level":{level}}}')  # fmt: skip


def items(lines: list[str], ordered: bool = False) -> str:
    inner = "\n\n".join(block("list-item", f"<li>{x}</li>") for x in lines)
    tag = "ol" if ordered else "ul"
    return block("list", f'<{tag} class="wp-block-list">{inner}</{tag}>', '{"ordered":true}' if ordered else "")


def code(path: str) -> str:
    return f"<code>{path}</code>"


def a(m: Mention, text: str | None = None) -> str:
    return f'<a href="{W.url(m)}">{text or W.url(m)}</a>'


def slug(d: Doc) -> str:
    return f"{F.TOPIC}-brief-{W.iso(d.date)}" if d.kind == "brief" else f"{F.TOPIC}-living-document"


def title(d: Doc) -> str:
    if d.kind == "brief":
        return f"{F.TOPIC} daily brief, {W.us_en(d.date)}"
    return f"{F.TOPIC} living document ({W.us_en(d.date)} version)"


def fields(d: Doc, m: Mention) -> str:
    L = [f"<strong>Link:</strong> {a(m, W.label(m))}"]
    if m.section:
        L.append(f"<strong>Suggested section:</strong> {W.section_en(d, m.section)}")
    if m.confidence:
        L.append(f"<strong>Confidence:</strong> {W.CONFIDENCE_EN[m.confidence]}")
    L += [f"<strong>Figure:</strong> {f.metric}: {W.value_en(f)}" for f in m.figures]
    if m.sources:
        L.append("<strong>Sources:</strong> " + ", ".join(code(s) for s in m.sources))
    return "<br>".join(L)


def table(d: Doc, carried: list[Mention]) -> str:
    head = "".join(f"<th>{x}</th>" for x in ("Item", "Link", "Section", "Status", "Note"))
    rows = ""
    for m in carried:
        said = "".join(f" Reported {f.metric}: {W.value_en(f)}." for f in m.figures)
        cells = [F.work(m).name, a(m), W.section_en(d, m.section), W.carried_en(m), W.sentence(m.point) + said]
        rows += "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>"
    html = f'<figure class="wp-block-table"><table class="has-fixed-layout"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></figure>'
    return block("table", html)


def quote(html: str, cite: str) -> str:
    inner = para(html)
    return block("quote", f'<blockquote class="wp-block-quote">{inner}<cite>{cite}</cite></blockquote>')


def details(summary: str, paras: list[str]) -> str:
    inner = "\n\n".join(para(x) for x in paras)
    return block("details", f'<details class="wp-block-details"><summary>{summary}</summary>{inner}</details>')


def brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    living = F.living_path(EXT)
    B = [para(f"<strong>Topic:</strong> {F.TOPIC}<br><strong>Written by:</strong> {d.instance}<br>"
              f"<strong>Window:</strong> {d.window[0]} → {d.window[1]}<br><strong>Baseline:</strong> "
              f'<a href="{SITE}/{slug(F.LIVING)}/">{code(living)}</a> ({W.us_en(d.baseline)} version)<br>'
              f"<strong>Declared:</strong> {W.counts_en(d.counts)}"),
         heading("Sources checked")]  # fmt: skip
    B.append(items([f"{code(s)} (empty, nothing on this topic today)" if W.empty(d, s) else code(s)
                    for s in d.sources]))  # fmt: skip
    B.append(heading(f"{S['new']} items"))
    for n, m in enumerate(new, 1):
        B += [heading(f"{n}. {F.work(m).name}", 3), para(fields(d, m)), para(W.sentence(m.point))]
    B += [heading(f"{S['carried-over'].capitalize()} and {S['anchored']}"), table(d, carried)]
    if side:
        B.append(details(f"Adjacent and candidate items ({len(side)})",
                         [f"{a(m, F.work(m).name)} ({W.label(m)}), {S[m.status]}. {W.sentence(m.point)}"
                          for m in side]))  # fmt: skip
    B.append(heading("To verify"))
    for n, e in enumerate(d.entries, 1):
        state = "Resolved" if e.resolved else "Open"
        B.append(quote(f"<strong>{n}. {state}, {W.RISK_EN[e.risk]} risk.</strong> {e.sentence}.",
                       f"register entry {n}, {W.us_en(d.date)}"))  # fmt: skip
    B += [heading("Citable arXiv IDs"), para(f"<strong>{S['new']}:</strong> {', '.join(d.new_ids)}")]
    keep = [m for m in carried if F.work(m).arxiv]
    if keep:
        B.append(items([f"{F.work(m).arxiv}, {W.carried_en(m)}, {W.section_en(d, m.section)}" for m in keep], True))
    B += [block("separator", '<hr class="wp-block-separator has-alpha-channel-opacity"/>'),
          para(f"<em>Handover: {d.instance}, {d.window[1][11:]}.</em>")]  # fmt: skip
    return B


def living_blocks(d: Doc) -> list[str]:
    B = [para(f"The {F.TOPIC} living document, version of {W.us_en(d.date)} ({code(F.living_path(EXT))}). "
              "The nightly relay updates it from the daily briefs.")]  # fmt: skip
    for num in d.sections:
        B.append(heading(W.section_en(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            B.append(para(f"Nothing {S['anchored']} in this section yet."))
        for m in here:
            B += [heading(F.work(m).name, 3), para(f"<strong>Status:</strong> {W.carried_en(m)}<br>" + fields(d, m)),
                  para(W.sentence(m.point))]  # fmt: skip
    return B


COMMENTS = {  # (id, author, time, text, reply to)
    20: [
        (311, "Mina Okafor", "3:02 pm", "Thanks for these. Is anyone tracking sign language translation too?", 0),
        (312, "wombat", "3:40 pm", "Not yet, it is on the work queue for next month.", 311),
    ],
    21: [
        (318, "Jon Reyes", "2:51 pm", "The whisper demo at the meetup last week was impressive.", 0),
        (319, "ocelot", "3:05 pm", "Agreed, the paper is in today.", 318),
    ],
    22: [
        (325, "Priya Nandakumar", "3:20 pm", "Will the benchmark leaderboard be public?", 0),
        (326, "caracal", "4:11 pm", "The authors say so, once the last language family is added.", 325),
    ],
}


def comment(cid: int, who: str, day: date, at: str, text: str, children: str = "") -> str:
    kids = f'<ol class="children">{children}</ol>' if children else ""
    return (f'<li id="comment-{cid}" class="comment"><article id="div-comment-{cid}" class="comment-body">'
            f'<footer class="comment-meta"><div class="comment-author vcard"><b class="fn">{who}</b> '
            f'<span class="says">says:</span></div><div class="comment-metadata"><a href="#comment-{cid}">'
            f'<time datetime="{W.iso(day)}">{W.us_en(day)} at {at}</time></a></div></footer>'
            f'<div class="comment-content"><p>{text}</p></div></article>{kids}</li>')  # fmt: skip


def comments(d: Doc) -> str:
    if d.kind != "brief":
        return '<p class="no-comments">Comments are closed.</p>'
    (c1, w1, t1, x1, _), (c2, w2, t2, x2, _) = COMMENTS[d.date.day]
    ol = comment(c1, w1, d.date, t1, x1, comment(c2, w2, d.date, t2, x2))
    return (f'<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on '
            f"&ldquo;{title(d)}&rdquo;</h2>\n<ol class=\"comment-list\">{ol}</ol></div>")  # fmt: skip


def render(d: Doc) -> str:
    body = "\n\n".join(brief(d) if d.kind == "brief" else living_blocks(d))
    post = d.kind == "brief"
    pid = 2000 + d.date.day
    cls = (f"post-{pid} post type-post status-publish format-standard hentry category-briefs" if post
           else f"post-{pid} page type-page status-publish hentry")  # fmt: skip
    who = d.instance if post else "relay"
    meta = (f'<div class="entry-meta"><span class="posted-on">Posted on <a href="{SITE}/{slug(d)}/" rel="bookmark">'
            f'<time class="entry-date published" datetime="{W.iso(d.date)}T{F.HANDOVER}:00+00:00">{W.us_en(d.date)}'
            f'</time></a></span><span class="byline"> by <span class="author vcard"><a class="url fn n" '
            f'href="{SITE}/author/{who}/">{who}</a></span></span></div>')  # fmt: skip
    L = ["<!DOCTYPE html>", '<html lang="en-US">', "<head>", '<meta charset="UTF-8">',
         '<meta name="viewport" content="width=device-width, initial-scale=1">',
         f"<title>{title(d)} &#8211; {NAME}</title>",
         f'<link rel="stylesheet" id="wp-block-library-css" href="{SITE}/wp-includes/css/dist/block-library/style.min.css?ver=6.8.1" media="all">',
         "</head>",
         f'<body class="{"post-template-default single single-post" if post else "page-template-default page"} postid-{pid}">',
         '<div id="page" class="site">',
         f'<header id="masthead" class="site-header"><p class="site-title"><a href="{SITE}/" rel="home">{NAME}</a></p>',
         '<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">'
         f'<li class="menu-item"><a href="{SITE}/">Home</a></li>'
         f'<li class="menu-item"><a href="{SITE}/category/briefs/">Briefs</a></li>'
         f'<li class="menu-item"><a href="{SITE}/{slug(F.LIVING)}/">Living document</a></li>'
         f'<li class="menu-item"><a href="{SITE}/about/">About</a></li></ul></nav></header>',
         '<main id="primary" class="site-main">',
         f'<article id="post-{pid}" class="{cls}">',
         f'<header class="entry-header"><h1 class="entry-title">{title(d)}</h1>{meta if post else ""}</header>',
         '<div class="entry-content">', body, "</div>", "</article>", comments(d), "</main>",
         f'<footer id="colophon" class="site-footer"><div class="site-info"><a href="{SITE}/feed/">RSS</a> '
         f'<span class="sep"> | </span><a href="https://wordpress.org/">Proudly powered by WordPress</a></div></footer>',
         "</div>", "</body>", "</html>"]  # fmt: skip
    return "\n".join(L) + "\n"
