"""Table rows: a run of plain `| … |` lines is split without markdown-it, and must give exactly
the rows markdown-it gives; any other run goes to markdown-it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgraph.extract import cells
from kgraph.extract.cells import _plain_pipe_table, _table_rows, markdown_table_rows

from ..conftest import EXAMPLES

RUNS = [
    ["| a | b |", "|---|---|", "| 1 | 2 |"],
    ["| a | b |", "| :-- | --: |", "| 1 |", "| 1 | 2 | 3 |"],  # ragged rows: padded, cut
    ["| a | b |", "|---|---|---|", "| 1 | 2 |"],  # delimiter of another width: no table
    ["| a | b |", "| x | y |"],  # no delimiter row: no table
    ["|  | 名称 |", "|:-:|---|", "|  | 空 |", "| 2609.01234 |  |"],
    ["| only |", "|---|"],
    ["  | a | b |", "  |---|---|", "  | 1 | 2 |"],
    ["| a | b |", "|---|---|", "    | code? | 2 |"],
]


def _by_markdown_it(text: str, monkeypatch) -> dict[int, list[str]]:
    with monkeypatch.context() as m:
        m.setattr(cells, "_plain_pipe_table", lambda run: None)
        return markdown_table_rows(text)


@pytest.mark.parametrize("run", RUNS, ids=range(len(RUNS)))
def test_a_plain_run_reads_as_markdown_it_reads_it(run, monkeypatch):
    text = "Intro\n\n" + "\n".join(run) + "\n\nAfter"
    assert markdown_table_rows(text) == _by_markdown_it(text, monkeypatch)


def test_the_plain_runs_are_split_without_markdown_it():
    assert _plain_pipe_table(RUNS[1]) == {1: ["a", "b"], 3: ["1", ""], 4: ["1", "2"]}
    assert _plain_pipe_table(RUNS[2]) is None and _plain_pipe_table(RUNS[3]) is None


@pytest.mark.parametrize(
    "run",
    [["| a `|` b | c |", "|---|---|"], ["| a \\| b | c |", "|---|---|"], ["a | b", "--|--", "1 | 2"]],
)
def test_escapes_code_spans_and_bare_pipes_go_to_markdown_it(run):
    assert _plain_pipe_table(run) is None
    assert markdown_table_rows("\n".join(run)) == _table_rows("\n".join(run))


cell = st.text(alphabet=st.sampled_from("ab 1§:-.中|"), max_size=6)
row = st.lists(cell, min_size=0, max_size=4).map(lambda cells: "| " + " | ".join(cells) + " |")
delimiter = st.lists(st.sampled_from(["---", ":--", "--:", ":-:", "-", "x"]), min_size=1, max_size=4).map(
    lambda cells: "|" + "|".join(cells) + "|"
)


@settings(max_examples=300, deadline=None)
@given(header=row, delim=delimiter, body=st.lists(row, max_size=4))
def test_any_pipe_run_gives_what_markdown_it_gives(header, delim, body):
    run = [header, delim, *body]
    fast = _plain_pipe_table(run)
    if fast is not None:
        assert fast == _table_rows("\n".join(run))


def test_every_example_table_is_read_the_same_both_ways():
    checked = 0
    for file in EXAMPLES.rglob("*.md"):
        lines = file.read_text(encoding="utf-8").split("\n")
        i = 0
        while i < len(lines):
            j = i
            while j < len(lines) and lines[j].lstrip().startswith("|"):
                j += 1
            run = [line.strip() for line in lines[i:j]]
            if (fast := _plain_pipe_table(run)) is not None:
                assert fast == _table_rows("\n".join(run)), f"{file}:{i + 1}"
                checked += 1
            i = j + 1
    assert checked >= 5
