"""Briefs in Djot and DocBook: an item's tag line under its heading (`id · §1.1 Name · NET-new ·
confidence high`), a table caption written after its table (Djot's `^ …`), and DocBook sections
numbered by their `label` attribute (which pandoc drops)."""

from __future__ import annotations

from kgraph.extract import extract

DJOT = """\
# beekeeping daily brief, 2027-06-04

: Written by

  finch

: Declared counts

  2 increments (2 NET-new arXiv IDs), 1 carried over

## NET-new in this window

### HiveEar

[2706.01001](https://arxiv.org/abs/2706.01001) · §1.1 Hive Sensing · [NET-new]{.status} · confidence [high]{.confidence}

Hears a queenless colony from the hum alone.

### HiveOS 3

release, <https://example.org/hiveos/releases/v3> · §2.3 Swarm Forecasts · [NET-new]{.status}

## Carried over

| Item | arXiv | Section | Status |
|:--|:--|:--|:--|
| WaxScan | [2706.03003](https://arxiv.org/abs/2706.03003) | §1.1 Hive Sensing | anchored 2027-06-02 |

^ Items from earlier briefs, with the dates the living document gives.
"""

DOCBOOK = """\
<?xml version="1.0" encoding="UTF-8"?>
<article xmlns="http://docbook.org/ns/docbook" xmlns:xlink="http://www.w3.org/1999/xlink" version="5.0">
  <info><title>beekeeping: living knowledge document</title><date>2027-06-02</date></info>
  <section xml:id="hive" label="1.1">
    <title>Hive Sensing</title>
    <itemizedlist>
      <listitem><para><emphasis role="strong">WaxScan</emphasis> (<link xlink:href="https://arxiv.org/abs/2706.03003">2706.03003</link>), anchored 2027-06-02: reads comb from above.</para></listitem>
    </itemizedlist>
  </section>
  <section xml:id="swarm" label="2.3">
    <title>Swarm Forecasts</title>
    <para>Nothing anchored yet.</para>
  </section>
</article>
"""


def test_an_items_tag_line_gives_its_section_and_status():
    doc = extract(DJOT, "inbox/finch/2027-06-04-beekeeping-brief.dj")
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    assert (works["2706.01001"].section, works["2706.01001"].status) == ("1.1", "new")
    assert (works["hiveos 3"].section, works["hiveos 3"].status) == ("2.3", "new")


def test_a_caption_after_its_table_is_no_heading_and_the_rows_keep_their_lines():
    doc = extract(DJOT, "inbox/finch/2027-06-04-beekeeping-brief.dj")
    wax = [m for m in doc.mentions if m.key == "2706.03003" and m.role in ("increment", "adjacent")]
    assert [(m.name, m.status, m.line) for m in wax] == [("WaxScan", "anchored", 27)]
    assert not any(m.name.lower().startswith("items") for m in doc.mentions)


def test_docbook_sections_keep_their_label_numbers():
    doc = extract(DOCBOOK, "organized/knowledge/beekeeping.dbk")
    assert doc.kind == "living"
    assert {(s.number, s.name) for s in doc.section_names} == {("1.1", "Hive Sensing"), ("2.3", "Swarm Forecasts")}
    assert [(m.key, m.section) for m in doc.mentions if m.role == "living"] == [("2706.03003", "1.1")]
