"""简体中文简报：【】条目标题、全角标点、一、二、三 编号的小节。"""

from __future__ import annotations

from ._common import TOPIC, living_path, md, ref, work

EXT = "txt"
NUM = "一二三四五六七八九十"
CIRCLED = "①②③④⑤⑥⑦⑧⑨"
RISK = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}
CONF = {"high": "高", "medium-high": "中高", "medium": "中"}
LETTER = "ABCDEFG"


def _fig(f) -> str:
    u = f.unit if f.unit in ("×", "%") else f" {f.unit}"
    return f"{f.metric} {f.text}{u}"


def _status(m) -> str:
    if m.status == "new":
        return "本棒净增"
    if m.status == "anchored":
        return f"{md(m.anchored_on)} 已锚入"
    if m.status == "carried-over":
        return "沿用" + (f"（{md(m.anchored_on)} 锚定）" if m.anchored_on else "")
    if m.status == "not-anchored":
        return "尚未锚入"
    return {"adjacent": "邻接预备", "candidate": "预备候选"}[m.status]


def _block(doc, tag: str, m) -> list[str]:
    w = work(m)
    sec = f"§{m.section} {doc.sections.get(m.section, '')}".strip() if m.section else ""
    head = "｜".join(x for x in (tag, sec, _status(m)) if x)
    L = [f"【{head}】{w.name}（{ref(w)}）", f"  要点：{m.point}。"]
    if m.figures:
        L.append("  数据：" + "；".join(_fig(f) for f in m.figures) + "。")
    if m.confidence:
        L.append(f"  可信度：{CONF[m.confidence]}")
    if m.sources:
        L.append("  来源：" + "、".join(m.sources))
    if m.section and m.status == "new":
        L.append(f"  建议归入节：§{m.section}")
    return L


def render(doc) -> str:
    if doc.kind == "living":
        L = [f"{TOPIC} 活文档（{doc.date.year}年{doc.date.month}月{doc.date.day}日 版）", ""]
        for i, (num, name) in enumerate(doc.sections.items()):
            L.append(f"{NUM[i]}、§{num} {name}")
            for m in doc.mentions:
                if m.section == num:
                    L += _block(doc, "已锚入", m)
            L.append("")
        return "\n".join(L)
    a, b = doc.window
    c = doc.counts
    L = [
        f"{TOPIC} · 预消化简报（{doc.date.year}年{doc.date.month}月{doc.date.day}日）",
        f"执行：{doc.instance} · 窗口：{a} → {b}",
        f"基线活文档：{living_path(EXT)}（{doc.baseline.isoformat()} 版）",
        f"增量条数：{c['increments']} 条主增量 + {c['adjacent']} 条邻接；涉及 arXiv 号：净增 {c['new-arxiv']} 件。",
        "",
    ]
    k = 0
    L.append(f"{NUM[k]}、本棒检查过的来源清单")
    L += [f"  · {s}" for s in doc.sources]
    k += 1
    L += ["", f"{NUM[k]}、增量"]
    i = 0
    for m in doc.mentions:
        if m.status == "new":
            i += 1
            L += _block(doc, f"增量 {i}", m)
    for m in doc.mentions:
        if m.status in ("anchored", "carried-over", "not-anchored"):
            L += _block(doc, "沿用件", m)
    j = 0
    for m in doc.mentions:
        if m.status in ("adjacent", "candidate"):
            L += _block(doc, f"邻接 {LETTER[j]}", m)
            j += 1
    k += 1
    L += ["", f"{NUM[k]}、值得警惕的矛盾或待核实说法"]
    for n, e in enumerate(doc.entries):
        L += [
            f"【待核实 {CIRCLED[n]}｜风险：{RISK[e.risk]}】{e.zh}。",
            f"  涉及：{'、'.join(e.items)}；{'已解决' if e.resolved else '未解决'}。",
        ]
    k += 1
    L += ["", f"{NUM[k]}、可引用 arXiv 号列表"]
    for m in doc.mentions:
        w = work(m)
        if w.arxiv and m.status in ("new", "anchored", "carried-over", "not-anchored"):
            L.append(f"  · {w.arxiv}（{w.name}）：{_status(m)}" + (f"，§{m.section}" if m.section else ""))
    L += ["", f"（{doc.instance} 撰写；主增量 {c['increments']} 条，邻接 {c['adjacent']} 条。）"]
    return "\n".join(L) + "\n"
