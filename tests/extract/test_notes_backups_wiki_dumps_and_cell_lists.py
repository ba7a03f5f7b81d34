"""A Standard Notes backup (its notes' Markdown, whatever the file is called), a MediaWiki XML dump
(its pages' latest wikitext; a reused named footnote is the note it names; never refused as
RDF/XML), a data table whose cell holds a list of files (AsciiDoc's `a|` cell, an HTML `<td><ul>`),
and the units of sediment work (`mg/L`, `t/day`, `公釐`)."""

from __future__ import annotations

import html
import json
import subprocess
import sys

import pytest

from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.common import figures_in
from kgraph.extract.formats import detect

NOTE = (
    "## NET-new\n\n"
    "### 1. ScourMap (arXiv:3311.40217)\n\n"
    "- **Section:** §1.2 Bank Erosion\n"
    "- **Figures:** Suspended load error: 38 mg/L\n"
    "- **Sources:** `inbox/otter/2027-05-02-notes.md`\n"
)


def _backup(text: str = NOTE) -> bytes:
    note = {
        "uuid": "6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b",
        "content_type": "Note",
        "content": {"title": "Sediment brief 2027-05-02", "text": text, "references": [], "appData": {}},
        "created_at": "2027-05-02T08:10:00.000Z",
    }
    tag = {
        "uuid": "7b2e1d8f-3c4e-4f60-9bac-1d2e3f4a5b6c",
        "content_type": "Tag",
        "content": {"title": "sediment", "references": [{"uuid": note["uuid"], "content_type": "Note"}]},
    }
    return json.dumps({"version": "004", "items": [note, tag]}, indent=2).encode()


@pytest.mark.parametrize(
    "name", ["inbox/otter/2027-05-02-sediment-brief.json", "inbox/otter/2027-05-02-sediment-brief.txt"]
)
def test_a_standard_notes_backup_is_read_as_its_notes_markdown(name):
    assert detect(_backup(), name) == "standardnotes"
    doc = extract(_backup(), name)
    scour = next(m for m in doc.mentions if m.key == "3311.40217" and m.role == "increment")
    assert (scour.name, scour.status, scour.section) == ("ScourMap", "new", "1.2")
    assert [(f.value, f.unit) for c in scour.claims for f in c.figures] == [(38.0, "mg/L")]
    assert doc.title == "Sediment brief 2027-05-02"  # (the note's title over a text that does not open with it)
    assert not [m for m in doc.mentions if "6a1f0c7e" in m.key]  # (uuids are the app's)


def test_a_standard_notes_backup_cut_short_is_refused_in_one_line():
    with pytest.raises(DocumentError, match="a Standard Notes backup that is not valid JSON"):
        extract(_backup()[:-30], "inbox/otter/2027-05-02-sediment-brief.json")


WIKITEXT = """Sediment brief of 2 May 2027, by otter.

== NET-new ==
{| class="wikitable"
! Item !! Section !! Figures !! Sources
|-
| '''ScourMap''' ([https://arxiv.org/abs/3311.40217 arXiv:3311.40217])
| §1.2 Bank Erosion
| Suspended load error: 38 mg/L
| <code>paper_cards/5102-3311-40217.md</code><ref name="otter">Notes: <code>inbox/otter/2027-05-02-notes.md</code></ref>
|-
| '''BarWalk''' ([https://arxiv.org/abs/3311.40328 arXiv:3311.40328])
| §1.3 Bar Migration
| Bar celerity error: 12%
| <code>paper_cards/5103-3311-40328.md</code><ref name="otter" />
|}

== Notes ==
<references />
"""


def _dump(wikitext: str = WIKITEXT) -> bytes:
    return (
        '<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">\n'
        "  <siteinfo>\n    <sitename>Sediment Wiki</sitename>\n  </siteinfo>\n"
        "  <page>\n    <title>Briefs/2027-05-02</title>\n    <ns>0</ns>\n    <revision>\n"
        "      <timestamp>2027-05-01T22:00:00Z</timestamp>\n"
        '      <text bytes="10" xml:space="preserve">An older revision naming 3311.49999.</text>\n'
        "    </revision>\n    <revision>\n      <timestamp>2027-05-02T08:10:00Z</timestamp>\n"
        "      <contributor><username>Otter</username></contributor>\n"
        f'      <text bytes="{len(wikitext)}" xml:space="preserve">{html.escape(wikitext, quote=False)}</text>\n'
        "    </revision>\n  </page>\n</mediawiki>\n"
    ).encode()


