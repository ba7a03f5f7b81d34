"""EPUB 3 (.epub), simplified Chinese, as an e-book export of a brief (the way Pandoc or Calibre
lay one out): the zip's first entry `mimetype`, stored; META-INF/container.xml pointing at
EPUB/content.opf (Dublin Core metadata, manifest, spine); a navigation document EPUB/nav.xhtml
(a `toc` nav and a hidden `landmarks` nav) with an EPUB 2 toc.ncx beside it; a stylesheet; a title
page; one XHTML content document per chapter. Items are <section>s under <h2> headings whose
sources are pop-up footnotes (`epub:type="noteref"` / <aside epub:type="footnote">); carried-over
items form a table, adjacent ones a list, the register an ordered list. The living document is an
e-book with one chapter per section."""

from __future__ import annotations

import io
import re
import uuid
import zipfile
from xml.sax.saxutils import escape, quoteattr

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "epub"
LANG = "zh-hans"

MIMETYPE = "application/epub+zip"
OPF = "EPUB/content.opf"
CONTAINER = f"""<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="{OPF}" media-type="application/oebps-package+xml" />
  </rootfiles>
</container>
"""
CSS = """/* export stylesheet */
body { margin: 5%; text-align: justify; font-size: medium; line-height: 1.6; }
code { font-family: monospace; font-size: 0.9em; }
h1, h2 { text-align: left; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #999; padding: 0.2em 0.5em; vertical-align: top; }
caption { caption-side: top; font-weight: bold; }
aside[epub|type~='footnote'] { font-size: 0.85em; }
li.resolved { color: #336633; }
li.open { color: #993333; }
p.signoff { text-align: right; font-style: italic; }
"""


def _e(s: str) -> str:
    return escape(s)


def _xhtml(title: str, body: list[str], bodytype: str = "bodymatter") -> str:
    head = ['<?xml version="1.0" encoding="UTF-8"?>', "<!DOCTYPE html>",
            '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" '
            'xml:lang="zh-CN" lang="zh-CN">', "<head>", '  <meta charset="utf-8" />', f"  <title>{_e(title)}</title>",
            '  <link rel="stylesheet" type="text/css" href="../styles/stylesheet1.css" />', "</head>",
            f'<body epub:type="{bodytype}">']  # fmt: skip
    return "\n".join(head + body + ["</body>", "</html>", ""])


def _chapter(cid: str, title: str, inner: list[str]) -> list[str]:
    return [f'<section id="{cid}" class="level1" epub:type="chapter" role="doc-chapter">', f"<h1>{_e(title)}</h1>",
            *inner, "</section>"]  # fmt: skip


def _a(m: Mention) -> str:
    w = F.work(m)
    if w.arxiv:
        return f'<a href="https://arxiv.org/abs/{w.arxiv}">arXiv:{w.arxiv}</a>'
    return f"<a href={quoteattr(w.url)}>{_e(w.url)}</a>"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return "、".join(f"<code>{_e(s)}</code>" for s in paths)


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hans(f) for f in m.figures)


class _Notes:
    """Pop-up footnotes of one chapter: the noteref where it is called, the asides at its end."""

    def __init__(self) -> None:
        self.asides: list[str] = []

    def __call__(self, inner: str) -> str:
        n = len(self.asides) + 1
        self.asides.append(f'<aside id="fn{n}" epub:type="footnote" role="doc-footnote"><p>{inner}</p></aside>')
        return f'<a id="fnref{n}" href="#fn{n}" epub:type="noteref" role="doc-noteref"><sup>{n}</sup></a>'


def _increment(d: Doc, n: int, m: Mention, note: _Notes) -> list[str]:
    w = F.work(m)
    kind = "" if w.arxiv else {"release": "（版本发布）", "blog post": "（博客文章）"}[w.kind]
    L = [f'<section id="inc-{n}" class="increment">', f"<h2>增量{W.HANS_ORDINAL[n]} · {_e(w.name)}{kind}</h2>"]
    L.append(f'<p class="meta"><span class="status">{W.STATUS_HANS["new"]}</span> · 建议归入节：'
             f"{_e(W.section_hans(d, m.section))} · 可信度：{W.CONFIDENCE_ZH[m.confidence]}</p>")  # fmt: skip
    L.append(f"<p>要点：{_e(m.hans)}。</p>")
    if m.figures:
        L.append(f"<p>关键数字：{_e(_figs(m))}。</p>")
    L.append(f"<p>链接：{_a(m)}{note('来源：' + _code(m.sources))}</p>")
    return L + ["</section>"]


