"""What a user trips over once kgraph is a daily habit (issue 24), through the CLI as they run it:
documents named by any path they see, taking a document out, ..."""

from __future__ import annotations

import json
import shutil

import pytest

from kgraph.cli import cli

from ..conftest import EXAMPLES

BRIEF = "2026-09-02-inference-e1prep.md"


def run(runner, *args):
    return runner.invoke(cli, ["--store", ".kgraph", *args], catch_exceptions=False)


@pytest.fixture
def briefs_folder(tmp_path, monkeypatch, runner):
    """A user's own folder `briefs/` (no inbox/ in its path) ingested beside the examples, from its parent."""
    monkeypatch.chdir(tmp_path)
    shutil.copytree(EXAMPLES, "examples")
    (tmp_path / "briefs").mkdir()
    shutil.copy(EXAMPLES / "inbox/tom" / BRIEF, tmp_path / "briefs" / BRIEF)
    result = run(runner, "ingest", "briefs", "examples")
    assert result.exit_code == 0, result.output
    return tmp_path


def test_ingest_prints_paths_that_every_command_then_takes(runner, briefs_folder):
    printed = run(runner, "ingest", "briefs", "--force").output
    shown = f"briefs/{BRIEF}"
    assert "ingested" in printed
    for command in (["map", shown, "-o", "m.html"], ["impact", shown], ["new", shown], ["path", shown, "2609.01877"]):
        result = run(runner, *command)
        assert result.exit_code == 0, (command, result.output)
    impact = json.loads(run(runner, "impact", shown, "--format", "json").output)
    assert impact["target"]["kind"] == "document"


@pytest.mark.parametrize("form", ["logical", "absolute", "dot-slash"])
def test_a_document_by_its_logical_or_absolute_path(runner, briefs_folder, form):
    path = {
        "logical": f"inbox/tom/{BRIEF}",
        "absolute": str(briefs_folder / "examples/inbox/tom" / BRIEF),
        "dot-slash": f"./examples/inbox/tom/{BRIEF}",
    }[form]
    for command in (["map", path, "-o", "m.html"], ["impact", path], ["new", path]):
        result = run(runner, *command)
        assert result.exit_code == 0, (command, result.output)
    new = json.loads(run(runner, "new", path, "--format", "json").output)
    assert new["document"] == f"inbox/tom/{BRIEF}"


def test_remove_takes_a_document_out(runner, briefs_folder):
    before = json.loads(run(runner, "stats", "--format", "json").output)["documents"]
    result = run(runner, "remove", f"briefs/{BRIEF}")
    assert result.exit_code == 0 and result.output == f"removed {BRIEF}\n"
    assert json.loads(run(runner, "stats", "--format", "json").output)["documents"] == before - 1
    again = run(runner, "remove", f"briefs/{BRIEF}")
    assert again.exit_code == 1 and "not a document in the store" in again.output
    assert f"inbox/tom/{BRIEF}" in again.output  # did you mean
    impact = run(runner, "impact", f"briefs/{BRIEF}")
    assert impact.exit_code == 1


def test_remove_checks_every_document_before_removing_any(runner, briefs_folder):
    before = json.loads(run(runner, "stats", "--format", "json").output)["documents"]
    result = run(runner, "remove", f"briefs/{BRIEF}", "briefs/not-there.md")
    assert result.exit_code == 1 and "'briefs/not-there.md' is not a document" in result.output
    assert json.loads(run(runner, "stats", "--format", "json").output)["documents"] == before


def test_a_removed_document_comes_back_with_ingest(runner, briefs_folder):
    run(runner, "remove", f"inbox/tom/{BRIEF}")
    assert run(runner, "new", f"inbox/tom/{BRIEF}").exit_code == 1
    result = run(runner, "ingest", "examples")
    assert result.output.startswith("1 ingested"), result.output
