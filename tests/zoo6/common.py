"""What the zoo6 layouts share: the zoo4 facts model and the helpers that write its facts."""

from __future__ import annotations

from datetime import date

from tests.zoo4 import facts as F

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


# ---------------------------------------------------------------- shared helpers


def W(m: F.Mention) -> F.Work:
    return F.work(m)


def groups(d: F.Doc):
    new = [m for m in d.mentions if m.status == F.NEW]
    carried = [m for m in d.mentions if m.status in F.CARRIED]
    adj = [m for m in d.mentions if m.status in F.ADJACENT]
    return new, carried, adj


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] + ("" if s.endswith(".") else ".")


def long_date(dt: date, year: bool = True) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]}" + (f" {dt.year}" if year else "")


def md(dt: date) -> str:  # 12-01
    return f"{dt.month:02d}-{dt.day:02d}"


def zh_date(dt: date, year: bool = True) -> str:
    return (f"{dt.year}年" if year else "") + f"{dt.month}月{dt.day}日"


def fig_plain(f: F.Figure) -> str:
    """value and unit, as a table cell would give them."""
    return {"%": f"{f.text}%", "×": f"{f.text}×", "points": f"{f.text} points", "ms": f"{f.text} ms"}[f.unit]


# English prose for each metric the model uses (email layout)
PROSE = {
    "encoder throughput": "encoder throughput goes up {v}×",
    "EgoSchema accuracy": "it reaches {v}% accuracy on EgoSchema",
    "visual token reduction": "it cuts visual tokens by {v}%",
    "speedup over the cascaded pipeline": "it runs {v}× faster than the cascaded pipeline",
    "AudioCaps CIDEr gain": "it gains {v} points of CIDEr on AudioCaps",
    "first-token latency": "the first token arrives after {v} ms",
    "per-frame latency": "it needs {v} ms per frame",
    "decode speedup": "decoding is {v}× faster",
    "human-model gap": "humans still beat models by {v} points",
    "word error rate reduction": "word error rate drops by {v}%",
    "end-to-end latency": "end-to-end latency is {v} ms",
}

# traditional Chinese for each metric (zh_hant layout)
ZH_FIG = {
    "encoder throughput": "編碼器吞吐量提升 {v} 倍",
    "EgoSchema accuracy": "EgoSchema 準確率 {v}％",
    "visual token reduction": "視覺 token 減少 {v}％",
    "speedup over the cascaded pipeline": "比串接式管線快 {v} 倍",
    "AudioCaps CIDEr gain": "AudioCaps CIDEr 提升 {v} 分",
    "first-token latency": "首個 token 延遲 {v} 毫秒",
    "per-frame latency": "每影格延遲 {v} 毫秒",
    "decode speedup": "解碼加速 {v} 倍",
    "human-model gap": "人類與模型差距 {v} 分",
    "word error rate reduction": "詞錯誤率降低 {v}％",
    "end-to-end latency": "端到端延遲 {v} 毫秒",
}

# register entries, in each layout's own words (must contain Entry.text / Entry.hant_text)
INTERNAL_1, INTERNAL_2, INTERNAL_3 = (F.B1.entries[0], F.B2.entries[0], F.B3.entries[0])


def entry_en(e: F.Entry) -> str:
    if e is INTERNAL_1:
        return "OmniTok's gain in audio captioning was measured on an internal eval set the authors have not released"
    if e is INTERNAL_2:
        return "OmniTok's internal eval set is still not public; the authors say they plan to release it"
    if e is INTERNAL_3:
        return (
            "OmniTok's internal eval set is open for the third day running, and nobody outside the lab "
            "can reproduce the gain"
        )
    if e is F.SCRIPT_OPEN:
        return (
            "LumaVision 3's 2.1× decode speedup is taken from the release notes; the benchmark script "
            "has not been published"
        )
    if e is F.SCRIPT_CLOSED:
        return (
            "LumaVision 3 benchmark script (raised 12-10): it is now published in the repository and "
            "the speedup has been reproduced"
        )
    raise KeyError(e)


def entry_zh(e: F.Entry) -> str:
    if e is INTERNAL_1:
        return "OmniTok 宣稱的音訊描述提升，是在尚未公開的內部評測集上量得的"
    if e is INTERNAL_2:
        return "OmniTok 的內部評測集至今仍未公開；作者表示之後會釋出"
    if e is INTERNAL_3:
        return "OmniTok 內部評測集一事已連續第三天提出，實驗室以外仍無人能重現其提升"
    if e is F.SCRIPT_OPEN:
        return "LumaVision 3 的 2.1 倍解碼加速只見於發布說明，基準腳本並未公開"
    if e is F.SCRIPT_CLOSED:
        return "LumaVision 3 基準腳本（12月10日提出）：已於倉庫公開，加速結果已重現"
    raise KeyError(e)


def item_label(key: str) -> str:
    w = F.WORKS[key]
    return f"{w.name} ({w.arxiv})" if w.arxiv else w.name


COUNT_EN = {
    "increments": "main increments",
    "adjacent": "adjacent items",
    "new-arxiv": "new arXiv ids",
    "carried-over": "carried over",
}


# ---------------------------------------------------------------- 1. AsciiDoc team wiki


def _anchor(num: str) -> str:
    return "sec-" + num.replace(".", "-")


def _xref(num: str) -> str:
    return f"<<{_anchor(num)},§{num}>>"


def _wid(w: F.Work) -> str:
    return "w-" + "".join(c if c.isalnum() else "-" for c in w.name.lower()).strip("-")
