"""Import safety: kgraph never fetches anything while reading a file (a loopback listener
must see zero requests), refuses RDF/XML (an entity-expansion bomb is turned away at once,
and the process lives on), and an import never drops a document the file does not carry."""

from __future__ import annotations

import http.server
import json
import resource
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from pyoxigraph import DefaultGraph, NamedNode

from kgraph import vocab as V
from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.store.local import GraphStore

from ..conftest import EXAMPLES

KGRAPH = [sys.executable, "-m", "kgraph.cli"]


@pytest.fixture
def listener():
    """An HTTP server on 127.0.0.1 that records every request it gets (and would serve a
    perfectly good JSON-LD context, so that a fetch would succeed if one were made)."""
    hits: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the http.server API
            hits.append(self.path)
            body = b'{"@context": {"name": "http://schema.org/name"}}'
            self.send_response(200)
            self.send_header("Content-Type", "application/ld+json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        do_POST = do_GET  # noqa: N815

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}", hits
    server.shutdown()
    server.server_close()


def remote_files(base: str, folder: Path) -> dict[str, Path]:
    docs = {
        "context.jsonld": f'{{"@context": "{base}/ctx.jsonld", "@id": "http://x/a", "name": "A"}}',
        "context-list.jsonld": f'{{"@context": ["{base}/ctx.jsonld"], "@id": "http://x/a", "name": "A"}}',
        "context-import.jsonld": (
            f'{{"@context": {{"@import": "{base}/ctx.jsonld"}}, "@id": "http://x/a", "http://x/p": "A"}}'
        ),
        "context-nested.jsonld": (
            f'{{"@context": {{"p": "http://x/p"}}, "@id": "http://x/a", '
            f'"p": {{"@context": "{base}/nested.jsonld", "@id": "http://x/b", "name": "B"}}}}'
        ),
        "context-scoped.jsonld": (
            f'{{"@context": {{"p": {{"@id": "http://x/p", "@context": "{base}/scoped.jsonld"}}}}, '
            f'"@id": "http://x/a", "p": {{"name": "B"}}}}'
        ),
        "context-file.jsonld": '{"@context": "file:///etc/passwd", "@id": "http://x/a", "name": "A"}',
    }
    out = {}
    for name, text in docs.items():
        out[name] = folder / name
        out[name].write_text(text, encoding="utf-8")
    return out


