"""TiddlyWiki tiddlers (`.tid`), MyST directives and IRC logs (`.log`) read as what they mean.

A tiddler's header fields are fields (its `title` the title, `created` a date) and its WikiText
Markdown (`!!` headings, `''bold''`, `[ext[label|url]]` links, `[[text|Tiddler]]` links as their
text, `|…|h` header rows); a MyST `{admonition}` with `:class: warning` is a callout and a
`{list-table}` a table; a WeeChat log is what its writer typed, a flush-left `label:` that names a
part over indented lines is that part, `NET-new 1/3: X (arXiv:…)` an item, `[open, medium risk] …`
a concern, and an id list with a note after it (`… (same list at https://…)`) the id list."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats import detect

TIDDLER = """\
created: 20280505205217000
creator: ibex
tags: [[glaciers]] brief
title: glaciers brief 2028-05-05
type: text/vnd.tiddlywiki

* ''Declared:'' 1 NET-new, 1 carried over

!! NET-new

!!! 1. SurgeSense

[ext[arXiv:2805.62395|https://arxiv.org/abs/2805.62395]] · proposed section [[§1.3 Ice Flow|organized/knowledge/glaciers]] · confidence ''medium''

!! Carried over and anchored

|Item|Link|Section|Status|h
|BedRough|[ext[arXiv:2805.63406|https://arxiv.org/abs/2805.63406]]|§1.2 Bed Friction|carried over|
"""

MYST = """\
---
title: glaciers 每日简报（2028年5月4日）
---

本期申报：本期新增 0 项；延续 1 项

## 延续与已锚定

```{list-table} 延续与已锚定条目
:header-rows: 1

* - 条目
  - 链接
  - 章节与状态
* - CalvingNet
  - [arXiv:2805.61284](https://arxiv.org/abs/2805.61284)
  - §1.1 冰川末端监测，延续
```

## 待核实

```{admonition} 待核实（中风险）
:class: warning

CalvingNet 的召回提升只来自单一融季。
```
"""

LOG = """\
2028-05-05 20:48:05\t-->\tkestrel (~kestrel@relay.example.net) has joined #glaciers
2028-05-05 20:48:08\tkestrel\tibex: posting? 2805.69999 is worth a look
2028-05-05 21:00:12\tibex\t--- glaciers brief for 2028-05-05 from ibex ---
2028-05-05 21:00:18\tibex\tdeclared: 1 NET-new, 1 carried over
2028-05-05 21:00:20\tibex\tsources read:
2028-05-05 21:00:22\tibex\t  inbox/marmot/2028-05-05-notes.md
2028-05-05 21:00:30\tibex\tNET-new 1/1: SurgeSense (arXiv:2805.62395) https://arxiv.org/abs/2805.62395
2028-05-05 21:00:32\tibex\t  section §1.3 Ice Flow Modelling, confidence medium
2028-05-05 21:01:00\tibex\tcarried over / anchored:
2028-05-05 21:01:02\tibex\t  BedRough (arXiv:2805.63406) https://arxiv.org/abs/2805.63406, §1.2 Bed Friction, carried over.
2028-05-05 21:01:12\tibex\tto verify:
2028-05-05 21:01:14\tibex\t  [open, medium risk] BedRough: the friction map comes from one season only.
2028-05-05 21:01:18\tibex\tNET-new arXiv ids: 2805.62395, 2805.62395 (same list at https://paste.example.org/Rb40tZ)
2028-05-05 21:02:00\tkestrel\tthanks
"""


def test_a_tiddler_reads_as_its_page():
    assert detect(TIDDLER.encode(), "inbox/ibex/b.tid") == "tiddlywiki"
    doc = extract(TIDDLER.encode(), "inbox/ibex/2028-05-05-glaciers-brief.tid")
    assert (doc.kind, doc.date, doc.title) == ("brief", dt.date(2028, 5, 5), "glaciers brief 2028-05-05")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2805.62395": ("SurgeSense", "new", "1.3"), "2805.63406": ("BedRough", "carried-over", "1.2")}
    assert "organized/knowledge/glaciers.md" not in {s.path for s in doc.sources}


def test_myst_directives_are_a_table_and_a_callout():
    doc = extract(MYST.encode(), "inbox/marmot/2028-05-04-glaciers-brief.md")
    items = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert items == {"2805.61284": ("CalvingNet", "carried-over", "1.1")}
    assert [(e.risk, e.items) for e in doc.entries] == [("medium", ["2805.61284"])]


def test_an_irc_log_is_what_its_writer_typed():
    assert detect(LOG.encode(), "inbox/ibex/2028-05-05-glaciers-brief.log") == "text"
    doc = extract(LOG.encode(), "inbox/ibex/2028-05-05-glaciers-brief.log")
    assert (doc.kind, doc.instance) == ("brief", "ibex")
    assert "2805.69999" not in {m.key for m in doc.mentions}
    items = {m.key: (m.name, m.status) for m in doc.mentions if m.role == "increment"}
    assert items == {"2805.62395": ("SurgeSense", "new"), "2805.63406": ("BedRough", "carried-over")}
    assert [s.path for s in doc.sources] == ["inbox/marmot/2028-05-05-notes.md"]
    assert [(e.risk, e.resolved, e.items) for e in doc.entries] == [("medium", False, ["2805.63406"])]
    assert sorted(m.key for m in doc.mentions if m.role == "arxiv-list") == ["2805.62395", "2805.62395"]
