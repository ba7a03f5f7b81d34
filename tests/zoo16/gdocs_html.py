"""A Google Docs document downloaded as "Web page (.html, zipped)" (simplified Chinese): generated
`.cN` classes in one `<style>` block, every paragraph a `<p class="c3"><span class="c1">`, bold by
span class, headings with `h.` ids, each list level its own `lst-kix_…-N` `<ul>`, tables without
`<tbody>`, links wrapped through google.com/url."""

from __future__ import annotations

import hashlib
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "zh-hans"

STYLE = (
    "ul.lst-kix_q1-0{list-style-type:none}ul.lst-kix_q1-1{list-style-type:none}ol.lst-kix_r2-0{list-style-type:none}"
    '.lst-kix_q1-0>li:before{content:"\\0025cf   "}.lst-kix_q1-1>li:before{content:"\\0025cb   "}'
    "ol{margin:0;padding:0}table td,table th{padding:0}"
    ".c1{color:#000000;font-weight:400;text-decoration:none;vertical-align:baseline;font-size:11pt;"
    'font-family:"Arial";font-style:normal}'
    ".c2{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left}"
    ".c3{padding-top:0pt;padding-bottom:0pt;line-height:1.15;orphans:2;widows:2;text-align:left;height:11pt}"
    ".c4{margin-left:36pt;padding-top:0pt;padding-left:0pt;padding-bottom:0pt;line-height:1.15;text-align:left}"
    ".c5{padding-top:20pt;padding-bottom:6pt;line-height:1.15;page-break-after:avoid;text-align:left}"
    ".c6{height:0pt}.c7{border-right-style:solid;padding:5pt 5pt 5pt 5pt;border-bottom-color:#000000;"
    "border-top-width:1pt;border-right-width:1pt;vertical-align:top;width:93.6pt;border-top-style:solid}"
    '.c8{color:#000000;font-weight:700;font-size:11pt;font-family:"Arial"}'
    ".c9{border-spacing:0;border-collapse:collapse;margin-right:auto}"
    ".c10{background-color:#ffffff;max-width:451.4pt;padding:72pt 72pt 72pt 72pt}"
    '.c11{color:#1155cc;text-decoration:underline}.c12{font-size:26pt;font-family:"Arial"}'
    ".c13{margin-left:72pt;padding-top:0pt;padding-left:0pt;line-height:1.15;text-align:left}"
    ".c14{padding-top:0pt;padding-bottom:3pt;line-height:1.15;page-break-after:avoid;text-align:left}"
    '.title{padding-top:0pt;color:#000000;font-size:26pt;padding-bottom:3pt;font-family:"Arial"}'
    'h1{padding-top:20pt;color:#000000;font-size:20pt;padding-bottom:6pt;font-family:"Arial"}'
    'h2{padding-top:18pt;color:#000000;font-size:16pt;padding-bottom:6pt;font-family:"Arial"}'
)


def _hid(d: Doc, text: str) -> str:
    return "h." + hashlib.sha1(f"{d.stem}:{text}".encode()).hexdigest()[:12]


def _sp(text: str, bold: bool = False) -> str:
    return f'<span class="{"c8" if bold else "c1"}">{escape(text)}</span>'


def _a(target: str, text: str) -> str:
    usg = hashlib.sha1(target.encode()).hexdigest()[:28]
    href = f"https://www.google.com/url?q={target}&sa=D&source=editors&ust=1786521600000000&usg=AOvVaw{usg}"
    return f'<span class="c11"><a class="c11" href="{escape(href)}">{escape(text)}</a></span>'


def _p(*spans: str) -> str:
    return f'<p class="c2">{"".join(spans)}</p>'


def _blank() -> str:
    return '<p class="c3"><span class="c1"></span></p>'


def _h(d: Doc, level: int, text: str) -> str:
    cls = "c5" if level == 1 else "c14"
    return f'<h{level} class="{cls}" id="{_hid(d, text)}"><span class="c8">{escape(text)}</span></h{level}>'


class _Lists:
    """Docs writes each run of same-level items as its own `<ul>`; `start` marks the list's first run."""

    def __init__(self) -> None:
        self.started: set[int] = set()

    def run(self, level: int, items: list[str]) -> str:
        start = "" if level in self.started else " start"
        self.started.add(level)
        cls = "c4" if level == 0 else "c13"
        lis = "".join(f'<li class="{cls} li-bullet-{level}">{x}</li>' for x in items)
        return f'<ul class="c2 lst-kix_q1-{level}{start}">{lis}</ul>'


def _table(head: list[str], rows: list[list[str]]) -> str:
    """A table: a bold header row, then rows of cells given as their spans' HTML (text or link)."""
    out = []
    for row in [[_sp(c, True) for c in head]] + rows:
        tds = "".join(f'<td class="c7" colspan="1" rowspan="1"><p class="c2">{c}</p></td>' for c in row)
        out.append(f'<tr class="c6">{tds}</tr>')
    return f'<table class="c9">{"".join(out)}</table>'


