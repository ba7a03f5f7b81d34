"""The materialised register equals the register computed from scratch, after any sequence of
ingests, re-ingests of changed versions and removals (hypothesis, over the examples and a
generated corpus), and the equivalence check catches a detector whose incremental update is
missing. Plus: the commands read it, stable ids, --as-of, lint, imports and SPARQL updates."""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample
from pyoxigraph import NamedNode

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.extract import extract
from kgraph.graph.build import document_quads
from kgraph.query import identity
from kgraph.query import register as R
from kgraph.query.detectors import SCOPES, register
from kgraph.query.named import rows
from kgraph.query.register import digest
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES, ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))
import make_corpus  # noqa: E402

TODAY = dt.date(2026, 12, 1)
IDENTITY = ROOT / "tests" / "data" / "identity"


# ---------------------------------------------------------------- changed versions of a document


def drop_some_lines(text: str) -> str:
    """Every third line gone: items, counts, register entries and anchorings disappear."""
    return "\n".join(line for n, line in enumerate(text.splitlines()) if n % 3 != 1)


def shift_dates(text: str) -> str:
    """Anchoring dates one day earlier (8-19 -> 8-18): anchorings now conflict."""
    return re.sub(r"\b([89])-(1\d|2[0-8])\b", lambda m: f"{m.group(1)}-{int(m.group(2)) - 1}", text)


def change_figures(text: str) -> str:
    """Figures scaled (1.7× -> 2.4×, 29% -> 41%): figures now diverge."""
    return re.sub(r"(\d+(?:\.\d+)?)(\s*[×%])", lambda m: f"{float(m.group(1)) * 1.4:.1f}{m.group(2)}", text)


def repeat_rows(text: str) -> str:
    """Lines holding an arXiv id written twice: duplicates in lists, counts off."""
    out = []
    for line in text.splitlines():
        out.append(line)
        if re.search(r"\b2\d{3}\.\d{5}\b", line):
            out.append(line)
    return "\n".join(out)


CHANGES = (drop_some_lines, shift_dates, change_figures, repeat_rows)


class Pool(list):
    def __repr__(self) -> str:  # hypothesis prints its arguments: not 40 MB of quads
        return f"<{len(self)} documents>"


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> list[list[tuple[str, list]]]:
    """Per document (the examples and a 40-document generated corpus): its graph IRI and quads,
    as written and in each changed version."""
    out = tmp_path_factory.mktemp("corpus") / "c"
    make_corpus.generate(40, 5, out)
    files = [(f, EXAMPLES) for f in sorted(EXAMPLES.rglob("*.md"))]
    files += [(f, out) for f in sorted(out.rglob("*.md"))]
    files += [(f, IDENTITY) for f in sorted(IDENTITY.rglob("*.md"))]  # works named with and without ids
    docs = []
    for file, root in files:
        text = file.read_text(encoding="utf-8")
        lpath = "x/" + file.relative_to(root).as_posix() if root == out else file.relative_to(root).as_posix()
        versions = []
        for change in (None, *CHANGES):
            body = text if change is None else change(text)
            doc = extract(body.encode("utf-8"), lpath)
            versions.append((V.doc_iri(doc.path), document_quads(doc)))
        docs.append(versions)
    return Pool(docs)


def ops_strategy(n: int) -> st.SearchStrategy:
    """A first batch of documents, then batches of (document, version) writes; version -1 removes."""
    one = st.tuples(st.integers(0, n - 1), st.sampled_from([-1, -1, *range(len(CHANGES) + 1)]))
    return st.tuples(
        st.lists(st.integers(0, n - 1), unique=True, max_size=n),
        st.lists(st.lists(one, min_size=1, max_size=4), max_size=6),
        st.lists(st.booleans(), min_size=7, max_size=7),
    )


def session(store: GraphStore, docs: list, defer: bool) -> None:
    """One writing session as ingest runs it: one transaction, or (deferred, as for many
    batches) one write per document and the findings at the end."""
    writer = R.RegisterWriter(store, today=TODAY, defer=defer)
    for part in [[d] for d in docs] if defer else [docs]:
        writer.write(part)
    writer.finish()


