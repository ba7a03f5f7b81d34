"""The embedded store's own interface: hashes looked up by path, emptiness."""

from __future__ import annotations

from kgraph.api import KGraph
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES


def test_document_hashes_of_some_paths_only(tmp_path):
    store = tmp_path / "store"
    assert KGraph(store).ingest([EXAMPLES]).ok
    with GraphStore(store) as s:
        every = s.document_hashes()
        assert len(every) > 5
        some = sorted(every)[:2]
        assert s.document_hashes(some) == {p: every[p] for p in some}
        assert s.document_hashes(["no/such/file.md", some[0]]) == {some[0]: every[some[0]]}
        assert s.document_hashes([]) == {}
        assert s.document_hashes(['a "quoted" } path.md']) == {}  # a path is a literal, never query text
        assert not s.is_empty()
    with GraphStore(tmp_path / "empty", write=True) as s:
        assert s.is_empty() and s.document_hashes() == {}
