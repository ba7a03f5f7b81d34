"""繁體中文簡報：■ 部分標題、【增量 N】條目與縮排欄位、①②編號的待核實、日期省略年份（10-01 已錨入）。"""

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

NAME, LANG, EXT = "zh_hant", "zht", "txt"
CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩"


def render_living(doc: Living) -> str:
    out = [title(doc, "zht"), f"主題：{doc.topic}（每晚由接力依當日簡報更新）", ""]
    for number, works in living_sections(doc):
        out += [f"■ {sec(doc, number, 'zht')}"]
        if not works:
            out += ["  （尚無錨入條目）"]
        for w in works:
            out.append(f"  ・{w.name}" + (f"（arXiv:{w.id}）" if w.id else ""))
            out.append(f"    要點：{w.gist['zht']}")
            out.append(f"    錨入：{fmt_date(w.anchored_on, 'md')}")
            if w.figures:
                out.append(f"    關鍵數據：{figs_text(w, 'zht')}")
            out.append(f"    URL：{w.url}")
            out.append("    來源：" + "、".join(w.sources))
        out.append("")
    return "\n".join(out)


def block(n: str, w, b) -> list[str]:
    out = [f"【{n}】{w.name}"]
    if w.id:
        out.append(f"  arXiv：{w.id}")
    out += [
        f"  URL：{w.url}",
        f"  要點：{w.gist['zht']}",
        f"  狀態：{status_text(w, 'zht')}",
        f"  建議歸入節：{sec(b, w.section, 'zht')}",
    ]
    if w.figures:
        out.append(f"  關鍵數據：{figs_text(w, 'zht')}")
    out += [f"  可信度：{conf_text(w, 'zht')}", "  來源：" + "；".join(w.sources), ""]
    return out


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        title(b, "zht"),
        f"執行：{b.instance}",
        f"窗口：{window_text(b)}",
        f"基線活文件：organized/knowledge/inference.md（{b.baseline.isoformat()} 版）",
        "",
        "■ 狀態",
        "  " + "；".join(count_text(c, "zht") for c in b.counts),
        "",
        "■ 本棒檢查過的來源清單",
    ]
    out += [f"  {i}. {s}" for i, s in enumerate(b.sources, 1)]
    out.append("")
    if p["new"]:
        out.append("■ 增量條目（本次新增）")
        for i, w in enumerate(p["new"], 1):
            out += block(f"增量 {i}", w, b)
    if p["follow"]:
        out.append("■ 其餘條目")
        for i, w in enumerate(p["follow"], 1):
            out += block(f"已知 {i}", w, b)
    if p["adjacent"]:
        out.append("■ 鄰接預備")
        for i, w in enumerate(p["adjacent"], 1):
            out += block(f"鄰接 {i}", w, b)
    out.append("■ 值得警惕的矛盾或待核實說法")
    for i, e in enumerate(b.entries):
        out.append(f"  矛盾/待核實 {CIRCLED[i]}：{e.text['zht']}")
        out.append(f"    涉及：{entry_items(e, b)}　風險：{risk_text(e, 'zht')}　處理：{state_text(e, 'zht')}")
    out += ["", "■ 可引用 arXiv 號列表", "  本次新增：" + "、".join(b.listed_new())]
    for w in b.listed_carried():
        out.append(f"  此前已列：{w.id} {w.name}（{status_text(w, 'zht')}）")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
