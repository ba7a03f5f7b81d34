"""Jupyter notebook (nbformat 4.5 JSON written by hand): one markdown cell per part and per item,
`**Label:** value` lines ending in two-space hard breaks, counts in a pipe table, and the sources
the brief read as a Python list in a code cell (no outputs). Cell sources are lists of lines."""

from __future__ import annotations

import json

from .. import facts
from ._common import baseline, by_status, cap, num

EXT = "ipynb"


def _cell(i: int, kind: str, text: str, tags: list[str]) -> dict:
    lines = text.split("\n")
    cell = {
        "cell_type": kind,
        "id": f"c{i:02d}-{tags[0]}",
        "metadata": {"tags": tags},
        "source": [ln + "\n" for ln in lines[:-1]] + [lines[-1]],
    }
    if kind == "code":
        cell |= {"execution_count": None, "outputs": []}
    return cell


def notebook(cells: list[tuple[str, str, str]]) -> str:
    nb = {
        "cells": [_cell(i, k, t, [tag]) for i, (k, t, tag) in enumerate(cells, 1)],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.9"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, ensure_ascii=False, indent=1) + "\n"


def figure(f: facts.Figure) -> str:
    return f"{num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit} {f.metric}"


def link(w: facts.Work) -> str:
    if w.arxiv:
        return f"[arXiv:{w.arxiv}](https://arxiv.org/abs/{w.arxiv})"
    return f"<{w.url}>"


def item_cell(doc: facts.Doc, n: int, m: facts.Mention) -> str:
    w = facts.work(m)
    L = [f"### {n}. {w.name}", "", f"**Link:** {link(w)}  ", "**Status:** NET-new  "]
    L.append(f"**Section:** §{m.section} {doc.sections[m.section]}  ")
    if m.confidence:
        L.append(f"**Confidence:** {m.confidence}  ")
    L.append("**Sources:** " + ", ".join(f"`{s}`" for s in m.sources))
    L += ["", cap(m.point) + "."]
    if m.figures:
        L += ["", "Figures:", ""] + [f"- {figure(f)}" for f in m.figures]
    return "\n".join(L)


def status(m: facts.Mention) -> str:
    if m.status == "anchored":
        return f"anchored on {m.anchored_on.isoformat()}"
    if m.status == "carried-over":
        return "carried over" + (f" (anchored {m.anchored_on.isoformat()})" if m.anchored_on else "")
    return {"not-anchored": "not anchored yet", "adjacent": "adjacent", "candidate": "candidate"}[m.status]


def brief(doc: facts.Doc) -> list[tuple[str, str, str]]:
    head = [f"# {cap(facts.TOPIC)} brief — {doc.date.isoformat()}", "", f"**Instance:** {doc.instance}  ",
            f"**Window:** {doc.window[0]} → {doc.window[1]}  ",
            f"**Baseline:** `{baseline(EXT)}` (version {doc.baseline.isoformat()})"]  # fmt: skip
    counts = ["## Declared counts", "", "| count | value |", "|---|---|"]
    counts += [f"| {k} | {v} |" for k, v in doc.counts.items()]
    cells = [("markdown", "\n".join(head), "header"), ("markdown", "\n".join(counts), "counts")]
    cells.append(("markdown", "## Increments", "increments"))
    for n, m in enumerate(by_status(doc, "new"), 1):
        cells.append(("markdown", item_cell(doc, n, m), "increment"))
    if ms := by_status(doc, *facts.CARRIED, *facts.ADJACENT):
        L = ["## Other works in this window", ""]
        for m in ms:
            w = facts.work(m)
            sec = f", §{m.section} {doc.sections[m.section]}" if m.section else ""
            extra = "".join(f"; {figure(f)}" for f in m.figures) + "".join(f"; source `{s}`" for s in m.sources)
            L.append(f"- **{w.name}** ({link(w)}): {status(m)}{sec}. {cap(m.point)}{extra}.")
        cells.append(("markdown", "\n".join(L), "others"))
    L = ["## To verify", ""]
    for e in doc.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f"- [{'x' if e.resolved else ' '}] {e.sentence} — risk: {e.risk}, {state}")
    cells.append(("markdown", "\n".join(L), "register"))
    cells.append(("markdown", "## Sources checked", "sources"))
    code = ["sources_checked = ["] + [f'    "{s}",' for s in doc.sources] + ["]", "len(sources_checked)"]
    cells.append(("code", "\n".join(code), "sources"))
    return cells


def living(doc: facts.Doc) -> list[tuple[str, str, str]]:
    cells = [("markdown", f"# {cap(facts.TOPIC)} — living document\n\nVersion: {doc.date.isoformat()}", "header")]
    for number, name in doc.sections.items():
        L = [f"## §{number} {name}", ""]
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            figs = ", ".join(figure(f) for f in m.figures)
            srcs = ", ".join(f"`{s}`" for s in m.sources)
            L.append(
                f"- **{w.name}** ({link(w)}), anchored {m.anchored_on.isoformat()}: {m.point}; {figs}. Card: {srcs}"
            )
        cells.append(("markdown", "\n".join(L if ms else L + ["_Nothing anchored yet._"]), "section"))
    return cells


def render(doc: facts.Doc) -> str:
    return notebook(living(doc) if doc.kind == "living" else brief(doc))
