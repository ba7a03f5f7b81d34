"""A Feishu (飞书) cloud document exported as Markdown (`.md`), simplified Chinese: the brief as a team
on the mainland writes it in Feishu Docs and downloads it. The export keeps the document's title as
the one `#` heading and its heading blocks as `##`/`###`; a highlight block (callout) becomes a
block quote whose first paragraph starts with the callout's emoji (`> 📌 …`, its child paragraphs
set apart by `>` lines); a grid of columns is flattened into its blocks one after another; an
@mention of a person is `@名字`; a to-do block is a task list item `- [x]`/`- [ ]`; a table and an
embedded Base (多维表格) view become GFM pipe tables; inline code stays in backticks, links are
`[text](url)`, a divider is `---` and an image `![](assets/token.png)`.

The brief: the header a callout (writer, window, counts) followed by the flattened two-column grid
(the writer, the baseline, the colleague it is handed to); the sources to-do items, ticked when
read; each 本次新增 item a `###` heading with its fields as a bullet list; a screenshot; the carried
items a pipe table (an embedded Base view); the adjacent items bullets; each register entry a
callout (⚠️ open, ✅ resolved); the carried arXiv ids bullets under the new ones; a divider and the
handover with an @mention. The living document is a Feishu document of the same wiki, a `##`
heading a section and a `###` heading an item."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"

S = W.STATUS_HANS
BOSS = "林晓彤"
PARTS = "一二三四五六七"
SHOT = "assets/Hq2mbT7xYcKpL0wNfRzc9aVdn4e.png"


def code(s: str) -> str:
    return f"`{s}`"


def link(m: Mention, text: str | None = None) -> str:
    return f"[{text or W.label_hans(m)}]({W.url(m)})"


def codes(ps: tuple[str, ...] | list[str]) -> str:
    return "、".join(code(s) for s in ps)


def callout(emoji: str, paras: list[str]) -> list[str]:
    """A highlight block: a block quote whose first paragraph starts with the emoji."""
    L = [f"> {emoji} {paras[0]}"]
    for p in paras[1:]:
        L += [">", f"> {p}"]
    return L + [""]


def row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def table(head: list[str], rows: list[list[str]]) -> list[str]:
    return [row(head), row(["---"] * len(head)), *[row(r) for r in rows], ""]


def header(d: Doc) -> list[str]:
    living = F.living_path(EXT)
    L = [f"# {F.TOPIC} 每日简报 · {W.zh_date(d.date)}", ""]
    L += callout("📌", [f"本文由 @{d.instance} 在 {d.window[1][11:]} 交班时整理，时间窗 {d.window[0]} → {d.window[1]}。",
                       f"增量：{W.counts_hans(d.counts)}"])  # fmt: skip
    # the grid's two columns, flattened
    return L + [f"**撰写**：{d.instance}", "", f"**基线活文档**：{code(living)}（{W.zh_date(d.baseline)}版）", "",
                f"**交接给**：@{BOSS}", ""]  # fmt: skip


def item(d: Doc, n: int, m: Mention) -> list[str]:
    L = [f"### {n}. {F.work(m).name}", "", f"- 链接：{link(m)}", f"- 建议归入：{W.section_hans(d, m.section)}",
         f"- 可信度：{W.CONFIDENCE_ZH[m.confidence]}", f"- 要点：{m.hans}。"]  # fmt: skip
    L += [f"- 数据：{W.fig_hans(f)}" for f in m.figures]
    return L + [f"- 来源：{codes(m.sources)}", ""]


def old_table(d: Doc, old: list[Mention]) -> list[str]:
    rows = []
    for m in old:
        said = "".join(f"另报 {W.fig_hans(f)}。" for f in m.figures)
        rows.append([F.work(m).name, link(m), W.section_hans(d, m.section), W.carried_zh(m, S), f"{m.hans}。{said}"])
    return table(["条目", "链接", "节", "状态", "说明"], rows)


def register(d: Doc) -> list[str]:
    L = []
    for n, e in enumerate(d.entries, 1):
        state = "已解决" if e.resolved else "未解决"
        L += callout("✅" if e.resolved else "⚠️", [f"**待核实 {n}**｜风险{W.RISK_ZH[e.risk]}｜{state}", f"{e.hans}。"])
    return L


def ids(d: Doc, old: list[Mention]) -> list[str]:
    L = [f"{S['new']}：{codes(d.new_ids)}", ""]
    keep = [f"- {code(str(F.work(m).arxiv))}：{W.carried_zh(m, S)}，{W.section_hans(d, m.section)}" for m in old
            if F.work(m).arxiv]  # fmt: skip
    return L + (keep + [""] if keep else [])


def brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = header(d) + [f"## {PARTS[0]}、检查过的来源", ""]
    L += [f"- [x] {code(s)}（空，今日无本主题内容）" if W.empty(d, s) else f"- [x] {code(s)}" for s in d.sources]
    L += ["", f"## {PARTS[1]}、{S['new']}", ""]
    for n, m in enumerate(new, 1):
        L += item(d, n, m)
    L += [f"![]({SHOT})", ""]
    L += [f"## {PARTS[2]}、{S['carried-over']}与{S['anchored']}", ""] + old_table(d, old)
    k = 3
    if side:
        L += [f"## {PARTS[3]}、{S['adjacent']}与候选", ""]
        L += [f"- **{F.work(m).name}**（{W.label_hans(m)}，{S[m.status]}）：{m.hans}。{link(m, '原文')}" for m in side]
        L.append("")
        k = 4
    L += [f"## {PARTS[k]}、待核实", ""] + register(d)
    L += [f"## {PARTS[k + 1]}、可引用 arXiv 号", ""] + ids(d, old)
    return L + ["---", "", f"交班：{d.instance} {d.window[1][11:]}，@{BOSS} 请查收。"]


def living(d: Doc) -> list[str]:
    L = [f"# {F.TOPIC} 活文档", ""]
    L += callout(
        "💡",
        [f"{W.zh_date(d.date)}版，路径 {code(F.living_path(EXT))}。夜间接力根据每日简报更新本文档，请勿手工编辑。"],
    )
    for num in d.sections:
        L += [f"## {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += [f"本节暂无{S['anchored']}条目。", ""]
        for m in here:
            L += [f"### {F.work(m).name}", "", f"- 链接：{link(m)}", f"- 状态：{W.carried_zh(m, S)}",
                  f"- 要点：{m.hans}。"]  # fmt: skip
            L += [f"- 数据：{W.fig_hans(f)}" for f in m.figures]
            L += [f"- 卡片：{codes(m.sources)}", ""]
    return L


def render(d: Doc) -> str:
    return "\n".join(brief(d) if d.kind == "brief" else living(d)).rstrip("\n") + "\n"