def run(pool: list, ops: tuple) -> GraphStore:
    """A fresh store after the writes, each batch a session of the register writer."""
    first, batches, *rest = ops
    defer = rest[0] if rest else [False] * (len(batches) + 1)
    store = GraphStore(None, write=True)
    if first:
        session(store, [pool[i][0] for i in first], defer[0])
    for n, batch in enumerate(batches, 1):
        chosen = {i: v for i, v in batch}  # one write per document per batch, as ingest does
        docs = [(pool[i][0][0], []) if v < 0 else pool[i][v] for i, v in sorted(chosen.items())]
        session(store, docs, defer[n])
    return store


def canonical(entries: list[dict]) -> list[str]:
    return [json.dumps(e, ensure_ascii=False, sort_keys=True) for e in entries]


def digest_quads(store: GraphStore) -> set[tuple[str, str]]:
    """The stored per-work digest graphs' quads (without the latest brief's)."""
    return {
        (q.graph_name.value, str(q))
        for q in store.quads_for_pattern(None, None, None, None)
        if isinstance(q.graph_name, NamedNode)
        and q.graph_name.value.startswith(digest.GRAPHS)
        and q.graph_name.value != digest.LATEST
    }


def differences(pool: list, ops: tuple) -> list[str]:
    """What the materialised register and the from-scratch one disagree on (empty: equal)."""
    store = run(pool, ops)
    stored = R.materialised(store, today=TODAY)
    if stored is None:  # nothing was ever written
        assert not ops[0] and not ops[1] and len(store) == 0
        stored = []
    scratch = register(store, today=TODAY)
    a, b = canonical(stored), canonical(scratch)
    found = sorted(set(a) ^ set(b)) + (["(order)"] if a != b and set(a) == set(b) else [])
    if R.is_current(store) and identity.stored(store) != identity.from_scratch(store):
        found.append("(identity of works)")
    if R.is_current(store):
        stored_digest, scratch_digest = (
            digest_quads(store),
            {(g, str(q)) for g, quads in digest.graphs(digest.from_scratch(store)) for q in quads},
        )
        found += [f"(digest of {g})" for g in sorted({g for g, _ in stored_digest ^ scratch_digest})]
        briefs = rows(store, "briefs")
        want = max(briefs, key=digest.brief_order)["doc"] if briefs else None
        if (digest.latest(store) or {}).get("doc") != want:
            found.append("(latest brief)")
    return found


EQUIVALENCE = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))


def test_the_pool_gives_every_detector_something_to_find(pool):
    store = run(pool, (list(range(len(pool))), []))
    kinds = {e["kind"] for e in register(store, today=TODAY)}
    assert kinds >= set(SCOPES), set(SCOPES) - kinds


@given(data=st.data())
@EQUIVALENCE
@pytest.mark.slow
def test_materialised_register_equals_the_register_from_scratch(pool, data):
    ops = data.draw(ops_strategy(len(pool)))
    assert differences(pool, ops) == []


def long_sequence(n: int) -> tuple:
    """Everything, every changed version of some documents in turn, removals, re-ingests."""
    batches = [[(i, v) for i in range(n) if i % (v + 2) == 0] for v in range(1, len(CHANGES) + 1)]
    batches.append([(i, -1) for i in range(0, n, 3)])
    batches.append([(i, 0) for i in range(0, n, 6)])
    batches += [[(i, -1)] for i in range(0, n, 2)]  # one removal per batch
    return list(range(n)), batches


def test_whole_pool_with_every_change_equals_from_scratch(pool):
    assert differences(pool, long_sequence(len(pool))) == []


def test_rebuild_gives_the_digests_the_writes_kept(pool):
    """`rebuild` (what `--recompute`-style repairs and stale stores use) writes the very digest
    graphs, and the same latest brief, that the incremental writes left."""
    store = run(pool, long_sequence(len(pool)))
    kept, latest = digest_quads(store), digest.latest(store)
    assert kept
    R.rebuild(store, TODAY)
    assert digest_quads(store) == kept
    assert digest.latest(store) == latest


