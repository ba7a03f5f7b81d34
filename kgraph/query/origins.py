"""Where a claim's evidence comes from: reading the claims about works, agreeing figures, the
one-origin rule and the origins of each claim, optionally around what retractions block.

A claim's *origin* is where its evidence really comes from: the upstream claim it was copied
from (followed through every ingested document that states it), the source file it names
when that file was not ingested, its primary source (a paper page, a repository), or, with
none of these, the document itself (an independent statement). Documents that copy the same
upstream note share one origin; different primary sources or measurements count apart.

One origin is one origin: a paper's own pages (its arXiv abstract, PDF and HTML pages, any
version) and the official code repository or project page given beside its arXiv page (in the
same list of URLs, or in the paper's card) are the paper, one origin. A statement that says its
writer measured the figure (复测, 复现, 实测, reproduced, re-ran) is an origin of its own, the
document: the repository it ran is what it measured with, not where the figure came from.

A retraction (`kgraph.query.retract`) blocks documents, claims or origins: `Origins(claims, blocked)`
then follows only the paths that avoid them. This module sits below `claims`, `detect` and
`retract`, and imports none of them.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from pyoxigraph import NamedNode

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.query.named import rows, term
from kgraph.store.base import BaseStore


def _claims_of(store: BaseStore, work: str, as_of: Any = None) -> dict[str, dict[str, Any]]:
    from kgraph.query import identity

    links = identity.links(store)
    return claims_of_works(store, [work], as_of, links).get(identity.canonical(work, links), {})


def claims_of_works(
    store: BaseStore, works: Iterable[str] | None, as_of: Any = None, links: dict[str, str] | None = None
) -> dict[str, dict[str, dict[str, Any]]]:
    """Canonical work IRI -> its claims (claim IRI -> claim), read with one query (`works` None:
    every work); documents dated after `as_of` (a date) are left out, undated ones kept. A
    name-only work that is a paper (`kgraph.query.identity`) is that paper: its claims are the paper's."""
    from kgraph.query import identity

    links = identity.links(store) if links is None else links
    if works is None:
        return canonical_claims(all_claims(store, as_of), links)
    wanted = {identity.canonical(w, links) for w in works}
    wanted |= {name for name, paper in links.items() if paper in wanted}
    bound = [NamedNode(w) for w in sorted(wanted)]
    if not bound:
        return {}
    return canonical_claims(collect_claims(rows(store, "claims-with-sources", work=bound), as_of), links)


def canonical_claims(
    by_work: dict[str, dict[str, dict[str, Any]]], links: dict[str, str]
) -> dict[str, dict[str, dict[str, Any]]]:
    """Claims grouped by canonical work: a linked name-only work's claims join its paper's."""
    if not links or not any(w in links for w in by_work):
        return by_work
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for work in sorted(by_work, key=lambda w: w in links):
        target = links.get(work, work)
        for iri, claim in by_work[work].items():
            out.setdefault(target, {})[iri] = {**claim, "work": target} if target != work else claim
    return out


