"""A Joplin note as Joplin's "RAW - Joplin Export Directory" writes it (.md), simplified Chinese:
the note's title on the first line, a blank line, the Markdown body, a blank line, then the
item's properties one `key: value` a line in Joplin's own order (`id` a 32-digit hex, `parent_id`
its notebook, `created_time` and the other times as UTC ISO 8601 with milliseconds, `is_todo: 0`,
`source: joplin-desktop`, … `type_: 1` last). The body is the Markdown Joplin's editor writes: `## `
headings, GFM pipe tables (a `<br>` inside a cell), `- [ ]` and `- [x]` checkboxes, a fenced code
block, and a `[title](:/id)` link to another note (the brief links the living document's note).
The file keeps the pipeline's path rather than the export's `<id>.md`. Each new item is a table
row; statuses are said by the part a row sits in and in words (净增, 已锚定, 续用)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta, timezone

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"

CST = timezone(timedelta(hours=8))  # the writers keep China Standard Time
NOTEBOOK = uuid.uuid5(uuid.NAMESPACE_URL, "zoo20:joplin:notebook:protein-design").hex


def note_id(d: Doc) -> str:
    """A stable 32-digit hex id (Joplin's ids are UUID v4 hex without dashes)."""
    return uuid.uuid5(uuid.NAMESPACE_URL, f"zoo20:joplin:{d.stem}").hex


def joplin_time(t: datetime) -> str:
    """`2026-11-03T13:40:00.000Z`: Joplin serialises times in UTC with milliseconds."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond // 1000:03d}Z"


def _times(d: Doc) -> tuple[datetime, datetime]:
    if d.kind == "brief":
        hh, mm = map(int, d.window[1][11:].split(":"))
        made = datetime.combine(d.date, time(hh, mm), CST) - timedelta(minutes=25, seconds=13, milliseconds=482)
    else:
        made = datetime.combine(d.date, time(23, 5, 41, 207000), CST)
    return made, made + timedelta(minutes=24, seconds=50, milliseconds=91)


def metadata(d: Doc) -> list[str]:
    made, changed = _times(d)
    return [
        f"id: {note_id(d)}",
        f"parent_id: {NOTEBOOK}",
        f"created_time: {joplin_time(made)}",
        f"updated_time: {joplin_time(changed)}",
        "is_conflict: 0",
        "latitude: 0.00000000",
        "longitude: 0.00000000",
        "altitude: 0.0000",
        f"author: {d.instance or ''}",
        "source_url: ",
        "is_todo: 0",
        "todo_due: 0",
        "todo_completed: 0",
        "source: joplin-desktop",
        "source_application: net.cozic.joplin-desktop",
        "application_data: ",
        "order: 0",
        f"user_created_time: {joplin_time(made)}",
        f"user_updated_time: {joplin_time(changed)}",
        "encryption_cipher_text: ",
        "encryption_applied: 0",
        "markup_language: 1",
        "is_shared: 0",
        "share_id: ",
        "conflict_original_id: ",
        "master_key_id: ",
        "user_data: ",
        "deleted_time: 0",
        "type_: 1",
    ]


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[arXiv {w.arxiv}]({W.url(m)})" if w.arxiv else f"[{W.KIND_HANS[w.kind]}]({w.url})"


def _figs(m: Mention) -> str:
    return "；".join(W.fig_hans(f) for f in m.figures) or "—"


def _new_table(d: Doc, new: list[Mention]) -> list[str]:
    L = ["| # | 条目 | 链接 | 建议归入节 | 要点 | 关键数据 | 可信度 | 读自 |",
         "|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for n, m in enumerate(new, 1):
        read = "<br>".join(f"`{s}`" for s in m.sources)
        L.append(f"| {n} | **{F.work(m).name}** | {_link(m)} | {W.section_hans(d, m.section)} | {m.hans} | "
                 f"{_figs(m)} | {W.CONFIDENCE_ZH[m.confidence]} | {read} |")  # fmt: skip
    return L


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| 条目 | 链接 | 节 | 状态 | 说明 |", "|---|---|---|---|---|"]
    for m in carried:
        note = m.hans + "".join(f"（{W.fig_hans(f)}）" for f in m.figures)
        L.append(f"| {F.work(m).name} | {_link(m)} | {W.section_hans(d, m.section)} | {W.carried_hans(m)} | {note} |")
    return L


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    parts = iter(W.HANS_ORDINAL[n] for n in range(1, 8))
    title = f"{F.TOPIC} · 每日预消化简报（{W.zh_date(d.date)}）"
    L = [title, ""]
    L += [
        f"- **撰写实例**：{d.instance}",
        f"- **时间窗**：{d.window[0]} → {d.window[1]}",
        f"- **基线活文档**：[{F.living_path(EXT)}](:/{note_id(F.LIVING)})（{W.zh_date(d.baseline)}版）",
        f"- **申报条数**：{W.counts_hans(d.counts)}",
        "",
        f"## {next(parts)}、检查过的来源",
        "",
    ]
    L += [f"- `{s}`（空，无相关内容）" if W.empty(d, s) else f"- `{s}`" for s in d.sources]
    L += ["", f"## {next(parts)}、{W.STATUS_HANS['new']}", ""] + _new_table(d, new)
    L += ["", f"## {next(parts)}、续用与已锚定", ""] + _carried_table(d, carried)
    if side:
        L += ["", f"## {next(parts)}、邻接与候选", ""]
        L += [f"- {F.work(m).name}（{_link(m)}）—— {W.STATUS_HANS[m.status]}：{m.hans}" for m in side]
    L += ["", f"## {next(parts)}、矛盾与待核实", ""]
    L += [f"- [{'x' if e.resolved else ' '}] {W.RISK_HANS[e.risk]}：{e.hans}" for e in d.entries]
    L += ["", f"## {next(parts)}、可引用 arXiv 号", "", "```", f"{W.STATUS_HANS['new']}：{'、'.join(d.new_ids)}"]
    L += [f"{F.work(m).arxiv}  {W.carried_hans(m)}  {W.section_hans(d, m.section)}" for m in carried if F.work(m).arxiv]
    L += ["```", "", f"> {d.instance} 于 {d.window[1][11:]} 交棒，供今晚接力更新活文档。"]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"{F.TOPIC} 活文档", "", f"> 版本：{W.zh_date(d.date)}　维护：每晚接力"]
    for num in d.sections:
        L += ["", f"## {W.section_hans(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L.append("暂无条目。")
            continue
        L += ["| 条目 | 链接 | 锚定日期 | 论文卡片 | 要点 | 关键数据 |", "|---|---|---|---|---|---|"]
        for m in here:
            cards = "<br>".join(f"`{s}`" for s in m.sources)
            L.append(f"| {F.work(m).name} | {_link(m)} | {W.zh_md(m.anchored_on)} | {cards} | {m.hans} | {_figs(m)} |")
    return L


def render(d: Doc) -> str:
    body = _brief(d) if d.kind == "brief" else _living(d)
    return "\n".join(body + [""] + metadata(d))
