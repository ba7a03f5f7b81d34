"""A Typst brief read through pandoc keeps its lines: metadata written in code
(`#set document(date: datetime(year: 2027, …))`) is not looked for in the body, so a date the
body writes (`Window: 2027-04-09 22:00 → …`) does not move every block below it. A heading
`NET-new arXiv IDs` is the brief's list of ids (the longer phrase says more than `NET-new`),
so an id given twice there is a duplicate."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.readers.brief import part_kind

BRIEF = """\
#set document(title: "Geodesy brief, 14 April 2027", author: "plover", date: datetime(year: 2027, month: 4, day: 14))
#set text(lang: "en")

= Geodesy brief, 14 April 2027

/ Topic: geodesy
/ Author: plover
/ Window: 2027-04-13 22:00 → 2027-04-14 22:00
/ Counts: 2 increments

== New items

=== TideFit

/ arXiv: #link("https://arxiv.org/abs/2704.03311")[2704.03311]
/ Status: NET-new
/ Section: §1.2 Crustal Motion

An authors' note about TideFit; it fits ocean loading.

=== GravGrid

/ arXiv: #link("https://arxiv.org/abs/2704.05520")[2704.05520]
/ Status: NET-new

== NET-new arXiv IDs

2704.03311, 2704.05520, 2704.05520
"""


def _doc():
    return extract(BRIEF.encode(), "inbox/plover/2027-04-14-geodesy-brief.typ")


def _line_of(text: str) -> int:
    return next(n for n, line in enumerate(BRIEF.splitlines(), 1) if text in line)


def test_blocks_keep_their_lines_when_the_metadata_is_written_in_code():
    doc = _doc()
    items = {m.key: m.line for m in doc.mentions if m.role == "increment"}
    assert items == {"2704.03311": _line_of("=== TideFit"), "2704.05520": _line_of("=== GravGrid")}


def test_a_net_new_arxiv_ids_heading_is_the_id_list_and_keeps_both_copies():
    assert part_kind("NET-new arXiv IDs") == "arxiv" and part_kind("NET-new") == "increments"
    listed = [m.key for m in _doc().mentions if m.role == "arxiv-list"]
    assert listed == ["2704.03311", "2704.05520", "2704.05520"]
