"""SPARQL queries shipped with kgraph, as `.rq` files users can read, copy and adapt, and the
helpers every query module shares: running a named query into plain rows, and resolving what a
user typed (an arXiv id, a card name, a name) to the IRI it means.

This module sits below every query module (lineage, netnew, detect, claims, ...), which import
from here and not from each other's helpers.
"""

from __future__ import annotations

import datetime as dt
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pyoxigraph import Literal, NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.errors import NotFound

if TYPE_CHECKING:
    from kgraph.store.base import BaseStore

HERE = Path(__file__).parent / "rq"
FOLDERS = (HERE, Path(__file__).parent / "detectors")  # the detectors' queries live beside them


@cache
def load(name: str) -> str:
    """The text of a named query (without the `.rq`)."""
    for folder in FOLDERS:
        path = folder / f"{name}.rq"
        if path.is_file() and path.parent == folder:
            return path.read_text(encoding="utf-8")
    raise KeyError(name)


def names() -> list[str]:
    return sorted(p.stem for folder in FOLDERS for p in folder.glob("*.rq"))


def description(name: str) -> str:
    """The first sentence of a query's leading comment (which may run over several lines)."""
    lines = []
    for line in load(name).splitlines():
        if not line.startswith("#"):
            break
        lines.append(line.lstrip("# ").strip())
    text = " ".join(x for x in lines if x)
    end = re.search(r"(?<!e\.g)(?<!i\.e)(?<!etc)\.(\s|$)", text)
    return text[: end.start() + 1] if end else text


# ---------------------------------------------------------------- running named queries


def term(value: Any) -> Any:
    """A pyoxigraph term as a plain Python value."""
    if value is None:
        return None
    if isinstance(value, Literal):
        dtype = value.datatype.value
        if dtype == V.XSD + "integer":
            return int(value.value)
        if dtype == V.XSD + "decimal":
            return float(value.value)
        if dtype == V.XSD + "boolean":
            return value.value == "true"
        return value.value
    return value.value


_VALUES_MARKER = re.compile(r"#VALUES \?(\w+)")


def rows(store: BaseStore, name: str, **bindings: Any) -> list[dict[str, Any]]:
    """Rows of a named query as plain values.

    A bound variable whose query has a `#VALUES ?var` line is bound there, as a VALUES clause
    made of the term's own N-Triples serialisation (so no text from a user can change the
    query): Oxigraph applies `substitutions` only after evaluating the whole query, which at
    10,000 documents makes a lookup of one work scan every work.
    """
    text = load(name)
    for marker in _VALUES_MARKER.finditer(text):
        var = marker.group(1)
        if var in bindings and bindings[var] is not None:
            value = bindings.pop(var)
            terms = " ".join(str(v) for v in value) if isinstance(value, list | tuple | set) else str(value)
            text = text.replace(marker.group(0), f"VALUES ?{var} {{ {terms} }}")
    result = store.query(text, **bindings)
    variables = [v.value for v in result.variables]
    return [{k: term(sol[k]) for k in variables} for sol in result]


def dated_rows(store: BaseStore, name: str, as_of: dt.date | None, **bindings: Any) -> list[dict[str, Any]]:
    """Rows of a query with a ?date column, keeping those dated on or before `as_of`."""
    found = rows(store, name, **bindings)
    if as_of is None:
        return found
    limit = as_of.isoformat()
    return [r for r in found if r.get("date") and r["date"] <= limit]


# ---------------------------------------------------------------- resolving what the user typed


def resolve(store: BaseStore, text: str) -> str:
    """The IRI of the work a user means by an arXiv id, a paper-card name or a name/alias."""
    raw = text.strip()
    candidates: list[str] = []
    card = P.PAPER_CARD.search(raw)
    if card and (key := P.arxiv_key(card.group(2), card.group(3))):
        candidates.append(V.paper_iri(key))
    for key, _, _ in P.find_arxiv(raw):
        candidates.append(V.paper_iri(key))
    for iri in candidates:
        if store.query("ASK { GRAPH ?g { ?m kg:about ?w } }", w=NamedNode(iri)):
            return iri
    wanted = P.normalise_name(raw)
    labels = rows(store, "all-labels")
    # A name that is also the label of a paper means the paper; otherwise the work of that name.
    named = sorted(
        {row["work"] for row in labels if P.normalise_name(row["name"]) == wanted},
        key=lambda iri: (not iri.startswith(V.ID + "arxiv/"), iri),
    )
    if named:
        return named[0]
    direct = V.work_iri(wanted)
    if store.query("ASK { GRAPH ?g { ?m kg:about ?w } }", w=NamedNode(direct)):
        return direct
    import difflib

    known = sorted({V.work_key_from_iri(r["work"]) for r in labels} | {r["name"] for r in labels})
    close = difflib.get_close_matches(raw, known, n=5, cutoff=0.6)
    close += [k for k in known if wanted and wanted in k.lower() and k not in close][: 5 - len(close)]
    raise NotFound(f"{raw!r} is not in the store", suggestions=close)