def _brief(d: Doc) -> tuple[str, list[tuple[str, list[str]]]]:
    new, carried, side = F.groups(d)
    title = f"{F.TOPIC} 每日简报 · {W.zh_date(d.date)}"
    ch1 = [
        '<dl class="header">',
        f"<dt>主题</dt><dd>{F.TOPIC}</dd>",
        f"<dt>执笔</dt><dd>{d.instance}</dd>",
        f"<dt>时间窗</dt><dd>{d.window[0]} → {d.window[1]}</dd>",
        f"<dt>基线活文档</dt><dd><code>{F.living_path(EXT)}</code>（{W.zh_date(d.baseline)}版）</dd>",
        f"<dt>申报条数</dt><dd>{W.counts_hans(d.counts)}</dd>",
        "</dl>",
        "<h2>本棒检查过的来源</h2>",
        "<ul>",
    ]
    for s in d.sources:
        ch1.append(
            f"<li><code>{_e(s)}</code>（空，无相关内容）</li>" if W.empty(d, s) else f"<li><code>{_e(s)}</code></li>"
        )
    ch1.append("</ul>")
    note = _Notes()
    ch2 = [f"<p>本棒共 {len(new)} 条净增，按建议归入的章节逐条列出。</p>"]
    for n, m in enumerate(new, 1):
        ch2 += _increment(d, n, m, note)
    ch2 += note.asides
    ch3 = [
        "<table>",
        "<caption>续用与已锚定条目</caption>",
        "<thead><tr><th>条目</th><th>arXiv 号</th><th>章节</th><th>状态</th><th>说明</th></tr></thead>",
        "<tbody>",
    ]
    for m in carried:
        text = "；".join([m.hans] + [W.fig_hans(f) for f in m.figures])
        ch3.append(f"<tr><td>{_e(F.work(m).name)}</td><td>{_a(m)}</td><td>{_e(W.section_hans(d, m.section))}</td>"
                   f"<td>{W.carried_hans(m)}</td><td>{_e(text)}</td></tr>")  # fmt: skip
    ch3 += ["</tbody>", "</table>"]
    if side:
        ch3 += ["<h2>邻接预备</h2>", "<ul>"]
        ch3 += [f"<li><strong>{_e(F.work(m).name)}</strong>（{_a(m)}）· {W.STATUS_HANS[m.status]}：{_e(m.hans)}。</li>"
                for m in side]  # fmt: skip
        ch3.append("</ul>")
    ch4 = ['<ol class="register">']
    for e in d.entries:
        cls, word = ("resolved", "已解决") if e.resolved else ("open", "待核实")
        ch4.append(f'<li class="{cls}"><strong>{word}</strong>（{W.RISK_HANS[e.risk]}）：{_e(e.hans)}。</li>')
    ch4.append("</ol>")
    ch5 = [f"<p>本棒净增：{'、'.join(d.new_ids)}</p>", "<p>续用与已锚定：</p>", "<ul>"]
    ch5 += [f"<li>{F.work(m).arxiv}：{W.carried_hans(m)}，{_e(W.section_hans(d, m.section))}</li>"
            for m in carried if F.work(m).arxiv]  # fmt: skip
    ch5 += ["</ul>", f'<p class="signoff">{d.instance} 于 {W.zh_date(d.date)} {d.window[1][11:]} 交棒。</p>']
    return title, [("简报概要与来源", ch1), ("本棒净增", ch2), ("续用、锚定与邻接", ch3), ("矛盾与待核实", ch4),
                   ("可引用 arXiv 号", ch5)]  # fmt: skip


def _living(d: Doc) -> tuple[str, list[tuple[str, list[str]]]]:
    title = f"{F.TOPIC} 活文档 · {W.zh_date(d.date)}版"
    chapters = []
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        inner = [] if here else ['<p class="empty">暂无条目。</p>']
        for m in here:
            inner += [f'<section id="{W.slug(m)}" class="item">', f"<h2>{_e(F.work(m).name)}</h2>",
                      f"<p>状态：{W.carried_hans(m)} · {_a(m)}</p>", f"<p>要点：{_e(m.hans)}。</p>"]  # fmt: skip
            if m.figures:
                inner.append(f"<p>关键数字：{_e(_figs(m))}。</p>")
            inner += [f"<p>论文卡片：{_code(m.sources)}</p>", "</section>"]
        chapters.append((W.section_hans(d, num), inner))
    return title, chapters


def _title_page(d: Doc, title: str) -> str:
    author = d.instance or "夜间接力"
    body = ['<section epub:type="titlepage" class="titlepage">', f'<h1 class="title">{_e(title)}</h1>',
            f'<p class="author">{_e(author)}</p>', f'<p class="date">{W.zh_date(d.date)}</p>', "</section>"]  # fmt: skip
    return _xhtml(title, body, "frontmatter")


def _nav(title: str, chapters: list[str]) -> str:
    items = [f'<li id="toc-li-{i}"><a href="text/ch{i:03d}.xhtml">{_e(t)}</a></li>' for i, t in enumerate(chapters, 1)]
    body = ['<nav epub:type="toc" role="doc-toc" id="toc">', '<h1 id="toc-title">目录</h1>', "<ol>", *items, "</ol>",
            "</nav>", '<nav epub:type="landmarks" id="landmarks" hidden="hidden">', "<ol>",
            '<li><a href="text/title_page.xhtml" epub:type="titlepage">封面</a></li>',
            '<li><a href="text/ch001.xhtml" epub:type="bodymatter">正文</a></li>',
            '<li><a href="#toc" epub:type="toc">目录</a></li>', "</ol>", "</nav>"]  # fmt: skip
    return _xhtml(title, body, "frontmatter").replace("../styles/", "styles/")


