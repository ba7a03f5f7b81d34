"""CSV as a spreadsheet exports it (Excel dialect: CRLF rows, every row padded to the sheet's width,
quotes only where needed): a short header note in the first cell, `label,value` rows without a
header row, then blocks separated by an empty row, each with its own header row (items, register,
sources); several sources in one cell split by a line break inside the quotes, figures as
`metric = value` joined by `; `, anchoring dates formatted d-mmm-yyyy."""

from __future__ import annotations

import csv
import io
from datetime import date

from .. import facts
from ._common import MONTHS, baseline, num

EXT = "csv"
WIDTH = 9


def dmy(d: date) -> str:
    return f"{d.day}-{MONTHS[d.month - 1][:3]}-{d.year}"


def figures(m: facts.Mention) -> str:
    return "; ".join(f"{f.metric} = {num(f.value)}{'' if f.unit in ('×', '%') else ' '}{f.unit}" for f in m.figures)


STATUS = {"new": "new", "anchored": "anchored", "carried-over": "carried over", "not-anchored": "not anchored",
          "adjacent": "adjacent", "candidate": "candidate"}  # fmt: skip


def sheet(rows: list[list[str]]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, dialect="excel")
    for r in rows:
        w.writerow(r + [""] * (WIDTH - len(r)))
    return buf.getvalue()


def brief(doc: facts.Doc) -> list[list[str]]:
    rows = [[f"{facts.TOPIC} brief {doc.date.isoformat()} by {doc.instance}"],
            ["window", doc.window[0], doc.window[1]],
            ["baseline", baseline(EXT), f"version {doc.baseline.isoformat()}"]]  # fmt: skip
    labels = {"increments": "declared increments", "adjacent": "declared adjacent",
              "new-arxiv": "declared new arXiv ids", "carried-over": "declared carried over"}  # fmt: skip
    rows += [[labels[k], str(v)] for k, v in doc.counts.items()] + [[]]
    rows.append(["id or url", "work", "status", "anchored on", "§", "section name", "figures", "sources", "note"])
    for m in doc.mentions:
        w = facts.work(m)
        rows.append([
            w.arxiv or w.url, w.name, STATUS[m.status], dmy(m.anchored_on) if m.anchored_on else "",
            m.section or "", doc.sections[m.section] if m.section else "", figures(m), "\n".join(m.sources),
            m.point + (f" (confidence {m.confidence})" if m.confidence else ""),
        ])  # fmt: skip
    rows += [[], ["to verify", "works", "risk", "state"]]
    for e in doc.entries:
        works = ", ".join(facts.WORKS[k].name for k in e.items)
        rows.append([e.sentence, works, e.risk, "resolved" if e.resolved else "open"])
    rows += [[], ["sources read"]] + [[s] for s in doc.sources]
    return rows


def living(doc: facts.Doc) -> list[list[str]]:
    rows = [[f"{facts.TOPIC} living document, version {doc.date.isoformat()}"], []]
    rows.append(["§", "section name", "arxiv", "work", "anchored on", "figures", "card", "note"])
    for number, name in doc.sections.items():
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            rows.append([number, name, w.arxiv, w.name, dmy(m.anchored_on), figures(m), "\n".join(m.sources), m.point])
        if not ms:
            rows.append([number, name, "", "", "", "", "", "nothing anchored yet"])
    return rows


def render(doc: facts.Doc) -> str:
    return sheet(living(doc) if doc.kind == "living" else brief(doc))
