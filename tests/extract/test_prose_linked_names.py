"""Works without an id that a paragraph names just before their link, in a sentence that gives
a status: each is a record of its own, its status from the sentence that names it."""

from __future__ import annotations

from kgraph.extract import extract

HEAD = """# Inference brief · 2026-12-10

Window 2026-12-09 22:00 to 2026-12-10 22:00, from organized/knowledge/inference.md as of 12-09.

## Today

"""
PATH = "inbox/ben/2026-12-10-inference-brief.md"


def works(body: str) -> dict[str, tuple[str, str | None]]:
    doc = extract(HEAD + body, PATH)
    return {m.name: (m.status, m.section) for m in doc.mentions if m.role != "source"}


def test_a_release_named_before_its_link_mid_sentence_is_a_record():
    got = works(
        "The main increment is TileFuse (arXiv:2612.30011), NET-new, for §2.1 Kernels. "
        "Adjacent to the topic but not an increment is vLLM v0.31.0 release "
        "(https://github.com/vllm-project/vllm/releases/tag/v0.31.0), near §1.1 Serving.\n"
    )
    assert got["vLLM v0.31.0 release"][0] == "adjacent"
    assert got["TileFuse"][0] == "new"


def test_a_chinese_sentence_names_a_release_before_its_bracketed_link():
    got = works(
        "第一条增量是 TileFuse（arXiv 2612.30011），属本次净增，归入 §2.1 内核。"
        "第二条增量是 PeekNet 2（版本发布，https://github.com/example/peeknet/releases/tag/v2），"
        "同样属本次净增，归入 §1.1 服务。\n"
    )
    assert got["PeekNet 2"] == ("new", "1.1")
    assert got["TileFuse"] == ("new", "2.1")


def test_a_link_without_a_status_in_its_sentence_names_no_work():
    got = works(
        "We read TileFuse (arXiv:2612.30011), NET-new, for §2.1 Kernels. "
        "The project page is Example Site (https://example.org/tilefuse) for the curious.\n"
    )
    assert "Example Site" not in got


LIVING = """\
# What we know about beekeeping

This is the living knowledge document for beekeeping, in its version of June 5, 2027.

## §1.2 Hive software

HiveOS 3 (https://example.org/hiveos/releases/3.0): the hive controller's firmware. It was
anchored here on Jun 3. It came from inbox/wren/2027-06-03-notes.md.
"""


def test_a_living_paragraph_that_opens_with_a_linked_name_is_its_entry():
    doc = extract(LIVING, "organized/knowledge/beekeeping.md")
    (entry,) = [m for m in doc.mentions if m.role == "living"]
    assert (entry.key, entry.name, entry.section, entry.status) == ("hiveos 3", "HiveOS 3", "1.2", "anchored")
    assert str(entry.status_date) == "2027-06-03"
    assert entry.urls == ["https://example.org/hiveos/releases/3.0"]
    assert [s.path for s in entry.sources] == ["inbox/wren/2027-06-03-notes.md"]
