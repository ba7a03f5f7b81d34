"""`3 new items (3 new arXiv IDs), 1 adjacent` counts the items the brief lists as new (its
increments); `3 new items in all` and a `new_items: 3` field count every new item, ids or not.
And `[[work-queue]]` in an Obsidian note names the pipeline's `work-queue.md`, as
`[[inbox/x/notes]]` names a note's file."""

from __future__ import annotations

from kgraph.extract import extract

BRIEF = """\
# Geodesy brief, 2027-04-14

Author: plover
Declared: {declared}

## Sources read

- [[inbox/heron/2027-04-14-notes]]
- [[work-queue]]

## NET-new

- TideFit (arXiv 2704.03311), NET-new
- GravGrid (arXiv 2704.05520), NET-new
"""


def _counts(declared: str) -> list[tuple[str, int]]:
    doc = extract(BRIEF.format(declared=declared).encode(), "inbox/plover/2027-04-14-geodesy-brief.md")
    return sorted((c.what, c.value) for c in doc.counts)


def test_n_new_items_beside_other_counts_are_the_increments():
    assert _counts("2 new items (2 new arXiv IDs), 1 adjacent item") == [
        ("adjacent", 1),
        ("increments", 2),
        ("new-arxiv", 2),
    ]


def test_new_items_in_all_and_a_new_items_field_count_every_new_item():
    assert _counts("2 new items in all") == [("new-items", 2)]
    assert _counts("x\nnew_items: 2") == [("new-items", 2)]


def test_a_wikilink_to_the_work_queue_names_its_file():
    doc = extract(BRIEF.format(declared="2 new items").encode(), "inbox/plover/2027-04-14-geodesy-brief.md")
    assert {s.path for s in doc.sources} >= {"inbox/heron/2027-04-14-notes.md", "work-queue.md"}
