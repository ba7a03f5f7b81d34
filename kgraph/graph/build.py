"""Turn an extracted `Document` into RDF quads: its named graph plus its metadata.

Quads are built as pyoxigraph terms directly (the store's own types): building rdflib
objects first and converting them would double the cost of ingest. `rdfgraph.py` gives
an rdflib view of the same data for SHACL and JSON-LD.
"""

from __future__ import annotations

import hashlib
import re

from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.models import Claim, Document, Mention
from kgraph.patterns import is_named_metric

XSD_DATE = NamedNode(V.XSD + "date")
XSD_INT = NamedNode(V.XSD + "integer")
XSD_DEC = NamedNode(V.XSD + "decimal")
XSD_BOOL = NamedNode(V.XSD + "boolean")
RDF_TYPE = NamedNode(V.RDF + "type")
LABEL = NamedNode(V.RDFS + "label")


def kg(name: str) -> NamedNode:
    return NamedNode(V.KG + name)


P = {
    name: kg(name)
    for name in (
        "path contentHash topic windowStart windowEnd baselineDocument baselineDate warning documentKind "
        "document about line status role label nameAsWritten inSection statusDate confidence quote venue "
        "anchoredIn suggestedSection adjacentTo cardFor url arxivId alias number names name "
        "claimId text mention claimKind hasFigure value valueHigh unit metric namedMetric "
        "sourceText source sourceStatus note locator risk concerns entryKind concernKey resolved countOf approximate atLeast atMost problem"
    ).split()
}
DCT_DATE = NamedNode(V.DCT + "date")
DCT_TITLE = NamedNode(V.DCT + "title")
PROV_ATTRIBUTED = NamedNode(V.PROV + "wasAttributedTo")
PROV_DERIVED = NamedNode(V.PROV + "wasDerivedFrom")
PROV_QUOTED = NamedNode(V.PROV + "wasQuotedFrom")
PROV_PRIMARY = NamedNode(V.PROV + "hadPrimarySource")
REFERENCES = NamedNode(V.DCT + "references")
PROV_AGENT = NamedNode(V.PROV + "Agent")
CITO_CITES = NamedNode(V.CITO + "cites")


# Quads one document may make. Extraction's own limits (kgraph.extract.assemble: claims, figures,
# items, entries) keep a document far below this; it is the last line of defence.
MAX_QUADS = 300_000


def doc_key(path: str) -> str:
    return hashlib.sha1(path.encode("utf-8")).hexdigest()[:12]


def slug(key: str) -> str:
    return re.sub(r"[^\w.\-]+", "-", key).strip("-")[:60] or "item"


def claim_id(mention: Mention, claim: Claim, doc: Document) -> str:
    """Stable, readable: `2608.14376@2026-08-20~3f9a1c` (same text in the same document → same id)."""
    digest = hashlib.sha1(f"{doc.path}\n{claim.line}\n{claim.text}".encode()).hexdigest()[:6]
    when = doc.date.isoformat() if doc.date else "undated"
    return f"{slug(mention.key)}@{when}~{digest}"


def work_node(key: str, arxiv_id: str | None) -> NamedNode:
    return NamedNode(V.paper_iri(arxiv_id) if arxiv_id else V.work_iri(key))


def safe_url(url: str) -> NamedNode | None:
    try:
        return NamedNode(url) if re.match(r"https?://[^\s<>\"{}|\\^`]+$", url) else None
    except ValueError:
        return None


def primary_source(url: str, *contexts: str | None) -> NamedNode | None:
    """`url` as a claim's prov:hadPrimarySource, or None when it cannot be one: not a URL kgraph
    records, a localhost or private-network address (a benchmark's --base-url, a dev server), or
    written in the claim's text as part of a command line or inside a code span."""
    import ipaddress
    from urllib.parse import urlsplit

    node = safe_url(url)
    if node is None:
        return None
    try:
        host = (urlsplit(url).hostname or "").lower()
    except ValueError:
        return None
    if not host or host == "localhost" or host.endswith((".localhost", ".local", ".internal", ".lan")):
        return None
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        address = None
    if address is not None and not address.is_global:
        return None
    for text in contexts:
        if not text or url not in text:
            continue
        if any(url in span for span in re.findall(r"`([^`]+)`", text)):
            return None
        if re.search(r"(?:^|\s)(?:--?[A-Za-z][\w-]*[ =]|[A-Z_]{2,}=|curl\s+(?:-\S+\s+)*)['\"]?" + re.escape(url), text):
            return None
    return node


