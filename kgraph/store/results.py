"""Results of user SPARQL queries (`Result`) and their formats: SPARQL JSON, XML, CSV and
TSV results; Turtle, N-Triples, RDF/XML, JSON-LD, N-Quads and TriG graphs; kgraph's text table.

XML cannot carry NUL, ESC and the other C0 controls (kgraph keeps document text byte for
byte), so XML answers show them as their Unicode control pictures (`xml_safe`) and stay
well-formed; every other format carries the exact text.
"""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pyoxigraph import BlankNode, Literal, NamedNode, Triple, Variable

from kgraph import vocab as V
from kgraph.errors import QueryError

DEFAULT_LIMIT = 10_000


@dataclass
class Result:
    form: str
    variables: list[str] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)  # variable -> pyoxigraph term (or absent)
    boolean: bool | None = None
    triples: list[Triple] = field(default_factory=list)
    truncated: bool | str = False  # True at the row cap; a str says which other cap cut the answer
    seconds: float = 0.0
    limit: int = DEFAULT_LIMIT


def term_json(term: Any) -> dict[str, Any]:
    """One RDF term in the SPARQL 1.1 JSON results format."""
    if isinstance(term, NamedNode):
        return {"type": "uri", "value": term.value}
    if isinstance(term, BlankNode):
        return {"type": "bnode", "value": term.value}
    if isinstance(term, Literal):
        out: dict[str, Any] = {"type": "literal", "value": term.value}
        if term.language:
            out["xml:lang"] = term.language
        elif term.datatype.value != V.XSD + "string":
            out["datatype"] = term.datatype.value
        return out
    if isinstance(term, Triple):
        return {
            "type": "triple",
            "value": {
                "subject": term_json(term.subject),
                "predicate": term_json(term.predicate),
                "object": term_json(term.object),
            },
        }
    raise TypeError(type(term).__name__)


def plain(term: Any) -> str:
    """A term as the SPARQL CSV format writes it (and as the text table shows it)."""
    if term is None:
        return ""
    if isinstance(term, BlankNode):
        return "_:" + term.value
    if isinstance(term, Triple):
        return str(term)
    return term.value


def to_json(result: Result) -> str:
    if result.form == "ASK":
        return json.dumps({"head": {}, "boolean": bool(result.boolean)})
    bindings = [{k: term_json(v) for k, v in row.items()} for row in result.rows]
    return json.dumps({"head": {"vars": result.variables}, "results": {"bindings": bindings}}, ensure_ascii=False)


# SPARQL 1.1 Query Results CSV and TSV Formats define SELECT results only.
ASK_NOT_TABULAR = "an ASK answer has no {} form (SPARQL 1.1 defines CSV and TSV for SELECT): use text, json or xml"


def to_csv(result: Result) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    if result.form == "ASK":
        raise QueryError(ASK_NOT_TABULAR.format("CSV"))
    writer.writerow(result.variables)
    for row in result.rows:
        writer.writerow([plain(row.get(v)) for v in result.variables])
    return out.getvalue()


def to_tsv(result: Result) -> str:
    if result.form == "ASK":
        raise QueryError(ASK_NOT_TABULAR.format("TSV"))
    lines = ["\t".join("?" + v for v in result.variables)]
    for row in result.rows:
        # pyoxigraph terms print as N-Triples/Turtle terms, which is what SPARQL TSV wants.
        lines.append("\t".join(str(row[v]) if v in row else "" for v in result.variables))
    return "\n".join(lines) + "\n"


_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(text: str) -> str:
    """`text` with the characters XML 1.0 cannot carry replaced: C0 controls by their Unicode
    control pictures (ESC -> U+241B, NUL -> U+2400), others by U+FFFD."""
    return _XML_ILLEGAL.sub(lambda m: chr(0x2400 + ord(m.group())) if m.group() < " " else "\ufffd", text)


def _xml_text(text: str) -> str:
    from xml.sax.saxutils import escape

    return escape(xml_safe(text), {"\r": "&#13;"})


def _xml_attr(text: str) -> str:
    from xml.sax.saxutils import quoteattr

    return quoteattr(xml_safe(text), {"\r": "&#13;", "\n": "&#10;", "\t": "&#9;"})


def xml_replacements(result: Result) -> int:
    """How many characters `to_xml` (or RDF/XML) had to replace."""
    count = 0
    for row in result.rows:
        for term in row.values():
            count += len(_XML_ILLEGAL.findall(getattr(term, "value", "") or ""))
    for triple in result.triples:
        count += len(_XML_ILLEGAL.findall(getattr(triple.object, "value", "") or ""))
    return count


