"""What every facts model of the zoo4 shape (tests/zoo10 … tests/zoo14) computes the same way:
the statuses a brief's parts group, the counts its own list gives, a paper card's id."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from tests.zoo4.facts import Doc, Mention, Work

NEW = "new"
CARRIED = {"carried-over", "anchored", "not-anchored"}
ADJACENT = {"adjacent", "candidate"}


def listed(d: Doc, works: Mapping[str, Work]) -> dict[str, int]:
    """The counts a brief's own list of items gives (what its declared counts should be)."""
    return {
        "increments": sum(m.status == NEW for m in d.mentions),
        "adjacent": sum(m.status in ADJACENT for m in d.mentions),
        "new-arxiv": sum(m.status == NEW and works[m.work].arxiv is not None for m in d.mentions),
        "carried-over": sum(m.status in CARRIED for m in d.mentions),
    }


def groups(d: Doc) -> tuple[list[Mention], list[Mention], list[Mention]]:
    """A brief's mentions split into new items, carried-over ones and adjacent ones."""
    new = [m for m in d.mentions if m.status == NEW]
    carried = [m for m in d.mentions if m.status in CARRIED]
    side = [m for m in d.mentions if m.status in ADJACENT]
    return new, carried, side


def carried_ids(d: Doc, work: Callable[[Mention], Work]) -> list[Mention]:
    """The carried-over arXiv ids a brief's id list gives (with their anchoring date where known)."""
    return [m for m in d.mentions if m.status in CARRIED and work(m).arxiv]


def card_of(path: str) -> str | None:
    """The arXiv id a paper card's file name carries (`paper_cards/5110-2702-01377.md` -> 2702.01377)."""
    stem = path.rsplit("/", 1)[-1].removesuffix(".md")
    parts = stem.split("-")
    return f"{parts[1]}.{parts[2]}" if stem != path and len(parts) == 3 and path.startswith("paper_cards/") else None
