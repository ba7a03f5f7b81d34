"""A brief in traditional Chinese as a BBS board post (.txt): the 作者/看板, 標題 and 時間 header
lines (the time in the board's ctime form), a box-drawing rule, 【】 section labels, new items as
◆ blocks of 欄位：值 lines, carried-over and adjacent items as ※ lines, a numbered register with
risk tags, and the 發信站/編輯 footer. Full dates are written 2027/05/14, anchoring dates 5/13.
The living document is a digest-area (精華) post of the same board."""

from __future__ import annotations

import unicodedata

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hant"
BOARD = "Digest"
NICK = {"lynx": "山貓", "marten": "貂", "tern": "燕鷗"}
RULE = "─" * 39
CN = "一二三四五六七八"


def _cols(s: str) -> int:
    """Columns a terminal gives `s` (wide characters take two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)


def _header(author: str, title: str, when: str) -> list[str]:
    left = f"作者  {author}"
    return [left + " " * (60 - _cols(left)) + f"看板  {BOARD}", f"標題  {title}", f"時間  {when}", RULE, ""]


def _ref(m: Mention) -> str:
    w = F.work(m)
    return (
        f"{w.name}（arXiv:{w.arxiv}）"
        if w.arxiv
        else f"{w.name}（{ {'release': '發行版', 'blog post': '部落格文章'}[w.kind] }）"
    )


def _sec(d: Doc, m: Mention) -> str:
    return f"§{m.section} {W.section_hant(d, m.section)}"


def _label(n: int, text: str) -> list[str]:
    return [f"【{CN[n]}、{text}】", ""]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"◆ {n}. {_ref(m)}", f"    連結：{W.url(m)}", f"    章節：{_sec(d, m)}"]
    L.append(f"    狀態：{W.STATUS_HANT['new']}　　信心：{W.CONFIDENCE_HANT[m.confidence]}")
    L.append(f"    重點：{m.hant}")
    if m.figures:
        L.append(f"    數據：{'；'.join(W.fig_hant(f) for f in m.figures)}")
    return L + [f"    來源：{'、'.join(m.sources)}", ""]


def _state(m: Mention) -> str:
    if m.anchored_on:
        return f"{W.slash_md(m.anchored_on)} 已錨定"
    return W.STATUS_HANT[m.status]


def _carried(d: Doc, m: Mention) -> str:
    w = F.work(m)
    bits = [f"※ {w.name}（{w.arxiv or w.url}）{_sec(d, m)}", _state(m)]
    bits.append("；".join([W.fig_hant(f) for f in m.figures] + [m.hant]))
    return "｜".join(bits)


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    title = f"[日報] {F.TOPIC} 預消化簡報 {W.slash_date(d.date)}"
    L = _header(f"{d.instance} ({NICK[d.instance]})", title, W.ctime(d.date))
    L += [f"  檢視區間：{W.slash_stamp(d.window[0])} ～ {W.slash_stamp(d.window[1])}"]
    L += [f"  基準活文件：{F.living_path(EXT)}（{W.slash_date(d.baseline)} 版）"]
    L += [f"  本棒統計：{W.counts_hant(d.counts)}", ""]
    n = 0
    L += _label(n, "本棒讀過的來源")
    for s in d.sources:
        L.append(f"  ‧ {s}" + ("　（空的，區間內沒有筆記）" if s in d.empty_sources else ""))
    L.append("")
    n += 1
    L += _label(n, "本棒新增")
    for i, m in enumerate(new, 1):
        L += _new(d, i, m)
    n += 1
    L += _label(n, "沿用／已錨定")
    L += [_carried(d, m) for m in carried] + [""]
    if side:
        n += 1
        L += _label(n, "相鄰／候選")
        for m in side:
            L.append(f"※ {F.work(m).name}（{F.work(m).arxiv or F.work(m).url}）{W.STATUS_HANT[m.status]}：{m.hant}")
        L.append("")
    n += 1
    L += _label(n, "待核實")
    for i, e in enumerate(d.entries, 1):
        tags = f"[{W.RISK_HANT[e.risk]}]" + ("[已結案]" if e.resolved else "")
        L.append(f" ({i}) {tags} {e.hant}")
    L.append("")
    n += 1
    L += _label(n, "可引用 arXiv 編號")
    L.append(f"  本棒淨增：{'、'.join(d.new_ids)}")
    old = [f"{F.work(m).arxiv}（§{m.section}，{_state(m)}）" for m in carried if F.work(m).arxiv]
    L += [f"  沿用：{'、'.join(old)}", ""]
    L += ["--", "※ 發信站: 研究摘要站(digest.example.org)", f"※ 編輯: {d.instance} ({W.slash_date(d.date)} 22:07)", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    title = f"[精華] {F.TOPIC} 活文件（{W.slash_date(d.date)} 版）"
    L = _header("夜間接力", title, W.ctime(d.date, "23:40:02"))
    L += ["  每晚依當天的簡報接力更新。", ""]
    for num, name in d.sections.items():
        L += [f"【§{num} {F.SECTIONS_HANT[name]}】", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["  （尚無已錨定條目）", ""]
            continue
        for m in here:
            L += [f"◆ {_ref(m)}", f"    連結：{W.url(m)}", f"    狀態：{_state(m)}", f"    重點：{m.hant}"]
            L += [f"    數據：{'；'.join(W.fig_hant(f) for f in m.figures)}", f"    卡片：{'、'.join(m.sources)}", ""]
    return "\n".join(L + ["--", "※ 發信站: 研究摘要站(digest.example.org)", ""])


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
