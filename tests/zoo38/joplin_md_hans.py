"""Layout `joplin_md_hans`: each document as a Joplin note exported with "Markdown + Front Matter"
(simplified Chinese, `.md`).

Joplin's front matter exporter writes a YAML block between `---` lines: `title`, `updated` and
`created` as UTC times (`2026-06-10 02:20:00Z`), `author`, then `tags` as a YAML list; a blank
line; then the note's body, Markdown as Joplin keeps it: links to notes outside the export stay
Joplin's own `:/<32 hex digit id>` links, an attached image `![name](:/<id>)`, checklists as
`- [ ]` and `- [x]`. A brief's register is a checklist (ticked when resolved); the living
document is kept as a heading a section and a bullet list of its works.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta, timezone

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "zh-hans"
TEAM = timezone(timedelta(hours=8))  # the team's clock (the window is written in it)
S = W.STATUS_HANS


def note_id(name: str) -> str:
    """A Joplin item id: 32 lower-case hex digits (a UUID without dashes)."""
    return hashlib.md5(name.encode("utf-8")).hexdigest()


def _z(at: datetime) -> str:
    return at.astimezone(UTC).strftime("%Y-%m-%d %H:%M:%SZ")


def _end(d: Doc) -> datetime:
    if d.window:
        return datetime.strptime(d.window[1], "%Y-%m-%d %H:%M").replace(tzinfo=TEAM)
    return datetime(d.date.year, d.date.month, d.date.day, 21, 5, tzinfo=TEAM)


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return "、".join(f"`{p}`" for p in paths)


def _item(m: Mention, d: Doc, head: str) -> list[str]:
    w = F.work(m)
    L = [head, ""]
    if m.section:
        L.append(f"- 小节：{W.section_hans(d, m.section)}")
    L.append(f"- 要点：{m.hans}")
    if m.figures:
        L.append(f"- 数字：{'；'.join(W.fig_hans(f) for f in m.figures)}")
    if m.confidence:
        L.append(f"- 置信度：{W.LEVEL_HANS[m.confidence]}")
    if m.sources:
        L.append(f"- 来源：{_code(m.sources)}")
    if m.status == "new" or d.kind == "living":
        L.append(f"- 链接：<{W.url(m)}>")
    kind = f"arXiv:{w.arxiv}" if w.arxiv else W.KIND_HANS[w.kind]
    L[0] = head.replace("{label}", f"{w.name}（{kind}）")
    return L + [""]


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    living = note_id(F.LIVING_STEM)
    L = [
        f"# 每日简报：{F.TOPIC}，{W.zh_date(d.date)}",
        "",
        f"- 交接人：{d.instance}",
        f"- 时间窗：{d.window[0]} → {d.window[1]}",
        f"- 基线：`{F.living_path(EXT)}`（[活文档](:/{living})，版本 {W.iso(d.baseline)}）",
        f"- 计数：{W.counts_hans(d.counts)}",
        f"- 新 arXiv 编号：{'、'.join(d.new_ids)}",
        "",
        f"## {S['new']}",
        "",
    ]
    for k, m in enumerate(new, 1):
        L += _item(m, d, f"### {k}. {{label}}")
    L += [f"## {S['carried-over']}与锚定", ""]
    for m in old:
        L += _item(m, d, f"### {{label}}：{W.carried_hans(m)}")
    L += [f"## {S['adjacent']}", ""]
    for m in side:
        L += _item(m, d, f"### {{label}}：{S[m.status]}")
    L += ["## 待核实", ""]
    for e in d.entries:
        L.append(
            f"- [{'x' if e.resolved else ' '}] 风险{W.LEVEL_HANS[e.risk]}，{'已解决' if e.resolved else '未解决'}：{e.hans}"
        )
    L += ["", "## 已读来源", ""]
    L += [f"- `{s}`" + ("（空）" if s in d.empty_sources else "") for s in d.sources]
    L += ["", f"![交接截图](:/{note_id(d.stem + '/screenshot')})", "", f"{d.instance} 交接完毕，{F.HANDOVER}", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = [f"# {F.TOPIC} 活文档", "", f"版本 {W.iso(d.date)}", ""]
    for k in d.sections:
        L += [f"## {W.section_hans(d, k)}", ""]
        found = False
        for m in d.mentions:
            if m.section == k:
                L += _item(m, d, f"### {{label}}：{W.carried_hans(m)}")
                found = True
        if not found:
            L += ["（暂无条目）", ""]
    return L


def render(d: Doc) -> str:
    end = _end(d)
    if d.kind == "brief":
        title, author, tags = f"每日简报 {F.TOPIC} {W.iso(d.date)}", d.instance, [F.TOPIC, "每日简报"]
    else:
        title, author, tags = f"{F.TOPIC} 活文档", "editor", [F.TOPIC, "活文档"]
    head = ["---", f"title: {title}", f"updated: {_z(end)}", f"created: {_z(end - timedelta(minutes=23))}",
            f"author: {author}", "tags:"] + [f"  - {t}" for t in tags] + ["---", ""]  # fmt: skip
    body = _brief(d) if d.kind == "brief" else _living(d)
    return "\n".join(head + body).rstrip("\n") + "\n"
