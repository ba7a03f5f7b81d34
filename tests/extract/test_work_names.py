"""Every stored work name is a title, never a sentence or a fragment of one: checked on the
stored names (what documents call their works) of the examples and of the sample briefs, by a
rule written here, independent of the extractor."""

from __future__ import annotations

import re

import pytest

from kgraph.api import KGraph
from kgraph.query.named import rows

# A title holds no clause punctuation, does not open with a preposition, particle or verb of a
# running sentence, holds no date, time or file path (those belong to the sentence around a
# title), and is not longer than a title.
CLAUSE = re.compile(r"[，。；;！？!?、]")
OPENERS = (
    "落在",
    "在",
    "从",
    "于",
    "是",
    "由",
    "和",
    "与",
    "及",
    "对",
    "把",
    "被",
    "的",
    "并",
    "但",
    "而",
    "已",
    "仍",
    "将",
)
WHEN_OR_WHERE = re.compile(r"(?<![\w.])\d{1,2}-\d{1,2}(?![\w.])|\b\d{1,2}:\d{2}\b|\d{4}-\d{2}-\d{2}|\.md\b|\binbox/")
LONGEST = 48


def fragment(name: str) -> str | None:
    """Why `name` is not a title (None: it is one)."""
    text = name.strip()
    if CLAUSE.search(text):
        return "clause punctuation"
    if text.startswith(OPENERS):
        return "opens like a sentence"
    if WHEN_OR_WHERE.search(text):
        return "holds a date, a time or a path"
    if len(text) > LONGEST:
        return "longer than a title"
    return None


def test_the_rule_catches_sentences_and_fragments():
    for text in ("落在 Tom 9-01 棒窗口", "⑤ 为 23:30 后补记，落在本窗口内", "在 8-31 22:20 之后", "见 inbox/jay/x.md"):
        assert fragment(text), text
    for text in ("SpecBranch", "FlashAttention-4", "SGLang Advanced CUDA Graph", "The Silent Hyperparameter"):
        assert fragment(text) is None, text


def stored_names(location) -> set[str]:
    with KGraph(location) as kg:
        return {r["name"] for r in rows(kg.store, "all-labels") if r.get("name")}


@pytest.mark.parametrize("which", ["examples_store", "seeds_store"])
def test_no_stored_work_name_is_a_sentence_or_a_fragment(which, request):
    names = stored_names(request.getfixturevalue(which))
    assert names
    assert {n: fragment(n) for n in sorted(names) if fragment(n)} == {}
