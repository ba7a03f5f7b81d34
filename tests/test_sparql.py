"""`kgraph sparql`: refusals before evaluation, limits, timeouts, formats, named queries, docs."""

from __future__ import annotations

import http.server
import json
import re
import threading
import time

import pytest
from pyoxigraph import Literal, NamedNode, Quad

from kgraph import sparql as S
from kgraph.cli import cli
from kgraph.errors import QueryError
from kgraph.store import GraphStore

from .conftest import N_EXAMPLES, ROOT


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
        ("SELECT * FROM <http://example.org/g> WHERE { ?s ?p ?o }", "FROM <http://example.org/g>"),
        ("PREFIX ex: <http://example.org/> SELECT * FROM NAMED ex:g WHERE { ?s ?p ?o }", "FROM NAMED"),
        ("SELECT * FROM unknown:g WHERE { ?s ?p ?o }", "unknown prefix"),
        ('define input:grab-all "yes" SELECT * WHERE { ?s ?p ?o }', "DEFINE"),
    ],
)
def test_refusals_are_one_line(query, message):
    with pytest.raises(S.QueryRefused) as info:
        S.check_query(query)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_updates_pass_only_when_allowed_but_never_load_or_service():
    assert S.check_query("INSERT DATA { <http://a> <http://b> 1 }", allow_update=True).is_update
    with pytest.raises(S.QueryRefused, match="LOAD"):
        S.check_query("LOAD <http://example.org/x>", allow_update=True)
    with pytest.raises(S.QueryRefused, match="SERVICE"):
        S.check_query("INSERT { ?s ?p ?o } WHERE { SERVICE <http://x/> { ?s ?p ?o } }", allow_update=True)
    with pytest.raises(S.QueryRefused, match="USING"):
        S.check_query("DELETE { ?s ?p ?o } USING <http://x/g> WHERE { ?s ?p ?o }", allow_update=True)


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
    assert run(runner, examples_store, 'ASK { ?d kg:documentKind "nothing" }').output == "false\n"
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
    assert re.search(r"^lineage-mentions\s+Every place a document speaks of one work", listing, re.M)
    result = run(
        runner, examples_store, "--name", "lineage-mentions", "--bind", "work=kgid:arxiv/2606.01927", "--format", "json"
    )
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)["results"]["bindings"]
    assert rows and {r["work"]["value"] for r in rows} == {"https://w3id.org/kgraph/id/arxiv/2606.01927"}
    missing = run(runner, examples_store, "--name", "no-such-query")
    assert missing.exit_code == 1 and "no shipped query" in missing.output


def test_bind_needs_a_projected_variable(runner, examples_store):
    q = "SELECT ?path WHERE { GRAPH ?d { ?m kg:about ?work } ?d kg:path ?path }"
    result = run(runner, examples_store, q, "--bind", "work=kgid:arxiv/2606.01927")
    assert result.exit_code == 2
    assert "?work must be in the SELECT list" in result.output
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
