"""简体中文、退化版式：条目的要点被粘成一行（“要点: - … - …”），表格的竖线丢失（单元格之间只剩空格），
部分标题与内容同行。"""

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

NAME, LANG, EXT = "zh_glued", "zh", "txt"


def glued(w, b) -> str:
    ref = f"（arXiv:{w.id}）" if w.id else ""
    bits = [
        f"【{sec(b, w.section, 'zh')}】{w.name}{ref}：{w.gist['zh']}",
        "来源: " + " + ".join(w.sources),
        f"URL: {w.url}",
        "要点: - " + w.gist["zh"],
    ]
    if w.figures:
        bits.append(f"- 关键数据: {figs_text(w, 'zh')}")
    bits += [
        f"- 可信度: {conf_text(w, 'zh')}",
        f"与活文档的关系: {status_text(w, 'zh')}",
        f"建议归入节: {sec(b, w.section, 'zh')}",
    ]
    return " ".join(bits)


def render_living(doc: Living) -> str:
    out = [title(doc, "zh")]
    for number, works in living_sections(doc):
        runs = [
            f"{w.name}"
            + (f"（arXiv:{w.id}）" if w.id else f"（{w.url}）")
            + f" {fmt_date(w.anchored_on, 'md')} 锚入 - {w.gist['zh']}"
            + (f" - {figs_text(w, 'zh')}" if w.figures else "")
            + " - 来源 "
            + " ".join(w.sources)
            for w in works
        ]
        out.append(f"{sec(doc, number, 'zh')}：" + ("；".join(runs) if runs else "（暂无）"))
    return "\n".join(out) + "\n"


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        title(b, "zh"),
        f"执行: {b.instance} · 窗口: {window_text(b)} 基线活文档: organized/knowledge/inference.md"
        f"({b.baseline.isoformat()} 版)",
        "状态 " + " ".join(f"- {count_text(c, 'zh')}" for c in b.counts),
        "一、本棒检查过的来源清单 文件 相关度 " + " ".join(f"{s} 高" for s in b.sources),
    ]
    n = 0
    if p["new"]:
        out.append("二、本次新增")
        for w in p["new"]:
            n += 1
            out.append(f"增量 {n}" + glued(w, b))
    if p["follow"]:
        out.append(
            "三、其余条目 "
            + " ".join(
                f"- {w.name}（{w.id}）{status_text(w, 'zh')} 建议归入节 "
                f"{sec(b, w.section, 'zh')} 来源 {' '.join(w.sources)}"
                + (f" 关键数据 {figs_text(w, 'zh')}" if w.figures else "")
                + f" 可信度 {conf_text(w, 'zh')} - {w.gist['zh']}"
                for w in p["follow"]
            )
        )
    if p["adjacent"]:
        out.append("四、邻接预备")
        for i, w in enumerate(p["adjacent"]):
            out.append(f"邻接 {'ABCD'[i]}" + glued(w, b))
    out.append("五、值得警惕的矛盾或待核实说法 # 说法 涉及 风险 处理")
    for i, e in enumerate(b.entries, 1):
        out.append(f"{i} {e.text['zh']} {entry_items(e, b)} {risk_text(e, 'zh')} {state_text(e, 'zh')}")
    out.append(
        "六、可引用 arXiv 号列表 本次新增: "
        + "/".join(b.listed_new())
        + " 此前已列: "
        + " / ".join(f"{w.id} {w.name} {status_text(w, 'zh')}" for w in b.listed_carried())
    )
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
