"""Plain text written as a memo (an RFC's layout): a numbered outline, page furniture between
pages, works cited by tag and named in a reference list, fields aligned in columns, `o` bullets.
The living document of the same layout numbers its sections as the outline does."""

from __future__ import annotations

import datetime as dt

from kgraph.extract import extract
from kgraph.extract.formats.text import view

MEMO = """Vision Research Digest                                          kestrel
Daily Brief                                               9 December 2026

          Daily Research Brief on the vision Topic, 2026-12-09

1.  Declared Totals

   The author declares:

      o  main increments: 2
      o  adjacent or candidate items: 1
      o  items carried over from earlier briefs: 1

2.  New Items

2.1.  TileFuse [T1]

      Status:      NEW
      Section:     2.1 (Encoders)
      Figure:      41% (fewer visual tokens)
      Evidence:    inbox/ada/2026-12-09-notes.md,
                   paper_cards/5011-2612-30011.md


kestrel                      Informational                      [Page 1]

Daily Brief 2026-12-09    vision / kestrel                  December 2026


2.2.  EchoAlign [T2]

      Status:      NEW
      Section:     2.3 (Audio)

3.  Items Already Known to the Living Document

3.1.  ReelMem [T3]

      Status:      anchored in 2.2 on 2026-12-01

4.  Adjacent and Candidate Items

4.1.  SkipLM [T4]

      Status:      adjacent

5.  Open Questions

5.1.  Question 1: OPEN, risk HIGH

   The token count of TileFuse is measured on a private
   set that nobody outside the lab has seen.

      Concerns:    [T1]

5.2.  Question 2: OPEN, risk LOW

   EchoAlign reports one run only; the variance is
   not given.

      Concerns:    [T2]

6.  Identifier Summary

   New arXiv identifiers listed by this brief: 2612.30011,
   2612.30022.

7.  References

   [T1]   TileFuse, arXiv:2612.30011.

   [T2]   EchoAlign, arXiv:2612.30022.

   [T3]   ReelMem, arXiv:2612.30033.

   [T4]   SkipLM, arXiv:2612.30055.
"""


def _works(doc):
    return {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}


def test_a_memo_reads_its_outline_its_citations_and_its_aligned_fields():
    doc = extract(MEMO, "inbox/kestrel/2026-12-09-vision-brief.txt")
    got = {k: (m.name, m.status, m.section, m.status_date) for k, m in _works(doc).items()}
    assert got == {
        "2612.30011": ("TileFuse", "new", "2.1", None),  # `[T1]` resolved by the reference list
        "2612.30022": ("EchoAlign", "new", "2.3", None),  # after a page break: furniture is no part
        "2612.30033": ("ReelMem", "anchored", None, dt.date(2026, 12, 1)),  # `anchored in 2.2 on …`
        "2612.30055": ("SkipLM", "adjacent", None, None),
    }
    tilefuse = _works(doc)["2612.30011"]
    assert [s.path for s in tilefuse.sources] == ["inbox/ada/2026-12-09-notes.md", "paper_cards/5011-2612-30011.md"]
    assert [(f.value, f.unit) for c in tilefuse.claims for f in c.figures] == [(41.0, "%")]


def test_a_memo_declares_counts_by_their_labels_and_lists_wrapped_ids():
    doc = extract(MEMO, "inbox/kestrel/2026-12-09-vision-brief.txt")
    assert {(c.what, c.value) for c in doc.counts} == {("increments", 2), ("adjacent", 1), ("carried-over", 1)}
    listed = {m.key: m.status for m in doc.mentions if m.role == "arxiv-list"}
    assert listed == {"2612.30011": "new", "2612.30022": "new"}  # the id on the wrapped line too
    assert not [m for m in doc.mentions if m.role in ("increment", "adjacent") and not m.arxiv_id]  # no count is a work


def test_each_numbered_question_is_an_entry_with_its_wrapped_text():
    doc = extract(MEMO, "inbox/kestrel/2026-12-09-vision-brief.txt")
    got = [(e.risk, e.items) for e in doc.entries]
    assert got == [("high", ["2612.30011"]), ("low", ["2612.30022"])]
    assert "nobody outside the lab" in doc.entries[0].text and "not given" in doc.entries[1].text


def test_page_furniture_is_blank_and_every_other_line_keeps_its_number():
    seen = view(MEMO)
    assert not any("[Page 1]" in line or "vision / kestrel" in line for line in seen.lines)
    assert len(seen.lines) == len(MEMO.split("\n")) and seen.source == list(range(1, len(seen.lines) + 1))


def test_a_pair_of_brackets_without_a_reference_list_is_left_alone():
    text = "Note [1] on a thing.\n\n[1]  see the appendix, arXiv:2612.30011\n"
    assert view(text).lines[0] == "Note [1] on a thing."  # one reference is no list


LIVING_MEMO = """Vision Research Digest                                    Nightly Relay
Living Document                                          8 December 2026

                       The vision Knowledge Base
                         Version of 2026-12-08

2.1.  Encoders

   PeekNet [R1] was anchored in this section on 2026-11-29.

      Figure:      2.1x (encoder throughput)
      Source:      paper_cards/5004-2612-30044.md

2.2.  Video

   ReelMem [R2] was anchored in this section on 2026-12-01.

References

   [R1]   PeekNet, arXiv:2612.30044.

   [R2]   ReelMem, arXiv:2612.30033.
"""


def test_a_living_memo_numbers_its_sections_and_states_its_entries_in_sentences():
    doc = extract(LIVING_MEMO, "organized/knowledge/vision.txt")
    entries = {m.key: (m.name, m.section, m.status_date) for m in doc.mentions if m.role == "living"}
    assert entries == {
        "2612.30044": ("PeekNet", "2.1", dt.date(2026, 11, 29)),
        "2612.30033": ("ReelMem", "2.2", dt.date(2026, 12, 1)),
    }
    peek = next(m for m in doc.mentions if m.key == "2612.30044" and m.role == "living")
    assert [s.path for s in peek.sources] == ["paper_cards/5004-2612-30044.md"]


