"""A living document's table row for a work without an id, its name column a link
(`<td>—</td><td><a href="https://…">SGLang HiCache</a></td>`), is that work's entry: named by the
link's text, with its status, date, section and source."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

LIVING = """\
<html><head><title>inference living document</title></head><body>
<h1>inference living document</h1>
<p>Version 2026-10-03.</p>
<h2>§1.3 KV Cache</h2>
<table>
<tr><th>arXiv</th><th>Name</th><th>Status</th><th>Anchored</th><th>Section</th><th>Sources</th></tr>
<tr><td>2609.20117</td><td>PagedKV-Lite</td><td>anchored</td><td>2026-09-28</td><td>§1.3 KV Cache</td><td><code>paper_cards/1176-2609-20117.md</code></td></tr>
<tr><td>&mdash;</td><td><a href="https://example.org/blog/2026-10-01-tierkv/">TierKV Cache</a></td><td>anchored</td><td>2026-10-02</td><td>§1.3 KV Cache</td><td><code>inbox/jay/2026-10-02-notes.md</code></td></tr>
</table>
</body></html>
"""


def test_a_row_naming_its_work_by_a_link_is_an_entry():
    doc = extract(LIVING.encode(), "organized/knowledge/inference.html")
    entries = {m.key: (m.name, m.status, m.status_date, m.section) for m in doc.mentions if m.role == "living"}
    assert entries["tierkv cache"] == ("TierKV Cache", "anchored", dt.date(2026, 10, 2), "1.3")
    assert entries["2609.20117"] == ("PagedKV-Lite", "anchored", dt.date(2026, 9, 28), "1.3")
    tier = next(m for m in doc.mentions if m.key == "tierkv cache")
    assert [s.path for s in tier.sources] == ["inbox/jay/2026-10-02-notes.md"]
