"""Wording the zoo18 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a txt2tags writer keeps the pipeline's own English words
STATUS_T2T = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Word user writes them as labels in a table or a bulleted list
STATUS_WORD = {
    "new": "New this brief",
    "anchored": "Anchored",
    "not-anchored": "Not yet anchored",
    "carried-over": "Carried forward",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
# an e-book exported on the mainland: 本棒净增 for NET-new, 已锚定 for anchored
STATUS_HANS = {
    "new": "本棒净增",
    "anchored": "已锚定",
    "not-anchored": "仍未锚入",
    "carried-over": "续用",
    "adjacent": "邻接预备",
    "candidate": "预备候选",
}
# a Taiwanese group chat: 淨增 for NET-new, 已錨定 for anchored
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨定",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_T2T = {"high": "risk: high", "medium": "risk: medium", "low": "risk: low"}
RISK_WORD = {"high": "High risk", "medium": "Medium risk", "low": "Low risk"}
RISK_HANS = {"high": "风险：高", "medium": "风险：中", "low": "风险：低"}
RISK_HANT = {"high": "🔴 高風險", "medium": "🟡 中風險", "low": "🟢 低風險"}

EN_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
HANT_WORDS = {1: "一", 2: "兩", 3: "三", 4: "四", 5: "五", 6: "六"}
HANS_ORDINAL = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    return d.isoformat()


def us_md(d: date) -> str:
    """`March 7`."""
    return f"{d:%B} {d.day}"


def uk_long(d: date) -> str:
    """`10 March 2026`."""
    return f"{d.day} {d:%B} {d.year}"


def uk_dm(d: date) -> str:
    """`7 March`."""
    return f"{d.day} {d:%B}"


def zh_date(d: date) -> str:
    """`2026年3月10日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`3月7日`, the year being the brief's own."""
    return f"{d.month}月{d.day}日"


def slash_date(d: date) -> str:
    """`2026/3/10`, as people in Taiwan type a date in a chat."""
    return f"{d.year}/{d.month}/{d.day}"


def slash_md(d: date) -> str:
    """`3/7`."""
    return f"{d.month}/{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`31% false alarm reduction`."""
    return f"{value_en(f)} {f.metric}"


def fig_hans(f: Figure) -> str:
    """`虚警率降低 31%`."""
    unit = {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]
    return f"{F.METRIC_HANS[f.metric]} {f.text}{unit}"


def fig_hant(f: Figure) -> str:
    """`誤報率降低 31%`, milliseconds written as a chat would (`64 ms`)."""
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


def slug(m: Mention) -> str:
    return "".join(c if c.isalnum() else "-" for c in F.work(m).name.lower())


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, dated: Callable[[date], str]) -> str:
    if m.status == "anchored":
        return f"anchored {dated(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not yet anchored"
    if m.anchored_on:
        return f"carried over (anchored {dated(m.anchored_on)})"
    return "carried over"


def carried_word(m: Mention) -> str:
    if m.status == "anchored":
        return f"Anchored {uk_dm(m.anchored_on)}"
    if m.status == "not-anchored":
        return "Not yet anchored"
    if m.anchored_on:
        return f"Carried forward (anchored {uk_dm(m.anchored_on)})"
    return "Carried forward"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}已锚定"
    if m.status == "not-anchored":
        return "仍未锚入"
    if m.anchored_on:
        return f"续用（{zh_md(m.anchored_on)}锚定）"
    return "续用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{slash_md(m.anchored_on)} 已錨定"
    if m.status == "not-anchored":
        return "尚未錨入"
    if m.anchored_on:
        return f"沿用（{slash_md(m.anchored_on)} 錨定）"
    return "沿用"


# --- declared counts --------------------------------------------------------------------------


def counts_t2t(c: dict[str, int]) -> str:
    """In words: `three NET-new increments (three NET-new arXiv IDs), one adjacent item, ...`."""
    parts = []
    if "increments" in c:
        s = f"{EN_WORDS[c['increments']]} NET-new increments"
        if "new-arxiv" in c:
            s += f" ({EN_WORDS[c['new-arxiv']]} NET-new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{EN_WORDS[c['adjacent']]} adjacent item" + ("s" if c["adjacent"] > 1 else ""))
    if "carried-over" in c:
        parts.append(f"{EN_WORDS[c['carried-over']]} carried over")
    return ", ".join(parts)


def counts_word(c: dict[str, int]) -> str:
    """In digits, as a sentence: `3 new items (3 new arXiv IDs), 1 adjacent item and 2 carried forward`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} new items"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent item" + ("s" if c["adjacent"] > 1 else ""))
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried forward")
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


def counts_hans(c: dict[str, int]) -> str:
    """In digits: `增量 3 条（arXiv 号净增 3 件）、邻接预备 1 条、续用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"增量 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（arXiv 号净增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接预备 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"续用 {c['carried-over']} 条")
    return "、".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """In Chinese numerals: `本棒淨增三條（arXiv 號淨增三件），鄰接一條，沿用兩條`."""
    parts = []
    if "increments" in c:
        s = f"本棒淨增{HANT_WORDS[c['increments']]}條"
        if "new-arxiv" in c:
            s += f"（arXiv 號淨增{HANT_WORDS[c['new-arxiv']]}件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接{HANT_WORDS[c['adjacent']]}條")
    if "carried-over" in c:
        parts.append(f"沿用{HANT_WORDS[c['carried-over']]}條")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
