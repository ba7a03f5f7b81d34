"""A Vimwiki page (`.wiki`, Vimwiki's extension as well as MediaWiki's) is told by its own marks and
read with pandoc's Vimwiki reader: a `[X]` box is done (pandoc drops the box's state), and lines
keep citing the file past a `:tag:` pandoc shows in other words. Also read here: a label ending in
a word that can be a verb (`recovery gain: 24%`) names its figure's metric."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats import detect
from kgraph.extract.metrics import metric_of

PAGE = """\
%title apiary brief 2027-03-09
%date 2027-03-09

= apiary · daily brief · 2027-03-09 =
:brief:apiary:

Author:: ana
Declared:: 1 NET-new (1 new arXiv ID)

== NET-new ==

=== 1. SwarmCast ===
:net-new:

arXiv:: [[https://arxiv.org/abs/2703.07007|2703.07007]]
Section:: §1.3 Hive Software
Read in:: `inbox/ana/2027-03-09-notes.md`

* false alarm reduction: 9%

== Contradictions and claims to verify ==

* [ ] SwarmCast's alarm figure comes from one apiary only. (medium risk)
* [X] HiveMind count error (raised yesterday): the authors posted their data. (low risk)

== Citable arXiv IDs ==

{{{
NET-new: 2703.07007
}}}
"""
PATH = "inbox/ana/2027-03-09-apiary-brief.wiki"

MEDIAWIKI = """\
== Sources ==
* [[Notes/2027-03-09|notes]]
'''SwarmCast''' is new. {{Risk|low}}
"""


def test_a_vimwiki_page_is_told_from_a_mediawiki_page():
    assert detect(PAGE.encode(), PATH) == "vimwiki"
    assert detect(MEDIAWIKI.encode(), "inbox/ana/page.wiki") == "mediawiki"


def test_a_done_box_settles_its_entry_and_lines_cite_the_page():
    doc = extract(PAGE.encode(), PATH)
    (swarm,) = [m for m in doc.mentions if m.key == "2703.07007" and m.role == "increment"]
    lines = PAGE.splitlines()
    assert lines[swarm.line - 1] == "=== 1. SwarmCast ==="
    assert (swarm.name, swarm.status, swarm.section) == ("SwarmCast", "new", "1.3")
    assert [s.path for s in swarm.sources] == ["inbox/ana/2027-03-09-notes.md"]
    assert [lines[c.line - 1] for c in swarm.claims] == ["* false alarm reduction: 9%"]  # (not the id list's line)
    state = {e.text.split()[0].strip("'s"): e.resolved for e in doc.entries}
    assert state == {"SwarmCast": False, "HiveMind": True}


def test_a_label_ending_in_gain_names_the_metric():
    text = "native sequence recovery gain: 24%"
    assert metric_of(text, text.index("24"), len(text), "%") == "native sequence recovery gain"
    said = "it gains 3.1 points"
    assert metric_of(said, said.index("3.1"), len(said)) == "unknown"  # (a sentence: no metric)
