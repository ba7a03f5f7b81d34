"""Readable text for `why` (plain strings: no rich import on the fast path)."""

from __future__ import annotations

from typing import Any

from kgraph.text import one_line_strings, plural, terminal_safe


def _status(m: dict[str, Any]) -> str:
    if m.get("role") == "baseline":
        return f"in baseline {m.get('status_date') or ''}".rstrip()
    text = m["status"]
    if m.get("status_date"):
        text += f" {m['status_date']}"
    if m.get("section"):
        text += f" §{m['section']}"
    return text


def lineage_text(data: dict[str, Any]) -> str:
    data = one_line_strings(data)
    if data.get("kind") == "claim":
        return terminal_safe(claim_text(data))
    if data.get("kind") == "instance":
        return terminal_safe(instance_text(data))
    out: list[str] = []
    names = ", ".join(data["names"][:6]) or "(no name given)"
    out.append(f"{data['id']}  {names}")
    for url in data["urls"][:4]:
        out.append(f"  {url}")
    first = data["first_seen"]
    if first["document"] is None:
        out.append("first seen: no dated document mentions it (undated mentions below)")
    else:
        out.append(
            f"first seen {first['date'] or 'undated'} in {first['document']}"
            + (f" ({first['instance']})" if first["instance"] else "")
        )
    if data.get("as_of"):
        out.append(f"as of {data['as_of']}")
    out.append("")
    total = data.get("mentions_total")
    out.append("Mentions")
    for m in data["mentions"]:
        if m.get("omitted_before"):
            out.append(f"  ... {plural(m['omitted_before'], 'more mention')}")
        where = f"{m['document']}:{m['line']}"
        who = m["instance"] or "-"
        role = f"[{m['role']}]" if m.get("role") else ""
        out.append(f"  {m['date'] or 'undated':<10}  {who:<7} {_status(m):<28} {role:<13} {where}")
        for src in m["sources"]:
            tag = "" if src["ingested"] else "  (not ingested)"
            out.append(f"{'':14}from {src['path']} {src['locator']}".rstrip() + tag)
    if total:
        shown = len(data["mentions"])
        out.append(f"  ({shown} of {total} shown: the first, the latest and each anchoring; --all shows every one)")
    if data["anchored"]:
        out.append("")
        out.append("Anchoring")
        for a in data["anchored"]:
            when = a["date"] or "undated"
            sec = f" in §{a['section']}" if a["section"] else ""
            what = f"in the {when} baseline" if a.get("baseline") else f"anchored {when}{sec}"
            out.append(f"  {what}  (said by {a['document']}:{a['line']}, dated {a['asserted_on']})")
    if data["claims"]:
        out.append("")
        out.append("Claims")
        for c in data["claims"]:
            figures = ", ".join(figure_text(f) for f in c["figures"])
            out.append(f"  {c['id']}  {c['document']}:{c['line']}")
            out.append(f"      {c['text'][:160]}" + (f"  [{figures}]" if figures else ""))
            if c.get("support"):
                out.append(f"      {_support(c['support'])}")
            if c.get("retraction"):
                from kgraph.query.retract import retraction_note

                out.append("      " + retraction_note(c["retraction"]))
    if data["register"]:
        out.append("")
        out.append("Register")
        for r in data["register"]:
            state = "resolved" if r["resolved"] else "open"
            out.append(f"  [{r['risk'] or '-'}] {state:<8} {r['text'][:120]}  ({r['document']}:{r['line']})")
    if data["adjacent"]:
        out.append("")
        out.append("Adjacent: " + ", ".join(data["adjacent"][:20]))
    return terminal_safe("\n".join(out) + "\n")


def figure_text(f: dict[str, Any]) -> str:
    """A figure as the text answers show it: `throughput 1.5×`, `accuracy 0.3 points`."""
    from kgraph.patterns import with_unit

    value = f"{f['value']:g}" + (f"–{f['value_high']:g}" if f.get("value_high") is not None else "")
    return f"{f.get('metric') or '?'} {with_unit(value, f['unit'])}"


def _support(support: dict[str, Any]) -> str:
    return f"stated by {plural(support['documents'], 'document')}, {support['independent']} independent"


def claim_text(data: dict[str, Any]) -> str:
    out = [
        f"claim {data['id']}",
        f"  {data['text']}",
        f"  about {data['item']}",
        f"  stated in {data['document']}:{data['line']} ({data['date']}, {data['instance'] or '-'})",
    ]
    if data["figures"]:
        out.append("  figures: " + ", ".join(figure_text(f) for f in data["figures"]))
    if data.get("support"):
        out.append(f"  {_support(data['support'])}")
    if data.get("retraction"):
        from kgraph.query.retract import retraction_note

        out.append("  " + retraction_note(data["retraction"]))
    out.append("  chain:")
    for step in data.get("chain", []):
        if "claim" in step:
            out.append(f"    {step['document']}:{step['line']}  {step['text'][:100]}")
        elif "source" in step:
            tag = "" if step["ingested"] else " (not ingested)"
            out.append(f"    {step['source']} {step['locator']}{tag}".rstrip())
        else:
            out.append(f"    primary source {step['primary_source']}")
        for r in step.get("retracted") or []:
            out.append(f"      RETRACTED {r['date']} by {r['by']} ({r['id']}): {r['reason'][:100]}")
    return "\n".join(out) + "\n"


def instance_text(data: dict[str, Any]) -> str:
    out = [f"instance {data['id']}"]
    for key, value in (data.get("record") or {}).items():
        if key != "instance":
            out.append(f"  {key:<20} {value}")
    out.append("documents:")
    for d in data["documents"]:
        out.append(f"  {d['date'] or 'undated'}  {d['kind']:<10} {d['document']}")
    return "\n".join(out) + "\n"


STATS_LABELS = {
    "documents": "documents",
    "papers": "papers",
    "other_works": "other works",
    "mentions": "mentions",
    "claims": "claims",
    "register_entries": "register entries",
    "sources": "sources",
    "instances": "instances",
    "triples": "triples",
}


def stats_text(data: dict[str, Any]) -> str:
    """`kgraph stats` as aligned lines; documents with their kinds on the same line."""
    width = max(len(str(v)) for k, v in data.items() if not isinstance(v, dict))
    out = []
    for key, value in data.items():
        if isinstance(value, dict):
            continue
        line = f"{STATS_LABELS.get(key, key.replace('_', ' ')):<17}{value:>{width}}"
        if key == "documents" and data.get("documents_by_kind"):
            line += "  (" + ", ".join(f"{k.replace('_', ' ')} {n}" for k, n in data["documents_by_kind"].items()) + ")"
        out.append(line)
    return "\n".join(out) + "\n"
