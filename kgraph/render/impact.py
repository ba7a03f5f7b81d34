"""Views of an impact report (`kgraph.query.impact.impact`): text, table rows and an HTML page."""

from __future__ import annotations

from typing import Any

from kgraph.query.retract import origin_label
from kgraph.text import plural


def impact_text(data: dict[str, Any]) -> str:
    """The layers as plain text, each claim and document with file:line."""
    from kgraph.text import terminal_safe

    t = data["target"]
    s = data["summary"]
    out = [f"impact of {t['kind']} {t['text']}" + (f" (as of {data['as_of']})" if data["as_of"] else "")]
    for r in data["retracted"]:
        out.append(f"  retracted {r['date']} by {r['by']} ({r['id']}): {r['reason']}")
    out.append(
        f"  {plural(s['claims'], 'claim')} downstream ({s['standing_alone']} stand on it alone), "
        f"{s['claims_in_target']} stated in it; {plural(s['documents'], 'document')}, "
        f"{plural(s['statuses'], 'status assertion')} ({plural(s['new_calls'], 'NET-new call')}), "
        f"{plural(s['anchorings'], 'anchoring')}, {plural(s['register'], 'register entry', 'register entries')}, "
        f"{plural(s['instances'], 'instance')}"
    )
    out.append("")
    out.append("Claims")
    for c in data["claims"]:
        if c["in_target"]:
            note = "stated in the target"
        elif c["stands_alone"]:
            note = "stands on it alone"
        else:
            note = "also " + ", ".join(origin_label(o) for o in c["other_origins"])
        out.append(f"  [{c['depth']}] {c['document']}:{c['line']}  {c['claim']}  ({note})")
        out.append(f"        {c['text'][:120]}")
    out.append("")
    out.append("Documents")
    for d in data["documents"]:
        parts = []
        if d["claims"]:
            parts.append("claims at lines " + ", ".join(map(str, d["claims"])))
        if d["lists_it"]:
            parts.append("lists it at " + ", ".join(f"{x['line']} ({x['status']})" for x in d["lists_it"]))
        out.append(f"  {d['date'] or 'undated'}  {d['document']}  {d['instance'] or '-'}  " + "; ".join(parts))
    out.append("")
    out.append("Status assertions on its strength")
    for x in data["statuses"]:
        extra = " ".join(
            v for v in (x["status_date"] and f"on {x['status_date']}", x["section"] and f"§{x['section']}") if v
        )
        out.append(f"  {x['date'] or 'undated'}  {x['item']:<14} {x['status']} {extra}  {x['document']}:{x['line']}")
    out.append("")
    out.append("Anchorings")
    for a in data["anchorings"]:
        sec = f"§{a['section']}" if a["section"] else "-"
        out.append(f"  {a['item']:<14} {sec:<8} {a['document']}:{a['line']}  ({a['date'] or 'undated'})")
    out.append("")
    out.append("Register entries")
    for r in data["register"]:
        state = "resolved" if r["resolved"] else "open"
        out.append(f"  {r['item']:<14} {r['risk'] or 'unrated'} {state}  {r['document']}:{r['line']}  {r['text'][:80]}")
    out.append("")
    out.append("Instances")
    for i in data["instances"]:
        out.append(f"  {i['instance']}  {plural(i['documents'], 'document')}")
    return terminal_safe("\n".join(out)) + "\n"


