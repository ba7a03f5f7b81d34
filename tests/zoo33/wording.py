"""Wording the zoo33 layouts share: dates, figures, counts, statuses and item labels as a pipeline
writes them into JSON (English enum values) and TOML (traditional Chinese), as an analyst says
them aloud in simplified Chinese at a hand-over meeting, and as a person writes them in a
Mastodon thread (English)."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Figure, Mention

from . import facts as F

# a pipeline's JSON: snake_case enum values
STATUS_JSON = {
    "new": "net_new",
    "anchored": "anchored",
    "not-anchored": "not_anchored",
    "carried-over": "carried_over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
# a pipeline in Taiwan writing TOML: 本輪淨增, 已錨定, 沿用, 鄰接預備
STATUS_TOML = {
    "new": "本輪淨增",
    "anchored": "已錨定",
    "not-anchored": "尚未錨入",
    "carried-over": "沿用",
    "adjacent": "鄰接預備",
    "candidate": "預備候選",
}
# said aloud at the hand-over meeting (and written so by the transcript)
STATUS_SPOKEN = {
    "new": "净增",
    "anchored": "已经锚定",
    "not-anchored": "还没锚入",
    "carried-over": "沿用",
    "adjacent": "邻接",
    "candidate": "候选",
}
# a person's Mastodon thread
STATUS_TOOT = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not anchored yet",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}
KIND_EN = {"release": "software release", "blog post": "blog post", "paper": "paper"}
KIND_HANS = {"release": "软件发布", "blog post": "博客文章", "paper": "论文"}
KIND_HANT = {"release": "軟體釋出", "blog post": "部落格文章", "paper": "論文"}
CONFIDENCE_HANS = CONFIDENCE_HANT = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK_HANS = RISK_HANT = {"high": "高", "medium": "中", "low": "低"}
# a count said aloud: 两条, not 二条
ZH_COUNT = ("零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十")
ZH_ORDINAL = ("零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十")
# 19:40 said aloud
HANDOVER_SPOKEN = "晚上七点四十"


# --- dates ------------------------------------------------------------------------------------


def iso(d: date) -> str:
    """`2033-04-13`."""
    return d.isoformat()


def us_en(d: date) -> str:
    """`April 13, 2033`."""
    return f"{d:%B} {d.day}, {d.year}"


def us_short(d: date) -> str:
    """`Apr 8`: a date inside a thread, its year left to the reader."""
    return f"{d:%b} {d.day}"


def toot_stamp(d: date, hhmm: str) -> str:
    """`Apr 08, 2033, 19:40`: the date line Mastodon's web UI shows under a post (a two-digit day,
    a 24-hour clock)."""
    return f"{d:%b} {d.day:02d}, {d.year}, {hhmm}"


def zh_spoken(d: date) -> str:
    """`2033年4月13号`: a date said aloud."""
    return f"{d.year}年{d.month}月{d.day}号"


def zh_spoken_md(d: date) -> str:
    """`4月8号`."""
    return f"{d.month}月{d.day}号"


def local_dt(stamp: str) -> str:
    """`2033-04-12 19:40` -> `2033-04-12T19:40:00`: a window end as JSON and TOML write it."""
    return stamp.replace(" ", "T") + ":00"


# --- figures ----------------------------------------------------------------------------------

# the pipelines keep the unit symbol (TOML says a factor as 倍)
UNIT_JSON = {"×": "×", "%": "%", "cm": "cm", "mm/yr": "mm/yr", "ppm": "ppm", "W/m": "W/m"}
UNIT_TOML = {"×": "倍", "%": "%", "cm": "cm", "mm/yr": "mm/yr", "ppm": "ppm", "W/m": "W/m"}
UNIT_TOOT = {"×": "×", "%": "%", "cm": " cm", "mm/yr": " mm/yr", "ppm": " ppm", "W/m": " W/m"}
# said aloud: (before the number, after it); a transcript writes digits as the tool heard them
UNIT_SPOKEN = {"×": ("", "倍"), "%": ("", "%"), "cm": ("", "厘米"), "mm/yr": ("每年", "毫米"), "ppm": ("", "ppm"),
               "W/m": ("每米", "瓦")}  # fmt: skip


def value_toot(f: Figure) -> str:
    """`4.6×`, `87%`, `3.5 cm`, `8.5 mm/yr`, `0.05 ppm`, `4.5 W/m`."""
    return f.text + UNIT_TOOT[f.unit]


def value_spoken(f: Figure) -> str:
    """`4.6倍`, `87%`, `3.5厘米`, `每年8.5毫米`, `0.05ppm`, `每米4.5瓦`."""
    before, after = UNIT_SPOKEN[f.unit]
    return f"{before}{f.text}{after}"


def fig_toot(f: Figure) -> str:
    """`Subsidence rate: 8.5 mm/yr`."""
    return f"{f.metric[0].upper()}{f.metric[1:]}: {value_toot(f)}"


def fig_spoken(f: Figure) -> str:
    """`沉降速率是每年8.5毫米`."""
    return f"{F.METRIC_HANS[f.metric]}是{value_spoken(f)}"


def fig_json(f: Figure) -> dict:
    return {"metric": f.metric, "value": f.value, "unit": UNIT_JSON[f.unit]}


def fig_toml(f: Figure) -> dict:
    return {"指標": F.METRIC_HANT[f.metric], "數值": f.value, "單位": UNIT_TOML[f.unit]}


# --- sections, works --------------------------------------------------------------------------


def section_toot(d: Doc, num: str) -> str:
    """`§1.2 Ground Subsidence Sensing`."""
    return f"§{num} {d.sections[num]}"


def section_hant(d: Doc, num: str) -> str:
    """`§1.2 地表沉陷監測`."""
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def section_spoken(d: Doc, num: str) -> str:
    """`1.2节，地表沉降监测`."""
    return f"{num}节，{F.SECTIONS_HANS[d.sections[num]]}"


def url(m: Mention) -> str:
    w = F.work(m)
    return f"https://arxiv.org/abs/{w.arxiv}" if w.arxiv else str(w.url)


def sentence(s: str) -> str:
    """A point as a sentence of its own: capitalised, with a full stop."""
    return f"{s[0].upper()}{s[1:]}."


def carried_toot(m: Mention) -> str:
    """`anchored Apr 8`, `carried over (anchored Apr 11)`, `not anchored yet`."""
    if m.status == "anchored":
        return f"anchored {us_short(m.anchored_on)}"
    if m.status == "not-anchored":
        return STATUS_TOOT["not-anchored"]
    if m.anchored_on:
        return f"carried over (anchored {us_short(m.anchored_on)})"
    return "carried over"


def carried_spoken(m: Mention) -> str:
    """`4月8号已经锚定`, `沿用，4月11号锚定的`, `还没锚入`."""
    S = STATUS_SPOKEN
    if m.status == "anchored":
        return f"{zh_spoken_md(m.anchored_on)}{S['anchored']}"
    if m.status == "not-anchored":
        return S["not-anchored"]
    if m.anchored_on:
        return f"{S['carried-over']}，{zh_spoken_md(m.anchored_on)}锚定的"
    return S["carried-over"]


# --- declared counts --------------------------------------------------------------------------

COUNT_KEYS = ("increments", "new-arxiv", "adjacent", "carried-over")


def counts_json(c: dict[str, int]) -> dict[str, int]:
    """`{"net_new": 3, "net_new_arxiv": 3, "adjacent": 1, "carried_over": 2}`."""
    keys = {"increments": "net_new", "new-arxiv": "net_new_arxiv", "adjacent": "adjacent",
            "carried-over": "carried_over"}  # fmt: skip
    return {keys[k]: c[k] for k in COUNT_KEYS if k in c}


def counts_toml(c: dict[str, int]) -> dict[str, int]:
    """`本輪淨增 = 3`, `其中arXiv編號 = 3`, `鄰接預備 = 1`, `沿用 = 2`."""
    S = STATUS_TOML
    keys = {"increments": S["new"], "new-arxiv": "其中arXiv編號", "adjacent": S["adjacent"],
            "carried-over": S["carried-over"]}  # fmt: skip
    return {keys[k]: c[k] for k in COUNT_KEYS if k in c}


def counts_toot(c: dict[str, int]) -> str:
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
    """`净增三条，其中新的arXiv号三个，邻接一条，沿用两条`."""
    n, S = ZH_COUNT, STATUS_SPOKEN
    parts = []
    if "increments" in c:
        parts.append(f"{S['new']}{n[c['increments']]}条")
    if "new-arxiv" in c:
        parts.append(f"其中新的arXiv号{n[c['new-arxiv']]}个")
    if "adjacent" in c:
        parts.append(f"{S['adjacent']}{n[c['adjacent']]}条")
    if "carried-over" in c:
        parts.append(f"{S['carried-over']}{n[c['carried-over']]}条")
    return "，".join(parts)


def empty(d: Doc, s: str) -> bool:
    return s in d.empty_sources
