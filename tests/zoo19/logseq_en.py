"""A Logseq page (.md), English, as a Logseq user's graph stores it: page properties (`key:: value`)
as the first lines, then an outline where every line is a `- ` block nested by tabs, block
properties and continuation lines indented by the block's tabs plus two spaces, `## ` heading
blocks, `[[page]]` links to journal days (`[[Apr 9th, 2026]]`) and to people, `#tags` for an item's
status, TODO/DONE markers for the register, a `((uuid))` block reference back to an item, a
Markdown table inside a block and a fenced code block for the id list. Items are blocks whose
children are the point and the figures."""

from __future__ import annotations

import uuid

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "md"
LANG = "en"


def _uuid(d: Doc, m: Mention) -> str:
    """A stable block id (Logseq writes a UUID into `id::` once a block is referenced)."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, f"zoo19:{d.stem}:{m.work}"))


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"arXiv [{w.arxiv}]({W.url(m)})" if w.arxiv else f"{w.kind} {w.url}"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _block(depth: int, text: str, *props: tuple[str, str], more: tuple[str, ...] = ()) -> list[str]:
    """One block: its first line, its properties (Logseq keeps them right under the first line),
    then its other lines."""
    tabs = "\t" * depth
    L = [f"{tabs}- {text}"] + [f"{tabs}  {k}:: {v}" for k, v in props]
    return L + [f"{tabs}  {x}" for x in more]


def _page_props(*props: tuple[str, str]) -> list[str]:
    return [f"{k}:: {v}" for k, v in props] + [""]


def _new(d: Doc, n: int, m: Mention, refs: set[str]) -> list[str]:
    w = F.work(m)
    props = [("section", W.section_en(d, m.section)), ("confidence", W.CONFIDENCE_EN[m.confidence]),
             ("read-in", _code(m.sources))]  # fmt: skip
    if m.work in refs:
        props.append(("id", _uuid(d, m)))
    L = _block(1, f"**{n}. {w.name}** · {_ref(m)} #{W.STATUS_LOGSEQ['new']}", *props)
    L += _block(2, W.sentence(m.point))
    for f in m.figures:
        L += _block(2, W.fig_logseq(f))
    return L


def _carried_table(d: Doc, carried: list[Mention]) -> list[str]:
    rows = ["| Item | ID or link | Section | Status | Note |", "| --- | --- | --- | --- | --- |"]
    for m in carried:
        w = F.work(m)
        ident = f"[{w.arxiv}]({W.url(m)})" if w.arxiv else w.url
        note = " ".join([W.sentence(m.point)] + [f"({W.fig_logseq(f)})" for f in m.figures])
        rows.append(f"| {w.name} | {ident} | {W.section_en(d, m.section)} | {W.carried_logseq(m)} | {note} |")
    return _block(1, rows[0], more=tuple(rows[1:]))


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    L = _page_props(("type", "[[daily brief]]"), ("topic", f"[[{F.TOPIC}]]"), ("author", f"[[{d.instance}]]"),
                    ("date", f"[[{W.journal(d.date)}]]"), ("window", f"{d.window[0]} → {d.window[1]}"),
                    ("baseline", f"`{F.living_path(EXT)}` as of [[{W.journal(d.baseline)}]]"),
                    ("declared", W.counts_logseq(d.counts)), ("tags", f"{F.TOPIC}, brief"))  # fmt: skip
    L += _block(0, f"Daily brief by [[{d.instance}]] for tonight's relay into [[{F.TOPIC}]].")
    L += _block(0, "## Sources checked")
    for s in d.sources:
        L += _block(1, f"`{s}` — empty, nothing on topic" if W.empty(d, s) else f"`{s}`")
    # the register points back at the new item it questions, if this brief lists it as new
    questioned = {i for e in d.entries for i in e.items}
    refs = {m.work for m in new} & questioned
    L += _block(0, f"## {W.STATUS_LOGSEQ['new']}")
    for n, m in enumerate(new, 1):
        L += _new(d, n, m, refs)
    L += _block(0, "## Carried over and anchored")
    L += _carried_table(d, carried)
    if side:
        L += _block(0, "## Adjacent and candidates")
        for m in side:
            L += _block(1, f"{F.work(m).name} · {_ref(m)} #{W.STATUS_LOGSEQ[m.status]}")
            L += _block(2, W.sentence(m.point))
    L += _block(0, "## Contradictions and claims to verify")
    by_work = {m.work: m for m in d.mentions}
    for e in d.entries:
        marker = "DONE" if e.resolved else "TODO"
        about = ", ".join(f"[[{F.WORKS[i].name}]]" for i in e.items)
        L += _block(1, f"{marker} {W.sentence(e.sentence)}", ("risk", e.risk), ("about", about))
        for i in e.items:
            if i in refs:
                L += _block(2, f"see (({_uuid(d, by_work[i])}))")
    ids = [f"NET-new: {', '.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        ids.append(f"{F.work(m).arxiv}  {W.carried_logseq(m).replace('[[', '').replace(']]', '')}  "
                   f"{W.section_en(d, m.section)}")  # fmt: skip
    L += _block(0, "## Citable arXiv IDs")
    L += _block(1, "```", more=(*ids, "```"))
    L += _block(0, f"Handed over by [[{d.instance}]] at {d.window[1][11:]} on [[{W.journal(d.date)}]] #handover")
    return L


def _living(d: Doc) -> list[str]:
    L = _page_props(("type", "[[living document]]"), ("topic", f"[[{F.TOPIC}]]"),
                    ("version", f"[[{W.journal(d.date)}]]"), ("maintained-by", "nightly relay"))  # fmt: skip
    L += _block(0, f"Knowledge base for [[{F.TOPIC}]]. One heading block per section; each anchored item "
                   "sits under it with its paper card.")  # fmt: skip
    for num in d.sections:
        L += _block(0, f"## {W.section_en(d, num)}")
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += _block(1, "No items yet.")
        for m in here:
            L += _block(1, f"**{F.work(m).name}** · {_ref(m)}", ("anchored", f"[[{W.journal(m.anchored_on)}]]"),
                        ("card", _code(m.sources)))  # fmt: skip
            L += _block(2, W.sentence(m.point))
            for f in m.figures:
                L += _block(2, W.fig_logseq(f))
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
