"""Layout: an Emacs Muse / Amusewiki text (.muse), simplified Chinese, as a mainland team member
writes the daily brief in Muse markup.

`#title`/`#author`/`#date` directives open the file; `*` and `**` headings split the parts. Each
NET-new item is a `**` heading followed by a `term :: definition` block; the carried-over items are a
Muse table (`||` header row, `|` body rows); adjacent items are ` - ` list items; the register of
claims to check is a numbered list with the risk in 〔〕; the new arXiv ids are copied into an
`<example>` block. The living document puts each work in a sentence under its section heading.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "muse"
LANG = "zh-hans"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[[{W.url(m)}][{w.arxiv}]]" if w.arxiv else f"[[{w.url}][{w.name}]]"


def _paths(paths) -> str:
    return " 、 ".join(f"={p}=" for p in paths)


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hans(f) for f in m.figures)


def _directives(title: str, d: Doc, author: str) -> list[str]:
    return [f"#title {title}", f"#author {author}", f"#date {W.zh_date(d.date)}", f"#pubdate {d.date.isoformat()}",
            "#lang zh", f"#topics {F.TOPIC}", ""]  # fmt: skip


def _new(n: int, m: Mention, d: Doc) -> list[str]:
    w = F.work(m)
    name = f"{w.name}（{w.arxiv}）" if w.arxiv else w.name
    L = [f"** 净增 {n}：{name}", ""]
    L.append(f" {'arXiv' if w.arxiv else '链接'} :: {_link(m)}")
    if not w.arxiv:
        L.append(f" 类型 :: {'发布版本' if w.kind == 'release' else '博客文章'}")
    L.append(f" 建议归入章节 :: {W.section_hans(d, m.section)}")
    L.append(f" 要点 :: {m.hans}")
    if m.figures:
        L.append(f" 数据 :: {_figs(m)}")
    L.append(f" 可信度 :: {W.CONFIDENCE_HANS[m.confidence]}")
    L.append(f" 来源 :: {_paths(m.sources)}")
    return L + [""]


def _carried_row(m: Mention) -> str:
    w = F.work(m)
    note = m.hans + (f"，{_figs(m)}" if m.figures else "")
    ident = _link(m) if w.arxiv else f"[[{w.url}][发布页]]"
    return f" {w.name} | {ident} | §{m.section} | {W.carried_hans(m)} | {note}"


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    L = _directives(f"{F.TOPIC} 每日预消化简报 · {W.zh_date(d.date)}", d, d.instance)
    L.append(
        f"本棒由 {d.instance} 执笔，时间窗 {d.window[0]} → {d.window[1]}，覆盖 {F.TOPIC} 方向过去 24 小时的新材料。"
    )
    L.append("")
    base = F.living_path(EXT)
    L.append(f" 基线活文档 :: [[{base}][{base}]]（{W.zh_date(d.baseline)} 版）")
    L.append(f" 申报数量 :: {W.counts_hans(d.counts)}")
    L.append(f" 涉及章节 :: {'；'.join(W.section_hans(d, k) for k in d.sections)}")
    L += ["", "* 一、本棒检查过的来源", ""]
    for s in d.sources:
        L.append(f" - ={s}=" + (" （空：本棒无新内容）" if W.empty(d, s) else ""))
    L += ["", "* 二、净增条目", ""]
    for n, m in enumerate(new, 1):
        L += _new(n, m, d)
    L += ["* 三、已锚定与沿用", "", " 条目 || arXiv || 章节 || 状态 || 说明"]
    L += [_carried_row(m) for m in carried]
    L.append("")
    if side:
        L += ["* 四、邻接候选", ""]
        for m in side:
            L.append(f" - {F.work(m).name}（{_link(m)}）：{W.STATUS_HANS[m.status]}。{m.hans}")
        L.append("")
    L += ["* 五、值得警惕的矛盾或待核实说法", ""]
    for n, e in enumerate(d.entries, 1):
        tag = W.RISK_HANS[e.risk] + (" · 已解决" if e.resolved else "")
        L.append(f" {n}. 〔{tag}〕{e.hans}")
    L += ["", "* 六、可引用 arXiv 号", "", "本棒净增：", "", "<example>", "、".join(d.new_ids), "</example>", ""]
    olds = [m for m in carried if F.work(m).arxiv]
    L += [f" - {F.work(m).arxiv}：{W.carried_hans(m)}，§{m.section}" for m in olds]
    L += ["", "----", "", f"{d.instance} 于 {d.window[1]} 写毕。{W.counts_hans(d.counts)}。", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    L = _directives(f"{F.TOPIC} 活文档", d, "nightly relay")
    L.append(f"本文档由每晚接力根据各棒简报更新，当前版本为 {W.zh_date(d.date)}。")
    L.append("")
    for k in d.sections:
        L += [f"* {W.section_hans(d, k)}", ""]
        here = [m for m in d.mentions if m.section == k]
        if not here:
            L += ["（本节暂无条目）", ""]
        for m in here:
            w = F.work(m)
            figs = f"报告的数据为{_figs(m)}。" if m.figures else ""
            L.append(f"{w.name}（{_link(m)}）：{m.hans}。{figs}"
                     f"该条目于 {W.dash_md(m.anchored_on)} 已锚定，卡片见 {_paths(m.sources)} 。")  # fmt: skip
            L.append("")
    return "\n".join(L)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
