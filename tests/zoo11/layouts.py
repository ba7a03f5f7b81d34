"""The zoo11 layouts: four formats written the way their tools and writers write them.

rtf            a word-processor RTF export: font table, style sheet, list table, \\info group,
               \\par paragraphs, bold runs, Word-numbered headings (\\listtext), HYPERLINK fields,
               \\trowd...\\cell...\\row tables, non-ASCII as \\uN? escapes (English)
gdocs_txt      a Google Docs document downloaded as plain text: UTF-8 BOM, CRLF, headings as
               plain lines, ●/○/■ bullets indented by nesting, tables flattened one cell a line,
               links reduced to their text, comment anchors [a] with the comments at the end
               (simplified Chinese labels)
html_semantic  a hand-written HTML5 page: <article>/<section>/<header>/<footer>, <time datetime>,
               items as <article> cards with <h3> and <dl> or <p><strong>Label:</strong> fields,
               a <table> with <thead> for the register, named entities (English)
hant_md_refs   traditional-Chinese Markdown: YAML front matter, reference-style links
               ([名稱][1] ... [1]: URL), footnotes ([^1]), items as ### headings with fields in
               blockquotes, the register as a task list
"""

from __future__ import annotations

import html
from collections.abc import Callable
from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F
from .office import render_gdocs_txt, render_rtf
from .wording import _closing, _counts_en, _fig_hant, _groups, _long, _short, _zh_sp

# ---------------------------------------------------------------------------------------------
# html_semantic: a hand-written HTML5 page

_ENT = {"×": "&times;", "§": "&sect;", "–": "&ndash;", "—": "&mdash;", "→": "&rarr;", "·": "&middot;",
        "'": "&rsquo;"}  # fmt: skip


def _h(s: str) -> str:
    s = html.escape(s, quote=False)
    return "".join(_ENT.get(ch, ch) for ch in s)


def _hlink(m: Mention | str, text: str | None = None) -> str:
    w = F.WORKS[m] if isinstance(m, str) else F.work(m)
    url = f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else w.url
    return f'<a href="{url}">{_h(text or w.name)}</a>'


def _hfig(f: Figure) -> str:
    unit = {"×": "&times;", "%": "&nbsp;%", "points": "&nbsp;points", "ms": "&nbsp;ms"}[f.unit]
    return f'<data value="{f.text}">{f.text}{unit}</data> {_h(f.metric)}'


def _htime(d: date, text: str) -> str:
    return f'<time datetime="{d.isoformat()}">{text}</time>'


def _hpage(title: str, author: str | None, body: list[str]) -> str:
    meta = f'\n  <meta name="author" content="{author}">' if author else ""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n'
        '  <meta name="viewport" content="width=device-width, initial-scale=1">'
        f"{meta}\n  <title>{title}</title>\n"
        '  <link rel="stylesheet" href="/assets/notes.css">\n</head>\n<body>\n<main>\n'
        + "\n".join(body)
        + "\n</main>\n</body>\n</html>\n"
    )


def _html_living(d: Doc) -> str:
    B = [
        '<article class="living-doc" data-topic="retrieval">',
        "  <header>",
        "    <h1>Retrieval &mdash; living knowledge document</h1>",
        f"    <p>Version of {_htime(d.date, _h(_long(d.date)))}; updated every night by the relay.</p>",
        "  </header>",
    ]
    for num, name in d.sections.items():
        B.append(f'  <section id="s{num.replace(".", "-")}">')
        B.append(f"    <h2>&sect;{num} {_h(name)}</h2>")
        ms = [m for m in d.mentions if m.section == num]
        if not ms:
            B.append("    <p><em>Nothing anchored here yet.</em></p>")
        for m in ms:
            B += [
                '    <article class="entry">',
                f"      <h3>{_hlink(m)}</h3>",
                f"      <p><strong>arXiv:</strong> {_hlink(m, F.work(m).arxiv)}</p>",
                f"      <p><strong>Anchored:</strong> {_htime(m.anchored_on, _h(_long(m.anchored_on)))}</p>",
                f"      <p>{_h(m.point[0].upper() + m.point[1:])}: {'; '.join(_hfig(f) for f in m.figures)}.</p>",
                f"      <p><strong>Card:</strong> {', '.join(f'<code>{s}</code>' for s in m.sources)}</p>",
                "    </article>",
            ]
        B.append("  </section>")
    B.append("</article>")
    return _hpage("Retrieval &mdash; living knowledge document", None, B)