def _patch(monkeypatch: pytest.MonkeyPatch, name: str, replacement: Any) -> None:
    """Replace one of the register's functions in every module of kgraph.query.register that calls it."""
    for module in (R.inputs, R.findings, R.writer):
        if hasattr(module, name):
            monkeypatch.setattr(module, name, replacement)


def _break(monkeypatch: pytest.MonkeyPatch, kind: str, hook: str) -> None:
    """Take away one detector's incremental update: entirely, or for the rows that a re-ingest
    or a removal drops (only the new rows' keys are recomputed)."""
    touched = R._touched

    def broken(k, olds, news):
        if k != kind:
            return touched(k, olds, news)
        return set() if hook == "no-update" else touched(k, [], news)

    _patch(monkeypatch, "_touched", broken)


@pytest.mark.parametrize("kind", sorted(SCOPES))
def test_the_property_fails_without_one_detectors_incremental_update(pool, kind, monkeypatch):
    _break(monkeypatch, kind, "no-update")
    assert_some_writes_break_it(pool, f"{kind} without its incremental update")


def assert_some_writes_break_it(pool, what: str) -> None:
    """The equivalence property, searched (not shrunk) until a sequence of writes breaks it."""
    try:
        found = find(
            ops_strategy(len(pool)),
            lambda ops: bool(differences(pool, ops)),
            settings=settings(
                max_examples=150, deadline=None, phases=[Phase.generate], suppress_health_check=list(HealthCheck)
            ),
        )
    except NoSuchExample:
        pytest.fail(f"no sequence of writes shows {what}")
    assert differences(pool, found)


def identity_sequences(pool: list) -> list[tuple]:
    """The paper's document written after, then removed after, the briefs that name it alone."""
    where = {versions[0][0]: n for n, versions in enumerate(pool)}
    living, ana, ben = (
        where[V.doc_iri(p)]
        for p in (
            "organized/knowledge/serving.md",
            "inbox/ana/2026-09-02-serving-e1prep.md",
            "inbox/ben/2026-09-03-serving-e1prep.md",
        )
    )
    return [([ana, ben], [[(living, 0)]]), ([living, ana, ben], [[(living, -1)]])]


def test_the_identity_sequences_equal_from_scratch(pool):
    for ops in identity_sequences(pool):
        assert differences(pool, ops) == []


@pytest.mark.parametrize("hook", ["identity", "moved"])
def test_the_property_fails_without_the_identity_update(pool, hook, monkeypatch):
    """Without the identity graph's update, or without re-running the detectors for both ends
    of a link made or undone, a paper arriving after (or leaving before) the briefs that name
    it alone breaks the equivalence."""
    if hook == "identity":
        _patch(monkeypatch, "_identity_graph", lambda before, after: [])
    else:
        _patch(monkeypatch, "_moved", lambda kind, before, after: set())
    assert all(differences(pool, ops) for ops in identity_sequences(pool))


@pytest.mark.parametrize("kind", sorted(SCOPES))
@pytest.mark.parametrize("hook", ["no-update", "no-update-for-dropped-rows"])
def test_the_long_sequence_fails_without_one_detectors_incremental_update(pool, kind, hook, monkeypatch):
    _break(monkeypatch, kind, hook)
    first, batches = long_sequence(len(pool))
    assert differences(pool, (first, [])) or differences(pool, (first, batches))


# The digests' incremental updates, each taken away in turn: no digest for the works a write
# mentions, no recomputation of a work whose entry came from a replaced or removed document,
# the earliest anchoring in another document not kept, the latest brief not followed.
DIGEST_BREAKS = {
    "no-update": ("update", lambda store, replaced, new: []),
    "no-recompute": ("held", lambda store, docs: set()),
    "no-second-anchoring": ("merge", None),
    "no-latest-brief": ("latest_update", lambda store, replaced, new: []),
}


def _break_digest(monkeypatch: pytest.MonkeyPatch, hook: str) -> None:
    name, replacement = DIGEST_BREAKS[hook]
    if replacement is None:  # a stored entry's second anchoring forgotten when new rows come in
        keep = digest.merge

        def replacement(entry, found):  # noqa: ANN001, ANN202
            return keep({k: v for k, v in entry.items() if k != "other"}, found)

    monkeypatch.setattr(digest, name, replacement)


