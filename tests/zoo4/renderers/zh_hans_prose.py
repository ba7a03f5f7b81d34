"""简体中文散文式简报：每个部分写成段落而不是列表，条数常用汉字数字（三条、两件），日期写作
12月9日，数字单位写作“倍”“分”“毫秒”。"""

from __future__ import annotations

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "md"
LANG = "zh-hans"
ORDINAL = "一二三四五六七八九十"
KIND = {"paper": "论文", "release": "版本发布", "blog post": "博客文章"}


def _n(v: int) -> str:
    """两 for 2 before a measure word, the other numerals as they are"""
    return "两" if v == 2 else c.cn_number(v)


def _sec(d: Doc, number: str) -> str:
    return f"§{number} {facts.SECTIONS_HANS[d.sections[number]]}"


def _who(m: Mention) -> str:
    w = facts.work(m)
    return f"{w.name}（arXiv {w.arxiv}）" if w.arxiv else f"{w.name}（{KIND[w.kind]}，{w.url}）"


def _figs(m: Mention) -> str:
    return "，".join(f"{c.METRIC_HANS[f.metric]} {c.fig_zh(f)}" for f in m.figures)


def _increment(i: int, m: Mention, d: Doc) -> str:
    s = f"第{ORDINAL[i - 1]}条增量是 {_who(m)}，建议归入 {_sec(d, m.section)}。{m.hans}"
    s += f"，{_figs(m)}。" if m.figures else "。"
    s += f"来源为 {'、'.join(m.sources)}，可信度{c.CONF_HANS[m.confidence]}，属本次净增。"
    return s


def _carried(m: Mention, d: Doc) -> str:
    w = facts.work(m)
    figs = f"，{_figs(m)}" if m.figures else ""
    if m.status == "anchored":
        return f"{_who(m)}已于{c.cn_date(m.anchored_on)}锚入 {_sec(d, m.section)}（{m.hans}）。"
    if m.status == "not-anchored":
        return f"{w.name} 仍在 {_sec(d, m.section)} 之下尚未锚入，{m.hans}。"
    when = f"，{c.cn_date(m.anchored_on)}锚定" if m.anchored_on else ""
    return f"{_who(m)}沿用{when}，归 {_sec(d, m.section)}，{m.hans}{figs}。"


def _counts(d: Doc) -> str:
    n = d.counts
    s = f"本棒共有{_n(n['increments'])}条主增量"
    if "adjacent" in n:
        s += f"、{_n(n['adjacent'])}条邻接"
    s += f"，沿用{_n(n['carried-over'])}条"
    if "new-arxiv" in n:
        s += f"，涉及净增 arXiv 号{_n(n['new-arxiv'])}件"
    return s + "。"


def _brief(d: Doc) -> list[str]:
    P = [f"# {facts.TOPIC} 每日简报（{c.cn_date(d.date, year=True)}）"]
    P.append(f"本期由 {d.instance} 撰写，覆盖 {d.window[0]} 至 {d.window[1]} 的窗口，基线活文档为 "
             f"{facts.living_path(EXT)}（{c.cn_date(d.baseline)}版）。{_counts(d)}")  # fmt: skip
    P.append(f"本棒检查过的来源有 {'、'.join(d.sources[:-1])} 以及 {d.sources[-1]}。")
    P.append("".join(_increment(i, m, d) for i, m in enumerate(c.increments(d), 1)))
    P.append("沿用与已锚入的条目：" + "".join(_carried(m, d) for m in c.carried(d)))
    adj = c.adjacent(d)
    if adj:
        word = {"adjacent": "邻接预备", "candidate": "候选"}
        P.append("".join(f"另有{word[m.status]} {_who(m)}：{m.hans}，暂不列为主增量。" for m in adj))
    regs = []
    for e in d.entries:
        tail = "已解决" if e.resolved else "尚未解决"
        regs.append(f"{e.hans}（风险{c.RISK_HANS[e.risk]}，{tail}）。")
    P.append("值得警惕的待核实说法：" + "".join(regs))
    new = "、".join(d.new_ids)
    old = "；".join(_id_line(m) for m in facts.carried_ids(d))
    P.append(f"可引用 arXiv 号列表：本次净增 {new}；沿用 {old}。")
    P.append(f"（{d.instance}，{d.window[1]}）")
    return P


def _id_line(m: Mention) -> str:
    w = facts.work(m)
    if m.anchored_on:
        return f"{w.arxiv}（{c.cn_date(m.anchored_on)}已锚入 §{m.section}）"
    return f"{w.arxiv}（{'尚未锚入' if m.status == 'not-anchored' else '沿用'}，§{m.section}）"


def _living(d: Doc) -> list[str]:
    P = [f"# {facts.TOPIC} 活文档", f"本文档为 {facts.TOPIC} 主题的活文档，当前为{c.cn_date(d.date, year=True)}版。"]
    for number, name, ms in c.by_section(d):
        P.append(f"## §{number} {facts.SECTIONS_HANS[name]}")
        if not ms:
            P.append("本节暂无锚入条目。")
            continue
        P.append("".join(f"{_who(m)}于{c.cn_date(m.anchored_on, year=True)}锚入本节：{m.hans}，{_figs(m)}。"
                         f"论文卡片见 {m.sources[0]}。" for m in ms))  # fmt: skip
    return P


def render(d: Doc) -> str:
    return "\n\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
