"""The brief exported from a spreadsheet as CSV in long format, one fact a row:
`record_type,work,arxiv_id,field,value` under a header row, fields with commas or quotes quoted
(RFC 4180, as Excel and LibreOffice write them), CRLF line ends, UTF-8 with a byte order mark."""

from __future__ import annotations

import csv
import io

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "csv"
LANG = "en"
HEADER = ["record_type", "work", "arxiv_id", "field", "value"]


def _item(rows: list[list[str]], d: Doc, m: Mention, kind: str = "item") -> None:
    w = F.work(m)
    r = [kind, w.name, w.arxiv or ""]
    rows.append([*r, "status", W.STATUS_EN[m.status]])
    if not w.arxiv:
        rows.append([*r, "kind", W.KIND_EN[w.kind]])
    rows.append([*r, "url", W.url(m)])
    if m.section:
        rows.append([*r, "section", W.section_en(d, m.section)])
    if m.anchored_on:
        rows.append([*r, "anchored_on", W.iso(m.anchored_on)])
    rows.append([*r, "point", W.sentence(m.point)])
    for f in m.figures:
        rows.append([*r, "figure", W.fig_en(f)])
    if m.confidence:
        rows.append([*r, "confidence", m.confidence])
    for s in m.sources:
        rows.append([*r, "source", s])


def rows(d: Doc) -> list[list[str]]:
    out = [HEADER]
    if d.kind == "brief":
        meta = [("title", f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}"), ("topic", F.TOPIC),
                ("date", W.iso(d.date)), ("instance", d.instance), ("window_start", d.window[0]),
                ("window_end", d.window[1]), ("baseline", F.living_path(EXT)),
                ("baseline_version", W.iso(d.baseline)), ("counts", W.counts_en(d.counts))]  # fmt: skip
        out += [["brief", "", "", k, v] for k, v in meta]
        out += [["count", "", "", k, str(v)] for k, v in d.counts.items()]
        out.append(["brief", "", "", "new_arxiv_ids", ", ".join(d.new_ids)])
        for m in d.mentions:
            _item(out, d, m)
        for k, e in enumerate(d.entries, 1):
            items = ", ".join(F.WORKS[i].name for i in e.items)
            out.append(["register", items, "", f"entry_{k}", f"{e.sentence}."])
            out.append(["register", items, "", f"risk_{k}", e.risk])
            out.append(["register", items, "", f"state_{k}", "resolved" if e.resolved else "open"])
        for s in d.sources:
            out.append(["source_read", "", "", "empty" if s in d.empty_sources else "read", s])
        out.append(["brief", "", "", "handover", f"{d.instance}, {F.HANDOVER}"])
    else:
        out += [["living", "", "", "title", f"Living document: {F.TOPIC}"], ["living", "", "", "topic", F.TOPIC],
                ["living", "", "", "version", W.iso(d.date)]]  # fmt: skip
        out += [["section", "", "", k, W.section_en(d, k)] for k in d.sections]
        for m in d.mentions:
            _item(out, d, m, "entry")
    return out


def render(d: Doc) -> str:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerows(rows(d))
    return "\ufeff" + buf.getvalue()
