"""What a brief says in sentences and in id-only rows rather than in labelled lists: the id list a
sentence gives, the sections a sentence names, a work named as the subject of its status, and a
row that only repeats an item's id."""

from __future__ import annotations

from kgraph.extract import extract

HEAD = """# Multimodal brief · 2026-12-10

Window 2026-12-09 22:00 to 2026-12-10 22:00, from organized/knowledge/multimodal.md as of 12-09.
Declared: 1 increment, 1 NET-new arXiv id.

## NET-new

- SpeakSee (arXiv 2612.26340) — NET-new, §1.3 Audio-Language Models.

## Also

"""
PATH = "inbox/nadia/2026-12-10-multimodal-brief.md"


def test_a_sentence_that_gives_the_new_ids_is_the_id_list_over_its_wrapped_lines():
    doc = extract(
        HEAD + "1. ClipStream, arXiv 2612.21458, belongs in §1.2. It accepts long clips.\n"
        "2. FrameSkip-LM, arXiv 2612.24581, belongs in §1.2. It skips frames.\n\n"
        "For the record, the new arXiv ids are 2612.21458,\n"
        "2612.24581 and 2612.24581.\n",
        PATH,
    )
    listed = [(m.key, m.line, m.status) for m in doc.mentions if m.role == "arxiv-list"]
    assert listed == [("2612.21458", 15, "new"), ("2612.24581", 16, "new"), ("2612.24581", 16, "new")]


def test_ids_in_a_sentence_that_is_no_list_are_not_the_id_list():
    doc = extract(
        HEAD + "ClipStream (2612.21458) and FrameSkip-LM (2612.24581) are both about video.\n"
        "The papers we compared are 2612.21458 and 2612.24581.\n",
        PATH,
    )
    assert not [m for m in doc.mentions if m.role == "arxiv-list"]


def test_a_sentence_naming_the_sections_gives_each_name_even_across_a_wrap():
    doc = extract(
        HEAD + "In short: two increments. The sections involved are §1.1\n"
        "Vision Encoders, §1.2 Long-Video Models and §1.3 Audio-Language Models.\n",
        PATH,
    )
    names = {(s.number, s.name) for s in doc.section_names if s.line > 8}
    assert names == {("1.1", "Vision Encoders"), ("1.2", "Long-Video Models"), ("1.3", "Audio-Language Models")}


def test_a_work_named_as_the_subject_of_its_status_and_section_is_an_item():
    doc = extract(
        HEAD + ":repeat: @nadia: LumaVision 3 carried over, §1.1 Vision Encoders.\n> benchmark check closed\n",
        PATH,
    )
    got = {m.name: (m.status, m.section) for m in doc.mentions if m.name}
    assert got["LumaVision 3"] == ("carried-over", "1.1")


def test_a_lower_case_subject_is_no_work():
    doc = extract(HEAD + "the benchmark check carried over, §1.1 Vision Encoders, for one more day.\n", PATH)
    assert [m.name for m in doc.mentions if m.name] == ["SpeakSee"]


def test_it_is_not_anchored_after_the_item_line_is_its_status():
    doc = extract(
        HEAD + "### Already in the living document\n\n"
        "- OmniTok (2612.25133) stays out of §1.3 for now: it is not anchored,\n"
        "  held back until the eval set is public.\n",
        PATH,
    )
    assert {m.status for m in doc.mentions if m.key == "2612.25133" and m.name} == {"not-anchored"}


def test_a_row_that_only_repeats_an_id_takes_the_status_its_named_row_gives():
    doc = extract(
        HEAD + "| item | arxiv_id | status | section |\n|---|---|---|---|\n"
        "| PolicyDistill | 2702.07415 | not yet anchored | §1.1 Grasping |\n"
        "| NavMem | 2702.05290 | carried over | §1.2 Navigation |\n\n"
        "Citable ids:\n\n"
        "| arxiv_id | list | section |\n|---|---|---|\n"
        "| 2702.07415 | carried over | §1.1 |\n"
        "| 2702.05290 | carried over | §1.2 |\n"
        "| 2702.05290 | carried over | §1.2 |\n",
        PATH,
    )
    statuses = {(m.key, m.status) for m in doc.mentions if m.key.startswith("2702.")}
    assert ("2702.07415", "carried-over") not in statuses
    rows = [(m.key, m.role) for m in doc.mentions if not m.name and m.key.startswith("2702.")]
    assert rows.count(("2702.05290", "arxiv-list")) == 2


def test_a_paragraph_opening_with_a_known_works_name_is_a_note_on_it():
    doc = extract(
        HEAD + "| Work | arXiv | Section | Status |\n|---|---|---|---|\n"
        "| DataMixer-2 | 2612.14510 | §2.1 Data Curation | carried over |\n\n"
        "**DataMixer-2**: v2 of the paper reports a larger gain; data efficiency now 2.4× "
        "(source: inbox/mira/2026-12-05-notes.md).\n",
        PATH,
    )
    sources = {s.path for m in doc.mentions if m.key == "2612.14510" for s in m.sources}
    assert sources == {"inbox/mira/2026-12-05-notes.md"}


def test_a_notebooks_code_cell_of_paths_under_the_sources_heading_lists_them():
    import json

    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": [HEAD]},
        {"cell_type": "markdown", "metadata": {}, "source": ["## Sources checked"]},
        {
            "cell_type": "code",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": [
                "sources_checked = [\n",
                '    "inbox/otto/2026-12-03-notes.md",\n',
                '    "work-queue.md",\n',
                "]",
            ],
        },
        {
            "cell_type": "code",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": ['notes = open("inbox/zed/2026-12-03-notes.md", "r")'],
        },
    ]
    notebook = {"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}
    doc = extract(json.dumps(notebook, indent=1).encode(), "inbox/nadia/2026-12-10-multimodal-brief.ipynb")
    assert {"inbox/otto/2026-12-03-notes.md", "work-queue.md"} <= {s.path for s in doc.sources}
    assert "inbox/zed/2026-12-03-notes.md" not in {s.path for s in doc.sources}  # (code that reads a file)
