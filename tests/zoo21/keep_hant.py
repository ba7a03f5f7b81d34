"""A Google Keep note as Google Takeout exports it (.html), traditional Chinese: a small HTML page
whose `<title>` is the note's title, Takeout's style sheet, then `<div class="note …">` holding
`<div class="heading">` (the note's last edit as the account's zh-TW locale writes it,
`2027年11月15日 下午8:15:00`), `<div class="title">`, `<div class="content">` and the labels as
`<div class="chips"><span class="chip label"><span class="label-name">…`. A Keep note is plain text:
no headings, no Markdown, line breaks written as `<br>`, text HTML-escaped; the writer marks the
brief's parts with 【】 and types ☐/☑ before the register's entries. A list note's content is
`<ul class="list">` of `<li class="listitem">` items (`<span class="bullet">&#9744;</span>`, or
`listitem checked` with `&#9745;`) each with its `<span class="text">`: the living document is kept
as one, a line per section and a ticked line per anchored item. Each file keeps the pipeline's path
rather than Takeout's `<title>.html`."""

from __future__ import annotations

from datetime import datetime, time
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "zh-hant"

STYLE = """body {
  background-color: #f1f3f4;
  font-family: 'Roboto', 'Noto Sans TC', sans-serif;
}
.note {
  background-color: #fff;
  border-radius: 8px;
  box-shadow: 0 1px 2px 0 rgba(60, 64, 67, 0.3);
  margin: 20px auto;
  max-width: 600px;
  padding: 16px;
  word-wrap: break-word;
}
.note .heading { color: #5f6368; font-size: 12px; }
.note .title { font-size: 22px; margin-top: 8px; }
.note .content { font-size: 14px; line-height: 1.5; margin-top: 12px; white-space: pre-wrap; }
.note .list { list-style: none; padding-left: 0; }
.note .listitem .bullet { padding-right: 8px; }
.note .listitem.checked .text { text-decoration: line-through; }
.chips { margin-top: 12px; }
.chip { border: 1px solid #dadce0; border-radius: 12px; display: inline-block; font-size: 11px;
  margin: 4px 4px 0 0; padding: 2px 8px; }"""
BOX = {False: "&#9744;", True: "&#9745;"}


def heading(t: datetime) -> str:
    """`2027年11月15日 下午8:15:00`: the note's last edit in the zh-TW medium date-time format."""
    half = "上午" if t.hour < 12 else "下午"
    return f"{W.zh_date(t.date())} {half}{t.hour % 12 or 12}:{t:%M:%S}"


def note_title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文件（{W.zh_date(d.date)}版）"
    return f"{F.TOPIC} · 每日簡報（{W.zh_date(d.date)}）"


def edited(d: Doc) -> datetime:
    if d.kind == "brief":
        hh, mm = map(int, d.window[1][11:].split(":"))
        return datetime.combine(d.date, time(hh, mm, 0))
    return datetime.combine(d.date, time(23, 40, 0))


def labels(d: Doc) -> list[str]:
    return [F.TOPIC, "每日簡報" if d.kind == "brief" else "活文件"]


def page(d: Doc, content: str, colour: str) -> str:
    chips = "".join(f'<span class="chip label"><span class="label-name">{escape(x)}</span></span>' for x in labels(d))
    return (
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        f"<title>{escape(note_title(d))}</title>\n"
        f'<style type="text/css">\n{STYLE}\n</style></head><body>'
        f'<div class="note {colour}"><div class="heading"><div class="meta-icons">\n</div>\n'
        f"{heading(edited(d))}</div>\n"
        f'<div class="title">{escape(note_title(d))}</div>\n\n'
        f'<div class="content">{content}</div>\n\n\n'
        f'<div class="chips">{chips}</div></div></body></html>\n'
    )


# --- the brief: a text note -----------------------------------------------------------------------


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"{n}. {F.work(m).name}（{_ref(m)}）"]
    L += [f"建議歸入 {W.section_hant(d, m.section)}，可信度{W.CONFIDENCE_ZH[m.confidence]}", f"{m.hant}。"]
    L += [W.fig_hant(f) for f in m.figures]
    return L + [f"讀自：{'、'.join(m.sources)}", W.url(m), ""]


def _carried(d: Doc, m: Mention) -> list[str]:
    s = f"{F.work(m).name}（{_ref(m)}）：{W.carried_hant(m)}，{W.section_hant(d, m.section)}。{m.hant}。"
    s += "".join(f"{W.fig_hant(f)}。" for f in m.figures)
    return [s, W.url(m)]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = [
        f"撰寫：{d.instance}",
        f"時間窗：{d.window[0]} → {d.window[1]}",
        f"基線活文件：{F.living_path(EXT)}（{W.zh_date(d.baseline)}版）",
        f"本棒申報：{W.counts_hant(d.counts)}",
        "",
        "【檢查過的來源】",
    ]
    L += [f"・{s}（空的，沒有相關內容）" if W.empty(d, s) else f"・{s}" for s in d.sources]
    L += ["", f"【{W.STATUS_HANT['new']}】"]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L.append(f"【{W.STATUS_HANT['carried-over']}與{W.STATUS_HANT['anchored']}】")
    for m in carried:
        L += _carried(d, m)
    if side:
        L += ["", f"【{W.STATUS_HANT['adjacent']}與{W.STATUS_HANT['candidate']}】"]
        for m in side:
            L += [f"{F.work(m).name}（{_ref(m)}）列為{W.STATUS_HANT[m.status]}：{m.hant}。", W.url(m)]
    L += ["", "【待核實】"]
    L += [f"{'☑' if e.resolved else '☐'} {W.RISK_HANT[e.risk]}｜{e.hant}" for e in d.entries]
    L += ["", "【可引用 arXiv 號】", f"{W.STATUS_HANT['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv} {W.carried_hant(m)} {W.section_hant(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["", f"—— {d.instance} {d.window[1][11:]} 交棒，今晚接力照這份更新活文件。"]
    return L


# --- the living document: a list note -------------------------------------------------------------


def _item(text: str, checked: bool) -> str:
    cls = "listitem checked" if checked else "listitem"
    return (
        f'<li class="{cls}"><span class="bullet">{BOX[checked]}</span>\n<span class="text">{escape(text)}</span>\n</li>'
    )


def list_items(d: Doc) -> list[tuple[str, bool]]:
    out = []
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        out.append((W.section_hant(d, num) + ("" if here else "（本節暫無條目）"), False))
        for m in here:
            text = f"{F.work(m).name}（{_ref(m)}）{W.dash_md(m.anchored_on)} {W.STATUS_HANT['anchored']}"
            text += (
                f"｜卡片 {'、'.join(m.sources)}｜{m.hant}｜{'，'.join(W.fig_hant(f) for f in m.figures)}｜{W.url(m)}"
            )
            out.append((text, True))
    return out


def render(d: Doc) -> str:
    if d.kind == "brief":
        return page(d, "<br>".join(escape(x) for x in _brief(d)), "DEFAULT")
    items = "".join(_item(t, c) for t, c in list_items(d))
    return page(d, f'<ul class="list">{items}</ul>', "GREEN")
