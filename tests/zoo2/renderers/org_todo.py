"""Org-mode: #+ keywords, an aligned table of items, TODO headlines with priorities for the register."""

from __future__ import annotations

from ._common import TOPIC, en_entry, fig, living_path, ref, work

EXT = "org"
PRIO = {"high": "A", "medium": "B", "low": "C"}


def _ts(d, active: bool = False) -> str:
    s = f"{d.isoformat()} {d.strftime('%a')}"
    return f"<{s}>" if active else f"[{s}]"


def _table(header, rows) -> list[str]:
    allr = [header] + rows
    w = [max(len(r[c]) for r in allr) for c in range(len(header))]

    def line(r):
        return "| " + " | ".join(c.ljust(x) for c, x in zip(r, w)) + " |"

    return [line(header), "|" + "+".join("-" * (x + 2) for x in w) + "|"] + [line(r) for r in rows]


def render(doc) -> str:
    L = [f"#+TITLE: {TOPIC} {doc.kind} {doc.date.isoformat()}", f"#+DATE: {_ts(doc.date, True)}"]
    if doc.instance:
        L.append(f"#+AUTHOR: {doc.instance}")
    L.append(f"#+FILETAGS: :{TOPIC}:{doc.kind}:")
    if doc.kind == "brief":
        a, b = doc.window
        L += [
            "",
            "* Header",
            f"- window :: {a} -- {b}",
            f"- baseline :: [[file:{living_path(EXT)}]] {_ts(doc.baseline)}",
        ]
        for k, v in doc.counts.items():
            L.append(f"- declared {k} :: {v}")
    L += ["", "* Sections"]
    L += [f"- §{num} :: {name}" for num, name in doc.sections.items()]
    L += ["", "* Items"]
    rows = []
    for m in doc.mentions:
        w = work(m)
        rows.append(
            [
                w.name,
                ref(w),
                m.status,
                m.section or "",
                _ts(m.anchored_on) if m.anchored_on else "",
                "; ".join(f"{f.metric} {fig(f)}" for f in m.figures),
                m.confidence or "",
            ]
        )
    L += _table(["work", "ref", "status", "§", "anchored", "figures", "confidence"], rows)
    for m in doc.mentions:
        if m.sources:
            L += ["", f"** {work(m).name}", m.point + "."]
            L += [f"- [[file:{s}]]" for s in m.sources]
    if doc.entries:
        L += ["", "* Register"]
        for e in doc.entries:
            kw = "DONE" if e.resolved else "TODO"
            L += [
                f"** {kw} [#{PRIO[e.risk]}] {en_entry(e)}",
                "   :PROPERTIES:",
                f"   :ITEMS:    {' '.join(e.items)}",
                f"   :RISK:     {e.risk}",
                "   :END:",
            ]
    if doc.sources:
        L += ["", "* Sources checked"]
        L += [f"- [[file:{s}]]" for s in doc.sources]
    return "\n".join(L) + "\n"
