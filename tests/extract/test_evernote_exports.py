"""An Evernote export (`.enex`) is read as its notes: the title a heading, the author and tags
fields, the body's ENML as a page (`<en-todo checked="true"/>` a ticked box, attachments left
out), found by its extension or by its `<en-export>` root; lines cite the file as written."""

from __future__ import annotations

import subprocess
import sys

from kgraph.extract import extract
from kgraph.extract.formats import detect

EXPORT = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export4.dtd">
<en-export export-date="20270414T220000Z" application="Evernote" version="10.120.1">
  <note>
    <title>geodesy brief, 14 April 2027</title>
    <created>20270414T213000Z</created>
    <tag>geodesy</tag>
    <note-attributes>
      <author>plover</author>
    </note-attributes>
    <content>
      <![CDATA[<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd">
<en-note><div><b>Window:</b> 2027-04-13 22:00 → 2027-04-14 22:00</div>
<div><b>Baseline:</b> organized/knowledge/geodesy.enex (version of 13 April 2027)</div>
<h2>New in this brief</h2>
<h3>TideFit</h3>
<ul><li><div>arXiv: <a href="https://arxiv.org/abs/2704.03311" rev="en_rl_none">2704.03311</a></div></li>
<li><div>Status: NET-new</div></li>
<li><div>Section: §1.2 Crustal Motion</div></li>
<li><div>Figure: 14% lower loading residual</div></li></ul>
<en-media hash="0f3a9c" type="image/png"/>
<h2>To verify</h2>
<div><en-todo checked="true"/><b>Resolved</b> (low risk): the GNSS station list is now public.</div>
<div><en-todo checked="false"/><b>To verify</b> (high risk): TideFit's residual is measured on one coast only.</div>
</en-note>]]>
    </content>
  </note>
</en-export>
"""
PATH = "inbox/plover/2027-04-14-geodesy-brief.enex"


def _line_of(text: str) -> int:
    return next(n for n, line in enumerate(EXPORT.splitlines(), 1) if text in line)


def test_an_export_is_found_by_its_extension_and_by_its_root():
    assert detect(EXPORT.encode(), PATH) == "enex"
    assert detect(EXPORT.encode(), "inbox/plover/notes.xml") == "enex"


def test_a_note_is_read_as_the_brief_it_holds():
    doc = extract(EXPORT.encode(), PATH)
    assert (doc.kind, doc.date.isoformat(), doc.instance) == ("brief", "2027-04-14", "plover")
    assert doc.baseline_path == "organized/knowledge/geodesy.enex"
    (item,) = [m for m in doc.mentions if m.role == "increment"]
    assert (item.key, item.name, item.status, item.section) == ("2704.03311", "TideFit", "new", "1.2")
    assert item.line == _line_of("<h3>TideFit</h3>")
    assert [f.value for c in item.claims for f in c.figures] == [14.0]


def test_its_boxes_say_which_entries_are_open():
    doc = extract(EXPORT.encode(), PATH)
    states = sorted((e.resolved, e.risk) for e in doc.entries)
    assert states == [(False, "high"), (True, "low")]


def test_inspect_reads_it_as_a_user_runs_it(tmp_path):
    path = tmp_path / "inbox" / "plover" / "2027-04-14-geodesy-brief.enex"
    path.parent.mkdir(parents=True)
    path.write_text(EXPORT, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kgraph", "inspect", str(path)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "(brief)" in done.stdout.splitlines()[0] and "2704.03311" in done.stdout
