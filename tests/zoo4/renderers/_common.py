"""Wording shared by the zoo4 renderers: dates, figures, statuses, numbers, in English and Chinese."""

from __future__ import annotations

from datetime import date

from .. import facts
from ..facts import Doc, Entry, Figure, Mention

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]  # fmt: skip
WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
CN_DIGITS = "〇一二三四五六七八九十"


def long_date(d: date) -> str:
    """December 9, 2026"""
    return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"


def short(d: date) -> str:
    """12-09 (the year is the brief's own)"""
    return f"{d.month:02d}-{d.day:02d}"


def cn_date(d: date, year: bool = False) -> str:
    """12月9日, 2026年12月9日"""
    return (f"{d.year}年" if year else "") + f"{d.month}月{d.day}日"


def word(n: int) -> str:
    return WORDS[n] if 0 <= n < len(WORDS) else str(n)


def cn_number(n: int) -> str:
    return CN_DIGITS[n] if 0 <= n <= 10 else str(n)


def fw(s: str) -> str:
    """Full-width digits and dot, as a full-width typesetting habit writes them."""
    return s.translate({ord(c): ord(c) + 0xFEE0 for c in "0123456789."})


def fig(f: Figure, space: bool = False) -> str:
    """62%, 1.8×, 3.1 points, 180 ms (space=True: 62 %, 1.8 ×)"""
    if f.unit in ("points", "ms"):
        return f"{f.text} {f.unit}"
    return f"{f.text}{' ' if space else ''}{f.unit}"


def fig_zh(f: Figure, hant: bool = False) -> str:
    """62%、1.8 倍、3.1 分、180 毫秒"""
    unit = {"×": " 倍", "%": "%", "points": " 分", "ms": " 毫秒"}[f.unit]
    return f"{f.text}{unit}"


METRIC_HANS = {
    "encoder throughput": "编码器吞吐",
    "EgoSchema accuracy": "EgoSchema 准确率",
    "visual token reduction": "视觉 token 削减",
    "speedup over the cascaded pipeline": "相对级联流水线的加速",
    "AudioCaps CIDEr gain": "AudioCaps CIDEr 提升",
    "first-token latency": "首 token 延迟",
    "per-frame latency": "每帧延迟",
    "decode speedup": "解码加速",
    "human-model gap": "人机差距",
    "word error rate reduction": "词错误率下降",
    "end-to-end latency": "端到端延迟",
}
METRIC_HANT = {
    "encoder throughput": "編碼器吞吐量",
    "EgoSchema accuracy": "EgoSchema 準確率",
    "visual token reduction": "視覺 token 削減",
    "speedup over the cascaded pipeline": "相對串接管線的加速",
    "AudioCaps CIDEr gain": "AudioCaps CIDEr 提升",
    "first-token latency": "首 token 延遲",
    "per-frame latency": "每影格延遲",
    "decode speedup": "解碼加速",
    "human-model gap": "人機差距",
    "word error rate reduction": "詞錯誤率下降",
    "end-to-end latency": "端到端延遲",
}

CONFIDENCE = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONF_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONF_HANT = CONF_HANS
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}


def status_en(m: Mention) -> str:
    """How an English brief words a mention's status."""
    if m.status == "new":
        return "NET-new"
    if m.status == "anchored":
        return f"anchored {m.anchored_on.isoformat()}"
    if m.status == "carried-over":
        return f"carried over (anchored {m.anchored_on.isoformat()})" if m.anchored_on else "carried over"
    return {"not-anchored": "not yet anchored", "adjacent": "adjacent", "candidate": "candidate"}[m.status]


def status_hans(m: Mention) -> str:
    if m.status == "new":
        return "本次净增"
    if m.status == "anchored":
        return f"{cn_date(m.anchored_on)}已锚入"
    if m.status == "carried-over":
        return f"沿用（{cn_date(m.anchored_on)}锚定）" if m.anchored_on else "沿用"
    return {"not-anchored": "尚未锚入", "adjacent": "邻接", "candidate": "候选"}[m.status]


def status_hant(m: Mention) -> str:
    if m.status == "new":
        return "本次淨增"
    if m.status == "anchored":
        return f"{cn_date(m.anchored_on)}已錨入"
    if m.status == "carried-over":
        return f"沿用（{cn_date(m.anchored_on)}錨定）" if m.anchored_on else "沿用"
    return {"not-anchored": "尚未錨入", "adjacent": "鄰接", "candidate": "候選"}[m.status]


def ident(m: Mention) -> str:
    """arXiv:2612.20317, or the URL for a work known by name"""
    w = facts.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else (w.url or "")


def abs_url(arxiv: str) -> str:
    return f"https://arxiv.org/abs/{arxiv}"


def item_names(e: Entry) -> str:
    return ", ".join(facts.WORKS[i].name for i in e.items)


def increments(d: Doc) -> list[Mention]:
    return [m for m in d.mentions if m.status == "new"]


def carried(d: Doc) -> list[Mention]:
    return [m for m in d.mentions if m.status in facts.CARRIED]


def adjacent(d: Doc) -> list[Mention]:
    return [m for m in d.mentions if m.status in facts.ADJACENT]


def by_section(d: Doc) -> list[tuple[str, str, list[Mention]]]:
    """(number, name, mentions) for every section of the document, in order."""
    return [(n, name, [m for m in d.mentions if m.section == n]) for n, name in d.sections.items()]


def count_phrase(d: Doc) -> str:
    """The English declared-counts line: only the counts the brief declares."""
    c = d.counts
    parts = []
    if "increments" in c:
        parts.append(f"{c['increments']} increments")
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    if "new-arxiv" in c:
        parts.append(f"{c['new-arxiv']} new arXiv ids")
    return ", ".join(parts)


def carried_id_line(m: Mention, d: Doc) -> str:
    """2612.21458 — anchored 12-01, §1.2 (the brief's list of carried ids)"""
    w = facts.work(m)
    bits = [f"anchored {short(m.anchored_on)}"] if m.anchored_on else []
    if m.status == "not-anchored":
        bits.append("not yet anchored")
    elif not m.anchored_on:
        bits.append("carried over")
    if m.section:
        bits.append(f"§{m.section}")
    return f"{w.arxiv} ({w.name}) — {', '.join(bits)}"


def cap(s: str) -> str:
    """Upper-case the first letter only (str.capitalize would lower 'PatchMerge-V')."""
    return s[:1].upper() + s[1:]
