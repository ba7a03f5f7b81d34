"""An AsciiDoc file (`.adoc`, Asciidoctor syntax), simplified Chinese: the brief as a writer keeps it
in a docs repository that Asciidoctor renders. The document header (`= title`, an author line, a
revision line `v1.0, 2031-11-20: remark`, then `:attribute:` entries), a `toc::[]` macro, the
header facts as a horizontal description list, `==` sections; each 本次新增 item a `===` section
holding a description list of its fields (`链接:: URL[label]`); the carried items a table
(`[cols="…",options="header"]` between `|===` lines, one cell a line); the adjacent items a
description list whose terms are the works; the register as admonitions (an open entry a
`[WARNING]` block with a `.title` and `====` delimiters, a resolved one a `NOTE:` paragraph); the
arXiv ids a `[source,text]` listing with callouts `<1>` explained by a callout list under it; paths
in backticks (monospace), the living document an `xref:` to its `.adoc` file. The living document
is an AsciiDoc file of the same kind, one `==` section per section of it."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "adoc"
LANG = "zh-hans"

S = W.STATUS_HANS
CIRCLED = "①②③④⑤"
PARTS = "一二三四五六"
COLS = '[cols="2,3,2,2,4",options="header"]'


def mono(path: str) -> str:
    return f"`{path}`"


def link(m: Mention) -> str:
    """A URL macro with its text: `https://arxiv.org/abs/3111.46783[arXiv 3111.46783]`."""
    return f"{W.url(m)}[{W.label_hans(m)}]"


def title(d: Doc) -> str:
    if d.kind == "brief":
        return f"= {F.TOPIC} 每日简报：{W.zh_date(d.date)}"
    return f"= {F.TOPIC} 活文档"


def header(d: Doc) -> list[str]:
    living = F.living_path(EXT)
    if d.kind == "brief":
        L = [title(d), f"{d.instance} <{d.instance}@relay.example.cn>",
             f"v1.0, {W.iso(d.date)}: 交班 {F.HANDOVER}"]  # fmt: skip
    else:
        L = [title(d), "Relay Bot <relay@relay.example.cn>", f"v{d.date:%Y.%m.%d}, {W.iso(d.date)}: 夜间接力版"]
    L += [f":description: {F.TOPIC} 主题的预消化简报" if d.kind == "brief" else f":description: {F.TOPIC} 主题的活文档",
          ":lang: zh-CN", ":toc: macro", ":toc-title: 目录", ":icons: font", ":experimental:",
          f":topic: {F.TOPIC}", ""]  # fmt: skip
    if d.kind == "brief":
        L += ["toc::[]", "", "[horizontal]", f"撰写:: {d.instance}", f"时间窗:: {d.window[0]} → {d.window[1]}",
              f"基线活文档:: xref:{living}[{mono(living)}]（{W.zh_date(d.baseline)}版）",
              f"增量条数:: {W.counts_hans(d.counts)}", ""]  # fmt: skip
    else:
        L += [f"{W.zh_date(d.date)}版，路径 {mono(living)}。夜间接力根据每日简报更新本文件。", "", "toc::[]", ""]
    return L


def fields(d: Doc, m: Mention) -> list[str]:
    L = [f"链接:: {link(m)}"]
    if m.section and d.kind == "brief":
        L.append(f"建议归入:: {W.section_hans(d, m.section)}")
    if m.confidence:
        L.append(f"可信度:: {W.CONFIDENCE_ZH[m.confidence]}")
    L.append(f"要点:: {m.hans}。")
    L += [f"数据:: {W.fig_hans(f)}" for f in m.figures]
    if m.sources:
        L.append(("来源:: " if d.kind == "brief" else "卡片:: ") + "、".join(mono(s) for s in m.sources))
    return L


def table(d: Doc, carried: list[Mention]) -> list[str]:
    L = [COLS, "|===", "|条目 |链接 |节 |状态 |说明", ""]
    for m in carried:
        said = "".join(f"报告值：{W.fig_hans(f)}。" for f in m.figures)
        L += [f"|{F.work(m).name}", f"|{W.url(m)}", f"|{W.section_hans(d, m.section)}",
              f"|{W.carried_zh(m, S)}", f"|{m.hans}。{said}", ""]  # fmt: skip
    return L[:-1] + ["|==="]


def register(d: Doc) -> list[str]:
    L = []
    for n, e in enumerate(d.entries, 1):
        if e.resolved:
            L += [f"NOTE: 待核实 {n} · 风险{W.RISK_ZH[e.risk]} · 已解决：{e.hans}。", ""]
        else:
            L += ["[WARNING]", f".待核实 {n} · 风险{W.RISK_ZH[e.risk]} · 未解决", "====", f"{e.hans}。", "====", ""]
    return L


def ids(d: Doc, carried: list[Mention]) -> list[str]:
    keep = [m for m in carried if F.work(m).arxiv]
    L = [f"{S['new']}：{'、'.join(d.new_ids)}", ""]
    if keep:
        L += ["[source,text]", "----"]
        L += [f"{F.work(m).arxiv} <{n}>" for n, m in enumerate(keep, 1)]
        L += ["----"]
        L += [f"<{n}> {W.carried_zh(m, S)} · {W.section_hans(d, m.section)}" for n, m in enumerate(keep, 1)]
        L.append("")
    return L


def brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = header(d)
    L += [f"== {PARTS[0]}、检查过的来源", ""]
    L += [f"* {mono(s)}（空，今日无本主题内容）" if W.empty(d, s) else f"* {mono(s)}" for s in d.sources]
    L += ["", f"== {PARTS[1]}、{S['new']}", ""]
    for n, m in enumerate(new):
        L += [f"=== {CIRCLED[n]} {F.work(m).name}", ""] + fields(d, m) + [""]
    L += [f"== {PARTS[2]}、{S['carried-over']}与{S['anchored']}", ""] + table(d, carried) + [""]
    k = 3
    if side:
        L += [f"== {PARTS[3]}、{S['adjacent']}与候选", ""]
        for m in side:
            L += [f"{F.work(m).name}（{W.label_hans(m)}）::", f"{S[m.status]}。{W.url(m)} {m.hans}。"]
        L.append("")
        k = 4
    L += [f"== {PARTS[k]}、待核实", ""] + register(d)
    L += [f"== {PARTS[k + 1]}、可引用 arXiv 号", ""] + ids(d, carried)
    L += ["'''", "", f"交班：{d.instance} {d.window[1][11:]}。明早接力见 xref:{F.living_path(EXT)}[活文档]。"]
    return L


def living(d: Doc) -> list[str]:
    L = header(d)
    for num in d.sections:
        L += [f"== {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [f"本节尚无{S['anchored']}条目。", ""]
        for m in here:
            L += [f"=== {F.work(m).name}", "", f"状态:: {W.carried_zh(m, S)}"] + fields(d, m) + [""]
    L += ["'''", "", "NOTE: 本文件由夜间接力生成，请勿手工编辑。"]
    return L


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d)).rstrip("\n") + "\n"
