"""A brief as the CSV export of a tracking spreadsheet (.csv): a few title and meta rows above the
table (as a sheet with a header block exports them), a blank row, then one header row and one row
per record: sources read, works, to-verify entries and declared counts, every row padded to the
full width the way a spreadsheet exports a rectangular range. Date cells are written as a
US-locale sheet shows them (5/13/2027). The living document is an export of the same sheet
layout: a row per section and a row per anchored work."""

from __future__ import annotations

import csv
import io

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "csv"
LANG = "en"
COLUMNS = [
    "Type", "Item", "arXiv ID", "URL", "Section", "Section title", "Status", "Anchored",
    "Confidence", "Key figures", "Notes", "Sources", "Risk", "Count",
]  # fmt: skip
STATUS = {
    "new": "NET-new",
    "anchored": "Anchored",
    "not-anchored": "Not yet anchored",
    "carried-over": "Carried over",
    "adjacent": "Adjacent",
    "candidate": "Candidate",
}
COUNT_NAMES = {
    "increments": "Increments",
    "new-arxiv": "NET-new arXiv IDs",
    "adjacent": "Adjacent",
    "carried-over": "Carried over",
}


def _row(**cells: str) -> list[str]:
    keyed = {c.lower().replace(" ", "_").replace("-", "_"): c for c in COLUMNS}
    out = dict.fromkeys(COLUMNS, "")
    for k, v in cells.items():
        out[keyed[k]] = v
    return list(out.values())


def _meta(*cells: str) -> list[str]:
    return list(cells) + [""] * (len(COLUMNS) - len(cells))


def _work(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    return _row(
        type="Work",
        item=w.name,
        arxiv_id=w.arxiv or "",
        url=W.url(m),
        section=m.section or "",
        section_title=d.sections[m.section] if m.section else "",
        status=STATUS[m.status],
        anchored=W.us_numeric(m.anchored_on) if m.anchored_on else "",
        confidence=(m.confidence or "").capitalize(),
        key_figures="; ".join(W.fig_en(f) for f in m.figures),
        notes=m.point,
        sources="; ".join(m.sources),
    )


def _sheet(rows: list[list[str]]) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerows(rows)
    return buf.getvalue()


def _brief(d: Doc) -> str:
    rows = [
        _meta(f"{F.TOPIC} daily brief"),
        _meta("Brief date", W.us_numeric(d.date)),
        _meta("Prepared by", d.instance),
        _meta("Window start", W.us_stamp(d.window[0])),
        _meta("Window end", W.us_stamp(d.window[1])),
        _meta("Baseline doc", F.living_path(EXT)),
        _meta("Baseline version", W.us_numeric(d.baseline)),
        _meta(),
        COLUMNS,
    ]
    for s in d.sources:
        empty = s in d.empty_sources
        note = "nothing filed in the window" if empty else ""
        rows.append(_row(type="Source", item=s, status="Empty" if empty else "Read", notes=note))
    rows += [_work(d, m) for m in d.mentions]
    for e in d.entries:
        names = "; ".join(F.WORKS[i].name for i in e.items)
        ids = "; ".join(F.WORKS[i].arxiv or "" for i in e.items)
        rows.append(_row(type="To verify", item=names, arxiv_id=ids, status="Resolved" if e.resolved else "Open",
                         notes=e.sentence, risk=e.risk.capitalize()))  # fmt: skip
    for k in ("increments", "new-arxiv", "adjacent", "carried-over"):
        if k in d.counts or k == "new-arxiv":
            ids = ", ".join(d.new_ids) if k == "new-arxiv" else ""
            rows.append(_row(type="Count", item=COUNT_NAMES[k], notes=ids, count=str(d.counts.get(k, ""))))
    rows += [_meta(), _meta("Exported", f"{W.us_numeric(d.date)} 22:05", "by", d.instance)]
    return _sheet(rows)


def _living(d: Doc) -> str:
    rows = [
        _meta(f"{F.TOPIC} knowledge base (living document)"),
        _meta("Version", W.us_numeric(d.date)),
        _meta("Maintained by", "nightly relay"),
        _meta(),
        COLUMNS,
    ]
    for num, name in d.sections.items():
        rows.append(_row(type="Section", section=num, section_title=name))
        rows += [_work(d, m) for m in d.mentions if m.section == num]
    return _sheet(rows)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
