"""A simplified-Chinese Markdown brief whose body is one wide pipe table, one row per fact: the
类型 column says whether a row is an item (增量), a carried-over item (沿用), an adjacent one
(邻接), a source read (来源) or a register entry (待核实); a short header paragraph above the
table gives date, author, window, baseline and the declared counts."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"

COLUMNS = ["类型", "名称", "arXiv", "状态", "章节", "数字", "来源", "备注"]
NONE = "—"


def _row(cells: list[str]) -> str:
    assert len(cells) == len(COLUMNS)
    return "| " + " | ".join(c.replace("|", "\\|") or NONE for c in cells) + " |"


def _name(m: Mention) -> str:
    w = F.work(m)
    return w.name if w.arxiv else f"[{w.name}]({w.url})"


def _arxiv(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv}](https://arxiv.org/abs/{w.arxiv})" if w.arxiv else ""


def _section(d: Doc, m: Mention) -> str:
    return f"§{m.section} {F.SECTIONS_HANS[d.sections[m.section]]}" if m.section else ""


def _figures(m: Mention) -> str:
    return "；".join(W.fig_hans(f) for f in m.figures)


def _status(m: Mention) -> str:
    if m.status == "anchored":
        return f"{W.zh_md(m.anchored_on)} 已锚入"
    if m.status == "carried-over" and m.anchored_on:
        return f"沿用（{W.zh_md(m.anchored_on)} 锚入）"
    return F.STATUS_HANS[m.status]


def _kind(m: Mention) -> str:
    if m.status == F.NEW:
        return "增量"
    return "邻接" if m.status in F.ADJACENT else "沿用"


def _note(m: Mention) -> str:
    w = F.work(m)
    note = m.hans
    if w.kind != "paper":
        note = f"{ {'release': '发布版本', 'blog post': '博客文章'}[w.kind] }；{note}"
    if m.confidence:
        note += f"；可信度 {F.CONFIDENCE_HANS[m.confidence]}"
    return note


def _mention_row(d: Doc, m: Mention) -> str:
    return _row(
        [_kind(m), _name(m), _arxiv(m), _status(m), _section(d, m), _figures(m), "<br>".join(m.sources), _note(m)]
    )


def _table_head() -> list[str]:
    return [_row(COLUMNS), "|" + "|".join("---" for _ in COLUMNS) + "|"]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    start, end = d.window
    L = [
        f"# {F.TOPIC} · E1 预消化简报（{d.date.isoformat()}）",
        "",
        f"撰写：{d.instance}　时间窗：{start} → {end}　基线活文档：{F.living_path(EXT)}（{d.baseline.isoformat()} 版）",
        "",
        f"本棒统计：{W.counts_hans(d.counts)}。本棒净增 arXiv 号：{'、'.join(d.new_ids)}。"
        "下表每行一条：增量、沿用、邻接、检查过的来源与待核实事项；章节为建议归入节。",
        "",
    ]
    L += _table_head()
    for m in new + carried + side:
        L.append(_mention_row(d, m))
    for s in d.sources:
        empty = s in d.empty_sources
        card = F.card_of(s)
        note = "空：无本题相关内容" if empty else ("论文卡片" if card else "已读")
        L.append(_row(["来源", "", "", "空" if empty else "已读", "", "", s, note]))
    by_key = {m.work: m for m in d.mentions}
    for e in d.entries:
        m = by_key[e.items[0]]
        state = "已结案" if e.resolved else "待核实"
        L.append(_row(["待核实", _name(m), _arxiv(m), state, "", "", "", f"风险 {F.RISK_HANS[e.risk]}：{e.hans}"]))
    L += ["", f"—— {d.instance} · {W.closing(d)}", ""]
    return "\n".join(L)


def _living(d: Doc) -> str:
    L = [
        f"# {F.TOPIC} 活文档（{d.date.isoformat()} 版）",
        "",
        f"路径：{F.living_path(EXT)}　更新：{W.zh_date(d.date)} 夜间接力。下表先列章节，再列已锚入条目。",
        "",
    ]
    L += _table_head()
    for k, v in d.sections.items():
        L.append(_row(["章节", F.SECTIONS_HANS[v], "", "", f"§{k}", "", "", ""]))
    for m in d.mentions:
        status = f"{W.zh_md(m.anchored_on)} 锚入"
        L.append(
            _row(["已锚入", _name(m), _arxiv(m), status, _section(d, m), _figures(m), "<br>".join(m.sources), m.hans])
        )
    return "\n".join(L) + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
