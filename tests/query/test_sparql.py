"""`kgraph sparql`: refusals before evaluation, limits, timeouts, formats, named queries, docs."""

from __future__ import annotations

import http.server
import json
import re
import threading
import time

import pytest
from pyoxigraph import Literal, NamedNode, Quad

from kgraph.cli import cli
from kgraph.errors import QueryError
from kgraph.query import sparql as S
from kgraph.store.local import GraphStore

from ..conftest import N_EXAMPLES, ROOT


def run(runner, store, *args):
    return runner.invoke(cli, ["--store", str(store), "sparql", *args])


class Listener:
    """A loopback HTTP server that counts every request it receives."""

    def __init__(self):
        hits = self.hits = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                hits.append(self.path)
                self.send_response(500)
                self.end_headers()

            do_POST = do_GET

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def listener():
    server = Listener()
    yield server
    server.close()


# ---------------------------------------------------------------- check_query


@pytest.mark.parametrize(
    "query",
    [
        "SELECT * WHERE { SERVICE <{url}> { ?s ?p ?o } }",
        "select * where { service silent <{url}> { ?s ?p ?o } }",
        "PREFIX ex: <{url}> SELECT * WHERE { SERVICEex:a { ?s ?p ?o } }",
        "PREFIX : <{url}> SELECT * WHERE { SERVICE:a { ?s ?p ?o } }",
        "SELECT * WHERE { BIND(<{url}> AS ?x) SERVICE ?x { ?s ?p ?o } }",
        "SELECT * WHERE { ?s ?p ?o FILTER EXISTS { SERVICE <{url}> { ?s ?p ?o } } }",
        "SELECT * WHERE { \\u0053ERVICE <{url}> { ?s ?p ?o } }",
        "SELECT * WHERE { ?s ?p 'it\\'s' . SERVICE <{url}> { ?s ?p ?o } }",
        "PREFIX ex: <http://e/> SELECT * WHERE { ?s ex:a\\'b ?o . SERVICE <{url}> {} } # ex:c\\'",
        "SELECT * WHERE { ?s ?p ?o } #\nSERVICE <{url}> {}",
    ],
)
def test_service_is_refused_before_evaluation(query, listener, tmp_path):
    text = query.replace("{url}", listener.url)
    with pytest.raises(S.QueryRefused, match="SERVICE"):
        S.check_query(text)
    store = GraphStore(None, write=True)
    with pytest.raises(S.QueryRefused):
        S.run(store, text, timeout=5)
    time.sleep(0.1)
    assert listener.hits == []


@pytest.mark.parametrize(
    "query",
    [
        'SELECT ?s WHERE { ?s ?p "SERVICE <http://x/> {}" }',
        "SELECT ?s WHERE { ?s ?p '''multi\nSERVICE line''' }",
        "SELECT ?s WHERE { ?s ?p ?o } # SERVICE <http://x/> in a comment",
        "SELECT ?service WHERE { ?service ?p <http://example.org/SERVICE#load> }",
        'SELECT ?s WHERE { ?s ?p "x"@service }',
        "SELECT * FROM kgid:doc/a.md FROM NAMED <https://w3id.org/kgraph/id/doc/b.md> WHERE { ?s ?p ?o }",
        'SELECT ?s WHERE { ?s kg:text ?t FILTER(CONTAINS(?t, "load the service")) }',
    ],
)
def test_harmless_text_is_not_refused(query):
    assert S.check_query(query).form == "SELECT"


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("INSERT DATA { <http://a> <http://b> <http://c> }", "updates are refused"),
        ("PREFIX x: <http://x/> DELETE WHERE { ?s ?p ?o }", "updates are refused"),
        ("DROP ALL", "updates are refused"),
        ("LOAD <http://example.org/data.ttl>", "LOAD"),
        ('define input:grab-all "yes" SELECT * WHERE { ?s ?p ?o }', "DEFINE"),
    ],
)
def test_refusals_are_one_line(query, message):
    with pytest.raises(S.QueryRefused) as info:
        S.check_query(query)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("SELECT * FROM <http://example.org/g> WHERE { ?s ?p ?o }", "FROM <http://example.org/g>"),
        ("PREFIX ex: <http://example.org/> SELECT * FROM NAMED ex:g WHERE { ?s ?p ?o }", "FROM NAMED"),
        ("SELECT * FROM unknown:g WHERE { ?s ?p ?o }", "unknown prefix"),
    ],
)
def test_foreign_dataset_is_refused_only_for_a_remote_store(query, message):
    """A remote store might dereference a FROM IRI; Oxigraph only ever reads its own graphs."""
    with pytest.raises(S.QueryRefused) as info:
        S.check_query(query, restrict_dataset=True)
    assert message in str(info.value) and "\n" not in str(info.value)
    if "unknown:" not in query:
        assert S.check_query(query).form == "SELECT"


