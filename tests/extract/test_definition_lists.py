"""HTML definition lists as records: a term that names a work with its definitions as fields,
a term labelling a list of ids, and a register whose entries are terms with what is said of them."""

from __future__ import annotations

from kgraph.extract import extract

PAGE = """<html><head><title>vision brief 2026-12-10</title></head><body>
<h1>vision daily brief, 2026-12-10</h1>
<p>Written by nadia. Baseline: <code>organized/knowledge/vision.md</code> (2026-12-09).</p>
<section><h2>New today</h2>
<dl class="works">
  <dt>TileFuse <span class="arxiv">arXiv:<a href="https://arxiv.org/abs/2612.30011">2612.30011</a></span></dt>
  <dd>Status: <strong>new</strong></dd>
  <dd>Section: §2.1 Encoders</dd>
  <dd>Figure: 41% fewer visual tokens</dd>
  <dd>Sources:
    <ul><li><code>inbox/ada/2026-12-10-notes.md</code></li></ul>
  </dd>
  <dt>EchoAlign <span class="arxiv">arXiv:<a href="https://arxiv.org/abs/2612.30022">2612.30022</a></span></dt>
  <dd>Status: <strong>new</strong></dd>
  <dd>Section: §2.3 Audio</dd>
</dl></section>
<section><h2>arXiv ids</h2>
<dl>
  <dt>From earlier briefs</dt>
  <dd><code>2612.30033</code> §2.2</dd>
  <dd><code>2612.30044</code> §2.1, anchored 2026-11-29</dd>
</dl></section>
<section><h2>To verify</h2>
<dl class="register">
  <dt>1. TileFuse (2612.30011)</dt>
  <dd>TileFuse: the token reduction is measured on one benchmark only.</dd>
  <dd>Risk: medium</dd>
  <dd>State: open</dd>
</dl></section>
</body></html>
"""


def test_a_definition_list_of_works_gives_each_its_fields():
    doc = extract(PAGE, "inbox/nadia/2026-12-10-vision-brief.html")
    items = {m.key: m for m in doc.mentions if m.role == "increment"}
    assert {k: (m.name, m.status, m.section) for k, m in items.items()} == {
        "2612.30011": ("TileFuse", "new", "2.1"),
        "2612.30022": ("EchoAlign", "new", "2.3"),  # its fields, not the work's before it
    }
    tile = items["2612.30011"]
    assert [(f.value, f.unit) for c in tile.claims for f in c.figures] == [(41.0, "%")]
    assert [s.path for s in tile.sources] == ["inbox/ada/2026-12-10-notes.md"]
    assert not [f for m in items.values() if m.key != "2612.30011" for c in m.claims for f in c.figures]


def test_a_term_that_labels_a_list_of_ids_is_no_name_and_says_their_status():
    doc = extract(PAGE, "inbox/nadia/2026-12-10-vision-brief.html")
    listed = {m.key: (m.name, m.status) for m in doc.mentions if m.role == "arxiv-list"}
    assert set(listed) == {"2612.30033", "2612.30044"}
    assert not any(m.name.lower() == "from earlier briefs" for m in doc.mentions)  # a label, not a name
    assert listed["2612.30044"][1] == "anchored" and listed["2612.30033"][1] == "carried-over"


def test_a_register_written_as_a_definition_list_reads_each_term_as_an_entry():
    [entry] = extract(PAGE, "inbox/nadia/2026-12-10-vision-brief.html").entries
    assert "measured on one benchmark only" in entry.text
    assert (entry.items, entry.risk, entry.resolved) == (["2612.30011"], "medium", False)
