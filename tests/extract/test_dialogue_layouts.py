"""A brief written as questions and answers (an FAQ page): the question's label and words are
not the work's name, and the answer's first sentence says what nothing else said of the item."""

from __future__ import annotations

from kgraph.extract import extract

FAQ = """# serving daily brief, questions and answers (2026-12-09)

Author: ada | Window: 2026-12-08 22:00 -> 2026-12-09 22:00

## Q: What is new today?

### Q: What is TileFuse (2612.30011)?

A: NET-new in this brief; it belongs in §2.1 Encoders. Sources: inbox/ada/2026-12-09-notes.md.

### 问：EchoAlign（2612.30022）是什么？

答：本棒净增，建议归入 §2.3 音频。

## Q: What was carried over or anchored before?

### Q: What about PeekNet 2?

A: Not new: anchored in §2.1 Encoders on 2026-12-01. Nothing changed since.
"""


def _works() -> dict[str, tuple]:
    doc = extract(FAQ, "inbox/ada/2026-12-09-serving-brief.md")
    assert doc.kind == "brief"
    return {m.key: (m.name, m.status, str(m.status_date or ""), m.section) for m in doc.mentions}


def test_a_question_heading_names_the_work_it_asks_about():
    works = _works()
    assert works["2612.30011"][0] == "TileFuse"  # not `Q`, not `What is TileFuse`
    assert works["2612.30022"][0] == "EchoAlign"  # not `问`, not `EchoAlign是什么`
    assert works["peeknet 2"][0] == "PeekNet 2"  # a work without an id: `What about PeekNet 2?`


def test_the_answer_gives_the_section_it_suggests_and_the_status_its_first_sentence_says():
    works = _works()
    assert works["2612.30011"][1:] == ("new", "", "2.1")
    assert works["2612.30022"][1:] == ("new", "", "2.3")  # `建议归入 §2.3 音频` without a colon
    assert works["peeknet 2"][1:] == ("anchored", "2026-12-01", "2.1")  # `Not new: anchored in §2.1 … on 2026-12-01.`
