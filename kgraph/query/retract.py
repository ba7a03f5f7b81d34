"""Retractions: a source, document, claim, URL or work found wrong, and what that does to the claims
that stood on it.

A retraction is a record of its own: a named graph `kgid:retraction/R-xxxxxx` with PROV terms
(`prov:invalidated` / `prov:wasInvalidatedBy`, `prov:invalidatedAtTime`, `prov:wasAssociatedWith`),
a reason, a date and who made it; its content hash sits in the metadata graph like a document's,
so `push`, `pull`, `export` and import carry it like a document. Nothing is deleted: an undo adds
`kg:undoneOn` / `kg:undoneBy` to the same record, and `--as-of` a date before a retraction (or
after its undo) shows the state without it.

The two detectors `unsupported-claim` (high: every independent origin of the claim is retracted)
and `weakened-claim` (medium: some are) have the signature of those in `kgraph.query.detectors`, which
lists them. Claims stated in a retracted document, or retracted themselves, are the retraction
itself: they are shown by `kgraph retractions` and `kgraph impact`, not as register entries.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from pyoxigraph import DefaultGraph, Literal, NamedNode, Quad

from kgraph import vocab as V
from kgraph.errors import KGraphError, NotFound
from kgraph.query.named import resolve, rows
from kgraph.query.origins import Blocked, Origins, claims_of_works, paper_of_page
from kgraph.store.base import BaseStore

MAX_REASON = 2000  # characters
MAX_NAME = 200
CLAIM_ID = re.compile(r".+@(?:\d{4}-\d{2}-\d{2}|undated)~[0-9a-f]{6}")
RETRACTION_ID = re.compile(r"R-[0-9a-f]{6,12}")
TARGET_KINDS = ("document", "source", "claim", "url", "work")
SEVERITY = {"unsupported-claim": "high", "weakened-claim": "medium"}


def retraction_iri(rid: str) -> str:
    return V.ID + "retraction/" + rid


def agent_iri(name: str) -> str:
    return V.ID + "agent/" + quote(name.strip().lower(), safe="")


def _kg(name: str) -> NamedNode:
    return NamedNode(V.KG + name)


def _prov(name: str) -> NamedNode:
    return NamedNode(V.PROV + name)


RDF_TYPE = NamedNode(V.RDF + "type")
LABEL = NamedNode(V.RDFS + "label")
DCT_DATE = NamedNode(V.DCT + "date")
XSD_DATE = NamedNode(V.XSD + "date")
XSD_DATETIME = NamedNode(V.XSD + "dateTime")


# ---------------------------------------------------------------- what a target is


@dataclass(frozen=True)
class Target:
    kind: str  # document, source, claim, url, work
    iri: str
    text: str  # as the record names it: a logical path, a claim id, a URL, an item key


def resolve_target(store: BaseStore, text: str) -> Target:
    """What a user means by TARGET: a document or source path, a claim id, a URL, or a work."""
    raw = text.strip()
    if not raw or len(raw) > 2000 or any(ord(ch) < 32 for ch in raw):
        raise KGraphError("a target is a path, claim id, URL, arXiv id or name on one line (at most 2,000 characters)")
    if CLAIM_ID.fullmatch(raw) and " " not in raw:
        if not rows(store, "claim", claim=NamedNode(V.claim_iri(raw))):
            raise NotFound(f"claim {raw!r} is not in the store")
        return Target("claim", V.claim_iri(raw), raw)
    if re.match(r"https?://", raw, re.IGNORECASE):
        if not re.fullmatch(r"https?://[^\s<>\"{}|\\^`]+", raw):
            raise KGraphError(f"{raw!r} is not a URL kgraph can record")
        return Target("url", NamedNode(raw).value, raw)
    if "/" in raw or re.search(r"\.(md|txt|markdown)$", raw, re.IGNORECASE):
        path = raw.removeprefix("./")
        iri = V.doc_iri(path)
        if store.document_hashes([path]):
            return Target("document", iri, path)
        node = NamedNode(iri)
        known = store.query(
            "ASK { { GRAPH ?g { ?s kg:path ?p } } UNION { GRAPH ?g { ?c prov:wasQuotedFrom ?d } } "
            "UNION { GRAPH ?g { ?m prov:wasDerivedFrom ?d } } }",
            p=Literal(path),
            d=node,
        )
        if not known:
            raise NotFound(f"{path!r} is neither an ingested document nor a source any document names")
        return Target("source", iri, path)
    work = resolve(store, raw)
    return Target("work", work, V.work_key_from_iri(work))


# ---------------------------------------------------------------- records


def _date_time(day: dt.date) -> Literal:
    return Literal(f"{day.isoformat()}T00:00:00Z", datatype=XSD_DATETIME)


def _day(day: dt.date) -> Literal:
    return Literal(day.isoformat(), datatype=XSD_DATE)


def _check_text(value: str, what: str, limit: int) -> str:
    value = " ".join(value.split())
    if not value:
        raise KGraphError(f"{what} must not be empty")
    if len(value) > limit:
        raise KGraphError(f"{what} is longer than {limit:,} characters")
    return value


def record_quads(record: dict[str, Any]) -> list[Quad]:
    """The named graph of one retraction record and its content hash in the metadata graph."""
    r = NamedNode(retraction_iri(record["id"]))
    target = NamedNode(record["target_iri"])
    agent = NamedNode(agent_iri(record["by"]))
    day = dt.date.fromisoformat(record["date"])
    triples = [
        (r, RDF_TYPE, _kg("Retraction")),
        (r, RDF_TYPE, _prov("Activity")),
        (r, _kg("retractionId"), Literal(record["id"])),
        (r, _prov("invalidated"), target),
        (r, _kg("target"), Literal(record["target"])),
        (r, _kg("targetKind"), Literal(record["target_kind"])),
        (r, _kg("reason"), Literal(record["reason"])),
        (r, DCT_DATE, _day(day)),
        (r, _prov("endedAtTime"), _date_time(day)),
        (r, _prov("wasAssociatedWith"), agent),
        (agent, RDF_TYPE, _prov("Agent")),
        (agent, LABEL, Literal(record["by"])),
        (target, _prov("wasInvalidatedBy"), r),
        (target, _prov("invalidatedAtTime"), _date_time(day)),
    ]
    if record.get("undone_on"):
        undoer = NamedNode(agent_iri(record["undone_by"]))
        triples += [
            (r, _kg("undoneOn"), _day(dt.date.fromisoformat(record["undone_on"]))),
            (r, _kg("undoneBy"), undoer),
            (undoer, RDF_TYPE, _prov("Agent")),
            (undoer, LABEL, Literal(record["undone_by"])),
        ]
        if record.get("undo_reason"):
            triples.append((r, _kg("undoReason"), Literal(record["undo_reason"])))
    quads = [Quad(s, p, o, r) for s, p, o in triples]
    import hashlib  # not on the start-up path of `why`

    digest = hashlib.sha256("\n".join(sorted(str(q) for q in quads)).encode("utf-8")).hexdigest()
    return [*quads, Quad(r, _kg("contentHash"), Literal(digest), DefaultGraph())]


def retractions(store: BaseStore) -> list[dict[str, Any]]:
    """Every retraction record (active or undone), oldest first."""
    out: dict[str, dict[str, Any]] = {}
    for row in rows(store, "retractions"):
        out.setdefault(
            row["id"],
            {
                "id": row["id"],
                "target": row["target"],
                "target_kind": row["targetKind"],
                "target_iri": row["targetIri"],
                "reason": row["reason"],
                "by": row.get("by") or "",
                "date": row["date"],
                "undone_on": row.get("undoneOn"),
                "undone_by": row.get("undoneBy"),
                "undo_reason": row.get("undoReason"),
            },
        )
    return sorted(out.values(), key=lambda r: (r["date"], r["id"]))


def is_active(record: dict[str, Any], as_of: dt.date | None = None) -> bool:
    """In force on `as_of` (or now): made on or before it, and not undone by then."""
    limit = as_of.isoformat() if as_of is not None else None
    if limit is not None and record["date"] > limit:
        return False
    undone = record.get("undone_on")
    return not undone or (limit is not None and undone > limit)


def active(store: BaseStore, as_of: dt.date | None = None) -> list[dict[str, Any]]:
    return [r for r in retractions(store) if is_active(r, as_of)]


def new_record(store: BaseStore, target_text: str, reason: str, by: str, day: dt.date) -> dict[str, Any]:
    """A retraction record for `target_text` (checked against the store), not yet written."""
    target = resolve_target(store, target_text)
    reason = _check_text(reason, "--reason", MAX_REASON)
    by = _check_text(by, "--by", MAX_NAME)
    for other in active(store):
        if other["target_iri"] == target.iri:
            raise KGraphError(f"{target.text} is already retracted ({other['id']}, {other['date']}); undo that first")
    seed = "\x1f".join([target.iri, day.isoformat(), reason, by])
    known = {r["id"] for r in retractions(store)}
    for size in (6, 8, 10, 12):
        import hashlib  # not on the start-up path of `why`

        rid = "R-" + hashlib.sha1(seed.encode("utf-8")).hexdigest()[:size]
        if rid not in known:
            break
    else:  # pragma: no cover - the same retraction made four times over
        raise KGraphError(f"{target.text} was already retracted with this reason on {day}")
    return {
        "id": rid,
        "target": target.text,
        "target_kind": target.kind,
        "target_iri": target.iri,
        "reason": reason,
        "by": by,
        "date": day.isoformat(),
        "undone_on": None,
        "undone_by": None,
        "undo_reason": None,
    }


def undone_record(store: BaseStore, rid: str, by: str, day: dt.date, reason: str | None = None) -> dict[str, Any]:
    """The record `rid` with its undo added, not yet written."""
    rid = rid.strip()
    if not RETRACTION_ID.fullmatch(rid):
        raise KGraphError(f"{rid!r} is not a retraction id (R- and hex digits, as `kgraph retractions` lists)")
    record = next((r for r in retractions(store) if r["id"] == rid), None)
    if record is None:
        raise NotFound(f"retraction {rid} is not in the store")
    if record["undone_on"]:
        raise KGraphError(f"retraction {rid} was already undone on {record['undone_on']}")
    if day.isoformat() < record["date"]:
        raise KGraphError(f"retraction {rid} was made on {record['date']}: it cannot be undone on {day}, before that")
    return {
        **record,
        "undone_on": day.isoformat(),
        "undone_by": _check_text(by, "--by", MAX_NAME),
        "undo_reason": _check_text(reason, "--reason", MAX_REASON) if reason else None,
    }


def write_record(writer: BaseStore, record: dict[str, Any]) -> None:
    """Write (or rewrite, with its undo) one record as its own named graph, in one transaction."""
    writer.replace_documents([(retraction_iri(record["id"]), record_quads(record))])


# ---------------------------------------------------------------- effects on claims


def blocked_by(store: BaseStore, records: list[dict[str, Any]]) -> tuple[Blocked, set[str]]:
    """What the records take away, and the works whose claims that can touch."""
    docs: set[str] = set()
    claims: set[str] = set()
    origins: set[str] = set()
    urls: set[str] = set()
    works: set[str] = set()
    doc_iris: list[NamedNode] = []
    url_nodes: list[NamedNode] = []
    for r in records:
        kind, iri = r["target_kind"], r["target_iri"]
        if kind in ("document", "source"):
            docs.add(r["target"])
            doc_iris.append(NamedNode(iri))
        elif kind == "claim":
            claims.add(iri)
            works.update(row["work"] for row in rows(store, "claim", claim=NamedNode(iri)))
        elif kind == "url":
            urls.add(iri)
            url_nodes.append(NamedNode(iri))
            if paper := paper_of_page(iri):
                works.add(V.paper_iri(paper))
        elif kind == "work":
            works.add(iri)
            pages = {row["url"] for row in rows(store, "urls", work=NamedNode(iri))}
            if iri.startswith(V.ID + "arxiv/"):
                arxiv = V.work_key_from_iri(iri)
                origins.add(f"url:https://arxiv.org/abs/{arxiv}")
                pages |= {f"https://arxiv.org/{page}/{arxiv}" for page in ("abs", "pdf", "html")}
            else:
                urls.update(pages)
            url_nodes.extend(NamedNode(u) for u in sorted(pages))
    if doc_iris:
        works.update(row["work"] for row in rows(store, "reach-documents", src=doc_iris))
    if url_nodes:
        works.update(row["work"] for row in rows(store, "reach-urls", url=url_nodes))
    return Blocked(frozenset(docs), frozenset(claims), frozenset(origins), frozenset(urls)), works


def _on_chain(
    record: dict[str, Any], docs: set[str], claims: set[str], origins: frozenset[str], lost: set[str]
) -> bool:
    kind = record["target_kind"]
    if kind in ("document", "source"):
        return record["target"] in docs
    if kind == "claim":
        return record["target_iri"] in claims
    return bool(lost)  # a URL or work retracts origins: it is on the chain when the claim lost one


def effects(
    store: BaseStore, as_of: dt.date | None = None, records: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """What the retractions in force on `as_of` (or `records`) do to claims.

    `claims` lists every claim whose independent origins changed, or that is retracted itself,
    with `state` retracted / unsupported / weakened, its origins before and after, and the
    retractions on its chain."""
    records = active(store, as_of) if records is None else records
    if not records:
        return {"retractions": [], "claims": []}
    blocked, works = blocked_by(store, records)
    out = []
    for work, claims in sorted(claims_of_works(store, works, as_of).items()):
        before, after = Origins(claims), Origins(claims, blocked)
        for c in sorted(claims.values(), key=lambda c: (c["date"] or "", c["document"], c["line"], c["id"])):
            docs, ancestors = before.ancestry(c)
            was, now = before.of(c), after.of(c)
            if blocked.claim(c):
                state = "retracted"
            elif was == now:
                continue
            else:
                state = "unsupported" if not now else "weakened"
            lost = set(was - now)
            upstream = [
                claims[i] for i in sorted(ancestors) if i != c["iri"] and i in claims and blocked.claim(claims[i])
            ]
            out.append(
                {
                    "claim": c["id"],
                    "item": V.work_key_from_iri(work),
                    "document": c["document"],
                    "date": c["date"],
                    "line": c["line"],
                    "text": c["text"],
                    "state": state,
                    "origins_before": sorted(was),
                    "origins_after": sorted(now),
                    "lost": sorted(lost),
                    "retracted_upstream": [
                        {
                            "claim": u["id"],
                            "document": u["document"],
                            "date": u["date"],
                            "line": u["line"],
                            "text": u["text"],
                        }
                        for u in sorted(upstream, key=lambda u: (u["date"] or "", u["document"], u["line"]))
                    ],
                    "retractions": [
                        r["id"]
                        for r in records
                        if (state == "retracted" and _retracts_itself(r, c)) or _on_chain(r, docs, ancestors, was, lost)
                    ],
                }
            )
    return {"retractions": records, "claims": out}


def _retracts_itself(record: dict[str, Any], claim: dict[str, Any]) -> bool:
    return record["target_iri"] == claim["iri"] or (
        record["target_kind"] in ("document", "source") and record["target"] == claim["document"]
    )


def origin_label(key: str) -> str:
    """`url:https://…` -> the URL, `doc:PATH` -> PATH, `source:PATH §x` -> PATH §x."""
    return key.split(":", 1)[1] if key.split(":", 1)[0] in ("url", "doc", "source") else key


# ---------------------------------------------------------------- the two detectors


def _entry_id(kind: str, *parts: object) -> str:
    """The same stable ids as `kgraph.query.detectors.entry_id` (this module cannot import it: detect imports this)."""
    import hashlib  # not on the start-up path of `why`

    digest = hashlib.sha1("\x1f".join([kind, *map(str, parts)]).encode("utf-8")).hexdigest()[:6]
    return f"C-{digest}"


def _entries(facts: Any) -> list[dict[str, Any]]:
    if "_retraction-entries" not in facts.cache:
        found = effects(facts.store, facts.as_of)
        by_id = {r["id"]: r for r in found["retractions"]}
        entries = []
        for c in found["claims"]:
            if c["state"] == "retracted":
                continue
            kind = "unsupported-claim" if c["state"] == "unsupported" else "weakened-claim"
            mine = [by_id[i] for i in c["retractions"]]
            when = max((r["date"] for r in mine), default=None)
            because = "; ".join(f"{r['target']} retracted {r['date']} ({r['id']}: {r['reason'][:80]})" for r in mine)
            lost = ", ".join(origin_label(o) for o in c["lost"])
            if kind == "unsupported-claim":
                summary = f"{c['claim']} at {c['document']}:{c['line']} stands on nothing now: lost {lost}; {because}"
            else:
                left = ", ".join(origin_label(o) for o in c["origins_after"])
                summary = f"{c['claim']} at {c['document']}:{c['line']} lost {lost}, still has {left}; {because}"
            evidence = [
                {"document": e["document"], "date": e["date"], "line": e["line"], "quote": (e["text"] or "")[:200]}
                for e in [c, *c["retracted_upstream"]]
            ]
            entries.append(
                {
                    "kind": kind,
                    "severity": SEVERITY[kind],
                    "items": [c["item"]],
                    "summary": summary,
                    "evidence": evidence,
                    "id": _entry_id(kind, c["claim"]),
                    "first_seen": when,
                    "last_seen": when,
                    "sightings": 1,
                }
            )
        facts.cache["_retraction-entries"] = entries
    return facts.cache["_retraction-entries"]


def detect_unsupported_claim(facts: Any) -> list[dict[str, Any]]:
    """Claims every independent origin of which is retracted."""
    return [dict(e) for e in _entries(facts) if e["kind"] == "unsupported-claim"]


def detect_weakened_claim(facts: Any) -> list[dict[str, Any]]:
    """Claims that lost some of their independent origins to retractions, not all."""
    return [dict(e) for e in _entries(facts) if e["kind"] == "weakened-claim"]


DETECTORS = {"unsupported-claim": detect_unsupported_claim, "weakened-claim": detect_weakened_claim}


# ---------------------------------------------------------------- retractions on a chain (why, claims)


def claim_states(store: BaseStore, as_of: dt.date | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """(records in force, claim id -> {state, retractions}) for `why` and `claims`; cheap when
    there is no retraction (one query)."""
    found = effects(store, as_of)
    by_id = {r["id"]: r for r in found["retractions"]}
    states = {
        c["claim"]: {
            "state": c["state"],
            "lost": c["lost"],
            "retractions": [_brief(by_id[i]) for i in c["retractions"]],
        }
        for c in found["claims"]
    }
    return found["retractions"], states


def _brief(record: dict[str, Any]) -> dict[str, Any]:
    return {k: record[k] for k in ("id", "target", "date", "by", "reason")}


def step_retractions(records: list[dict[str, Any]], step: dict[str, Any]) -> list[dict[str, Any]]:
    """The records that retract what one step of a claim chain stands on."""
    out = []
    for r in records:
        kind = r["target_kind"]
        if "claim" in step:
            hit = (kind == "claim" and r["target_iri"] == V.claim_iri(step["claim"])) or (
                kind in ("document", "source") and r["target"] == step["document"]
            )
        elif "source" in step:
            hit = kind in ("document", "source") and r["target"] == step["source"]
        else:
            url = step.get("primary_source") or ""
            paper = paper_of_page(url)
            hit = (kind == "url" and r["target_iri"] == url) or (
                kind == "work" and paper is not None and r["target_iri"] == V.paper_iri(paper)
            )
        if hit:
            out.append(_brief(r))
    return out


def retraction_note(state: dict[str, Any] | None) -> str:
    """One line for text output: RETRACTED / UNSUPPORTED / WEAKENED with the retractions behind it."""
    if not state:
        return ""
    why = "; ".join(
        f"{r['id']} {r['target']} {r['date']} by {r['by']}: {r['reason'][:80]}" for r in state["retractions"]
    )
    return f"{state['state'].upper()} ({why})"