def test_updates_pass_only_when_allowed_but_never_load_or_service():
    assert S.check_query("INSERT DATA { <http://a> <http://b> 1 }", allow_update=True).is_update
    with pytest.raises(S.QueryRefused, match="LOAD"):
        S.check_query("LOAD <http://example.org/x>", allow_update=True)
    with pytest.raises(S.QueryRefused, match="SERVICE"):
        S.check_query("INSERT { ?s ?p ?o } WHERE { SERVICE <http://x/> { ?s ?p ?o } }", allow_update=True)
    with pytest.raises(S.QueryRefused, match="USING"):
        S.check_query(
            "DELETE { ?s ?p ?o } USING <http://x/g> WHERE { ?s ?p ?o }", allow_update=True, restrict_dataset=True
        )


def test_malformed_queries_are_query_errors():
    with pytest.raises(QueryError, match="not closed"):
        S.check_query('SELECT * WHERE { ?s ?p "open }')
    store = GraphStore(None, write=True)
    with pytest.raises(QueryError) as info:
        S.run(store, "SELECT * WHERE { ?s ?p }")
    assert not isinstance(info.value, S.QueryRefused)


# ---------------------------------------------------------------- running


def _store_with(n: int) -> GraphStore:
    store = GraphStore(None, write=True)
    p = NamedNode("http://example.org/p")
    store.store.extend(Quad(NamedNode(f"http://example.org/{i}"), p, Literal(str(i))) for i in range(n))
    return store


def test_limit_stops_and_says_so():
    store = _store_with(50)
    result = S.run(store, "SELECT ?s WHERE { ?s ?p ?o }", limit=7)
    assert len(result.rows) == 7 and result.truncated
    result = S.run(store, "SELECT ?s WHERE { ?s ?p ?o }", limit=50)
    assert len(result.rows) == 50 and not result.truncated
    graph = S.run(store, "CONSTRUCT WHERE { ?s ?p ?o }", limit=5)
    assert len(graph.triples) == 5 and graph.truncated


@pytest.mark.slow
def test_timeout_gives_up_quickly():
    store = _store_with(3000)
    slow = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?p ?b . ?c ?p ?d . FILTER (?b < ?d) }"
    started = time.monotonic()
    with pytest.raises(S.QueryTimeout, match="timed out after 0.2 s"):
        S.run(store, slow, timeout=0.2)
    assert time.monotonic() - started < 1.0
    deadline = time.monotonic() + 30
    while S.abandoned_queries() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert S.abandoned_queries() == 0  # the abandoned worker finished and was counted out


def test_cli_timeout_exits_promptly(examples_store):
    import subprocess
    import sys

    slow = "SELECT (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?a ?p ?b } GRAPH ?h { ?c ?q ?d } FILTER (STR(?b) < STR(?d)) }"
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "-m", "kgraph.cli", "--store", str(examples_store), "sparql", slow, "--timeout", "0.5"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2 and "timed out after 0.5 s" in result.stderr
    assert time.monotonic() - started < 15


