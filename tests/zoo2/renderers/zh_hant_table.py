"""繁體中文簡報：Markdown 表格（條目、待核實、計數），中文數字小節。"""

from __future__ import annotations

from ._common import TOPIC, living_path, md, ref, work

EXT = "md"
STATUS = {
    "new": "本次淨增",
    "anchored": "已錨入",
    "not-anchored": "仍未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
RISK = {"high": "高風險", "medium": "中等風險", "low": "低風險"}
CONF = {"high": "高", "medium-high": "中高", "medium": "中"}
COUNT = {"increments": "主增量", "adjacent": "鄰接", "new-arxiv": "淨增 arXiv 號"}
HANT = {
    "RerankLite 的 2.3× 提速只在 single GPU 上测过，未见多卡复现": "RerankLite 的 2.3× 提速只在 single GPU 上測過，未見多卡復現",
    "RerankLite 提速仍只有 single GPU 数据": "RerankLite 提速仍只有 single GPU 數據",
    "ShardQ 的 8× 压缩比只见于 abstract only，需 PDF 核验": "ShardQ 的 8× 壓縮比只見於 abstract only，需 PDF 核驗",
    "RerankLite 的 single GPU 提速第三次提出，仍无人核验": "RerankLite 的 single GPU 提速第三次提出，仍無人核驗",
}
UNIT = {"increments": "條", "adjacent": "條", "new-arxiv": "件"}


def _row(cells) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def _fig(f) -> str:
    u = f.unit if f.unit in ("×", "%") else f" {f.unit}"
    return f"{f.metric}：{f.text}{u}"


def render(doc) -> str:
    L: list[str] = []
    if doc.kind == "living":
        L += [f"# {TOPIC} 活文件", "", f"版本：{doc.date.isoformat()}", ""]
    else:
        a, b = doc.window
        L += [
            f"# {TOPIC} · 每日預消化簡報（{doc.date.isoformat()}）",
            "",
            f"- 執行者：{doc.instance}",
            f"- 時間窗：{a} → {b}",
            f"- 基線活文件：`{living_path(EXT)}`（{md(doc.baseline)} 版）",
            "",
        ]
    L += ["## 一、章節", "", _row(["章節", "名稱"]), _row(["---", "---"])]
    L += [_row([f"§{n}", name]) for n, name in doc.sections.items()]
    L += [
        "",
        "## 二、條目表",
        "",
        _row(["編號", "名稱", "arXiv 號／網址", "狀態", "建議歸入章節", "錨入日期", "數據", "來源", "可信度"]),
        _row(["---"] * 9),
    ]
    for i, m in enumerate(doc.mentions, 1):
        w = work(m)
        L.append(
            _row(
                [
                    str(i),
                    w.name,
                    ref(w),
                    STATUS[m.status],
                    f"§{m.section}" if m.section else "—",
                    md(m.anchored_on) if m.anchored_on else "—",
                    "；".join(_fig(f) for f in m.figures) or "—",
                    "<br>".join(m.sources) or "—",
                    CONF.get(m.confidence, "—"),
                ]
            )
        )
    if doc.entries:
        L += ["", "## 三、待核實", "", _row(["序", "內容", "涉及", "風險", "狀態"]), _row(["---"] * 5)]
        for i, e in enumerate(doc.entries, 1):
            text = HANT[e.zh]
            L.append(_row([str(i), text, "、".join(e.items), RISK[e.risk], "已解決" if e.resolved else "未解決"]))
    if doc.sources:
        L += ["", "## 四、檢查過的來源", ""]
        L += [f"{i}. `{s}`" for i, s in enumerate(doc.sources, 1)]
    if doc.counts:
        L += ["", "## 五、宣告計數", "", _row(["項目", "數量"]), _row(["---", "--:"])]
        L += [_row([COUNT[k], f"{v} {UNIT[k]}"]) for k, v in doc.counts.items()]
    return "\n".join(L) + "\n"
