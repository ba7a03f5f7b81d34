"""RDF import cannot forge provenance (issue 13): an import adds or replaces only whole document
graphs, each with its metadata, and never touches a document the store holds unless
`--replace-graphs` says so."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import DefaultGraph, NamedNode, RdfFormat, serialize

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.store.local import GraphStore

DOC = "inbox/tom/2026-09-01-inference-e1prep.md"


@pytest.fixture
def store(tmp_path, examples_store) -> Path:
    target = tmp_path / "store"
    shutil.copytree(examples_store, target)
    return target


def _quads(store: Path) -> set[str]:
    with GraphStore(store) as s:
        return {str(q) for q in s.quads()}


def _ingest(store: Path, *args: str):
    return CliRunner().invoke(cli, ["--store", str(store), "ingest", *args])


def _why(store: Path, item: str) -> dict:
    result = CliRunner().invoke(cli, ["--store", str(store), "why", item, "--format", "json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_one_triple_in_a_document_graph_does_not_replace_the_graph(tmp_path, store):
    """A TriG file with one triple in a document's named graph used to replace the whole graph
    (every mention and claim of the document gone, without a word)."""
    doc = V.doc_iri(DOC)
    before = _quads(store)
    with GraphStore(store) as s:
        graph_size = len(list(s.quads_for_pattern(None, None, None, NamedNode(doc))))
    assert graph_size > 100
    trig = tmp_path / "one.trig"
    trig.write_text(f'<{doc}> {{ <{doc}> <http://example.org/note> "x" . }}\n', encoding="utf-8")
    result = _ingest(store, str(trig))
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: {trig}: graph <{doc}> is a document graph without its metadata (kg:path, kg:contentHash): "
        "an import adds whole documents only; nothing imported\n"
    )
    assert _quads(store) == before


def test_a_whole_document_that_differs_is_replaced_only_with_replace_graphs(tmp_path, store):
    """The same document, whole, with its metadata but a changed graph: refused in one line
    naming the graph; `--replace-graphs` replaces it whole (graph and metadata)."""
    doc = V.doc_iri(DOC)
    export = tmp_path / "all.nq"
    assert (
        CliRunner().invoke(cli, ["--store", str(store), "export", "--format", "nquads", "-o", str(export)]).exit_code
        == 0
    )
    node = NamedNode(doc)
    with GraphStore(store) as s:
        meta = list(s.quads_for_pattern(node, None, None, DefaultGraph()))
        graph = list(s.quads_for_pattern(None, None, None, node))
    assert meta and len(graph) > 100
    changed = tmp_path / "changed.nq"
    changed.write_bytes(serialize(meta + graph[:10], format=RdfFormat.N_QUADS))
    before = _quads(store)
    result = _ingest(store, str(changed))
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: {changed}: graph <{doc}> is already in the store and differs; nothing imported "
        "(--replace-graphs replaces such graphs whole)\n"
    )
    assert _quads(store) == before
    result = _ingest(store, "--replace-graphs", str(changed))
    assert result.exit_code == 0, result.output
    with GraphStore(store) as s:
        assert len(list(s.quads_for_pattern(None, None, None, NamedNode(doc)))) == 10
    # and the full export puts it back as it was
    assert _ingest(store, "--replace-graphs", str(export)).exit_code == 0
    assert _quads(store) == before


def test_a_date_added_to_a_document_cannot_change_first_seen(tmp_path, store):
    """A Turtle file adding dcterms:date "2001-01-01" to a document used to make it "first
    seen" of its items and double every one of its mentions in `why`."""
    doc = V.doc_iri(DOC)
    before = _why(store, "2606.01927")
    forged = tmp_path / "date.ttl"
    forged.write_text(
        f'<{doc}> <http://purl.org/dc/terms/date> "2001-01-01"^^<http://www.w3.org/2001/XMLSchema#date> .\n',
        encoding="utf-8",
    )
    result = _ingest(store, str(forged))
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and f"<{doc}>" in result.stderr and "nothing imported" in result.stderr
    after = _why(store, "2606.01927")
    assert after == before
    assert after["first_seen"]["date"] != "2001-01-01"


def test_reimporting_the_same_export_changes_nothing(tmp_path, store):
    export = tmp_path / "all.trig"
    assert CliRunner().invoke(cli, ["--store", str(store), "export", "-o", str(export)]).exit_code == 0
    before = _quads(store)
    result = _ingest(store, str(export))
    assert result.exit_code == 0, result.output
    assert _quads(store) == before


def test_restoring_an_export_into_a_store_without_those_documents(tmp_path, store):
    """Into an empty store, or one holding other documents: everything the export carries."""
    export = tmp_path / "all.trig"
    assert CliRunner().invoke(cli, ["--store", str(store), "export", "-o", str(export)]).exit_code == 0
    everything = _quads(store)
    empty = tmp_path / "empty"
    assert _ingest(empty, str(export)).exit_code == 0
    assert _quads(empty) == everything
    # a store holding one other document keeps it and gains the export's
    other = tmp_path / "other"
    note = tmp_path / "notes" / "inbox" / "zed" / "2026-09-09-note.md"
    note.parent.mkdir(parents=True)
    note.write_text("# a note\n\n- 2609.99999 something\n", encoding="utf-8")
    assert _ingest(other, str(note)).exit_code == 0
    mine = _quads(other)
    assert _ingest(other, str(export)).exit_code == 0
    assert _quads(other) == everything | mine


def test_library_import_policy(tmp_path, store):
    from kgraph.errors import DocumentError
    from kgraph.graph.rdfio import import_rdf

    doc = V.doc_iri(DOC)
    trig = tmp_path / "meta.trig"
    trig.write_text(f'<{doc}> <{V.KG}contentHash> "{"0" * 64}" ; <{V.KG}path> "{DOC}" .\n', encoding="utf-8")
    with GraphStore(store, write=True) as s:
        with pytest.raises(DocumentError, match="already in the store and differs"):
            import_rdf(s, trig)
    with KGraph(store) as kg:
        report = kg.ingest([trig])
        assert not report.ok and "--replace-graphs" in report.failed[0][1]
        report = kg.ingest([trig], replace_graphs=True)
        assert report.ok and report.imported == [str(trig)]
    with GraphStore(store) as s:
        assert not list(s.quads_for_pattern(None, None, None, NamedNode(doc)))  # replaced whole: no graph came
        assert [
            q.object.value
            for q in s.quads_for_pattern(NamedNode(doc), NamedNode(V.KG + "contentHash"), None, DefaultGraph())
        ] == ["0" * 64]
