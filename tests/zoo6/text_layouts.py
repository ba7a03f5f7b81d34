"""zoo6's text layouts: a plain-text e-mail and a traditional-Chinese report."""

from __future__ import annotations

import textwrap
from datetime import date

from tests.zoo4 import facts as F

from .common import (  # noqa: F401
    COUNT_EN,
    MONTHS,
    PROSE,
    WEEKDAYS,
    ZH_FIG,
    W,
    _anchor,
    _wid,
    _xref,
    cap,
    entry_en,
    entry_zh,
    fig_plain,
    groups,
    item_label,
    long_date,
    md,
    zh_date,
)

# ---------------------------------------------------------------- 3. plain-text e-mail


def _wrap(text: str, indent: str = "", first: str = "") -> list[str]:
    return textwrap.wrap(
        text,
        width=72,
        initial_indent=first or indent,
        subsequent_indent=indent,
        break_on_hyphens=False,
        break_long_words=False,
    )


def _mail_date(dt: date) -> str:
    return f"{WEEKDAYS[dt.weekday()]}, {dt.day:02d} {MONTHS[dt.month - 1][:3]} {dt.year} 22:00:00 +0000"


def _prose_figs(m: F.Mention) -> str:
    parts = [PROSE[f.metric].format(v=f.text) for f in m.figures]
    return " and ".join(parts)


def _and(xs: list[str]) -> str:
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


NUMBER = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}

QUOTED = {  # quoted tail of the previous day's mail (asks a question, states no fact about a work)
    "nadia": (
        "kestrel",
        date(2026, 12, 9),
        "Nadia, tomorrow's brief is yours. Could you look at the OmniTok question again?",
    ),
    "ravi": (
        "nadia",
        date(2026, 12, 10),
        "Ravi, you have the next one. Please close whatever you can in the list of things to check.",
    ),
}


def _src_phrase(s: str) -> str:
    if s.startswith("inbox/"):
        who = s.split("/")[1]
        return f"{who.capitalize()}'s notes ({s})"
    if s.startswith("paper_cards/"):
        return f"the paper card {s}"
    return s


def mail_living(d: F.Doc) -> str:
    L = [
        "From: multimodal knowledge base <kb@briefs.example.org>",
        "To: multimodal-briefs@briefs.example.org",
        f"Subject: [{F.TOPIC}] Living document, version of {long_date(d.date)}",
        f"Date: {_mail_date(d.date)}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "",
    ]
    L += _wrap(
        f"This is the living document of the {F.TOPIC} topic ({F.living_path('eml')}), "
        f"version of {long_date(d.date)}, as the nightly relay left it."
    )
    L += ["", "It has five sections:", ""]
    for i, (num, name) in enumerate(d.sections.items(), 1):
        L.append(f"{i}. §{num} {name}")
    L.append("")
    held = {m.section for m in d.mentions}
    for m in d.mentions:
        w = W(m)
        txt = (
            f"§{m.section} {d.sections[m.section]} holds {w.name} (arXiv {w.arxiv}), anchored on "
            f"{long_date(m.anchored_on)}. {cap(m.point)} In numbers, {_prose_figs(m)}. "
            f"Source: {', '.join(m.sources)}."
        )
        L += _wrap(txt) + [""]
    empty = [f"§{n}" for n in d.sections if n not in held]
    L += _wrap(f"The other {NUMBER[len(empty)]} sections ({_and(empty)}) have nothing anchored yet.")
    L += ["", "-- ", "multimodal knowledge base", ""]
    return "\n".join(L)


