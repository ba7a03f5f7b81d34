"""A forum post's BBCode source (found by its tags in a `.txt`, or named `.bbcode`) is read as
what it means: sized lines are headings, `[list]`/`[*]` a list, `[table]` rows a table (a first
row of bold cells its header; a cell's lines one cell), `[url=…]` links, `[code]` a fenced block;
a `[quote]` of another member is not the brief and `inspect` says why."""

from __future__ import annotations

import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect

POST = """\
[quote author=Ines link=msg=991 date=1878383520]
Anyone on the dune brief? 2905.99999 looked odd to me.
[/quote]
Taking it tonight.

[size=14pt][b]dune-migration brief — May 4, 2029[/b][/size]

[b]Written by:[/b] ibex
[b]Declared:[/b] 2 NET-new, 1 carried over

[size=12pt][b]Sources read[/b][/size]
[list]
[*][tt]inbox/oryx/2029-05-04-notes.md[/tt]
[/list]

[size=12pt][b]NET-new[/b][/size]
[table]
[tr][td][b]Item[/b][/td][td][b]Link[/b][/td][td][b]Section[/b][/td][td][b]Figures[/b][/td][/tr]
[tr][td][b]DuneStep[/b][/td][td][url=https://arxiv.org/abs/2905.20001]arXiv:2905.20001[/url][/td][td]§1.1 Crest Tracking[/td][td]crest error reduction: 18%
[i]authors' own runs[/i][/td][/tr]
[tr][td][b]SaltWind[/b][/td][td][url=https://arxiv.org/abs/2905.20002]arXiv:2905.20002[/url][/td][td]§1.2 Wind Fields[/td][td]gust fit speedup: 3.1×[/td][/tr]
[/table]

[size=12pt][b]Carried over[/b][/size]
[list]
[*][b]ErgMap[/b] ([url=https://arxiv.org/abs/2905.10009]arXiv:2905.10009[/url]) — §1.1 Crest Tracking — carried over.
[/list]

[size=12pt][b]Citable arXiv IDs[/b][/size]
[code]
NET-new: 2905.20001, 2905.20002
[/code]
"""
PATH = "inbox/ibex/2029-05-04-dune-migration-brief.txt"


def test_a_bbcode_post_is_told_by_its_tags():
    assert detect(POST.encode(), PATH) == "bbcode"
    assert detect(POST.encode(), "inbox/ibex/post.bbcode") == "bbcode"
    assert detect(b"[b]one[/b] bold word in a note\n", "note.txt") == "text"


def test_a_bbcode_post_is_read_as_what_it_means():
    doc = extract(POST.encode(), PATH)
    assert (doc.kind, doc.instance, doc.topic) == ("brief", "ibex", "dune-migration")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2905.20001": ("DuneStep", "new", "1.1"),
        "2905.20002": ("SaltWind", "new", "1.2"),
        "2905.10009": ("ErgMap", "carried-over", "1.1"),
    }
    assert [(f.value, f.metric) for c in items["2905.20001"].claims for f in c.figures] == [
        (18.0, "crest error reduction")
    ]
    assert "2905.99999" not in {m.key for m in doc.mentions}  # (the quoted member's)
    assert sorted(m.key for m in doc.mentions if m.role == "arxiv-list") == ["2905.20001", "2905.20002"]
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 2), ("carried-over", 1)}


def test_inspect_says_why_a_quote_is_not_read(tmp_path):
    path = tmp_path / "inbox" / "ibex" / "2029-05-04-dune-migration-brief.txt"
    path.parent.mkdir(parents=True)
    path.write_text(POST, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stderr
    assert "a quote of Ines's post, not the writer's" in run.stdout
    assert "UNATTACHED" not in run.stdout


def test_a_table_that_does_not_close_within_reach_is_read_as_lines():
    from kgraph.extract.formats.bbcode import MAX_TABLE_LINES, as_markdown

    rows = ["[tr][td]x[/td][td]2905.20001[/td]"] * (MAX_TABLE_LINES + 5)
    out, _ = as_markdown(["[table]", *rows, "[/table]"])  # (its end out of reach: no table read)
    assert out[1] == "x2905.20001" and not any(line.startswith("|") for line in out)
    closed, _ = as_markdown(
        ["[table]", "[tr][td][b]Item[/b][/td][td][b]Link[/b][/td][/tr]", "[tr][td]x[/td][td]y[/td][/tr]", "[/table]"]
    )
    assert closed[:3] == ["| Item | Link |", "| --- | --- |", "| x | y |"]


def test_lists_nested_without_end_keep_a_bounded_indent():
    from kgraph.extract.formats.bbcode import MAX_DEPTH, as_markdown

    out, _ = as_markdown(["[list]" * 5000, "[*]deep item", "more"])
    assert out[1] == "  " * (MAX_DEPTH - 1) + "- deep item"
    assert out[2] == "  " * MAX_DEPTH + "- more"
