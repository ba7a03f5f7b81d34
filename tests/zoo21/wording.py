"""Wording the zoo21 layouts share: dates, figures, counts, statuses and item labels in English,
simplified Chinese and traditional Chinese."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a Hugo site says a status in words
STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not anchored yet",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a Slack channel puts an emoji beside the words
EMOJI = {
    "new": "new",
    "anchored": "anchor",
    "not-anchored": "hourglass_flowing_sand",
    "carried-over": "recycle",
    "adjacent": "eyes",
    "candidate": "seedling",
}
# a Sphinx project kept on the mainland: 本次新增, 已锚入, 沿用
STATUS_HANS = {
    "new": "本次新增",
    "anchored": "已锚入",
    "not-anchored": "待锚入",
    "carried-over": "沿用",
    "adjacent": "邻接预备",
    "candidate": "候选",
}
# a Keep notebook in Taiwan: 本棒淨增, 已錨定, 續用
STATUS_HANT = {
    "new": "本棒淨增",
    "anchored": "已錨定",
    "not-anchored": "仍未錨入",
    "carried-over": "續用",
    "adjacent": "鄰接",
    "candidate": "預備候選",
}
KIND_HANS = {"release": "发布版本", "blog post": "博客文章"}
KIND_HANT = {"release": "釋出版本", "blog post": "部落格文章"}
CONFIDENCE_EN = {"high": "high", "medium-high": "medium-high", "medium": "medium"}
CONFIDENCE_ZH = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_EN = {"high": "high risk", "medium": "medium risk", "low": "low risk"}
RISK_HANS = {"high": "风险 🔴 高", "medium": "风险 🟡 中", "low": "风险 🟢 低"}
RISK_HANT = {"high": "風險：高", "medium": "風險：中", "low": "風險：低"}

HANS_ORDINAL = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七"}


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2027-11-15`."""
    return d.isoformat()


def us_short(d: date) -> str:
    """`Nov 15, 2027`."""
    return f"{d:%b} {d.day}, {d.year}"


def us_md(d: date) -> str:
    """`Nov 14`, the year being the brief's own."""
    return f"{d:%b} {d.day}"


def zh_date(d: date) -> str:
    """`2027年11月15日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def zh_md(d: date) -> str:
    """`11月14日`."""
    return f"{d.month}月{d.day}日"


def dash_md(d: date) -> str:
    """`11-14`, as a brief writes an anchoring day (`11-14 已錨定`)."""
    return f"{d.month}-{d.day}"


# --- figures ----------------------------------------------------------------------------------


def value_en(f: Figure) -> str:
    return f.text + {"×": "×", "%": "%", "points": " points", "ms": " ms"}[f.unit]


def fig_hugo(f: Figure) -> str:
    """`18% capacity retention gain`."""
    return f"{value_en(f)} {f.metric}"


def fig_slack(f: Figure) -> str:
    """`capacity retention gain *18%*`: the value in Slack bold."""
    return f"{f.metric} *{value_en(f)}*"


def value_hans(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 个百分点", "ms": " 毫秒"}[f.unit]


def fig_hans(f: Figure) -> str:
    """`容量保持率提升 18%`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def value_hant(f: Figure) -> str:
    return f.text + {"×": " 倍", "%": "%", "points": " 個百分點", "ms": " 毫秒"}[f.unit]


def fig_hant(f: Figure) -> str:
    """`容量保持率提升：18%`."""
    return f"{F.METRIC_HANT[f.metric]}：{value_hant(f)}"


# --- sections, works --------------------------------------------------------------------------


def section_en(d: Doc, num: str) -> str:
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def anchor(num: str) -> str:
    """The living document's anchor for a section: `s1-2`."""
    return "s" + num.replace(".", "-")


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`arXiv 2711.37193`, or the kind of work (`release`) when it has no id."""
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else w.kind


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    if m.status == "anchored":
        return f"anchored {us_md(m.anchored_on)}"
    if m.status == "not-anchored":
        return "not anchored yet"
    if m.anchored_on:
        return f"carried over (anchored {us_md(m.anchored_on)})"
    return "carried over"


def carried_hans(m: Mention) -> str:
    if m.status == "anchored":
        return f"{zh_md(m.anchored_on)}已锚入"
    if m.status == "not-anchored":
        return "待锚入"
    if m.anchored_on:
        return f"沿用（{zh_md(m.anchored_on)}已锚入）"
    return "沿用"


def carried_hant(m: Mention) -> str:
    if m.status == "anchored":
        return f"{dash_md(m.anchored_on)} 已錨定"
    if m.status == "not-anchored":
        return "仍未錨入"
    if m.anchored_on:
        return f"續用（{dash_md(m.anchored_on)} 錨定）"
    return "續用"


# --- declared counts --------------------------------------------------------------------------

HUGO_COUNT_KEYS = {"increments": "net_new", "new-arxiv": "new_arxiv_ids", "adjacent": "adjacent",
                   "carried-over": "carried_over"}  # fmt: skip


def counts_hugo(c: dict[str, int]) -> str:
    """The TOML inline table a Hugo page's front matter declares: `{ net_new = 3, adjacent = 1 }`."""
    return "{ " + ", ".join(f"{HUGO_COUNT_KEYS[k]} = {c[k]}" for k in HUGO_COUNT_KEYS if k in c) + " }"


def counts_slack(c: dict[str, int]) -> str:
    """`3 NET-new (3 new arXiv IDs) · 1 adjacent · 2 carried over`."""
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
    return " · ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`本次新增 3 条（arXiv 号净增 3 件），邻接预备 1 条，沿用 2 条`."""
    parts = []
    if "increments" in c:
        s = f"本次新增 {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（arXiv 号净增 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"邻接预备 {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`本棒淨增 3 條（arXiv 號 3 件）、鄰接 1 條、續用 2 條`."""
    parts = []
    if "increments" in c:
        s = f"本棒淨增 {c['increments']} 條"
        if "new-arxiv" in c:
            s += f"（arXiv 號 {c['new-arxiv']} 件）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "carried-over" in c:
        parts.append(f"續用 {c['carried-over']} 條")
    return "、".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
