"""A work's display name by consensus: a paper card's title, else what most documents call it;
one document's odd name never wins, and what is not a name is never shown as one."""

from __future__ import annotations

import datetime as dt

import pytest

from kgraph import vocab as V
from kgraph.graph.build import document_quads
from kgraph.models import Document, Mention
from kgraph.query.names import display_names, is_shown_name, ranked_names
from kgraph.store.local import GraphStore

PAPER = V.ID + "arxiv/2609.00768"


def note(path: str, kind: str, *names: str) -> Document:
    mentions = [
        Mention(key="2609.00768", arxiv_id="2609.00768", name=name, line=3 + n, status="mentioned", role="text")
        for n, name in enumerate(names)
    ]
    return Document(path=path, kind=kind, date=dt.date(2026, 9, 1), title="t", content_hash=path, mentions=mentions)


def store_of(*docs: Document) -> GraphStore:
    store = GraphStore(None, write=True)
    store.replace_documents([(V.doc_iri(d.path), document_quads(d)) for d in docs])
    return store


def test_what_most_documents_call_a_work_wins_over_one_odd_name():
    odd = "TW overlap kernel"  # shorter names used to win whatever the others said
    store = store_of(
        *(note(f"inbox/ana/2026-09-0{n}-notes.md", "inbox_note", "TokenWeave") for n in (1, 2, 3)),
        note("inbox/bo/2026-09-04-notes.md", "inbox_note", odd, odd),  # twice in one document: one vote
        note("inbox/cy/2026-09-05-notes.md", "inbox_note", "TW"),
    )
    assert display_names(store, [PAPER]) == {PAPER: "TokenWeave"}
    assert ranked_names(store, [PAPER])[PAPER][0] == "TokenWeave"
    assert set(ranked_names(store, [PAPER])[PAPER]) == {"TokenWeave", odd, "TW"}


def test_a_paper_cards_title_wins_over_the_majority():
    store = store_of(
        *(note(f"inbox/ana/2026-09-0{n}-notes.md", "inbox_note", "TW") for n in (1, 2, 3)),
        note("paper_cards/1179-2609-00768.md", "paper_card", "TokenWeave"),
    )
    assert display_names(store, [PAPER]) == {PAPER: "TokenWeave"}


def test_what_is_not_a_name_is_never_shown():
    store = store_of(
        note("inbox/ana/2026-09-01-notes.md", "inbox_note", "<b>TokenWeave</b>", "2609.00768", "[[2609.00768]]"),
        note("inbox/ana/2026-09-02-notes.md", "inbox_note", "<b>TokenWeave</b>", "1234"),
        note("inbox/ana/2026-09-03-notes.md", "inbox_note", "TokenWeave"),
    )
    assert ranked_names(store, [PAPER]) == {PAPER: ["TokenWeave"]}


@pytest.mark.parametrize(
    "name, shown",
    [
        ("TokenWeave", True),
        ("投機解碼", True),
        ("The Silent Hyperparameter", True),
        ("<script>x</script>", False),
        ("RingSpec · [[2609.05118]]", False),
        ("arXiv:2609.05118", False),
        ("https://arxiv.org/abs/2609.05118", False),
        ("1177", False),
        ("", False),
    ],
)
def test_is_shown_name(name, shown):
    assert is_shown_name(name) is shown