def _html_brief(d: Doc) -> str:
    new, carried, side = _groups(d)
    c = d.counts
    a, b = d.window
    wa, wb = a.replace(" ", "T"), b.replace(" ", "T")
    da, db = date.fromisoformat(a[:10]), date.fromisoformat(b[:10])
    B = [
        '<article class="brief" data-topic="retrieval">',
        "  <header>",
        "    <h1>Retrieval: daily brief</h1>",
        f'    <p class="byline">Written by <span class="author">{d.instance}</span> on '
        f"{_htime(d.date, _long(d.date).replace(' ', '&nbsp;', 1))}</p>",
        f'    <p>Covers <time datetime="{wa}">{_short(da)}, {a[11:]}</time> &ndash; '
        f'<time datetime="{wb}">{_short(db)}, {b[11:]}</time>.</p>',
        f'    <p>Baseline: <a href="../../{F.living_path("html")}"><code>{F.living_path("html")}</code></a>, '
        f"version of {_htime(d.baseline, _long(d.baseline))}.</p>",
        "  </header>",
        '  <section id="summary">',
        "    <h2>At a glance</h2>",
        "    <ul>",
    ]
    labels = {"increments": "increments", "new-arxiv": "NET-new arXiv IDs", "adjacent": "adjacent items",
              "carried-over": "carried over"}  # fmt: skip
    for k, v in c.items():
        B.append(f"      <li><strong>{v}</strong> {labels[k]}</li>")
    B += ["    </ul>", "  </section>", '  <section id="sources">', "    <h2>Sources read</h2>", "    <ol>"]
    for s in d.sources:
        empty = " <em>(empty: nothing in the window)</em>" if s in d.empty_sources else ""
        B.append(f"      <li><code>{s}</code>{empty}</li>")
    B += ["    </ol>", "  </section>", '  <section id="increments">', "    <h2>Increments</h2>"]
    for i, m in enumerate(new, 1):
        w = F.work(m)
        B += [
            f'    <article class="item" id="item-{i}">',
            f"      <h3>{i}. {_hlink(m)}</h3>",
            "      <dl>",
            f"        <dt>Status</dt><dd>{F.STATUS_EN[m.status]}</dd>",
        ]
        if w.arxiv:
            B.append(f"        <dt>arXiv</dt><dd>{_hlink(m, w.arxiv)}</dd>")
        else:
            B.append(f"        <dt>Kind</dt><dd>{w.kind}</dd>")
        B += [
            f"        <dt>Section</dt><dd>&sect;{m.section} {_h(d.sections[m.section])}</dd>",
            f"        <dt>Confidence</dt><dd>{F.CONFIDENCE_EN[m.confidence].lower()}</dd>",
        ]
        for f in m.figures:
            B.append(f"        <dt>Figure</dt><dd>{_hfig(f)}</dd>")
        B.append(f"        <dt>Sources</dt><dd>{', '.join(f'<code>{s}</code>' for s in m.sources)}</dd>")
        B += ["      </dl>", f"      <p>{_h(m.point[0].upper() + m.point[1:])}.</p>", "    </article>"]
    B += ["  </section>", '  <section id="carried">', "    <h2>Carried over</h2>"]
    for m in carried:
        w = F.work(m)
        B += ['    <article class="item carried">', f"      <h3>{_hlink(m)}</h3>"]
        if w.arxiv:
            B.append(f"      <p><strong>arXiv:</strong> {_hlink(m, w.arxiv)}</p>")
        B.append(f"      <p><strong>Status:</strong> {F.STATUS_EN[m.status].lower()}</p>")
        if m.anchored_on:
            B.append(f"      <p><strong>Anchored on:</strong> {_htime(m.anchored_on, _short(m.anchored_on))}</p>")
        B.append(f"      <p><strong>Section:</strong> &sect;{m.section} {_h(d.sections[m.section])}</p>")
        for f in m.figures:
            B.append(f"      <p><strong>Figure:</strong> {_hfig(f)}</p>")
        B += [f"      <p>{_h(m.point[0].upper() + m.point[1:])}.</p>", "    </article>"]
    B.append("  </section>")
    if side:
        B += ['  <section id="adjacent">', "    <h2>Adjacent and candidates</h2>"]
        for m in side:
            B += [
                f'    <article class="item {m.status}">',
                f"      <h3>{_hlink(m)}</h3>",
                f"      <p><strong>Status:</strong> {F.STATUS_EN[m.status].lower()}</p>",
                f"      <p>{_h(m.point[0].upper() + m.point[1:])}.</p>",
                "    </article>",
            ]
        B.append("  </section>")
    links = ", ".join(f'<a href="https://arxiv.org/abs/{i}">{i}</a>' for i in d.new_ids)
    B += ['  <section id="ids">', "    <h2>arXiv IDs</h2>", f"    <p><strong>NET-new:</strong> {links}</p>"]
    parts = []
    for m in F.carried_ids(d):
        w = F.work(m)
        how = (
            f"anchored {_htime(m.anchored_on, _short(m.anchored_on))}"
            if m.anchored_on
            else F.STATUS_EN[m.status].lower()
        )
        parts.append(f'<a href="https://arxiv.org/abs/{w.arxiv}">{w.arxiv}</a> ({how}, &sect;{m.section})')
    B += [f"    <p><strong>Carried over:</strong> {'; '.join(parts)}</p>", "  </section>"]
    B += [
        '  <section id="to-verify">',
        "    <h2>To verify</h2>",
        "    <table>",
        "      <thead>",
        '        <tr><th scope="col">#</th><th scope="col">Claim</th><th scope="col">Concerns</th>'
        '<th scope="col">Risk</th><th scope="col">Status</th></tr>',
        "      </thead>",
        "      <tbody>",
    ]
    for i, e in enumerate(d.entries, 1):
        who = ", ".join(_hlink(k) for k in e.items)
        state = "resolved" if e.resolved else "open"
        B.append(f'        <tr class="{state}"><td>{i}</td><td>{_h(e.sentence)}</td><td>{who}</td>'
                 f'<td class="risk-{e.risk}">{F.RISK_EN[e.risk]}</td><td>{state.capitalize()}</td></tr>')  # fmt: skip
    B += ["      </tbody>", "    </table>", "  </section>", "  <footer>"]
    B.append(f'    <p>{d.instance} &middot; <time datetime="{_closing(d).replace(" ", "T")}">{_closing(d)}</time> '
             f"&middot; {_h(_counts_en(c))}</p>")  # fmt: skip
    B += ["  </footer>", "</article>"]
    return _hpage(f"Retrieval brief &middot; {_long(d.date)}", d.instance, B)