def all_claims(store: BaseStore, as_of: Any = None) -> dict[str, dict[str, dict[str, Any]]]:
    """Every claim of the store, as `claims-with-sources` would give them, read by scanning one
    predicate at a time (three times faster than the unbound query, whose OPTIONALs Oxigraph
    evaluates over every graph)."""
    from pyoxigraph import DefaultGraph

    kg, prov = V.KG, V.PROV

    def scan(predicate: str) -> Iterable[Any]:
        return store.quads_for_pattern(None, NamedNode(predicate), None, None)

    docs = {r["doc"]: r for r in rows(store, "documents")}
    claim_doc: dict[str, str] = {}
    ids: dict[str, str] = {}
    for q in scan(kg + "claimId"):
        if not isinstance(q.graph_name, DefaultGraph) and q.graph_name.value in docs:
            claim_doc[q.subject.value] = q.graph_name.value
            ids[q.subject.value] = q.object.value

    def values(predicate: str, subjects: dict[str, Any] | set[str]) -> dict[str, list[Any]]:
        out: dict[str, list[Any]] = defaultdict(list)
        for q in scan(predicate):
            if q.subject.value in subjects:
                out[q.subject.value].append(q.object)
        return out

    about = values(kg + "about", ids)
    text = values(kg + "text", ids)
    line = values(kg + "line", ids)
    mention = values(kg + "mention", ids)
    mentions = {m.value for ms in mention.values() for m in ms}
    status = values(kg + "status", mentions)
    quote = values(kg + "quote", mentions)
    has_figure = values(kg + "hasFigure", ids)
    figures = {f.value for fs in has_figure.values() for f in fs}
    figure_values = {p: values(kg + p, figures) for p in ("value", "valueHigh", "unit", "metric")}
    quoted = values(prov + "wasQuotedFrom", ids)
    locator = values(kg + "locator", ids)
    primary = values(prov + "hadPrimarySource", ids)
    paths: dict[tuple[str, str], str] = {}
    for q in scan(kg + "path"):
        if not isinstance(q.graph_name, DefaultGraph):
            paths[(q.subject.value, q.graph_name.value)] = q.object.value

    def first(found: dict[str, list[Any]], key: str) -> Any:
        return term(found[key][0]) if found.get(key) else None

    found_rows = []
    for claim, doc in claim_doc.items():
        meta = docs[doc]
        for w in about.get(claim, []):
            base = {
                "work": w.value,
                "claim": claim,
                "claimId": ids[claim],
                "text": first(text, claim),
                "line": first(line, claim),
                "path": meta["path"],
                "date": meta.get("date"),
                "instance": meta.get("instance"),
                "status": None,
                "mentionQuote": None,
            }
            if base["text"] is None or base["line"] is None:
                continue
            for m in mention.get(claim, [])[:1]:
                base["status"] = first(status, m.value)
                base["mentionQuote"] = first(quote, m.value)
            found_rows.append(base)
            for f in has_figure.get(claim, []):
                value = first(figure_values["value"], f.value)
                if value is not None:
                    found_rows.append(
                        {
                            **base,
                            "value": value,
                            "valueHigh": first(figure_values["valueHigh"], f.value),
                            "unit": first(figure_values["unit"], f.value),
                            "metric": first(figure_values["metric"], f.value),
                        }
                    )
            locators = [term(x) for x in locator.get(claim, [])]
            for src in quoted.get(claim, []):
                qpath = paths.get((src.value, doc))
                if qpath is None:
                    continue
                matching = [x for x in locators if x.startswith(qpath)] or [None]
                for loc in matching:
                    found_rows.append({**base, "quotedPath": qpath, "locator": loc})
            for url in primary.get(claim, []):
                found_rows.append({**base, "primary": url.value})
    return collect_claims(found_rows, as_of)


def claims_in_documents(
    store: BaseStore, docs: Iterable[str], works: set[str], as_of: Any = None
) -> dict[str, dict[str, dict[str, Any]]]:
    """Like `claims_of_works`, but only the claims stated in some documents (IRIs) about some works."""
    bound = [NamedNode(d) for d in sorted(set(docs))]
    if not bound:
        return {}
    wanted = sorted({r["claim"] for r in rows(store, "claims-in-documents", doc=bound) if r["work"] in works})
    if not wanted:
        return {}
    return collect_claims(rows(store, "claims-by-id", claim=[NamedNode(c) for c in wanted]), as_of)