def test_bindings_are_terms_never_text():
    name, term = S.parse_binding("work=kgid:arxiv/2606.01927")
    assert name == "work" and term == NamedNode("https://w3id.org/kgraph/id/arxiv/2606.01927")
    assert S.parse_binding("d=2026-09-01")[1] == Literal("2026-09-01", datatype=NamedNode(S.V.XSD + "date"))
    assert S.parse_binding("u=https://example.org/x")[1] == NamedNode("https://example.org/x")
    hostile = '") || true) } #'
    assert S.parse_binding(f"t={hostile}")[1] == Literal(hostile)
    with pytest.raises(QueryError):
        S.parse_binding("no-equals")


def test_injection_through_bind_finds_nothing(runner, examples_store):
    q = "SELECT ?text ?path WHERE { GRAPH ?d { ?c kg:text ?text } ?d kg:path ?path }"
    result = run(runner, examples_store, q, "--bind", 'text=") || true) } #', "--format", "json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["results"]["bindings"] == []


# ---------------------------------------------------------------- the command


def test_select_text_json_csv_tsv(runner, examples_store):
    q = 'SELECT ?path ?date WHERE { ?d kg:documentKind "brief" ; kg:path ?path ; dcterms:date ?date } ORDER BY ?date'
    text = run(runner, examples_store, q).output
    assert text.splitlines()[0].split() == ["path", "date"]
    assert re.search(r"^inbox/tom/2026-09-01-inference-e1prep.md +2026-09-01$", text, re.M)
    data = json.loads(run(runner, examples_store, q, "--format", "json").output)
    assert data["head"]["vars"] == ["path", "date"]
    first = data["results"]["bindings"][0]
    assert first["date"] == {"type": "literal", "value": "2026-09-01", "datatype": S.V.XSD + "date"}
    csv_out = run(runner, examples_store, q, "--format", "csv").output
    assert csv_out.splitlines()[:2] == ["path,date", "inbox/tom/2026-09-01-inference-e1prep.md,2026-09-01"]
    tsv_out = run(runner, examples_store, q, "--format", "tsv").output
    assert tsv_out.splitlines()[1].split("\t")[1] == f'"2026-09-01"^^<{S.V.XSD}date>'


def test_ask_construct_and_file(runner, examples_store, tmp_path):
    assert run(runner, examples_store, 'ASK { ?d kg:documentKind "brief" }').output == "true\n"
    assert run(runner, examples_store, 'ASK { ?d kg:documentKind "nothing" }').stdout == "false\n"  # a note on stderr
    out = run(runner, examples_store, "CONSTRUCT { ?d kg:path ?p } WHERE { ?d kg:documentKind 'brief' ; kg:path ?p }")
    assert out.exit_code == 0
    assert "@prefix kg:" in out.output and "kg:path" in out.output
    query = tmp_path / "q.rq"
    query.write_text("SELECT (COUNT(*) AS ?n) WHERE { ?d kg:documentKind ?k }")
    assert run(runner, examples_store, "-f", str(query), "--format", "csv").output.splitlines() == [
        "n",
        str(N_EXAMPLES),
    ]


def test_list_and_named_query_with_bind(runner, examples_store):
    listing = run(runner, examples_store, "--list").output
    assert re.search(r"^  lineage-mentions\s+Every place a document speaks of one work", listing, re.M)
    result = run(
        runner, examples_store, "--name", "lineage-mentions", "--bind", "work=kgid:arxiv/2606.01927", "--format", "json"
    )
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)["results"]["bindings"]
    assert rows and {r["work"]["value"] for r in rows} == {"https://w3id.org/kgraph/id/arxiv/2606.01927"}
    missing = run(runner, examples_store, "--name", "no-such-query")
    assert missing.exit_code == 1 and "no shipped query" in missing.output


