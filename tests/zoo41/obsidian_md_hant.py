"""The brief as a note in a team's Obsidian vault, traditional Chinese (`.md`).

Written from Obsidian's own documentation of its Markdown: YAML front matter (properties) with a
`tags:` list and `aliases:`, `[[wikilinks]]` to other notes of the vault, `[[note#heading|alias]]`
links to a heading, `[[note|alias]]` links with the file path shown, callouts (`> [!warning] 標題`
with `> ` body lines, `> [!note]-` folded), `==highlight==`, block ids (`^id`) at the end of a
paragraph, task lists, GFM tables (a `|` inside a wikilink in a table escaped as `\\|`), and the
Dataview plugin's inline fields (`欄位:: 值`) that teams use to query their notes.
"""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hant"


def _note(path: str) -> str:
    """A wikilink to a vault file, the file's path shown (`[[inbox/x/notes|inbox/x/notes.md]]`)."""
    return f"[[{path.removesuffix('.md')}|{path}]]"


def _section_link(d: Doc, k: str) -> str:
    label = W.section_hant(d, k)
    return f"[[{F.TOPIC}#{label}|{label}]]"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[arXiv:{w.arxiv}]({W.url(m)})" if w.arxiv else f"[{w.name}]({W.url(m)})"


def _kind(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_HANT[w.kind]


def _block_id(m: Mention) -> str:
    return "^" + F.work(m).name.lower().replace(" ", "-")


def _front(tags: list[str], aliases: list[str], props: list[tuple[str, str]]) -> list[str]:
    L = ["---", "tags:", *(f"  - {t}" for t in tags), "aliases:", *(f"  - {a}" for a in aliases)]
    return [*L, *(f"{k}: {v}" for k, v in props), "---", ""]


def _living(d: Doc) -> str:
    L = _front(["活文件", F.TOPIC], [f"{F.TOPIC} 活文件"], [("updated", W.iso(d.date)), ("cssclasses", "wide")])
    L += [f"# {F.TOPIC} 活文件", "", f"主題:: {F.TOPIC}", f"版本:: {W.zh_date(d.date)}", ""]
    L += ["> [!info] 說明", "> 每日簡報以本文件為基線；錨定的條目依章節排列。", ""]
    for k in d.sections:
        L += [f"## {W.section_hant(d, k)}", ""]
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            L += ["*（尚無條目）*", ""]
        for m in ms:
            L += [f"### {F.work(m).name}", ""]
            L += [f"- 連結:: {_link(m)}", f"- 狀態:: {W.carried_hant(m)}"]
            L += [f"- 數據:: =={W.fig_hant(f)}==" for f in m.figures]
            L += [f"- 卡片:: {_note(s)}" for s in m.sources]
            L += ["", f"{m.hant}。 {_block_id(m)}", ""]
    return "\n".join(L)


def _new(d: Doc, k: int, m: Mention, total: int) -> list[str]:
    w = F.work(m)
    L = [f"### {k}. {w.name}", ""]
    L += [f"- 狀態:: {W.STATUS_HANT['new']}（{k}/{total}）", f"- 章節:: {_section_link(d, m.section)}"]
    L += [f"- 類型:: {_kind(m)}", f"- 連結:: {_link(m)}", f"- 信心:: {W.LEVEL_HANT[m.confidence]}"]
    L += [f"- 數據:: =={W.fig_hant(f)}==" for f in m.figures]
    L += [f"- 來源:: {'、'.join(_note(s) for s in m.sources)}", ""]
    return L + [f"{m.hant}。 {_block_id(m)}", ""]


def _cell(s: str) -> str:
    return s.replace("|", "\\|")


def _brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    L = _front(
        ["每日簡報", F.TOPIC, f"instance/{d.instance}"],
        [f"每日簡報 {W.iso(d.date)}", f"{F.TOPIC} {W.iso(d.date)}"],
        [("created", d.window[1].replace(" ", "T")), ("instance", d.instance), ("topic", F.TOPIC)],
    )
    L += [f"# 每日簡報：{F.TOPIC}，{W.zh_date(d.date)}", ""]
    L += [f"實例:: {d.instance}", f"時間窗:: {d.window[0]} → {d.window[1]}"]
    L += [f"基線:: [[{F.TOPIC}|活文件]]（{W.zh_date(d.baseline)}版，`{F.living_path(EXT)}`）"]
    L += [f"計數:: {W.counts_hant(d.counts)}", f"新的 arXiv 編號:: {'、'.join(d.new_ids)}", ""]
    L += [f"## {W.STATUS_HANT['new']}（{len(new)}）", ""]
    for k, m in enumerate(new, 1):
        L += _new(d, k, m, len(new))
    L += [
        f"## 延續與已錨定（{len(old)}）",
        "",
        "| 條目 | 章節 | 狀態 | 數據 | 說明 |",
        "| --- | --- | --- | --- | --- |",
    ]
    for m in old:
        figs = "<br>".join(f"=={W.fig_hant(f)}==" for f in m.figures) or "—"
        L.append(f"| {F.work(m).name}（{_kind(m)}） | {_cell(_section_link(d, m.section))} | {W.carried_hant(m)} "
                 f"| {figs} | {m.hant} |")  # fmt: skip
    L += ["", f"## {W.STATUS_HANT['adjacent']}（{len(side)}）", ""]
    for m in side:
        L.append(f"- **{F.work(m).name}**（{W.STATUS_HANT[m.status]}，{_kind(m)}）：{m.hant}")
    L += ["", "## 待查核", ""]
    for e in d.entries:
        kind, state = ("success", "已解決") if e.resolved else ("warning", "未解決")
        L += [f"> [!{kind}] 風險{W.LEVEL_HANT[e.risk]}，{state}", f"> - [{'x' if e.resolved else ' '}] {e.hant}", ""]
    L += ["## 已讀來源", ""]
    L += [f"{k}. {_note(s)}" + ("（空的）" if s in d.empty_sources else "") for k, s in enumerate(d.sources, 1)]
    L += ["", "> [!note]- 交接", f"> 交接：{d.instance}，{F.HANDOVER}", f"> 下一份簡報以 [[{F.TOPIC}]] 為基線。", ""]
    return "\n".join(L)


def render(d: Doc) -> str:
    return _living(d) if d.kind == "living" else _brief(d)
