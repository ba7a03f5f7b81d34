"""A LaTeX beamer slide deck in traditional Chinese, as a Taiwanese analyst compiles one with
XeLaTeX: `\\documentclass{beamer}` with xeCJK and a TC font, \\title/\\subtitle/\\author/\\date
(the date as 2027年6月9日), a title frame, then one frame per part: description lists for fields,
a booktabs tabular for carried-over items, \\href links, \\nolinkurl file paths, \\alert for
figures and high risks. Dates inside a deck drop the year (6月6日)."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "tex"
LANG = "zh-hant"

_SPECIAL = {"%": r"\%", "&": r"\&", "#": r"\#", "_": r"\_", "$": r"\$", "{": r"\{", "}": r"\}"}


def tex(s: str) -> str:
    return "".join(_SPECIAL.get(c, c) for c in s)


def _preamble(title: str, subtitle: str, author: str, d: Doc) -> list[str]:
    return [
        f"% {F.TOPIC} — {author}；以 xelatex 編譯",
        r"\documentclass[aspectratio=169,11pt]{beamer}",
        r"\usepackage{xeCJK}",
        r"\setCJKmainfont{Noto Sans CJK TC}",
        r"\setCJKsansfont{Noto Sans CJK TC}",
        r"\usepackage{booktabs}",
        r"\usetheme{Madrid}",
        r"\setbeamertemplate{navigation symbols}{}",
        "",
        rf"\title{{{title}}}",
        rf"\subtitle{{{subtitle}}}",
        rf"\author{{{author}}}",
        rf"\date{{{W.hant_date(d.date)}}}",
        "",
        r"\begin{document}",
        "",
        r"\begin{frame}",
        r"  \titlepage",
        r"\end{frame}",
        "",
    ]


def _frame(title: str, body: list[str], opts: str = "") -> list[str]:
    return [rf"\begin{{frame}}{opts}{{{title}}}"] + [("  " + x) if x else "" for x in body] + [r"\end{frame}", ""]


def _env(name: str, items: list[str], arg: str = "") -> list[str]:
    return [rf"\begin{{{name}}}{arg}"] + ["  " + x for x in items] + [rf"\end{{{name}}}"]


def _link(m: Mention) -> str:
    w = F.work(m)
    return rf"\href{{{W.url(m)}}}{{arXiv:{w.arxiv}}}" if w.arxiv else rf"\url{{{W.url(m)}}}"


def _paths(paths: list[str] | tuple[str, ...], d: Doc) -> str:
    return "、".join(
        rf"\nolinkurl{{{s}}}" + ("（清單上有，但內容空白）" if s in d.empty_sources else "") for s in paths
    )


def _figures(m: Mention) -> str:
    return "；".join(rf"\alert{{{W.fig_tex(f)}}}" for f in m.figures)


def _new(d: Doc, m: Mention, n: int, total: int) -> list[str]:
    w = F.work(m)
    rows = [rf"\item[{'arXiv' if w.arxiv else '連結'}] {_link(m)}", rf"\item[狀態] {W.STATUS_HANT['new']}"]
    rows += [rf"\item[章節] {W.section_hant(d, m.section)}", rf"\item[重點] {tex(m.hant)}"]
    if m.figures:
        rows.append(rf"\item[數據] {_figures(m)}")
    rows += [rf"\item[可信度] {W.CONFIDENCE_HANT[m.confidence]}", rf"\item[來源] {_paths(m.sources, d)}"]
    return _frame(f"{W.STATUS_HANT['new']} {n}/{total}：{w.name}", _env("description", rows, "[可信度]"))


def _carried(d: Doc, carried: list[Mention]) -> list[str]:
    rows = [r"\toprule", r"條目 & 狀態 & 章節 & 備註 \\", r"\midrule"]
    for m in carried:
        note = tex(m.hant) + "".join(f"；{W.fig_tex(f)}" for f in m.figures)
        rows.append(
            rf"{F.work(m).name}（{_link(m)}） & {W.carried_hant(m)} & {W.section_hant(d, m.section)} & {note} \\"
        )
    rows.append(r"\bottomrule")
    return _frame("沿用與已錨入條目", [r"\small"] + _env("tabular", rows, "{@{}lllp{5cm}@{}}"))


def _entry(e: Entry) -> str:
    names = "、".join(F.WORKS[i].name for i in e.items)
    risk = rf"\alert{{{W.RISK_HANT[e.risk]}}}" if e.risk == "high" else W.RISK_HANT[e.risk]
    head = f"〔已結案〕{risk}" if e.resolved else risk
    return rf"\item {head} {tex(e.hant)}（涉及：{names}）"


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _preamble(f"{F.TOPIC} 每日簡報", f"本棒執筆：{d.instance}", d.instance, d)
    rows = [rf"\item[時間窗] {d.window[0]} → {d.window[1]}", rf"\item[執筆] {d.instance}"]
    rows.append(rf"\item[基線活文件] \nolinkurl{{{F.living_path(EXT)}}}（{W.hant_date(d.baseline)}版）")
    rows.append(rf"\item[申報數量] {W.counts_hant(d.counts)}")
    L += _frame("本棒概要", _env("description", rows, "[基線活文件]"))
    L += _frame("檢查過的來源", _env("itemize", [rf"\item {_paths([s], d)}" for s in d.sources]))
    for n, m in enumerate(new, 1):
        L += _new(d, m, n, len(new))
    L += _carried(d, carried)
    if side:
        rows = [rf"\item {F.work(m).name}（{_link(m)}）〔{W.STATUS_HANT[m.status]}〕：{tex(m.hant)}" for m in side]
        L += _frame("鄰接與候選", _env("itemize", rows))
    L += _frame("待核實與矛盾", _env("enumerate", [_entry(e) for e in d.entries]))
    kept = [f"{F.work(m).arxiv}（{W.carried_hant(m)}，§{m.section}）" for m in carried if F.work(m).arxiv]
    rows = [rf"\item[本棒淨增] {'、'.join(d.new_ids)}", rf"\item[沿用] {'；'.join(kept)}"]
    L += _frame("可引用 arXiv 編號", _env("description", rows, "[本棒淨增]"))
    L += _frame("結語", [f"{d.instance} 整理，{d.date.isoformat()} 22:05 交棒。"])
    return L + [r"\end{document}", ""]


def _living(d: Doc) -> list[str]:
    L = _preamble(f"{F.TOPIC} 活文件", "知識庫現況", "接力（relay）", d)
    rows = [r"\toprule", r"節次 & 名稱 \\", r"\midrule"]
    rows += [rf"§{k} & {F.SECTIONS_HANT[v]} \\" for k, v in d.sections.items()] + [r"\bottomrule"]
    L += _frame(
        "章節一覽", [f"{W.hant_date(d.date)}版，每晚由接力依當日簡報更新。", ""] + _env("tabular", rows, "{ll}")
    )
    for num in d.sections:
        items = [m for m in d.mentions if m.section == num]
        body = ["尚無錨入條目。"] if not items else []
        for m in items:
            rows = [rf"\item {_link(m)}", rf"\item {W.hant_md(m.anchored_on)}錨入", rf"\item {tex(m.hant)}"]
            rows += [rf"\item 數據：{_figures(m)}", rf"\item 卡片：{_paths(m.sources, d)}"]
            body += _env("block", _env("itemize", rows), f"{{{F.work(m).name}}}")
        L += _frame(W.section_hant(d, num), body)
    return L + [r"\end{document}", ""]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