DUMP_PATH = "inbox/otter/2027-05-02-sediment-brief.xml"


def test_a_wiki_dump_is_read_as_its_pages_latest_wikitext():
    data = _dump()
    assert detect(data, DUMP_PATH) == "wikidump"
    doc = extract(data, DUMP_PATH)
    works = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.section) for k, m in works.items()} == {
        "3311.40217": ("ScourMap", "1.2"),
        "3311.40328": ("BarWalk", "1.3"),
    }
    assert "3311.49999" not in {m.key for m in doc.mentions}  # (an older revision is not the page)
    files = {k: {s.path for s in m.sources} for k, m in works.items()}
    assert "inbox/otter/2027-05-02-notes.md" in files["3311.40328"]  # (the note `<ref name="otter" />` cites)
    assert (
        works["3311.40217"].line
        == data.decode().split("\n").index(next(x for x in data.decode().split("\n") if "ScourMap" in x)) + 1
    )


def test_an_xml_file_that_is_no_dump_nor_feed_is_still_refused():
    with pytest.raises(DocumentError, match="XML that is not an Atom or RSS feed"):
        extract(b'<?xml version="1.0"?><catalog><book id="3311.40217"/></catalog>', DUMP_PATH)


def test_ingest_reads_a_wiki_dump_instead_of_refusing_it_as_rdf_xml(tmp_path):
    folder = tmp_path / "inbox" / "otter"
    folder.mkdir(parents=True)
    (folder / "2027-05-02-sediment-brief.xml").write_bytes(_dump())
    run = [sys.executable, "-m", "kgraph", "--store", str(tmp_path / "store")]
    done = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    why = subprocess.run([*run, "why", "3311.40328"], capture_output=True, text=True, cwd=tmp_path)
    assert why.returncode == 0 and "2027-05-02-sediment-brief.xml" in why.stdout


ASCIIDOC = """= Sediment brief, 2 May 2027
:author: otter
:revdate: 2027-05-02

== NET-new

[cols="1,2,2,3",options="header"]
|===
|# |Item |Section |Sources

|1
|ScourMap +
link:https://arxiv.org/abs/3311.40217[arXiv:3311.40217]
|§1.2 Bank Erosion
a|
* `inbox/otter/2027-05-02-notes.md`
* `paper_cards/5102-3311-40217.md`
|===
"""


def test_a_data_tables_cell_holding_a_list_of_files_keeps_the_table_and_gives_its_row_the_files():
    doc = extract(ASCIIDOC.encode(), "inbox/otter/2027-05-02-sediment-brief.adoc")
    scour = next(m for m in doc.mentions if m.key == "3311.40217" and m.role == "increment")
    assert (scour.name, scour.section) == ("ScourMap", "1.2")
    assert {s.path for s in scour.sources} == {"inbox/otter/2027-05-02-notes.md", "paper_cards/5102-3311-40217.md"}


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("suspended load error 38 mg/L", "mg/L"),
        ("悬沙浓度误差 42毫克/升", "mg/L"),
        ("懸沙濃度誤差 42 毫克/公升", "mg/L"),
        ("daily load bias 140 t/day", "t/day"),
        ("日输沙量偏差 140吨/日", "t/day"),
        ("日輸沙量偏差 450 公噸/日", "t/day"),
        ("中值粒徑誤差 1.8 公釐", "mm"),
        ("流量誤差 22 立方公尺/秒", "m³/s"),
        ("流量误差 22立方米每秒", "m³/s"),
        ("蜂王鳴叫頻率誤差 12 赫茲", "Hz"),
        ("嗡鸣响度误差 3.5 分贝", "dB"),
    ],
)
def test_sediment_units(text, unit):
    assert [f.unit for f in figures_in(text)] == [unit]


LIVING_TEXT = """活文件：蜂群健康
版本：2026年10月5日

§1.1 蜂箱秤重監測

  HiveScale（arXiv:3301.81523）
     網址：https://arxiv.org/abs/3301.81523
     狀態：2026年10月5日已錨定
"""


def test_a_url_label_in_chinese_is_no_name():
    doc = extract(LIVING_TEXT.encode(), "organized/knowledge/honeybee.txt")
    names = {m.name for m in doc.mentions if m.key == "3301.81523" and m.name}
    assert names == {"HiveScale"}
