"""Properties, checked with hypothesis on generated input (modest example counts, so the
suite stays fast):

- the extractor raises nothing but DocumentError on any text or bytes, and what it returns
  always builds into quads;
- any string put into a literal comes back byte-identical from the store (the SPARQL Update
  that writes documents escapes everything);
- ingesting twice is ingesting once;
- the order of ingest does not change `why`, `new` or `contradictions`;
- export then import gives back the same quads.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.graph.build import document_quads
from kgraph.graph.rdfio import export, import_rdf
from kgraph.models import Claim, Document, Mention, RegisterEntry
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES, ROOT, SEEDS

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])

DOCUMENTS = sorted(p for p in EXAMPLES.rglob("*.md") if not p.stem.isupper())
LAYOUT_FILES = DOCUMENTS + sorted((ROOT / "tests" / "data").rglob("*.md")) + sorted(SEEDS.glob("*.txt"))
LINES = sorted({line for f in LAYOUT_FILES for line in f.read_text(encoding="utf-8").splitlines()})
PATHS = [
    "inbox/tom/2026-09-01-inference-e1prep.md",
    "inbox/jay/2026-09-01-engineering-e1prep.md",
    "organized/knowledge/inference.md",
    "paper_cards/1179-2609-00768.md",
    "notes/anything.md",
]
# any code point: lone surrogates (which st.characters() never draws) and control characters too
ANY_CHARACTER = st.one_of(st.characters(), st.integers(0, 0x10FFFF).map(chr), st.integers(0xD800, 0xDFFF).map(chr))


def check_extract(data: bytes | str, path: str) -> None:
    try:
        doc = extract(data, path)
    except DocumentError as exc:
        assert str(exc).startswith(path) and "\n" not in str(exc)
        return
    assert all(isinstance(w, str) and "\n" not in w for w in doc.warnings)
    document_quads(doc)  # never raises either


@FAST
@given(st.text(alphabet=ANY_CHARACTER, max_size=3000), st.sampled_from(PATHS))
def test_extract_any_text(text, path):
    check_extract(text, path)


@FAST
@given(st.binary(max_size=4000), st.sampled_from(PATHS))
def test_extract_any_bytes(data, path):
    check_extract(data, path)


def mutate(line: str, cut: int, insert: str) -> str:
    cut = cut % (len(line) + 1)
    return line[:cut] + insert + line[cut:]


brief_lines = st.lists(
    st.one_of(
        st.sampled_from(LINES),
        st.builds(mutate, st.sampled_from(LINES), st.integers(0, 300), st.text(alphabet=ANY_CHARACTER, max_size=8)),
        st.builds(lambda a, b: a[: len(a) // 2] + b[len(b) // 2 :], st.sampled_from(LINES), st.sampled_from(LINES)),
    ),
    max_size=80,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["inference · E1 预消化简报（2026-09-01）", "# inference 活文档", "", "note 2026-9-1"]),
    brief_lines,
    st.sampled_from(PATHS),
    st.sampled_from(["\n", "\r\n", "\r"]),
    st.sampled_from(["utf-8", "utf-16", "gb18030", "utf-8-sig"]),
)
def test_extract_brief_like_text(head, lines, path, newline, encoding):
    text = newline.join([head, *lines])
    check_extract(
        text.encode(encoding, errors="surrogatepass") if encoding == "utf-8" else _encode(text, encoding), path
    )


def _encode(text: str, encoding: str) -> bytes:
    return text.encode(encoding, errors="replace")


# ---------------------------------------------------------------- the store keeps any string


@settings(max_examples=40, deadline=None)
@given(
    st.lists(st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=300), min_size=1, max_size=8),
    st.text(alphabet=st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40),
)
def test_any_literal_and_document_name_survive_the_update(values, path):
    """Literals with any character (quotes, backslashes, `\\u0022`, braces, newlines, NUL ...)
    and a document IRI made from any logical path go through the SPARQL Update and come back
    exactly, both when the graph is new and when it replaces an old one."""
    iri = V.doc_iri(path)
    graph = NamedNode(iri)
    quads = [Quad(graph, NamedNode(f"{V.KG}p{n}"), Literal(v), graph) for n, v in enumerate(values)]
    quads.append(Quad(graph, NamedNode(V.KG + "path"), Literal(path), DefaultGraph()))
    store = GraphStore(None, write=True)
    store.replace_documents([(iri, [Quad(graph, NamedNode(V.KG + "old"), Literal("x"), graph)])])
    for _ in range(2):
        store.replace_documents([(iri, quads)])
        assert set(store.quads()) == set(quads)


# ---------------------------------------------------------------- ingest


@SLOW
@given(st.lists(st.sampled_from(DOCUMENTS), min_size=1, max_size=len(DOCUMENTS), unique=True))
@pytest.mark.slow
def test_ingest_twice_is_ingest_once(files):
    graph = KGraph(memory=True)
    assert graph.ingest(files).ok
    once = set(graph.store.quads())
    again = graph.ingest(files)
    assert again.ingested == [] and len(again.unchanged) == len(files)
    assert set(graph.store.quads()) == once
    forced = graph.ingest(files, force=True)
    assert len(forced.ingested) == len(files)
    assert set(graph.store.quads()) == once


TODAY = dt.date(2026, 12, 1)
ITEMS = ["2606.01927", "2609.00768", "2608.14376", "flashattention-4", "2609.04420"]


def answers(graph: KGraph) -> dict:
    out = {item: graph.why(item) for item in ITEMS}
    out["quads"] = set(graph.store.quads())
    if hasattr(graph, "new"):
        out["new"] = graph.new()
    if hasattr(graph, "contradictions"):
        out["contradictions"] = graph.contradictions(today=TODAY)
    return out


@pytest.fixture(scope="module")
def reference():
    graph = KGraph(memory=True)
    assert graph.ingest([EXAMPLES]).ok
    return answers(graph)


@SLOW
@given(st.permutations(DOCUMENTS))
@pytest.mark.slow
def test_ingest_order_does_not_change_answers(reference, order):
    graph = KGraph(memory=True)
    for file in order:  # one transaction per file, in this order
        assert graph.ingest([file]).ok
    mine = answers(graph)
    assert mine.keys() == reference.keys()
    for key in reference:
        assert mine[key] == reference[key], key


# ---------------------------------------------------------------- export and import

hostile_text = st.text(alphabet=st.characters(exclude_categories=("Cs",)), min_size=1, max_size=200)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.sampled_from(DOCUMENTS), max_size=4, unique=True),
    st.lists(hostile_text, min_size=1, max_size=3),
    st.sampled_from(["trig", "nquads", "jsonld"]),
)
def test_export_then_import_gives_the_same_quads(files, texts, fmt):
    graph = KGraph(memory=True)
    assert graph.ingest(files).ok
    for n, text in enumerate(texts):
        doc = Document(
            path=f"inbox/x/{n}.md",
            kind="inbox_note",
            content_hash=str(n),
            title=text,
            mentions=[
                Mention(
                    key=f"2601.{10000 + n}",
                    arxiv_id=f"2601.{10000 + n}",
                    name=text,
                    quote=text,
                    line=1,
                    claims=[Claim(text=text, line=2)],
                )
            ],
            entries=[RegisterEntry(text=text, line=3)],
        )
        graph.store.replace_document(V.doc_iri(doc.path), document_quads(doc))
    original = set(graph.store.quads())
    with tempfile.TemporaryDirectory() as tmp:
        file = Path(tmp) / f"graph.{ {'trig': 'trig', 'nquads': 'nq', 'jsonld': 'jsonld'}[fmt] }".replace(" ", "")
        export(graph.store, fmt, file)
        fresh = GraphStore(None, write=True)
        import_rdf(fresh, file)
        assert set(fresh.quads()) == original
        import_rdf(graph.store, file)  # into the same store: replaces, changes nothing
        assert set(graph.store.quads()) == original
