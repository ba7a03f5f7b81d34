"""MyST Markdown (.md) as a Jupyter Book / Sphinx project keeps it, simplified Chinese: YAML front
matter, `(label)=` targets before headings, directives in backtick fences (```` ```{note} ````,
```` ```{admonition} 标题 ```` with `:class: warning`, ```` ```{list-table} ```` with
`:header-rows: 1`) and colon fences (`:::{seealso}`, the `colon_fence` extension), definition lists
(the `deflist` extension) for each new item's fields, roles such as {ref}`…` and {doc}`…`, backticked
paths and a fenced `text` block for the id list. The brief is a page of the relay's book; the living
document is the book's knowledge page, one `## §n.n` heading (with its `(sec-n-n)=` target) per
section."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 活文档"
    return f"{F.TOPIC} 每日简报（{W.zh_date(d.date)}）"


def front(d: Doc) -> list[str]:
    L = ["---", f"title: {title(d)}"]
    if d.kind == "brief":
        L += [f"author: {d.instance}", f"date: {W.iso(d.date)}", f"tags: [brief, {F.TOPIC}, {d.instance}]"]
    else:
        L += ["author: relay-bot", f"date: {W.iso(d.date)}", f"tags: [knowledge, {F.TOPIC}]"]
    return L + ["---", ""]


def _link(m: Mention) -> str:
    return f"[{W.label_hans(m)}]({W.url(m)})"


def _code(paths) -> str:
    return "、".join(f"`{s}`" for s in paths)


def _ref(d: Doc, num: str) -> str:
    return f"{W.section_hans(d, num)}（{{ref}}`sec-{num.replace('.', '-')}`）"


def _new(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"### {n}. {w.name}", "", "链接", f": {_link(m)}", "", "建议章节", f": {_ref(d, m.section)}", ""]
    L += ["信心", f": {W.CONFIDENCE_ZH[m.confidence]}", "", "要点", f": {m.hans}。", ""]
    if m.figures:
        L += ["数据"] + [f": {W.fig_hans(f)}" for f in m.figures] + [""]
    return L + ["阅读来源", f": {_code(m.sources)}", ""]


def _table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["```{list-table} 延续与已锚定条目", ":header-rows: 1", ":widths: 18 28 30 24", ""]
    L += ["* - 条目", "  - 链接", "  - 章节与状态", "  - 说明"]
    for m in carried:
        note = m.hans + "。" + "".join(f"报告值：{W.fig_hans(f)}。" for f in m.figures)
        L += [f"* - {F.work(m).name}", f"  - {_link(m)}", f"  - {W.section_hans(d, m.section)}，{W.carried_hans(m)}",
              f"  - {note}"]  # fmt: skip
    return L + ["```", ""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = front(d) + [f"(brief-{W.iso(d.date)})=", f"# {title(d)}", ""]
    L += [
        "```{note}",
        f"撰写：{d.instance}",
        "",
        f"时间窗：{d.window[0]} → {d.window[1]}",
        "",
        f"基线：{{doc}}`/{F.LIVING_STEM}`，即 `{F.living_path(EXT)}`（{W.zh_date(d.baseline)}版）",
        "",
        f"申报：{W.counts_hans(d.counts)}",
        "```",
        "",
        "## 已读来源",
        "",
    ]
    L += [f"- `{s}`（空，今天没有本主题内容）" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"(new-{W.iso(d.date)})=", f"## {W.STATUS_HANS['new']}", ""]
    for n, m in enumerate(new, 1):
        L += _new(d, n, m)
    L += ["## 延续与已锚定", ""] + _table(d, carried)
    if side:
        L += ["## 相邻与候选", "", ":::{seealso}"]
        L += [f"- **{F.work(m).name}**（{_link(m)}），{W.STATUS_HANS[m.status]}：{m.hans}。" for m in side]
        L += [":::", ""]
    L += ["## 待核实", ""]
    for e in d.entries:
        if e.resolved:
            L += [f"```{{admonition}} 已解决（{W.RISK_HANS[e.risk]}风险）", ":class: tip", "", f"{e.hans}。", "```", ""]
        else:
            L += [f"```{{admonition}} 待核实（{W.RISK_HANS[e.risk]}风险）", ":class: warning", "", f"{e.hans}。",
                  "```", ""]  # fmt: skip
    L += ["## 可引用的 arXiv 编号", "", "```text", f"{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L += [
        "```",
        "",
        ":::{tip}",
        f"交班时间 {d.window[1][11:]}，交班人 {d.instance}。本期新增条目见 {{ref}}`new-{W.iso(d.date)}`。",
        ":::",
        "",
    ]
    return L


def _living(d: Doc) -> list[str]:
    L = front(d) + [f"(kb-{F.TOPIC})=", f"# {title(d)}", ""]
    L += ["```{note}", f"由夜间接力根据每日简报维护，本页为 {W.zh_date(d.date)} 版（{F.TOPIC}）。", "```", ""]
    L += ["```{contents}", ":local:", ":depth: 1", "```", ""]
    for num in d.sections:
        L += [f"(sec-{num.replace('.', '-')})=", f"## {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["本节尚无已锚定条目。", ""]
        for m in here:
            L += [f"### {F.work(m).name}", "", "链接", f": {_link(m)}", "", "状态",
                  f": {W.zh_md(m.anchored_on)}{W.STATUS_HANS['anchored']}", "", "卡片", f": {_code(m.sources)}", ""]  # fmt: skip
            L += ["数据"] + [f": {W.fig_hans(f)}" for f in m.figures] + [""]
            L += [f"{m.hans}。", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
