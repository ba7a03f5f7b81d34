"""networkx views, `kgraph path` and `kgraph rank`, with answers worked out by hand from the example files."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from kgraph.cli import cli

from ..exampletext import JAY, SPARK, files, files_with, first_line_with, source_blocks

BRIEF_0902 = "inbox/tom/2026-09-02-inference-e1prep.md"


def test_views(kg_examples):
    derivation = kg_examples.to_networkx("derivation")
    kinds = {d["kind"] for _, d in derivation.nodes(data=True)}
    assert "claim" in kinds and "inbox_note" in kinds
    relations = {r for _, _, r in derivation.edges(data="relation")}
    assert {"stated-in", "quoted-from", "copied-from", "primary-source", "derived-from"} <= relations
    # every claim line of a block naming spark's note is a claim quoted from it in the view
    quoted = {
        (derivation.nodes[c]["document"], derivation.nodes[c]["line"])
        for c, target, r in derivation.edges(data="relations")
        if target == SPARK and "quoted-from" in r
    }
    assert quoted == {(b["file"], n) for b in source_blocks(SPARK) for n, _ in b["claims"]}
    citation = kg_examples.to_networkx("citation")
    assert not any(d["kind"] == "claim" for _, d in citation.nodes(data=True))
    assert set(citation.predecessors("2609.00768")) == files_with("2609.00768")
    early = kg_examples.to_networkx("full", as_of=dt.date(2026, 9, 1))
    assert BRIEF_0902 not in early and "inbox/tom/2026-09-01-inference-e1prep.md" in early
    with pytest.raises(Exception, match="unknown view"):
        kg_examples.to_networkx("nonsense")


def test_readme_notebook_example(kg_examples):
    # the README's example: the sources that are the sole support of the most claims
    from collections import Counter

    g = kg_examples.to_networkx(view="derivation")
    sole = Counter()
    for claim, data in g.nodes(data=True):
        if data["kind"] == "claim":
            primary = [v for _, v, r in g.out_edges(claim, data="relation") if r == "primary-source"]
            if len(primary) == 1:
                sole[primary[0]] += 1
    top, count = sole.most_common(1)[0]
    assert top == "2609.00768"
    # by hand: among the claims that name no file and rest on the paper alone are the card's
    # bullets and the bullets of jay's ⑤ TokenWeave block other than its URL line
    card = files()["paper_cards/1179-2609-00768.md"]
    jay = files()[JAY]
    start = next(n for n, line in enumerate(jay) if line.startswith("⑤"))
    block = []
    for line in jay[start + 1 :]:
        if not line.startswith("   - "):
            break
        block.append(line.strip())
    jay_points = [b for b in block if not b.startswith("- URL")]
    assert count >= sum(1 for line in card if line.startswith("- ")) + len(jay_points) == 11


def test_path_through_the_brief_that_names_both(kg_examples, runner, examples_store):
    data = kg_examples.path(JAY, "2609.01877")
    # by hand: the only file that names jay's note and mentions 2609.01877
    both = [f for f in files_with(JAY) if "2609.01877" in "\n".join(files()[f])]
    assert both == [BRIEF_0902]
    assert data["found"] and data["length"] == 2
    assert [n["id"] for n in data["nodes"]] == [JAY, BRIEF_0902, "2609.01877"]
    first, second = data["hops"]
    assert (first["relation"], first["direction"], first["document"]) == ("derived-from", "backward", BRIEF_0902)
    assert JAY in files()[BRIEF_0902][first["line"]]  # the 来源 line under the heading it names
    assert (second["relation"], second["line"]) == ("cites", first_line_with(BRIEF_0902, "2609.01877"))
    text = runner.invoke(cli, ["--store", str(examples_store), "path", JAY, "2609.01877"]).output
    assert f"({BRIEF_0902}:{second['line']})" in text and "2 hops" in text


def test_path_of_one_hop_and_between_copies(kg_examples):
    data = kg_examples.path("CoRun", SPARK)
    assert data["length"] == 1
    assert data["hops"][0]["line"] == first_line_with(SPARK, "CoRun")
    # a claim and the upstream claim it copies: one hop, copied-from
    jay = next(c for c in kg_examples.claims("2609.00768")["claims"] if c["document"] == JAY and "1.28" in c["text"])
    copy = next(
        c
        for c in kg_examples.claims("2609.00768")["claims"]
        if c["document"] == "inbox/tom/2026-09-01-inference-e1prep.md" and "1.28" in c["text"]
    )
    data = kg_examples.path(copy["id"], jay["id"])
    assert data["length"] == 1 and data["hops"][0]["relation"] == "copied-from"


def test_path_errors(runner, examples_store):
    for args, code in ((["nowhere/none.md", JAY], 1), (["2699.99999", JAY], 1)):
        result = runner.invoke(cli, ["--store", str(examples_store), "path", *args])
        assert result.exit_code == code and "Traceback" not in result.output


def test_rank_sources_by_sole_support(kg_examples, runner, examples_store):
    data = kg_examples.rank("sources", limit=50)
    assert data["measure"] == "sole_support"
    by_source = {r["source"]: r for r in data["rows"]}
    # by hand: the points made by the blocks whose 来源 names spark's note alone
    alone = sum(k for b in source_blocks(SPARK) if not b["others"] for _, k in b["claims"])
    assert by_source[SPARK]["sole_support"] == alone
    # and every claim point quoted from it at all
    assert by_source[SPARK]["downstream"] == sum(k for b in source_blocks(SPARK) for _, k in b["claims"])
    assert [r["sole_support"] for r in data["rows"]] == sorted((r["sole_support"] for r in data["rows"]), reverse=True)
    out = runner.invoke(cli, ["--store", str(examples_store), "rank", "sources", "--limit", "3"]).output
    assert out.startswith("sources ranked by sole_support:")


def test_rank_works_by_citing_documents(kg_examples, runner, examples_store):
    data = kg_examples.rank("works", limit=5)
    assert data["measure"] == "citing_documents"
    top = data["rows"][0]
    # by hand: CoRun is written (by its id, or by its name alone: one work either way) in more
    # example files than any other paper
    papers = {"2609.00768": "TokenWeave", "2608.14376": "CoRun", "2606.01927": "Albireo", "2609.01234": "ShardKV"}
    counts = {i: len(files_with(i) | files_with(name)) for i, name in papers.items()}
    assert top["work"] == max(counts, key=counts.get) == "2608.14376"
    assert top["citing_documents"] == counts["2608.14376"]
    assert top["claims"] == len(kg_examples.claims("2608.14376")["claims"])
    got = json.loads(runner.invoke(cli, ["--store", str(examples_store), "rank", "works", "--format", "json"]).output)
    assert got["rows"][0]["work"] == "2608.14376"


def test_networkx_is_not_imported_by_why_or_help(examples_store):
    code = (
        "import sys\nfrom click.testing import CliRunner\nfrom kgraph.cli import cli\n"
        f"CliRunner().invoke(cli, ['--store', {str(examples_store)!r}, 'why', '2609.00768@2026-09-01~3fcc56'])\n"
        "CliRunner().invoke(cli, ['--help'])\n"
        "print('networkx' in sys.modules)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == "False", done.stderr


def test_the_whole_store_reader_equals_the_query(kg_examples, tmp_path):
    from kgraph.query.named import rows
    from kgraph.query.origins import all_claims, collect_claims

    assert all_claims(kg_examples.store) == collect_claims(rows(kg_examples.store, "claims-with-sources"))
    assert all_claims(kg_examples.store, dt.date(2026, 9, 1)) == collect_claims(
        rows(kg_examples.store, "claims-with-sources"), dt.date(2026, 9, 1)
    )