def _link_of(m: Mention) -> str:
    return _a(W.url(m), W.ident(m))


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    base = F.living_path(EXT)
    out = [
        _p(_sp("撰写：", True), _sp(f"{d.instance}　　"), _sp("时间窗：", True), _sp(f"{d.window[0]} → {d.window[1]}")),
        _p(_sp("基线活文档：", True), _sp(f"{base}（{W.zh_date(d.baseline)} 版）")),
        _p(_sp("增量条数：", True), _sp(W.counts_hans(d.counts))),
        _blank(),
        _h(d, 1, "一、本次检查过的来源"),
    ]
    lists = _Lists()
    out.append(lists.run(0, [_sp(s + ("（空，无相关内容）" if W.empty(d, s) else "")) for s in d.sources]))
    out.append(_h(d, 1, "二、本次新增"))
    for n, m in enumerate(new, 1):
        w = F.work(m)
        out.append(_h(d, 2, f"新增 {n}：{w.name}" + (f"（{w.arxiv}）" if w.arxiv else "")))
        out.append(lists.run(0, [_sp("链接：", True) + _link_of(m),
                                 _sp("建议归入章节：", True) + _sp(W.section_hans(d, m.section)),
                                 _sp("可信度：", True) + _sp(W.CONFIDENCE_HANS[m.confidence]),
                                 _sp("要点：", True) + _sp(m.hans)]))  # fmt: skip
        if m.figures:
            out.append(lists.run(1, [_sp(W.fig_hans(f)) for f in m.figures]))
        out.append(lists.run(0, [_sp("来源：", True) + _sp("、".join(m.sources))]))
    out.append(_h(d, 1, "三、沿用与已锚入"))
    rows = [[_sp(F.work(m).name), _link_of(m), _sp(W.section_hans(d, m.section) if m.section else ""),
             _sp(W.carried_hans(m)), _sp("；".join([m.hans] + [W.fig_hans(f) for f in m.figures]))]
            for m in carried]  # fmt: skip
    out.append(_table(["条目", "arXiv 号", "章节", "状态", "说明"], rows))
    if side:
        out.append(_h(d, 1, "四、邻接预备"))
        out.append(lists.run(0, [_sp(f"{W.label(m)}｜{W.STATUS_HANS[m.status]}｜{m.hans}　") + _link_of(m)
                                 for m in side]))  # fmt: skip
    out.append(_h(d, 1, "五、值得警惕的矛盾或待核实说法"))
    rows = [[_sp(x) for x in (str(i), e.hans, "、".join(F.WORKS[k].name for k in e.items), W.RISK_HANS[e.risk],
                               "已解决" if e.resolved else "待核实")] for i, e in enumerate(d.entries, 1)]  # fmt: skip
    out.append(_table(["#", "说明", "涉及条目", "风险", "状态"], rows))
    out.append(_h(d, 1, "六、可引用 arXiv 号列表"))
    out.append(_p(_sp("本次新增：", True), _sp("、".join(d.new_ids))))
    old = [f"{w.arxiv}（{W.carried_hans(m)}，§{m.section}）" for m in carried if (w := F.work(m)).arxiv]
    out.append(_p(_sp("沿用：", True), _sp("；".join(old))))
    out += [_blank(), _p(_sp(f"—— {d.instance} · {W.zh_date(d.date)} {d.window[1][-5:]} · {W.counts_hans(d.counts)}"))]
    return out


def _living(d: Doc) -> list[str]:
    out = [_p(_sp("版本：", True), _sp(f"{W.zh_date(d.date)} 版　　每晚由当日简报接力更新")), _blank()]
    lists = _Lists()
    for num in d.sections:
        out.append(_h(d, 1, W.section_hans(d, num)))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            out.append(_p(_sp("（暂无条目）")))
        for m in here:
            out.append(_p(_sp(F.work(m).name, True), _sp("　"), _link_of(m), _sp(f"　{W.carried_hans(m)}")))
            items = [_sp(m.hans)] + [_sp(W.fig_hans(f)) for f in m.figures]
            items += [_sp(f"论文卡：{s}") for s in m.sources]
            out.append(lists.run(0, items))
    return out


def render(d: Doc) -> str:
    if d.kind == "brief":
        title = f"{F.TOPIC} · 每日简报（{W.zh_date(d.date)}）"
        body = _brief(d)
    else:
        title = f"{F.TOPIC} 活文档"
        body = _living(d)
    head = f'<p class="c14 title" id="{_hid(d, title)}"><span class="c12">{escape(title)}</span></p>'
    return (f'<html><head><meta content="text/html; charset=UTF-8" http-equiv="content-type">'
            f'<style type="text/css">{STYLE}</style></head><body class="c10 doc-content">{head}{"".join(body)}'
            "</body></html>")  # fmt: skip