LETTER = """Hi all,

here is the vision brief for 9 December 2026.

What is new:

1. TileFuse, arXiv 2612.30011, belongs in §2.1. Fuses tiles before
   attention. According to the authors, it cuts visual tokens by 41%.
   Read in inbox/ada/2026-12-09-notes.md.

2. EchoAlign, arXiv 2612.30022, belongs in §2.3. Aligns speech and
   text in one pass.

Already in the living document:

- ReelMem (2612.30033) was anchored in §2.2 on 1 December; nothing new.

Ada
"""


def test_a_letter_heads_its_lists_with_a_lead_in_line_and_names_each_work_before_its_id():
    doc = extract(LETTER, "inbox/ada/2026-12-09-vision-brief.txt")
    got = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert got == {
        "2612.30011": ("TileFuse", "new", "2.1"),  # `What is new:` heads the list; the name stops at `, arXiv`
        "2612.30022": ("EchoAlign", "new", "2.3"),
        "2612.30033": ("ReelMem", "anchored", "2.2"),
    }
    tilefuse = next(m for m in doc.mentions if m.key == "2612.30011" and m.role == "increment")
    assert [(f.value, f.unit) for c in tilefuse.claims for f in c.figures] == [(41.0, "%")]  # on a wrapped line


NOTEBOOK = """# 2026-12-09 — vision brief, notebook of ada

Sources read today: inbox/ada/2026-12-09-notes.md

## Works

### 2612.30011 — TileFuse

Note to self: fuses tiles before attention.

- status :: new
- section :: §2.1 Encoders

### 2612.30033 — ReelMem

- status :: anchored
- anchored :: 2026-12-01

## Doubts

- ? TileFuse's token count is measured on a private set (2612.30011)
"""


def test_a_notebook_names_works_after_their_id_and_reads_double_colon_fields():
    doc = extract(NOTEBOOK, "inbox/ada/2026-12-09-vision-brief.md")
    got = {m.key: (m.name, m.status, m.section, m.status_date) for m in doc.mentions if m.role == "increment"}
    assert got == {
        "2612.30011": ("TileFuse", "new", "2.1", None),  # `### id — Name` under `## Works`
        "2612.30033": ("ReelMem", "anchored", None, dt.date(2026, 12, 1)),
    }
    assert [e.items for e in doc.entries] == [["2612.30011"]]  # `## Doubts`: the register


LEDGER = """VISION BRIEF LEDGER
date: 2026-12-09
sources: inbox/ada/2026-12-09-notes.md

ID          NAME        STATUS    SECTION  ANCHORED
----------- ----------- --------- -------- ----------
2612.30011  TileFuse    new       §2.1     -
2612.30033  ReelMem     anchored  §2.2     2026-12-01
"""


def test_a_fixed_width_table_under_a_dashed_rule_is_a_table():
    doc = extract(LEDGER, "inbox/ada/2026-12-09-vision-brief.txt")
    got = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert got == {"2612.30011": ("TileFuse", "new", "2.1"), "2612.30033": ("ReelMem", "anchored", "2.2")}


STANDUP = """# Multimodal standup — 2026-12-10

nadia writing. I worked from the living document `organized/knowledge/multimodal.md` in its 2026-12-09 version.

## What's new

**ClipStream** (arXiv 2612.21458) is new today; it belongs in §1.2 Long-Video Models. The number to remember is a first-token latency of 180 ms. I picked it up from `paper_cards/4224-2612-21458.md`.

**LumaVision 3**, a release (https://github.com/example/lumavision/releases/tag/v3.0), is new today; it belongs in §1.1 Vision Encoders. The number to remember is a decode speedup of 2.1×. I picked it up from `inbox/kestrel/2026-12-10-notes.md`.

## On the edges

**ChartQA-Pro** (arXiv 2612.23014) is a candidate we may pick up later: chart questions that need several reasoning steps.

## Ids for the record

Older ids still in play: 2612.20317 (§1.1), 2612.25133 (§1.3).

What I read today: `inbox/kestrel/2026-12-10-notes.md`, `inbox/ravi/2026-12-10-notes.md`, and `work-queue.md`.

## Questions to check

1. LumaVision 3's 2.1× decode speedup comes from the release notes only. (LumaVision 3 — low risk, still open)
"""


def test_a_standup_in_prose_gives_its_baseline_sources_and_a_work_named_by_its_link():
    doc = extract(STANDUP, "inbox/nadia/2026-12-10-multimodal-brief.md")
    assert (doc.baseline_path, doc.baseline_date) == ("organized/knowledge/multimodal.md", dt.date(2026, 12, 9))
    assert {"inbox/ravi/2026-12-10-notes.md", "work-queue.md"} <= {s.path for s in doc.sources}
    works = {m.key: m for m in doc.mentions if m.role in ("increment", "adjacent")}
    luma = works["lumavision 3"]  # no id: named in bold and linked, with its status in the sentence
    assert (luma.name, luma.status, luma.section) == ("LumaVision 3", "new", "1.1")
    assert [(f.value, f.unit) for c in luma.claims for f in c.figures] == [(2.1, "×")]
    assert (works["2612.23014"].role, works["2612.23014"].status) == ("adjacent", "candidate")
    [entry] = doc.entries
    assert entry.items == ["lumavision 3"]  # the register names a work a paragraph gave
    assert not any("still in play" in m.name for m in doc.mentions)  # the list's label is no name
