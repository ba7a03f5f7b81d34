"""A tracker sheet (traditional Chinese) saved as tab-separated values, one sheet per document:
metadata rows at the top (`標題`, `日期`, `執筆` …), then blocks of rows, each with its own header
row, separated by empty rows; every row padded to the sheet's width as a spreadsheet saves it,
dates as a zh-TW sheet shows them (`2027/8/11`, `8/10`), lists inside a cell split by `；`."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "tsv"
LANG = "zh-hant"

ITEM_HEAD = ["類型", "名稱", "arXiv／連結", "建議章節", "狀態", "錨入日", "可信度", "要點", "關鍵數字", "來源"]


def _cell(x: str) -> str:
    assert "\t" not in x and "\n" not in x and '"' not in x
    return x


def _sheet(blocks: list[list[list[str]]]) -> str:
    width = max(len(r) for b in blocks for r in b)
    rows: list[list[str]] = []
    for b in blocks:
        if rows:
            rows.append([])
        rows += b
    return "".join("\t".join(_cell(c) for c in r + [""] * (width - len(r))) + "\r\n" for r in rows)


def _day(stamp: str) -> str:
    """`2027-08-10 21:00` as the sheet shows it: `2027/8/10 21:00`."""
    return f"{W.sheet_date(date.fromisoformat(stamp[:10]))} {stamp[-5:]}"


def _item(d: Doc, kind: str, m: Mention) -> list[str]:
    return [
        kind,
        F.work(m).name,
        W.ident(m),
        W.section_hant(d, m.section) if m.section else "",
        W.STATUS_HANT[m.status],
        W.sheet_md(m.anchored_on) if m.anchored_on else "",
        W.CONFIDENCE_HANT.get(m.confidence or "", ""),
        m.hant,
        "；".join(W.fig_hant(f) for f in m.figures),
        "；".join(m.sources),
    ]


def _declared(c: dict[str, int]) -> list[list[str]]:
    names = {
        "increments": "淨增條數",
        "new-arxiv": "arXiv 新號件數",
        "adjacent": "鄰接條數",
        "carried-over": "續用條數",
    }
    return [[f"申報・{names[k]}", str(v)] for k, v in c.items()]


def _brief(d: Doc) -> list[list[list[str]]]:
    new, carried, side = F.groups(d)
    meta = [
        ["標題", f"{F.TOPIC} 每日簡報"],
        ["日期", W.sheet_date(d.date)],
        ["執筆", d.instance],
        ["時間窗", f"{_day(d.window[0])} → {_day(d.window[1])}"],
        ["基線活文件", F.living_path(EXT), f"{W.sheet_date(d.baseline)} 版"],
        *_declared(d.counts),
        ["本棒淨增 arXiv 號", "；".join(d.new_ids)],
    ]  # fmt: skip
    items = [ITEM_HEAD]
    items += [_item(d, "本棒淨增", m) for m in new]
    items += [_item(d, "續用／已錨定", m) for m in carried]
    items += [_item(d, "鄰接預備", m) for m in side]
    register = [["編號", "待核實／矛盾", "涉及條目", "風險", "處理狀態"]]
    register += [[f"核{i}", e.hant, "；".join(F.WORKS[k].name for k in e.items), W.RISK_HANT[e.risk],
                  "已解決" if e.resolved else "待核實"] for i, e in enumerate(d.entries, 1)]  # fmt: skip
    sources = [["檢查過的來源", "結果"]]
    sources += [[s, "空（無相關內容）" if W.empty(d, s) else "已讀"] for s in d.sources]
    return [meta, items, register, sources]


def _living(d: Doc) -> list[list[list[str]]]:
    meta = [["標題", f"{F.TOPIC} 活文件"], ["日期", W.sheet_date(d.date)], ["說明", "每晚由簡報接力更新"]]
    sections = [["章節", "名稱", "條目數"]]
    sections += [[f"§{k}", F.SECTIONS_HANT[v], str(sum(m.section == k for m in d.mentions))]
                 for k, v in d.sections.items()]  # fmt: skip
    items = [["章節", "名稱", "arXiv", "狀態", "錨入日", "要點", "關鍵數字", "論文卡"]]
    items += [[W.section_hant(d, m.section), F.work(m).name, W.ident(m), W.STATUS_HANT[m.status],
               W.sheet_md(m.anchored_on), m.hant, "；".join(W.fig_hant(f) for f in m.figures), "；".join(m.sources)]
              for m in d.mentions]  # fmt: skip
    return [meta, sections, items]


def render(d: Doc) -> str:
    return _sheet(_brief(d) if d.kind == "brief" else _living(d))
