"""Wording the zoo22 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Quarto report and a web page say a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Docusaurus site kept on the mainland: 本次净增, 已锚定, 延续
STATUS_HANS = {
    "new": "本次净增",
    "anchored": "已锚定",
    "not-anchored": "暂未锚定",
    "carried-over": "延续",
    "adjacent": "邻近",
    "candidate": "备选",
}
# a Matrix room in Taiwan: 本棒新增, 已錨入, 延續
STATUS_HANT = {
    "new": "本棒新增",
    "anchored": "已錨入",
    "not-anchored": "尚未錨入",
    "carried-over": "延續",
    "adjacent": "相鄰",
    "candidate": "候補",
}
KIND_EN = {"release": "software release", "blog post": "blog post"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "High", "medium": "Medium", "low": "Low"}
RISK_HANS = {"high": "高风险", "medium": "中风险", "low": "低风险"}
RISK_HANT = {"high": "高", "medium": "中", "low": "低"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2028-03-08`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`8 March 2028`."""
    return f"{d.day} {d:%B} {d.year}"


def short_en(d: date) -> str:
    """`3 Mar 2028`, as a table cell or a dump gives an anchoring day."""
    return f"{d.day} {d:%b} {d.year}"


def zh_date(d: date) -> str:
    """`2028年3月8日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`3月7日`."""
    return f"{d.month}月{d.day}日"


def slash_md(d: date) -> str:
    """`3/7`, as a chat message gives an anchoring day (`3/7 已錨入`)."""
    return f"{d.month}/{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_row(f: Figure) -> str:
    """A figures table's row: `| dune loss reduction | 23% |`."""
    return f"| {f.metric} | {value_en(f)} |"


def fig_en(f: Figure) -> str:
    """`dune loss reduction of 23%`."""
    return f"{f.metric} of {value_en(f)}"


def value_hans(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " 个百分点", "ms": " ms"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`沙丘流失减少：23%`."""
    return f"{F.METRIC_HANS[f.metric]}：{value_hans(f)}"


def value_hant(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]


def fig_hant(f: Figure) -> str:
    """`沙丘流失減少 23%`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def slug(name: str) -> str:
    """`Sediment Transport` -> `sediment-transport`."""
    return name.lower().replace(" ", "-")


def anchor(num: str) -> str:
    """The living document's anchor for a section: `s1-2`."""
    return "s" + num.replace(".", "-")


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`arXiv:2803.47951`, or the kind of work (`software release`) when it has no id."""
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else KIND_EN[w.kind]


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    if m.status == "anchored":
        return f"anchored {short_en(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_EN["not-anchored"]
    if m.anchored_on:
        return f"carried over, anchored {short_en(m.anchored_on)}"
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
        return f"{slash_md(m.anchored_on)} {STATUS_HANT['anchored']}"
    if m.status == "not-anchored":
        return STATUS_HANT["not-anchored"]
    if m.anchored_on:
        return f"延續（{slash_md(m.anchored_on)} 錨入）"
    return "延續"


# --- declared counts --------------------------------------------------------------------------

QUARTO_COUNT_KEYS = {"increments": "net-new", "new-arxiv": "new-arxiv-ids", "adjacent": "adjacent",
                     "carried-over": "carried-over"}  # fmt: skip


def counts_quarto(c: dict[str, int]) -> list[str]:
    """The `declared:` block of a Quarto document's YAML front matter, one line per count."""
    return ["declared:"] + [f"  {QUARTO_COUNT_KEYS[k]}: {c[k]}" for k in QUARTO_COUNT_KEYS if k in c]


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new items (3 new arXiv IDs), 1 adjacent, 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new items"
        if "new-arxiv" in c:
            s += f" ({c['new-arxiv']} new arXiv IDs)"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return ", ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`本次净增 3 项（其中新 arXiv 编号 3 个）· 邻近 1 项 · 延续 2 项`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANS['new']} {c['increments']} 项"
        if "new-arxiv" in c:
            s += f"（其中新 arXiv 编号 {c['new-arxiv']} 个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANS['adjacent']} {c['adjacent']} 项")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANS['carried-over']} {c['carried-over']} 项")
    return " · ".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`本棒新增 3 則（新 arXiv 編號 3 個）／相鄰 1 則／延續 2 則`."""
    parts = []
    if "increments" in c:
        s = f"{STATUS_HANT['new']} {c['increments']} 則"
        if "new-arxiv" in c:
            s += f"（新 arXiv 編號 {c['new-arxiv']} 個）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{STATUS_HANT['adjacent']} {c['adjacent']} 則")
    if "carried-over" in c:
        parts.append(f"{STATUS_HANT['carried-over']} {c['carried-over']} 則")
    return "／".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
