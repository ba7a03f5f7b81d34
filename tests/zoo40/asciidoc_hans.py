"""The brief as an AsciiDoc document, simplified Chinese, `.adoc`, written as Asciidoctor users
write one.

The document header: the `= ` title, then attribute entries (`:author:`, `:email:`,
`:revnumber:`, `:revdate:`, `:lang:`, `:toc:` with its Chinese `:toc-title:`, `:icons: font`,
the admonition and table captions in Chinese, a document attribute of the team's own that the
body refers to as `{topic}`). The body: a `[.lead]` paragraph, a `[horizontal]` description
list (`term:: definition`) of the brief's metadata, `==` sections with `[[id]]` anchors, tables
with a `[cols=...,options="header"]` block attribute line, a `.Title` and `|===` delimiters,
one cell per line, `a|` cells holding a list, ` +` hard line breaks; cross references
`<<id,text>>` inside the document and `<<file.adoc#id,text>>` into the living document;
`link:url[text]` macros; admonitions as `WARNING:`/`NOTE:` paragraphs and as `[WARNING]` blocks
delimited by `====` with a `.Title`; `. ` ordered lists; `'''` a thematic break.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "adoc"
LANG = "zh-hans"

LEVEL = W.LEVEL_HANS
STATUS = W.STATUS_HANS
LIVING_REF = f"../../{F.living_path(EXT)}"


def _anchor(num: str) -> str:
    return "s" + num.replace(".", "-")


def _label(m: Mention) -> str:
    w = F.work(m)
    return f"{w.name}（arXiv:{w.arxiv}）" if w.arxiv else f"{w.name}（{W.KIND_HANS[w.kind]}）"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"link:{W.url(m)}[arXiv:{w.arxiv}]" if w.arxiv else f"link:{W.url(m)}[{W.KIND_HANS[w.kind]}页面]"


def _section_ref(d: Doc, num: str) -> str:
    return f"<<{LIVING_REF}#{_anchor(num)},{W.section_hans(d, num)}>>"


def _figs(m: Mention) -> list[str]:
    return [W.fig_hans(f) for f in m.figures]


def _header(title: str, author: str, email: str | None, revdate: str) -> list[str]:
    L = [f"= {title}", f":author: {author}"]
    if email:
        L.append(f":email: {email}")
    L += [
        f":revnumber: {revdate.replace('-', '.')}",
        f":revdate: {revdate}",
        ":lang: zh-CN",
        ":toc: left",
        ":toc-title: 目录",
        ":toclevels: 3",
        ":icons: font",
        ":table-caption: 表",
        ":warning-caption: 警告",
        ":note-caption: 说明",
        f":topic: {F.TOPIC}",
        "",
    ]
    return L


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    L = _header(
        f"每日简报：{F.TOPIC}，{W.zh_date(d.date)}", d.instance, f"{d.instance}@sedlab.example.cn", W.iso(d.date)
    )
    L += [
        "[.lead]",
        f"泥沙组 {{topic}} 每日简报，由 {d.instance} 在 {F.HANDOVER} 交接。本期净新增见 <<new>>，疑点见 <<register>>。",
        "",
        "[horizontal]",
        f"主题:: {F.TOPIC}",
        f"实例:: {d.instance}",
        f"时间窗:: {d.window[0]} 至 {d.window[1]}",
        f"基线:: `{F.living_path(EXT)}`（{W.iso(d.baseline)} 版）",
        f"计数:: {W.counts_hans(d.counts)}",
        f"新arXiv编号:: {'、'.join(d.new_ids)}",
        "",
        "[[new]]",
        "== 净新增",
        "",
        ".净新增条目",
        '[cols="^1,3,3,6,4,^2,5",options="header"]',
        "|===",
        "|序号 |条目 |章节 |要点 |数字 |置信度 |来源",
        "",
    ]
    for k, m in enumerate(new, 1):
        L += [f"|{k}", f"|{F.work(m).name} +", _link(m), f"|{_section_ref(d, m.section)}", f"|{m.hans}"]
        figs = _figs(m) or ["—"]
        L += [("" if i else "|") + x + (" +" if i < len(figs) - 1 else "") for i, x in enumerate(figs)]
        L += [f"|{LEVEL[m.confidence]}", "a|"]
        L += [f"* `{s}`" for s in m.sources]
        L.append("")
    L += ["|===", "", "[[carried]]", "== 延续与锚定", ""]
    L += ['[cols="3,3,3,7",options="header"]', "|===", "|条目 |章节 |状态 |说明", ""]
    for m in old:
        note = m.hans + ("：" + "；".join(_figs(m)) if m.figures else "")
        L += [f"|{_label(m)}", f"|{_section_ref(d, m.section)}", f"|{W.carried_hans(m)}", f"|{note}", ""]
    L += ["|===", "", "[[side]]", "== 相邻", ""]
    for m in side:
        L += [f"{_label(m)}::", f"{STATUS[m.status]}。{m.hans}。{_link(m)}"]
    L += ["", "[[register]]", "== 待核实", ""]
    for e in d.entries:
        state = "已解决" if e.resolved else "未解决"
        if e.resolved:
            L += [f"NOTE: 风险{LEVEL[e.risk]}，{state}：{e.hans}。", ""]
        elif e.risk == "high":
            L += ["[WARNING]", f".风险{LEVEL[e.risk]}，{state}", "====", f"{e.hans}。", "====", ""]
        else:
            L += [f"WARNING: 风险{LEVEL[e.risk]}，{state}：{e.hans}。", ""]
    L += ["[[sources]]", "== 已读来源", ""]
    L += [f". `{s}`" + ("（空）" if s in d.empty_sources else "") for s in d.sources]
    L += ["", "'''", "", f"交接：{d.instance}，{F.HANDOVER}"]
    return "\n".join(L) + "\n"


PARTS = {"1": "第一部分 输沙过程", "2": "第二部分 观测与运行"}


def _living(d: Doc) -> str:
    L = _header(f"知识库：{F.TOPIC}", "泥沙组", None, W.iso(d.date))
    L += [
        f"本文档是 {{topic}} 的活文档，版本 {W.iso(d.date)}。每日简报以它为基线，条目经简报核实后在此锚定。",
        "",
    ]
    part = None
    for num in d.sections:
        if num.split(".")[0] != part:
            part = num.split(".")[0]
            L += [f"== {PARTS[part]}", ""]
        L += [f"[[{_anchor(num)}]]", f"=== {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["本节暂无锚定条目。", ""]
        for m in here:
            L.append(f"{_label(m)}::")
            L.append(f"{W.carried_hans(m)}。{m.hans}。")
            for x in _figs(m):
                L.append(f"数字：{x}。")
            L.append(f"链接：{_link(m)}。")
            L.append("卡片：" + "、".join(f"`{s}`" for s in m.sources) + "。")
            L.append("")
    return "\n".join(L).rstrip("\n") + "\n"


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
