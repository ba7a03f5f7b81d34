"""No silent loss by path: a document's identity is its logical path (kgraph.files.logical_path);
two files that would share one are refused, and a file that would replace a document that came
from another file needs --replace.

Before: `kgraph ingest alice/ bob/` with alice/brief.md and bob/brief.md printed "2 ingested"
and stored one; `a/notes.md` then `b/notes.md` in two runs replaced the first without a word."""

from __future__ import annotations

from click.testing import CliRunner

from kgraph.api import KGraph
from kgraph.cli import cli

BRIEF = "# {0}\n\nDate: 2026-09-0{1}\n\n## NET-NEW\n\n- 2606.0192{1} {0} model\n"


def folders(tmp_path):
    for n, name in enumerate(("alice", "bob"), 1):
        (tmp_path / name).mkdir()
        (tmp_path / name / "brief.md").write_text(BRIEF.format(name.title(), n))
    return tmp_path / "alice", tmp_path / "bob"


def stored_paths(store) -> list[str]:
    return sorted(r["p"].value for r in KGraph(store).store.query("SELECT ?p WHERE { ?d kg:path ?p }"))


def test_two_files_with_one_logical_path_refuse_the_ingest_before_writing(tmp_path):
    alice, bob = folders(tmp_path)
    store = tmp_path / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(alice), str(bob)])
    assert result.exit_code == 1
    errors = [line for line in result.output.splitlines() if line.startswith("error:")]
    assert len(errors) == 1 and "alice/brief.md" in errors[0] and "bob/brief.md" in errors[0], result.output
    assert not (store / "oxigraph").exists()  # nothing was written, not even an empty store
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(tmp_path)])  # the common parent
    assert result.exit_code == 0, result.output
    assert stored_paths(store) == ["alice/brief.md", "bob/brief.md"]


def test_a_later_file_with_the_same_logical_path_needs_replace(tmp_path):
    alice, bob = folders(tmp_path)
    store = tmp_path / "store"
    graph = KGraph(store)
    assert graph.ingest([alice]).ok
    before = KGraph(store).store.document_hashes()
    report = graph.ingest([bob])
    assert not report.ok and not report.ingested
    assert "ingested from another file" in report.failed[0][1] and "--replace" in report.failed[0][1]
    assert KGraph(store).store.document_hashes() == before  # alice's document is still there
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", "--replace", str(bob)])
    assert result.exit_code == 0, result.output
    assert stored_paths(store) == ["brief.md"]
    (bob / "brief.md").write_text(BRIEF.format("Bob again", 2))
    assert KGraph(store).ingest([bob]).ingested  # the same file, changed: no --replace needed
