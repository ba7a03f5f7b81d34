"""An exception inside the extractor (a bug of kgraph's, not bad input) is the file's one-line
error in every command that reads documents: never a traceback, and nothing stored."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.errors import DocumentError
from kgraph.extract import extract

from ..conftest import EXAMPLES

BRIEF = EXAMPLES / "inbox/tom/2026-09-01-inference-e1prep.md"


@pytest.fixture
def broken_reader(monkeypatch):
    """The assembling stage raises on BRIEF, as a broken regular expression of ours would."""
    from kgraph.extract import assemble

    real = assemble.read_document

    def broken(text, path, *args, **kwargs):
        if path.endswith(BRIEF.name):
            raise ValueError("unbalanced parenthesis at position 7")
        return real(text, path, *args, **kwargs)

    monkeypatch.setattr(assemble, "read_document", broken)


def test_the_library_raises_a_document_error_naming_the_file(broken_reader):
    with pytest.raises(DocumentError) as caught:
        extract(BRIEF.read_bytes(), f"inbox/tom/{BRIEF.name}", display=str(BRIEF))
    assert str(caught.value) == (
        f"{BRIEF}: cannot extract (ValueError: unbalanced parenthesis at position 7; a bug in kgraph, please report it)"
    )


def test_inspect_says_it_in_one_line(broken_reader):
    result = CliRunner().invoke(cli, ["inspect", str(BRIEF)])
    assert result.exit_code == 2
    assert result.output == (
        f"Error: {BRIEF}: cannot extract (ValueError: unbalanced parenthesis at position 7; "
        "a bug in kgraph, please report it)\n"
    )


def test_ingest_stores_the_other_files_and_nothing_of_this_one(broken_reader, tmp_path):
    store = tmp_path / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(BRIEF.parent)])
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert f"error: {BRIEF}: cannot extract (ValueError: unbalanced parenthesis at position 7; a bug in kgraph" in (
        result.output
    )
    stats = CliRunner().invoke(cli, ["--store", str(store), "stats", "--format", "json"])
    assert json.loads(stats.output)["documents"] == len(list(BRIEF.parent.glob("*.md"))) - 1