def mail_brief(d: F.Doc) -> str:
    new, carried, adj = groups(d)
    a, b = d.window
    start, end = date.fromisoformat(a[:10]), date.fromisoformat(b[:10])
    me = d.instance
    L = [
        f"From: {me} <{me}@briefs.example.org>",
        "To: multimodal-briefs@briefs.example.org",
        f"Subject: [{F.TOPIC}] Daily brief, {long_date(d.date)}",
        f"Date: {_mail_date(d.date)}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Hi all,",
        "",
    ]
    L += _wrap(
        f"here is the {F.TOPIC} brief for {long_date(d.date)}. It covers the window from "
        f"{a[11:]} on {long_date(start, False)} to {b[11:]} on {long_date(end)}, and it starts from "
        f"the living document {F.living_path('eml')} as it stood on {long_date(d.baseline)}."
    )
    L.append("")
    c = d.counts
    bits = []
    if "increments" in c:
        bits.append(f"{NUMBER[c['increments']]} main increments")
    if "adjacent" in c:
        bits.append(f"{NUMBER[c['adjacent']]} adjacent item" + ("s" if c["adjacent"] != 1 else ""))
    if "new-arxiv" in c:
        bits.append(f"{NUMBER[c['new-arxiv']]} new arXiv ids")
    if "carried-over" in c:
        bits.append(f"{NUMBER[c['carried-over']]} works carried over from the living document")
    secs = _and([f"§{k} {v}" for k, v in d.sections.items()])
    L += _wrap(f"In short: {_and(bits)}. The sections involved are {secs}.")
    L += ["", "What is new:", ""]
    for i, m in enumerate(new, 1):
        w = W(m)
        if w.arxiv:
            head = f"{w.name}, arXiv {w.arxiv}, belongs in §{m.section}."
        else:
            head = f"{w.name}, a {w.kind} ({w.url}), belongs in §{m.section}."
        body = f"{head} {cap(m.point)}"
        if m.figures:
            body += f" According to the authors, {_prose_figs(m)}."
        body += f" My confidence is {m.confidence}. Read in {_and([_src_phrase(s) for s in m.sources])}."
        L += _wrap(body, indent="   ", first=f"{i}. ") + [""]
    if carried:
        L += ["Already in the living document:", ""]
        for m in carried:
            w = W(m)
            ident = f"{w.name} ({w.arxiv})" if w.arxiv else w.name
            if m.status == "anchored":
                s = f"{ident} was anchored in §{m.section} on {long_date(m.anchored_on, False)}; {m.point}."
            elif m.status == "carried-over":
                when = f", anchored there on {long_date(m.anchored_on, False)}," if m.anchored_on else ""
                s = f"{ident} carries over in §{m.section}{when} ({m.point})."
            else:
                s = f"{ident} stays out of §{m.section} for now: it is not anchored, {m.point}."
            if m.figures:
                s += f" Note that {_prose_figs(m)}."
            L += _wrap(s, indent="  ", first="- ")
        L.append("")
    for m in adj:
        w = W(m)
        role = "is adjacent only" if m.status == "adjacent" else "is a candidate for a later brief"
        L += _wrap(
            f"{w.name} ({w.arxiv}) {role}: it {m.point[0].lower() + m.point[1:]}."
            if m.point.startswith("skips")
            else f"{w.name} ({w.arxiv}) {role}: {m.point}."
        )
        L.append("")
    L += _wrap(f"For the record, the new arXiv ids in this brief are {_and(list(d.new_ids))}.")
    L.append("")
    opened = [e for e in d.entries if not e.resolved]
    closed = [e for e in d.entries if e.resolved]
    L += [("Still to verify:" if len(opened) > 1 else "One thing still needs checking:"), ""]
    for i, e in enumerate(opened, 1):
        L += _wrap(f"{cap(entry_en(e))} Risk: {e.risk}.", indent="   ", first=f"{i}. ")
    L.append("")
    for e in closed:
        L += _wrap(f"Closed since yesterday (it was {e.risk} risk): {cap(entry_en(e))}")
        L.append("")
    L += _wrap(f"Files I read for this brief: {_and(d.sources)}.")
    L += ["", f"{me.capitalize()}", ""]
    if me in QUOTED:
        who, when, said = QUOTED[me]
        L.append(f"On {WEEKDAYS[when.weekday()]}, {long_date(when)} at 22:00, {who} wrote:")
        L += ["> " + x for x in _wrap(said)]
        L.append("")
    L += ["-- ", f"{me} · {F.TOPIC} relay", ""]
    return "\n".join(L)


def mail_render(d: F.Doc) -> str:
    return mail_living(d) if d.kind == "living" else mail_brief(d)


# ---------------------------------------------------------------- 4. traditional Chinese report

ZH_STATUS = {
    "new": "新增",
    "anchored": "已錨入",
    "carried-over": "沿用",
    "not-anchored": "尚未錨入",
    "adjacent": "鄰接",
    "candidate": "候選",
}
ZH_CONF = {"high": "高", "medium-high": "中高", "medium": "中"}
ZH_RISK = {"high": "高", "medium": "中", "low": "低"}
ZH_KIND = {"release": "發布版本", "blog post": "部落格文章"}
ZH_NUM = ["一", "二", "三", "四", "五", "六", "七", "八", "九"]


def _zh_sec(d: F.Doc, num: str) -> str:
    return f"§{num} {F.SECTIONS_HANT[d.sections[num]]}"


def _zh_figs(m: F.Mention) -> str:
    return "；".join(ZH_FIG[f.metric].format(v=f.text) for f in m.figures) or "—"


