"""`kgraph site DIR` as a user runs it: every page written, valid, linked relatively with no
broken link; a rerun writes nothing; a changed document rewrites only what shows it; it never
writes outside DIR or through a symbolic link."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.query.named import rows

from ..conftest import EXAMPLES
from ..sitecrawl import crawl, static_fetch, static_resolver


def run_site(runner, store, folder, *args):
    return runner.invoke(cli, ["--store", str(store), "site", str(folder), *args])


@pytest.fixture(scope="module")
def site(tmp_path_factory, examples_store):
    from click.testing import CliRunner

    folder = tmp_path_factory.mktemp("site") / "public"
    result = run_site(CliRunner(), examples_store, folder)
    assert result.exit_code == 0, result.output
    return folder, result.output


def test_site_writes_every_page_and_says_so(site, kg_examples):
    folder, output = site
    (line,) = output.splitlines()
    n = int(re.search(r"(\d+) pages", line).group(1))
    manifest = json.loads((folder / ".kgraph-site.json").read_text())
    files = sorted(str(p.relative_to(folder)) for p in folder.rglob("*.html"))
    assert sorted(manifest["pages"]) == files and len(files) == n
    assert line.startswith(f"wrote {folder}: {n} pages, {n} written")
    docs = [p for p in files if p.startswith("doc/")]
    assert len(docs) == len(rows(kg_examples.store, "documents"))


def test_static_site_has_no_broken_link_and_every_page_is_valid(site):
    folder, _ = site
    pages = crawl(static_fetch(folder), "index.html", static_resolver)
    written = {str(p.relative_to(folder)) for p in folder.rglob("*.html")}
    assert set(pages) == written, "every written page is reachable from index.html"


def test_static_pages_carry_the_csp_and_no_script(site):
    from kgraph.render.site import CSP

    folder, _ = site
    for page in folder.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "Content-Security-Policy" in text and "default-src &#x27;none&#x27;" in text, page
        if page.relative_to(folder).parts[0] not in ("map",):
            assert "<script" not in text, page
        assert "http://127.0.0.1" not in text and 'href="/' not in text, page
    assert "default-src 'none'" in CSP


def test_rerun_writes_nothing_and_a_changed_document_rewrites_few(tmp_path, runner):
    store = tmp_path / "store"
    copy = tmp_path / "examples"
    shutil.copytree(EXAMPLES, copy)
    assert KGraph(store).ingest([copy]).ok
    folder = tmp_path / "public"
    first = run_site(runner, store, folder)
    total = int(re.search(r"(\d+) pages", first.output).group(1))
    again = run_site(runner, store, folder)
    assert again.exit_code == 0 and f"{total} pages, 0 written" in again.output
    card = copy / "paper_cards" / "1179-2609-00768.md"
    card.write_text(card.read_text(encoding="utf-8") + "\nA new closing line.\n", encoding="utf-8")
    assert KGraph(store).ingest([copy]).ok
    before = {p: p.stat().st_mtime_ns for p in folder.rglob("*.html")}
    third = run_site(runner, store, folder)
    written = int(re.search(r"(\d+) written", third.output).group(1))
    assert third.exit_code == 0 and 0 < written < total / 2, third.output
    page = folder / "doc" / "paper_cards" / "1179-2609-00768.md.html"
    assert "A new closing line." in page.read_text(encoding="utf-8")
    unchanged = folder / "doc" / "inbox" / "tom" / "2026-09-01-inference-e1prep.md.html"
    assert unchanged.stat().st_mtime_ns == before[unchanged]


def test_site_refuses_a_foreign_folder_a_symlink_and_a_file(tmp_path, runner, examples_store):
    foreign = tmp_path / "mine"
    foreign.mkdir()
    (foreign / "index.html").write_text("my own page")
    result = run_site(runner, examples_store, foreign)
    assert result.exit_code == 2 and "is not empty and holds no kgraph site" in result.output
    assert (foreign / "index.html").read_text() == "my own page"
    link = tmp_path / "link"
    link.symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    result = run_site(runner, examples_store, link)
    assert result.exit_code == 2 and "symbolic link" in result.output and not (tmp_path / "elsewhere").exists()
    file = tmp_path / "file"
    file.write_text("x")
    result = run_site(runner, examples_store, file)
    assert result.exit_code == 2 and "not a folder" in result.output
    assert "Traceback" not in result.output


def test_site_never_writes_through_a_planted_symlink(tmp_path, runner, examples_store):
    folder = tmp_path / "public"
    assert run_site(runner, examples_store, folder).exit_code == 0
    outside = tmp_path / "outside"
    outside.mkdir()
    shutil.rmtree(folder / "item")
    (folder / "item").symlink_to(outside, target_is_directory=True)
    target = folder / "index.html"
    target.unlink()
    (tmp_path / "victim.html").write_text("keep")
    target.symlink_to(tmp_path / "victim.html")
    result = run_site(runner, examples_store, folder)
    assert result.exit_code == 2, result.output
    assert "outside" in result.output or "symbolic link" in result.output
    assert list(outside.iterdir()) == [] and (tmp_path / "victim.html").read_text() == "keep"


def test_site_in_a_subprocess(tmp_path, examples_store):
    folder = tmp_path / "public"
    env = dict(os.environ, KGRAPH_STORE=str(examples_store))
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "site", str(folder)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"wrote {folder}:") and (folder / "index.html").is_file()
    done = subprocess.run([sys.executable, "-m", "kgraph", "site", "--help"], capture_output=True, text=True)
    assert "Example: kgraph site" in done.stdout


def test_odd_file_names_get_working_pages_served_and_static(tmp_path, runner):
    from kgraph.serve.app import App

    from ..conftest import CLEAN
    from ..sitecrawl import served_resolver

    docs = tmp_path / "docs"
    shutil.copytree(CLEAN, docs)
    odd = docs / "inbox" / "tom" / "2026-09-09 notes #1 ?%&.md"
    odd.write_text("# notes\n\n- 2606.01927 Albireo 已锚入 8-19\n", encoding="utf-8")
    store = tmp_path / "store"
    assert KGraph(store).ingest([docs]).ok
    folder = tmp_path / "public"
    assert run_site(runner, store, folder).exit_code == 0
    pages = crawl(static_fetch(folder), "index.html", static_resolver)
    assert any("notes" in p and p.startswith("doc/") for p in pages)
    app = App(store)
    try:

        def fetch(url):
            r = app.handle("GET", url, {"host": "127.0.0.1"})
            return r.status, r.body.decode("utf-8")

        served = crawl(fetch, "/", served_resolver, skip=lambda u: u.startswith("/map/"))
        assert "/doc/inbox/tom/2026-09-09%20notes%20%231%20%3F%25%26.md" in served
    finally:
        app.close()
