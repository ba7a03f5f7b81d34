"""The names of a work, by consensus: what its paper card calls it, else what most documents
call it. One document's odd spelling never replaces what the others agree on, and a candidate
that is not a name (markup, an id, a link, brackets, digits only) is never shown as one."""

from __future__ import annotations

import re

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.query.named import rows
from kgraph.store.base import BaseStore

_NOT_A_NAME = re.compile(r"[<>\[\]{}`|]|https?://|^[\W\d_]+$")


def is_shown_name(name: str) -> bool:
    """A candidate the store may hold that is never shown as a name."""
    return bool(name) and not _NOT_A_NAME.search(name) and not P.find_arxiv(name)


def ranked_names(store: BaseStore, works: list[str] | set[str]) -> dict[str, list[str]]:
    """Each work's names, best first: a paper card's title, then by the number of documents
    that write it, then the shorter; spellings differing only in blanks are one name."""
    works = sorted(works)
    votes: dict[str, dict[str, list[int]]] = {}
    for start in range(0, len(works), 500):
        chunk = [NamedNode(w) for w in works[start : start + 500]]
        for r in rows(store, "work-name-votes", work=chunk):
            name = " ".join((r["name"] or "").split())
            if not is_shown_name(name):
                continue
            tally = votes.setdefault(r["work"], {}).setdefault(name, [0, 0])
            tally[0] += r["cards"]
            tally[1] += r["documents"]
    return {
        work: sorted(names, key=lambda n: (-min(names[n][0], 1), -names[n][1], len(n), n))
        for work, names in votes.items()
    }


def display_names(store: BaseStore, works: list[str] | set[str]) -> dict[str, str]:
    """The one name to show for each work IRI (works with no name are left out): the best
    ranked name; for a work without an id, the best ranked spelling of its own key
    (`The Silent Hyperparameter`, not `the silent hyperparameter`); for a paper, never its id."""
    out = {}
    for work, names in ranked_names(store, works).items():
        key = V.work_key_from_iri(work)
        if work.startswith(V.ID + "arxiv/"):
            pool = [n for n in names if n.lower() != key.lower()]
        else:
            pool = [n for n in names if n.lower() == key] or [n for n in names if P.normalise_name(n) == key] or names
        if pool:
            out[work] = pool[0]
    return out
