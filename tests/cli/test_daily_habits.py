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


# ---------------------------------------------------------------- contradictions, diff and the smaller things


def srun(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), *args], catch_exceptions=False)


def test_contradictions_limit_and_severity(runner, examples_store):
    every = json.loads(srun(runner, examples_store, "contradictions", "--format", "json").output)
    assert len(every) > 5
    high = json.loads(srun(runner, examples_store, "contradictions", "--severity", "high", "--format", "json").output)
    assert high and {e["severity"] for e in high} == {"high"}
    medium = json.loads(
        srun(runner, examples_store, "contradictions", "--severity", "medium", "--format", "json").output
    )
    assert {e["severity"] for e in medium} == {"high", "medium"} and len(high) < len(medium) <= len(every)
    first = json.loads(srun(runner, examples_store, "contradictions", "--limit", "3", "--format", "json").output)
    assert first == every[:3]
    text = srun(runner, examples_store, "contradictions", "--limit", "1").output
    assert text.count("  C-") == 1


def test_contradictions_goes_through_a_pager_on_a_terminal(tmp_path, examples_store):
    """A real terminal (a pseudo-terminal) and PAGER=cat: the text is paged; --no-pager and a pipe print at once."""
    import os
    import pty
    import subprocess
    import sys

    log = tmp_path / "paged"
    pager = tmp_path / "pager.sh"
    pager.write_text(f"#!/bin/sh\ncat > {log}\n")
    pager.chmod(0o755)
    env = {**os.environ, "PAGER": str(pager)}
    command = [sys.executable, "-m", "kgraph", "--store", str(examples_store), "contradictions", "--limit", "2"]
    leader, follower = pty.openpty()
    done = subprocess.run(command, stdin=follower, stdout=follower, stderr=follower, env=env, timeout=120)
    os.close(follower)
    os.close(leader)
    assert done.returncode == 0 and "C-" in log.read_text()
    log.unlink()
    piped = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)
    assert "C-" in piped.stdout and not log.exists()


def test_an_unknown_kind_has_a_did_you_mean(runner, examples_store):
    result = srun(runner, examples_store, "contradictions", "--kind", "to-verfy")
    assert result.exit_code == 2 and "did you mean: to-verify?" in result.output


def test_audit_says_one_open_entry_in_the_singular(runner, examples_store):
    data = json.loads(srun(runner, examples_store, "audit", "--format", "json").output)
    text = srun(runner, examples_store, "audit").output
    n = data["failing"]
    assert f"{n} open {'entry' if n == 1 else 'entries'} at or above" in text
    assert "1 open entries" not in text


@pytest.mark.parametrize(
    ("given", "start", "end"),
    [
        ("2026-09-01..2026-09-05", "2026-09-01", "2026-09-05"),
        ("2026-09-03..", "2026-09-03", None),
        ("..2026-09-02", None, "2026-09-02"),
    ],
)
def test_diff_takes_open_ranges(runner, examples_store, given, start, end):
    data = json.loads(srun(runner, examples_store, "diff", given, "--format", "json").output)
    assert (data["from"], data["to"]) == (start, end)
    days = [x["date"] for x in data["first_seen"]]
    assert all((start is None or d > start) and (end is None or d <= end) for d in days)


def test_diff_of_one_day_is_that_day_alone(runner, examples_store):
    one = json.loads(srun(runner, examples_store, "diff", "2026-09-02", "--format", "json").output)
    assert one["first_seen"] and {x["date"] for x in one["first_seen"]} == {"2026-09-02"}
    whole = json.loads(srun(runner, examples_store, "diff", "2026-09-01..2026-09-02", "--format", "json").output)
    assert one["first_seen"] == whole["first_seen"]


def test_a_reversed_range_is_an_error(runner, examples_store):
    result = srun(runner, examples_store, "diff", "2026-09-05..2026-09-01")
    assert result.exit_code == 2 and "reversed" in result.output


def test_impact_to_a_file_says_what_it_wrote(runner, examples_store, tmp_path):
    out = tmp_path / "impact.md"
    result = srun(
        runner, examples_store, "impact", "inbox/jay/2026-08-31-engineering-e1prep.md", "--format", "md", "-o", str(out)
    )
    assert result.exit_code == 0 and result.output.startswith(f"wrote {out}: impact of document ")
    assert out.read_text().strip()


def test_a_store_is_not_made_among_the_users_documents(runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "briefs").mkdir()
    shutil.copy(EXAMPLES / "inbox/tom" / BRIEF, tmp_path / "briefs" / BRIEF)
    result = runner.invoke(cli, ["--store", "briefs", "ingest", "briefs"])
    assert result.exit_code == 2 and "holds documents" in result.output
    assert sorted(p.name for p in (tmp_path / "briefs").iterdir()) == [BRIEF]


