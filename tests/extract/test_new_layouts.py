"""The three example briefs in layouts no sample uses (examples/FAULTS.md faults 21–26): what
extraction reads in them, the faults the detectors find there by file:line, works known by name."""

from __future__ import annotations

import datetime as dt
import json
import subprocess
import sys

import pytest

from kgraph.api import KGraph
from kgraph.cli import cli
from kgraph.extract import read_file

from ..conftest import EXAMPLES, ROOT

ENGLISH = EXAMPLES / "inbox/stephen/2026-09-06-inference-brief.md"
CJK_DATES = EXAMPLES / "inbox/flyp/2026-09-07-inference-e1prep.md"
BULLETS = EXAMPLES / "inbox/spark/2026-09-08-inference-brief.md"
TODAY = dt.date(2026, 9, 10)


def _items(doc, role):
    return {m.key: m for m in doc.mentions if m.role == role}


def test_english_brief_with_numbered_lists_bold_labels_and_url_ids():
    doc = read_file(ENGLISH)
    assert (doc.date, doc.instance, doc.topic, doc.window_start) == (
        dt.date(2026, 9, 6),
        "stephen",
        "inference",
        "2026-09-05 22:20",
    )
    inc = _items(doc, "increment")
    assert {k: (m.name, m.status, m.section) for k, m in inc.items()} == {
        "2609.05120": ("PagedPrefill", "new", "1.3"),
        "2609.00768": ("TokenWeave", "new", "1.3"),
    }
    paged = inc["2609.05120"]
    assert [s.path for s in paged.sources] == ["inbox/spark/2026-09-06-llm-infra-e1prep.md"]
    assert [(f.value, f.unit, f.metric) for c in paged.claims for f in c.figures] == [(27.0, "%", "memory")]
    assert all(c.sources == ["inbox/spark/2026-09-06-llm-infra-e1prep.md item 1"] for c in paged.claims)
    assert {(m.name, m.status) for m in _items(doc, "adjacent").values()} == {("QuantServe", "adjacent")}
    assert [(e.line, e.risk) for e in doc.entries] == [(44, "medium"), (45, "low")]
    assert {(c.what, c.value, c.line) for c in doc.counts} >= {("new-arxiv", 3, 7), ("increments", 2, 15)}


def test_chinese_brief_with_cjk_dates_and_reordered_columns():
    doc = read_file(CJK_DATES)
    assert (doc.date, doc.window_start, doc.baseline_date) == (
        dt.date(2026, 9, 7),
        "2026-09-06 22:20",
        dt.date(2026, 8, 31),
    )
    rows = {m.key: (m.name, m.status, m.status_date, m.section) for m in doc.mentions if m.role == "arxiv-list"}
    assert rows == {
        "2609.06210": ("BurstKV", "new", None, "1.3"),
        "2609.01234": ("ShardKV", "anchored", dt.date(2026, 9, 3), "1.3"),
        "2609.01877": ("ChunkPilot", "anchored", dt.date(2026, 9, 2), "1.2"),
        "2609.05577": ("QuantServe", "adjacent", None, None),  # extra material, outside the NET-new count
        "2606.01927": ("Albireo", "anchored", dt.date(2026, 8, 19), "1.1"),  # a date on an adjacency line
    }
    burst = _items(doc, "increment")["2609.06210"]
    assert burst.status == "new"  # `状态：NET-new（尚未锚入 …）`
    assert _items(doc, "adjacent")["2609.01877"].name == "ChunkPilot"  # named without its id, same brief gives it
    # another brief's counts (line 4) and candidates scanned (line 5) are not this brief's counts
    assert {(c.what, c.value) for c in doc.counts if c.line < 9} == {
        ("increments", 1),
        ("adjacent", 1),
        ("new-arxiv", 1),
    }
    assert [e.risk for e in doc.entries] == ["medium", "low"]  # the header row is not an entry


def test_bullet_brief_with_field_lines_and_a_whitespace_table():
    doc = read_file(BULLETS)
    inc = _items(doc, "increment")["2609.07733"]
    assert (inc.name, inc.status, inc.section, inc.confidence) == ("KVTiering", "new", "1.3", "中")
    assert [(s.path, s.locator) for s in inc.sources] == [("inbox/jay/2026-09-07-engineering-e1prep.md", "§二 ③")]
    adjacent = {m.name: (m.key, m.status, m.section) for m in doc.mentions if m.role == "adjacent"}
    assert adjacent == {
        "FA-4": ("flashattention-4", "new", "1.1"),
        "ChunkPilot": ("chunkpilot", "carried-over", "1.2"),
        "MoonCache": ("mooncache", "candidate", "1.3"),
    }
    assert {(s.path, s.status) for s in doc.sources if s.line < 12} == {
        ("organized/knowledge/inference.md", "baseline"),
        ("inbox/spark/2026-09-08-llm-infra-e1prep.md", "relevant"),
        ("inbox/jay/2026-09-08-engineering-e1prep.md", "empty-missing"),
        ("inbox/jay/2026-09-07-engineering-e1prep.md", "relevant"),
    }
    assert {(c.what, c.value) for c in doc.counts if c.line == 5} == {("increments", 1), ("adjacent", 3)}


