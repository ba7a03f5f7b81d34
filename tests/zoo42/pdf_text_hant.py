"""The brief as `pdftotext -layout` writes a one-column traditional Chinese PDF report: a running
header and a `第 1 頁，共 3 頁` footer on each page, pages split by form feeds, paragraphs broken
by hard line ends at the page's width (Chinese between any two characters, Latin only at spaces,
no hyphens) and tables drawn as columns aligned with spaces."""

from __future__ import annotations

import unicodedata

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"
WIDTH = 72
PAGE_LINES = 34


def width(s: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def _breakable(a: str, b: str) -> bool:
    return not (a.isascii() and b.isascii()) or a == " " or b == " "


def wrap(text: str, indent: str = "  ") -> list[str]:
    """Hard line ends: between two characters not both ASCII, or at a space between ASCII ones
    (the space dropped); never beside a space that touches a Chinese character."""
    lines, cur, last = [], "", -1
    for c in text:
        cur += c
        if width(indent + cur) > WIDTH and last > 0:
            head, tail = cur[:last], cur[last:]
            lines.append(head.rstrip(" "))
            cur = tail.lstrip(" ")
            last = -1
        n = len(cur)
        if n >= 2 and _breakable(cur[-2], cur[-1]):
            a, b = cur[-2], cur[-1]
            ok = (a == " " and cur[-3:-2].isascii() and b.isascii()) if a == " " else (b != " ")
            if ok and not (a.isascii() and a != " " and b.isascii()):
                last = n - 1
    lines.append(cur)
    return [indent + x for x in lines]


def table(rows: list[list[str]]) -> list[str]:
    cols = [max(width(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  " + "   ".join(c + " " * (w - width(c)) for c, w in zip(r, cols, strict=True)).rstrip() for r in rows]


def _name(m: Mention) -> str:
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{W.KIND_HANT[w.kind]}）"


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hant(f) for f in m.figures)


def _blocks(d: Doc) -> list[list[str]]:
    B: list[list[str]] = []
    if d.kind == "brief":
        new, old, side = F.groups(d)
        B.append(wrap(f"每日簡報：{F.TOPIC}，{W.zh_date(d.date)}", " " * 12))
        for x in (f"執行個體：{d.instance}", f"時間窗：{d.window[0]} 至 {d.window[1]}",
                  f"基線：{F.living_path(EXT)}（{W.zh_date(d.baseline)} 版）", f"計數：{W.counts_hant(d.counts)}",
                  f"新的 arXiv 編號：{'、'.join(d.new_ids)}"):  # fmt: skip
            B.append(wrap(x))
        B.append([f"一、{W.STATUS_HANT['new']}（{len(new)}）"])
        for k, m in enumerate(new, 1):
            B.append([f"  {k}. {_name(m)}", *wrap(f"網址：{W.url(m)}", "     "),
                      *wrap(f"章節：{W.section_hant(d, m.section)}；狀態：{W.STATUS_HANT[m.status]}；"
                            f"信心：{W.LEVEL_HANT[m.confidence]}", "     "),
                      *wrap(f"要點：{m.hant}", "     "),
                      *(wrap(f"數據：{_figs(m)}", "     ") if m.figures else []),
                      *wrap(f"來源：{'、'.join(m.sources)}", "     ")])  # fmt: skip
        B.append([f"二、延續與已錨定（{len(old)}）"])
        B.append(table([["條目", "章節", "狀態"], *([_name(m), W.section_hant(d, m.section), W.carried_hant(m)]
                                                for m in old)]))  # fmt: skip
        for m in old:
            extra = f"；{_figs(m)}" if m.figures else ""
            B.append(wrap(f"{F.work(m).name}：{m.hant}{extra}"))
        B.append([f"三、{W.STATUS_HANT['adjacent']}（{len(side)}）"])
        for m in side:
            B.append(wrap(f"{_name(m)}，{W.STATUS_HANT[m.status]}，{W.url(m)}：{m.hant}"))
        B.append(["四、待核實"])
        for e in d.entries:
            state = "已解決" if e.resolved else "未解決"
            B.append(wrap(f"【{state}，風險{W.LEVEL_HANT[e.risk]}】{e.hant}"))
        B.append(["五、已讀來源"])
        B.append(table([["序號", "路徑", "備註"], *([str(k), s, "空" if s in d.empty_sources else "已讀"]
                                                for k, s in enumerate(d.sources, 1))]))  # fmt: skip
        B.append(wrap(f"交接：{d.instance}，{F.HANDOVER}"))
    else:
        B.append(wrap(f"活文件：{F.TOPIC}", " " * 12))
        B.append(wrap(f"版本：{W.zh_date(d.date)}"))
        for k in d.sections:
            B.append([W.section_hant(d, k)])
            for m in (x for x in d.mentions if x.section == k):
                B.append([f"  {_name(m)}", *wrap(f"網址：{W.url(m)}", "     "),
                          *wrap(f"狀態：{W.carried_hant(m)}；要點：{m.hant}", "     "),
                          *wrap(f"數據：{_figs(m)}", "     "), *wrap(f"來源：{'、'.join(m.sources)}", "     ")])  # fmt: skip
    return B


def header(d: Doc) -> str:
    title = f"每日簡報 {F.TOPIC} {W.iso(d.date)}" if d.kind == "brief" else f"活文件 {F.TOPIC}"
    return " " * (WIDTH - width(title)) + title


def render(d: Doc) -> str:
    pages: list[list[str]] = [[]]
    for b in _blocks(d):
        if pages[-1] and len(pages[-1]) + len(b) + 1 > PAGE_LINES:
            pages.append([])
        pages[-1] += ([""] if pages[-1] else []) + b
    n = len(pages)
    out = []
    for k, body in enumerate(pages, 1):
        foot = f"第 {k} 頁，共 {n} 頁"
        pad = [""] * (PAGE_LINES - len(body) + 1)
        out.append("\n".join([header(d), "", *body, *pad, " " * ((WIDTH - width(foot)) // 2) + foot]) + "\n")
    return "\f".join(out)
