"""Hostile text: quotes, triple quotes, backslashes, braces, `#`, newlines, control
characters, bidi marks, very long lines and HTML/JS or SPARQL payloads go into the graph and
come back byte-identical through `why --format json` and `export`, and change nothing else.
The SPARQL Update that writes a document is built from pyoxigraph's N-Triples serialiser:
these tests are the proof that its escaping holds."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from click.testing import CliRunner
from pyoxigraph import Literal, NamedNode, RdfFormat, parse

from kgraph import vocab as V
from kgraph.cli import cli
from kgraph.extract import extract
from kgraph.graph.build import document_quads
from kgraph.models import Claim, Document, Mention, RegisterEntry
from kgraph.query.names import is_shown_name
from kgraph.store.local import GraphStore

NAME = (
    "Evil\"\"\"Serve'''\\\\{#}<script>alert`1`</script>&amp;\u202egnp.exe\u200f\u2067"
    "\x01\x7f\x1b[2J\\u0022\\n\\U0001F600%0A"
)
CLAIM = (
    '" } ; DROP ALL ; INSERT DATA { <http://evil/a> <http://evil/b> "c" } # \\" \\\\ \'\'\' """ '
    "<img src=x onerror=alert(1)> javascript:alert(1) \x1b]0;pwned\x07 \u202e{{x}} ${y} `z`"
)
REGISTER = '<script>alert("reg")</script> \\u0000 {}{}### "quoted" \'single\' \\'
LONG = "长" * 30_000
ITEM = "2610.07777"

BRIEF = f"""inference · E1 预消化简报（2026-10-03）
执行: Tom · 窗口 2026-10-02 22:20 → 2026-10-03 22:20
- 增量条数：1 条主增量
一、检查过的来源清单
| 来源 | 关键内容 | inference 相关度 |
|---|---|---|
| inbox/jay/2026-10-03-engineering-e1prep.md | {NAME} | 高 |
二、增量条目
增量 1【§1.3 KV Cache 管理 · 2026-10-03】🟢 {NAME}（arXiv:{ITEM}）：{CLAIM}
来源: inbox/jay/2026-10-03-engineering-e1prep.md
URL: https://arxiv.org/abs/{ITEM}
要点:
- 数字: 1.5× 吞吐 {CLAIM}
- 长行: 2.5× 延迟 {LONG}
三、值得警惕的矛盾或待核实说法
1. {REGISTER} 需核实 arXiv:{ITEM}
四、可引用 arXiv 号列表
| arXiv 号 | 论文 | 主题 | 建议节 | 状态 |
|---|---|---|---|---|
| {ITEM} | {NAME} | x | §1.3 | 本棒净增 |
"""


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    file = root / "inbox" / "tom" / "2026-10-03-inference-e1prep.md"
    file.parent.mkdir(parents=True)
    file.write_text(BRIEF, encoding="utf-8")
    store = root / "store"
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(file)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    # again, so that the document goes through the SPARQL Update that replaces it (a new
    # document is written with the store's own API, where no text is built at all)
    again = CliRunner().invoke(cli, ["--store", str(store), "ingest", "--force", str(file)], catch_exceptions=False)
    assert again.exit_code == 0 and "1 ingested" in again.stdout
    doc = extract(BRIEF, "inbox/tom/2026-10-03-inference-e1prep.md")
    return store, doc, result


