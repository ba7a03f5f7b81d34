"""Wording the zoo25 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# an e-mail and a Pandoc page say a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a blog on the mainland: 本期新增, 已锚定, 延续
STATUS_HANS = {
    "new": "本期新增",
    "anchored": "已锚定",
    "not-anchored": "暂不锚定",
    "carried-over": "延续",
    "adjacent": "相邻",
    "candidate": "候选",
}
# a Zulip organisation in Taiwan: 新增, 已錨定, 沿用
STATUS_HANT = {
    "new": "新增",
    "anchored": "已錨定",
    "not-anchored": "暫緩錨定",
    "carried-over": "沿用",
    "adjacent": "相鄰",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high", "medium": "medium", "low": "low"}
RISK_ZH = {"high": "高", "medium": "中", "low": "低"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2028-06-10`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`10 June 2028`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2028年6月10日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`6月9日`."""
    return f"{d.month}月{d.day}日"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    """`2.4×`, `34%`, `6.8 points`, `92 ms`."""
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_en(f: Figure) -> str:
    """`false alarm reduction: 34%`."""
    return f"{f.metric}: {value_en(f)}"


def value_hans(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`误报降低：34%`."""
    return f"{F.METRIC_HANS[f.metric]}：{value_hans(f)}"


def value_hant(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]


def fig_hant(f: Figure) -> str:
    """`誤報降低 34%`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


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


def label(m: Mention) -> str:
    """`arXiv:2806.77941`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def label_hans(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_HANS[w.kind]


def label_hant(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else KIND_HANT[w.kind]


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention, when=long_en) -> str:
    if m.status == "anchored":
        return f"anchored {when(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {when(m.anchored_on)})"
    return "carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}{STATUS_HANS['anchored']}"
    if m.status == "not-anchored":
        return STATUS_HANS["not-anchored"]
    if m.anchored_on:
        return f"延续（{zh_md(m.anchored_on)}已锚定）"
    return "延续"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{STATUS_HANT['anchored']}（{iso(m.anchored_on)}）"
    if m.status == "not-anchored":
        return STATUS_HANT["not-anchored"]
    if m.anchored_on:
        return f"沿用（{iso(m.anchored_on)} 已錨定）"
    return "沿用"


# --- declared counts --------------------------------------------------------------------------


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new (3 new arXiv ids), 1 adjacent, 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv ids)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`本期新增 3 项（新 arXiv 编号 3 个），相邻 1 项，延续 2 项`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANS['new']} {c['increments']} 项"
        if "new-arxiv" in c:
            s += f"（新 arXiv 编号 {c['new-arxiv']} 个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANS['adjacent']} {c['adjacent']} 项")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANS['carried-over']} {c['carried-over']} 项")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`新增 3 條（其中新 arXiv 編號 3 個），相鄰 1 條，沿用 2 條`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANT['new']} {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（其中新 arXiv 編號 {c['new-arxiv']} 個）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANT['adjacent']} {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANT['carried-over']} {c['carried-over']} 條")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