@pytest.fixture(scope="module")
def entries(examples_store):
    return KGraph(examples_store).contradictions(today=TODAY)


def _found(entries, kind, item, path):
    return [
        e
        for e in entries
        if e["kind"] == kind
        and (item is None or item in e["items"])
        and any(ev["document"] == path for ev in e["evidence"])
    ]


def _lines(entry, path):
    return sorted({ev["line"] for ev in entry["evidence"] if ev["document"] == path})


def test_faults_21_to_26_are_found_at_their_lines(entries):
    english, cjk, bullets = (
        f"inbox/{p}"
        for p in (
            "stephen/2026-09-06-inference-brief.md",
            "flyp/2026-09-07-inference-e1prep.md",
            "spark/2026-09-08-inference-brief.md",
        )
    )
    [count] = _found(entries, "count-mismatch", None, english)
    assert "declares 3 new arXiv ids but lists 2" in count["summary"] and _lines(count, english) == [7]
    [tokenweave] = _found(entries, "new-but-anchored", "2609.00768", english)
    assert set(_lines(tokenweave, english)) & {26, 50}
    [shardkv] = _found(entries, "anchoring-conflict", "2609.01234", cjk)
    assert _lines(shardkv, cjk) == [32] and "2026-09-03" in shardkv["summary"]
    [chunkpilot] = _found(entries, "divergent-figures", "2609.01877", cjk)
    assert _lines(chunkpilot, cjk) == [21] and "33%" in chunkpilot["summary"] and "20%" in chunkpilot["summary"]
    [fa4] = _found(entries, "new-but-anchored", "flashattention-4", bullets)
    assert 22 in _lines(fa4, bullets)  # (and line 4: its own baseline header lists FlashAttention-4)
    [drift] = [e for e in entries if e["kind"] == "section-name-drift" and e["items"] == ["§1.3"]]
    assert "长上下文" in drift["summary"] and bullets in {ev["document"] for ev in drift["evidence"]}


def test_no_false_counts_from_another_brief_or_approximate_counts(entries):
    cjk = "inbox/flyp/2026-09-07-inference-e1prep.md"
    assert not _found(entries, "count-mismatch", None, cjk)
    assert not _found(entries, "new-but-anchored", "2609.05577", cjk)  # extra adjacent material is not new


def test_a_work_named_without_its_id_is_the_papers_node(kg_examples):
    lineage = kg_examples.why("ChunkPilot")
    assert lineage["id"] == "2609.01877"
    seen = {(m["document"], m["line"]) for m in lineage["mentions"]}
    assert ("inbox/spark/2026-09-08-inference-brief.md", 23) in seen  # the name-only table row
    assert ("inbox/tom/2026-09-02-inference-e1prep.md", 18) in seen  # the paper with its id


def test_a_work_known_only_by_name_is_stored_and_found(kg_examples):
    lineage = kg_examples.why("MoonCache")
    assert lineage["id"] == "mooncache"
    assert [(m["document"], m["line"], m["status"]) for m in lineage["mentions"]] == [
        ("inbox/spark/2026-09-08-inference-brief.md", 24, "candidate")
    ]


def test_linking_does_not_depend_on_the_order_documents_come_in(tmp_path):
    first, second = KGraph(tmp_path / "a"), KGraph(tmp_path / "b")
    named, with_id = BULLETS, EXAMPLES / "inbox/tom/2026-09-02-inference-e1prep.md"
    assert first.ingest([named]).ok and first.ingest([with_id]).ok
    assert second.ingest([with_id]).ok and second.ingest([named]).ok
    for graph in (first, second):
        lineage = graph.why("ChunkPilot")
        assert lineage["id"] == "2609.01877"
        assert ("inbox/spark/2026-09-08-inference-brief.md", 23) in {
            (m["document"], m["line"]) for m in lineage["mentions"]
        }


# ---------------------------------------------------------------- kgraph inspect


