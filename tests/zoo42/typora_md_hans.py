"""The brief as a Typora Markdown note in simplified Chinese: YAML front matter with
`typora-root-url`, a `[TOC]` line, GFM tables with `<br/>` inside cells, statuses in HTML
`<span style="color:…">` colour spans, footnotes `[^1]` for the sources and a `$$` math block
(the count check) that Typora renders with MathJax and other readers leave alone."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"
COLOUR = {"new": "#2e7d32", "anchored": "#1565c0", "carried-over": "#6d4c41", "not-anchored": "#c62828",
          "adjacent": "#757575", "candidate": "#757575"}  # fmt: skip


def _span(status: str, text: str | None = None) -> str:
    return f'<span style="color:{COLOUR[status]}">{text or W.STATUS_HANS[status]}</span>'


def _name(m: Mention) -> str:
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{W.KIND_HANS[w.kind]}）"


def _figs(m: Mention) -> str:
    return "<br/>".join(W.fig_hans(f) for f in m.figures) or "—"


def _front(d: Doc, title: str) -> list[str]:
    return ["---", f"title: {title}", f"date: {W.iso(d.date)}", f"topic: {F.TOPIC}",
            "typora-root-url: ../..", "typora-copy-images-to: ./assets", "---", "", "[TOC]", ""]  # fmt: skip


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = _front(d, f"每日简报：{F.TOPIC}，{W.zh_date(d.date)}")
    L += [f"# 每日简报：{F.TOPIC}，{W.zh_date(d.date)}", "",
          f"- 实例：{d.instance}",
          f"- 时间窗：{d.window[0]} 至 {d.window[1]}",
          f"- 基线：`{F.living_path(EXT)}`（{W.iso(d.baseline)} 版）",
          f"- 计数：{W.counts_hans(d.counts)}",
          f"- 新arXiv编号：{'、'.join(d.new_ids)}", "",
          "$$", r"N_{\text{新增}} = N_{\text{arXiv}} + N_{\text{其他}}", "$$", "",
          f"## 一、{W.STATUS_HANS['new']}（{len(new)}）", "",
          "| 序号 | 条目 | 状态 | 章节 | 要点 | 数据 | 置信度 | 来源 |",
          "| --- | --- | --- | --- | --- | --- | --- | --- |"]  # fmt: skip
    notes: list[str] = []
    for k, m in enumerate(new, 1):
        refs = []
        for s in m.sources:
            if s not in notes:
                notes.append(s)
            refs.append(f"[^{notes.index(s) + 1}]")
        L.append(f"| {k} | [{_name(m)}]({W.url(m)}) | {_span(m.status)} | {W.section_hans(d, m.section)} | "
                 f"{m.hans} | {_figs(m)} | {W.LEVEL_HANS[m.confidence]} | {'<br/>'.join(m.sources)}{''.join(refs)} |")  # fmt: skip
    L += [
        "",
        f"## 二、延续与已锚定（{len(old)}）",
        "",
        "| 条目 | 章节 | 状态 | 数据 | 说明 |",
        "| --- | --- | --- | --- | --- |",
    ]
    for m in old:
        L.append(f"| {_name(m)} | {W.section_hans(d, m.section)} | {_span(m.status, W.carried_hans(m))} | "
                 f"{_figs(m)} | {m.hans} |")  # fmt: skip
    L += ["", f"## 三、{W.STATUS_HANS['adjacent']}（{len(side)}）", ""]
    for m in side:
        L.append(f"- [{_name(m)}]({W.url(m)}) {_span(m.status)}：{m.hans}")
    L += ["", "## 四、待核实", ""]
    for e in d.entries:
        state = "已解决" if e.resolved else "未解决"
        L.append(f"- [{'x' if e.resolved else ' '}] **{state}，风险{W.LEVEL_HANS[e.risk]}**：{e.hans}")
    L += ["", "## 五、已读来源", ""]
    for k, s in enumerate(d.sources, 1):
        L.append(f"{k}. `{s}`" + ("（空）" if s in d.empty_sources else ""))
    L += ["", f"> 交接：{d.instance}，{F.HANDOVER}", ""]
    L += [f"[^{k}]: 来源笔记 `{s}`" for k, s in enumerate(notes, 1)]
    return L + [""]


def _living(d: Doc) -> list[str]:
    L = _front(d, f"活文档：{F.TOPIC}") + [f"# 活文档：{F.TOPIC}", "", f"版本：{W.iso(d.date)}", ""]
    for k in d.sections:
        L += [f"## {W.section_hans(d, k)}", ""]
        for m in (x for x in d.mentions if x.section == k):
            L += [f"- [{_name(m)}]({W.url(m)}) {_span(m.status, W.carried_hans(m))}：{m.hans}",
                  f"  - 数据：{_figs(m).replace('<br/>', '；')}",
                  f"  - 来源：{'、'.join(f'`{s}`' for s in m.sources)}"]  # fmt: skip
        L.append("")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