def _ncx(uid: str, title: str, chapters: list[str]) -> str:
    points = [f'    <navPoint id="navPoint-{i}">\n      <navLabel><text>{_e(t)}</text></navLabel>\n'
              f'      <content src="text/ch{i:03d}.xhtml" />\n    </navPoint>' for i, t in enumerate(chapters, 1)]  # fmt: skip
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>',
                      '<ncx version="2005-1" xmlns="http://www.daisy.org/z3986/2005/ncx/">', "  <head>",
                      f'    <meta name="dtb:uid" content="{uid}" />', '    <meta name="dtb:depth" content="1" />',
                      '    <meta name="dtb:totalPageCount" content="0" />',
                      '    <meta name="dtb:maxPageNumber" content="0" />', "  </head>",
                      f"  <docTitle><text>{_e(title)}</text></docTitle>", "  <navMap>", *points, "  </navMap>",
                      "</ncx>", ""])  # fmt: skip


def _opf(d: Doc, uid: str, title: str, n: int) -> str:
    author = d.instance or "夜间接力"
    closed = f"{d.date.isoformat()}T12:45:00Z"  # the window closes at 20:45 China Standard Time
    chapters = [f'    <item id="ch{i:03d}_xhtml" href="text/ch{i:03d}.xhtml" media-type="application/xhtml+xml" />'
                for i in range(1, n + 1)]  # fmt: skip
    spine = [f'    <itemref idref="ch{i:03d}_xhtml" />' for i in range(1, n + 1)]
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>',
                      '<package version="3.0" xmlns="http://www.idpf.org/2007/opf" unique-identifier="epub-id-1">',
                      '  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" '
                      'xmlns:opf="http://www.idpf.org/2007/opf">',
                      f'    <dc:identifier id="epub-id-1">{uid}</dc:identifier>',
                      f'    <dc:title id="epub-title-1">{_e(title)}</dc:title>',
                      f'    <dc:date id="epub-date">{d.date.isoformat()}</dc:date>',
                      "    <dc:language>zh-CN</dc:language>",
                      f'    <dc:creator id="epub-creator-1">{_e(author)}</dc:creator>',
                      f"    <dc:subject>{F.TOPIC}</dc:subject>",
                      f'    <meta property="dcterms:modified">{closed}</meta>', "  </metadata>", "  <manifest>",
                      '    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml" />',
                      '    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav" />',
                      '    <item id="stylesheet1" href="styles/stylesheet1.css" media-type="text/css" />',
                      '    <item id="title_page_xhtml" href="text/title_page.xhtml" '
                      'media-type="application/xhtml+xml" />', *chapters, "  </manifest>", '  <spine toc="ncx">',
                      '    <itemref idref="title_page_xhtml" linear="yes" />', '    <itemref idref="nav" />', *spine,
                      "  </spine>", "</package>", ""])  # fmt: skip


def render(d: Doc) -> bytes:
    title, chapters = _brief(d) if d.kind == "brief" else _living(d)
    uid = f"urn:uuid:{uuid.uuid5(uuid.NAMESPACE_URL, f'kgraph-zoo18:{d.stem}')}"
    names = [t for t, _ in chapters]
    files = [(OPF, _opf(d, uid, title, len(chapters))), ("EPUB/nav.xhtml", _nav(title, names)),
             ("EPUB/toc.ncx", _ncx(uid, title, names)), ("EPUB/styles/stylesheet1.css", CSS),
             ("EPUB/text/title_page.xhtml", _title_page(d, title))]  # fmt: skip
    for i, (name, inner) in enumerate(chapters, 1):
        files.append((f"EPUB/text/ch{i:03d}.xhtml", _xhtml(name, _chapter(f"ch{i:03d}", name, inner))))
    stamp = (d.date.year, d.date.month, d.date.day, 20, 45, 0)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(zipfile.ZipInfo("mimetype", stamp), MIMETYPE, compress_type=zipfile.ZIP_STORED)
        z.writestr(zipfile.ZipInfo("META-INF/container.xml", stamp), CONTAINER, compress_type=zipfile.ZIP_DEFLATED)
        for name, text in files:
            z.writestr(zipfile.ZipInfo(name, stamp), text, compress_type=zipfile.ZIP_DEFLATED)
    return buf.getvalue()


def text(data: bytes) -> str:
    """The e-book's XHTML documents in spine order, as written (what a reader of the book reads)."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        opf = z.read(OPF).decode("utf-8")
        items = dict(re.findall(r'<item id="([^"]+)" href="([^"]+)"', opf))
        spine = re.findall(r'<itemref idref="([^"]+)"', opf)
        return "\n".join(z.read(f"EPUB/{items[i]}").decode("utf-8") for i in spine)
