"""Wording the zoo36 layouts share: dates, figures, counts, statuses and item labels as a team
writes them in a todo.txt list and a Discord channel (English), in a pipeline's JSON Lines
event log (simplified Chinese) and in the subtitles of a spoken hand-over (traditional Chinese)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# an English-writing analyst (the Discord posts; the words of a todo.txt line)
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# todo.txt add-ons: `status:new`, `status:carried` (a value has no spaces and no colon)
STATUS_KEY = {
    "new": "new",
    "anchored": "anchored",
    "not-anchored": "not-anchored",
    "carried-over": "carried",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a pipeline's log, in simplified Chinese
STATUS_HANS = {
    "new": "净新增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚定",
    "carried-over": "延续",
    "adjacent": "相邻",
    "candidate": "候选",
}
# said aloud at the hand-over, in traditional Chinese
STATUS_HANT = {
    "new": "淨新增",
    "anchored": "已錨定",
    "not-anchored": "還沒錨定",
    "carried-over": "延續",
    "adjacent": "相鄰",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
CONFIDENCE_HANS = {"high": "高", "medium-high": "中高", "medium": "中"}
CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANS = {"high": "高", "medium": "中", "low": "低"}
RISK_HANT = {"high": "高", "medium": "中", "low": "低"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2026-09-16`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`16 September 2026`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2026年9月16日`."""
    return f"{d.year}年{d.month}月{d.day}日"


# --- figures ----------------------------------------------------------------------------------

# written in English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "km²": " km²", "m/day": " m/day", "Gt/yr": " Gt/yr",
           "false alarms/day": " false alarms/day"}  # fmt: skip
# in the log's unit field and message: Chinese units, no spaces
UNIT_HANS = {"×": "倍", "%": "%", "km²": "平方公里", "m/day": "米/天", "Gt/yr": "吉吨/年",
             "false alarms/day": "次误报/天"}  # fmt: skip
# in the subtitles: a space before a unit (none before %), Taiwanese units
UNIT_HANT = {"×": " 倍", "%": "%", "km²": " 平方公里", "m/day": " 公尺/日", "Gt/yr": " 十億噸/年",
             "false alarms/day": " 次誤報/日"}  # fmt: skip


def value_en(f: Figure) -> str:
    """`7.4×`, `88%`, `12.4 km²`, `0.35 m/day`, `1.8 Gt/yr`, `0.7 false alarms/day`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`7.4倍`, `12.4平方公里`, `0.35米/天`, `1.8吉吨/年`, `0.7次误报/天`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`7.4 倍`, `12.4 平方公里`, `0.35 公尺/日`, `1.8 十億噸/年`, `0.7 次誤報/日`."""
    return f.text + UNIT_HANT[f.unit]


def metric_en(f: Figure) -> str:
    return f"{f.metric[0].upper()}{f.metric[1:]}"


def fig_en(f: Figure) -> str:
    """`Calved ice area: 12.4 km²`."""
    return f"{metric_en(f)}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`崩解冰面积 12.4平方公里`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`崩解冰面積 12.4 平方公里` (as said)."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Calving Front Mapping`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`崩解前缘制图`: the name the log gives beside the number."""
    return F.SECTIONS_HANS[d.sections[num]]


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 崩解前緣製圖`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored 2026-09-11`, `carried over (anchored 2026-09-14)`, `not yet anchored`."""
    if m.status == "anchored":
        return f"anchored {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over (anchored {iso(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_hant(m: Mention) -> str:
    """`2026年9月11日已錨定`, `延續，2026年9月14日錨定的`, `還沒錨定` (as said)."""
    S = STATUS_HANT
    if m.status == "anchored":
        return f"{zh_date(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}，{zh_date(m.anchored_on)}錨定的"
    return S[m.status]


# --- declared counts --------------------------------------------------------------------------


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new items, of which 3 new arXiv IDs; 1 adjacent; 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new items"
        if "new-arxiv" in c:
            s += f", of which {c['new-arxiv']} new arXiv IDs"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return "; ".join(parts)


# the log's counts object: its keys in this order
COUNT_KEYS_HANS = {"increments": "净新增", "new-arxiv": "新arXiv编号", "adjacent": "相邻", "carried-over": "延续"}


def counts_hans(c: dict[str, int]) -> str:
    """`净新增3条（新arXiv编号3个），相邻1条，延续2条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"{S['new']}{c['increments']}条"
        if "new-arxiv" in c:
            s += f"（新arXiv编号{c['new-arxiv']}个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{c['adjacent']}条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{c['carried-over']}条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`淨新增 3 項，其中新的 arXiv 編號 3 個；相鄰 1 項；延續 2 項` (as said)."""
    S = STATUS_HANT
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 項"
        if "new-arxiv" in c:
            s += f"，其中新的 arXiv 編號 {c['new-arxiv']} 個"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 項")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 項")
    return "；".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