def late_anchoring(pool: list) -> tuple:
    """Every document but the last of three or more that anchor one work, then that one: its
    anchoring comes after the stored first two."""
    store = run(pool, (list(range(len(pool))), []))
    first: dict[str, dict[str, tuple]] = {}
    for row in rows(store, digest.TABLE):
        if row["status"].endswith("status-anchored") and row.get("role") != "baseline":
            docs = first.setdefault(row["work"], {})
            docs[row["doc"]] = min(docs.get(row["doc"], digest.anchor_order(row)), digest.anchor_order(row))
    work = min(w for w, docs in first.items() if len(docs) >= 3)
    last = max(first[work], key=first[work].get)
    where = {versions[0][0]: n for n, versions in enumerate(pool)}
    return [n for n in range(len(pool)) if n != where[last]], [[(where[last], 0)]]


@pytest.mark.parametrize("hook", sorted(DIGEST_BREAKS))
def test_the_long_sequence_fails_without_one_digest_update(pool, hook, monkeypatch):
    """Each of the digests' incremental updates is needed: without it the stored digests (or the
    latest brief) differ from those computed from scratch after the long sequence of writes (or
    after a work's third anchoring document comes last)."""
    assert differences(pool, late_anchoring(pool)) == []
    _break_digest(monkeypatch, hook)
    first, batches = long_sequence(len(pool))
    found = differences(pool, (first, [])) + differences(pool, (first, batches))
    found += differences(pool, late_anchoring(pool))
    assert any(f.startswith(("(digest", "(latest")) for f in found), found


@pytest.mark.parametrize("hook", ["no-update", "no-recompute"])
def test_the_property_fails_without_one_digest_update(pool, hook, monkeypatch):
    """The random search finds these two; a stored second anchoring forgotten needs a work's
    third anchoring document written after the first two, which `late_anchoring` writes."""
    _break_digest(monkeypatch, hook)
    assert_some_writes_break_it(pool, f"the digests without {hook}")


# ---------------------------------------------------------------- the commands read it


