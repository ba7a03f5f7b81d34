"""A brief written as a plain-text ledger: capital part names, a fixed-width table whose columns
a rule of dash runs marks (a lone `-` in an empty cell, long blanks), sections listed as
`§1.1  Name`, register lines flagged `!! [medium] [OPEN]`, a column of totals and the id list
among them."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.asciitable import ruled_tables

LEDGER = """\
WAREHOUSE BRIEF LEDGER
date: 2027-03-09
instance: ann
baseline: organized/knowledge/warehouse.txt (version 2027-03-08)

SECTIONS
  §1.1  Stocktaking
  §1.2  Pick Planning

ID          NAME              STATUS        SECTION  ANCHORED    FIGURE                          SOURCES
----------- ----------------- ------------- -------- ----------- ------------------------------- --------------------
2703.01111  BinPacker         new           §1.2     -           8 % load factor gain            inbox/bo/2027-03-09-notes.md
-           ShelfCam 2        new           §1.1     -           41 % scan time cut              inbox/bo/2027-03-09-notes.md
2703.00333  PickNet           anchored      §1.1     2027-03-07  -                               -

REGISTER
!! [medium] [OPEN] BinPacker: the code is not public yet -- items: 2703.01111

TOTALS
  increments    2
  carried-over  1
  new arXiv ids listed: 2703.01111, 2703.01111
"""


def _doc():
    return extract(LEDGER, "inbox/ann/2027-03-09-warehouse-brief.txt")


def test_a_fixed_width_table_under_a_rule_of_dash_runs_is_a_table():
    rows = {m.key: (m.name, m.status, m.section, m.status_date) for m in _doc().mentions if m.role == "increment"}
    assert rows["shelfcam 2"][:3] == ("ShelfCam 2", "new", "1.1")  # a `-` in the id cell: no id, no list item
    assert rows["2703.00333"][1:3] == ("anchored", "1.1") and str(rows["2703.00333"][3]) == "2027-03-07"


def test_the_columns_are_cut_where_the_rule_says_when_blanks_do_not():
    lines = ["ID    NAME        NOTE", "----  ----------  ------", "1     Pick Net    a b", "2                 c"]
    assert ruled_tables(lines, [1, 2, 3, 4])[0][2:4] == ["| 1 | Pick Net | a b |", "| 2 |  | c |"]


def test_sections_listed_with_blanks_between_number_and_name():
    assert {(s.number, s.name) for s in _doc().section_names} >= {("1.1", "Stocktaking"), ("1.2", "Pick Planning")}


def test_a_flagged_register_line_is_an_entry():
    assert [(e.risk, e.items) for e in _doc().entries] == [("medium", ["2703.01111"])]


def test_a_column_of_totals_and_the_id_list_among_them():
    doc = _doc()
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 1), ("increments", 2)]
    listed = [m.key for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == ["2703.01111", "2703.01111"]  # (listed twice: a fault the store finds)
