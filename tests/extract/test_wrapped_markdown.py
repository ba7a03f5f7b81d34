"""Markdown written in an editor that wraps at a fixed width: a paragraph's lines are one again
(a count, a date or a file split by the wrap reads whole), while lines that open blocks of their
own (list items, fields, headings, table rows, code) and Chinese lines stay apart."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats.markdown import rewrapped

BRIEF = """\
# Beekeeping brief, June 6, 2027

We read the day's notes against organized/knowledge/beekeeping.md, the version of June 5. In
all we count 2 NET-new arXiv ids and 1 adjacent item.

## NET-new

- HiveEar (arXiv 2706.01001): NET-new, belongs in §1.1.
- CombNet (arXiv 2706.04004): NET-new, belongs in §2.3.

## Already known

We also noticed WaxScan (arXiv 2706.03003), already anchored in §1.1 on
Jun 2 (reads comb from above).
"""

LIVING = """\
# What we know about beekeeping

This is the living knowledge document for beekeeping, in its version of June 5, 2027.

## §1.1 Hive sensing

WaxScan (arXiv 2706.03003): reads comb from above. It was anchored here on
Jun 2. It came from paper_cards/2001-2706-03003.md.
"""


def test_a_wrapped_paragraphs_count_and_date_read_whole():
    doc = extract(BRIEF, "inbox/heron/2027-06-06-beekeeping-brief.md")
    assert {c.what: c.value for c in doc.counts} == {"new-arxiv": 2, "adjacent": 1}
    wax = next(m for m in doc.mentions if m.key == "2706.03003" and m.status != "mentioned")
    assert (wax.status, wax.status_date) == ("anchored", dt.date(2027, 6, 2))


def test_a_wrapped_living_entry_keeps_its_date_and_card():
    doc = extract(LIVING, "organized/knowledge/beekeeping.md")
    (wax,) = [m for m in doc.mentions if m.role == "living"]
    assert wax.status_date == dt.date(2027, 6, 2)
    assert [s.path for s in wax.sources] == ["paper_cards/2001-2706-03003.md"]


def test_lines_that_open_blocks_of_their_own_stay_apart():
    long = "x" * 60
    lines = [
        f"A paragraph that an editor wrapped because it ran past the margin of {long}",
        "the window, and goes on here.",
        "",
        f"- a list item whose text is long enough to have been wrapped {long}",
        "- the next item",
        f"Status: NET-new, and a field line long enough to look wrapped {long}",
        "Section: §1.1 Hive sensing",
        f"待核实 ①：HiveEar 的警报只在一个蜂场测过，外部还没有人在其他蜂箱上重复过这个结果，需要继续跟进{long}",
        "待核实 ②：另一条",
        "```",
        f"code that is long enough to look like it was wrapped by an editor {long}",
        "more code",
        "```",
        "FA-4                 new           §1.1       inbox/jay/2026-09-07-engineering-notes.md",
        "ChunkPilot           carried       §1.2       inbox/spark/2026-09-08-llm-infra-notes.md",
        "Source: inbox/spark/2026-09-05-llm-infra-e1prep.md and the card; arXiv:2609.04420",
        "URL：https://arxiv.org/abs/2609.04420",
        " ".join(f"2605.{n:05d}" for n in range(12)),
        " ".join(f"2606.{n:05d}" for n in range(12)),
    ]
    out, continued = rewrapped(lines)
    assert continued == {2: 1}
    assert out[0].endswith("goes on here.") and out[1] == ""
    assert out[3:] == lines[3:]


def test_a_wrap_before_a_day_number_goes_on_with_the_paragraph():
    """`… anchored here on Sep` then `28. It reports …`: CommonMark reads `28.` as more of the
    paragraph (only `1.` opens a list there), and so does the rewrap."""
    living = LIVING.replace("on\nJun 2. It came", "on Jun\n2. It came")
    assert "on Jun\n2. It came" in living
    doc = extract(living, "organized/knowledge/beekeeping.md")
    (wax,) = [m for m in doc.mentions if m.role == "living"]
    assert wax.status_date == dt.date(2027, 6, 2)
    assert [s.path for s in wax.sources] == ["paper_cards/2001-2706-03003.md"]


def test_a_numbered_line_under_a_numbered_item_is_the_next_item():
    long = "a numbered item whose text runs on long enough to look wrapped by an editor"
    lines = [f"1. {long}", "2. the next item", f"Some paragraph that is long enough to be wrapped, {long}", "1. a list"]
    out, continued = rewrapped(lines)
    assert continued == {} and out == lines


def test_a_table_row_broken_over_lines_is_not_rewrapped():
    """`2609.11728 |` under a long row of cells is the next row's first cell, not a wrapped
    sentence (a numbered line goes on with a paragraph, never with a table's row)."""
    lines = [
        "TokenVault-R | draft model × continuous batching · accuracy 12.2% | §1.13 | NET-new · card 1069",
        "2609.11728 |",
        "QuillMint | prefill × HBM | §1.3 | NET-new",
    ]
    assert rewrapped(lines) == (lines, {})


def test_a_bar_inside_a_path_is_no_table_cell():
    long = "a paragraph long enough to have been wrapped by an editor, naming ids as"
    lines = [long, "`arxiv.org/abs|pdf/…v2` URLs and more words after them."]
    out, continued = rewrapped(lines)
    assert continued == {2: 1} and out[0].endswith("more words after them.")
