"""Wording the zoo44 layouts share: dates, figures, counts, statuses and item labels as a team
writes them in a Skype group chat and a Texinfo manual (English), a SiYuan note (simplified
Chinese) and a TextEdit document typed on a Taiwanese Mac (traditional Chinese)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

STATUS_EN = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
STATUS_HANS = {
    "new": "净增",
    "anchored": "已锚入",
    "not-anchored": "尚未锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
STATUS_HANT = {
    "new": "淨增",
    "anchored": "已錨入",
    "not-anchored": "仍未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接",
    "candidate": "候選",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANS = {"release": "软件发布", "blog post": "博客", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
LEVEL_HANS = {"high": "高", "medium-high": "中高", "medium": "中", "low": "低"}
LEVEL_HANT = {"high": "高", "medium-high": "中高", "medium": "中", "low": "低"}


def iso(d: date) -> str:
    """`2034-02-23`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`23 February 2034`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2034年2月23日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def slash(d: date) -> str:
    """`2034/2/23`: a date as typed in Taiwan."""
    return f"{d.year}/{d.month}/{d.day}"


def month_day_hans(d: date) -> str:
    """`2月17日`: the year left to the brief's own date."""
    return f"{d.month}月{d.day}日"


# English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "kN": " kN", "MPa": " MPa", "µε": " µε", "km/h": " km/h"}
# simplified Chinese as typed into a SiYuan note: Chinese unit words, no space
UNIT_HANS = {"×": "倍", "%": "%", "kN": "千牛", "MPa": "兆帕", "µε": "微应变", "km/h": "公里/小时"}
# traditional Chinese in a TextEdit document: a space before a unit (none before %), SI symbols kept
UNIT_HANT = {"×": " 倍", "%": "%", "kN": " kN", "MPa": " MPa", "µε": " 微應變", "km/h": " 公里/小時"}


def value_en(f: Figure) -> str:
    """`3.8×`, `84%`, `6.5 kN`, `2.4 MPa`, `38 µε`, `15 km/h`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`3.8倍`, `6.5千牛`, `38微应变`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`3.8 倍`, `6.5 kN`, `38 微應變`."""
    return f.text + UNIT_HANT[f.unit]


def fig_en(f: Figure) -> str:
    """`rail strain estimate error: 38 µε`."""
    return f"{f.metric}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`钢轨应变估计误差 38微应变`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`鋼軌應變估計誤差 38 微應變`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Lateral Resistance Assessment`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 道床横向阻力评估`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 道床橫向阻力評估`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`RailHeatWatch (arXiv:3402.66074)`, `BuckleKit 3 (software release)`."""
    w = F.work(m)
    return f"{w.name} (arXiv:{w.arxiv})" if w.arxiv else f"{w.name} ({KIND_EN[w.kind]})"


def label_hans(m: Mention) -> str:
    """`RailHeatWatch（arXiv:3402.66074）`, `BuckleKit 3（软件发布）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANS[w.kind]}）"


def label_hant(m: Mention) -> str:
    """`RailHeatWatch（arXiv:3402.66074）`, `BuckleKit 3（軟體釋出）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANT[w.kind]}）"


def sentence(s: str) -> str:
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored 2034-02-17`, `carried over (anchored 2034-02-20)`, `not yet anchored`: the chat's words."""
    if m.status == "anchored":
        return f"anchored {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over (anchored {iso(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_long(m: Mention) -> str:
    """`anchored on 17 February 2034`, `carried over, anchored on 20 February 2034`: the manual's words."""
    if m.status == "anchored":
        return f"anchored on {long_en(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over, anchored on {long_en(m.anchored_on)}"
    return STATUS_EN[m.status]


def carried_hans(m: Mention) -> str:
    """`2月17日已锚入`, `沿用（2月20日锚入）`, `尚未锚入`: the year left to the brief's date."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{month_day_hans(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}（{month_day_hans(m.anchored_on)}锚入）"
    return S[m.status]


def carried_hant(m: Mention) -> str:
    """`2034/2/17 已錨入`, `沿用，2034/2/20 錨入`, `仍未錨入`."""
    S = STATUS_HANT
    if m.status == "anchored":
        return f"{slash(m.anchored_on)} {S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}，{slash(m.anchored_on)} 錨入"
    return S[m.status]


def counts_en(c: dict[str, int]) -> str:
    """`3 NET-new items, 3 of them new arXiv IDs; 1 adjacent; 2 carried over`."""
    parts = []
    if "increments" in c:
        s = f"{c['increments']} NET-new items"
        if "new-arxiv" in c:
            s += f", {c['new-arxiv']} of them new arXiv IDs"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{c['adjacent']} adjacent")
    if "carried-over" in c:
        parts.append(f"{c['carried-over']} carried over")
    return "; ".join(parts)


def counts_hans(c: dict[str, int]) -> str:
    """`本棒净增 3 条（其中新 arXiv 号 3 个）｜邻接 1 条｜沿用 2 条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"本棒{S['new']} {c['increments']} 条"
        if "new-arxiv" in c:
            s += f"（其中新 arXiv 号 {c['new-arxiv']} 个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 条")
    return "｜".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`淨增 3 項（新 arXiv 編號 3 個），鄰接 1 項，沿用 2 項`."""
    S = STATUS_HANT
    parts = []
    if "increments" in c:
        s = f"{S['new']} {c['increments']} 項"
        if "new-arxiv" in c:
            s += f"（新 arXiv 編號 {c['new-arxiv']} 個）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']} {c['adjacent']} 項")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']} {c['carried-over']} 項")
    return "，".join(parts)
