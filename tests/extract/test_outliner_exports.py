"""An outliner's export (OPML): every node a list item at its depth, not a heading (pandoc's
reader makes each one a heading); a node's note its first child; part and section nodes over
their lists; a register entry's child nodes its fields; an empty file cited for an item found as
a source-status conflict; a DOCTYPE refused in one line."""

from __future__ import annotations

import datetime as dt

import pytest
from click.testing import CliRunner

from kgraph.cli import cli
from kgraph.errors import DocumentError
from kgraph.extract import extract

BRIEF = """\
<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>beekeeping brief 2027-06-07</title>
    <dateModified>Mon, 07 Jun 2027 22:05:00 +0000</dateModified>
    <ownerName>heron</ownerName>
  </head>
  <body>
    <outline text="Baseline: organized/knowledge/beekeeping.opml (version 2027-06-06)" />
    <outline text="Declared: 1 increment (1 NET-new arXiv ID), 1 carried over" />
    <outline text="Sources checked">
      <outline text="inbox/kite/2027-06-07-notes.md" />
      <outline text="inbox/wren/2027-06-07-notes.md (empty: nothing new in it)" />
    </outline>
    <outline text="NET-new increments (1)">
      <outline text="HiveEar (2706.01001)" _note="hears a queenless colony from the hum alone">
        <outline text="Status: NET-new" />
        <outline text="Section: §1.1 Hive Sensing" />
        <outline text="Figure: 18% earlier queenless alerts" />
        <outline text="Sources">
          <outline text="inbox/wren/2027-06-07-notes.md (empty: nothing new in it)" />
        </outline>
      </outline>
    </outline>
    <outline text="Carried over (1)">
      <outline text="WaxScan (2706.03003)">
        <outline text="Status: anchored 2027-06-02" />
      </outline>
    </outline>
    <outline text="To verify (1)" _note="claims still to check">
      <outline text="HiveEar was tested in one apiary only" _note="High risk">
        <outline text="State: open" />
      </outline>
    </outline>
  </body>
</opml>
"""

LIVING = """\
<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>beekeeping: living knowledge document</title><dateCreated>Sun, 06 Jun 2027 21:00:00 +0000</dateCreated></head>
  <body>
    <outline text="§1.1 Hive Sensing">
      <outline text="WaxScan (2706.03003)" _note="reads comb from above">
        <outline text="Anchored 2027-06-02" />
        <outline text="arXiv 2706.03003" type="link" url="https://arxiv.org/abs/2706.03003" />
        <outline text="Card">
          <outline text="paper_cards/2001-2706-03003.md" />
        </outline>
      </outline>
    </outline>
  </body>
</opml>
"""


def test_an_outline_brief_reads_its_nodes_as_items_and_fields():
    doc = extract(BRIEF, "inbox/heron/2027-06-07-beekeeping-brief.opml")
    assert (doc.kind, doc.date, doc.instance) == ("brief", dt.date(2027, 6, 7), "heron")
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert {k: (m.name, m.status) for k, m in works.items()} == {
        "2706.01001": ("HiveEar", "new"),
        "2706.03003": ("WaxScan", "anchored"),
    }
    assert works["2706.01001"].section == "1.1"
    assert [c.figures[0].value for c in works["2706.01001"].claims if c.figures] == [18.0]
    (entry,) = doc.entries
    assert (entry.risk, entry.resolved, entry.items) == ("high", False, ["2706.01001"])


def test_an_empty_file_cited_for_an_item_is_cited_there():
    doc = extract(BRIEF, "inbox/heron/2027-06-07-beekeeping-brief.opml")
    statuses = {(s.line, s.status) for s in doc.sources if s.path == "inbox/wren/2027-06-07-notes.md"}
    assert statuses == {(13, "empty-missing"), (21, "cited")}


def test_an_outline_living_document_keeps_one_entry_per_work_with_its_date_and_card():
    doc = extract(LIVING, "organized/knowledge/beekeeping.opml")
    assert doc.kind == "living"
    (wax,) = [m for m in doc.mentions if m.role == "living"]
    assert (wax.key, wax.section, wax.status_date) == ("2706.03003", "1.1", dt.date(2027, 6, 2))
    assert [s.path for s in wax.sources] == ["paper_cards/2001-2706-03003.md"]


def test_an_outline_with_a_doctype_is_refused_in_one_line(tmp_path):
    bomb = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><opml><body><outline text="&a;"/></body></opml>'
    with pytest.raises(DocumentError, match="DOCTYPE"):
        extract(bomb, "inbox/heron/2027-06-07-beekeeping-brief.opml")
    path = tmp_path / "inbox" / "heron" / "2027-06-07-beekeeping-brief.opml"
    path.parent.mkdir(parents=True)
    path.write_text(bomb)
    result = CliRunner().invoke(cli, ["inspect", str(path)])
    assert result.exit_code != 0
    assert "DOCTYPE" in result.output and "Traceback" not in result.output
    assert len([line for line in result.output.splitlines() if line.strip()]) == 1
