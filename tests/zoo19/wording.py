"""Wording the zoo19 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Logseq user tags blocks with the pipeline's own words
STATUS_LOGSEQ = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# an Evernote note spells them out as labels
STATUS_ENEX = {
    "new": "New in this brief",
    "anchored": "Anchored",
    "not-anchored": "Not anchored yet",
    "carried-over": "Carried over",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
# a Zim notebook kept on the mainland: 净增, 已锚入, 待锚入
STATUS_HANS = {
    "new": "净增",
    "anchored": "已锚入",
    "not-anchored": "待锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a Discord server in Taiwan: 本次新增, 已錨入, 續用
STATUS_HANT = {
    "new": "本次新增",
    "anchored": "已錨入",
    "not-anchored": "仍未錨入",
    "carried-over": "續用",
    "adjacent": "鄰接預備",
    "candidate": "預備候選",
}
KIND_HANS = {"release": "发布版本", "blog post": "博客文章"}
KIND_HANT = {"release": "釋出版本", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_ENEX = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANS = {"high": "高风险", "medium": "中等风险", "low": "低风险"}
RISK_HANT = {"high": "風險 🔴 高", "medium": "風險 🟡 中", "low": "風險 🟢 低"}

HANS_ORDINAL = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    return d.isoformat()


def ordinal(n: int) -> str:
    """`1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def journal(d: date) -> str:
    """`Apr 9th, 2026`, Logseq's default journal title (:journal/page-title-format "MMM do, yyyy")."""
    return f"{d:%b} {ordinal(d.day)}, {d.year}"


def us_long(d: date) -> str:
    """`April 9, 2026`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_md(d: date) -> str:
    """`April 6`, the year being the brief's own."""
    return f"{d:%B} {d.day}"


def zh_date(d: date) -> str:
    """`2026年4月9日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`4月6日`."""
    return f"{d.month}月{d.day}日"


def slash_date(d: date) -> str:
    """`2026/4/9`, as Taiwanese Windows writes a short date (zh-TW "yyyy/M/d")."""
    return f"{d.year}/{d.month}/{d.day}"


def slash_md(d: date) -> str:
    """`4/6`."""
    return f"{d.month}/{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_logseq(f: Figure) -> str:
    """`misassignment reduction: 27%`."""
    return f"{f.metric}: {value_en(f)}"


def fig_enex(f: Figure) -> str:
    """`27% misassignment reduction`."""
    return f"{value_en(f)} {f.metric}"


def value_hans(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`分类错配率降低 27%`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`分類錯配率降低 27%`, milliseconds as a chat writes them (`85 ms`)."""
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " ms"}[f.unit]
    return f"{F.METRIC_HANT[f.metric]} {f.text}{unit}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_logseq(m: Mention) -> str:
    """`anchored [[Apr 6th, 2026]]`: a Logseq user links the journal day."""
    if m.status == "anchored":
        return f"anchored [[{journal(m.anchored_on)}]]"
    if m.status == "not-anchored":
        return "not yet anchored"
    if m.anchored_on:
        return f"carried over, anchored [[{journal(m.anchored_on)}]]"
    return "carried over"


def carried_enex(m: Mention) -> str:
    if m.status == "anchored":
        return f"Anchored {us_md(m.anchored_on)}"
    if m.status == "not-anchored":
        return "Not anchored yet"
    if m.anchored_on:
        return f"Carried over (anchored {us_md(m.anchored_on)})"
    return "Carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}已锚入"
    if m.status == "not-anchored":
        return "待锚入"
    if m.anchored_on:
        return f"沿用（{zh_md(m.anchored_on)}锚入）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{slash_md(m.anchored_on)} 已錨入"
    if m.status == "not-anchored":
        return "仍未錨入"
    if m.anchored_on:
        return f"續用（{slash_md(m.anchored_on)} 錨入）"
    return "續用"


# --- declared counts --------------------------------------------------------------------------


def counts_logseq(c: dict[str, int]) -> str:
    """`3 NET-new (3 new arXiv IDs), 1 adjacent, 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_enex(c: dict[str, int]) -> str:
    """`3 new items (3 new arXiv IDs), 1 adjacent item, 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} new item" + ("s" if c["increments"] > 1 else "")
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent item" + ("s" if c["adjacent"] > 1 else ""))
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`净增 3 条（arXiv 号 3 件），邻接 1 条，沿用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"净增 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（arXiv 号 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`本次新增 3 條（arXiv 號 3 件）／鄰接 1 條／續用 2 條`."""
    parts = []
    if "increments" in c:
        s = f"本次新增 {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（arXiv 號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"續用 {c['carried-over']} 條")
    return "／".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
