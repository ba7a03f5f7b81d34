"""A Docusaurus docs page (.mdx), simplified Chinese, as a Docusaurus site's author writes it:
YAML front matter (`id`, `title`, `sidebar_label`, `sidebar_position`, `description`, `tags`,
`last_update` with `date` and `author`), the `import` lines of the theme components the page uses
right after it (`@theme/Tabs`, `@theme/TabItem`), then MDX: `## ` headings (the living document's
with explicit ids, `## §1.2 泥沙输运 {#s1-2}`), admonitions with a title in brackets
(`:::info[…]`, `:::warning[…]`, `:::tip[…]` … `:::`, blank lines around their content), the NET-new
items as `<Tabs>` with one `<TabItem value label>` each (Markdown inside, blank lines around it),
GFM tables, `<details><summary>` folding the adjacent items, links to the living document's file
(`../../organized/knowledge/coastal-erosion.mdx#s1-2`, which Docusaurus resolves) and a fenced code
block with the citable ids. The living document is a Docusaurus page too."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "mdx"
LANG = "zh-hans"

LIVING_LINK = f"../../{F.living_path(EXT)}"


def title(d: Doc) -> str:
    if d.kind == "living":
        return f"{F.TOPIC} 知识活文档"
    return f"{F.TOPIC} 每日简报（{W.zh_date(d.date)}）"


def front_matter(d: Doc) -> list[str]:
    L = ["---", f"id: {d.stem.rsplit('/', 1)[1]}", f"title: {title(d)}"]
    if d.kind == "brief":
        L += [
            f"sidebar_label: {W.zh_md(d.date)}简报",
            f"sidebar_position: {d.date.day}",
            f"description: {d.instance} 为 {F.TOPIC} 整理的过去 24 小时增量",
            f"tags: [{F.TOPIC}, 每日简报, {d.instance}]",
            "last_update:",
            f"  date: {W.iso(d.date)}",
            f"  author: {d.instance}",
        ]
    else:
        L += [
            "sidebar_label: 活文档",
            "sidebar_position: 0",
            f"description: {F.TOPIC} 的锚定条目，由夜间接力维护",
            f"tags: [{F.TOPIC}, 活文档]",
            "last_update:",
            f"  date: {W.iso(d.date)}",
            "  author: 夜间接力",
        ]
    return L + ["---", ""]


def _link(m: Mention) -> str:
    w = F.work(m)
    text = f"arXiv {w.arxiv}" if w.arxiv else W.KIND_HANS[w.kind]
    return f"[{text}]({W.url(m)})"


def _section(d: Doc, num: str) -> str:
    return f"[{W.section_hans(d, num)}]({LIVING_LINK}#{W.anchor(num)})"


def _code(paths) -> str:
    return "、".join(f"`{s}`" for s in paths)


def _figures(m: Mention) -> list[str]:
    L = ["| 指标 | 数值 |", "| --- | --- |"]
    return L + [f"| {F.METRIC_HANS[f.metric]} | {W.value_hans(f)} |" for f in m.figures] + [""]


def _tab(d: Doc, n: int, m: Mention) -> list[str]:
    w = F.work(m)
    value = w.arxiv.replace(".", "-") if w.arxiv else W.slug(w.name.lower()).replace(" ", "-")
    L = [f'  <TabItem value="{value}" label="{n}. {w.name}"{" default" if n == 1 else ""}>', ""]
    L += [
        f"**{w.name}** · {_link(m)} · 建议归入 {_section(d, m.section)} · 置信度：{W.CONFIDENCE_ZH[m.confidence]}",
        "",
    ]
    L += [f"{m.hans}。", ""]
    if m.figures:
        L += [W.fig_hans(f) + "  " for f in m.figures[:-1]] + [W.fig_hans(m.figures[-1]), ""]
    L += [f"来源：{_code(m.sources)}", "", "  </TabItem>"]
    return L


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| 条目 | 链接 | 章节 | 状态 | 备注 |", "| --- | --- | --- | --- | --- |"]
    for m in carried:
        note = "；".join([m.hans] + [W.fig_hans(f) for f in m.figures])
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_hans(d, m.section)} | {W.carried_hans(m)} | {note} |")
    return L + [""]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    st = W.STATUS_HANS
    L = front_matter(d)
    L += ["import Tabs from '@theme/Tabs';", "import TabItem from '@theme/TabItem';", ""]
    L += [
        ":::info[简报信息]",
        "",
        f"- 撰写实例：{d.instance}",
        f"- 时间窗：{d.window[0]} → {d.window[1]}",
        f"- 基线活文档：[`{F.living_path(EXT)}`]({LIVING_LINK})（{W.zh_date(d.baseline)}版）",
        f"- 本棒申报：{W.counts_hans(d.counts)}",
        "",
        ":::",
        "",
        "## 已读来源",
        "",
    ]
    L += [f"- `{s}`（空：今日无相关内容）" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"## {st['new']}", "", "<Tabs>"]
    for n, m in enumerate(new, 1):
        L += _tab(d, n, m)
    L += ["</Tabs>", "", f"## {st['carried-over']}与{st['anchored']}", ""] + _carried_table(d, carried)
    if side:
        L += [f"## {st['adjacent']}与{st['candidate']}", "", "<details>",
              f"<summary>展开 {len(side)} 项{st['adjacent']}或{st['candidate']}条目</summary>", ""]  # fmt: skip
        L += [f"- **{F.work(m).name}**（{_link(m)}）· {st[m.status]}：{m.hans}。" for m in side]
        L += ["", "</details>", ""]
    L += ["## 待核实", ""]
    for e in d.entries:
        kind, head = ("tip", "已解决") if e.resolved else ("warning", "待核实")
        L += [f":::{kind}[{head} · {W.RISK_HANS[e.risk]}]", "", f"{e.hans}。", "", ":::", ""]
    L += ["## 可引用 arXiv 编号", "", "```text", f"{st['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried
          if F.work(m).arxiv]  # fmt: skip
    L += ["```", "", f"—— {d.instance} 于 {d.window[1][11:]} 交棒"]
    return L


def _living(d: Doc) -> list[str]:
    L = front_matter(d)
    L += [f"本文档由夜间接力根据每日简报维护，当前为 {W.zh_date(d.date)} 版。"]
    for num in d.sections:
        L += ["", f"## {W.section_hans(d, num)} {{#{W.anchor(num)}}}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("本节暂无锚定条目。")
        for m in here:
            L += [f"### {F.work(m).name}", ""]
            L += [f"{_link(m)} · {W.zh_md(m.anchored_on)}{W.STATUS_HANS['anchored']} · 论文卡片 {_code(m.sources)}", ""]
            L += [f"{m.hans}。", ""] + _figures(m)
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)).rstrip("\n") + "\n"
