"""An undated note mentioning a work with aliases: `why` sorts its mentions with one date type.

Before: `printf 'scratch\\n\\n- 2606.01927 Albireo\\n' > inbox/tom/scratch.md`, ingest with the
examples, `kgraph why 2606.01927` -> TypeError: '<' not supported between 'str' and
'datetime.date' (lineage.py), and /item/2606.01927 answered 500."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.query.lineage import iso_date

from ..conftest import EXAMPLES


@pytest.fixture(scope="module")
def with_scratch(tmp_path_factory):
    root = tmp_path_factory.mktemp("undated")
    shutil.copytree(EXAMPLES, root / "examples")
    (root / "inbox" / "tom").mkdir(parents=True)
    (root / "inbox" / "tom" / "scratch.md").write_text("scratch\n\n- 2606.01927 Albireo\n")
    store = root / "store"
    assert KGraph(store).ingest([root / "examples", root / "inbox"]).ok
    return store


def test_why_of_a_work_with_an_undated_mention(with_scratch):
    data = KGraph(with_scratch).why("2606.01927")
    dates = [m["date"] for m in data["mentions"]]
    assert None in dates and any(dates)
    assert all(isinstance(d, str) for d in dates if d is not None)
    result = CliRunner().invoke(cli, ["--store", str(with_scratch), "why", "2606.01927"])
    assert result.exit_code == 0, result.output
    assert "scratch.md" in result.output


def test_the_item_page_of_that_work(with_scratch):
    from kgraph.serve.app import App, get

    app = App(with_scratch)
    try:
        response = get(app, "/item/2606.01927")
    finally:
        app.close()
    assert response.status == 200, response.body[:300]


def test_one_date_type():
    import datetime as dt

    assert iso_date(None) == "" < iso_date("2026-09-01") == iso_date(dt.date(2026, 9, 1))