def collect_claims(found: Iterable[dict[str, Any]], as_of: Any = None) -> dict[str, dict[str, dict[str, Any]]]:
    """Rows of `claims-with-sources` (or `claims-in-documents`) as claims grouped by work."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    limit = as_of.isoformat() if as_of is not None else None
    for row in found:
        if limit is not None and row.get("date") and row["date"] > limit:
            continue
        claims = out.setdefault(row["work"], {})
        c = claims.setdefault(
            row["claim"],
            {
                "id": row["claimId"],
                "iri": row["claim"],
                "work": row["work"],
                "text": row["text"],
                "mention_quote": row.get("mentionQuote") or "",
                "document": row["path"],
                "date": row["date"],
                "instance": row["instance"],
                "line": row["line"],
                "status": V.iri_status(row["status"]) if row.get("status") else None,
                "figures": [],
                "quoted_from": [],
                "primary_sources": [],
            },
        )
        if row.get("value") is not None:
            f = {
                "value": _num(row["value"]),
                "value_high": _num(row["valueHigh"]),
                "unit": row["unit"],
                "metric": row["metric"] or "",
            }
            if f not in c["figures"]:
                c["figures"].append(f)
        if row.get("quotedPath"):
            q = {"path": row["quotedPath"], "locator": _locator(row.get("locator"), row["quotedPath"])}
            if q not in c["quoted_from"]:
                c["quoted_from"].append(q)
        if row.get("primary") and row["primary"] not in c["primary_sources"]:
            c["primary_sources"].append(row["primary"])
    for claims in out.values():
        for c in claims.values():  # an order that does not depend on the store
            c["quoted_from"].sort(key=lambda q: (q["path"], q["locator"]))
            c["primary_sources"].sort()
            c["figures"].sort(key=lambda f: (f["metric"], f["unit"], f["value"], f["value_high"] or 0))
    return out


def _num(value: Any) -> float | None:
    """Figures are decimals; some stores hand a whole decimal back as an integer."""
    return None if value is None else float(value)


def _locator(locator: str | None, path: str) -> str:
    return locator[len(path) :].strip() if locator and locator.startswith(path) else ""


def _agree(a: dict[str, Any], b: dict[str, Any]) -> bool:
    known = [m for m in (a["metric"], b["metric"]) if m and m != "unknown"]  # `unknown` agrees with any
    if a["unit"] != b["unit"] or (len(known) == 2 and known[0] != known[1]):
        return False
    for x, y in ((a["value"], b["value"]), (a.get("value_high"), b.get("value_high"))):
        if (x is None) != (y is None):
            return False
        if x is not None and not P.values_agree(x, y):
            return False
    return True


def _shares_figure(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return any(_agree(x, y) for x in a["figures"] for y in b["figures"])


def _norm_locator(text: str) -> str:
    return re.sub(r"[\s§.]", "", text)


ARXIV_PAGE = re.compile(
    r"https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf|html)/(\d{4}\.\d{4,5})(?:v\d+)?(?:\.pdf)?/?(?:[?#].*)?",
    re.IGNORECASE,
)
CODE_HOSTS = ("github.com", "gitlab.com", "huggingface.co", "codeberg.org", "bitbucket.org")
PAPER_CARD_PATH = re.compile(r"paper_cards/\d+-(\d{4})-(\d{5})\.md")
# the writer measured the figure itself
MEASURED = re.compile(r"复测|复现|实测|自测|重测|reproduc|re-?ran\b|re-?run|rerun|\bwe measured", re.IGNORECASE)


def paper_of_page(url: str) -> str | None:
    """The arXiv id whose abstract, PDF or HTML page `url` is."""
    found = ARXIV_PAGE.fullmatch(url.strip())
    return found.group(1) if found else None


def project_key(url: str) -> str | None:
    """A code repository (host/owner/name) or a project page (*.github.io/...), normalised; else None."""
    try:
        parts = urlsplit(url.strip())
    except ValueError:
        return None
    host = (parts.hostname or "").lower().removeprefix("www.")
    segments = [s for s in parts.path.split("/") if s]
    if host in CODE_HOSTS and len(segments) >= 2:
        return f"{host}/{segments[0].lower()}/{segments[1].lower().removesuffix('.git')}"
    if host.endswith(".github.io"):
        return f"{host}/{segments[0].lower()}" if segments else host
    return None


def paper_origin(arxiv_id: str) -> str:
    return f"url:https://arxiv.org/abs/{arxiv_id}"


def own_pages(claims: Iterable[dict[str, Any]]) -> dict[str, str]:
    """Project key -> arXiv id, for the repositories and project pages given beside a paper's
    arXiv page (in one claim's URLs) or in the paper's card."""
    pages: dict[str, str] = {}
    for c in claims:
        ids = {i for i in map(paper_of_page, c["primary_sources"]) if i}
        if card := PAPER_CARD_PATH.fullmatch(c["document"]):
            ids.add(f"{card.group(1)}.{card.group(2)}")
        if len(ids) != 1:
            continue
        (paper,) = ids
        for url in c["primary_sources"]:
            if (key := project_key(url)) and not paper_of_page(url):
                pages.setdefault(key, paper)
    return pages


def url_origin(url: str, pages: dict[str, str]) -> str:
    """The origin a primary source stands for: a paper's own page is the paper."""
    if paper := paper_of_page(url):
        return paper_origin(paper)
    key = project_key(url)
    if key and key in pages:
        return paper_origin(pages[key])
    return "url:" + url


@dataclass(frozen=True)
class Blocked:
    """What retractions take away: documents (logical paths), claims (IRIs), origins (keys) and
    URLs (whose origin, a paper's own page being the paper, each work's claims decide)."""

    docs: frozenset[str] = frozenset()
    claims: frozenset[str] = frozenset()
    origins: frozenset[str] = frozenset()
    urls: frozenset[str] = field(default_factory=frozenset)

    def __bool__(self) -> bool:
        return bool(self.docs or self.claims or self.origins or self.urls)

    def claim(self, c: dict[str, Any]) -> bool:
        return c["iri"] in self.claims or c["document"] in self.docs

    def origin(self, key: str) -> bool:
        if key in self.origins:
            return True
        if key.startswith("doc:"):
            return key[4:] in self.docs
        if key.startswith("source:"):
            rest = key[7:]
            return any(rest == d or rest.startswith(d + " ") for d in self.docs)
        return False


NOTHING = Blocked()


class Origins:
    """Resolves the origins of claims about one work, following copies through documents;
    with `blocked`, only along paths that avoid what is blocked."""

    def __init__(
        self, claims: dict[str, dict[str, Any]], blocked: Blocked = NOTHING, pages: dict[str, str] | None = None
    ):
        self.claims = claims
        self.blocked = blocked
        self.by_doc: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for c in claims.values():
            self.by_doc[c["document"]].append(c)
        self.pages = own_pages(claims.values()) if pages is None else pages
        if blocked.urls:
            extra = frozenset(url_origin(u, self.pages) for u in blocked.urls)
            self.blocked = Blocked(blocked.docs, blocked.claims, blocked.origins | extra)
        self.memo: dict[str, frozenset[str]] = {}

    def upstream(self, claim: dict[str, Any], q: dict[str, Any]) -> list[dict[str, Any]]:
        """The claims of the quoted document `q` this claim copies (those sharing a figure with it)."""
        if not claim["figures"]:
            return []
        return [u for u in self.by_doc.get(q["path"], []) if _shares_figure(u, claim)]

    def ancestry(self, claim: dict[str, Any]) -> tuple[set[str], set[str]]:
        """(documents, claim IRIs) on every path from this claim up to its origins, itself included."""
        docs: set[str] = set()
        claims: set[str] = set()
        stack = [claim]
        while stack:
            c = stack.pop()
            if c["iri"] in claims:
                continue
            claims.add(c["iri"])
            docs.add(c["document"])
            for q in c["quoted_from"]:
                docs.add(q["path"])
                stack.extend(self.upstream(c, q))
        return docs, claims

    def of(self, claim: dict[str, Any], seen: frozenset[str] = frozenset()) -> frozenset[str]:
        if claim["iri"] in self.memo:
            return self.memo[claim["iri"]]
        if self.blocked.claim(claim):
            return frozenset()
        if claim["iri"] in seen:
            key = "doc:" + claim["document"]
            return frozenset() if self.blocked.origin(key) else frozenset({key})
        seen = seen | {claim["iri"]}
        origins: set[str] = set()
        for q in claim["quoted_from"]:
            if q["path"] in self.blocked.docs:
                continue
            upstream = self.upstream(claim, q)
            if upstream:
                for u in upstream:
                    origins |= self.of(u, seen)
            elif self.by_doc.get(q["path"]) and not claim["figures"]:
                origins.add("doc:" + q["path"])
            elif card := PAPER_CARD_PATH.fullmatch(q["path"]):
                # A paper card summarises its paper: its evidence is the paper itself.
                origins.add(paper_origin(f"{card.group(1)}.{card.group(2)}"))
            else:
                origins.add(f"source:{q['path']} {q['locator']}".strip())
        if not claim["quoted_from"]:
            if MEASURED.search(claim["text"]) or MEASURED.search(claim.get("mention_quote") or ""):
                origins = {"doc:" + claim["document"]}  # its writer's own measurement
            else:
                origins = {url_origin(u, self.pages) for u in claim["primary_sources"]} or {"doc:" + claim["document"]}
        result = frozenset(o for o in origins if not self.blocked.origin(o))
        self.memo[claim["iri"]] = result
        return result