def zh_living(d: F.Doc) -> str:
    L = [
        "# 多模態活文件",
        "",
        f"- 主題：{F.TOPIC}",
        f"- 版本：{zh_date(d.date)}",
        f"- 路徑：{F.living_path('md')}",
        "- 每晚接力依當日簡報更新。",
        "",
    ]
    by_sec = {}
    for m in d.mentions:
        by_sec.setdefault(m.section, []).append(m)
    for num in d.sections:
        L += [f"## {_zh_sec(d, num)}", ""]
        ms = by_sec.get(num, [])
        if not ms:
            L += ["（本節尚無條目。）", ""]
            continue
        L += ["| 名稱 | 編號 | 狀態 | 錨入日期 | 數據 | 來源 |", "|---|---|---|---|---|---|"]
        for m in ms:
            w = W(m)
            L.append(
                f"| {w.name} | {w.arxiv} | 已錨入 | {zh_date(m.anchored_on)} | {_zh_figs(m)} | {'、'.join(m.sources)} |"
            )
        L.append("")
        for m in ms:
            L.append(f"要點：{W(m).name}：{m.hant}。")
        L.append("")
    return "\n".join(L)


def zh_brief(d: F.Doc) -> str:
    new, carried, adj = groups(d)
    a, b = d.window
    start, end = date.fromisoformat(a[:10]), date.fromisoformat(b[:10])
    L = [
        f"# 多模態每日簡報（{zh_date(d.date)}）",
        "",
        f"- 撰寫：{d.instance}",
        f"- 主題：{F.TOPIC}",
        f"- 時間窗：{zh_date(start)} {a[11:]} 至 {zh_date(end)} {b[11:]}",
        f"- 基線活文件：{F.living_path('md')}（{zh_date(d.baseline)}版）",
        "- 涉及章節：" + "、".join(_zh_sec(d, k) for k in d.sections),
        "",
    ]
    n = iter(ZH_NUM)
    L += [f"## {next(n)}、統計", ""]
    c = d.counts
    parts = []
    if "increments" in c:
        parts.append(f"主增量 {c['increments']} 條")
    if "adjacent" in c:
        parts.append(f"鄰接 {c['adjacent']} 條")
    if "new-arxiv" in c:
        parts.append(f"新增 arXiv 編號 {c['new-arxiv']} 個")
    if "carried-over" in c:
        parts.append(f"沿用 {c['carried-over']} 條")
    L += ["本次：" + "，".join(parts) + "。", ""]
    L += [f"## {next(n)}、已檢查來源", ""]
    L += [f"{i}. {s}" for i, s in enumerate(d.sources, 1)]
    L += [
        "",
        f"## {next(n)}、本次新增",
        "",
        "| 名稱 | 編號 | 狀態 | 章節 | 數據 | 來源 | 可信度 |",
        "|---|---|---|---|---|---|---|",
    ]
    for m in new:
        w = W(m)
        ident = w.arxiv or f"—（{ZH_KIND[w.kind]}）"
        L.append(
            f"| {w.name} | {ident} | 新增 | {_zh_sec(d, m.section)} | {_zh_figs(m)} | "
            f"{'、'.join(m.sources)} | {ZH_CONF[m.confidence]} |"
        )
    L += ["", "要點："]
    for m in new:
        w = W(m)
        link = f"（連結：{w.url}）" if w.url else ""
        L.append(f"- {w.name}：{m.hant}。{link}")
    L.append("")
    if carried:
        L += [
            f"## {next(n)}、已錨入與沿用",
            "",
            "| 名稱 | 編號 | 狀態 | 章節 | 錨入日期 | 數據 | 來源 | 說明 |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for m in carried:
            w = W(m)
            when = zh_date(m.anchored_on) if m.anchored_on else "—"
            L.append(
                f"| {w.name} | {w.arxiv or '—'} | {ZH_STATUS[m.status]} | {_zh_sec(d, m.section)} | {when} | "
                f"{_zh_figs(m)} | — | {m.hant} |"
            )
        L.append("")
    if adj:
        L += [
            f"## {next(n)}、鄰接與候選",
            "",
            "| 名稱 | 編號 | 狀態 | 章節 | 數據 | 來源 | 說明 |",
            "|---|---|---|---|---|---|---|",
        ]
        for m in adj:
            w = W(m)
            L.append(f"| {w.name} | {w.arxiv} | {ZH_STATUS[m.status]} | — | — | — | {m.hant} |")
        L.append("")
    L += [f"## {next(n)}、本次新增 arXiv 編號", "", "、".join(d.new_ids), ""]
    L += [f"## {next(n)}、待核實清單", ""]
    for i, e in enumerate(d.entries, 1):
        items = "、".join(item_label(k).replace(" (", "（").replace(")", "）") for k in e.items)
        tail = "（已解決）" if e.resolved else ""
        L.append(f"{i}. 【待核實】{tail}風險：{ZH_RISK[e.risk]}｜相關：{items}｜{entry_zh(e)}。")
    L += ["", f"（{d.instance}，{zh_date(d.date)}）", ""]
    return "\n".join(L)


def zh_render(d: F.Doc) -> str:
    return zh_living(d) if d.kind == "living" else zh_brief(d)
