"""A document's topic: a field says it; else the pipeline's file names (`<date>-<topic>-brief.md`,
`organized/knowledge/<topic>.md`); a guess from the title line's words comes last."""

from __future__ import annotations

import pytest

from kgraph.extract import extract
from kgraph.extract.kinds import topic_in_path

BRIEF = """# Daily brief — {title}

Topic: {field}

## NET-new
- 2612.11834 MuonLite — NET-new, §1.2

## Sources read
- inbox/otto/2026-12-03-notes.md
"""


@pytest.mark.parametrize(
    ("path", "kind", "topic"),
    [
        ("inbox/mira/2026-12-03-training-brief.md", "brief", "training"),
        ("inbox/tom/2026-09-02-inference-e1prep.md", "brief", "inference"),
        ("inbox/spark/2026-09-02-llm-infra-e1prep.md", "brief", "llm-infra"),
        ("organized/knowledge/retrieval.org", "living", "retrieval"),
        (
            "inbox/stoat/2029-07-10-glacier-lake-outburst-monitoring-brief.txt",
            "brief",
            "glacier-lake-outburst-monitoring",
        ),
        ("inbox/stoat/2029-07-10-what-we-read-about-the-lakes-today-report.txt", "brief", None),  # a sentence
        ("inbox/mira/notes.md", "brief", None),  # no date before the topic: not the pipeline's name
        ("inbox/mira/2026-12-03-brief.md", "brief", None),  # nothing between the date and `brief`
        ("inbox/tom/2026-09-10-crlf.md", "brief", None),  # no word saying what the file is: a guess
        ("organized/knowledge/retrieval.md", "brief", None),  # a living document's name, not a brief's
    ],
)
def test_the_topic_a_file_name_gives(path, kind, topic):
    assert topic_in_path(path, kind) == topic


def test_a_brief_whose_text_names_no_topic_takes_its_file_names():
    text = BRIEF.format(title="3 Dec", field="").replace("Topic: \n", "")
    assert extract(text, "inbox/mira/2026-12-03-training-brief.md").topic == "training"


def test_the_file_name_beats_a_guess_from_the_title_line():
    text = "__NOTOC__ · notes\n" + BRIEF.format(title="3 Dec", field="").replace("Topic: \n", "")
    assert extract(text, "inbox/mira/2026-12-03-training-brief.md").topic == "training"


def test_a_topic_field_beats_the_file_name_and_a_title_guess():
    text = "Daily brief   topic: vision   date: 2026-12-03\n" + BRIEF.format(title="x", field="vision")
    assert extract(text, "inbox/mira/2026-12-03-training-brief.md").topic == "vision"
