"""`why` in text is bounded by what it prints: a much-mentioned work shows its first and latest
mentions (and anchorings), counts the rest, and reads only the rows it shows; `--all` and JSON
give every mention."""

from __future__ import annotations

import json
import re

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.query import named

ITEM = "2609.00768"  # TokenWeave: 29 mentions across the examples


def _mention_lines(text: str) -> list[str]:
    block = text.split("\nMentions", 1)[1].split("\n\n", 1)[0]
    return [line for line in block.splitlines()[1:] if re.match(r"  (\d{4}-\d{2}-\d{2}|undated) ", line)]


def test_text_shows_first_and_latest_and_counts_the_rest(examples_store, runner):
    every = KGraph(examples_store).why(ITEM)["mentions"]
    assert len(every) > 12
    out = runner.invoke(cli, ["--store", str(examples_store), "why", ITEM])
    assert out.exit_code == 0, out.output
    shown = _mention_lines(out.output)
    assert 10 <= len(shown) < len(every)
    assert f"({len(shown)} of {len(every)} shown:" in out.output and "--all shows every one" in out.output
    omitted = sum(int(n) for n in re.findall(r"\.\.\. (\d+) more mentions?", out.output))
    assert omitted + len(shown) == len(every)
    where = [f"{m['document']}:{m['line']}" for m in every]
    assert shown[0].endswith(where[0]) and shown[-1].endswith(where[-1])


def test_all_and_json_give_every_mention(examples_store, runner):
    every = KGraph(examples_store).why(ITEM)["mentions"]
    out = runner.invoke(cli, ["--store", str(examples_store), "why", ITEM, "--all"])
    assert len(_mention_lines(out.output)) == len(every) and "more mention" not in out.output
    data = json.loads(runner.invoke(cli, ["--store", str(examples_store), "why", ITEM, "--format", "json"]).output)
    assert len(data["mentions"]) == len(every) and "mentions_total" not in data


def test_the_bounded_view_reads_only_the_rows_it_shows(examples_store, monkeypatch):
    read: dict[str, int] = {}
    real = named.rows

    def counting(store, name, **bindings):
        found = real(store, name, **bindings)
        read[name] = read.get(name, 0) + len(found)
        return found

    monkeypatch.setattr("kgraph.query.lineage.rows", counting)
    monkeypatch.setattr("kgraph.query.named.rows", counting)
    data = KGraph(examples_store).why(ITEM, shown=5)
    assert read["lineage-mentions"] == len(data["mentions"]) < data["mentions_total"]


def test_a_work_with_few_mentions_is_shown_whole(examples_store):
    kg = KGraph(examples_store)
    small = kg.why("2609.03345")  # KVBridge
    assert 1 < len(small["mentions"]) <= 12
    assert kg.why("2609.03345", shown=5) == small and "mentions_total" not in small
