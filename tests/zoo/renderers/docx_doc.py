"""Word (.docx) written with python-docx: heading styles, paragraphs, bulleted/numbered lists, tables.

The zip is rewritten with fixed timestamps so that the bytes are deterministic."""

from __future__ import annotations

import io
import zipfile
from datetime import datetime

from ..facts import Brief, Facts, Living
from ._common import (
    L,
    baseline_text,
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    living_sections,
    parts,
    risk_text,
    sec,
    state_text,
    status_word,
    title,
    window_text,
)

NAME, LANG, EXT = "docx_doc", "en", "docx"


def _table(doc, header: list[str], rows: list[list[str]]):
    t = doc.add_table(rows=1, cols=len(header))
    t.style = "Table Grid"
    for cell, text in zip(t.rows[0].cells, header):
        cell.text = text
        for run in cell.paragraphs[0].runs:
            run.bold = True
    for r in rows:
        cells = t.add_row().cells
        for cell, text in zip(cells, r):
            cell.text = text
    return t


def _work_rows(doc, works) -> list[list[str]]:
    return [
        [
            w.id or "—",
            w.name,
            status_word(w, "en"),
            w.anchored_on.isoformat() if w.anchored_on else "",
            sec(doc, w.section, "en"),
            figs_text(w, "en"),
            conf_text(w, "en"),
            "\n".join(w.sources),
            w.url,
        ]
        for w in works
    ]


HEAD = ["arXiv", "Name", "Status", "Anchored", "Section", "Figures", "Confidence", "Sources", "URL"]


def _build(doc: Brief | Living):
    import docx  # python-docx

    d = docx.Document()
    cp = d.core_properties
    cp.title = title(doc, "en")
    cp.author = doc.instance or ""
    cp.last_modified_by = doc.instance or ""
    cp.subject = doc.topic
    cp.keywords = "living document" if isinstance(doc, Living) else "daily brief"
    stamp = datetime(doc.date.year, doc.date.month, doc.date.day, 22, 20)
    cp.created = stamp
    cp.modified = stamp
    cp.revision = 1
    d.add_heading(title(doc, "en"), level=0)
    if isinstance(doc, Living):
        d.add_paragraph(f"Topic: {doc.topic}. Version: {doc.date.isoformat()}. Updated nightly by the relay.")
        for number, works in living_sections(doc):
            d.add_heading(sec(doc, number, "en"), level=1)
            if works:
                _table(d, HEAD, _work_rows(doc, works))
            else:
                d.add_paragraph("Nothing anchored yet.")
        return d
    b = doc
    p = parts(b)
    d.add_paragraph(f"{L('en', 'instance')}: {b.instance}")
    d.add_paragraph(f"{L('en', 'window')}: {window_text(b)}")
    d.add_paragraph(f"{L('en', 'baseline')}: {baseline_text(b, 'en')}")
    d.add_heading(L("en", "counts"), level=1)
    for c in b.counts:
        d.add_paragraph(count_text(c, "en"), style="List Bullet")
    d.add_heading(L("en", "sources"), level=1)
    for s in b.sources:
        d.add_paragraph(s, style="List Bullet")
    if p["new"]:
        d.add_heading(L("en", "new"), level=1)
        for w in p["new"]:
            d.add_heading(w.name, level=2)
            para = d.add_paragraph()
            para.add_run("arXiv: " if w.id else "URL: ").bold = True
            para.add_run(w.id or w.url)
            d.add_paragraph(
                f"{w.gist['en'][0].upper()}{w.gist['en'][1:]}. Status: {status_word(w, 'en')}. "
                f"Suggested section: {sec(b, w.section, 'en')}."
            )
            if w.figures:
                d.add_paragraph(f"Key figures: {figs_text(w, 'en')}.")
            d.add_paragraph(f"Confidence: {conf_text(w, 'en')}. Sources: {', '.join(w.sources)}.")
    for part in ("follow", "adjacent"):
        if p[part]:
            d.add_heading(L("en", part), level=1)
            _table(d, HEAD, _work_rows(b, p[part]))
    d.add_heading(L("en", "register"), level=1)
    for e in b.entries:
        d.add_paragraph(
            f"{e.text['en']} (concerns {entry_items(e, b)}; risk {risk_text(e, 'en')}; {state_text(e, 'en')})",
            style="List Number",
        )
    d.add_heading(L("en", "arxiv"), level=1)
    rows = [[i, "NET-new", ""] for i in b.listed_new()]
    rows += [
        [w.id, status_word(w, "en"), w.anchored_on.isoformat() if w.anchored_on else ""] for w in b.listed_carried()
    ]
    _table(d, ["arXiv id", "Status", "Anchored"], rows)
    return d


def _fixed_zip(data: bytes) -> bytes:
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            z = zipfile.ZipInfo(info.filename, date_time=(2026, 10, 1, 0, 0, 0))
            z.compress_type = zipfile.ZIP_DEFLATED
            z.external_attr = 0o644 << 16
            dst.writestr(z, src.read(info.filename))
    return out.getvalue()


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    buf = io.BytesIO()
    _build(doc).save(buf)
    return filename(doc, EXT), _fixed_zip(buf.getvalue())