def test_bind_takes_a_variable_that_is_not_projected(runner, examples_store):
    q = "SELECT ?path WHERE { GRAPH ?d { ?m kg:about ?work } ?d kg:path ?path }"
    result = run(runner, examples_store, q, "--bind", "work=kgid:arxiv/2606.01927", "--format", "json")
    assert result.exit_code == 0, result.output
    paths = {r["path"]["value"] for r in json.loads(result.output)["results"]["bindings"]}
    assert "organized/knowledge/inference.md" in paths
    assert "no variable ?nothing" in run(runner, examples_store, q, "--bind", "nothing=1").output


def test_cli_errors_exit_2_one_line(runner, examples_store, listener):
    for query in (f"SELECT * WHERE {{ SERVICE <{listener.url}> {{ ?s ?p ?o }} }}", "SELECT * WHERE {", "DROP ALL"):
        result = run(runner, examples_store, query)
        assert result.exit_code == 2, result.output
        assert result.output.count("\n") == 1 and "Traceback" not in result.output
    assert listener.hits == []
    assert run(runner, examples_store).exit_code == 2


def test_limit_option_notes_truncation(runner, examples_store):
    result = runner.invoke(
        cli,
        ["--store", str(examples_store), "sparql", "SELECT ?s WHERE { ?s ?p ?o }", "--limit", "3", "--format", "csv"],
    )
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 4
    assert "stopped after 3 results" in result.stderr


def test_update_needs_allow_update_and_takes_the_lock(runner, tmp_path):
    from kgraph.api import KGraph

    store = tmp_path / "s"
    KGraph(store).ingest([ROOT / "tests" / "data" / "clean"])
    update = "INSERT DATA { GRAPH <https://w3id.org/kgraph/id/doc/extra> { kgid:x kg:text 'added' } }"
    assert run(runner, store, update).exit_code == 2
    result = run(runner, store, update, "--allow-update")
    assert result.exit_code == 0, result.output
    assert run(runner, store, "ASK { GRAPH ?g { kgid:x kg:text 'added' } }").output == "true\n"


# ---------------------------------------------------------------- docs/queries.md


def doc_queries() -> list[str]:
    return re.findall(r"```sparql\n(.*?)```", (ROOT / "docs" / "queries.md").read_text(encoding="utf-8"), re.S)


def test_docs_have_five_queries():
    assert len(doc_queries()) >= 5


@pytest.mark.parametrize("index", range(5))
def test_doc_query_runs_on_the_examples(index, runner, examples_store):
    query = doc_queries()[index]
    args = [query, "--format", "json"]
    if "?work ?claimId" in query:
        args += ["--bind", "work=kgid:arxiv/2609.00768"]
    result = run(runner, examples_store, *args)
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["results"]["bindings"], f"example {index + 1} found nothing"


def test_docs_page_is_linked_from_readme():
    assert "docs/queries.md" in (ROOT / "README.md").read_text(encoding="utf-8")


# ---------------------------------------------------------------- a new user's first hour (issue 15)


