"""繁體中文 Markdown 簡報：每個部分一張表格，要點以「」引出，全形標點（：，、（）），
日期寫作 12月10日。"""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "md"
LANG = "zh-hant"
PARTS = "一二三四五六七八"
KIND = {"paper": "論文", "release": "版本發布", "blog post": "部落格文章"}
RISK = {"high": "🔴 高", "medium": "🟡 中", "low": "🟢 低"}


def _sec(d: Doc, number: str | None) -> str:
    return f"§{number} {facts.SECTIONS_HANT[d.sections[number]]}" if number else "—"


def _id(m: Mention) -> str:
    w = facts.work(m)
    return w.arxiv or f"{KIND[w.kind]}：{w.url}"


def _figs(m: Mention) -> str:
    return "；".join(f"{c.METRIC_HANT[f.metric]} {_fig(f)}" for f in m.figures) or "—"


def _fig(f) -> str:
    return f"{f.text} 分" if f.unit == "points" else c.fig(f)


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    L = ["| " + " | ".join(header) + " |", "|" + "|".join(" --- " for _ in header) + "|"]
    return L + ["| " + " | ".join(r) + " |" for r in rows] + [""]


def _counts(d: Doc) -> list[list[str]]:
    n = d.counts
    rows = [["增量條數", f"{n['increments']} 條主增量" + (f"＋{n['adjacent']} 條鄰接" if "adjacent" in n else "")]]
    rows.append(["沿用條數", f"{n['carried-over']} 條"])
    if "new-arxiv" in n:
        rows.append(["涉及 arXiv 號", f"淨增 {n['new-arxiv']} 件"])
    return rows


def _brief(d: Doc) -> list[str]:
    L = [f"# {facts.TOPIC} 每日簡報（{c.cn_date(d.date, year=True)}）", ""]
    head = [["撰寫", d.instance], ["時間窗", f"{d.window[0]} → {d.window[1]}"],
            ["基線活文件", f"{facts.living_path(EXT)}（{c.cn_date(d.baseline)}版）"], *_counts(d)]  # fmt: skip
    L += _table(["項目", "內容"], head)
    L += [f"## {PARTS[0]}、本棒檢查過的來源", ""] + _table(
        ["序號", "檔案"], [[str(i), s] for i, s in enumerate(d.sources, 1)]
    )
    rows = []
    for i, m in enumerate(c.increments(d), 1):
        rows.append([f"增量 {i}", facts.work(m).name, _id(m), _sec(d, m.section), f"「{m.hant}」", _figs(m),
                     "、".join(m.sources), c.CONF_HANT[m.confidence], c.status_hant(m)])  # fmt: skip
    L += [f"## {PARTS[1]}、主增量", ""]
    L += _table(["序", "作品", "arXiv／連結", "建議歸入節", "要點", "數字", "來源", "可信度", "狀態"], rows)
    rows = [[facts.work(m).name, _id(m), _sec(d, m.section), c.status_hant(m), f"「{m.hant}」", _figs(m)]
            for m in c.carried(d)]  # fmt: skip
    L += [f"## {PARTS[2]}、沿用與已錨入", ""] + _table(["作品", "arXiv／連結", "節", "狀態", "說明", "數字"], rows)
    part = 3
    if c.adjacent(d):
        rows = [[facts.work(m).name, _id(m), c.status_hant(m), f"「{m.hant}」"] for m in c.adjacent(d)]
        L += [f"## {PARTS[part]}、鄰接預備", ""] + _table(["作品", "arXiv", "狀態", "說明"], rows)
        part += 1
    rows = [[f"矛盾／待核實 {i}", e.hant, "、".join(facts.WORKS[k].name for k in e.items), RISK[e.risk],
             "已解決" if e.resolved else "未解決"] for i, e in enumerate(d.entries, 1)]  # fmt: skip
    L += [f"## {PARTS[part]}、值得警惕的矛盾或待核實說法", ""] + _table(["編號", "說法", "涉及", "風險", "狀態"], rows)
    rows = [[i, "本次淨增", "—"] for i in d.new_ids]
    for m in facts.carried_ids(d):
        state = f"{c.cn_date(m.anchored_on)}已錨入" if m.anchored_on else c.status_hant(m)
        rows.append([facts.work(m).arxiv, state, f"§{m.section}"])
    L += [f"## {PARTS[part + 1]}、可引用 arXiv 號列表", ""] + _table(["arXiv 號", "狀態", "節"], rows)
    L += [f"（{d.instance}，{d.window[1]}）", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# {facts.TOPIC} 活文件", "", f"版本：{c.cn_date(d.date, year=True)}", ""]
    for number, name, ms in c.by_section(d):
        L += [f"## §{number} {facts.SECTIONS_HANT[name]}", ""]
        if not ms:
            L += ["（本節暫無錨入條目）", ""]
            continue
        rows = [[facts.work(m).name, facts.work(m).arxiv, f"{c.cn_date(m.anchored_on, year=True)}錨入", f"「{m.hant}」",
                 _figs(m), m.sources[0]] for m in ms]  # fmt: skip
        L += _table(["作品", "arXiv", "錨入日期", "要點", "數字", "論文卡片"], rows)
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