def render_html_semantic(d: Doc) -> str:
    return _html_living(d) if d.kind == "living" else _html_brief(d)


# ---------------------------------------------------------------------------------------------
# hant_md_refs: traditional-Chinese Markdown with reference links and footnotes

_NUM_HANT = "一二三四五六七八九十"


class _Refs:
    def __init__(self) -> None:
        self.keys: list[str] = []

    def __call__(self, key: str) -> str:
        if key not in self.keys:
            self.keys.append(key)
        return f"[{F.WORKS[key].name}][{self.keys.index(key) + 1}]"

    def lines(self) -> list[str]:
        out = []
        for n, k in enumerate(self.keys, 1):
            w = F.WORKS[k]
            out.append(f"[{n}]: " + (f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else w.url))
        return out


def _msec(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def _quote(fields: list[str]) -> list[str]:
    return [f"> {f}  " for f in fields[:-1]] + [f"> {fields[-1]}"]


def _md_living(d: Doc) -> list[str]:
    ref = _Refs()
    L = ["---", "title: retrieval 活文件", f"updated: {d.date.isoformat()}", "---", "", "# retrieval · 活文件", ""]
    L += [f"最後更新：{d.date.year} 年 {d.date.month} 月 {d.date.day} 日（夜間接力）", ""]
    for num in d.sections:
        L += [f"## {_msec(d, num)}", ""]
        ms = [m for m in d.mentions if m.section == num]
        if not ms:
            L += ["（尚無條目）", ""]
        for m in ms:
            L += [f"### {ref(m.work)}", ""]
            L += _quote([
                f"狀態：已錨入（{m.anchored_on.isoformat()}）",
                "關鍵數字：" + "；".join(_fig_hant(f) for f in m.figures),
                "論文卡片：" + "、".join(f"`{s}`" for s in m.sources),
            ])  # fmt: skip
            L += ["", f"{m.hant}。", ""]
    return L + ref.lines()


def _md_brief(d: Doc) -> list[str]:
    new, carried, side = _groups(d)
    ref = _Refs()
    notes: list[str] = []

    def note(text: str) -> str:
        notes.append(text)
        return f"[^{len(notes)}]"

    c = d.counts
    a, b = d.window
    L = ["---", "title: retrieval 每日簡報", f"date: {d.date.isoformat()}", f"author: {d.instance}",
         "tags: [retrieval, 簡報]", "---", ""]  # fmt: skip
    L += [f"# retrieval · 每日簡報（{d.date.year} 年 {d.date.month} 月 {d.date.day} 日）", ""]
    L.append(f"撰寫：{d.instance} ｜ 時間窗：{a} → {b}  ")
    base = note(f"基線為 {_zh_sp(d.baseline)}夜間接力後的版本。")
    L += [f"基線活文件：`{F.living_path('md')}`（{d.baseline.isoformat()} 版）{base}", ""]
    parts = []
    if "increments" in c:
        s = f"本期增量 {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（淨增 arXiv 編號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 條")
    L += ["、".join(parts) + "。", ""]
    k = 0

    def h2(title: str) -> str:
        nonlocal k
        k += 1
        return f"## {_NUM_HANT[k - 1]}、{title}"

    L += [h2("已讀來源"), ""]
    for s in d.sources:
        L.append(f"- `{s}`" + (note("此筆記為空檔，本時間窗內沒有任何內容。") if s in d.empty_sources else ""))
    L += ["", h2("本期增量"), ""]
    for i, m in enumerate(new, 1):
        w = F.work(m)
        L += [f"### 增量{_NUM_HANT[i - 1]}：{ref(m.work)}", ""]
        fields = [f"狀態：{F.STATUS_HANT[m.status]}", f"建議歸入章節：{_msec(d, m.section)}",
                  f"可信度：{F.CONFIDENCE_HANT[m.confidence]}"]  # fmt: skip
        if not w.arxiv:
            fields.append(f"類型：{'發行版' if w.kind == 'release' else '部落格文章'}")
        if m.figures:
            fields.append("關鍵數字：" + "；".join(_fig_hant(f) for f in m.figures))
        fields.append("來源：" + "、".join(f"`{s}`" for s in m.sources))
        L += _quote(fields) + ["", f"{m.hant}。", ""]
    L += [h2("沿用與錨入狀態"), ""]
    for m in carried:
        w = F.work(m)
        L += [f"### {ref(m.work)}" + (f"（{w.arxiv}）" if w.arxiv else ""), ""]
        st = F.STATUS_HANT[m.status]
        if m.anchored_on:
            st += f"（{_zh_sp(m.anchored_on)}）" if m.status == "anchored" else f"（{_zh_sp(m.anchored_on)}已錨入）"
        fields = [f"狀態：{st}", f"章節：{_msec(d, m.section)}"]
        for f in m.figures:
            fields.append(f"關鍵數字：{_fig_hant(f)}" + note(f"{m.hant}。"))
        L += _quote(fields) + [""]
        if not m.figures:
            L += [f"{m.hant}。", ""]
    if side:
        L += [h2("鄰接與候選"), ""]
        for m in side:
            L += [f"### {ref(m.work)}（{F.work(m).arxiv}）", ""]
            L += _quote([f"狀態：{F.STATUS_HANT[m.status]}"]) + ["", f"{m.hant}。", ""]
    L += [h2("可引用 arXiv 編號"), "", "- 淨增：" + "、".join(d.new_ids)]
    parts = []
    for m in F.carried_ids(d):
        how = f"{_zh_sp(m.anchored_on)}錨入" if m.anchored_on else F.STATUS_HANT[m.status]
        parts.append(f"{F.work(m).arxiv}（{how} §{m.section}）")
    L += ["- 沿用：" + "、".join(parts), ""]
    L += [h2("待核實事項"), ""]
    for e in d.entries:
        who = "、".join(ref(k) + (f"（{F.WORKS[k].arxiv}）" if F.WORKS[k].arxiv else "") for k in e.items)
        if e.resolved:
            L.append(f"- [x] {e.hant}——已結案（涉及 {who}；風險：{F.RISK_HANT[e.risk]}）")
        else:
            L.append(f"- [ ] 待核實：{e.hant}（涉及 {who}；風險：{F.RISK_HANT[e.risk]}）")
    L += ["", "---", "", f"{d.instance} 於 {_closing(d)} 交棒。", ""]
    L += [f"[^{n}]: {t}" for n, t in enumerate(notes, 1)] + [""]
    return L + ref.lines()


def render_hant_md_refs(d: Doc) -> str:
    L = _md_living(d) if d.kind == "living" else _md_brief(d)
    return "\n".join(L) + "\n"


# ---------------------------------------------------------------------------------------------


class Layout:
    def __init__(self, ext: str, lang: str, render: Callable[[Doc], str]) -> None:
        self.EXT = ext
        self.LANG = lang
        self._render = render

    def render(self, doc: Doc) -> str:
        return self._render(doc)


LAYOUTS: dict[str, Layout] = {
    "rtf": Layout("rtf", "en", render_rtf),
    "gdocs_txt": Layout("txt", "zh-hans", render_gdocs_txt),
    "html_semantic": Layout("html", "en", render_html_semantic),
    "hant_md_refs": Layout("md", "zh-hant", render_hant_md_refs),
}
