"""A Zim Desktop Wiki page (.txt), simplified Chinese, as Zim stores a page in a notebook: the
three header lines (`Content-Type: text/x-zim-wiki`, `Wiki-Format: zim 0.6`, an ISO
`Creation-Date:`), a level-1 title (six `=`) followed by the default template's localised
"Created" line (`创建日期 星期四 09 四月 2026`), `@tags`, `=====` / `====` headings, `* ` bullets,
`[ ]` / `[*]` checkboxes for the register, `**bold**` labels, `''verbatim''` paths, `[[url|text]]`
and `[[:page|text]]` links, bare URLs in table cells (Zim auto-links them), pipe tables with an
alignment row, a `'''` verbatim block for the id list, a `-----` line and an `//italic//` closing
line. Items are level-3 headings with a bullet list and a metric table."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "zh-hans"

CST = timezone(timedelta(hours=8))
WEEKDAYS = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
MONTHS = ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"]
LIVING_PAGE = ":" + F.LIVING_STEM.replace("/", ":")


def created_line(d: date) -> str:
    """The default page template's second line, strftime("%A %d %B %Y") in a zh_CN locale."""
    return f"创建日期 {WEEKDAYS[d.weekday()]} {d.day:02d} {MONTHS[d.month - 1]} {d.year}"


def _header(title: str, d: date, at: time) -> list[str]:
    stamp = datetime.combine(d, at, CST).isoformat()
    return ["Content-Type: text/x-zim-wiki", "Wiki-Format: zim 0.6", f"Creation-Date: {stamp}", "",
            f"====== {title} ======", created_line(d), ""]  # fmt: skip


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[[{W.url(m)}|arXiv {w.arxiv}]]" if w.arxiv else f"[[{w.url}|{W.KIND_HANS[w.kind]}]]"


def _verb(paths: tuple[str, ...] | list[str]) -> str:
    return "、".join(f"''{s}''" for s in paths)


def _table(head: list[str], align: list[str], rows: list[list[str]]) -> list[str]:
    L = ["|" + "|".join(head) + "|", "|" + "|".join(align) + "|"]
    return L + ["|" + "|".join(r) + "|" for r in rows] + [""]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"==== 增量{W.HANS_ORDINAL[n]}：{w.name} ====", ""]
    L += [f"* **状态：**{W.STATUS_HANS['new']}", f"* **建议归入：**{W.section_hans(d, m.section)}",
          f"* **可信度：**{W.CONFIDENCE_ZH[m.confidence]}", f"* **链接：**{_link(m)}",
          f"* **来源：**{_verb(m.sources)}", ""]  # fmt: skip
    L += [f"要点：{m.hans}。", ""]
    if m.figures:
        L += _table(["指标", "数值"], [":--", "--:"], [[F.METRIC_HANS[f.metric], W.value_hans(f)] for f in m.figures])
    return L


def _carried_row(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    note = "；".join([m.hans] + [W.fig_hans(f) for f in m.figures])
    return [w.name, W.url(m), W.section_hans(d, m.section), W.carried_hans(m), note]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _header(f"{F.TOPIC} 每日简报（{W.zh_date(d.date)}）", d.date, time(21, 30))
    L += [f"@简报 @{d.instance}", ""]
    L += [f"**主题：**{F.TOPIC}", f"**执笔：**{d.instance}", f"**时间窗：**{d.window[0]} → {d.window[1]}",
          f"**基线活文档：**''{F.living_path(EXT)}''（{W.zh_date(d.baseline)}版，见 [[{LIVING_PAGE}|活文档]]）",
          f"**申报：**{W.counts_hans(d.counts)}", ""]  # fmt: skip
    L += ["===== 一、检查过的来源 =====", ""]
    for s in d.sources:
        L.append(f"* ''{s}'' —— 空，无相关内容" if W.empty(d, s) else f"* ''{s}''")
    L += ["", "===== 二、净增条目 =====", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["===== 三、沿用与已锚入 =====", ""]
    L += _table(["条目", "链接", "章节", "状态", "备注"], ["----"] * 5, [_carried_row(d, m) for m in carried])
    num = 4
    if side:
        L += [f"===== {W.HANS_ORDINAL[num]}、邻接与候选 =====", ""]
        L += [f"* **{F.work(m).name}**（{_link(m)}）{W.STATUS_HANS[m.status]}：{m.hans}" for m in side] + [""]
        num += 1
    L += [f"===== {W.HANS_ORDINAL[num]}、矛盾与待核实 =====", ""]
    for e in d.entries:
        box, word = ("[*]", "已解决") if e.resolved else ("[ ]", "待核实")
        L.append(f"{box} **{word}**（{W.RISK_HANS[e.risk]}）：{e.hans}")
    L += ["", f"===== {W.HANS_ORDINAL[num + 1]}、可引用 arXiv 号 =====", "", "'''", f"净增：{'、'.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        L.append(f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}")
    L += ["'''", "", "-----", f"//{d.instance} 交接，{W.zh_date(d.date)} {d.window[1][11:]}。//", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _header(f"{F.TOPIC} 活文档", d.date, time(23, 40))
    L += ["@活文档", "", f"{W.zh_date(d.date)}版。每节一个标题，已锚入的条目列在节下，附论文卡片。", ""]
    for num in d.sections:
        L += [f"===== {W.section_hans(d, num)} =====", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["//暂无条目。//", ""]
        for m in here:
            L += [f"==== {F.work(m).name} ====", ""]
            L += [f"* **状态：**{W.carried_hans(m)}", f"* **链接：**{_link(m)}", f"* **要点：**{m.hans}"]
            L += [f"* **{F.METRIC_HANS[f.metric]}：**{W.value_hans(f)}" for f in m.figures]
            L += [f"* **论文卡片：**{_verb(m.sources)}", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
