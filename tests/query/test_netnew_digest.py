"""`kgraph new` reads the per-work digests (kgraph.query.register.digest): the same answers as
reading every earlier mention, for every brief of a store (older briefs, with documents dated
after them, take the fallback for some works), and no mention history read when none is needed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.query import named, netnew
from kgraph.query.register import digest

from ..conftest import EXAMPLES, ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import make_corpus  # noqa: E402

IDENTITY = ROOT / "tests" / "data" / "identity"


@pytest.fixture(scope="module")
def mixed_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The identity data (works named with and without ids) and a generated corpus."""
    corpus = tmp_path_factory.mktemp("corpus") / "c"
    make_corpus.generate(90, 11, corpus)
    location = tmp_path_factory.mktemp("mixed") / "store"
    for folder in (IDENTITY, corpus):
        assert KGraph(location).ingest([folder]).ok
    return location


def full_query(store, path: str) -> dict:  # noqa: ANN001
    """`new` as it was before the digests: every earlier mention of every work read."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(netnew, "is_current", lambda s: False)
        return netnew.net_new(store, path)


class Queries:
    """The named queries a call sends (known by their first line, as profile_queries.py does)."""

    def __init__(self, store, monkeypatch: pytest.MonkeyPatch):  # noqa: ANN001
        heads = {named.load(n).strip().splitlines()[0]: n for n in named.names()}
        self.sent: list[str] = []
        original = store.query

        def query(sparql: str, *args, **kwargs):  # noqa: ANN002, ANN003, ANN202
            self.sent.append(heads.get(sparql.strip().splitlines()[0], "other"))
            return original(sparql, *args, **kwargs)

        monkeypatch.setattr(store, "query", query)


@pytest.mark.parametrize("which", ["examples_store", "mixed_store"])
def test_every_brief_answers_as_the_full_query(which, request, monkeypatch):
    kg = KGraph(request.getfixturevalue(which))
    briefs = sorted(named.rows(kg.store, "briefs"), key=digest.brief_order)
    assert len(briefs) >= 8
    fell_back = []
    original = netnew._from_mentions

    def spy(store, brief, works, *args):  # noqa: ANN001, ANN002, ANN202
        fell_back.append((brief["path"], len(works)))
        return original(store, brief, works, *args)

    for brief in briefs:
        expected = full_query(kg.store, brief["path"])
        with monkeypatch.context() as patch:
            patch.setattr(netnew, "_from_mentions", spy)
            got = netnew.net_new(kg.store, brief["path"])
        assert got == expected, brief["path"]
    # the older briefs (documents dated after them in the store) took the fallback for some works
    assert fell_back, "no brief exercised the fallback"
    assert {path for path, _ in fell_back} != {b["path"] for b in briefs}


def test_an_older_brief_through_the_cli_answers_as_the_full_query(mixed_store, runner):
    kg = KGraph(mixed_store)
    briefs = sorted(named.rows(kg.store, "briefs"), key=digest.brief_order)
    older = briefs[len(briefs) // 3]["path"]
    expected = full_query(kg.store, older)
    kg.close()
    result = runner.invoke(cli, ["--store", str(mixed_store), "new", older, "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["items"] == json.loads(json.dumps(expected["items"]))


def test_the_latest_brief_is_answered_without_the_mention_history(examples_store, monkeypatch):
    kg = KGraph(examples_store)
    expected = full_query(kg.store, None)
    sent = Queries(kg.store, monkeypatch)
    assert netnew.net_new(kg.store) == expected
    assert "digest-works" in sent.sent and "digest-latest-brief" in sent.sent
    assert "work-mentions-dated" not in sent.sent  # no fallback was needed
    assert "briefs" not in sent.sent  # the latest brief is kept, not chosen from every brief
    assert expected["items"]


def test_a_store_without_a_current_register_reads_the_mention_history(tmp_path, monkeypatch):
    """A store whose register is not current (an older kgraph, a SPARQL update) answers from the
    documents themselves, as before."""
    location = tmp_path / "s"
    assert KGraph(location).ingest([EXAMPLES]).ok
    kg = KGraph(location)
    current = netnew.net_new(kg.store)
    kg.close()
    KGraph(location).sparql("INSERT DATA { <urn:x:a> <urn:x:b> <urn:x:c> }", allow_update=True)
    kg = KGraph(location)
    sent = Queries(kg.store, monkeypatch)
    assert netnew.net_new(kg.store) == current
    assert "work-mentions-dated" in sent.sent and "digest-works" not in sent.sent


def test_removing_the_latest_brief_makes_the_one_before_it_the_default(tmp_path, runner):
    location = tmp_path / "s"
    assert runner.invoke(cli, ["--store", str(location), "ingest", str(EXAMPLES)]).exit_code == 0
    kg = KGraph(location)
    briefs = sorted(named.rows(kg.store, "briefs"), key=digest.brief_order)
    kg.close()
    base = ["--store", str(location), "new", "--format", "json"]
    assert json.loads(runner.invoke(cli, base).output)["document"] == briefs[-1]["path"]
    removed = runner.invoke(cli, ["--store", str(location), "remove", briefs[-1]["path"]])
    assert removed.exit_code == 0, removed.output
    assert json.loads(runner.invoke(cli, base).output)["document"] == briefs[-2]["path"]


def test_lookups_in_chunks_give_the_same_digests_and_answers(tmp_path, monkeypatch):
    """Every digest read and write in chunks of two works or documents (the limit of one VALUES
    clause hit on purpose): the same stored digests as from scratch, the same answers."""
    monkeypatch.setattr(digest, "CHUNK", 2)
    location = tmp_path / "s"
    kg = KGraph(location)
    assert kg.ingest([EXAMPLES]).ok
    kg.remove("inbox/tom/2026-09-03-inference-e1prep.md")  # recomputes the works it held, in chunks
    store = KGraph(location).store
    scratch = digest.from_scratch(store)
    assert len(scratch) > 2 and digest.stored(store, scratch) == scratch
    briefs = [b["path"] for b in named.rows(store, "briefs")]
    assert {p: netnew.net_new(store, p) for p in briefs} == {p: full_query(store, p) for p in briefs}