class _Quads:
    def __init__(self, graph: NamedNode | DefaultGraph):
        self.graph = graph
        self.items: list[Quad] = []

    def add(self, s: NamedNode, p: NamedNode, o: NamedNode | Literal | None) -> None:
        if o is not None:
            self.items.append(Quad(s, p, o, self.graph))

    def fields(self, s: NamedNode, record: object, names: str) -> None:
        """One literal per field: `"line role quote"`, or `"countOf=what"` where the property
        and the record's field are named apart."""
        for name in names.split():
            prop, _, field = name.partition("=")
            self.lit(s, P[prop], getattr(record, field or prop))

    def lit(self, s: NamedNode, p: NamedNode, value: object) -> None:
        if type(value) is str:  # most values: skip the type checks below
            if value:
                self.items.append(Quad(s, p, Literal(value), self.graph))
            return
        if value is None or value == "":
            return
        if isinstance(value, bool):
            self.add(s, p, Literal("true" if value else "false", datatype=XSD_BOOL))
        elif isinstance(value, int):
            self.add(s, p, Literal(str(value), datatype=XSD_INT))
        elif isinstance(value, float):
            self.add(s, p, Literal(repr(round(value, 6)).rstrip("0").rstrip("."), datatype=XSD_DEC))
        elif hasattr(value, "isoformat"):
            self.add(s, p, Literal(value.isoformat(), datatype=XSD_DATE))  # type: ignore[attr-defined]
        else:
            self.add(s, p, Literal(str(value)))


def document_quads(doc: Document) -> list[Quad]:
    """All quads for one document: metadata in the default graph, statements in its own graph."""
    me = NamedNode(V.doc_iri(doc.path))
    key = doc_key(doc.path)
    meta = _Quads(DefaultGraph())
    _metadata(meta, me, doc)
    g = _Quads(me)
    g.lit(me, P["sourceText"], doc.text)  # one statement: the document as written, for its page
    sections = _Sections(g)
    works: set[str] = set()
    for n, mention in enumerate(doc.mentions):
        _mention(g, me, key, n, mention, doc, works, sections)
    _sources(g, me, key, doc)
    _entries(g, key, doc)
    _counts(g, key, doc)
    for n, naming in enumerate(doc.section_names):
        s = NamedNode(V.node_iri("naming", key, n))
        g.add(s, RDF_TYPE, kg("SectionNaming"))
        g.add(s, P["names"], sections(naming.number))
        g.fields(s, naming, "name line quote")
    for n, bad in enumerate(doc.bad_references):
        b = NamedNode(V.node_iri("badref", key, n))
        g.add(b, RDF_TYPE, kg("BadReference"))
        g.fields(b, bad, "text line problem")

    quads = meta.items + g.items  # the PROV/CiTO restatements: kgraph.graph.standard, where read
    if len(quads) > MAX_QUADS:
        from kgraph.errors import DocumentError

        raise DocumentError(doc.path, f"would make {len(quads):,} quads, over the {MAX_QUADS:,} limit for one document")
    return quads


def _metadata(meta: _Quads, me: NamedNode, doc: Document) -> None:
    meta.add(me, RDF_TYPE, NamedNode(V.DOCUMENT_CLASSES[doc.kind]))
    meta.lit(me, P["path"], doc.path)
    meta.lit(me, P["documentKind"], doc.kind)
    meta.lit(me, P["contentHash"], doc.content_hash)
    meta.lit(me, DCT_DATE, doc.date)
    meta.lit(me, DCT_TITLE, doc.title)
    meta.lit(me, P["topic"], doc.topic)
    meta.lit(me, P["windowStart"], doc.window_start)
    meta.lit(me, P["windowEnd"], doc.window_end)
    if doc.instance:
        agent = NamedNode(V.instance_iri(doc.instance))
        meta.add(me, PROV_ATTRIBUTED, agent)
        meta.add(agent, RDF_TYPE, NamedNode(V.INSTANCE))
        meta.lit(agent, LABEL, doc.instance)
    if doc.baseline_path:
        meta.add(me, P["baselineDocument"], NamedNode(V.doc_iri(doc.baseline_path)))
        meta.lit(me, P["baselineDate"], doc.baseline_date)
    for warning in doc.warnings:
        meta.lit(me, P["warning"], warning)


class _Sections:
    """The section nodes of one document graph, each typed and numbered once."""

    def __init__(self, g: _Quads):
        self.g = g
        self.seen: set[str] = set()

    def __call__(self, number: str | None) -> NamedNode | None:
        if not number:
            return None
        node = NamedNode(V.section_iri(number))
        if number not in self.seen:
            self.seen.add(number)
            self.g.add(node, RDF_TYPE, NamedNode(V.SECTION))
            self.g.lit(node, P["number"], number)
        return node