def test_a_store_given_as_http_gets_the_sparql_hint(runner):
    result = runner.invoke(cli, ["--store", "http://127.0.0.1:3030/ds/sparql", "stats"])
    assert result.exit_code == 2 and "sparql+http://127.0.0.1:3030/ds/sparql" in result.output


def test_push_counts_documents_and_retraction_records_apart(runner, tmp_path):
    store, other = tmp_path / "a", tmp_path / "b"
    for path in (EXAMPLES / "inbox/tom" / BRIEF, EXAMPLES / "organized"):
        assert srun(runner, store, "ingest", str(path)).exit_code == 0
    documents = json.loads(srun(runner, store, "stats", "--format", "json").output)["documents"]
    srun(runner, store, "retract", f"inbox/tom/{BRIEF}", "--reason", "misread")
    result = srun(runner, store, "push", str(other))
    assert result.output == f"{documents} documents pushed, 0 unchanged; 1 retraction record pushed, 0 unchanged\n"


# ---------------------------------------------------------------- sparql


def _sparql_json(runner, store, *args):
    result = srun(runner, store, "sparql", *args, "--format", "json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)  # a note may follow on stderr


def test_any_variable_of_the_pattern_can_be_bound(runner, examples_store):
    """`--bind w=...` on a ?w that is not projected was "?w must be in the SELECT list to be bound"."""
    bound = _sparql_json(
        runner, examples_store, "SELECT DISTINCT ?d WHERE { GRAPH ?d { ?m kg:about ?w } }", "--bind", "w=2606.01927"
    )
    spelled = _sparql_json(
        runner, examples_store, "SELECT DISTINCT ?d WHERE { GRAPH ?d { ?m kg:about kgid:arxiv\\/2606.01927 } }"
    )
    got = sorted(b["d"]["value"] for b in bound["results"]["bindings"])
    assert got and got == sorted(b["d"]["value"] for b in spelled["results"]["bindings"])
    ask = srun(runner, examples_store, "sparql", "ASK { GRAPH ?d { ?m kg:about ?w } }", "--bind", "w=2606.01927")
    assert ask.output.strip() == "true"
    construct = srun(
        runner,
        examples_store,
        "sparql",
        "CONSTRUCT { ?m kg:about ?w } WHERE { GRAPH ?d { ?m kg:about ?w } }",
        "--bind",
        "w=2606.01927",
    )
    assert construct.exit_code == 0 and "2606.01927" in construct.output


def test_a_bound_value_never_becomes_query_text(runner, examples_store):
    data = _sparql_json(runner, examples_store, "SELECT ?x WHERE { ?d kg:path ?p }", "--bind", 'p="} . ?x ?y ?z . {"')
    assert data["results"]["bindings"] == []


# ---------------------------------------------------------------- export and restore


def test_a_turtle_export_is_refused_for_a_restore(runner, examples_store, tmp_path):
    out = tmp_path / "all.ttl"
    exported = srun(runner, examples_store, "export", "--format", "turtle", "-o", str(out))
    assert exported.exit_code == 0 and "cannot restore a store" in exported.output  # the note (stderr is mixed in)
    fresh = tmp_path / "fresh"
    restored = srun(runner, fresh, "ingest", str(out))
    assert restored.exit_code == 1 and "cannot restore kgraph documents" in restored.output
    assert "export with --format trig" in restored.output
    assert not (fresh / "oxigraph").exists() or srun(runner, fresh, "stats", "--format", "json").exit_code == 0


def test_a_trig_export_restores_and_the_help_says_which_formats_do(runner, examples_store, tmp_path):
    help_text = " ".join(srun(runner, examples_store, "export", "--help").output.split())
    assert "trig (the default), nquads and jsonld keep the named graphs" in help_text
    out = tmp_path / "all.trig"
    assert srun(runner, examples_store, "export", "-o", str(out)).exit_code == 0
    fresh = tmp_path / "fresh"
    assert srun(runner, fresh, "ingest", str(out)).exit_code == 0
    why = json.loads(srun(runner, fresh, "why", "2606.01927", "--format", "json").output)
    assert why["mentions"]


def test_sparql_list_separates_the_queries_for_users_and_fits_the_width(runner, examples_store):
    from kgraph.cli.base import display_width
    from kgraph.query import named

    listed = runner.invoke(cli, ["sparql", "--list"], env={"COLUMNS": "80"}).output
    lines = listed.splitlines()
    assert max(display_width(line) for line in lines) <= 80
    shown = {line.split()[0] for line in lines if line.startswith("  ")}
    assert shown == set(named.user_names()) and "detect-counts" not in shown
    assert f"{len(named.names()) - len(shown)} more that kgraph's own commands run" in listed
    every = runner.invoke(cli, ["sparql", "--list", "--all"]).output
    assert {line.split()[0] for line in every.splitlines() if line.startswith("  ")} == set(named.names())


def test_ask_and_describe_see_the_documents_through_the_union_default_graph(runner, examples_store):
    plain = srun(runner, examples_store, "sparql", "ASK { ?x a kg:Paper }")
    assert plain.stdout.strip() == "false" and "--union-default-graph" in plain.stderr
    union = srun(runner, examples_store, "sparql", "ASK { ?x a kg:Paper }", "--union-default-graph")
    assert union.stdout.strip() == "true"
    described = srun(
        runner,
        examples_store,
        "sparql",
        "DESCRIBE <https://w3id.org/kgraph/id/arxiv/2606.01927>",
        "--union-default-graph",
    )
    assert described.exit_code == 0 and "Albireo" in described.stdout


def test_graph_queries_leave_the_derived_graphs_out(runner, examples_store):
    data = _sparql_json(runner, examples_store, "SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }")
    graphs = {b["g"]["value"] for b in data["results"]["bindings"]}
    stats = json.loads(srun(runner, examples_store, "stats", "--format", "json").output)
    assert len(graphs) == stats["documents"]
    assert all("/id/doc/" in g for g in graphs)


def test_ask_invents_no_csv_column(runner, examples_store):
    """SPARQL 1.1 CSV/TSV define SELECT results only: the CLI prints the answer, the library refuses."""
    from kgraph.api import KGraph
    from kgraph.errors import QueryError
    from kgraph.store.results import to_csv, to_tsv

    result = srun(runner, examples_store, "sparql", "ASK { ?d kg:path ?p }", "--format", "csv")
    assert result.exit_code == 0 and result.output == "true\n"
    answer = KGraph(examples_store).sparql("ASK { ?d kg:path ?p }")
    for writer in (to_csv, to_tsv):
        with pytest.raises(QueryError, match="SPARQL 1.1 defines CSV and TSV for SELECT"):
            writer(answer)


# ---------------------------------------------------------------- the terminal's width


WIDE = [
    ["why", "2606.01927"],
    ["instances"],
    ["contradictions", "--no-pager"],
    ["claims", "2606.01927"],
    ["diff", "2026-09-01..2026-09-08"],
    ["new"],
    ["impact", "inbox/jay/2026-08-31-engineering-e1prep.md"],
]


@pytest.mark.parametrize("command", WIDE, ids=lambda c: c[0])
def test_text_output_fits_columns(runner, examples_store, command):
    from kgraph.cli.base import display_width

    wide = srun(runner, examples_store, *command).output
    assert max(display_width(line) for line in wide.splitlines()) > 80  # the case to fix is there
    fitted = runner.invoke(cli, ["--store", str(examples_store), *command], env={"COLUMNS": "80"}).output
    assert max(display_width(line) for line in fitted.splitlines()) <= 80
    assert len(fitted.splitlines()) == len(wide.splitlines())  # cut, not lost


def test_the_whole_values_stay_in_json_whatever_the_width(runner, examples_store):
    narrow = runner.invoke(
        cli, ["--store", str(examples_store), "why", "2606.01927", "--format", "json"], env={"COLUMNS": "40"}
    )
    assert narrow.output == srun(runner, examples_store, "why", "2606.01927", "--format", "json").output


def test_the_ingest_summary_wraps_at_the_width(runner, tmp_path):
    result = runner.invoke(cli, ["--store", str(tmp_path / "s"), "ingest", str(EXAMPLES)], env={"COLUMNS": "80"})
    from kgraph.cli.base import display_width

    assert result.exit_code == 0 and max(display_width(line) for line in result.stdout.splitlines()) <= 80
    assert "kgraph inspect FILE" in " ".join(result.stdout.split())  # wrapped, not cut


def test_retractions_fit_columns(runner, examples_store, tmp_path):
    import shutil as sh

    from kgraph.cli.base import display_width

    store = tmp_path / "store"
    sh.copytree(examples_store, store)
    reason = "a long reason that runs on well past the width of any terminal a person reads it on"
    srun(runner, store, "retract", "inbox/jay/2026-08-31-engineering-e1prep.md", "--reason", reason)
    assert max(display_width(x) for x in srun(runner, store, "retractions").output.splitlines()) > 80
    fitted = runner.invoke(cli, ["--store", str(store), "retractions"], env={"COLUMNS": "80"}).output
    assert max(display_width(x) for x in fitted.splitlines()) <= 80
    whole = json.loads(srun(runner, store, "retractions", "--format", "json").output)
    assert whole[0]["reason"] == reason


# ---------------------------------------------------------------- reading again when the reader changed

HEAD_TEXT = (
    "inference · E1 预消化简报（2026-09-05）\n窗口：2026-09-04 22:20 → 2026-09-05 22:20\n\n"
    "增量 1：X（arXiv:2609.00001）\nVertrauen: medium\n"
)


def test_editing_the_lexicon_reads_the_documents_again(runner, tmp_path, monkeypatch):
    """`lexicon.toml` edited: ingest said "0 ingested, 3 unchanged" and kept the old reading until --force."""
    from kgraph.api import KGraph
    from kgraph.extract import reader_id
    from kgraph.extract.lexicon import Lexicon

    monkeypatch.chdir(tmp_path)
    brief = tmp_path / "inbox/tom/2026-09-05-b.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(HEAD_TEXT, encoding="utf-8")
    assert run(runner, "ingest", "inbox").output.startswith("1 ingested")
    assert run(runner, "ingest", "inbox").output.startswith("0 ingested, 1 unchanged")

    def confidences() -> set[str]:
        with KGraph(".kgraph") as kg:
            return {r["c"].value for r in kg.store.query("SELECT ?c WHERE { GRAPH ?g { ?m kg:confidence ?c } }")}

    assert "medium" not in confidences()
    (tmp_path / "lexicon.toml").write_text('[fields]\n"可信度" = ["Vertrauen"]\n', encoding="utf-8")  # beside .kgraph
    again = run(runner, "ingest", "inbox").output
    assert again.startswith("0 ingested, 1 read again (the extractor or lexicon changed), 0 unchanged"), again
    assert "medium" in confidences()  # the store now agrees with `kgraph inspect`
    inspected = json.loads(run(runner, "inspect", str(brief), "--format", "json").output)
    assert any("field confidence" in " ".join(line["taken"]) for line in inspected["lines"])
    with KGraph(".kgraph") as kg:
        recorded = {r["r"].value for r in kg.store.query("SELECT ?r WHERE { ?d kg:readBy ?r }")}
    assert recorded == {reader_id(Lexicon.load(tmp_path / "lexicon.toml"))} != {reader_id()}
    assert run(runner, "ingest", "inbox").output.startswith("0 ingested, 1 unchanged")


def test_a_new_extractor_version_reads_the_documents_again(runner, tmp_path, monkeypatch):
    import kgraph.extract

    monkeypatch.chdir(tmp_path)
    shutil.copytree(EXAMPLES / "paper_cards", "paper_cards")
    assert run(runner, "ingest", "paper_cards").output.startswith("1 ingested")
    monkeypatch.setattr(kgraph.extract, "READER_VERSION", kgraph.extract.READER_VERSION + "-next")
    assert "1 read again" in run(runner, "ingest", "paper_cards").output
    assert run(runner, "ingest", "paper_cards").output.startswith("0 ingested, 1 unchanged")


# ---------------------------------------------------------------- retractions and the register


def test_retracting_the_only_anchoring_evidence_resolves_the_new_but_anchored_entry(runner, examples_store, tmp_path):
    import shutil as sh

    store = tmp_path / "store"
    sh.copytree(examples_store, store)

    def entry() -> dict:
        found = json.loads(
            srun(runner, store, "contradictions", "--kind", "new-but-anchored", "--format", "json").output
        )
        return next(e for e in found if e["items"] == ["2609.01234"])

    before = entry()
    assert before["status"] == "open"
    anchoring = {ev["document"] for ev in before["evidence"]} - {"inbox/tom/2026-09-03-inference-e1prep.md"}
    assert anchoring == {"inbox/tom/2026-09-02-inference-e1prep.md"}  # its only anchoring evidence
    done = srun(
        runner, store, "retract", anchoring.pop(), "--reason", "misread", "--date", "2026-09-10", "--format", "json"
    )
    rid = json.loads(done.output)["id"]
    after = entry()
    assert (after["status"], after["resolved_on"]) == ("resolved", "2026-09-10") and rid in after["summary"]
    still_open = json.loads(srun(runner, store, "contradictions", "--open", "--format", "json").output)
    assert before["id"] not in {e["id"] for e in still_open}
    assert srun(runner, store, "retract", "--undo", rid, "--date", "2026-09-11").exit_code == 0
    assert entry()["status"] == "open"
