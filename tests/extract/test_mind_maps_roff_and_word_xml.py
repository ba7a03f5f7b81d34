"""Three more formats a team's notes arrive in, each read as what it shows.

- A FreeMind/Freeplane mind map (`.mm`): nodes a nested list, a node's attributes its fields, its
  note its first child; a leaf's attributes after its text (`notes.md (Read: empty)`). A `.mm`
  that is Objective-C++ source is refused in one line.
- A groff `-ms` manuscript (`.ms`) with tbl tables: requests as headings, items and paragraphs,
  escapes as their glyphs, a `T{ … T}` cell's lines part of its row, filled text one line.
- A Word 2003 XML document (WordprocessingML): styles by their names (a Chinese Word's heading ids
  `1`, `2`), lists, tables, links and footnotes; never read as RDF/XML; a DTD refused.
"""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.errors import DocumentError
from kgraph.extract import extract
from kgraph.extract.formats import detect


def _figures(doc, key: str) -> list[tuple[float, str]]:
    return sorted({(f.value, f.unit) for m in doc.mentions if m.key == key for c in m.claims for f in c.figures})


# -- FreeMind

MAP = """<map version="1.0.1">
<!-- To view this file, download free mind mapping software FreeMind from http://freemind.sourceforge.net -->
<node CREATED="1" ID="ID_1" MODIFIED="1" TEXT="tidal-energy&#xa;daily brief, 3 November 2027">
<node ID="ID_2" POSITION="right" TEXT="About this brief">
<node ID="ID_3" TEXT="Written by tern"/>
<node ID="ID_4" TEXT="Declared: 1 NET-new item, 0 adjacent"/>
</node>
<node ID="ID_5" POSITION="right" TEXT="NET-new">
<node ID="ID_6" LINK="https://arxiv.org/abs/2711.02291" TEXT="WakeNet (arXiv:2711.02291)">
<icon BUILTIN="full-1"/>
<attribute NAME="Section" VALUE="&#xa7;1.2 Turbine Wakes"/>
<attribute NAME="Status" VALUE="NET-new"/>
<richcontent TYPE="NOTE"><html><head></head><body><p>
      Predicts the wake behind a tidal turbine from the inflow profile.
    </p></body></html></richcontent>
<node ID="ID_7" TEXT="Wake deficit error: 18%"/>
</node>
</node>
<node ID="ID_8" POSITION="left" TEXT="To verify">
<node ID="ID_9" TEXT="The WakeNet error comes from one channel only.">
<attribute NAME="Risk" VALUE="high"/>
</node>
<node ID="ID_10" TEXT="The flume data, raised yesterday, is now public.">
<attribute NAME="Risk" VALUE="low"/>
<attribute NAME="Resolved" VALUE="yes"/>
</node>
</node>
<node ID="ID_11" POSITION="left" TEXT="Sources read">
<node ID="ID_12" TEXT="inbox/petrel/2027-11-03-notes.md"/>
<node ID="ID_13" TEXT="inbox/skua/2027-11-03-notes.md">
<attribute NAME="Read" VALUE="empty"/>
</node>
</node>
</node>
</map>
"""
MAP_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.mm"


def test_a_mind_map_is_read_as_its_nodes_fields_and_notes():
    assert detect(MAP.encode(), MAP_PATH) == "freemind"
    doc = extract(MAP, MAP_PATH)
    wake = [m for m in doc.mentions if m.key == "2711.02291" and m.role == "increment"]
    assert [(m.name, m.status, m.section) for m in wake] == [("WakeNet", "new", "1.2")]
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    assert sorted((e.risk, e.resolved) for e in doc.entries) == [("high", False), ("low", True)]
    empty = {s.path: s.status for s in doc.sources if s.path.startswith("inbox/skua")}
    assert empty == {"inbox/skua/2027-11-03-notes.md": "empty-missing"}


