"""Stage 6, inspect: the extraction coverage report of one document.

Line by line, what extraction took from it (item, field, status, claim, source, register entry,
count, section name) and, above all, the *unattached* lines: lines holding an id, a date, a
figure, a path or a status word that nothing took. This is how a user sees what kgraph missed
in a brief it has never seen, and how the tests hold extraction to account.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Any

from kgraph import patterns as P
from kgraph.extract.lexicon import Lexicon, default
from kgraph.extract.recognise import significant
from kgraph.extract.segment import Line, canonical_lines
from kgraph.models import Document


@dataclass
class LineReport:
    line: int
    text: str
    kind: str
    taken: list[str] = field(default_factory=list)
    significant: list[str] = field(default_factory=list)

    @property
    def unattached(self) -> bool:
        return bool(self.significant) and not self.taken


@dataclass
class Coverage:
    path: str
    kind: str
    lines: list[LineReport]
    counts: dict[str, int]

    @property
    def unattached(self) -> list[LineReport]:
        return [line for line in self.lines if line.unattached]

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "kind": self.kind,
            "extracted": self.counts,
            "unattached": [asdict(line) for line in self.unattached],
            "lines": [asdict(line) | {"unattached": line.unattached} for line in self.lines],
        }


def taken_by_objects(doc: Document) -> dict[int, list[str]]:
    """line → what the extracted objects say they came from it."""
    taken: dict[int, list[str]] = {}

    def add(line: int, what: str) -> None:
        got = taken.setdefault(line, [])
        if what not in got and len(got) < 8:
            got.append(what)

    for m in doc.mentions:
        add(m.line, f"item {m.key} ({m.role}, {m.status})" if m.role != "text" else f"mention {m.key} ({m.status})")
        for c in m.claims:
            add(c.line, f"claim about {m.key}" + (f" with {len(c.figures)} figure(s)" if c.figures else ""))
        for s in m.sources:
            add(s.line, f"source {s.path} of {m.key}")
    for s in doc.sources:
        add(s.line, f"source {s.path} ({s.status})")
    for e in doc.entries:
        add(e.line, f"register entry ({e.risk or 'no risk'})")
    for c in doc.counts:
        add(c.line, f"count {c.what} {c.value}")
    for n in doc.section_names:
        add(n.line, f"section §{n.number} {n.name}")
    for b in doc.bad_references:
        add(b.line, f"bad reference {b.text}")
    return taken


def coverage(
    doc: Document, text: str | list[Line], lexicon: Lexicon | None = None, every_line: bool = True
) -> Coverage:
    """The coverage report of a document from its extraction and its decoded text (or the
    lines `extract_text` gives, which saves segmenting the text again). Without `every_line`,
    only lines nothing took are checked for significance (enough to count unattached lines)."""
    lex = lexicon or default()
    lines = canonical_lines(text, doc.kind, lex) if isinstance(text, str) else text
    taken = taken_by_objects(doc)
    for no, what in doc.taken.items():
        for w in what:
            if w not in taken.setdefault(no, []):
                taken[no].append(w)
    own = re.escape(doc.path)
    reports = []
    for line in lines:
        got = taken.get(line.no, [])
        why = significant(line.raw, lex) if line.raw.strip() and (every_line or not got) else []
        if why and not got and re.search(own, line.raw) and not P.find_arxiv(line.raw):
            got = ["the document's own path"]
        reports.append(LineReport(line.no, line.raw, line.kind, got, why))
    counts = {
        "items": sum(1 for m in doc.mentions if m.role not in ("text", "card-ref")),
        "mentions": len(doc.mentions),
        "claims": sum(len(m.claims) for m in doc.mentions),
        "sources": len(doc.sources),
        "register entries": len(doc.entries),
        "counts": len(doc.counts),
        "section names": len(doc.section_names),
    }
    return Coverage(doc.path, doc.kind, reports, counts)


def inspect_bytes(data: bytes, path: str, display: str | None = None, lexicon: Lexicon | None = None) -> Coverage:
    """Extract a document and report its coverage (DocumentError when it is not readable)."""
    from kgraph.extract import extract_text

    doc, text = extract_text(data, path, display=display, lexicon=lexicon)
    return coverage(doc, text, lexicon)
