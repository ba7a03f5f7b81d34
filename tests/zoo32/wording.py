"""Wording the zoo32 layouts share: dates, figures, counts, statuses and item labels in English
(written and spoken), simplified Chinese and traditional Chinese (the status words are the ones
the earlier zoos use; the spoken ones are what an analyst says aloud at a hand-over call)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Jira issue says a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# said aloud at the hand-over call (and written so by the transcript)
STATUS_SPOKEN = {
    "new": "net new",
    "anchored": "anchored",
    "not-anchored": "not anchored yet",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a pipeline on the mainland: 本次新增, 已锚定, 沿用, 邻接预备
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚定",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接预备",
    "candidate": "预备候选",
}
# a wiki in Taiwan: 淨增, 已錨入, 續用, 鄰接
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨入",
    "not-anchored": "仍未錨入",
    "carried-over": "續用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high", "medium": "medium", "low": "low"}
RISK_ZH = {"high": "高", "medium": "中", "low": "低"}
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2033-03-22`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`March 22, 2033`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`Mar 17`: a date inside a brief, its year left to the reader."""
    return f"{d:%b} {d.day}"


def month_day(d: date) -> str:
    """`March 17`: a date said aloud."""
    return f"{d:%B} {d.day}"


def zh_date(d: date) -> str:
    """`2033年3月22日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`3月17日`."""
    return f"{d.month}月{d.day}日"


# --- figures ----------------------------------------------------------------------------------

UNIT_EN = {"×": "×", "%": "%", "km": " km", "g/m³": " g/m³", "kt": " kt", "hPa": " hPa"}
UNIT_HANS = {"×": "倍", "%": "%", "km": " 千米", "g/m³": " 克/立方米", "kt": " 千吨", "hPa": " 百帕"}
UNIT_HANT = {"×": " 倍", "%": "%", "km": " 公里", "g/m³": " g/m³", "kt": " 千噸", "hPa": " 百帕"}
# a transcript writes a unit as the speaker says it
UNIT_SPOKEN = {"×": " times", "%": "%", "km": " kilometers", "g/m³": " grams per cubic meter", "kt": " kilotons",
               "hPa": " hectopascals"}  # fmt: skip
# a pipeline's YAML keeps the unit symbol (a factor as 倍)
UNIT_YAML = {"×": "倍", "%": "%", "km": "km", "g/m³": "g/m³", "kt": "kt", "hPa": "hPa"}


def value_en(f: Figure) -> str:
    """`3.8×`, `81%`, `2.4 km`, `0.6 g/m³`, `310 kt`, `35 hPa`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`3.8倍`, `81%`, `2.4 千米`, `0.6 克/立方米`, `310 千吨`, `35 百帕`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`3.8 倍`, `81%`, `2.4 公里`, `0.6 g/m³`, `310 千噸`, `35 百帕`."""
    return f.text + UNIT_HANT[f.unit]


def value_spoken(f: Figure) -> str:
    """`3.8 times`, `81%`, `2.4 kilometers`, `0.6 grams per cubic meter`, `310 kilotons`."""
    return f.text + UNIT_SPOKEN[f.unit]


def fig_en(f: Figure) -> str:
    """`Injection height shift: 2.4 km`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`注入高度偏移 2.4 千米`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`注入高度偏移 2.4 公里`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


def fig_spoken(f: Figure) -> str:
    """`The injection height shift is 2.4 kilometers.`"""
    return f"The {f.metric} is {value_spoken(f)}."


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def section_spoken(d: Doc, num: str) -> str:
    """`section 1.2, Plume Rise Modelling`."""
    return f"section {num}, {d.sections[num]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`arXiv:3303.82639`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def label_spoken(m: Mention) -> str:
    """`arXiv 3303.82639` (as pasted in the chat), or `the software release`."""
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else f"the {KIND_EN[w.kind]}"


def label_hant(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANT[w.kind]


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, when=us_short) -> str:
    if m.status == "anchored":
        return f"anchored {when(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {when(m.anchored_on)})"
    return "carried over"


def carried_spoken(m: Mention) -> str:
    """`anchored March 17`, `carried over, anchored March 20`, `not anchored yet`."""
    if m.status == "anchored":
        return f"anchored {month_day(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_SPOKEN["not-anchored"]
    if m.anchored_on:
        return f"carried over, anchored {month_day(m.anchored_on)}"
    return "carried over"


def carried_zh(m: Mention, status: dict[str, str], when=zh_md) -> str:
    if m.status == "anchored":
        return f"{when(m.anchored_on)}{status['anchored']}"
    if m.status == "not-anchored":
        return status["not-anchored"]
    if m.anchored_on:
        return f"{status['carried-over']}（{when(m.anchored_on)}{status['anchored']}）"
    return status["carried-over"]


# --- declared counts --------------------------------------------------------------------------


def counts_en(c: dict[str, int]) -> str:
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


def counts_spoken(c: dict[str, int]) -> str:
    """`three net new, three of them with new arXiv IDs, one adjacent and two carried over`."""
    n = NUMBER_WORDS
    parts = []
    if "increments" in c:
        parts.append(f"{n[c['increments']]} {STATUS_SPOKEN['new']}")
    if "new-arxiv" in c:
        parts.append(f"{n[c['new-arxiv']]} of them with new arXiv IDs")
    if "adjacent" in c:
        parts.append(f"{n[c['adjacent']]} adjacent")
    if "carried-over" in c:
        parts.append(f"{n[c['carried-over']]} carried over")
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def counts_hant(c: dict[str, int]) -> str:
    """`淨增 3 條（其中 arXiv 編號 3 件），鄰接 1 條，續用 2 條`."""
    S = STATUS_HANT
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（其中 arXiv 編號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 條")
    return "，".join(parts)


def counts_yaml(c: dict[str, int]) -> dict[str, int]:
    """A pipeline's counts mapping: `本次新增: 3`, `其中arXiv号: 3`, `邻接预备: 1`, `沿用: 2`."""
    S = STATUS_HANS
    keys = {"increments": S["new"], "new-arxiv": "其中arXiv号", "adjacent": S["adjacent"],
            "carried-over": S["carried-over"]}  # fmt: skip
    return {keys[k]: c[k] for k in ("increments", "new-arxiv", "adjacent", "carried-over") if k in c}


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
