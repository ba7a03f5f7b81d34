"""简体中文简报：中文标签（本次新增、已锚入、待核实、建议归入节、风险……），编号的中文部分标题，
“增量 N【§…】”条目，待核实用管道表格，日期多省略年份（10-01 已锚入）。"""

from __future__ import annotations

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    fmt_date,
    living_sections,
    parts,
    risk_text,
    sec,
    state_text,
    status_text,
    title,
    window_text,
)

NAME, LANG, EXT = "zh_hans", "zh", "md"
NUM = "一二三四五六七八九十"
LETTERS = "ABCDEFGH"


def render_living(doc: Living) -> str:
    out = [title(doc, "zh"), f"主题：{doc.topic} · 每晚由接力根据当日简报更新", ""]
    for number, works in living_sections(doc):
        out += [f"## {sec(doc, number, 'zh')}", ""]
        if not works:
            out += ["（暂无锚入条目）", ""]
        for w in works:
            ref = f"（arXiv:{w.id}）" if w.id else f"（{w.url}）"
            line = f"- **{w.name}**{ref}：{w.gist['zh']}。{fmt_date(w.anchored_on, 'md')} 锚入。"
            if w.figures:
                line += f"关键数据：{figs_text(w, 'zh')}。"
            line += "来源：" + "、".join(w.sources)
            out.append(line)
        out.append("")
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        title(b, "zh"),
        f"执行：{b.instance} · {b.topic} 主题 E1 日间预消化轮 · 窗口：{window_text(b)}（约 24h）",
        f"基线活文档：organized/knowledge/inference.md（{b.baseline.isoformat()} 版）",
        "状态",
    ]
    out += [f"- {count_text(c, 'zh')}" for c in b.counts]
    k = 0
    k += 1
    out += [f"{NUM[k - 1]}、本棒检查过的来源清单"] + [f"- {s}" for s in b.sources]
    if p["new"]:
        k += 1
        out.append(f"{NUM[k - 1]}、本次新增")
        for i, w in enumerate(p["new"], 1):
            ref = f"（arXiv:{w.id}）" if w.id else ""
            out.append(f"增量 {i}【{sec(b, w.section, 'zh')} · {b.date.isoformat()}】{w.name}{ref}：{w.gist['zh']}")
            out.append("来源：" + " + ".join(w.sources))
            out.append(f"URL：{w.url}")
            if w.figures:
                out.append(f"关键数据：{figs_text(w, 'zh')}")
            out.append(f"可信度：{conf_text(w, 'zh')}")
            out.append(f"与活文档的关系：{status_text(w, 'zh')}")
            out.append(f"建议归入节：{sec(b, w.section, 'zh')}")
    if p["follow"]:
        k += 1
        out.append(f"{NUM[k - 1]}、其余条目")
        for w in p["follow"]:
            line = f"- {w.name}（{w.id}）：{status_text(w, 'zh')}；{w.gist['zh']}"
            if w.figures:
                line += f"；关键数据：{figs_text(w, 'zh')}"
            line += f"；建议归入节：{sec(b, w.section, 'zh')}；可信度：{conf_text(w, 'zh')}；来源：" + "、".join(
                w.sources
            )
            out.append(line)
    if p["adjacent"]:
        k += 1
        out.append(f"{NUM[k - 1]}、邻接预备")
        for i, w in enumerate(p["adjacent"]):
            out.append(
                f"邻接 {LETTERS[i]}【{sec(b, w.section, 'zh')}】{w.name}：{w.gist['zh']}（{status_text(w, 'zh')}）"
            )
            out.append(f"URL：{w.url} · 来源：" + "、".join(w.sources) + f" · 可信度：{conf_text(w, 'zh')}")
    k += 1
    out += [
        f"{NUM[k - 1]}、值得警惕的矛盾或待核实说法",
        "",
        "| # | 说法 | 涉及 | 风险 | 处理 |",
        "|---|---|---|---|---|",
    ]
    for i, e in enumerate(b.entries, 1):
        out.append(f"| {i} | {e.text['zh']} | {entry_items(e, b)} | {risk_text(e, 'zh')} | {state_text(e, 'zh')} |")
    out.append("")
    k += 1
    out.append(f"{NUM[k - 1]}、可引用 arXiv 号列表")
    out.append("- 本次新增：" + " / ".join(b.listed_new()))
    out.append("- 此前已列：" + " / ".join(f"{w.id} {w.name}（{status_text(w, 'zh')}）" for w in b.listed_carried()))
    out.append(f"（{b.instance} · {b.date.isoformat()} 22:20 · 本棒完）")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
