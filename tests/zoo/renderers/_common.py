"""Wording shared by the renderers: labels, status phrases, dates, figures, per language.

The renderers differ in *where* a fact sits (heading, list item, table cell, field, sentence);
this module only decides how a fact is worded in English, simplified or traditional Chinese.
"""

from __future__ import annotations

from datetime import date, datetime

from ..facts import METRICS, Brief, Count, Entry, Facts, Figure, Living, Work

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "brief": "daily brief",
        "living": "Living knowledge document",
        "instance": "Instance",
        "window": "Window",
        "baseline": "Baseline living document",
        "version": "Version",
        "counts": "Declared counts",
        "sources": "Sources checked",
        "new": "NET-new items",
        "follow": "Items seen before",
        "adjacent": "Adjacent candidates",
        "register": "To verify",
        "arxiv": "Citable arXiv ids",
        "new_ids": "NET-new",
        "old_ids": "Already known",
        "id": "arXiv",
        "name": "Name",
        "status": "Status",
        "section": "Suggested section",
        "figures": "Key figures",
        "confidence": "Confidence",
        "source": "Source",
        "url": "URL",
        "risk": "Risk",
        "items": "Concerns",
        "state": "State",
        "resolved": "resolved",
        "open": "open",
        "gist": "Summary",
        "text": "Claim",
        "what": "What",
        "value": "Value",
        "topic": "Topic",
        "path": "File",
        "none": "none",
        "anchored_col": "Anchored",
        "sections": "Sections",
    },
    "zh": {
        "brief": "E1 预消化简报",
        "living": "活文档",
        "instance": "执行",
        "window": "窗口",
        "baseline": "基线活文档",
        "version": "版本",
        "counts": "状态",
        "sources": "本棒检查过的来源清单",
        "new": "本次新增",
        "follow": "其余条目",
        "adjacent": "邻接预备",
        "register": "值得警惕的矛盾或待核实说法",
        "arxiv": "可引用 arXiv 号列表",
        "new_ids": "本次新增",
        "old_ids": "沿用",
        "id": "arXiv",
        "name": "名称",
        "status": "状态",
        "section": "建议归入节",
        "figures": "关键数据",
        "confidence": "可信度",
        "source": "来源",
        "url": "URL",
        "risk": "风险",
        "items": "涉及",
        "state": "处理",
        "resolved": "已解决",
        "open": "未解决",
        "gist": "要点",
        "text": "说法",
        "what": "项目",
        "value": "数值",
        "topic": "主题",
        "path": "文件",
        "none": "无",
        "anchored_col": "锚入",
        "sections": "章节",
    },
    "zht": {
        "brief": "E1 預消化簡報",
        "living": "活文件",
        "instance": "執行",
        "window": "窗口",
        "baseline": "基線活文件",
        "version": "版本",
        "counts": "狀態",
        "sources": "本棒檢查過的來源清單",
        "new": "本次新增",
        "follow": "其餘條目",
        "adjacent": "鄰接預備",
        "register": "值得警惕的矛盾或待核實說法",
        "arxiv": "可引用 arXiv 號列表",
        "new_ids": "本次新增",
        "old_ids": "沿用",
        "id": "arXiv",
        "name": "名稱",
        "status": "狀態",
        "section": "建議歸入節",
        "figures": "關鍵數據",
        "confidence": "可信度",
        "source": "來源",
        "url": "URL",
        "risk": "風險",
        "items": "涉及",
        "state": "處理",
        "resolved": "已解決",
        "open": "未解決",
        "gist": "要點",
        "text": "說法",
        "what": "項目",
        "value": "數值",
        "topic": "主題",
        "path": "檔案",
        "none": "無",
        "anchored_col": "錨入",
        "sections": "章節",
    },
}


def L(lang: str, key: str) -> str:
    return LABELS[lang][key]


def fmt_date(d: date, style: str = "iso") -> str:
    if style == "iso":
        return d.isoformat()
    if style == "md":  # year-less, as the briefs write it: 10-01
        return f"{d.month:02d}-{d.day:02d}"
    if style == "words":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "short":
        return f"{MONTHS[d.month - 1][:3]} {d.day}"
    raise ValueError(style)


def fmt_dt(t: datetime) -> str:
    return t.strftime("%Y-%m-%d %H:%M")


def window_text(b: Brief) -> str:
    return f"{fmt_dt(b.window[0])} → {fmt_dt(b.window[1])}"


def sec(doc: Brief | Living, number: str, lang: str, named: bool = True) -> str:
    return f"§{number} {doc.section_name(number, lang)}" if named else f"§{number}"


def status_text(w: Work, lang: str, datestyle: str = "iso", doc: Brief | Living | None = None) -> str:
    """The status of a work as the brief states it; anchored ones carry date and section."""
    where = f"§{w.section}"
    if lang == "en":
        if w.status == "anchored":
            return f"anchored on {fmt_date(w.anchored_on, datestyle)} in {where}"
        return {
            "new": "NET-new",
            "not-anchored": "not yet anchored",
            "carried-over": "carried over",
            "adjacent": "adjacent",
            "candidate": "candidate",
            "mentioned": "mentioned",
        }[w.status]
    anch = "已锚入" if lang == "zh" else "已錨入"
    if w.status == "anchored":
        return f"{fmt_date(w.anchored_on, datestyle if datestyle != 'iso' else 'md')} {anch} {where}"
    table = {
        "zh": {
            "new": "本次新增",
            "not-anchored": "待锚入",
            "carried-over": "沿用",
            "adjacent": "邻接",
            "candidate": "候选",
            "mentioned": "提及",
        },
        "zht": {
            "new": "本次新增",
            "not-anchored": "待錨入",
            "carried-over": "沿用",
            "adjacent": "鄰接",
            "candidate": "候選",
            "mentioned": "提及",
        },
    }
    return table[lang][w.status]


