"""A page of a Sphinx project (.rst), simplified Chinese, as a Sphinx author writes
reStructuredText: a `.. _label:` target above an over- and underlined title, a field list for the
page's header (`:撰写实例:`, `:时间窗:` …), a `.. contents::` directive, `=` underlined parts and
`-` underlined subsections (adornments as wide as the title's display width), field lists for an
item's fields, `` ``literal`` `` paths, anonymous hyperlinks `` `text <url>`__ ``, Sphinx's
`:doc:` and `:ref:` roles (the brief links the living document's page and its sections' labels),
a `.. list-table::`, `.. admonition::`, `.. note::` and `.. todo::` (sphinx.ext.todo) directives
and a `.. code-block:: text`. Inline markup next to Chinese characters is set off with an escaped
space (`\\ `), as the reStructuredText specification prescribes. Each new item is a subsection
(`增量 1：名称`); the to-verify register is one `todo` per open entry and an admonition per closed one."""

from __future__ import annotations

import unicodedata

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "rst"
LANG = "zh-hans"

LIVING_DOC = f"/{F.LIVING_STEM}"
CIRCLED = "①②③④⑤⑥⑦⑧⑨"


def width(text: str) -> int:
    """The display width docutils measures a title by (wide characters count twice)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def title(text: str, char: str, over: bool = False) -> list[str]:
    rule = char * width(text)
    return ([rule] if over else []) + [text, rule, ""]


def label(num: str) -> str:
    """The Sphinx label of a living-document section: `battery-materials-s1-2`."""
    return f"{F.TOPIC}-{W.anchor(num)}"


def brief_label(d: Doc) -> str:
    return f"{F.TOPIC}-brief-{W.iso(d.date)}"


def link(m: Mention) -> str:
    w = F.work(m)
    text = f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANS[w.kind]
    return f"`{text} <{W.url(m)}>`__"


def _lit(paths: tuple[str, ...] | list[str]) -> str:
    return "\\ 、\\ ".join(f"``{s}``" for s in paths)


def _section_ref(d: Doc, num: str) -> str:
    return f":ref:`{W.section_hans(d, num)} <{label(num)}>`"


def _figures(m: Mention) -> list[str]:
    return [f"* {W.fig_hans(f)}" for f in m.figures]


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    L = title(f"增量 {n}：{F.work(m).name}", "-")
    L += [
        f":链接: {link(m)}",
        f":建议归入节: {_section_ref(d, m.section)}",
        f":可信度: {W.CONFIDENCE_ZH[m.confidence]}",
        f":读自: {_lit(m.sources)}",
        "",
        f"{m.hans}。",
        "",
    ]
    return L + (_figures(m) + [""] if m.figures else [])


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = [f".. list-table:: {W.STATUS_HANS['carried-over']}与{W.STATUS_HANS['anchored']}条目", "   :header-rows: 1",
         "   :widths: 16 24 22 22 30", ""]  # fmt: skip
    rows = [("条目", "链接", "节", "状态", "说明")]
    for m in carried:
        note = m.hans + "".join(f"（{W.fig_hans(f)}）" for f in m.figures)
        rows.append((F.work(m).name, link(m), W.section_hans(d, m.section), W.carried_hans(m), note))
    for row in rows:
        L += [f"   * - {row[0]}"] + [f"     - {c}" for c in row[1:]]
    return L + [""]


def _entry(n: int, e) -> list[str]:
    if e.resolved:
        return [f".. admonition:: 已结案 {CIRCLED[n - 1]}（{W.RISK_HANS[e.risk]}）", "", f"   {e.hans}。", ""]
    return [".. todo::", "", f"   **待核实 {CIRCLED[n - 1]}**\\ （{W.RISK_HANS[e.risk]}）{e.hans}。", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    parts = iter(W.HANS_ORDINAL[n] for n in range(1, 8))
    L = [f".. _{brief_label(d)}:", ""]
    L += title(f"{F.TOPIC} · 每日预消化简报（{W.zh_date(d.date)}）", "=", over=True)
    L += [
        f":撰写实例: {d.instance}",
        f":时间窗: {d.window[0]} → {d.window[1]}",
        f":基线活文档: :doc:`{LIVING_DOC}`\\ （``{F.living_path(EXT)}``\\ ，{W.zh_date(d.baseline)}版）",
        f":申报条数: {W.counts_hans(d.counts)}",
        "",
        ".. contents:: 本页目录",
        "   :local:",
        "   :depth: 1",
        "",
    ]
    L += title(f"{next(parts)}、本棒检查过的来源", "=")
    L += [f"* ``{s}``\\ （空，无相关内容）" if W.empty(d, s) else f"* ``{s}``" for s in d.sources] + [""]
    L += title(f"{next(parts)}、{W.STATUS_HANS['new']}", "=")
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += title(f"{next(parts)}、{W.STATUS_HANS['carried-over']}与{W.STATUS_HANS['anchored']}", "=")
    L += _carried_table(d, carried)
    if side:
        L += title(f"{next(parts)}、{W.STATUS_HANS['adjacent']}与{W.STATUS_HANS['candidate']}", "=")
        L += [f".. admonition:: {W.STATUS_HANS['adjacent']}", ""]
        L += [f"   * {F.work(m).name}（{W.STATUS_HANS[m.status]}）：{m.hans}。见 {link(m)}" for m in side] + [""]
    L += title(f"{next(parts)}、值得警惕的矛盾或待核实说法", "=")
    for n, e in enumerate(d.entries, 1):
        L += _entry(n, e)
    L += title(f"{next(parts)}、可引用 arXiv 号列表", "=")
    L += [".. code-block:: text", "", f"   {W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"]
    L += [
        f"   {F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried if F.work(m).arxiv
    ]
    L += ["", ".. note::", "", f"   {d.instance} 于 {d.window[1][11:]} 交棒，供今晚接力更新活文档。"]
    return L


def _living(d: Doc) -> list[str]:
    L = [f".. _{F.TOPIC}-living:", ""]
    L += title(f"{F.TOPIC} 活文档", "=", over=True)
    L += [f":版本: {W.zh_date(d.date)}", ":维护: 每晚接力根据当天简报更新", ""]
    for num in d.sections:
        L += [f".. _{label(num)}:", ""] + title(W.section_hans(d, num), "=")
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [".. note::", "", "   本节暂无条目。", ""]
        for m in here:
            L += title(F.work(m).name, "-")
            L += [f":链接: {link(m)}", f":锚入日期: {W.zh_date(m.anchored_on)}",
                  f":论文卡片: {_lit(m.sources)}", "", f"{m.hans}。", ""]  # fmt: skip
            L += _figures(m) + [""]
    return L[:-1]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
