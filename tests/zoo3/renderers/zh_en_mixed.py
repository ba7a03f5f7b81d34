"""Mixed Chinese/English Markdown: every label is simplified Chinese (作者, 时间窗, 状态, 建议章节, 来源,
风险), every value English (status words `new`, `carried over`, section names, points, dates `Dec 3`),
parts as `## 一、…` headings, increments as `### 增量 N · Name` with `- 标签：value` bullets,
anchored and carried-over works in a pipe table with a Chinese header row, counts in one line."""

from __future__ import annotations

from .. import facts
from ._common import baseline, by_status, cap, num, short_date

EXT = "md"
NUMS = "一二三四五六"


def val(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}"


def ident(w: facts.Work) -> str:
    return f"arXiv:{w.arxiv}" if w.arxiv else w.url


def increment(doc: facts.Doc, n: int, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    L = [f"### 增量 {n} · {w.name}", "", f"- 链接：{ident(w)}", "- 状态：new (NET-new)"]
    L.append(f"- 建议章节：§{m.section} {doc.sections[m.section]}")
    if m.confidence:
        L.append(f"- 可信度：{m.confidence}")
    L.append(f"- 要点：{m.point}")
    if m.figures:
        L.append("- 数据：" + "；".join(f"{f.metric} {val(f)}" for f in m.figures))
    L.append("- 来源：" + "、".join(f"`{s}`" for s in m.sources))
    return L + [""]


def status(m: facts.Mention) -> str:
    return {"anchored": "anchored", "carried-over": "carried over", "not-anchored": "not anchored yet"}[m.status]


def carried(doc: facts.Doc, ms: list[facts.Mention]) -> list[str]:
    L = ["| 作品 | arXiv | 状态 | 锚入日期 | 章节 | 备注 |", "|---|---|---|---|---|---|"]
    for m in ms:
        w = facts.work(m)
        when = short_date(m.anchored_on) if m.anchored_on else "—"
        note = m.point + "".join(f"; {f.metric} {val(f)}" for f in m.figures)
        note += "".join(f"; 来源 `{s}`" for s in m.sources)
        L.append(
            f"| {w.name} | {w.arxiv or '—'} | {status(m)} | {when} | §{m.section} {doc.sections[m.section]} | {note} |"
        )
    return L + [""]


def brief(doc: facts.Doc) -> list[str]:
    L = [f"# {facts.TOPIC} 简报 · {doc.date.isoformat()}", "", f"- 作者：{doc.instance}",
         f"- 时间窗：{doc.window[0]} → {doc.window[1]}", f"- 基线活文档：`{baseline(EXT)}`（{doc.baseline.isoformat()} 版）"]  # fmt: skip
    labels = {"increments": "主增量", "adjacent": "邻接", "new-arxiv": "净增 arXiv", "carried-over": "沿用"}
    L += ["- 声明条数：" + " · ".join(f"{labels[k]} {v}" for k, v in doc.counts.items()), ""]
    part = iter(NUMS)
    L += [f"## {next(part)}、增量", ""]
    for n, m in enumerate(by_status(doc, "new"), 1):
        L += increment(doc, n, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += [f"## {next(part)}、已锚入 / 沿用", ""] + carried(doc, ms)
    if ms := by_status(doc, *facts.ADJACENT):
        L += [f"## {next(part)}、邻接 / 候选", ""]
        L += [f"- {facts.work(m).name}（{ident(facts.work(m))}）— 状态：{m.status}；{m.point}" for m in ms] + [""]
    L += [f"## {next(part)}、待核实", ""]
    for i, e in enumerate(doc.entries, 1):
        works = ", ".join(facts.WORKS[k].name for k in e.items)
        L.append(f"{i}. {e.sentence}  ")
        L.append(f"   涉及：{works}；风险：{e.risk}；状态：{'resolved' if e.resolved else 'open'}")
    L += ["", f"## {next(part)}、检查过的来源", ""] + [f"- `{s}`" for s in doc.sources]
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = [f"# {facts.TOPIC} 活文档", "", f"版本：{doc.date.isoformat()}", ""]
    for number, name in doc.sections.items():
        L += [f"## §{number} {name}", ""]
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            L += [
                f"- **{w.name}**（{ident(w)}）",
                f"  - 锚入日期：{m.anchored_on.isoformat()}",
                f"  - 要点：{cap(m.point)}",
            ]
            L += [f"  - 数据：{f.metric} {val(f)}" for f in m.figures]
            L += [f"  - 卡片：`{s}`" for s in m.sources]
        L += ([] if ms else ["（暂无）"]) + [""]
    return L


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
