"""In reStructuredText, a definition-list item that names a work without an id, its text and
then a field list (`:Status: adjacent`, `:Section: …`, `:Sources: …`), is the work with those
fields: pandoc nests the field list in the definition, and it is read, not dropped."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
Geodesy brief 2027-04-14
========================

:Author: plover
:Date: 2027-04-14

Adjacent candidates
===================

GravKit 2 release (adjacent)
   ships a faster loading solver; see `release <https://github.com/example/gravkit/releases/tag/v2.0>`__.

   :Status: adjacent
   :Section: §1.1 Gravity Models
   :Sources: ``inbox/heron/2027-04-14-notes.md``
"""


def test_the_field_list_under_a_definition_gives_the_works_fields():
    doc = extract(BRIEF.encode(), "inbox/plover/2027-04-14-geodesy-brief.rst")
    (item,) = [m for m in doc.mentions if m.role == "adjacent"]
    assert (item.name, item.status, item.section) == ("GravKit 2 release", "adjacent", "1.1")
    assert [s.path for s in item.sources] == ["inbox/heron/2027-04-14-notes.md"]
