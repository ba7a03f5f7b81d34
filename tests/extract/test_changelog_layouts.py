"""Briefs and living documents written as a changelog (Keep a Changelog's `### Added`,
`### Unchanged`, one line per work), and an HTML report whose parts are table captions and
whose concerns are `<details>` blocks: layouts a helper wrote without reading the extractor."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract

CHANGELOG_BRIEF = """# Changelog: vision

Proposed changes to the living document, one release per brief.

## [2026-12-09] - kestrel

- Window: 2026-12-08 22:00 → 2026-12-09 22:00
- Baseline: `organized/knowledge/vision.md` @ 2026-12-08
- Declared: 2 increments, 1 adjacent, 1 carried over

### Added

- **TileFuse** ([2612.30011](https://arxiv.org/abs/2612.30011)) in §2.1 Encoders: fuses tiles before attention; **41%** fewer visual tokens. Confidence: high. Sources: `inbox/ada/2026-12-09-notes.md`.
- **EchoAlign** ([2612.30022](https://arxiv.org/abs/2612.30022)) in §2.3 Audio: aligns speech and text in one pass. Sources: `inbox/ada/2026-12-09-notes.md`.

### Unchanged

- **ReelMem** ([2612.30033](https://arxiv.org/abs/2612.30033)): anchored in §2.2 Video on 2026-12-01. Nothing new this week.

### Carried

- **PeekNet** ([2612.30044](https://arxiv.org/abs/2612.30044)): carried over, §2.1 Encoders, anchored 2026-11-29. The baseline TileFuse compares with.

### Adjacent

- **SkipLM** ([2612.30055](https://arxiv.org/abs/2612.30055)) (adjacent): drops frames by motion.

### IDs

- New: 2612.30011 · 2612.30022
- Carried: 2612.30033 (§2.2, anchored 2026-12-01) · 2612.30044 (§2.1, anchored 2026-11-29)

[2026-12-09]: inbox/kestrel/2026-12-09-vision-brief.md
"""


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


def test_a_changelog_brief_reads_its_parts_by_their_changelog_names():
    doc = extract(CHANGELOG_BRIEF, "inbox/kestrel/2026-12-09-vision-brief.md")
    works = _works(doc)
    assert set(works) == {"2612.30011", "2612.30022", "2612.30033", "2612.30044", "2612.30055"}  # no `Window` work
    got = {k: (m.name, m.status, m.section, m.status_date) for k, m in works.items()}
    assert got == {
        "2612.30011": ("TileFuse", "new", "2.1", None),
        "2612.30022": ("EchoAlign", "new", "2.3", None),
        "2612.30033": ("ReelMem", "anchored", "2.2", dt.date(2026, 12, 1)),  # `anchored in §2.2 Video on …`
        "2612.30044": ("PeekNet", "carried-over", "2.1", dt.date(2026, 11, 29)),  # the date two clauses on
        "2612.30055": ("SkipLM", "adjacent", None, None),  # the bold name, not the text after `(adjacent):`
    }
    assert [(f.value, f.unit) for c in works["2612.30011"].claims for f in c.figures] == [(41.0, "%")]
    assert [s.path for s in works["2612.30022"].sources] == ["inbox/ada/2026-12-09-notes.md"]
    carried = {
        m.key: m.status for m in doc.mentions if m.role == "arxiv-list" and m.key in ("2612.30033", "2612.30044")
    }
    # one row, two works apart by `·`; each carried work's status is its item's own word
    assert carried == {"2612.30033": "anchored", "2612.30044": "carried-over"}
    assert {(c.what, c.value) for c in doc.counts} >= {("increments", 2), ("adjacent", 1), ("carried-over", 1)}


def test_a_heading_whose_link_text_is_a_date_keeps_the_date():
    doc = extract(CHANGELOG_BRIEF.replace("Changelog: vision", "Changelog"), "inbox/kestrel/brief.md")
    assert doc.date == dt.date(2026, 12, 9)  # `## [2026-12-09]` is a reference link to the file


def test_a_title_figure_a_field_states_again_is_one_claim():
    text = CHANGELOG_BRIEF.replace("Confidence: high.", "Confidence: high.\n  - Figures: 41% fewer visual tokens")
    doc = extract(text, "inbox/kestrel/2026-12-09-vision-brief.md")
    assert [(f.value, f.unit) for c in _works(doc)["2612.30011"].claims for f in c.figures] == [(41.0, "%")]


CHANGELOG_LIVING = """# Changelog: organized/knowledge/vision.md

Current version: **2026-12-08**

Sections:

- §2.1 Encoders
- §2.2 Video

## [2026-12-01]

### Added

- **ReelMem** ([2612.30033](https://arxiv.org/abs/2612.30033)) anchored in §2.2 Video: clip memory; **70.2%** EgoSchema accuracy. Source: `paper_cards/5001-2612-30033.md`.

## [2026-11-29]

### Added

- **PeekNet** ([2612.30044](https://arxiv.org/abs/2612.30044)) anchored in §2.1 Encoders: sparse glimpses; **2.1×** encoder throughput.
"""


def test_a_living_changelog_dates_its_entries_by_their_release_heading():
    doc = extract(CHANGELOG_LIVING, "organized/knowledge/vision.md")
    entries = {m.key: m for m in doc.mentions if m.role == "living"}
    got = {k: (m.name, m.section, m.status_date) for k, m in entries.items()}
    assert got == {
        "2612.30033": ("ReelMem", "2.2", dt.date(2026, 12, 1)),
        "2612.30044": ("PeekNet", "2.1", dt.date(2026, 11, 29)),
    }
    assert [s.path for s in entries["2612.30033"].sources] == ["paper_cards/5001-2612-30033.md"]
    assert [(f.value, f.unit) for c in entries["2612.30033"].claims for f in c.figures] == [(70.2, "%")]


HTML_REPORT = """<!doctype html>
<html><head><title>vision brief 2026-12-09</title></head>
<body>
<h1>Daily brief · vision · 2026-12-09</h1>
<p>Author: kestrel</p>
<table>
  <caption>Net-new items</caption>
  <thead><tr><th>Work</th><th>arXiv</th><th>Section</th><th>Figures</th></tr></thead>
  <tbody>
    <tr><td>TileFuse</td><td>2612.30011</td><td>§2.1</td><td>41% fewer visual tokens</td></tr>
  </tbody>
</table>
<table>
  <caption>Adjacent and candidate items</caption>
  <thead><tr><th>Work</th><th>arXiv</th><th>Note</th></tr></thead>
  <tbody>
    <tr><td>SkipLM</td><td>2612.30055</td><td>drops frames by motion</td></tr>
  </tbody>
</table>
<h2>To verify</h2>
<details open>
  <summary>High risk · TileFuse (2612.30011) · open</summary>
  <p>The token count is measured on a private set.</p>
</details>
</body></html>
"""


def test_an_html_report_reads_table_captions_as_parts_and_details_as_concerns():
    doc = extract(HTML_REPORT, "inbox/kestrel/2026-12-09-vision-brief.html")
    works = _works(doc)
    assert {k: (m.name, m.status) for k, m in works.items()} == {
        "2612.30011": ("TileFuse", "new"),
        "2612.30055": ("SkipLM", "adjacent"),  # its caption says so; the row does not
    }
    [entry] = doc.entries
    assert entry.items == ["2612.30011"] and entry.risk == "high" and "private set" in entry.text


MINUTES = """视觉方向日报评审会 会议纪要

会议时间：2026年12月9日
记 录 人：kestrel

一、议题：本次新增
（一）TileFuse（arXiv:2612.30011）
    数据：视觉 token 减少 41%。
    依据：inbox/ada/2026-12-09-notes.md
    结论：本次新增，建议归入 §2.1 编码器，可信度高。

二、议题：沿用及已锚入事项
（一）ReelMem（arXiv:2612.30033）
    说明：已在活文档中。
    结论：已锚入 §2.2 视频，12月1日锚入。
"""


def test_minutes_number_their_items_and_conclude_with_the_status():
    doc = extract(MINUTES, "inbox/kestrel/2026-12-09-vision-brief.txt")
    works = _works(doc)
    got = {k: (m.name, m.status, m.section, m.status_date) for k, m in works.items()}
    assert got == {
        "2612.30011": ("TileFuse", "new", "2.1", None),  # `（一）` numbers the item; it is no part of the name
        "2612.30033": ("ReelMem", "anchored", "2.2", dt.date(2026, 12, 1)),  # `结论：` says the status
    }
    assert [s.path for s in works["2612.30011"].sources] == ["inbox/ada/2026-12-09-notes.md"]  # `依据：`
    assert [(f.value, f.unit) for c in works["2612.30011"].claims for f in c.figures] == [(41.0, "%")]


def test_a_figure_takes_the_noun_phrase_after_it_or_its_bracket_as_its_metric():
    from kgraph.extract.common import figures_in

    def metrics(text):
        return [f.metric for f in figures_in(text)]

    assert metrics("**41%** fewer visual tokens.") == ["fewer visual tokens"]  # a phrase, not its first word
    assert metrics("Figure:  62% (visual token reduction)") == ["visual token reduction"]
    assert metrics("a 1.21× end-to-end latency reduction") == ["latency"]  # a known metric a few words on
    assert metrics("62% of the tokens") == ["unknown"]  # `of`: a sentence, no metric
    assert metrics("2.3× (8×H100)") == ["unknown"]  # a bracket of figures is a setting, not a metric
    assert metrics("3,500/2,800/2,500 tok/s") == []  # `500 tok/s` is no figure of its own


ASCIIDOC_LIVING = """= vision: living document
:revdate: 2026-12-08
:toc:

The works anchored for the *vision* topic.

== §2.1 Encoders

[cols="2,1,1,1",options="header"]
|===
|Work |arXiv |Anchored on |Source
|PeekNet |2612.30044 |2026-11-29 |paper_cards/5004-2612-30044.md
|TileFuse |2612.30011 |2026-12-09 |paper_cards/5011-2612-30011.md
|===
"""


def test_an_asciidoc_table_keeps_its_last_row_and_each_row_its_line():
    doc = extract(ASCIIDOC_LIVING, "organized/knowledge/vision.adoc")
    entries = {m.key: (m.section, m.status_date, m.line) for m in doc.mentions if m.role == "living"}
    assert entries == {  # pandoc reads the last row as the table's foot; `:toc:` is no line far below
        "2612.30044": ("2.1", dt.date(2026, 11, 29), 12),
        "2612.30011": ("2.1", dt.date(2026, 12, 9), 13),
    }


def test_chinese_units_of_time_and_points_are_figures():
    from kgraph.extract.common import figures_in

    got = [
        (f.value, f.unit)
        for t in ("首個 token 延遲 180 毫秒", "CIDEr 提升 3.1 分。", "提升 3.1 个点")
        for f in figures_in(t)
    ]
    assert got == [(180.0, "ms"), (3.1, "points"), (3.1, "points")]
    assert figures_in("用时 3 分钟") == []  # 分钟 is minutes, not points


ASCIIDOC_BRIEF = """= vision daily brief
kestrel <kestrel@lab.local>
v20261209, 2026-12-09: nightly
:topic: vision
:window: 2026-12-08 22:00 → 2026-12-09 22:00
:baseline: organized/knowledge/vision.md as of 2026-12-08

Kestrel's brief for {window}.

== NET-new items

* *TileFuse* (https://arxiv.org/abs/2612.30011[2612.30011]): NET-new, §2.1 Encoders.
* *EchoAlign* (https://arxiv.org/abs/2612.30022[2612.30022]): NET-new, §2.3 Audio.

== Citable arXiv ids

NET-new:: https://arxiv.org/abs/2612.30011[2612.30011], https://arxiv.org/abs/2612.30022[2612.30022]

== Sources checked

. `inbox/ada/2026-12-09-notes.md`
"""


def test_an_asciidoc_header_places_the_body_and_an_id_as_link_text_stays_whole():
    doc = extract(ASCIIDOC_BRIEF, "inbox/kestrel/2026-12-09-vision-brief.adoc")
    lines = ASCIIDOC_BRIEF.split("\n")
    items = {m.key: m.line for m in doc.mentions if m.role == "increment"}
    # the header's date is written again in a path below: the body is still read from the header on
    assert items == {"2612.30011": 12, "2612.30022": 13}, items
    assert all(k in lines[n - 1] for k, n in items.items())
    # `[2612.30011]` is no text `2612` with the AsciiDoc role `30011`
    listed = sorted(m.key for m in doc.mentions if m.role == "arxiv-list")
    assert listed == ["2612.30011", "2612.30022"]