def test_remote_json_ld_context_is_refused_without_a_request(listener, tmp_path):
    base, hits = listener
    files = remote_files(base, tmp_path)
    store = tmp_path / "store"
    for name, file in files.items():
        result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(file)], catch_exceptions=False)
        assert result.exit_code == 1, (name, result.output)
        assert result.stderr == (
            f"error: {file}: a remote JSON-LD @context is refused (kgraph never fetches anything); inline the context\n"
        ), name
        assert "root:" not in result.output  # nothing of /etc/passwd
    proc = subprocess.run(
        [*KGRAPH, "--store", str(store), "ingest", *map(str, files.values())],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1 and proc.stderr.count("remote JSON-LD @context is refused") == len(files)
    assert "Traceback" not in proc.stderr
    time.sleep(0.2)
    assert hits == []
    assert not (store / "oxigraph").exists() or len(GraphStore(store)) == 0


def test_no_parser_is_pointed_at_a_url(listener, tmp_path):
    """Turtle with a @base and owl:imports at the listener, TriG whose graph is named by it,
    and a URL given as a path: read or refused, never fetched. An audit hook sees every
    socket Python opens meanwhile (pyoxigraph's own code is watched by the listener)."""
    base, hits = listener
    (tmp_path / "imports.ttl").write_text(
        f"@base <{base}/> .\n@prefix owl: <http://www.w3.org/2002/07/owl#> .\n"
        f"<a> owl:imports <{base}/more.ttl> ; <http://x/seeAlso> <{base}/x.ttl> .\n",
        encoding="utf-8",
    )
    (tmp_path / "graph.trig").write_text(f"<{base}/g> {{ <{base}/s> <http://x/p> <{base}/o> . }}\n", encoding="utf-8")
    code = f"""
import sys
seen = []
sys.addaudithook(lambda event, args: seen.append((event, str(args)[:80])) if event.startswith(("socket.", "urllib")) else None)
from kgraph.api import KGraph
report = KGraph(sys.argv[1]).ingest([sys.argv[2], sys.argv[3], "{base}/remote.ttl", "{base}/brief.md"])
import json
print(json.dumps([sorted(report.imported), [f for f, _ in report.failed], seen]))
"""
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            code,
            str(tmp_path / "store"),
            str(tmp_path / "imports.ttl"),
            str(tmp_path / "graph.trig"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    imported, failed, seen = json.loads(proc.stdout)
    assert imported == sorted([str(tmp_path / "imports.ttl"), str(tmp_path / "graph.trig")])
    assert failed == [f"{base}/remote.ttl", f"{base}/brief.md"]
    assert seen == []
    time.sleep(0.2)
    assert hits == []


BOMB = (
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n<!ENTITY lol "lol">\n'
    + "".join(f'<!ENTITY lol{i} "{("&lol;" if i == 1 else f"&lol{i - 1};") * 10}">\n' for i in range(1, 13))
    + ']>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
    '<rdf:Description rdf:about="http://x/a"><rdf:value>&lol12;</rdf:value></rdf:Description></rdf:RDF>\n'
)


@pytest.mark.parametrize("name", ["bomb.rdf", "bomb.owl", "bomb.xml", "BOMB.RDF"])
def test_rdf_xml_bomb_is_refused_at_once(name, tmp_path):
    bomb = tmp_path / name
    bomb.write_text(BOMB, encoding="utf-8")
    # CPU seconds, not wall time: the machine may be busy; an expansion costs 15 s of CPU and more
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    proc = subprocess.run(
        [*KGRAPH, "--store", str(tmp_path / "store"), "ingest", str(bomb), str(EXAMPLES / "paper_cards")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    assert proc.returncode == 1  # an exit, not a signal: the process survived
    assert proc.stderr == (
        f"error: {bomb}: RDF/XML import is refused (XML entity expansion); convert it to Turtle or N-Quads\n"
    )
    assert "1 ingested" in proc.stdout and "1 failed" in proc.stdout
    assert cpu < 5  # the whole process, start-up included; the refusal itself is below
    started = time.process_time()
    report = KGraph(tmp_path / "store2").ingest([bomb])
    assert time.process_time() - started < 1
    assert report.failed == [(str(bomb), proc.stderr.removeprefix("error: ").rstrip("\n"))]


def test_xml_bomb_under_other_names_is_never_expanded(tmp_path):
    """The same bytes as a Markdown file are text (no XML parser reads them); as Turtle or
    JSON-LD they are a syntax error. Either way at once, and one line."""
    for name in ("bomb.md", "bomb.ttl", "bomb.jsonld", "bomb.trig"):
        (tmp_path / name).write_text(BOMB, encoding="utf-8")
    started = time.monotonic()
    report = KGraph(tmp_path / "store").ingest(
        [tmp_path / n for n in ("bomb.md", "bomb.ttl", "bomb.jsonld", "bomb.trig")]
    )
    assert time.monotonic() - started < 2
    assert report.ingested == [str(tmp_path / "bomb.md")]
    assert [f for f, _ in report.failed] == [str(tmp_path / n) for n in ("bomb.ttl", "bomb.jsonld", "bomb.trig")]
    assert all("\n" not in message and "not valid" in message for _, message in report.failed)
    with GraphStore(tmp_path / "store") as s:
        assert not any("lollollol" in q.object.value for q in s.quads())


def test_blank_node_graph_names_are_refused_in_one_line(tmp_path):
    trig = tmp_path / "blank.trig"
    trig.write_text('_:g { <http://x/a> <http://x/b> "c" . }\n', encoding="utf-8")
    result = CliRunner().invoke(cli, ["--store", str(tmp_path / "s"), "ingest", str(trig)], catch_exceptions=False)
    assert result.exit_code == 1
    assert (
        result.stderr
        == f"error: {trig}: graphs named by blank nodes cannot be imported (name each graph with an IRI)\n"
    )


def test_an_import_never_drops_a_document_it_does_not_carry(tmp_path, examples_store):
    """A Turtle file with one triple about a document used to replace the document: its
    named graph (hundreds of statements) was dropped. Then it was added to the document's
    metadata. Now it is refused in one line and nothing is written; `--replace-graphs` adds it."""
    import shutil

    store = tmp_path / "store"
    shutil.copytree(examples_store, store)
    doc = V.doc_iri("inbox/tom/2026-09-01-inference-e1prep.md")
    with GraphStore(store) as s:
        before = {str(q) for q in s.quads()}
    note = tmp_path / "note.ttl"
    note.write_text(f'<{doc}> <http://example.org/note> "checked by hand" .\n', encoding="utf-8")
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(note)], catch_exceptions=False)
    assert result.exit_code == 1
    assert result.stderr == (
        f"error: {note}: would change the metadata of <{doc}>, a document the store holds; nothing imported "
        "(--replace-graphs allows it)\n"
    )
    with GraphStore(store) as s:
        assert {str(q) for q in s.quads()} == before
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", "--replace-graphs", str(note)])
    assert result.exit_code == 0, result.output
    with GraphStore(store) as s:
        after = {str(q) for q in s.quads()}
        assert len(list(s.quads_for_pattern(None, None, None, NamedNode(doc)))) > 100
        assert [
            q.object.value
            for q in s.quads_for_pattern(NamedNode(doc), NamedNode("http://example.org/note"), None, DefaultGraph())
        ] == ["checked by hand"]
    assert before < after and len(after - before) == 1
    # a Turtle export (graphs merged) read back into the same store would put every document's
    # statements into its metadata: refused, nothing written
    out = tmp_path / "all.ttl"
    assert (
        CliRunner().invoke(cli, ["--store", str(store), "export", "--format", "turtle", "-o", str(out)]).exit_code == 0
    )
    result = CliRunner().invoke(cli, ["--store", str(store), "ingest", str(out)])
    assert result.exit_code == 1 and "nothing imported" in result.stderr
    with GraphStore(store) as s:
        assert {str(q) for q in s.quads()} == after
