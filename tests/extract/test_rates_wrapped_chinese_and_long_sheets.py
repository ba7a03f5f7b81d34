"""Three ways a brief's facts reach kgraph that it misread before.

- A rate, a count of things per a number of other things (`2.4 mites/100 bees`, `2.4只螨每百只蜂`,
  `3 cases per 1,000 people`): one unit, the same whichever script and wording says it.
- Chinese text wrapped at a width (a PDF copied as text): a sentence broken mid-word is one line
  again, so the figure on the next line stays with the work its sentence names; a field line and
  a table's row under a long line stay their own.
- A spreadsheet in long form, one fact a row (`record_type, work, arxiv_id, field, value`): the
  rows of one record are that record again, each work with its status, section, files and figure.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.units import canonical_unit

# -- rates


@pytest.mark.parametrize(
    ("text", "value", "unit"),
    [
        ("Varroa load bias: 2.4 mites/100 bees", 2.4, "mites/100 bees"),
        ("varroa load bias 2.4 mites per 100 bees", 2.4, "mites/100 bees"),
        ("螨负荷偏差 2.4只螨每百只蜂", 2.4, "mites/100 bees"),
        ("蟎負荷偏差 2.4 隻蟎/百隻蜂", 2.4, "mites/100 bees"),
        ("incidence 3 cases per 1,000 people", 3.0, "cases/1000 people"),
    ],
)
def test_a_count_per_a_number_of_things_is_one_unit_in_any_script(text, value, unit):
    assert [(f.value, f.unit) for f in figures_in(text)] == [(value, unit)]


def test_a_unit_followed_by_per_stays_the_unit_it_is():
    assert [f.unit for f in figures_in("TTFT 120 ms per 1000 tokens")] == ["ms"]


def test_a_key_writes_a_rate_as_a_document_reads_it():
    assert canonical_unit("mite/100 bees") == canonical_unit("只螨每百只蜂") == "mites/100 bees"


# -- Chinese wrapped at a width


def _figures(doc, key: str) -> list[tuple[float, str]]:
    return sorted({(f.value, f.unit) for m in doc.mentions if m.key == key for c in m.claims for f in c.figures})


WRAPPED = (
    "每日簡報：蜂群健康，2026年10月7日\n\n"
    "  執行個體：snook\n\n"
    "一、淨新增（1）\n\n"
    "  1. HiveScale（arXiv:3301.81523）\n"
    "     章節：§1.1 蜂箱秤重監測；狀態：淨新增\n"
    "     要點：第二版加入巢門計數器，能捕捉到第一版漏掉的流蜜期第一天的重量\n"
    "     數據：流蜜期起始偵測率 84%\n\n"
    "二、延續（1）\n\n"
    "  條目                             章節                狀態\n"
    "  QueenCall（arXiv:3301.86078）    §1.2 蜂群溫度調節   延續\n\n"
    "  QueenCall：作者在全國養蜂大會報告中給出的新數值；蜂王鳴叫頻率誤\n"
    "  差 19 赫茲\n\n"
    "三、相鄰（1）\n\n"
    "  ForageMap（arXiv:3301.84856），候選，\n"
    "  https://arxiv.org/abs/3301.84856：根據巢脾上拍到的搖擺舞繪製採集蜂的\n"
    "  飛行去向\n"
)
WRAPPED_PATH = "inbox/snook/2026-10-07-honeybee-brief.txt"


def test_a_chinese_sentence_wrapped_mid_word_keeps_its_figure_with_its_work():
    doc = extract(WRAPPED, WRAPPED_PATH)
    queen = _figures(doc, "3301.86078")
    assert queen == [(19.0, "Hz")]


def test_a_field_under_a_long_chinese_line_is_its_own_field():
    doc = extract(WRAPPED, WRAPPED_PATH)
    hive = _figures(doc, "3301.81523")
    assert hive == [(84.0, "%")]


def test_an_indented_paragraph_naming_a_work_under_a_part_is_its_item():
    doc = extract(WRAPPED, WRAPPED_PATH)
    forage = [m for m in doc.mentions if m.key == "3301.84856" and m.role in ("increment", "adjacent")]
    assert [(m.name, m.status) for m in forage] == [("ForageMap", "candidate")]


def test_inspect_says_the_wrapped_lines_are_part_of_the_line_above(tmp_path):
    (tmp_path / "inbox" / "snook").mkdir(parents=True)
    (tmp_path / WRAPPED_PATH).write_text(WRAPPED, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", "--all", str(tmp_path / WRAPPED_PATH)])
    assert result.exit_code == 0, result.output
    said = {int(line.split()[0]): line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "part of line 17" in said[18]
    assert "part of line 22" in said[23] and "part of line 22" in said[24]
    assert not any("UNATTACHED" in said[n] for n in (17, 18, 22, 23, 24))


# -- long-form sheets

LONG = (
    "record_type,work,arxiv_id,field,value\n"
    'brief,,,title,"Daily brief: apiary health, 6 October 2026"\n'
    "brief,,,instance,tarpon\n"
    "brief,,,window_start,2026-10-05 16:50\n"
    "brief,,,window_end,2026-10-06 16:50\n"
    "count,,,increments,1\n"
    "count,,,carried-over,1\n"
    "item,MiteCount,3301.85967,status,NET-new\n"
    "item,MiteCount,3301.85967,url,https://arxiv.org/abs/3301.85967\n"
    "item,MiteCount,3301.85967,section,§1.3 Varroa Mite Detection\n"
    "item,MiteCount,3301.85967,figure,Mite load bias: 2.4 mites/100 bees\n"
    "item,MiteCount,3301.85967,source,inbox/halibut/2026-10-06-notes.md\n"
    "item,MiteCount,3301.85967,source,paper_cards/7115-3301-85967.md\n"
    "item,HiveScale,3301.81523,status,carried over\n"
    "item,HiveScale,3301.81523,section,§1.1 Hive Weight Monitoring\n"
    "register,MiteCount,,entry_1,The bias rests on a single apiary sampled in one autumn.\n"
    "register,MiteCount,,risk_1,high\n"
    "register,HiveScale,,entry_2,The weight curves come from one scale model only.\n"
    "register,HiveScale,,risk_2,low\n"
    "source_read,,,read,inbox/halibut/2026-10-06-notes.md\n"
)
LONG_PATH = "inbox/tarpon/2026-10-06-apiary-health-brief.csv"


def test_a_long_form_sheet_is_read_as_its_records():
    doc = extract(LONG, LONG_PATH)
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {
        "3301.85967": ("MiteCount", "new", "1.3"),
        "3301.81523": ("HiveScale", "carried-over", "1.1"),
    }
    mite = _figures(doc, "3301.85967")
    assert mite == [(2.4, "mites/100 bees")]
    files = {s.path for m in doc.mentions if m.key == "3301.85967" for s in m.sources}
    assert files == {"inbox/halibut/2026-10-06-notes.md", "paper_cards/7115-3301-85967.md"}
    assert sorted((e.risk, e.text[:20]) for e in doc.entries) == [
        ("high", "The bias rests on a "),
        ("low", "The weight curves co"),
    ]
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 1), ("increments", 1)]
    assert (doc.window_start, doc.window_end) == ("2026-10-05 16:50", "2026-10-06 16:50")


def test_a_record_cites_its_first_row_and_its_other_rows_are_part_of_it(tmp_path):
    (tmp_path / "inbox" / "tarpon").mkdir(parents=True)
    (tmp_path / LONG_PATH).write_text(LONG, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", "--all", str(tmp_path / LONG_PATH)])
    assert result.exit_code == 0, result.output
    said = {int(line.split()[0]): line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "3301.85967" in said[8] and "increment" in said[8]
    assert all("part of line 8" in said[n] for n in range(9, 14))
    assert "part of line 4" in said[5]
    assert "UNATTACHED" not in result.output


def test_a_sheet_of_one_record_a_row_is_no_long_form():
    from kgraph.extract.formats.longform import pivot

    rows = [(1, ["work", "arxiv_id", "field", "value"])] + [
        (n, [f"Work{n}", f"3301.8{n:04d}", "status", "NET-new"]) for n in range(2, 9)
    ]
    assert pivot(rows) is None
