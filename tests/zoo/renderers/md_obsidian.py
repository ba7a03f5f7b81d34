"""Obsidian Markdown: YAML front matter, [[wikilinks]], #tags, Dataview fields, > [!warning] callouts."""

from __future__ import annotations

from ..facts import METRICS, Brief, Facts, Living
from ._common import conf_text, figs_text, filename, living_sections, parts, sec, unit_value, window_text

FIELD = {
    "new-arxiv": "net_new_arxiv",
    "adjacent": "adjacent",
    "new-items": "new_items",
    "increments": "increments",
    "carried-over": "carried_over",
}

NAME, LANG, EXT = "md_obsidian", "en", "md"

TAG = {
    "new": "#new",
    "not-anchored": "#not-anchored",
    "carried-over": "#carried-over",
    "adjacent": "#adjacent",
    "candidate": "#candidate",
    "mentioned": "#mentioned",
}


def link(w) -> str:
    return f"[[{w.id}|{w.name}]]" if w.id else f"[[{w.name}]] ([link]({w.url}))"


def src(path: str) -> str:
    return f"[[{path[:-3]}]]" if path.endswith(".md") else f"[[{path}]]"


def tags(w) -> str:
    if w.status == "anchored":
        return f"#anchored/{w.anchored_on.isoformat()}"
    return TAG[w.status]


def seclink(doc, number: str) -> str:
    return f"[[inference#{sec(doc, number, 'en')}|§{number}]]"


def item(w, doc) -> list[str]:
    out = [f"- {link(w)} {tags(w)} — {w.gist['en']}"]
    out.append(f"    - section:: {seclink(doc, w.section)} ({doc.section_name(w.section, 'en')})")
    for f in w.figures:
        out.append(f"    - {METRICS[f.metric]['en'].lower().replace(' ', '_')}:: {unit_value(f)}")
    out.append(f"    - confidence:: {conf_text(w, 'en')}")
    if w.sources:
        out.append("    - source:: " + ", ".join(src(s) for s in w.sources))
    return out


def front(fields: list[tuple[str, str]]) -> list[str]:
    return ["---", *[f"{k}: {v}" for k, v in fields], "---", ""]


def render_living(doc: Living) -> str:
    out = front(
        [
            ("title", f'"Living knowledge document: {doc.topic}"'),
            ("type", "living-document"),
            ("topic", doc.topic),
            ("version", doc.date.isoformat()),
            ("tags", "[knowledge, inference]"),
        ]
    )
    out += [f"# {doc.topic} knowledge", "", "> [!info] Living document, updated every night by the relay.", ""]
    for number, works in living_sections(doc):
        out += [f"## {sec(doc, number, 'en')}", ""]
        for w in works:
            line = f"- {link(w)} {tags(w)} — {w.gist['en']}"
            if w.figures:
                line += f" ({figs_text(w, 'en')})"
            out.append(line)
            out.append("    - source:: " + ", ".join(src(s) for s in w.sources))
        out.append("")
    return "\n".join(out)


def render_brief(b: Brief) -> str:
    p = parts(b)
    out = front(
        [
            ("title", f'"{b.topic} brief {b.date.isoformat()}"'),
            ("type", "daily-brief"),
            ("date", b.date.isoformat()),
            ("author", b.instance),
            ("topic", b.topic),
            ("window", f'"{window_text(b)}"'),
            ("baseline", f'"[[organized/knowledge/inference]] @ {b.baseline.isoformat()}"'),
            ("tags", f"[brief, {b.topic}]"),
        ]
    )
    out += [f"# Brief {b.date.isoformat()} · {b.topic}", ""]
    for c in b.counts:
        out.append(f"{FIELD[c.what]}:: {c.value}")
    out += ["", "## Read", ""]
    out += [f"- {src(s)}" for s in b.sources]
    heads = {"new": "## New today", "follow": "## Seen before", "adjacent": "## Adjacent"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", heads[part], ""]
            for w in p[part]:
                out += item(w, b)
    out += ["", "## Open questions", ""]
    for e in b.entries:
        kind = "success" if e.resolved else "warning"
        state = "resolved" if e.resolved else "to verify"
        out += [
            f"> [!{kind}] {state.capitalize()} · risk {e.risk}",
            f"> {e.text['en']}",
            "> Concerns: " + ", ".join(f"[[{r}]]" for r in e.items),
            "",
        ]
    out += ["## arXiv", ""]
    out.append("- NET-new: " + " ".join(f"[[{i}]]" for i in b.listed_new()))
    for w in b.listed_carried():
        out.append(f"- [[{w.id}]] {tags(w)} {seclink(b, w.section)}")
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    text = render_living(doc) if isinstance(doc, Living) else render_brief(doc)
    return filename(doc, EXT), text.encode("utf-8")
