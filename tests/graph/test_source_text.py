"""Each document keeps its text as written: one kg:sourceText literal in its own graph."""

from __future__ import annotations

from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.extract import decode
from kgraph.query.named import rows

from ..conftest import EXAMPLES


def test_each_document_keeps_its_text_once(kg_examples):
    docs = rows(kg_examples.store, "documents")
    assert docs
    for d in docs:
        file = EXAMPLES / d["path"]
        (row,) = rows(kg_examples.store, "document-text", doc=NamedNode(d["doc"]))
        expected, _ = decode(file.read_bytes(), str(file))
        assert row["text"] == expected, d["path"]


def test_cited_lines_are_the_stored_lines(kg_examples):
    """A mention's line number points at the stored line that holds its quote."""
    data = kg_examples.why("2606.01927")
    texts: dict[str, list[str]] = {}
    for m in data["mentions"]:
        if m["document"] not in texts:
            (row,) = rows(kg_examples.store, "document-text", doc=NamedNode(V.doc_iri(m["document"])))
            texts[m["document"]] = row["text"].split("\n")
        line = texts[m["document"]][m["line"] - 1]
        assert " ".join(m["quote"].split())[:12] in " ".join(line.split()), (m["document"], m["line"])


def test_one_statement_per_document(kg_examples):
    q = "SELECT ?g ?d WHERE { GRAPH ?g { ?d kg:sourceText ?t } }"
    found = [(str(r["g"].value), str(r["d"].value)) for r in kg_examples.sparql(q).rows]
    assert sorted(found) == sorted((d["doc"], d["doc"]) for d in rows(kg_examples.store, "documents"))
