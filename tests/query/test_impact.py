"""`kgraph impact`: the layers downstream of a source, checked against what the example files say."""

from __future__ import annotations

import json
import subprocess
import sys

from kgraph.api import KGraph
from kgraph.cli import cli

from ..exampletext import JAY, SPARK, lines_naming, source_blocks


def claim_lines(blocks: list[dict]) -> set[tuple[str, int]]:
    return {(b["file"], n) for b in blocks for n, _ in b["claims"]}


def test_impact_lists_every_copy_of_a_note_with_file_and_line(kg_examples):
    for note in (SPARK, JAY):
        data = kg_examples.impact(note)
        blocks = source_blocks(note)
        first = {(c["document"], c["line"]) for c in data["claims"] if c["depth"] == 1}
        # every claim line of every block whose 来源 names the note, and nothing else
        assert first == claim_lines(blocks), note
        # the documents that name it: each line of theirs that names it is a listed source or a 来源
        named = lines_naming(note)
        docs = {d["document"]: d for d in data["documents"]}
        assert set(named) <= set(docs)
        for path, lines in named.items():
            assert {x["line"] for x in docs[path]["lists_it"]} == lines, (note, path)
        # status assertions made on its strength: the heading of each block that names it
        assert {(s["document"], s["line"]) for s in data["statuses"]} >= {(b["file"], b["heading"]) for b in blocks}


def test_impact_says_which_claims_stand_on_the_note_alone(kg_examples):
    data = kg_examples.impact(SPARK)
    blocks = source_blocks(SPARK)
    alone = {(b["file"], n) for b in blocks if not b["others"] for n, _ in b["claims"]}
    shared = {(b["file"], n) for b in blocks if b["others"] for n, _ in b["claims"]}
    got_alone = {(c["document"], c["line"]) for c in data["claims"] if c["stands_alone"]}
    got_shared = {(c["document"], c["line"]) for c in data["claims"] if c["depth"] >= 1 and not c["stands_alone"]}
    assert got_alone == alone
    assert got_shared == shared
    # as many claims standing alone as the points those lines make
    assert sum(1 for c in data["claims"] if c["stands_alone"]) == sum(
        k for b in blocks if not b["others"] for _, k in b["claims"]
    )
    assert data["summary"]["standing_alone"] == len([c for c in data["claims"] if c["stands_alone"]])


def test_impact_depth_and_as_of(kg_examples):
    full = kg_examples.impact(JAY)
    assert max(c["depth"] for c in full["claims"]) >= 1
    only_own = kg_examples.impact(JAY, depth=0)
    assert only_own["claims"] and all(c["depth"] == 0 and c["document"] == JAY for c in only_own["claims"])
    # on 2026-09-01 the 9-02 brief did not exist yet
    early = kg_examples.impact(JAY, as_of=__import__("datetime").date(2026, 9, 1))
    assert {c["document"] for c in early["claims"]} == {JAY, "inbox/tom/2026-09-01-inference-e1prep.md"}


def test_impact_of_a_paper_and_of_a_claim(kg_examples):
    paper = kg_examples.impact("2609.00768")
    # the paper card's own claims stand on the paper alone; spark's re-run does not
    card = [c for c in paper["claims"] if c["document"] == "paper_cards/1179-2609-00768.md"]
    assert card and all(c["stands_alone"] for c in card)
    assert not any(c["document"] == SPARK for c in paper["claims"])
    # a claim's impact: the copies of it
    jay_claim = next(
        c for c in kg_examples.claims("2609.00768")["claims"] if c["document"] == JAY and "1.28" in c["text"]
    )
    copies = kg_examples.impact(jay_claim["id"])["claims"]
    assert {c["document"] for c in copies if c["depth"] == 1} == {
        "inbox/tom/2026-09-01-inference-e1prep.md",
        "inbox/tom/2026-09-02-inference-e1prep.md",
    }


def test_impact_formats(runner, examples_store, tmp_path):
    base = ["--store", str(examples_store), "impact", SPARK]
    data = json.loads(runner.invoke(cli, [*base, "--format", "json"]).output)
    assert data["target"] == {"kind": "document", "text": SPARK}
    csv_out = runner.invoke(cli, [*base, "--format", "csv"]).output.splitlines()
    assert csv_out[0] == "layer,depth,item,what,where,date,note"
    assert sum(1 for r in csv_out[1:] if r.startswith("claim,")) == len(data["claims"])
    md = runner.invoke(cli, [*base, "--format", "md"]).output
    assert md.startswith("| layer |")
    text = runner.invoke(cli, base).output
    for b in source_blocks(SPARK):
        for n, _ in b["claims"]:
            assert f"{b['file']}:{n}" in text
    page = tmp_path / "impact.html"
    assert runner.invoke(cli, [*base, "--format", "html", "-o", str(page)]).exit_code == 0
    html = page.read_text(encoding="utf-8")
    assert "<script" not in html and "Content-Security-Policy" in html and f"{SPARK}" in html


def test_impact_rq_gives_the_same_first_layer(runner, examples_store):
    for note in (SPARK, JAY):
        args = ["--store", str(examples_store), "sparql", "--name", "impact", "--bind", f"target={note}"]
        result = runner.invoke(cli, [*args, "--format", "json"])
        assert result.exit_code == 0, result.output
        found = {
            (int(b["depth"]["value"]), b["claimId"]["value"]) for b in json.loads(result.output)["results"]["bindings"]
        }
        command = KGraph(examples_store).impact(note, depth=1)
        assert found == {(c["depth"], c["claim"]) for c in command["claims"]}
        assert found


def test_impact_bad_targets(runner, examples_store):
    for target, code in (("inbox/nobody/none.md", 1), ("2699.99999", 1), ("x\x1bbad", 2)):
        result = runner.invoke(cli, ["--store", str(examples_store), "impact", target])
        assert result.exit_code == code, (target, result.output)
        assert len(result.output.strip().splitlines()) == 1 and "Traceback" not in result.output


def test_impact_cli_in_a_subprocess(examples_store):
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "--store", str(examples_store), "impact", SPARK, "--depth", "1"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "inbox/tom/2026-09-02-inference-e1prep.md:14" in done.stdout


def test_map_downstream_draws_the_impact(runner, examples_store, tmp_path):
    page = tmp_path / "down.html"
    args = ["--store", str(examples_store), "map", SPARK, "--downstream", "-o", str(page)]
    result = runner.invoke(cli, args)
    assert result.exit_code == 0, result.output
    html = page.read_text(encoding="utf-8")
    data = KGraph(examples_store).impact(SPARK, depth=2)
    for c in data["claims"]:
        assert c["claim"] in html
    assert "Downstream of document" in html and "Content-Security-Policy" in html
    assert runner.invoke(cli, ["--store", str(examples_store), "map", "--all", "--downstream"]).exit_code == 2
