"""Wording the zoo43 layouts share: dates, figures, counts, statuses and item labels as a team
writes them in a FreeMind map and a groff manuscript (English), a QQ group chat (simplified
Chinese) and a Word 2003 document (traditional Chinese)."""

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
    "not-anchored": "尚未錨入",
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
    """`2034-01-12`."""
    return d.isoformat()


def long_en(d: date) -> str:
    """`12 January 2034`."""
    return f"{d.day} {d:%B} {d.year}"


def zh_date(d: date) -> str:
    """`2034年1月12日`."""
    return f"{d.year}年{d.month}月{d.day}日"


def md(d: date) -> str:
    """`1-12`: a date as a chat writes it, the year left to the brief's own date."""
    return f"{d.month}-{d.day}"


# English: a space before a unit, none before % and ×
UNIT_EN = {"×": "×", "%": "%", "kg/m": " kg/m", "m/s": " m/s", "kW": " kW", "rpm": " rpm"}
# simplified Chinese as typed into a chat: Chinese unit words, no space
UNIT_HANS = {"×": "倍", "%": "%", "kg/m": "千克/米", "m/s": "米/秒", "kW": "千瓦", "rpm": "转/分"}
# traditional Chinese in a Word document: a space before a unit (none before %)
UNIT_HANT = {"×": " 倍", "%": "%", "kg/m": " 公斤/公尺", "m/s": " 公尺/秒", "kW": " 千瓦", "rpm": " 轉/分"}


def value_en(f: Figure) -> str:
    """`4.2×`, `81%`, `0.35 kg/m`, `1.8 m/s`, `42 kW`, `0.6 rpm`."""
    return f.text + UNIT_EN[f.unit]


def value_hans(f: Figure) -> str:
    """`4.2倍`, `0.35千克/米`, `0.6转/分`."""
    return f.text + UNIT_HANS[f.unit]


def value_hant(f: Figure) -> str:
    """`4.2 倍`, `0.35 公斤/公尺`, `0.6 轉/分`."""
    return f.text + UNIT_HANT[f.unit]


def fig_en(f: Figure) -> str:
    """`Rotor speed estimate error: 0.6 rpm`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_en(f)}"


def fig_hans(f: Figure) -> str:
    """`风轮转速估计误差 0.6转/分`."""
    return f"{F.METRIC_HANS[f.metric]} {value_hans(f)}"


def fig_hant(f: Figure) -> str:
    """`風輪轉速估計誤差 0.6 轉/分`."""
    return f"{F.METRIC_HANT[f.metric]} {value_hant(f)}"


def section_en(d: Doc, num: str) -> str:
    """`§1.2 Rotor Imbalance Detection`."""
    return f"§{num} {d.sections[num]}"


def section_hans(d: Doc, num: str) -> str:
    """`§1.2 风轮不平衡检测`."""
    return f"§{num} {F.SECTIONS_HANS[d.sections[num]]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 風輪不平衡偵測`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def label(m: Mention) -> str:
    """`PitchHeat (arXiv:3401.56873)`, `TurbineTrace 5 (software release)`."""
    w = F.work(m)
    return f"{w.name} (arXiv:{w.arxiv})" if w.arxiv else f"{w.name} ({KIND_EN[w.kind]})"


def label_hans(m: Mention) -> str:
    """`PitchHeat（arXiv:3401.56873）`, `TurbineTrace 5（软件发布）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANS[w.kind]}）"


def label_hant(m: Mention) -> str:
    """`PitchHeat（arXiv:3401.56873）`, `TurbineTrace 5（軟體釋出）`."""
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{KIND_HANT[w.kind]}）"


def sentence(s: str) -> str:
    return f"{s[0].upper()}{s[1:]}."


def carried_en(m: Mention) -> str:
    """`anchored on 2034-01-06`, `carried over, anchored 2034-01-09`, `not yet anchored`."""
    if m.status == "anchored":
        return f"anchored on {iso(m.anchored_on)}"
    if m.anchored_on:
        return f"carried over, anchored {iso(m.anchored_on)}"
    return STATUS_EN[m.status]


def carried_hans(m: Mention) -> str:
    """`1-6已锚入`, `沿用（1-9锚入）`, `尚未锚入`: a chat's dates without the year."""
    S = STATUS_HANS
    if m.status == "anchored":
        return f"{md(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}（{md(m.anchored_on)}锚入）"
    return S[m.status]


def carried_hant(m: Mention) -> str:
    """`2034年1月6日已錨入`, `沿用，2034年1月9日錨入`, `尚未錨入`."""
    S = STATUS_HANT
    if m.status == "anchored":
        return f"{zh_date(m.anchored_on)}{S['anchored']}"
    if m.anchored_on:
        return f"{S['carried-over']}，{zh_date(m.anchored_on)}錨入"
    return S[m.status]


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
    """`本次净增3条（新arXiv号3个），邻接1条，沿用2条`."""
    S = STATUS_HANS
    parts = []
    if "increments" in c:
        s = f"本次{S['new']}{c['increments']}条"
        if "new-arxiv" in c:
            s += f"（新arXiv号{c['new-arxiv']}个）"
        parts.append(s)
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{c['adjacent']}条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{c['carried-over']}条")
    return "，".join(parts)


def counts_hant(c: dict[str, int]) -> str:
    """`淨增 3 項（新 arXiv 編號 3 個）；鄰接 1 項；沿用 2 項`."""
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
    return "；".join(parts)
