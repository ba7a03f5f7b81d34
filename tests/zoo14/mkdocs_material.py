"""A page of an MkDocs Material site, as its users write one: YAML front matter (title, date,
authors, tags), Python-Markdown with Material's extensions: `!!! type "Title"` admonitions and
collapsible `??? note` blocks with 4-space-indented bodies, content tabs (`=== "Tab"`), attribute
lists (`{ #id .class }`), abbreviations (`*[ABBR]: ...`) and pipe tables. The brief links the
living document relative to its own folder (`../../organized/knowledge/...`), as MkDocs wants."""

from __future__ import annotations

import re

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"

ADMONITION = {"high": "danger", "medium": "warning", "low": "note"}
ABBR = [
    ("NET-new", "first reported in this brief; not in the living document before it"),
    ("relay", "the nightly update of the living document from the day's briefs"),
]


def _indent(lines: list[str]) -> list[str]:
    return [("    " + x) if x else "" for x in lines]


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"[{w.arxiv}]({W.url(m)})" if w.arxiv else f"[{w.kind}]({W.url(m)})"


def _code(paths: list[str] | tuple[str, ...], d: Doc, sep: str = "<br>") -> str:
    return sep.join(f"`{s}`" + (" (listed, but empty)" if s in d.empty_sources else "") for s in paths)


def _front(title: str, d: Doc, authors: list[str], tags: list[str]) -> list[str]:
    L = ["---", f'title: "{title}"', f"date: {d.date.isoformat()}", "authors:"] + [f"  - {a}" for a in authors]
    return L + ["tags:"] + [f"  - {t}" for t in tags] + ["---", ""]


def _item(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    L = [f"### {w.name} {{ #{_slug(w.name)} .net-new }}", ""]
    button = f"arXiv {w.arxiv}" if w.arxiv else {"release": "Release page", "blog post": "Read the post"}[w.kind]
    L += [f"[{button}]({W.url(m)}){{ .md-button }}", "", "| Field | Value |", "|---|---|"]
    L += [f"| Status | {W.STATUS_EN['new']} |", f"| Section | {W.section_en(d, m.section)} |"]
    L.append(f"| Key point | {m.point} |")
    if m.figures:
        L.append(f"| Figures | {'<br>'.join(W.fig_en(f) for f in m.figures)} |")
    L += [f"| Confidence | {W.CONFIDENCE_EN[m.confidence]} |", f"| Sources | {_code(m.sources, d)} |", ""]
    return L


def _carried_tab(d: Doc, carried: list[Mention]) -> list[str]:
    L = ["| Item | Link | Status | Section | Note |", "|---|---|---|---|---|"]
    for m in carried:
        note = m.point + "".join(f"; {W.fig_en(f)}" for f in m.figures)
        status = W.carried_en(m, lambda x: x.isoformat())
        L.append(f"| {F.work(m).name} | {_link(m)} | {status} | {W.section_en(d, m.section)} | {note} |")
    return L


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _front(f"{F.TOPIC} brief, {d.date.isoformat()}", d, [d.instance], [F.TOPIC, "daily brief"])
    L += [f"# {F.TOPIC} · daily brief", ""]
    base = F.living_path(EXT)
    L += [f"**Window:** {d.window[0]} → {d.window[1]}  ", f"**Author:** {d.instance}  "]
    L += [f"**Baseline:** [{base}](../../{base}) (version of {d.baseline.isoformat()})", ""]
    L += ['!!! info "Declared counts"', ""] + _indent([W.counts_en(d.counts)]) + [""]
    L += [f'??? note "Sources checked ({len(d.sources)})"', ""]
    L += _indent([f"- {_code([s], d)}" for s in d.sources]) + [""]
    L += ["## NET-new increments", ""]
    for m in new:
        L += _item(d, m)
    L += ["## Carried over and adjacent", ""]
    L += [f'=== "Carried over ({len(carried)})"', ""] + _indent(_carried_tab(d, carried)) + [""]
    if side:
        rows = [f"- **{F.work(m).name}** ({_link(m)}), {W.STATUS_EN[m.status]}: {m.point}" for m in side]
        L += [f'=== "Adjacent ({len(side)})"', ""] + _indent(rows) + [""]
    L += ["## To verify", ""]
    for e in d.entries:
        names = ", ".join(F.WORKS[i].name for i in e.items)
        kind, head = ("success", f"Resolved · {names}") if e.resolved else (ADMONITION[e.risk], names)
        L += [f'!!! {kind} "{head}"', ""]
        L += _indent([e.sentence, "", f"*{W.RISK_EN[e.risk].capitalize()}.*"]) + [""]
    L += ["## arXiv IDs", "", f"- **NET-new:** {', '.join(d.new_ids)}"]
    kept = [f"{F.work(m).arxiv} ({W.carried_en(m, lambda x: x.isoformat())}, §{m.section})"
            for m in carried if F.work(m).arxiv]  # fmt: skip
    L += [f"- **Carried over:** {'; '.join(kept)}", "", "---", ""]
    L += [f"*Filed by {d.instance}, {d.date.isoformat()} 22:05.*", ""]
    return L + [f"*[{a}]: {b}" for a, b in ABBR] + [""]


def _living(d: Doc) -> list[str]:
    L = _front(f"{F.TOPIC}: living knowledge", d, ["relay"], [F.TOPIC, "living document"])
    L += [f"# {F.TOPIC}: living knowledge", ""]
    L += ['!!! abstract "About this page"', ""]
    L += _indent([f"Version of {d.date.isoformat()}. The relay rewrites it every night from the day's briefs."])
    L.append("")
    for num in d.sections:
        L += [f"## {W.section_en(d, num)} {{ #sec-{num.replace('.', '-')} }}", ""]
        items = [m for m in d.mentions if m.section == num]
        if not items:
            L += ["*Nothing anchored yet.*", ""]
        for m in items:
            w = F.work(m)
            L += [f"### {w.name} {{ #{_slug(w.name)} }}", ""]
            L += [f"- **arXiv:** {_link(m)}", f"- **Anchored:** {m.anchored_on.isoformat()}"]
            L += [f"- **Key point:** {m.point}"] + [f"- **Figure:** {W.fig_en(f)}" for f in m.figures]
            L += [f"- **Card:** {_code(m.sources, d, ', ')}", ""]
    return L + [f"*[{a}]: {b}" for a, b in ABBR[1:]] + [""]


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