def test_inspect_lists_what_each_line_gave_and_the_unattached_lines(runner):
    result = runner.invoke(cli, ["inspect", str(CJK_DATES)])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith(f"{CJK_DATES} (brief): 15 items")
    assert any(line.split()[:2] == ["32", "item"] and "2609.01234 (arxiv-list, anchored)" in line for line in lines)
    unattached = [line for line in lines if "UNATTACHED" in line]
    assert [line.split()[0] for line in unattached] == ["4", "5"]
    assert lines[-1] == "2 unattached lines"


def test_inspect_json_as_a_user_runs_it():
    proc = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", "--format", "json", str(BULLETS)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["path"] == "inbox/spark/2026-09-08-inference-brief.md" and report["unattached"] == []
    line22 = next(line for line in report["lines"] if line["line"] == 22)
    assert line22["taken"] and line22["significant"] and not line22["unattached"]


def test_inspect_of_a_missing_file_is_one_line(runner, tmp_path):
    result = runner.invoke(cli, ["inspect", str(tmp_path / "nope.md")])
    assert result.exit_code != 0 and "Traceback" not in result.output
    assert "nope.md" in result.output


def test_ingest_says_which_documents_have_unattached_lines(runner, tmp_path):
    brief = tmp_path / "inbox/tom/2026-09-05-x-e1prep.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(
        "inference · E1 预消化简报（2026-09-05）\n一、最重要的增量\n增量 1：X（arXiv:2609.00001）\n"
        "四、本棒总结\n顺带一提 9-03 的那篇也已锚入\n",
        encoding="utf-8",
    )
    result = runner.invoke(cli, ["--store", str(tmp_path / "s"), "ingest", str(brief)])
    assert result.exit_code == 0, result.output
    assert f"1 document has lines with an id, date, figure, path or status word that nothing read: {brief} (1)" in (
        result.output
    )


def test_a_user_lexicon_beside_the_store_is_used(runner, tmp_path):
    brief = tmp_path / "inbox/tom/2026-09-05-x-e1prep.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(
        "inference · E1 预消化简报（2026-09-05）\n一、最重要的增量\n增量 1：X（arXiv:2609.00001）\n"
        "Herkunft: inbox/jay/2026-09-05-a.md\n",
        encoding="utf-8",
    )
    store = tmp_path / "s"
    (tmp_path / "lexicon.toml").write_text('[fields]\n"来源" = ["Herkunft"]\n', encoding="utf-8")
    assert runner.invoke(cli, ["--store", str(store), "ingest", str(brief)]).exit_code == 0
    lineage = KGraph(store).why("2609.00001")
    assert any(s["path"] == "inbox/jay/2026-09-05-a.md" for m in lineage["mentions"] for s in m["sources"])
    (tmp_path / "lexicon.toml").write_text("[fields\n", encoding="utf-8")
    result = runner.invoke(cli, ["--store", str(store), "ingest", "--force", str(brief)])
    assert result.exit_code == 1 and "lexicon.toml: not a valid lexicon (TOML)" in result.output


PLAIN_HEADINGS = """Daily brief — decoding — 10 Sep 2026 (instance: riva)

NET-NEW (2 items)
(1) KVBridge — arXiv 2609.03345v2
    Status: NET-new, not yet anchored
    Key points: cuts prefill transfer by 31% on 8 GPUs
    Source: inbox/riva/2026-09-10-kvbridge-notes.md
(2) https://arxiv.org/pdf/2609.04410 · FlashRoute
    Status: new
    Source: inbox/riva/2026-09-10-flashroute.md

To verify
  - FlashRoute claims 2.4x throughput vs vLLM; risk: high
"""


def test_headings_written_as_plain_lines_open_their_parts(tmp_path, runner):
    """A part heading with no glyph (`NET-NEW (2 items)`, `To verify`): its items, their fields,
    the count and the register entry are read as under a `#` heading."""
    brief = tmp_path / "inbox" / "riva" / "2026-09-10-decoding-brief.md"
    brief.parent.mkdir(parents=True)
    brief.write_text(PLAIN_HEADINGS, encoding="utf-8")
    hashed = brief.with_name("2026-09-10-decoding-brief-hashed.md")
    hashed.write_text(PLAIN_HEADINGS.replace("\nNET-NEW", "\n## NET-NEW").replace("\nTo verify", "\n## To verify"))
    found = {}
    for file in (brief, hashed):
        result = runner.invoke(cli, ["inspect", "--format", "json", str(file)])
        assert result.exit_code == 0, result.output
        found[file.name] = json.loads(result.output)
    plain, marked = found[brief.name], found[hashed.name]
    assert plain["extracted"] == marked["extracted"]
    assert plain["extracted"]["items"] == 2 and plain["extracted"]["sources"] == 2
    assert plain["extracted"]["register entries"] == 1 and plain["extracted"]["counts"] == 1
    assert plain["unattached"] == []
