"""Traditional-Chinese plain text typed in full-width mode: formal part numbers (壹、貳、…), items
as （一）（二）… headings with 全形 indented `標籤：值` fields, full-width digits, points and
percent signs in counts, figures, section numbers and times (１．３５ 倍, §１．２, ２１：００), dates in
Chinese numerals without the year (十二月三日, 十一月三十日錨入); arXiv ids and paths stay ASCII."""

from __future__ import annotations

from datetime import date

from .. import facts
from ._common import baseline, num

EXT = "txt"
LANG = "zh"

FULL = str.maketrans("0123456789.%:", "０１２３４５６７８９．％：")
DIGITS = "〇一二三四五六七八九"
PARTS = "壹貳參肆伍陸"
ITEMS = "一二三四五六七八"
METRIC = {"speedup vs AdamW": "相對 AdamW 加速", "MMLU gain": "MMLU 提升", "step time reduction": "單步時間縮短",
          "MFU": "MFU", "activation memory reduction": "激活記憶體減少", "throughput vs BF16": "相對 BF16 吞吐",
          "data efficiency": "資料效率", "token drop rate": "token 丟棄率"}  # fmt: skip
UNIT = {"×": " 倍", "%": "％", "points": " 分"}
CONF = {"high": "高", "medium-high": "中高", "medium": "中"}
RISK = {"high": "高風險", "medium": "中風險", "low": "低風險"}
IND = "\u3000\u3000"  # two ideographic spaces


def fw(s: str) -> str:
    return s.translate(FULL)


def cn(n: int) -> str:
    """1..31 in Chinese numerals: 三, 十一, 二十八, 三十."""
    tens, ones = divmod(n, 10)
    return (("" if tens < 2 else DIGITS[tens]) + "十" if tens else "") + (DIGITS[ones] if ones else "")


def cn_date(d: date, year: bool = False) -> str:
    y = "".join(DIGITS[int(c)] for c in str(d.year)) + "年" if year else ""
    return f"{y}{cn(d.month)}月{cn(d.day)}日"


def sec(doc: facts.Doc, number: str) -> str:
    return f"§{fw(number)} {facts.SECTIONS_ZH[doc.sections[number]]}"


def figure(f: facts.Figure) -> str:
    return f"{METRIC[f.metric]} {fw(num(f.value))}{UNIT[f.unit]}"


def ident(w: facts.Work) -> str:
    return f"{w.name}（arXiv {w.arxiv}）" if w.arxiv else f"{w.name}（{w.url}）"


def status(m: facts.Mention) -> str:
    if m.status == "anchored":
        return f"已錨入（{cn_date(m.anchored_on)}錨入）"
    if m.status == "carried-over":
        return "沿用" + (f"（{cn_date(m.anchored_on)}錨入）" if m.anchored_on else "")
    return {"new": "淨增", "not-anchored": "尚未錨入", "adjacent": "鄰接", "candidate": "候選"}[m.status]


def item(doc: facts.Doc, n: int, m: facts.Mention) -> list[str]:
    L = [f"（{ITEMS[n]}）{ident(facts.work(m))}", f"{IND}狀態：{status(m)}"]
    if m.section:
        L.append(f"{IND}{'建議歸入' if m.status == 'new' else '所在節'}：{sec(doc, m.section)}")
    if m.confidence:
        L.append(f"{IND}可信度：{CONF[m.confidence]}")
    L.append(f"{IND}要點：{m.point_zh}" + "".join(f"；{figure(f)}" for f in m.figures))
    if m.sources:
        L.append(f"{IND}來源：" + "、".join(m.sources))
    return L


def brief(doc: facts.Doc) -> list[str]:
    L = [f"訓練（{facts.TOPIC}）主題・每日簡報", f"日期：{cn_date(doc.date, year=True)}", f"執筆：{doc.instance}"]
    start, end = (s.split(" ") for s in doc.window)
    win = [f"{cn_date(date.fromisoformat(d))} {fw(t)}" for d, t in (start, end)]
    L += [f"時間窗：{win[0]} 至 {win[1]}", f"基線活文件：{baseline(EXT)}（{cn_date(doc.baseline)}版）", ""]
    labels = {"increments": ("主增量", "條"), "adjacent": ("鄰接", "條"), "new-arxiv": ("淨增 arXiv 號", "件"),
              "carried-over": ("沿用", "件")}  # fmt: skip
    part = iter(PARTS)
    L += [f"{next(part)}、申報數量"] + [
        f"\u3000{labels[k][0]}：{fw(str(v))} {labels[k][1]}" for k, v in doc.counts.items()
    ]
    groups = [("本輪增量", ("new",)), ("已錨入與沿用", tuple(facts.CARRIED)), ("鄰接與候選", tuple(facts.ADJACENT))]
    for title, statuses in groups:
        if ms := [m for m in doc.mentions if m.status in statuses]:
            L += ["", f"{next(part)}、{title}"]
            for n, m in enumerate(ms):
                L += item(doc, n, m)
    L += ["", f"{next(part)}、待核實與矛盾"]
    for i, e in enumerate(doc.entries, 1):
        works = "、".join(facts.WORKS[k].name for k in e.items)
        L.append(
            f"\u3000{fw(str(i))}．【{RISK[e.risk]}】{e.zh}（涉及：{works}；{'已解決' if e.resolved else '未解決'}）"
        )
    L += ["", f"{next(part)}、本輪檢查過的來源"] + [f"\u3000・{s}" for s in doc.sources]
    return L + [""]


def living(doc: facts.Doc) -> list[str]:
    L = [f"訓練（{facts.TOPIC}）活文件", f"版本：{cn_date(doc.date, year=True)}", ""]
    for number, name in doc.sections.items():
        L.append(f"§{fw(number)} {facts.SECTIONS_ZH[name]}")
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            figs = "；".join(figure(f) for f in m.figures)
            L.append(f"\u3000・{ident(facts.work(m))}：{cn_date(m.anchored_on)}錨入。{m.point_zh}；{figs}。")
            L.append(f"{IND}卡片：" + "、".join(m.sources))
        L += ([] if ms else ["\u3000（尚無錨入條目）"]) + [""]
    return L


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