def test_contradictions_and_audit_read_the_stored_findings(tmp_path, runner, monkeypatch):
    store = tmp_path / "s"
    assert KGraph(store).ingest([EXAMPLES]).ok
    kg = KGraph(store)
    stored = kg.contradictions(today=TODAY)
    assert stored == kg.contradictions(today=TODAY, recompute=True)
    assert {e["kind"] for e in stored} >= {"to-verify", "anchoring-conflict"}

    def no_scratch(*args, **kwargs):
        raise AssertionError("the from-scratch register was run")

    import kgraph.query.detectors

    monkeypatch.setattr(kgraph.query.detectors, "register", no_scratch)
    assert kg.contradictions(today=TODAY) == stored
    assert kg.audit(today=TODAY)["open"] == sum(e["status"] == "open" for e in stored)
    result = runner.invoke(cli, ["--store", str(store), "contradictions", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert [e["id"] for e in json.loads(result.output)] == [e["id"] for e in stored]
    with pytest.raises(AssertionError, match="from-scratch"):
        kg.contradictions(recompute=True)


def test_recompute_option_prints_the_same_register(examples_store, runner):
    base = ["--store", str(examples_store), "contradictions", "--format", "json"]
    stored = runner.invoke(cli, base)
    scratch = runner.invoke(cli, [*base, "--recompute"])
    assert stored.exit_code == scratch.exit_code == 0
    ids = [e["id"] for e in json.loads(stored.output)]
    assert ids and ids == [e["id"] for e in json.loads(scratch.output)]


def test_finding_ids_are_stable_across_stores_and_reingests(tmp_path, examples_copy):
    one, two = tmp_path / "one", tmp_path / "two"
    assert KGraph(one).ingest([EXAMPLES]).ok
    files = sorted(f for f in examples_copy.rglob("*.md") if f.name != "FAULTS.md")
    for file in reversed(files):  # another order, one file at a time
        assert KGraph(two).ingest([file]).ok
    ids = [e["id"] for e in KGraph(one).contradictions(today=TODAY)]
    assert ids == [e["id"] for e in KGraph(two).contradictions(today=TODAY)]
    assert KGraph(two).ingest([examples_copy], force=True).ok
    assert ids == [e["id"] for e in KGraph(two).contradictions(today=TODAY)]


def test_as_of_answers_as_the_register_from_scratch(examples_store):
    kg = KGraph(examples_store)
    for day in (dt.date(2026, 9, 1), dt.date(2026, 9, 3)):
        assert kg.contradictions(as_of=day) == register(kg.store, as_of=day)


def test_removing_a_document_takes_its_findings(tmp_path):
    store = tmp_path / "s"
    kg = KGraph(store)
    assert kg.ingest([EXAMPLES]).ok
    path = "inbox/tom/2026-09-03-inference-e1prep.md"
    before = kg.contradictions(today=TODAY)
    assert any(ev["document"] == path for e in before for ev in e["evidence"])
    kg.remove(path)
    after = kg.contradictions(today=TODAY)
    assert not any(ev["document"] == path for e in after for ev in e["evidence"])
    assert after == kg.contradictions(today=TODAY, recompute=True)


def test_a_sparql_update_marks_the_register_stale_and_ingest_rebuilds_it(tmp_path):
    store = tmp_path / "s"
    kg = KGraph(store)
    assert kg.ingest([EXAMPLES]).ok
    kg.sparql(
        "DELETE WHERE { GRAPH ?g { ?m kg:status kg:status-new ; kg:about <" + V.paper_iri("2609.04420") + "> } }",
        allow_update=True,
    )
    kg.close()
    assert not R.is_current(kg.store)
    assert kg.contradictions(today=TODAY) == register(kg.store, today=TODAY)  # read from scratch meanwhile
    kg.close()
    assert kg.ingest([EXAMPLES]).ok  # nothing changed, but the register is rebuilt
    assert R.is_current(kg.store)
    assert kg.contradictions(today=TODAY) == kg.contradictions(today=TODAY, recompute=True)


def test_export_leaves_out_the_derived_graphs_and_import_recomputes_them(tmp_path):
    store, copy = tmp_path / "s", tmp_path / "copy"
    kg = KGraph(store)
    assert kg.ingest([EXAMPLES]).ok
    data = kg.export("trig")
    assert b"kgraph/id/register" not in data and b"kgraph/id/inputs/" not in data
    (tmp_path / "all.trig").write_bytes(data)
    assert KGraph(copy).ingest([tmp_path / "all.trig"]).ok
    assert R.is_current(KGraph(copy).store)
    assert KGraph(copy).contradictions(today=TODAY) == kg.contradictions(today=TODAY)


def test_lint_checks_a_draft_against_the_stored_inputs(tmp_path, examples_store, monkeypatch):
    draft_dir = tmp_path / "inbox" / "tom"
    draft_dir.mkdir(parents=True)
    source = EXAMPLES / "inbox/tom/2026-09-03-inference-e1prep.md"
    draft = draft_dir / "2026-09-06-inference-e1prep.md"
    draft.write_text(shift_dates(source.read_text(encoding="utf-8")).replace("2026-09-03", "2026-09-06"))
    kg = KGraph(examples_store)
    # The answer a scratch copy of the store with the draft ingested gives:
    scratch = GraphStore(None, write=True)
    scratch.store.extend(kg.store.quads())
    doc = extract(draft.read_bytes(), "inbox/tom/2026-09-06-inference-e1prep.md")
    scratch.replace_document(V.doc_iri(doc.path), document_quads(doc))
    expected = [e for e in register(scratch, today=TODAY) if any(ev["document"] == doc.path for ev in e["evidence"])]
    assert expected

    def no_copy(*args, **kwargs):
        raise AssertionError("lint read the whole store")

    monkeypatch.setattr(GraphStore, "quads", no_copy)
    result = kg.lint(draft, today=TODAY)
    assert result["entries"] == expected
