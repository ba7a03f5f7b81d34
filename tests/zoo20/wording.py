"""Wording the zoo20 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Vimwiki user tags headings with :tags: (no spaces, no colons inside a tag)
TAG_VIMWIKI = {
    "new": "net-new",
    "anchored": "anchored",
    "not-anchored": "not-anchored",
    "carried-over": "carried-over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Bear user files notes and items under nested tags
TAG_BEAR = {
    "new": "kb/net-new",
    "anchored": "kb/anchored",
    "not-anchored": "kb/not-anchored",
    "carried-over": "kb/carried-over",
    "adjacent": "kb/adjacent",
    "candidate": "kb/candidate",
}
# a Joplin notebook kept on the mainland: 本棒净增, 已锚定, 续用
STATUS_HANS = {
    "new": "本棒净增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚入",
    "carried-over": "续用",
    "adjacent": "邻接",
    "candidate": "预备候选",
}
# a WhatsApp group in Taiwan: 新增, 已錨入, 沿用
STATUS_HANT = {
    "new": "新增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接預備",
    "candidate": "候選",
}
KIND_HANS = {"release": "发布版本", "blog post": "博客文章"}
KIND_HANT = {"release": "釋出版本", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANS = {"high": "🔴 高风险", "medium": "🟡 中等风险", "low": "🟢 低风险"}
RISK_HANT = {"high": "風險：高", "medium": "風險：中", "low": "風險：低"}

HANS_ORDINAL = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2026-11-03`, as a Vimwiki diary names its pages."""
    return d.isoformat()


def us_short(d: date) -> str:
    """`Nov 3, 2026`."""
    return f"{d:%b} {d.day}, {d.year}"


def us_md(d: date) -> str:
    """`Nov 2`, the year being the brief's own."""
    return f"{d:%b} {d.day}"


def zh_date(d: date) -> str:
    """`2026年11月3日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`11月2日`."""
    return f"{d.month}月{d.day}日"


def slash_md(d: date) -> str:
    """`11/2`."""
    return f"{d.month}/{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_vimwiki(f: Figure) -> str:
    """`native sequence recovery gain: 31%`."""
    return f"{f.metric}: {value_en(f)}"


def fig_bear(f: Figure) -> str:
    """`==31%== native sequence recovery gain`: a Bear user highlights the number."""
    return f"=={value_en(f)}== {f.metric}"


def value_hans(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`天然序列恢复率提升 31%`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`天然序列恢復率提升 31%`, as a chat writes it (`95 毫秒`)."""
    unit = {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]
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


def carried_vimwiki(m: Mention) -> str:
    """`anchored [[diary:2026-10-30]]`: a Vimwiki user links the diary day."""
    if m.status == "anchored":
        return f"anchored [[diary:{iso(m.anchored_on)}]]"
    if m.status == "not-anchored":
        return "not anchored yet"
    if m.anchored_on:
        return f"carried over, anchored [[diary:{iso(m.anchored_on)}]]"
    return "carried over"


def carried_bear(m: Mention) -> str:
    if m.status == "anchored":
        return f"anchored {us_md(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not anchored yet"
    if m.anchored_on:
        return f"carried over (anchored {us_md(m.anchored_on)})"
    return "carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}已锚定"
    if m.status == "not-anchored":
        return "尚未锚入"
    if m.anchored_on:
        return f"续用（{zh_md(m.anchored_on)}锚入）"
    return "续用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{slash_md(m.anchored_on)} 已錨入"
    if m.status == "not-anchored":
        return "尚未錨入"
    if m.anchored_on:
        return f"沿用（{slash_md(m.anchored_on)} 錨入）"
    return "沿用"


# --- declared counts --------------------------------------------------------------------------


def counts_en(c: dict[str, int], sep: str) -> str:
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
    return sep.join(parts)


def counts_vimwiki(c: dict[str, int]) -> str:
    return counts_en(c, ", ")


def counts_bear(c: dict[str, int]) -> str:
    """`3 NET-new (3 new arXiv IDs) · 1 adjacent · 2 carried over`."""
    return counts_en(c, " · ")


def counts_hans(c: dict[str, int]) -> str:
    """`本棒净增 3 条（arXiv 号 3 件），邻接 1 条，续用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"本棒净增 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（arXiv 号 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"续用 {c['carried-over']} 条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`新增 3 條（arXiv 號 3 件）、鄰接 1 條、沿用 2 條`."""
    parts = []
    if "increments" in c:
        s = f"新增 {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（arXiv 號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 條")
    return "、".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
