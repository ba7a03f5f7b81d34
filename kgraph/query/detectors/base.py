"""What every detector shares: the facts it reads (loaded once per run), an entry's id and evidence, and the scope of what it reads (for the stored register)."""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.query.named import rows
from kgraph.store.base import BaseStore


def key_of(iri: str) -> str:
    return V.work_key_from_iri(iri)


def evidence(row: dict[str, Any], quote_key: str = "quote") -> dict[str, Any]:
    return {
        "document": row.get("path"),
        "date": row.get("date"),
        "line": row.get("line"),
        "quote": (row.get(quote_key) or "")[:200],
    }


def entry_id(kind: str, *parts: object) -> str:
    digest = hashlib.sha1("\x1f".join([kind, *map(str, parts)]).encode("utf-8")).hexdigest()[:6]
    return f"C-{digest}"


def stable(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rows in an order that does not depend on the store (embedded or remote) that produced them."""
    for row in found:
        if row.get("works"):  # GROUP_CONCAT joins in no particular order
            row["works"] = " ".join(sorted(row["works"].split()))
        if row.get("lines"):
            row["lines"] = ",".join(sorted(row["lines"].split(","), key=int))
    return sorted(found, key=lambda r: tuple(str(v) for v in r.values()))


# The queries whose rows the detectors read as canonical works (`kgraph.query.identity`): a name-only
# work that is a paper is that paper. The others are read per document, as the document wrote them.
CANONICAL_TABLES = frozenset({"detect-anchor-mentions", "detect-new-mentions", "detect-figures", "detect-register"})


@dataclass
class Facts:
    """What the detectors read, loaded once per run (optionally only documents up to a date)."""

    store: BaseStore
    as_of: dt.date | None = None
    cache: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    links: dict[str, str] | None = None  # the identity of works (`kgraph.query.identity.links`)

    def get(self, name: str) -> list[dict[str, Any]]:
        if name not in self.cache:
            found = rows(self.store, name)
            if name in CANONICAL_TABLES:
                from kgraph.query import identity

                if self.links is None:
                    self.links = identity.links(self.store)
                found = [identity.canonical_row(r, self.links) for r in found]
            if self.as_of is not None:
                limit = self.as_of.isoformat()
                found = [r for r in found if not r.get("date") or r["date"] <= limit]
            self.cache[name] = stable(found)
        return self.cache[name]


def _work_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("w:" + row["work"],)


def _doc_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("d:" + row["doc"],)


def _section_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("s:" + str(row["number"]),)


@dataclass(frozen=True)
class Scope:
    """What a detector reads, for the materialised register (`kgraph.query.register`).

    `reads` names the `detect-*.rq` queries whose rows it reads (each row comes from one
    document); `keys(query, row)` names the keys a row belongs to (an item `w:`, a document
    `d:`, a section `s:`, a paper's cards `c:`, a concern's start `t:`). The detector's findings
    for a key must follow from that key's rows alone, so a document change re-runs it only for
    the keys of the rows it adds or drops. With `chained`, findings follow from every row
    reachable through shared keys (concerns chain through works and text), and the detector
    re-runs over that whole connected group.
    """

    reads: tuple[str, ...]
    keys: Callable[[str, dict[str, Any]], tuple[str, ...]]
    chained: bool = False


SEVERITY_ORDER = {"high": 3, "medium": 2, "low": 1}


FIGURE_TOLERANCE = P.FIGURE_TOLERANCE
