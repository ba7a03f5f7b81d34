"""A Redmine wiki page in Textile markup (`.textile`), simplified Chinese: the brief as its writer
keeps it in the project's wiki. Block signatures each opening a block after a blank line (`h1.`,
`h2.`, `h3.` headings, `bq.` a block quote, `p(note).` a paragraph with the class `note`), lists
as runs of `* ` (bullets) or `# ` (numbers) lines, tables as runs of `|`-delimited rows whose
header cells start with `_.`; inline `*bold*`, `@code@` and links `"text":url`, each set off by
spaces from the Chinese around it (so that Textile sees their edges); Redmine's own `{{>toc}}`
macro and a `[[wiki link]]`.

The brief: the header facts a two-column table of `_.` labels, the declared counts a table whose
header row names them, the sources a bulleted list of `@paths@`; the 本次新增 items rows of a
table (name, link, section, confidence, figures, sources), their points a numbered list under it;
the carried items a bulleted list with `·` between fields; the adjacent items a list;
an open register entry a `bq.` block, a resolved one a `p(note).` paragraph; the carried arXiv ids
a table; the handover a `p(note).`. The living document is a page of the same wiki, a `h2.` a
section, a `h3.` an item with its fields as a list."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "textile"
LANG = "zh-hans"

S = W.STATUS_HANS
PARTS = "一二三四五六七"
LIVING_PAGE = "Battery_degradation_modeling_活文档"


def code(s: str) -> str:
    return f"@{s}@"


def link(m: Mention, text: str | None = None) -> str:
    """`"arXiv 3212.56792":https://arxiv.org/abs/3212.56792`: the caller keeps a space after it."""
    return f'"{text or W.label_hans(m)}":{W.url(m)}'


def row(cells: list[str], head: bool = False) -> str:
    mark = "_. " if head else " "
    return "|" + "|".join(f"{mark}{c} " for c in cells) + "|"


def when(d) -> str:
    return f"{W.iso(d)} "


def carried(m: Mention) -> str:
    """`2032-12-10 已锚定`, `沿用（2032-12-12 已锚定）`."""
    return W.carried_zh(m, S, when)


def codes(ps: tuple[str, ...] | list[str]) -> str:
    return " 、 ".join(code(s) for s in ps)


def pair(label: str, value: str) -> str:
    """A row of the header table: the label a header cell, the value an ordinary one."""
    return f"|_. {label} | {value} |"


def header(d: Doc) -> list[str]:
    living = F.living_path(EXT)
    cols = W.count_columns_hans(d.counts)
    return ["{{>toc}}", "", f"h1. {F.TOPIC} 每日简报 {W.iso(d.date)}", "", pair("撰写", d.instance),
            pair("时间窗", f"{d.window[0]} → {d.window[1]}"),
            pair("基线活文档", f"{code(living)} （{W.iso(d.baseline)} 版）"), "", "声明的条数：", "",
            row([c for c, _ in cols], head=True), row([str(v) for _, v in cols]), ""]  # fmt: skip


def new_table(d: Doc, new: list[Mention]) -> list[str]:
    L = [row(["#", "条目", "链接", "建议归入", "可信度", "数据", "来源"], head=True)]
    for n, m in enumerate(new, 1):
        figs = "，".join(W.fig_hans(f) for f in m.figures) or "（无）"
        L.append(row([str(n), f"*{F.work(m).name}*", link(m), W.section_hans(d, m.section),
                      W.CONFIDENCE_ZH[m.confidence], figs, codes(m.sources)]))  # fmt: skip
    L += ["", "要点：", ""]
    return L + [f"# {F.work(m).name}：{m.hans}。" for m in new] + [""]


def old_list(d: Doc, old: list[Mention]) -> list[str]:
    L = []
    for m in old:
        said = "".join(f"另报 {W.fig_hans(f)}。" for f in m.figures)
        L.append(f"* *{F.work(m).name}* · {link(m)} · {W.section_hans(d, m.section)} · {carried(m)} · {m.hans}。{said}")
    return L + [""]


def register(d: Doc) -> list[str]:
    L = []
    for n, e in enumerate(d.entries, 1):
        if e.resolved:
            L += [f"p(note). 待核实 {n} · 风险{W.RISK_ZH[e.risk]} · 已解决：{e.hans}。", ""]
        else:
            L += [f"bq. *待核实 {n}* 风险{W.RISK_ZH[e.risk]} · 未解决：{e.hans}。", ""]
    return L


def ids(d: Doc, old: list[Mention]) -> list[str]:
    L = [f"{S['new']}： {', '.join(code(i) for i in d.new_ids)}", ""]
    keep = [m for m in old if F.work(m).arxiv]
    if keep:
        L.append(row(["arXiv 号", "状态", "节"], head=True))
        L += [row([code(str(F.work(m).arxiv)), carried(m).strip(), W.section_hans(d, m.section)]) for m in keep]
        L.append("")
    return L


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = header(d)
    L += [f"h2. {PARTS[0]}、检查过的来源", ""]
    L += [f"* {code(s)} （空，今日无本主题内容）" if W.empty(d, s) else f"* {code(s)}" for s in d.sources]
    L += ["", f"h2. {PARTS[1]}、{S['new']}", ""] + new_table(d, new)
    L += [f"h2. {PARTS[2]}、{S['carried-over']}与{S['anchored']}", ""] + old_list(d, old)
    k = 3
    if side:
        L += [f"h2. {PARTS[3]}、{S['adjacent']}与候选", ""]
        L += [f"* {F.work(m).name} · {link(m)} · {S[m.status]}：{m.hans}。" for m in side] + [""]
        k = 4
    L += [f"h2. {PARTS[k]}、待核实", ""] + register(d)
    L += [f"h2. {PARTS[k + 1]}、可引用 arXiv 号", ""] + ids(d, old)
    L += [f"p(note). 交班：{d.instance} {d.window[1][11:]}。明早接力请看 [[{LIVING_PAGE}|活文档]] 。"]
    return L


def living(d: Doc) -> list[str]:
    L = ["{{>toc}}", "", f"h1. {F.TOPIC} 活文档", "",
         f"p(note). {W.iso(d.date)} 版，路径 {code(F.living_path(EXT))} 。夜间接力根据每日简报更新本页，请勿手工编辑。",
         ""]  # fmt: skip
    for num in d.sections:
        L += [f"h2. {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [f"本节尚无{S['anchored']}条目。", ""]
        for m in here:
            L += [f"h3. {F.work(m).name}", "", f"* 链接： {link(m)}", f"* 状态：{carried(m).strip()}",
                  f"* 要点：{m.hans}。"]  # fmt: skip
            L += [f"* 数据：{W.fig_hans(f)}" for f in m.figures]
            L += [f"* 卡片： {codes(m.sources)}", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d)).rstrip("\n") + "\n"