def test_bind_resolves_what_a_user_types(runner, examples_store):
    """Before: --bind work=2606.01927 bound the text "2606.01927" and silently found 0 rows."""
    by_iri = run(
        runner, examples_store, "--name", "lineage-mentions", "--bind", "work=kgid:arxiv/2606.01927", "--format", "json"
    )
    expected = json.loads(by_iri.output)["results"]["bindings"]
    assert expected
    for value in ("2606.01927", "arXiv:2606.01927"):
        result = run(
            runner, examples_store, "--name", "lineage-mentions", "--bind", f"work={value}", "--format", "json"
        )
        assert result.exit_code == 0, result.output
        assert json.loads(result.output)["results"]["bindings"] == expected
    # A name, a document path and a claim id mean their IRIs too.
    named = run(runner, examples_store, "--name", "claims-about", "--bind", "work=FlashAttention-4", "--format", "json")
    works = {b["work"]["value"] for b in json.loads(named.output)["results"]["bindings"]}
    assert works == {"https://w3id.org/kgraph/id/work/flashattention-4"}
    path = "inbox/tom/2026-09-01-inference-e1prep.md"
    doc = run(runner, examples_store, "--name", "document", "--bind", f"doc={path}", "--format", "json")
    assert json.loads(doc.output)["results"]["bindings"][0]["path"]["value"] == path
    claim_id = "2609.00768@2026-09-01~3fcc56"
    claim = run(runner, examples_store, "--name", "claim", "--bind", f"claim={claim_id}", "--format", "json")
    claims = {b["claim"]["value"] for b in json.loads(claim.output)["results"]["bindings"]}
    assert claims == {S.V.claim_iri(claim_id)}
    # Quoted, a value stays text; a value that names nothing is an error naming it.
    text = run(
        runner,
        examples_store,
        "SELECT ?work WHERE {}",
        "--bind",
        'work="2606.01927"',
        "--format",
        "csv",
    )
    assert text.exit_code == 0 and text.output.splitlines() == ["work", "2606.01927"]
    missing = run(runner, examples_store, "--name", "lineage-mentions", "--bind", "work=no-such-work-at-all")
    assert missing.exit_code == 2 and missing.output.count("\n") == 1
    assert "work=no-such-work-at-all: no claim, document or work of that name" in missing.output


def test_named_query_says_which_parameters_are_missing(runner, examples_store):
    result = run(runner, examples_store, "--name", "map-mention-detail")
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "--bind m=VALUE --bind doc=VALUE (missing: ?m, ?doc)" in result.output
    result = run(runner, examples_store, "--name", "lineage-mentions", "--bind", "nothing=1")
    assert result.exit_code == 2 and "missing: ?work" in result.output


def test_list_shows_whole_sentences_and_names_the_chain_difference(runner, examples_store):
    from kgraph.query import named as queries

    listing = run(runner, examples_store, "--list", "--all").output
    lines = {
        line.split()[0]: re.sub(r" \[[?\w ]+\]$", "", line) for line in listing.splitlines() if line.startswith("  ")
    }
    assert set(lines) == set(queries.names())
    for name, line in lines.items():
        assert line.rstrip().endswith((".", ")")), line  # a sentence, not cut in the middle (no COLUMNS here)
    assert "claims-chain" not in lines  # the near-twin of claim-chain is now named for what it does
    assert "claim-upstream" in lines and "one step further" in queries.load("claim-chain")
    assert lines["lineage-sources"].rstrip().endswith("whether that source was ingested too.")


def test_syntax_error_is_one_line_with_the_position(runner, examples_store):
    result = run(runner, examples_store, "SELECT ?s\nWHERE { ?s ?p }")
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "line 2, column" in result.output
    assert "expected one of" not in result.output and "'['" not in result.output


def test_an_invalid_iri_in_bind_is_one_line(runner, examples_store):
    """Before: --bind p=kg:a b (an invalid IRI) gave a 40-line traceback."""
    result = run(runner, examples_store, "SELECT * WHERE { ?s ?p ?o }", "--bind", "p=kg:a b")
    assert result.exit_code == 2 and result.output.count("\n") == 1
    assert "--bind p: 'kg:a b' is not a valid IRI" in result.output and "Traceback" not in result.output
    result = run(runner, examples_store, "SELECT * WHERE { ?s ?p ?o }", "--bind", "p=<http://a b>")
    assert result.exit_code == 2 and "not a valid IRI" in result.output


# ---------------------------------------------------------------- using-graph-uri (Protocol 2.2.3)

G1, G2, OUT = "http://example.org/g1", "http://example.org/g2", "http://example.org/out"


