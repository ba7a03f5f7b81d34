"""Markdown with YAML front matter, a single big table (status column) and Pandoc definition lists."""

from __future__ import annotations

from ._common import TOPIC, en_entry, fig, living_path, ref, work

EXT = "md"
STATUS = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not yet anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}


def _cell(s: str) -> str:
    return s.replace("|", "\\|")


def _table(doc) -> list[str]:
    rows = [
        "| # | work | arXiv / URL | status | § | anchored on | figures | sources | confidence |",
        "|--:|---|---|:-:|---|---|---|---|---|",
    ]
    for i, m in enumerate(doc.mentions, 1):
        w = work(m)
        figs = "; ".join(f"{f.metric} {fig(f)}" for f in m.figures)
        srcs = "<br>".join(f"`{s}`" for s in m.sources)
        cells = [
            str(i),
            f"**{w.name}**",
            ref(w),
            STATUS[m.status],
            m.section or "",
            m.anchored_on.isoformat() if m.anchored_on else "",
            figs,
            srcs,
            m.confidence or "",
        ]
        rows.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return rows


def render(doc) -> str:
    fm = ["---", f"topic: {TOPIC}", f"kind: {doc.kind}", f"date: {doc.date.isoformat()}"]
    if doc.instance:
        fm.append(f"author: {doc.instance}")
    fm.append("---")
    out = ["\n".join(fm), f"# {TOPIC} · {doc.kind} · {doc.date.isoformat()}", "\n".join(_table(doc))]
    dl: list[str] = []
    if doc.kind == "brief":
        a, b = doc.window
        dl += [
            "Window",
            f": {a} → {b}",
            "",
            "Baseline",
            f": `{living_path(EXT)}` ({doc.baseline.isoformat()} version)",
            "",
        ]
        labels = {
            "increments": "Declared increments",
            "adjacent": "Declared adjacent",
            "new-arxiv": "Declared new arXiv ids",
        }
        for k, v in doc.counts.items():
            dl += [labels[k], f": {v}", ""]
    for num, name in doc.sections.items():
        dl += [f"§{num}", f": {name}", ""]
    for n, e in enumerate(doc.entries, 1):
        dl += [
            f"To verify {n} (risk: {e.risk})",
            f": {en_entry(e)}",
            f": concerns {', '.join(e.items)}; {'resolved' if e.resolved else 'open'}",
            "",
        ]
    if doc.sources:
        dl += ["Sources checked"] + [f": `{s}`" for s in doc.sources] + [""]
    out.append("\n".join(dl).rstrip())
    return "\n\n".join(out) + "\n"
