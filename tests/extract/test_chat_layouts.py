"""A brief pasted from a chat digest (no headings: one paragraph per work, written as a sentence
with the poster's handle) and counts written near ids and names."""

from __future__ import annotations

from kgraph import patterns as P
from kgraph.extract import extract

DIGEST = """# vision briefs · daily digest · 2026-12-09

**tally:** 2 main increments · 1 carried over

:new: @ada: TileFuse (2612.30011) is new, goes in §2.1 Encoders. Our notes are in inbox/ada/2026-12-09-notes.md and the tile merge saves 41% of visual tokens.

:new: @ada: EchoAlign (2612.30022) is new, goes in §2.3 Audio. It aligns speech and text in one pass for every clip.

**new arXiv ids:** 2612.30011, 2612.30022

:repeat: @ada: PeekNet 2 carried over in §2.1, it stays there and nothing changed this week.
"""


def test_a_sentence_per_work_names_it_and_says_its_status():
    doc = extract(DIGEST, "inbox/ada/2026-12-09-vision-brief.md")
    works = {m.key: (m.name, m.status, m.section) for m in doc.mentions if m.role == "increment"}
    assert works == {
        "2612.30011": ("TileFuse", "new", "2.1"),
        "2612.30022": ("EchoAlign", "new", "2.3"),
        "peeknet 2": ("PeekNet 2", "carried-over", "2.1"),  # the tally's one carried over, named without an id
    }


def test_an_id_is_no_count_and_a_name_ending_in_a_number_counts_nothing():
    doc = extract(DIGEST, "inbox/ada/2026-12-09-vision-brief.md")
    assert sorted((c.what, c.value) for c in doc.counts) == [("carried-over", 1), ("increments", 2)]  # not 2612, not 2


def test_a_section_number_followed_by_prose_has_no_name():
    assert P.sections_with_names("it belongs in §1.3 for now") == [("1.3", "", 14)]
    assert P.sections_with_names("anchored in §1.2 on 1 December") == [("1.2", "", 12)]
    assert P.sections_with_names("§1.3 in-context learning") == [("1.3", "in-context learning", 0)]


def test_chinese_counts_of_carried_items_and_new_ids_and_no_date_is_a_count():
    text = "多模態日報（2026-12-09）\n\n本次：主增量 3 條，鄰接 1 條，新增 arXiv 編號 3 個，沿用 2 條。\n\nA（arXiv 2612.30011）沿用，沿用12月1日条目。\n"
    doc = extract(text, "inbox/ada/2026-12-09-vision-brief.md")
    got = sorted((c.what, c.value) for c in doc.counts)
    assert got == [("adjacent", 1), ("carried-over", 2), ("increments", 3), ("new-arxiv", 3)]  # not `沿用12-01条` as 1
