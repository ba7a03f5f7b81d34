"""The page of one document: its text as written, one anchor per line (`#L21`), each line
marked with what kgraph took from it (the `kgraph inspect` view) and linked to the items it
names; unattached lines flagged; the document's metadata and findings at the top."""

from __future__ import annotations

from typing import Any

from kgraph import vocab as V
from kgraph.errors import DocumentError, NotFound
from kgraph.query.named import rows
from kgraph.render.html import esc
from kgraph.render.site.layout import a, page, table
from kgraph.render.site.links import Links


def work_id(iri: str) -> str:
    """The id an item page answers to: the arXiv id, or the work's normalised name."""
    return V.work_key_from_iri(iri)


def status_name(value: str | None) -> str:
    return (value or "").rsplit("status-", 1)[-1] if value else ""


def document_data(store: Any, path: str, lexicon: Any = None) -> dict[str, Any]:
    """Everything a document page shows, read from the store (NotFound when it is not there)."""
    from pyoxigraph import NamedNode

    doc = NamedNode(V.doc_iri(path))
    meta = rows(store, "site-document", doc=doc)
    if not meta:
        known = [d["path"] for d in rows(store, "documents")]
        near = [k for k in known if path.rsplit("/", 1)[-1] in k][:5]
        raise NotFound(f"no document {path!r} in the store", near)
    text_rows = rows(store, "document-text", doc=doc)
    text = text_rows[0]["text"] if text_rows else None
    return {
        "meta": meta[0],
        "text": text,
        "mentions": rows(store, "site-document-mentions", doc=doc),
        "claims": rows(store, "site-document-claims", doc=doc),
        "coverage": _coverage(text, path, lexicon) if text is not None else None,
    }


def _coverage(text: str, path: str, lexicon: Any) -> dict[int, Any] | None:
    """line → (what extraction takes from it, why it matters) for the stored text."""
    from kgraph.extract.inspect import inspect_bytes

    try:
        report = inspect_bytes(text.encode("utf-8", errors="surrogatepass"), path, lexicon=lexicon)
    except DocumentError:
        return None
    return {r.line: r for r in report.lines}


def render_document(data: dict[str, Any], links: Links, entries: list[dict[str, Any]]) -> str:
    """The page of one document (`data` from `document_data`; `entries`: the register)."""
    meta = data["meta"]
    path = meta["path"]
    by_line: dict[int, list[str]] = {}
    for m in data["mentions"]:
        item = work_id(m["work"])
        what = " ".join(x for x in (status_name(m["status"]), f"§{m['section']}" if m["section"] else "") if x)
        tag = a(links.item(item), m["name"] or item) + (f" <span class=mute>{esc(what)}</span>" if what else "")
        by_line.setdefault(int(m["line"]), []).append(f'<span class="tag">item {tag}</span>')
    for c in data["claims"]:
        figures = f" with {esc(c['figures'])}" if c.get("figures") else ""
        by_line.setdefault(int(c["line"]), []).append(
            f'<span class="tag">{a(links.item(c["id"]), "claim")} about '
            f"{a(links.item(work_id(c['work'])), work_id(c['work']))}{figures}</span>"
        )
    findings = [e for e in entries if any(ev.get("document") == path for ev in e.get("evidence") or [])]
    for e in findings:
        for ev in e.get("evidence") or []:
            if ev.get("document") == path and ev.get("line"):
                by_line.setdefault(int(ev["line"]), []).append(
                    f'<span class="tag">{a(links.register(str(e["id"])), e["id"])} {esc(e.get("kind"))}</span>'
                )
    body = [_metadata(meta, links), _findings(findings, links)]
    body.append(_text(data.get("text"), data.get("coverage"), by_line))
    subtitle = " · ".join(str(x) for x in (meta["kind"], meta.get("date") or "undated", meta.get("instance")) if x)
    return page(links, path, "\n".join(body), subtitle)


def _metadata(meta: dict[str, Any], links: Links) -> str:
    fields: list[tuple[str, str]] = [("kind", esc(meta["kind"])), ("date", esc(meta.get("date") or "undated"))]
    for key, label in (("title", "title"), ("topic", "topic"), ("instance", "instance")):
        if meta.get(key):
            fields.append((label, esc(meta[key])))
    if meta.get("windowStart"):
        fields.append(("window", esc(f"{meta['windowStart']} → {meta.get('windowEnd') or '?'}")))
    if meta.get("baseline"):
        when = f" ({esc(meta['baselineDate'])} version)" if meta.get("baselineDate") else ""
        fields.append(("baseline", a(links.doc(meta["baseline"]), meta["baseline"]) + when))
    fields.append(("content hash", f"<code>sha256:{esc(meta.get('hash'))}</code>"))
    if meta["kind"] == "brief":
        fields.append(("NET-new check", a(links.new(meta["path"]), "NET-new check of this brief")))
    return '<dl class="meta">' + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in fields) + "</dl>"


def _findings(findings: list[dict[str, Any]], links: Links) -> str:
    rows_ = [
        [
            a(links.register(str(e["id"])), e["id"]),
            f'<span class="sev-{esc(e.get("severity"))}">{esc(e.get("severity") or "unrated")}</span>',
            esc(e.get("kind")),
            esc(e.get("status")),
            esc(e.get("summary")),
            ", ".join(
                a(links.doc(ev["document"], ev.get("line")), f"{ev['document']}:{ev.get('line')}")
                for ev in e.get("evidence") or []
                if ev.get("document") and ev.get("line")
            ),
        ]
        for e in findings
    ]
    head = f'<h2 id="findings">Findings ({len(findings)})</h2>'
    return head + table(["entry", "severity", "kind", "status", "summary", "evidence"], rows_, "no findings")


def _text(text: str | None, coverage: dict[int, Any] | None, by_line: dict[int, list[str]]) -> str:
    if text is None:
        return (
            '<h2 id="text">Text</h2><p class="mute">The store does not keep this document\'s text '
            "(ingested before kgraph kept it); ingest it again with --force to see its lines.</p>"
        )
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out = []
    loose = 0
    for no, line in enumerate(lines, 1):
        report = coverage.get(no) if coverage else None
        tags = list(by_line.get(no, []))
        taken = list(report.taken) if report else []
        if tags:  # the store's linked items and claims stand for extraction's own words for them
            taken = [t for t in taken if not t.startswith(("item ", "mention ", "claim about "))]
        unattached = bool(report and report.unattached)
        cls = "loose" if unattached else "took" if (tags or taken) else ""
        notes = ""
        if taken:
            notes += "".join(f'<span class="tag took">{esc(t)}</span>' for t in taken)
        if unattached:
            loose += 1
            why = ", ".join(report.significant)
            notes += f'<span class="tag loose">unattached: holds {esc(why)} that nothing read</span>'
        if tags:
            notes += "".join(tags)
        klass = f' class="{cls}"' if cls else ""
        out.append(
            f'<li id="L{no}"{klass}><a class="no" href="#L{no}">{no}</a><pre>{esc(line)}</pre>'
            + (f'<div class="took-what">{notes}</div>' if notes else "")
            + "</li>"
        )
    head = f'<h2 id="text">Text ({len(lines)} lines, {loose} unattached)</h2>'
    return head + '<ol class="text">' + "".join(out) + "</ol>"