def to_xml(result: Result) -> str:
    """The SPARQL 1.1 XML results format; always well-formed (see `xml_safe`)."""
    out = ['<?xml version="1.0"?>', '<sparql xmlns="http://www.w3.org/2005/sparql-results#">', "<head>"]
    for v in result.variables:
        out.append(f"<variable name={_xml_attr(v)}/>")
    out.append("</head>")
    if result.form == "ASK":
        out.append(f"<boolean>{'true' if result.boolean else 'false'}</boolean>")
    else:
        out.append("<results>")
        for row in result.rows:
            out.append("<result>")
            for name, term in row.items():
                out.append(f"<binding name={_xml_attr(name)}>{_xml_term(term)}</binding>")
            out.append("</result>")
        out.append("</results>")
    out.append("</sparql>")
    return "\n".join(out) + "\n"


def _xml_term(term: Any) -> str:
    if isinstance(term, NamedNode):
        return f"<uri>{_xml_text(term.value)}</uri>"
    if isinstance(term, BlankNode):
        return f"<bnode>{_xml_text(term.value)}</bnode>"
    if isinstance(term, Literal):
        if term.language:
            return f"<literal xml:lang={_xml_attr(term.language)}>{_xml_text(term.value)}</literal>"
        if term.datatype.value != V.XSD + "string":
            return f"<literal datatype={_xml_attr(term.datatype.value)}>{_xml_text(term.value)}</literal>"
        return f"<literal>{_xml_text(term.value)}</literal>"
    if isinstance(term, Triple):
        parts = (("subject", term.subject), ("predicate", term.predicate), ("object", term.object))
        return "<triple>" + "".join(f"<{k}>{_xml_term(v)}</{k}>" for k, v in parts) + "</triple>"
    return f"<literal>{_xml_text(str(term))}</literal>"


RDF_FORMATS = ("turtle", "ntriples", "rdfxml", "jsonld", "nquads", "trig")


def to_rdf(result: Result, fmt: str = "turtle") -> bytes:
    """CONSTRUCT/DESCRIBE triples in one of `RDF_FORMATS` (RDF/XML made well-formed as `to_xml`)."""
    return to_rdf_with_count(result, fmt)[0]


def to_rdf_with_count(result: Result, fmt: str = "turtle") -> tuple[bytes, int]:
    """(the serialisation, how many characters XML could not carry were replaced)."""
    from pyoxigraph import RdfFormat, serialize

    formats = {
        "turtle": RdfFormat.TURTLE,
        "ntriples": RdfFormat.N_TRIPLES,
        "rdfxml": RdfFormat.RDF_XML,
        "jsonld": RdfFormat.JSON_LD,
        "nquads": RdfFormat.N_QUADS,
        "trig": RdfFormat.TRIG,
    }
    triples = result.triples
    replaced = 0
    if fmt == "rdfxml":
        replaced = xml_replacements(Result(result.form, triples=triples))
        if replaced:
            triples = [_xml_safe_triple(t) for t in triples]
    if fmt in ("nquads", "trig"):
        from pyoxigraph import DefaultGraph, Quad

        items: list[Any] = [Quad(t.subject, t.predicate, t.object, DefaultGraph()) for t in triples]
    else:
        items = list(triples)
    prefixes = V.PREFIXES if fmt in ("turtle", "trig", "rdfxml") else None
    return serialize(items, format=formats[fmt], prefixes=prefixes) or b"", replaced


def _xml_safe_triple(triple: Triple) -> Triple:
    obj = triple.object
    if isinstance(obj, Literal) and _XML_ILLEGAL.search(obj.value):
        if obj.language:
            obj = Literal(xml_safe(obj.value), language=obj.language)
        else:
            obj = Literal(xml_safe(obj.value), datatype=obj.datatype)
    return Triple(triple.subject, triple.predicate, obj)


def to_table(result: Result, fmt: str = "text") -> str:
    """SELECT rows through kgraph's one table renderer (text, csv, tsv, md)."""
    from kgraph import text as render

    rows = [{v: plain(row.get(v)) for v in result.variables} for row in result.rows]
    return render.table(rows, result.variables, fmt)


def render_result(result: Result, fmt: str) -> str | bytes:
    """What `kgraph sparql` prints: SELECT in `fmt`, ASK as true/false, graphs as Turtle."""
    if result.form == "ASK":
        return to_json(result) if fmt == "json" else ("true" if result.boolean else "false") + "\n"
    if result.form in ("CONSTRUCT", "DESCRIBE"):
        return to_rdf(result, "ntriples" if fmt in ("csv", "tsv") else "turtle")
    if result.form == "UPDATE":
        return "update done\n"
    return {"json": lambda: to_json(result) + "\n", "csv": lambda: to_csv(result), "tsv": lambda: to_tsv(result)}.get(
        fmt, lambda: to_table(result, "text")
    )()


def variable_names(variables: Iterable[Variable]) -> Sequence[str]:
    return [v.value for v in variables]