def status_word(w: Work, lang: str) -> str:
    """The status alone (for a column of its own), without date and section."""
    if w.status == "anchored":
        return {"en": "anchored", "zh": "已锚入", "zht": "已錨入"}[lang]
    return status_text(w, lang)


def unit_value(f: Figure) -> str:
    return f"{f.text} {f.unit}" if f.unit == "ms" else f"{f.text}{f.unit}"


def fig_text(f: Figure, lang: str) -> str:
    m = METRICS[f.metric][lang]
    return f"{unit_value(f)} {m}" if lang == "en" else f"{m} {unit_value(f)}"


def figs_text(w: Work, lang: str) -> str:
    sep = ", " if lang == "en" else "；"
    return sep.join(fig_text(f, lang) for f in w.figures)


def conf_text(w: Work, lang: str) -> str:
    if lang == "en":
        return w.confidence
    return {"high": "高", "medium-high": "中高", "medium": "中"}[w.confidence]


def risk_text(e: Entry, lang: str, emoji: bool = True) -> str:
    if lang == "en":
        return e.risk
    word = {"high": "高", "medium": "中", "low": "低"}[e.risk]
    dot = {"high": "🔴", "medium": "🟡", "low": "🟢"}[e.risk]
    return f"{dot} {word}" if emoji else word


def state_text(e: Entry, lang: str) -> str:
    return L(lang, "resolved" if e.resolved else "open")


def count_text(c: Count, lang: str) -> str:
    en = {
        "new-arxiv": "NET-new arXiv ids: {v}",
        "adjacent": "adjacent items: {v}",
        "new-items": "new items in total: {v}",
        "increments": "increments: {v}",
        "carried-over": "carried-over items: {v}",
    }
    zh = {
        "new-arxiv": "涉及 arXiv 号：净增 {v} 件",
        "adjacent": "邻接 {v} 条",
        "new-items": "本次新增条目共 {v} 条",
        "increments": "增量条数：{v} 条",
        "carried-over": "沿用 {v} 件",
    }
    zht = {
        "new-arxiv": "涉及 arXiv 號：淨增 {v} 件",
        "adjacent": "鄰接 {v} 條",
        "new-items": "本次新增條目共 {v} 條",
        "increments": "增量條數：{v} 條",
        "carried-over": "沿用 {v} 件",
    }
    return {"en": en, "zh": zh, "zht": zht}[lang][c.what].format(v=c.value)


def count_label(c: Count, lang: str) -> str:
    """The count's name alone (for a table of counts)."""
    return {
        "en": {
            "new-arxiv": "NET-new arXiv ids",
            "adjacent": "adjacent items",
            "new-items": "new items in total",
            "increments": "increments",
            "carried-over": "carried-over items",
        },
        "zh": {
            "new-arxiv": "净增 arXiv 号",
            "adjacent": "邻接条数",
            "new-items": "本次新增条目",
            "increments": "增量条数",
            "carried-over": "沿用件数",
        },
        "zht": {
            "new-arxiv": "淨增 arXiv 號",
            "adjacent": "鄰接條數",
            "new-items": "本次新增條目",
            "increments": "增量條數",
            "carried-over": "沿用件數",
        },
    }[lang][c.what]


def title(doc: Brief | Living, lang: str, datestyle: str = "iso") -> str:
    d = fmt_date(doc.date, datestyle)
    if isinstance(doc, Living):
        if lang == "en":
            return f"{L(lang, 'living')}: {doc.topic} (version {d})"
        return f"{doc.topic} {L(lang, 'living')}（{d} 版）"
    if lang == "en":
        return f"{doc.topic} · {L(lang, 'brief')} ({d})"
    return f"{doc.topic} · {L(lang, 'brief')}（{d}）"


def baseline_text(b: Brief, lang: str, datestyle: str = "iso") -> str:
    d = fmt_date(b.baseline, datestyle)
    if lang == "en":
        return f"organized/knowledge/inference.md (version {d})"
    return f"organized/knowledge/inference.md（{d} 版）"


def parts(b: Brief) -> dict[str, list[Work]]:
    """The works of a brief by the part of the brief that lists them."""
    return {
        "new": [w for w in b.works if w.status == "new"],
        "follow": [w for w in b.works if w.status in ("anchored", "carried-over", "not-anchored", "mentioned")],
        "adjacent": [w for w in b.works if w.status in ("adjacent", "candidate")],
    }


def by_ref(doc: Brief | Living) -> dict[str, Work]:
    return {w.ref: w for w in doc.works}


def entry_items(e: Entry, doc: Brief) -> str:
    names = by_ref(doc)
    return ", ".join(f"{names[r].name} ({r})" if names[r].id else names[r].name for r in e.items)


def living_sections(doc: Living) -> list[tuple[str, list[Work]]]:
    from ..facts import SECTIONS

    return [(n, [w for w in doc.works if w.section == n]) for n in SECTIONS]


def ref_label(w: Work) -> str:
    """ "2610.01234 FlashDecode-X" or just the name for a work without an id."""
    return f"{w.id} {w.name}" if w.id else w.name


def filename(doc: Brief | Living, ext: str) -> str:
    return f"{doc.stem}.{ext}"


__all__ = [name for name in dir() if not name.startswith("__")] + ["Facts"]
