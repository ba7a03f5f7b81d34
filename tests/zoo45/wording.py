"""Wording the zoo45 layouts share: dates, figures, counts, statuses and item labels as a team
writes them in a Jira issue and a man page (English), an XMind mind map (simplified Chinese)
and a LibreOffice document typed in Taiwan (traditional Chinese)."""

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
    """`2034-03-13`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`13 March 2034`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2034年3月13日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def slash(d: date) -> str:
    """`2034/3/13`: a date as typed in Taiwan."""
    return f"{d.year}/{d.month}/{d.day}"


def month_day_hans(d: date) -> str:
    """`3月7日`: the year left to the brief's own date."""
    return f"{d.month}月{d.day}日"


# English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "bar": " bar", "mm/rev": " mm/rev", "MNm": " MNm", "mm/min": " mm/min"}
# simplified Chinese as typed into an XMind topic: Chinese unit words, no space
UNIT_HANS = {"×": "倍", "%": "%", "bar": "巴", "mm/rev": "毫米/转", "MNm": "兆牛·米", "mm/min": "毫米/分钟"}
# traditional Chinese in a LibreOffice document typed in Taiwan: a space before a unit (none before %),
# `bar` and `MN·m` kept as symbols, millimetres as 公釐
UNIT_HANT = {"×": " 倍", "%": "%", "bar": " bar", "mm/rev": " 公釐/轉", "MNm": " MN·m", "mm/min": " 公釐/分"}


def value_en(f: Figure) -> str:
    """`4.2×`, `86%`, `0.18 bar`, `0.6 mm/rev`, `0.35 MNm`, `6.5 mm/min`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`4.2倍`, `0.18巴`, `0.35兆牛·米`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`4.2 倍`, `0.18 bar`, `0.6 公釐/轉`."""
    return f.text + UNIT_HANT[f.unit]


def fig_en(f: Figure) -> str:
    """`penetration rate estimate error: 0.6 mm/rev`."""
    return f"{f.metric}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`贯入度估计误差 0.6毫米/转`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`貫入度估計誤差 0.6 公釐/轉`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Ground Condition Classification`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 地层条件分类`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 地層條件分類`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`ThrustLens (arXiv:3403.76074)`, `BoreLog 4 (software release)`."""
    w = F.work(m)
    return f"{w.name} (arXiv:{w.arxiv})" if w.arxiv else f"{w.name} ({KIND_EN[w.kind]})"


def label_hans(m: Mention) -> str:
    """`ThrustLens（arXiv:3403.76074）`, `BoreLog 4（软件发布）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANS[w.kind]}）"


def label_hant(m: Mention) -> str:
    """`ThrustLens（arXiv:3403.76074）`, `BoreLog 4（軟體釋出）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANT[w.kind]}）"


def sentence(s: str) -> str:
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored 2034-03-07`, `carried over (anchored 2034-03-10)`, `not yet anchored`: the Jira issue's words."""
    if m.status == "anchored":
        return f"anchored {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over (anchored {iso(m.anchored_on)})"
    return STATUS_EN[m.status]


def carried_long(m: Mention) -> str:
    """`anchored on 7 March 2034`, `carried over, anchored on 10 March 2034`: the man page's words."""
    if m.status == "anchored":
        return f"anchored on {long_en(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over, anchored on {long_en(m.anchored_on)}"
    return STATUS_EN[m.status]


def carried_hans(m: Mention) -> str:
    """`3月7日已锚入`, `沿用（3月10日锚入）`, `尚未锚入`: the year left to the brief's date."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{month_day_hans(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}（{month_day_hans(m.anchored_on)}锚入）"
    return S[m.status]


def carried_hant(m: Mention) -> str:
    """`2034/3/7 已錨入`, `沿用，2034/3/10 錨入`, `仍未錨入`."""
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