def why_json(store, item):
    result = CliRunner().invoke(cli, ["--store", str(store), "why", item, "--format", "json"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_payloads_reach_the_extracted_fields_verbatim(hostile):
    _, doc, result = hostile
    mentions = [m for m in doc.mentions if m.key == ITEM]
    # a name holding markup is never a name (issue 21): the payload travels in the quotes
    assert any(NAME in m.quote for m in mentions) and not any(NAME in m.name for m in mentions)
    increment = next(m for m in mentions if m.role == "increment")
    assert CLAIM[:80] in increment.quote  # quotes are cut at 240 characters
    assert any(CLAIM in c.text for c in increment.claims)
    assert any(REGISTER in e.text for e in doc.entries)
    assert "warning" in result.stderr and "characters long" in result.stderr  # the long line was cut


def test_why_json_gives_back_every_string_byte_for_byte(hostile):
    store, doc, _ = hostile
    data = why_json(store, ITEM)
    mentions = [m for m in doc.mentions if m.key == ITEM]
    assert any(NAME in m["quote"] for m in data["mentions"])
    assert sorted((m["line"], m["name"] or "", m["quote"]) for m in data["mentions"]) == sorted(
        (m.line, m.name, m.quote) for m in mentions
    )
    expected_claims = {c.text for m in mentions for c in m.claims}
    assert {c["text"] for c in data["claims"]} == expected_claims
    assert any(CLAIM in text for text in expected_claims)
    long_claim = next(t for t in expected_claims if t.startswith("长行"))
    assert len(long_claim) == 500 and long_claim in {c["text"] for c in data["claims"]}
    assert {r["text"] for r in data["register"]} == {e.text for e in doc.entries}
    # a claim's own lineage has its text too
    claim = next(c for c in data["claims"] if CLAIM in c["text"])
    assert why_json(store, claim["id"])["text"] == claim["text"]


def test_sparql_shaped_text_changes_nothing_else(hostile):
    store, _, _ = hostile
    with GraphStore(store) as s:
        # the text's INSERT DATA never ran: no evil predicate, and the only statement about
        # <http://evil/a> (a URL the claim cites) is kgraph's own PROV typing of a primary source
        assert not s.query("ASK { { ?s <http://evil/b> ?o } UNION { GRAPH ?g { ?s <http://evil/b> ?o } } }")
        about = s.query(
            "SELECT DISTINCT ?p ?o WHERE { { <http://evil/a> ?p ?o } UNION { GRAPH ?g { <http://evil/a> ?p ?o } } }"
        )
        assert {(r["p"].value, r["o"].value) for r in about} <= {(V.RDF + "type", V.PROV + "Entity")}
        graphs = {r["g"].value for r in s.query("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }")}
        graphs = {g for g in graphs if not V.is_derived_graph(g)}  # the register's own graphs aside
        assert graphs == {V.doc_iri("inbox/tom/2026-10-03-inference-e1prep.md")}
        texts = {r["t"].value for r in s.query("SELECT ?t WHERE { GRAPH ?g { ?c kg:claimId ?id ; kg:text ?t } }")}
    assert any(CLAIM in t for t in texts)


@pytest.mark.parametrize("fmt, suffix", [("nquads", "nq"), ("trig", "trig"), ("jsonld", "jsonld"), ("turtle", "ttl")])
def test_export_keeps_every_string_and_reads_back(hostile, tmp_path, fmt, suffix):
    store, doc, _ = hostile
    out = tmp_path / f"graph.{suffix}"
    result = CliRunner().invoke(cli, ["--store", str(store), "export", "--format", fmt, "-o", str(out)])
    assert result.exit_code == 0, result.stderr
    rdf_format = {
        "nquads": RdfFormat.N_QUADS,
        "trig": RdfFormat.TRIG,
        "jsonld": RdfFormat.JSON_LD,
        "turtle": RdfFormat.TURTLE,
    }[fmt]
    values = {q.object.value for q in parse(path=str(out), format=rdf_format) if isinstance(q.object, Literal)}
    strings = {m.name for m in doc.mentions} | {m.quote for m in doc.mentions}
    strings |= {c.text for m in doc.mentions for c in m.claims} | {e.text for e in doc.entries}
    assert strings - {""} <= values
    if fmt != "turtle":  # turtle merges the graphs
        fresh = tmp_path / "fresh"
        assert CliRunner().invoke(cli, ["--store", str(fresh), "ingest", str(out)]).exit_code == 0
        with GraphStore(store) as a, GraphStore(fresh) as b:
            assert {str(q) for q in a.quads()} == {str(q) for q in b.quads()}


def test_text_output_never_sends_control_characters_to_the_terminal(hostile):
    store, _, _ = hostile
    result = CliRunner().invoke(cli, ["--store", str(store), "why", ITEM], catch_exceptions=False)
    assert result.exit_code == 0
    assert not any(ord(ch) < 32 and ch not in "\n" or 0x7F <= ord(ch) <= 0x9F for ch in result.stdout)
    # the name's payload is no name now (markup is never a name, issue 21): the claim's carries the test
    assert "\\x1b]0;pwned\\x07" in result.stdout and "<img src=x onerror=alert(1)>" in result.stdout
    table = CliRunner().invoke(cli, ["--store", str(store), "why", ITEM, "--format", "md"], catch_exceptions=False)
    assert "\x1b" not in table.stdout and "\x01" not in table.stdout  # md is for reading; json and csv keep data
    claims = CliRunner().invoke(cli, ["--store", str(store), "claims", ITEM], catch_exceptions=False)
    assert claims.exit_code == 0 and "DROP ALL" in claims.stdout
    assert not any(ord(ch) < 32 and ch not in "\n" or 0x7F <= ord(ch) <= 0x9F for ch in claims.stdout)


# Strings no line-based reader can produce (newlines inside a field, NUL, every control
# character): put into the graph through the library's own models, as a program would.
EVERY_CONTROL = "".join(chr(c) for c in range(0, 32)) + "\x7f\x80\x85\x9b\x9f"
RAW = [
    "line one\nline two\r\nline three\rend",
    '"""triple""" \'\'\'single\'\'\' \\ \\\\ \\" \\n \\u0022 \\U0001F600',
    EVERY_CONTROL,
    "\u2028\u2029\u200b\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff",
    "} } ] ) > ; . # comment\n DROP ALL ; CLEAR DEFAULT ; <http://evil/x> <http://evil/y> <http://evil/z> .",
    "<script>alert(document.cookie)</script><img src=x onerror=alert(1)>&lt;&#x3C;",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 中文 עברית عربى",
    "x" * 200_000,
]


@pytest.mark.parametrize("raw", RAW, ids=range(len(RAW)))
def test_any_string_survives_store_why_and_export(raw, tmp_path):
    path = "inbox/tom/2026-10-04-model.md"
    doc = Document(
        path=path,
        kind="brief",
        content_hash="0" * 64,
        date=dt.date(2026, 10, 4),
        title=raw,
        mentions=[
            Mention(
                key="2610.08888",
                arxiv_id="2610.08888",
                name=raw,
                quote=raw,
                line=3,
                role="increment",
                claims=[Claim(text=raw, line=4)],
            )
        ],
        entries=[RegisterEntry(text=raw, line=5, items=["2610.08888"])],
    )
    store = tmp_path / "store"
    with GraphStore(store, write=True) as s:
        s.replace_document(V.doc_iri(path), document_quads(doc))
        s.replace_document(V.doc_iri(path), document_quads(doc))  # the replace path (DROP + INSERT) too
    data = why_json(store, "2610.08888")
    # the name as shown has its blanks collapsed, and what is not a name is never shown
    # (kgraph.query.names); the mention keeps it exactly as written
    shown = " ".join(raw.split())
    assert data["names"] == ([shown] if is_shown_name(shown) else [])
    assert [(m["name"], m["quote"]) for m in data["mentions"]] == [(raw, raw)]
    assert [c["text"] for c in data["claims"]] == [raw]
    assert [r["text"] for r in data["register"]] == [raw]
    out = tmp_path / "graph.nq"
    assert (
        CliRunner().invoke(cli, ["--store", str(store), "export", "--format", "nquads", "-o", str(out)]).exit_code == 0
    )
    fresh = tmp_path / "fresh"
    assert CliRunner().invoke(cli, ["--store", str(fresh), "ingest", str(out)]).exit_code == 0
    with GraphStore(store) as a, GraphStore(fresh) as b:
        assert {str(q) for q in a.quads()} == {str(q) for q in b.quads()}
        title = NamedNode(V.DCT + "title")
        assert [q.object.value for q in b.quads_for_pattern(NamedNode(V.doc_iri(path)), title, None, None)] == [raw]
