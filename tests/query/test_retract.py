"""Retractions: records of their own, the two detectors, undo, --as-of, and bad input."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.query.detectors import entry_id
from kgraph.query.retract import _entry_id

from ..conftest import EXAMPLES, N_EXAMPLES
from ..exampletext import SPARK, files, source_blocks
from .test_claims import corpus

TODAY = dt.date(2026, 10, 1)
DAY = dt.date(2026, 9, 10)


@pytest.fixture
def store(tmp_path):
    location = tmp_path / "store"
    assert KGraph(location).ingest([EXAMPLES]).ok
    return location


def entries(location, kind, **kw):
    return KGraph(location).contradictions(kind=kind, today=TODAY, **kw)


def lines(found):
    return {(e["evidence"][0]["document"], e["evidence"][0]["line"]) for e in found}


def test_retracting_the_note_behind_copied_figures(store, runner):
    before = KGraph(store).audit(today=TODAY)
    record = KGraph(store).retract(SPARK, "the re-run used another batch size", by="alice", date=DAY)
    assert record["id"].startswith("R-") and record["target_kind"] == "document"
    blocks = source_blocks(SPARK)
    # every copy that names only this note now stands on nothing ...
    alone = {(b["file"], n) for b in blocks if not b["others"] for n, _ in b["claims"]}
    unsupported = entries(store, "unsupported-claim")
    assert lines(unsupported) == alone
    assert len(unsupported) == sum(k for b in blocks if not b["others"] for _, k in b["claims"])
    assert all(e["severity"] == "high" and e["first_seen"] == DAY.isoformat() for e in unsupported)
    # ... and the copies that also name another note lost one of two origins
    shared = {(b["file"], n) for b in blocks if b["others"] for n, _ in b["claims"]}
    assert lines(entries(store, "weakened-claim")) == shared
    after = KGraph(store).audit(today=TODAY)
    assert after["failing"] == before["failing"] + len(unsupported)
    assert runner.invoke(cli, ["--store", str(store), "audit"]).exit_code == 1


def test_audit_fails_on_unsupported_claims(tmp_path, runner):
    _, location = corpus(tmp_path)  # a note and two briefs that copy it: nothing to flag
    assert runner.invoke(cli, ["--store", str(location), "audit"]).exit_code == 0
    done = runner.invoke(
        cli, ["--store", str(location), "retract", "inbox/jay/2026-10-01-notes.md", "--reason", "misread", "--by", "bo"]
    )
    assert done.exit_code == 0, done.output
    result = runner.invoke(cli, ["--store", str(location), "audit", "--format", "json"])
    assert result.exit_code == 1
    summary = {r["kind"]: r for r in json.loads(result.output)["summary"]}
    assert summary["unsupported-claim"]["high"] == 2  # the copy in each brief


def test_retracting_one_of_two_independent_origins_weakens(store):
    # TokenWeave's 1.28x latency at 9-02:31: the paper (via jay's note) and spark's own re-run
    claim = next(
        c
        for c in KGraph(store).claims("2609.00768")["claims"]
        if c["document"] == "inbox/tom/2026-09-02-inference-e1prep.md" and "论文口径" in c["text"]
    )
    assert claim["origins"] == ["doc:" + SPARK, "url:https://arxiv.org/abs/2609.00768"]
    KGraph(store).retract("2609.00768", "withdrawn by its authors", by="alice", date=DAY)
    weakened = {e["summary"].split()[0] for e in entries(store, "weakened-claim")}
    unsupported = {e["summary"].split()[0] for e in entries(store, "unsupported-claim")}
    assert claim["id"] in weakened and claim["id"] not in unsupported
    # the card's claims stood on the paper alone
    card = {c["id"] for c in KGraph(store).claims("2609.00768")["claims"] if c["document"].startswith("paper_cards/")}
    assert card <= unsupported


def test_undo_restores_the_register_exactly(store, runner):
    graph = KGraph(store)
    before = graph.contradictions(today=TODAY)
    record = graph.retract(SPARK, "wrong", by="alice", date=DAY)
    assert graph.contradictions(today=TODAY) != before
    result = runner.invoke(
        cli, ["--store", str(store), "retract", "--undo", record["id"], "--by", "bob", "--date", "2026-09-20"]
    )
    assert result.exit_code == 0 and "undid" in result.output
    assert KGraph(store).contradictions(today=TODAY) == before
    listed = KGraph(store).retractions()
    assert [(r["id"], r["status"], r["undone_on"], r["undone_by"]) for r in listed] == [
        (record["id"], "undone", "2026-09-20", "bob")
    ]
    # nothing deleted: between the retraction and its undo the register still shows it
    assert entries(store, "unsupported-claim", as_of=dt.date(2026, 9, 15))
    assert not entries(store, "unsupported-claim", as_of=dt.date(2026, 9, 9))
    assert not entries(store, "unsupported-claim", as_of=dt.date(2026, 9, 20))
    # and it can be retracted again
    assert KGraph(store).retract(SPARK, "wrong after all", by="alice", date=dt.date(2026, 9, 21))["id"] != record["id"]


def test_as_of_before_the_retraction_shows_the_old_state(store, runner):
    KGraph(store).retract(SPARK, "wrong", by="alice", date=DAY)
    early = runner.invoke(cli, ["--store", str(store), "contradictions", "--as-of", "2026-09-09", "--format", "json"])
    late = runner.invoke(cli, ["--store", str(store), "contradictions", "--as-of", "2026-09-10", "--format", "json"])
    kinds_early = {e["kind"] for e in json.loads(early.output)}
    kinds_late = {e["kind"] for e in json.loads(late.output)}
    assert "unsupported-claim" not in kinds_early and "unsupported-claim" in kinds_late
    rows = json.loads(runner.invoke(cli, ["--store", str(store), "retractions", "--format", "json"]).output)
    assert rows[0]["unsupported_claims"] == len(entries(store, "unsupported-claim"))
    assert (
        json.loads(
            runner.invoke(
                cli, ["--store", str(store), "retractions", "--as-of", "2026-09-09", "--format", "json"]
            ).output
        )
        == []
    )


def test_why_and_claims_show_the_retraction_on_the_chain(store, runner):
    record = KGraph(store).retract(SPARK, "wrong batch size", by="alice", date=DAY)
    copy = next(
        c
        for c in KGraph(store).claims("2608.14376")["claims"]
        if c["document"] == "inbox/tom/2026-09-02-inference-e1prep.md" and "12–300%" in c["text"]
    )
    assert copy["retraction"]["state"] == "unsupported"
    text = runner.invoke(cli, ["--store", str(store), "why", copy["id"]]).output
    assert "UNSUPPORTED" in text and f"RETRACTED {DAY} by alice ({record['id']}): wrong batch size" in text
    # `why` of the item marks the claim, and --as-of the day before does not
    item = runner.invoke(cli, ["--store", str(store), "why", "2608.14376"]).output
    text_of = files()
    corun = [b for b in source_blocks(SPARK) if "CoRun" in text_of[b["file"]][b["heading"] - 1] and not b["others"]]
    assert item.count("UNSUPPORTED (") == sum(k for b in corun for _, k in b["claims"]) > 0
    early = runner.invoke(cli, ["--store", str(store), "why", "2608.14376", "--as-of", "2026-09-09"]).output
    assert "UNSUPPORTED" not in early and "RETRACTED" not in early
    chain = KGraph(store).why(copy["id"])["chain"]
    assert [s["retracted"][0]["id"] for s in chain if s.get("retracted")] == [record["id"]]
    claims_text = runner.invoke(cli, ["--store", str(store), "claims", "2608.14376"]).output
    # CoRun's claims stated in the retracted note: the bullets of its ③ block
    note = (EXAMPLES / SPARK).read_text(encoding="utf-8").splitlines()
    start = next(n for n, line in enumerate(note) if line.startswith("③"))
    block = [line for line in note[start + 1 :] if line.strip()][
        : next(
            (i for i, line in enumerate([x for x in note[start + 1 :] if x.strip()]) if not line.startswith("   - ")),
            None,
        )
    ]
    assert claims_text.count("RETRACTED (") == len(block) == 3


def test_the_record_is_a_prov_named_graph(store):
    record = KGraph(store).retract(SPARK, "wrong", by="alice", date=DAY)
    s = KGraph(store).store
    graph = f"https://w3id.org/kgraph/id/retraction/{record['id']}"
    target = f"https://w3id.org/kgraph/id/doc/{SPARK}"
    assert s.query(
        f"ASK {{ GRAPH <{graph}> {{ <{graph}> a kg:Retraction ; prov:invalidated <{target}> ; "
        f"prov:wasAssociatedWith/rdfs:label 'alice' . <{target}> prov:wasInvalidatedBy <{graph}> ; "
        "prov:invalidatedAtTime ?t } }"
    )
    # the document itself is untouched
    assert KGraph(store).stats()["documents"] == N_EXAMPLES
    from kgraph.graph.rdflibview import validate

    ok, report = validate(s)
    assert ok, report[:2000]


def test_bad_input_is_one_line_and_changes_nothing(store, runner):
    base = ["--store", str(store), "retract"]
    cases = [
        ([SPARK], 2, "--reason is required"),
        (["inbox/nobody/none.md", "--reason", "x"], 1, "neither an ingested document"),
        (["--undo", "R-abcdef"], 1, "not in the store"),
        (["--undo", "nonsense"], 2, "not a retraction id"),
        ([SPARK, "--reason", "x" * 2001], 2, "longer than 2,000"),
        ([SPARK, "--reason", "   "], 2, "must not be empty"),
        ([SPARK, "--reason", "x", "--date", "2026-13-01"], 2, "not a date"),
        ([SPARK, "--reason", "x", "--by", "b" * 201], 2, "--by is longer than 200"),
        (["x" * 2001, "--reason", "x"], 2, "at most 2,000 characters"),
        (["inbox/a\x1b[31m.md", "--reason", "x"], 2, "on one line"),
        ([SPARK, "--undo", "R-abcdef"], 2, "not both"),
    ]
    for args, code, message in cases:
        result = runner.invoke(cli, [*base, *args])
        assert result.exit_code == code, (args, result.output)
        assert message in result.output and "Traceback" not in result.output, (args, result.output)
    assert KGraph(store).retractions() == []
    first = runner.invoke(cli, [*base, SPARK, "--reason", "x", "--date", "2026-09-10"])
    assert first.exit_code == 0
    again = runner.invoke(cli, [*base, SPARK, "--reason", "y"])
    assert again.exit_code == 2 and "already retracted" in again.output
    rid = KGraph(store).retractions()[0]["id"]
    early = runner.invoke(cli, [*base, "--undo", rid, "--date", "2026-09-01"])
    assert early.exit_code == 2 and "before that" in early.output
    assert len(KGraph(store).retractions()) == 1 and KGraph(store).retractions()[0]["status"] == "active"


def test_retract_in_a_subprocess_and_the_same_ids_as_detect(store):
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "--store", str(store), "retract", SPARK, "--reason", "r", "--by", "c"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and done.stdout.startswith("retracted document"), done.stderr
    assert _entry_id("unsupported-claim", "a", 1) == entry_id("unsupported-claim", "a", 1)


def test_push_and_pull_carry_retractions(store, tmp_path, runner):
    record = KGraph(store).retract(SPARK, "wrong", by="alice", date=DAY)
    other = tmp_path / "other"
    assert runner.invoke(cli, ["--store", str(store), "push", str(other)]).exit_code == 0
    assert [r["id"] for r in KGraph(other).retractions()] == [record["id"]]
    assert entries(other, "unsupported-claim") == entries(store, "unsupported-claim")
    KGraph(store).undo_retraction(record["id"], by="bob", date=dt.date(2026, 9, 12))
    pulled = runner.invoke(cli, ["--store", str(other), "pull", str(store)])
    assert pulled.exit_code == 0, pulled.output
    # the undone record is a retraction record, not a document (push used to count it as one)
    assert (
        pulled.output.startswith("0 documents pulled, ")
        and "; 1 retraction record pulled, 0 unchanged" in pulled.output
    )
    assert KGraph(other).retractions()[0]["status"] == "undone"
    assert entries(other, "unsupported-claim") == []


def test_ontology_declares_the_terms_and_shapes_catch_a_bad_record(store):
    import rdflib

    from kgraph import vocab as V
    from kgraph.query.retract import record_quads
    from kgraph.store.local import GraphStore

    onto = rdflib.Graph().parse(EXAMPLES.parent / "ontology" / "kgraph.ttl")
    declared = {str(s) for s in onto.subjects()}
    record = {
        "id": "R-abcdef",
        "target": SPARK,
        "target_kind": "document",
        "target_iri": V.doc_iri(SPARK),
        "reason": "r",
        "by": "a",
        "date": "2026-09-10",
        "undone_on": "2026-09-11",
        "undone_by": "b",
        "undo_reason": "u",
    }
    used = {
        str(t.value) for q in record_quads(record) for t in (q.predicate, q.object) if str(t.value).startswith(V.KG)
    }
    assert used and used <= declared, used - declared
    from kgraph.graph.rdflibview import validate

    scratch = GraphStore(None, write=True)
    scratch.replace_documents([("https://w3id.org/kgraph/id/retraction/R-abcdef", record_quads(record))])
    assert validate(scratch)[0]
    bad = [q for q in record_quads(record) if q.predicate.value != V.KG + "reason"]
    scratch.replace_documents([("https://w3id.org/kgraph/id/retraction/R-abcdef", bad)])
    ok, report = validate(scratch)
    assert not ok and "kg:reason" in report


def test_a_papers_repository_is_the_paper(tmp_path):
    # one origin is one origin: retracting the official repository given beside the paper's
    # arXiv page retracts the paper's origin, exactly as retracting the paper does
    found = []
    for target in ("https://github.com/microsoft/tokenweave", "https://arxiv.org/pdf/2609.00768v2", "2609.00768"):
        location = tmp_path / str(len(found))
        assert KGraph(location).ingest([EXAMPLES]).ok
        KGraph(location).retract(target, "withdrawn", by="a", date=DAY)
        found.append([(e["kind"], e["summary"].split()[0]) for e in KGraph(location).contradictions(today=TODAY)])
    assert found[0] == found[1] == found[2]
    assert any(kind == "unsupported-claim" for kind, _ in found[0])


def test_retracting_jays_note_leaves_the_copies_that_name_only_it_unsupported(store):
    from ..exampletext import JAY

    KGraph(store).retract(JAY, "misread", by="alice", date=DAY)
    blocks = source_blocks(JAY)
    alone = {(b["file"], n) for b in blocks if not b["others"] for n, _ in b["claims"]}
    assert alone  # the PipeSpec block of the 9-01 brief
    assert lines(entries(store, "unsupported-claim")) == alone
    # the copies that also name spark's re-run or the TokenWeave card keep an origin
    shared = {(b["file"], n) for b in blocks if b["others"] for n, _ in b["claims"]}
    assert lines(entries(store, "weakened-claim")) <= shared


def test_origins_and_the_register_agree_on_figures():
    from kgraph.query import origins
    from kgraph.query.detectors import figures

    pairs = [(2.8, 2.83), (71.4, 68.9), (41, 41.2), (2.2, 2.3), (6000, 6026), (1000, 1400)]
    for x, y in pairs:
        a, b = ({"value": v, "unit": "%", "metric": "recall@20"} for v in (x, y))
        assert origins._agree(a, b) == figures._agree(a, b), (x, y)
    assert {origins._agree(*({"value": v, "unit": "%", "metric": "m"} for v in p)) for p in pairs} == {True, False}
