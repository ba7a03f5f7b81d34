"""Documents saved from a word processor: RTF as Word writes it (Unicode escapes with a `?`
fallback, headings Word numbers itself), a living document whose entries' details are
paragraphs of their own, and dates written `8 Mar`."""

from __future__ import annotations

import datetime as dt

import pytest

from kgraph.extract import extract
from kgraph.extract.recognise import first_date

pytest.importorskip("pypandoc")

HEAD = (
    r"{\rtf1\ansi\ansicpg1252\uc1\deff0{\fonttbl{\f0\fswiss Calibri;}}"
    r"{\*\listtable{\list\listtemplateid2{\listlevel\levelnfc0\levelstartat1{\leveltext\'02\'00.;}{\levelnumbers\'01;}}"
    r"{\listlevel\levelnfc0\levelstartat1{\leveltext\'04\'00.\'01;}{\levelnumbers\'01\'03;}}\listid2}}"
    r"{\*\listoverridetable{\listoverride\listid2\listoverridecount0\ls2}}"
    "\n"
)


def _heading(number: str, title: str) -> str:
    return (
        rf"{{\listtext\pard\plain\f0 {number}\tab}}\pard\plain\s2\keepn\outlinelevel1\ls2\ilvl1\f0 {title}\par" + "\n"
    )


LIVING = (
    HEAD
    + r"\pard\plain\s1\outlinelevel0 Warehouse \endash  Living Document\par"
    + "\n"
    + r"\pard\plain {\b Version:} 8 March 2027.\par"
    + "\n"
    + _heading("1.1", "Stocktaking")
    + r"\pard\plain\ql {\b PickNet} (arXiv:2703.00333) \emdash  anchored 7 March 2027.\par"
    + "\n"
    + r"\pard\plain\li360 Ranks pick paths by congestion. Key figure: 12% pick rate gain.\par"
    + "\n"
    + _heading("1.2", "Dock Scheduling")
    + r"\pard\plain {\i No entries yet.}\par"
    + "\n}"
)

BRIEF = (
    HEAD
    + r"\pard\plain\s1\outlinelevel0 Warehouse \endash  Daily Brief, 9 March 2027\par"
    + "\n"
    + r"\pard\plain {\b Baseline:} organized/knowledge/warehouse.rtf (version of 8 March 2027)\par"
    + "\n"
    + r"\pard\plain\s2\outlinelevel1 1. NET-new increments\par"
    + "\n"
    + r"\pard\plain BinPacker (arXiv:2703.01111) \endash  NET-new, suggested section \u167?1.2 Dock Scheduling.\par"
    + "\n}"
)


def test_a_unicode_escape_with_a_question_mark_fallback_keeps_the_next_character():
    """pandoc 3.9 read `\\u167?1.2` as `§.2`: the section was lost."""
    doc = extract(BRIEF.encode("ascii"), "inbox/ann/2027-03-09-warehouse-brief.rtf")
    binpacker = next(m for m in doc.mentions if m.key == "2703.01111")
    assert (binpacker.status, binpacker.section) == ("new", "1.2")


def test_a_baseline_in_any_format_kgraph_reads_is_the_baseline():
    doc = extract(BRIEF.encode("ascii"), "inbox/ann/2027-03-09-warehouse-brief.rtf")
    assert doc.baseline_path == "organized/knowledge/warehouse.rtf"


def test_headings_word_numbers_itself_are_the_living_documents_sections():
    doc = extract(LIVING.encode("ascii"), "organized/knowledge/warehouse.rtf")
    assert {(s.number, s.name) for s in doc.section_names} >= {("1.1", "Stocktaking"), ("1.2", "Dock Scheduling")}
    pick = next(m for m in doc.mentions if m.key == "2703.00333")
    assert (pick.name, pick.section, pick.status_date) == ("PickNet", "1.1", dt.date(2027, 3, 7))


def test_a_paragraph_right_after_a_living_entry_is_its_detail():
    doc = extract(LIVING.encode("ascii"), "organized/knowledge/warehouse.rtf")
    pick = next(m for m in doc.mentions if m.key == "2703.00333")
    figures = [f for c in pick.claims for f in c.figures]
    assert len(figures) == 1 and figures[0].value == 12.0 and "pick rate" in figures[0].metric


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("anchored 8 Mar, §1.3", dt.date(2027, 3, 8)),
        ("9 March", dt.date(2027, 3, 9)),
        ("the top 3 may improve", None),  # a verb, not a month
        ("3 Mayors", None),
    ],
)
def test_a_day_and_a_month_without_a_year(text: str, expected: dt.date | None) -> None:
    assert first_date(text, dt.date(2027, 3, 10)) == expected