def _dataset_store():
    """g1 holds <a> a Doc, g2 holds <b> a Doc, the default graph <c> a Doc."""
    from pyoxigraph import DefaultGraph, Store

    store = Store()
    doc = NamedNode("http://example.org/Doc")
    rdf_type = NamedNode("http://www.w3.org/1999/02/22-rdf-syntax-ns#type")
    for name, graph in (("a", NamedNode(G1)), ("b", NamedNode(G2)), ("c", DefaultGraph())):
        store.add(Quad(NamedNode(f"http://example.org/{name}"), rdf_type, doc, graph))
    return store


def _subjects(store, graph):
    return sorted(
        q.subject.value.rsplit("/", 1)[1] for q in store.quads_for_pattern(None, None, None, NamedNode(graph))
    )


def test_using_graph_uri_is_written_before_every_where_at_depth_0():
    text = (
        "PREFIX ex: <http://example.org/>\n"
        "INSERT DATA { GRAPH ex:x { ex:s ex:p 'where' } } ;\n"
        "INSERT { GRAPH <http://example.org/out> { ?s a ex:Copied } }\n"
        "WHERE { ?s a ex:Doc { SELECT ?s WHERE { ?s a ex:Doc } } } ;\n"
        "delete { ?s a ex:Gone } where { ?s a ex:Gone }"
    )
    rewritten = S.with_update_dataset(text, [G1], [G2])
    using = f"USING <{G1}> USING NAMED <{G2}>"
    assert rewritten.count(using) == 2  # the two operations with a WHERE, not INSERT DATA
    assert f"{using} WHERE {{ ?s a ex:Doc {{ SELECT ?s WHERE" in rewritten  # the subquery's WHERE is left alone
    assert f"{using} where {{ ?s a ex:Gone }}" in rewritten
    assert "'where'" in rewritten and rewritten.count("USING") == 4
    store = _dataset_store()
    store.update(rewritten)
    assert _subjects(store, OUT) == ["a"]  # the WHERE read g1 as its default graph, not the store's


def test_using_named_graph_uri_gives_the_named_graphs():
    store = _dataset_store()
    store.update(
        S.with_update_dataset(f"INSERT {{ GRAPH <{OUT}> {{ ?s a ?g }} }} WHERE {{ GRAPH ?g {{ ?s ?p ?o }} }}", [], [G2])
    )
    assert _subjects(store, OUT) == ["b"]


def test_delete_where_shorthand_is_written_out_with_using():
    text = "DELETE WHERE { ?s a <http://example.org/Doc> }"
    rewritten = S.with_update_dataset(text, [G1], [])
    assert rewritten == (
        f"DELETE {{ ?s a <http://example.org/Doc> }} USING <{G1}> WHERE {{ ?s a <http://example.org/Doc> }}"
    )
    store = _dataset_store()
    store.update(rewritten)  # matched in g1 (<a>), deleted from the default graph, which has no <a>
    assert len(store) == 3
    store.update(S.with_update_dataset("DELETE WHERE { ?s ?p ?o }", [], []))  # no parameter: unchanged text
    assert len(store) == 2  # the default graph's <c> is gone


@pytest.mark.parametrize(
    "iri",
    [
        "http://example.org/g> } ; DROP ALL ; INSERT DATA { <http://x> <http://y> <http://z> } #",
        "http://example.org/a b",
        "http://example.org/a\nb",
        'http://example.org/"',
        "relative/graph",
        "",
    ],
)
def test_a_hostile_or_relative_using_graph_uri_is_refused(iri):
    with pytest.raises(QueryError, match="not an IRI"):
        S.with_update_dataset("INSERT { ?s ?p ?o } WHERE { ?s ?p ?o }", [iri], [])
    with pytest.raises(QueryError, match="not an IRI"):
        S.with_update_dataset("INSERT { ?s ?p ?o } WHERE { ?s ?p ?o }", [G1], [iri])