def test_a_node_cites_its_own_line_of_the_map(tmp_path):
    (tmp_path / "inbox" / "tern").mkdir(parents=True)
    (tmp_path / MAP_PATH).write_text(MAP, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", str(tmp_path / MAP_PATH)])
    assert result.exit_code == 0, result.output
    said = {int(line.split()[0]): line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "item 2711.02291 (increment, new)" in said[9]


def test_objective_c_source_named_mm_is_refused_in_one_line(tmp_path):
    source = b'#import "Tide.h"\n@implementation Tide\n- (void)run {}\n@end\n'
    with pytest.raises(DocumentError, match="no FreeMind"):
        detect(source, "src/Tide.mm")
    from kgraph.files import iter_files

    (tmp_path / "Tide.mm").write_bytes(source)
    (tmp_path / "2027-11-03-tidal-energy-brief.mm").write_text(MAP, encoding="utf-8")
    assert [f.name for f, _ in iter_files([tmp_path])] == ["2027-11-03-tidal-energy-brief.mm"]


def test_a_map_deeper_than_the_limit_or_with_a_doctype_is_refused():
    from kgraph.extract.formats.freemind import MAX_DEPTH

    deep = '<map version="1.0.1">' + '<node TEXT="x">' * (MAX_DEPTH + 2) + "</node>" * (MAX_DEPTH + 2) + "</map>"
    with pytest.raises(DocumentError, match="deeper"):
        extract(deep, MAP_PATH)
    bomb = '<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaa">]><map version="1.0.1"><node TEXT="&a;"/></map>'
    with pytest.raises(DocumentError, match="DOCTYPE"):
        extract(bomb, MAP_PATH)


# -- groff -ms

MS = r""".\" tidal-energy: daily brief for 2027-11-03
.ds RH 3 November 2027
.TL
Daily brief: tidal-energy, 3 November 2027
.AU
tern
.NH 1
NET-new items
.NH 2
WakeNet (arXiv:2711.02291)
.PP
Predicts the wake behind a tidal turbine
from the inflow profile.
.IP \(bu 3
\fIWake deficit error\fP: 18%
.IP \(bu 3
Suggested section: \(sc1.2 Turbine Wakes
.IP \(bu 3
Status: NET-new
.NH 1
Carried over
.TS H
box tab(@);
cb | cb | cb
l | l | lw(2i) .
Item@Section@Status
_
.TH
T{
FlowTrace (arXiv:2710.09876)
T}@\(sc1.1 Flow Sensing@T{
carried over,
anchored 2027-11-01
T}
.TE
"""
MS_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.ms"


def test_a_groff_manuscript_is_read_as_what_it_typesets():
    assert detect(MS.encode(), MS_PATH) == "ms"
    doc = extract(MS, MS_PATH)
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {
        "2711.02291": ("WakeNet", "new", "1.2"),
        "2710.09876": ("FlowTrace", "carried-over", "1.1"),
    }
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    assert doc.title.startswith("Daily brief: tidal-energy") and doc.instance == "tern"


def test_a_table_cell_over_lines_is_part_of_its_row_and_filled_text_one_line(tmp_path):
    (tmp_path / "inbox" / "tern").mkdir(parents=True)
    (tmp_path / MS_PATH).write_text(MS, encoding="utf-8")
    result = CliRunner().invoke(cli, ["inspect", str(tmp_path / MS_PATH)])
    assert result.exit_code == 0, result.output
    said = {int(line.split()[0]): line for line in result.output.splitlines()[1:] if line.strip()[:1].isdigit()}
    assert "2710.09876" in said[29] and "part of line 29" in said[30] and "part of line 29" in said[34]
    assert "part of line 12" in said[13]  # (`from the inflow profile.`: the sentence goes on)
    assert "left out" in said[2] and "UNATTACHED" not in result.output


# -- Word 2003 XML

WORDML = """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<?mso-application progid="Word.Document"?>
<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml" \
xmlns:wx="http://schemas.microsoft.com/office/word/2003/auxHint" xml:space="preserve"><w:styles>\
<w:style w:type="paragraph" w:styleId="a3"><w:name w:val="Title"/></w:style>\
<w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/></w:style>\
<w:style w:type="paragraph" w:styleId="2"><w:name w:val="heading 2"/></w:style></w:styles><w:body><wx:sect>\
<w:p><w:pPr><w:pStyle w:val="a3"/></w:pPr><w:r><w:t>tidal-energy 每日簡報 2027-11-03</w:t></w:r></w:p>\
<w:p><w:r><w:t>撰寫：</w:t></w:r><w:r><w:t>tern</w:t></w:r></w:p>\
<wx:sub-section><w:p><w:pPr><w:pStyle w:val="1"/></w:pPr><w:r><w:t>一、本期淨增</w:t></w:r></w:p>\
<wx:sub-section><w:p><w:pPr><w:pStyle w:val="2"/><w:listPr><wx:t wx:val="1."/></w:listPr></w:pPr>\
<w:r><w:t>WakeNet</w:t></w:r><w:r><w:t>（arXiv:2711.02291）</w:t></w:r></w:p>\
<w:p><w:r><w:t>數據：尾流虧損誤差 </w:t></w:r><w:r><w:t>18%</w:t></w:r>\
<w:r><w:footnote><w:p><w:r><w:t>作者自測。</w:t></w:r></w:p></w:footnote></w:r></w:p>\
<w:p><w:r><w:t>建議歸入：§1.2 渦輪尾流</w:t></w:r></w:p>\
<w:p><w:r><w:t>狀態：淨增</w:t></w:r></w:p>\
<w:p><w:r><w:t>連結：</w:t></w:r><w:hlink w:dest="https://arxiv.org/abs/2711.02291"><w:r>\
<w:t>https://arxiv.org/abs/2711.02291</w:t></w:r></w:hlink></w:p>\
</wx:sub-section></wx:sub-section></wx:sect></w:body></w:wordDocument>
"""
WORDML_PATH = "inbox/tern/2027-11-03-tidal-energy-brief.xml"


def test_a_word_2003_xml_document_is_read_by_its_styles():
    assert detect(WORDML.encode(), WORDML_PATH) == "wordml"
    doc = extract(WORDML.encode(), WORDML_PATH)
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2711.02291": ("WakeNet", "new", "1.2")}
    assert _figures(doc, "2711.02291") == [(18.0, "%")]
    assert doc.instance == "tern"


def test_a_word_xml_document_is_ingested_as_a_document_not_rdf(tmp_path):
    folder = tmp_path / "inbox" / "tern"
    folder.mkdir(parents=True)
    (folder / "2027-11-03-tidal-energy-brief.xml").write_text(WORDML, encoding="utf-8")
    run = [sys.executable, "-m", "kgraph", "--store", str(tmp_path / "store")]
    done = subprocess.run([*run, "ingest", str(tmp_path)], capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    why = subprocess.run([*run, "why", "2711.02291"], capture_output=True, text=True, cwd=tmp_path)
    assert why.returncode == 0 and "2027-11-03-tidal-energy-brief.xml" in why.stdout


def test_a_word_xml_document_with_a_dtd_is_refused_in_one_line():
    bomb = WORDML.replace('<?mso-application progid="Word.Document"?>', '<!DOCTYPE w [<!ENTITY a "aaaa">]>')
    with pytest.raises(DocumentError, match="DTD"):
        extract(bomb.encode(), WORDML_PATH)
