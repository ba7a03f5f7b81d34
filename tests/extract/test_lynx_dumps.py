"""A web page dumped to text by `lynx -dump`: each link's `[n]` mark is no part of its text and the
`References` list of targets at the end is not read (it would name every work again); a flush-left
part heading (`NET-new`) over flush-left numbered titles (`1. DuneKit`) with indented text makes
them its items; `Citable arXiv IDs` over flush-left id lines is the id list; a table whose columns
were flattened to blanks keeps a row whose cell filled its column (`CoastKit 2 §1.3 Storm Surge
carried over`); `Reported dune loss of 16%` measures dune loss, as `dune loss of 23%` does."""

from __future__ import annotations

from kgraph.extract import extract

DUMP = """\
                     dunes brief for 9 June 2028

   Written by tern. Declared: 1 NET-new item, 2 carried over.

NET-new

1. DuneKit

   [1]arXiv:2806.05555 | suggested section [2]§1.2 Dune Growth |
   confidence high

   Plans fences that trap blown sand on a foredune.

     * sand capture gain of 12%

   Read in: inbox/tern/2028-06-09-notes.md

Carried over and anchored

   Item       Section                    Status
   MarramMap  §1.1 Vegetation            anchored 8 Jun 2028
   CoastKit 2 §1.3 Storm Surge Modelling carried over

     * MarramMap ([3]arXiv:2806.01234): Reported dune loss of 16%.

Citable arXiv IDs

NET-new: 2806.05555
2806.01234  anchored 8 Jun 2028  §1.1 Vegetation

References

   1. https://arxiv.org/abs/2806.05555
   2. https://relay.example.net/kb/dunes#s1-2
   3. https://arxiv.org/abs/2806.01234
   4. https://arxiv.org/abs/2806.07777
"""
PATH = "inbox/tern/2028-06-09-dunes-brief.txt"


def test_a_lynx_dump_reads_as_its_page():
    doc = extract(DUMP.encode(), PATH)
    assert doc.kind == "brief"
    assert "2806.07777" not in {m.key for m in doc.mentions}  # (only in the References list)
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items["2806.05555"] == ("DuneKit", "new", "1.2")
    assert items["coastkit 2"][1:] == ("carried-over", "1.3")
    listed = {m.key: m.status for m in doc.mentions if m.role == "arxiv-list"}
    assert listed == {"2806.05555": "new", "2806.01234": "anchored"}
    figures = {(m.key, f.metric) for m in doc.mentions for c in m.claims for f in c.figures}
    assert ("2806.01234", "dune loss") in figures
    assert not doc.entries
