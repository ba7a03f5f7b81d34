"""reStructuredText: field list header, a grid table of items, warning directives for the register."""

from __future__ import annotations

from ._common import TOPIC, en_entry, fig, living_path, md, ref, work

EXT = "rst"
WORD = {
    "new": "NET-new",
    "anchored": "anchored",
    "not-anchored": "not anchored",
    "carried-over": "carried over",
    "adjacent": "adjacent",
    "candidate": "candidate",
}


def _grid(header: list[str], rows: list[list[list[str]]]) -> list[str]:
    """rows: list of rows, each a list of cells, each cell a list of lines."""
    hdr = [[h] for h in header]
    allrows = [hdr] + rows
    widths = [max(len(line) for r in allrows for line in r[c]) + 2 for c in range(len(header))]

    def sep(ch):
        return "+" + "+".join(ch * w for w in widths) + "+"

    def lines(r):
        height = max(len(c) for c in r)
        return [
            "|" + "|".join(" " + (c[i] if i < len(c) else "").ljust(w - 1) for c, w in zip(r, widths)) + "|"
            for i in range(height)
        ]

    out = [sep("-")] + lines(hdr) + [sep("=")]
    for r in rows:
        out += lines(r) + [sep("-")]
    return out


def _title(s: str, ch: str, over: bool = False) -> list[str]:
    bar = ch * len(s)
    return ([bar] if over else []) + [s, bar]


def render(doc) -> str:
    L = _title(f"{TOPIC} {doc.kind}: {doc.date.isoformat()}", "=", over=True) + [""]
    L.append(f":Date: {doc.date.isoformat()}")
    if doc.kind == "brief":
        a, b = doc.window
        L += [
            f":Author: {doc.instance}",
            f":Window: {a} to {b}",
            f":Baseline: ``{living_path(EXT)}`` ({doc.baseline.isoformat()})",
        ]
        for k, v in doc.counts.items():
            L.append(f":Declared {k}: {v}")
    L += [""] + _title("Sections", "-") + [""]
    for num, name in doc.sections.items():
        L.append(f"§{num}\n    {name}")
    L += [""] + _title("Items", "-") + [""]
    rows = []
    for m in doc.mentions:
        w = work(m)
        status = WORD[m.status] + (f" ({md(m.anchored_on)})" if m.anchored_on else "")
        rows.append(
            [
                [w.name],
                [ref(w)],
                [status],
                [m.section or ""],
                [f"{f.metric}: {fig(f)}" for f in m.figures] or [""],
                [f"``{s}``" for s in m.sources] or [""],
                [m.confidence or ""],
            ]
        )
    L += _grid(["Work", "Reference", "Status", "§", "Figures", "Sources", "Confidence"], rows)
    if doc.entries:
        L += [""] + _title("To verify", "-")
        for e in doc.entries:
            L += [
                "",
                ".. warning::",
                "",
                f"   {en_entry(e)}.",
                "",
                f"   Risk: {e.risk}. Concerns: {', '.join(e.items)}. {'Resolved' if e.resolved else 'Unresolved'}.",
            ]
    if doc.sources:
        L += [""] + _title("Sources checked", "-") + [""]
        L += [f"#. ``{s}``" for s in doc.sources]
    return "\n".join(L) + "\n"