@pytest.mark.parametrize(
    "text",
    [
        "WITH <http://example.org/g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }",
        "INSERT { ?s ?p ?o } USING <http://example.org/g> WHERE { ?s ?p ?o }",
        "INSERT { ?s ?p ?o } using named <http://example.org/g> WHERE { GRAPH ?g { ?s ?p ?o } }",
        "CLEAR ALL ; with <http://example.org/g> INSERT { ?s ?p 1 } WHERE { ?s ?p ?o }",
        "WIT\\u0048 <http://example.org/g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }",
    ],
)
def test_using_graph_uri_with_using_or_with_in_the_update_is_an_error(text):
    with pytest.raises(QueryError, match="one place only|escapes"):
        S.with_update_dataset(text, [G1], [])


def test_with_and_using_inside_strings_names_and_iris_are_not_clauses():
    text = (
        "PREFIX with: <http://example.org/with/> PREFIX using: <http://example.org/using/>\n"
        "INSERT { GRAPH <http://with.example/USING> { ?s with:p 'WITH USING' } } WHERE { ?s using:p ?o }"
    )
    assert S.with_update_dataset(text, [G1], []).count(f"USING <{G1}> WHERE") == 1


def test_the_endpoint_refuses_a_hostile_using_graph_uri_and_keeps_the_store(tmp_path):
    from urllib.parse import quote

    from kgraph.api import KGraph
    from kgraph.serve.app import App

    location = tmp_path / "store"
    assert KGraph(location).ingest([ROOT / "tests" / "data" / "clean"]).ok
    app = App(location, allow_update=True, workers=1)
    try:
        from kgraph.query.register import STATE

        docs = f"SELECT (COUNT(*) AS ?n) WHERE {{ GRAPH ?g {{ ?s ?p ?o }} FILTER(?g != <{STATE}>) }}"
        before = len(app._writer)
        in_documents = next(iter(app._writer.query(docs)))["n"].value
        hostile = "http://example.org/g> WHERE { } ; DROP ALL ; INSERT { <http://x> <http://y> 1 } #"
        headers = {"host": "127.0.0.1", "content-type": "application/sparql-update"}
        response = app.handle(
            "POST", "/sparql?using-graph-uri=" + quote(hostile, safe=""), headers, b"DELETE WHERE { ?s ?p ?o }"
        )
        assert response.status == 400 and b"not an IRI" in response.body, response.body
        assert len(app._writer) == before
        response = app.handle(
            "POST", "/sparql?using-graph-uri=" + quote(G1, safe=""), headers, b"DELETE WHERE { ?s ?p ?o }"
        )
        assert response.status == 200, response.body  # an empty graph matched nothing: nothing deleted
        assert next(iter(app._writer.query(docs)))["n"].value == in_documents != "0"
    finally:
        app.close()


def test_an_update_syntax_error_with_using_graph_uri_is_placed_in_the_users_text(tmp_path):
    from urllib.parse import quote

    from kgraph.serve.app import App

    bad = "INSERT { ?s a ?o }\nWHERE { ?s a ?o . BIND (1 AS 2) }"
    # Where it goes wrong in the text as sent: line 2, at the `2` of `AS 2`.
    column = bad.splitlines()[1].index("2)") + 1
    from kgraph.store.local import GraphStore

    location = tmp_path / "store"
    GraphStore(location, write=True).close()
    app = App(location, allow_update=True, workers=1)
    try:
        headers = {"host": "127.0.0.1", "content-type": "application/sparql-update"}
        plain = app.handle("POST", "/sparql", headers, bad.encode())
        using = app.handle("POST", "/sparql?using-graph-uri=" + quote(G1, safe=""), headers, bad.encode())
        expected = f"update syntax error at line 2, column {column}: unexpected '2)"
        assert plain.status == 400 and expected.encode() in plain.body, plain.body
        assert using.status == 400 and expected.encode() in using.body, using.body
    finally:
        app.close()
