"""An Apple Notes note exported as HTML (`.html`), simplified Chinese: the note's `body` as Notes
hands it to AppleScript, saved by an export script inside a minimal HTML page. The body is Notes'
own markup: one `<div>` per line (`<div><br></div>` for an empty one), the Title style as
`<div><h1>…</h1></div>` and the Heading style as `<div><h2>…</h2></div>`, bold as `<b>`,
monostyled text as `<tt>`, links as `<a href>`, bulleted lists as `<ul>`, dashed lists as
`<ul class="Apple-dash-list">`, numbered lists as `<ol>` (a nested list is a sibling of its
parent `<li>`, not inside it), and a table as `<div><object><table cellspacing="0"
cellpadding="0" style="…">` with `<td valign="top" style="…">` cells holding `<div>`s.

The brief note has a Title line, header lines, its parts under bold lines (`一、`, `二、` …; the
writer bolded them instead of using the Heading style), the sources as a dashed list, each
净增 item as a bold line and plain lines (label：value), the carried items as a table, the
adjacent items as a bulleted list, the register as a numbered list and the id list as monostyled
lines. The living document is a note using the Heading style for its sections."""

from __future__ import annotations

from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "zh-hans"

BLANK = "<div><br></div>"
TD = ('<td valign="top" style="border-style: solid; border-width: 1.0px 1.0px 1.0px 1.0px; border-color: #ccc; '
      'padding: 3.0px 5.0px 3.0px 5.0px; min-width: 70px">')  # fmt: skip
NUMERALS = "一二三四五六"


def e(s: str) -> str:
    return escape(s, quote=False)


def div(html: str) -> str:
    return f"<div>{html}</div>"


def tt(s: str) -> str:
    return f"<tt>{e(s)}</tt>"


def _link(m: Mention) -> str:
    return f'<a href="{e(W.url(m))}">{e(W.label_hans(m))}</a>'


def table(rows: list[list[str]]) -> list[str]:
    """A Notes table: cells as `<div>` lines, the header row bolded by hand."""
    L = ['<div><object><table cellspacing="0" cellpadding="0" style="border-collapse: collapse; direction: ltr">',
         "<tbody>"]  # fmt: skip
    for r, row in enumerate(rows):
        cells = (f"<b>{c}</b>" if r == 0 else c for c in row)
        L.append("<tr>" + "".join(f"{TD}{div(c)}\n</td>" for c in cells) + "</tr>")
    return L + ["</tbody>", "</table></object><br></div>"]


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文档"
    return f"{F.TOPIC} 预消化简报（{W.zh_date(d.date)}）"


def _part(n: int, text: str) -> str:
    return div(f"<b>{NUMERALS[n - 1]}、{e(text)}</b>")


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    L = [div(f"<b>{n}. {e(F.work(m).name)}</b>"), div(f"链接：{_link(m)}"),
         div(f"建议归入节：{e(W.section_hans(d, m.section))}"), div(f"可信度：{W.CONFIDENCE_ZH[m.confidence]}"),
         div(f"要点：{e(m.hans)}。")]  # fmt: skip
    L += [div(e(W.fig_hans(f))) for f in m.figures]
    return L + [div("来源：" + "、".join(tt(s) for s in m.sources)), BLANK]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = [div(f"<h1>{e(title(d))}</h1>"), div(f"撰写：{d.instance}"), div(f"时间窗：{d.window[0]} → {d.window[1]}"),
         div(f"基线活文档：{tt(F.living_path(EXT))}（{W.iso(d.baseline)} 版）"),
         div(f"增量条数：{e(W.counts_hans(d.counts))}"), BLANK, _part(1, "检查过的来源"), '<ul class="Apple-dash-list">']  # fmt: skip
    L += [f"<li>{tt(s)}（空，今日无本主题内容）</li>" if W.empty(d, s) else f"<li>{tt(s)}</li>" for s in d.sources]
    L += ["</ul>", BLANK, _part(2, W.STATUS_HANS["new"])]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    rows = [["条目", "链接", "节", "状态", "说明"]]
    for m in carried:
        note = e(m.hans) + "。" + "".join(f"报告值：{e(W.fig_hans(f))}。" for f in m.figures)
        rows.append([e(F.work(m).name), _link(m), e(W.section_hans(d, m.section)), e(W.carried_hans(m)), note])
    L += [_part(3, "沿用与已锚入")] + table(rows) + [BLANK]
    k = 4
    if side:
        L += [_part(k, "邻接与候选"), "<ul>"]
        L += [
            f"<li><b>{e(F.work(m).name)}</b>（{_link(m)}）{W.STATUS_HANS[m.status]}：{e(m.hans)}。</li>" for m in side
        ]
        L += ["</ul>", BLANK]
        k += 1
    L += [_part(k, "待核实"), "<ol>"]
    for ent in d.entries:
        state = "已解决" if ent.resolved else "待核实"
        L.append(f"<li>【{state} · 风险{W.RISK_ZH[ent.risk]}】{e(ent.hans)}。</li>")
    L += ["</ol>", BLANK, _part(k + 1, "可引用 arXiv 号"), div(tt(f"{W.STATUS_HANS['new']}：{' '.join(d.new_ids)}"))]
    L += [div(tt(f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}")) for m in carried
          if F.work(m).arxiv]  # fmt: skip
    return L + [BLANK, div(f"交班：{d.instance}，{d.window[1][11:]}")]


def _living(d: Doc) -> list[str]:
    L = [div(f"<h1>{e(title(d))}</h1>"),
         div(f"版本：{W.zh_date(d.date)}（{tt(F.living_path(EXT))}），由夜间接力根据每日简报维护。"), BLANK]  # fmt: skip
    for num in d.sections:
        L.append(div(f"<h2>{e(W.section_hans(d, num))}</h2>"))
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [div("本节尚无已锚入条目。"), BLANK]
            continue
        L.append("<ul>")
        for m in here:
            L += [f"<li><b>{e(F.work(m).name)}</b>（{_link(m)}）</li>", '<ul class="Apple-dash-list">',
                  f"<li>{e(W.carried_hans(m))}</li>", "<li>卡片：" + "、".join(tt(s) for s in m.sources) + "</li>"]  # fmt: skip
            L += [f"<li>{e(W.fig_hans(f))}</li>" for f in m.figures]
            L += [f"<li>{e(m.hans)}。</li>", "</ul>"]
        L += ["</ul>", BLANK]
    return L


def render(d: Doc) -> str:
    body = _brief(d) if d.kind == "brief" else _living(d)
    head = ["<!DOCTYPE html>", "<html>", "<head>", '<meta charset="utf-8">', f"<title>{e(title(d))}</title>", "</head>",
            "<body>"]  # fmt: skip
    return "\n".join(head + body + ["</body>", "</html>"]) + "\n"