def _mention(
    g: _Quads, me: NamedNode, key: str, n: int, mention: Mention, doc: Document, works: set[str], sections: _Sections
) -> None:
    work = work_node(mention.key, mention.arxiv_id)
    if work.value not in works:
        works.add(work.value)
        if mention.arxiv_id:
            g.add(work, RDF_TYPE, NamedNode(V.PAPER))
            g.lit(work, P["arxivId"], mention.arxiv_id)
        else:
            g.add(work, RDF_TYPE, NamedNode(V.WORK))
        g.add(me, CITO_CITES, work)
    g.lit(work, LABEL, mention.name)
    m = NamedNode(V.node_iri("mention", key, n))
    g.add(m, P["about"], work)
    g.lit(m, P["line"], mention.line)
    g.add(m, P["status"], NamedNode(V.status_iri(mention.status)))
    g.fields(m, mention, "role label nameAsWritten=name statusDate=status_date confidence quote venue")
    sec = sections(mention.section)
    g.add(m, P["inSection"], sec)
    if sec is not None:
        g.add(work, P["anchoredIn"] if mention.status == "anchored" else P["suggestedSection"], sec)
    for url in dict.fromkeys(mention.urls):
        g.add(work, P["url"], primary_source(url, mention.quote))  # a work's page is a source too
    for ref in mention.sources:
        g.add(m, PROV_DERIVED, NamedNode(V.doc_iri(ref.path)))
        g.lit(m, P["locator"], f"{ref.path} {ref.locator}".strip())
    for other in mention.related:
        g.add(work, P["adjacentTo"], work_node(other, other if re.fullmatch(r"\d{4}\.\d{4,5}", other) else None))
    for claim in mention.claims:
        _claim(g, work, m, mention, claim, doc)


def _claim(g: _Quads, work: NamedNode, m: NamedNode, mention: Mention, claim: Claim, doc: Document) -> None:
    cid = claim_id(mention, claim, doc)
    c = NamedNode(V.claim_iri(cid))
    g.lit(c, P["claimId"], cid)
    g.add(c, P["about"], work)
    g.add(c, P["mention"], m)
    g.lit(c, P["text"], claim.text)
    g.lit(c, P["line"], claim.line)
    g.lit(c, P["claimKind"], claim.kind)
    for f_n, figure in enumerate(claim.figures):
        f = NamedNode(f"{c.value}/figure/{f_n}")
        g.add(c, P["hasFigure"], f)
        g.fields(f, figure, "value valueHigh=value_high unit metric text")
        if is_named_metric(figure.metric):
            g.lit(f, P["namedMetric"], True)
    for ref in mention.sources:
        g.add(c, PROV_QUOTED, NamedNode(V.doc_iri(ref.path)))
        g.lit(c, P["locator"], f"{ref.path} {ref.locator}".strip() if ref.locator else None)
    for url in dict.fromkeys(claim.urls or mention.urls):
        g.add(c, PROV_PRIMARY, primary_source(url, claim.text, mention.quote))


def _sources(g: _Quads, me: NamedNode, key: str, doc: Document) -> None:
    for n, ref in enumerate(doc.sources):
        src = NamedNode(V.doc_iri(ref.path))
        check = NamedNode(V.node_iri("check", key, n))
        g.add(me, REFERENCES, src)
        g.add(src, RDF_TYPE, NamedNode(V.SOURCE))
        g.lit(src, P["path"], ref.path)
        if ref.instance:
            g.add(src, PROV_ATTRIBUTED, NamedNode(V.instance_iri(ref.instance)))
        g.lit(src, DCT_DATE, ref.date)
        if ref.arxiv_id:
            g.add(src, P["cardFor"], NamedNode(V.paper_iri(ref.arxiv_id)))
        g.add(check, RDF_TYPE, NamedNode(V.SOURCE_CHECK))
        g.add(check, P["source"], src)
        g.fields(check, ref, "sourceStatus=status note line locator")


def _entries(g: _Quads, key: str, doc: Document) -> None:
    from kgraph.extract.fold import fold
    from kgraph.patterns import concern_key

    for n, entry in enumerate(doc.entries):
        r = NamedNode(V.node_iri("register", key, n))
        g.add(r, RDF_TYPE, NamedNode(V.REGISTER_ENTRY))
        g.fields(r, entry, "text line risk entryKind=kind label resolved")
        g.lit(r, P["concernKey"], concern_key(fold(entry.text)))  # one key for both scripts
        for item in entry.items:
            g.add(r, P["concerns"], work_node(item, item if re.fullmatch(r"\d{4}\.\d{4,5}", item) else None))


def _counts(g: _Quads, key: str, doc: Document) -> None:
    for n, count in enumerate(doc.counts):
        c = NamedNode(V.node_iri("count", key, n))
        g.add(c, RDF_TYPE, NamedNode(V.DECLARED_COUNT))
        g.fields(c, count, "countOf=what value approximate atLeast=low atMost=high line quote")