# A Google Docs "Download as plain text": the table's cells one under the other.
DOCS_TEXT = """\ufeffwarehouse · 每日简报（2027年3月9日）\r
\r
作者：ann\r
基线活文档：organized/knowledge/warehouse.txt（2027-03-08 版）\r
\r
概览\r
● 本期增量：1 条\r
\r
一、增量\r
增量 1：BinPacker\r
● 状态：本次新增\r
● arXiv：2703.01111\r
● 建议归入章节：§1.2 拣货规划\r
\r
二、沿用与锚入\r
条目\r
编号\r
章节\r
状态\r
锚入日期\r
备注\r
PickNet\r
2703.00333\r
§1.1 盘点\r
已锚入\r
3月7日\r
昨晚已锚入\r
DockSim\r
2703.00444\r
§2.1 码头调度\r
沿用\r
—\r
沿用前棒条目\r
\r
三、矛盾与待核实\r
编号\r
事项\r
涉及\r
风险\r
状态\r
1\r
BinPacker 的代码尚未公开\r
BinPacker（2703.01111）\r
低\r
待核实\r
"""


def test_a_table_written_one_cell_per_line_is_a_table():
    doc = extract(DOCS_TEXT.encode("utf-8"), "inbox/ann/2027-03-09-warehouse-brief.txt")
    rows = {m.key: (m.name, m.status, m.section, m.status_date) for m in doc.mentions if m.role == "increment"}
    assert rows["2703.00333"] == ("PickNet", "anchored", "1.1", dt.date(2027, 3, 7))
    assert rows["2703.00444"] == ("DockSim", "carried-over", "2.1", None)
    assert [(e.risk, e.items) for e in doc.entries] == [("low", ["2703.01111"])]
    # each cell's line is part of its row's line: nothing left unattached
    assert "part of line 22" in doc.taken.get(23, [])
    assert [c.value for c in doc.counts if c.what == "increments"] == [1]


def test_short_lines_that_do_not_line_up_as_rows_stay_lines():
    from kgraph.extract.formats.stacked import stacked_tables

    lines = ["Work", "arXiv", "Status", "PickNet", "2703.00333", "anchored"]
    assert stacked_tables(lines, list(range(1, 7)))[0][2] == "| PickNet | 2703.00333 | anchored |"
    # a title above the header is no header cell: the table starts below it
    titled = ["Carried over", *lines]
    assert stacked_tables(titled, list(range(1, 8)))[0][:2] == ["Carried over", "| Work | arXiv | Status |"]
    # the id column must hold an id in every row, or the rows do not line up
    unaligned = ["Work", "arXiv", "Status", "PickNet", "anchored", "2703.00333"]
    assert stacked_tables(unaligned, list(range(1, 7)))[0] == unaligned
    # no id or number column: nothing tells rows from lines
    named = ["Status", "Section", "Name", "open", "§1.1", "X"]
    assert stacked_tables(named, list(range(1, 7)))[0] == named


PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>warehouse brief 2027-03-09</title></head>
<body>
<header>
<nav><ul><li><a href="/">Home</a></li><li><a href="/briefs/">Briefs</a></li><li><a href="/about/">About</a></li></ul></nav>
<h1>Warehouse daily brief</h1>
<p>Written by <span class="author">ann</span> on <time datetime="2027-03-09">9 March 2027</time></p>
<p>Baseline: <a href="../../organized/knowledge/warehouse.html">organized/knowledge/warehouse.html</a></p>
</header>
<main>
<h2>NET-new</h2>
<ul><li>BinPacker (<a href="https://arxiv.org/abs/2703.01111">2703.01111</a>): NET-new, §1.2 Pick Planning</li></ul>
</main>
<footer><p>Files read: inbox/ann/2027-03-09-notes.md</p></footer>
</body></html>
"""


def test_a_pages_header_and_footer_outside_its_main_are_read():
    """pandoc reads only `<main>` when a page has one: the baseline in the page's `<header>`
    and the sources in its `<footer>` were lost."""
    doc = extract(PAGE.encode(), "inbox/ann/2027-03-09-warehouse-brief.html")
    assert doc.baseline_path == "organized/knowledge/warehouse.html"
    assert "inbox/ann/2027-03-09-notes.md" in {s.path for s in doc.sources}
    assert [(m.key, m.status) for m in doc.mentions if m.role == "increment"] == [("2703.01111", "new")]


LATEX_LIVING = r"""\documentclass{article}
\usepackage{url}
\title{Warehouse --- living knowledge document}
\date{Version of 8 March 2027}
\begin{document}
\maketitle
\section*{\S1.1~Stocktaking}

\paragraph{PickNet} \href{https://arxiv.org/abs/2703.00333}{arXiv:2703.00333}, anchored 7 March 2027.
Ranks pick paths by congestion; pick rate gain 12\,\%.
Source: \path{paper_cards/5101-2703-00333.md}.
\end{document}
"""


def test_a_latex_path_and_a_paragraph_under_an_entrys_field_line_are_the_entrys():
    """pandoc drops `\\path{…}`; the line after `arXiv:…, anchored …` is more of the entry."""
    doc = extract(LATEX_LIVING.encode(), "organized/knowledge/warehouse.tex")
    pick = next(m for m in doc.mentions if m.key == "2703.00333" and m.role == "living")
    assert [s.path for s in pick.sources] == ["paper_cards/5101-2703-00333.md"]
    assert [f.value for c in pick.claims for f in c.figures] == [12.0]