def impact_rows(data: dict[str, Any]) -> list[dict[str, Any]]:
    """One row per downstream thing, for csv/tsv/md: layer, what, where (file:line), note."""
    out = []
    for c in data["claims"]:
        note = "in target" if c["in_target"] else "alone" if c["stands_alone"] else "; ".join(c["other_origins"])
        out.append(
            {
                "layer": "claim",
                "depth": c["depth"],
                "item": c["item"],
                "what": c["claim"],
                "where": f"{c['document']}:{c['line']}",
                "date": c["date"],
                "note": note,
            }
        )
    for d in data["documents"]:
        for n in d["claims"] or [None]:
            if n is None and not d["lists_it"]:
                continue
            if n is not None:
                out.append(
                    {
                        "layer": "document",
                        "depth": "",
                        "item": "",
                        "what": d["document"],
                        "where": f"{d['document']}:{n}",
                        "date": d["date"],
                        "note": "carries a claim",
                    }
                )
        for x in d["lists_it"]:
            out.append(
                {
                    "layer": "document",
                    "depth": "",
                    "item": "",
                    "what": d["document"],
                    "where": f"{d['document']}:{x['line']}",
                    "date": d["date"],
                    "note": f"lists it ({x['status']})",
                }
            )
    for x in data["statuses"]:
        out.append(
            {
                "layer": "status",
                "depth": "",
                "item": x["item"],
                "what": x["status"],
                "where": f"{x['document']}:{x['line']}",
                "date": x["date"],
                "note": " ".join(v for v in (x["status_date"] or "", f"§{x['section']}" if x["section"] else "") if v),
            }
        )
    for a in data["anchorings"]:
        out.append(
            {
                "layer": "anchoring",
                "depth": "",
                "item": a["item"],
                "what": f"§{a['section']}" if a["section"] else "",
                "where": f"{a['document']}:{a['line']}",
                "date": a["date"],
                "note": a["anchored_on"] or "",
            }
        )
    for r in data["register"]:
        out.append(
            {
                "layer": "register",
                "depth": "",
                "item": r["item"],
                "what": r["text"][:120],
                "where": f"{r['document']}:{r['line']}",
                "date": r["date"],
                "note": ("resolved" if r["resolved"] else "open") + f" {r['risk'] or 'unrated'}",
            }
        )
    for i in data["instances"]:
        out.append(
            {
                "layer": "instance",
                "depth": "",
                "item": "",
                "what": i["instance"],
                "where": "",
                "date": "",
                "note": f"{i['documents']} documents",
            }
        )
    return out


IMPACT_COLUMNS = ["layer", "depth", "item", "what", "where", "date", "note"]


LAYER_HEADINGS = {
    "claim": ("Claims", "stated in the target (depth 0), quoted from it (1), copied from those (2, ...)"),
    "document": ("Documents", "that carry those claims or list the target among the files they read"),
    "status": ("Status assertions", "NET-new calls, anchorings and carry-overs made on its strength"),
    "anchoring": ("Anchorings", "living-document sections the affected items are anchored in"),
    "register": ("Register entries", "to-verify entries about the affected items"),
    "instance": ("Instances", "whose documents relied on it"),
}


def impact_html(data: dict[str, Any]) -> str:
    """One self-contained report page (no script, nothing loaded from the network; text escaped)."""
    from kgraph.render.html import _chips, _page, esc

    found = impact_rows(data)
    sections = [
        _chips(
            (f"l-{layer}", heading, sum(1 for r in found if r["layer"] == layer), "")
            for layer, (heading, _) in LAYER_HEADINGS.items()
        )
    ]
    for r in data["retracted"]:
        sections.append(
            f'<p class="help">Retracted {esc(r["date"])} by {esc(r["by"])} ({esc(r["id"])}): {esc(r["reason"])}</p>'
        )
    for layer, (heading, meaning) in LAYER_HEADINGS.items():
        mine = [r for r in found if r["layer"] == layer]
        body = "".join(
            "<tr>" + "".join(f'<td data-label="{esc(c)}">{esc(r[c])}</td>' for c in IMPACT_COLUMNS[1:]) + "</tr>"
            for r in mine
        )
        head = "".join(f'<th scope="col">{esc(c)}</th>' for c in IMPACT_COLUMNS[1:])
        sections.append(
            f'<section id="l-{layer}" class="group"><h2>{esc(heading)} <span class="count">{len(mine)}</span></h2>'
            f'<p class="help">{esc(meaning)}</p>'
            + (f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>" if mine else "")
            + "</section>"
        )
    t = data["target"]
    s = data["summary"]
    subtitle = (
        f"{s['claims']} claims downstream, {s['standing_alone']} standing on it alone; {s['documents']} documents"
        + (f"; as of {data['as_of']}" if data["as_of"] else "")
    )
    return _page(f"Impact of {t['kind']} {t['text']}", subtitle, "\n".join(sections))
