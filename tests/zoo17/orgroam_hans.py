"""An org-roam note (.org), simplified Chinese: a file-level property drawer with the node's :ID:,
`#+title:`/`#+filetags:`/`#+date:` keywords, items as TODO/DONE headings with their own property
drawers, `[[id:…][…]]` roam links, org tables and checkboxes for the register."""

from __future__ import annotations

from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "org"
LANG = "zh-hans"


def _drawer(props: list[tuple[str, str]]) -> list[str]:
    width = max(len(k) for k, _ in props) + 3
    return [":PROPERTIES:"] + [f":{k}:".ljust(width) + v for k, v in props] + [":END:"]


def _link(m: Mention, text: str | None = None) -> str:
    w = F.work(m)
    return f"[[{W.url(m)}][{text or (f'arXiv:{w.arxiv}' if w.arxiv else '发布页' if w.kind == 'release' else '原文')}]]"


def _roam(m: Mention) -> str:
    return f"[[id:{W.node_id(m.work)}][{F.work(m).name}]]"


def _head(d: Doc, title: str, tags: str) -> list[str]:
    return [
        *_drawer([("ID", W.node_id(d.stem))]),
        f"#+title: {title}",
        f"#+filetags: {tags}",
        f"#+date: {W.org_ts(d.date)}",
    ]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    title = f"{w.name}（{w.arxiv}）" if w.arxiv else w.name
    props = [("ID", W.node_id(m.work))]
    props.append(("ARXIV", w.arxiv) if w.arxiv else ("URL", str(w.url)))
    props += [("SECTION", W.section_hans(d, m.section)), ("STATUS", W.STATUS_HANS["new"])]
    props.append(("CONFIDENCE", W.CONFIDENCE_ZH[m.confidence]))
    L = [f"** TODO 增量 {n}：{title}", *_drawer(props), "#+begin_quote", m.hans, "#+end_quote", ""]
    L += [f"- 数据：{W.fig_hans(f)}" for f in m.figures]
    L += [f"- 链接：{_link(m)}", f"- 建议归入节：{W.section_hans(d, m.section)}", "- 来源："]
    L += [f"  - ={s}=" for s in m.sources]
    return L + [""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    ts = [f"[{x[:10]} {date.fromisoformat(x[:10]):%a} {x[11:]}]" for x in d.window]
    L = _head(d, f"{F.TOPIC} 每日简报 {W.zh_date(d.date)}", ":brief:")
    L += [f"#+author: {d.instance}", ""]
    L += ["* 概要", f"- 主题 :: {F.TOPIC}", f"- 执笔 :: {d.instance}", f"- 时间窗 :: {ts[0]}--{ts[1]}"]
    L.append(f"- 基线活文档 :: [[id:{W.node_id(F.LIVING_STEM)}][{F.living_path(EXT)}]]（{W.zh_date(d.baseline)}版）")
    L += [f"- 申报 :: {W.counts_hans(d.counts)}", ""]
    L.append("* 本棒检查过的来源")
    for s in d.sources:
        L.append(f"- ={s}= （空：无相关笔记）" if W.empty(d, s) else f"- ={s}=")
    L += ["", "* 本棒增量"]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["* 沿用与已锚入", "| 条目 | arXiv | 章节 | 状态 | 备注 |", "|---+---+---+---+---|"]
    for m in carried:
        w = F.work(m)
        note = "；".join([m.hans] + [W.fig_hans(f) for f in m.figures])
        row = [_roam(m), w.arxiv or _link(m), W.section_hans(d, m.section), W.carried_hans(m), note]
        L.append("| " + " | ".join(row) + " |")
    L.append("")
    if side:
        L.append("* 邻接预备")
        for m in side:
            w = F.work(m)
            L.append(f"- {_link(m, w.name)}（{w.arxiv}） :: {W.STATUS_HANS[m.status]}：{m.hans}")
        L.append("")
    L.append("* 待核实登记")
    for e in d.entries:
        box = "[X]" if e.resolved else "[ ]"
        state = "，已解决" if e.resolved else "，待核实"
        L.append(f"- {box} *{e.hans_text}* — 风险 {W.RISK_HANS[e.risk]}{state}：{e.hans}")
    L += ["", "* 可引用 arXiv 号", f"- 本棒净增 :: {'、'.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        L.append(f"- {F.work(m).arxiv} :: {W.carried_hans(m)}，{W.section_hans(d, m.section)}")
    L += ["", f"-- {d.instance}，{W.zh_date(d.date)} {d.window[1][11:]}"]
    return L


def _living(d: Doc) -> list[str]:
    L = _head(d, f"{F.TOPIC} 活文档", ":knowledge:")
    L += ["", f"版本：{W.zh_date(d.date)}（夜间接力更新）。主题：{F.TOPIC}。", ""]
    for num in d.sections:
        L += [f"* {W.section_hans(d, num)}", *_drawer([("CUSTOM_ID", f"sec-{num.replace('.', '-')}")])]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["（暂无条目）", ""]
        for m in here:
            w = F.work(m)
            props = [("ID", W.node_id(m.work)), ("ARXIV", w.arxiv or ""), ("SECTION", f"§{num}")]
            props += [("STATUS", W.STATUS_HANS[m.status]), ("ANCHORED", W.org_ts(m.anchored_on))]
            L += [f"** DONE {w.name}（{w.arxiv}）", *_drawer(props)]
            L += [f"{W.zh_md(m.anchored_on)}已锚入。{m.hans}。", ""]
            L += [f"- 数据：{W.fig_hans(f)}" for f in m.figures]
            L += [f"- 卡片：={s}=" for s in m.sources] + [f"- 链接：{_link(m)}", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
