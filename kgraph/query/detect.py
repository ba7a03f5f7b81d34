"""The contradiction register: explicit to-verify entries and the faults kgraph detects itself.

Each detector is a function `detect_<kind>(facts) -> list[Entry]` over facts read with the
`detect-*.rq` queries; `register()` runs them all. An entry is one problem, with a stable id,
its evidence (document, date, line, quote) and a status.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import cache, lru_cache
from typing import Any

from kgraph import patterns as P
from kgraph import vocab as V
from kgraph.query.named import rows
from kgraph.query.retract import DETECTORS as RETRACTION_DETECTORS
from kgraph.store.base import BaseStore

SEVERITY_ORDER = {"high": 3, "medium": 2, "low": 1}
KINDS = (
    "to-verify",
    "new-but-anchored",
    "anchoring-conflict",
    "duplicate-in-list",
    "count-mismatch",
    "section-name-drift",
    "source-status-conflict",
    "malformed-reference",
    "divergent-figures",
    "stale-anchor",
    *RETRACTION_DETECTORS,  # unsupported-claim, weakened-claim (kgraph.query.retract)
)
FIGURE_TOLERANCE = P.FIGURE_TOLERANCE


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


# ---------------------------------------------------------------- detectors


def detect_new_but_anchored(facts: Facts) -> list[dict[str, Any]]:
    """Called new although an earlier (or the same) document says it was anchored before."""
    anchored = defaultdict(list)
    for row in facts.get("detect-anchor-mentions"):
        if row["status"].endswith("status-anchored") and row.get("date"):
            anchored[row["work"]].append(row)
    found: dict[tuple[str, str], dict[str, Any]] = {}
    for new in facts.get("detect-new-mentions"):
        day = new.get("date")
        if not day or new["work"] not in anchored:
            continue
        prior = [
            a
            for a in anchored[new["work"]]
            if a["date"] <= day
            and (a.get("statusDate") or a["date"]) < day
            and (a.get("statusDate") or (a["path"] != new["path"] and a["date"] < day))
        ]
        if not prior:
            continue
        key = (new["work"], new["path"])
        item = key_of(new["work"])
        first = min(prior, key=lambda a: (a.get("statusDate") or a["date"], a["date"]))
        when = first.get("statusDate") or f"before {first['date']}"
        sec = f" in §{first['section']}" if first.get("section") else ""
        entry = found.setdefault(
            key,
            {
                "kind": "new-but-anchored",
                "severity": "high",
                "items": [item],
                "summary": f"{item} is called new in {new['path']} ({day}) but was anchored {when}{sec} "
                f"according to {first['path']}:{first['line']}",
                "evidence": [],
                "id": entry_id("new-but-anchored", item, new["path"]),
            },
        )
        entry["evidence"].append(evidence(new))
        for a in prior:
            ev = evidence(a)
            if ev not in entry["evidence"]:
                entry["evidence"].append(ev)
    return list(found.values())


def detect_anchoring_conflict(facts: Facts) -> list[dict[str, Any]]:
    """Anchored on one date by one document; on another date, or not anchored, by another."""
    by_work = defaultdict(list)
    for row in facts.get("detect-anchor-mentions"):
        if row.get("role") != "baseline" and row.get("date"):
            by_work[row["work"]].append(row)
    out = []
    for work, mentions in by_work.items():
        dated = [m for m in mentions if m["status"].endswith("status-anchored") and m.get("statusDate")]
        dates = sorted({m["statusDate"] for m in dated})
        problems = []
        if len(dates) > 1:
            problems.append(f"anchored on {', '.join(dates)} by different documents")
            sides = [min((m for m in dated if m["statusDate"] == d), key=lambda m: m["date"]) for d in dates]
        else:
            sides = []
        for neg in (m for m in mentions if m["status"].endswith("status-not-anchored")):
            before = [
                m
                for m in mentions
                if m["status"].endswith("status-anchored") and (m.get("statusDate") or m["date"]) <= neg["date"]
            ]
            if before:
                first = min(before, key=lambda m: m.get("statusDate") or m["date"])
                problems.append(
                    f"{neg['path']} ({neg['date']}) says not anchored, but {first['path']} says anchored "
                    f"{first.get('statusDate') or 'by ' + first['date']}"
                )
                sides += [first, neg]
        if not problems:
            continue
        item = key_of(work)
        evidence_rows = []
        for m in sides:
            ev = evidence(m)
            if ev not in evidence_rows:
                evidence_rows.append(ev)
        out.append(
            {
                "kind": "anchoring-conflict",
                "severity": "medium",
                "items": [item],
                "summary": f"{item}: " + "; ".join(problems),
                "evidence": evidence_rows,
                "id": entry_id("anchoring-conflict", item),
            }
        )
    return out


def detect_duplicate_in_list(facts: Facts) -> list[dict[str, Any]]:
    out = []
    for row in facts.get("detect-list-duplicates"):
        item = key_of(row["work"])
        lines = sorted({int(x) for x in row["lines"].split(",")})  # twice on one line: that line once
        status = V.iri_status(row["status"])
        where = f"line {lines[0]}" if len(lines) == 1 else f"lines {', '.join(map(str, lines))}"
        out.append(
            {
                "kind": "duplicate-in-list",
                "severity": "low",
                "items": [item],
                "summary": f"{item} is listed {row['times']} times as {status} in one list of {row['path']} ({where})",
                "evidence": [{"document": row["path"], "date": row.get("date"), "line": n, "quote": ""} for n in lines],
                "id": entry_id("duplicate-in-list", item, row["path"], row["role"], status),
            }
        )
    return out


def listed_counts(facts: Facts) -> dict[str, dict[str, Any]]:
    """Per document: what it lists, for checking its declared counts."""
    docs: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"increments": set(), "adjacent": set(), "new_ids": set(), "new_items": set(), "carried": set()}
    )
    for row in facts.get("detect-listed"):
        doc = docs[row["doc"]]
        status = V.iri_status(row["status"])
        work = row["work"]
        if row["role"] == "increment" and status not in ("carried-over", "anchored"):
            doc["increments"].add(row.get("label") or work)
        elif row["role"] == "adjacent":
            doc["adjacent"].add(row.get("label") or work)
        if status == "new" and row["role"] in ("arxiv-list", "increment", "header"):
            (doc["new_ids"] if work.startswith(V.ID + "arxiv/") else doc["new_items"]).add((row["role"], work))
        if status in ("anchored", "carried-over", "not-anchored") and row["role"] == "arxiv-list":
            doc["carried"].add(work)
    return docs


def detect_count_mismatch(facts: Facts) -> list[dict[str, Any]]:
    """A declared count (净增 3 件) that does not match what the document lists."""
    listed = listed_counts(facts)
    out = []
    seen: set[tuple[str, str, int]] = set()
    for row in sorted(facts.get("detect-counts"), key=lambda r: (r["path"], r["line"], r["what"])):
        doc = listed.get(row["doc"])
        if doc is None:
            continue
        what, declared = row["what"], row["value"]
        check = count_check(
            what, declared, bool(row.get("approximate")), row.get("quote") or "", doc, (row.get("low"), row.get("high"))
        )
        if check is None or check["ok"]:
            continue
        key = (row["path"], what, declared)
        if key in seen:
            continue
        seen.add(key)
        out.append(
            {
                "kind": "count-mismatch",
                "severity": "medium",
                "items": [],
                "summary": f"{row['path']} declares {declared} {check['label']} but lists {check['listed_text']}",
                "evidence": [evidence(row)],
                "id": entry_id("count-mismatch", row["path"], what, declared),
            }
        )
    return out


def count_check(
    what: str,
    declared: int,
    approximate: bool,
    quote: str,
    doc: dict[str, Any],
    bounds: tuple[int | None, int | None] | None = None,
) -> dict[str, Any] | None:
    """Compare one declared count with what the document lists; None when it cannot be checked.

    An approximate count is a range (`bounds`, from extraction: `约 6` 3–9, `15+` at least 15)."""
    if what == "new-arxiv":
        roles = ("arxiv-list", "increment", "header")
        role = next((r for r in roles if any(x[0] == r for x in doc["new_ids"] | doc["new_items"])), None)
        if role is None:
            return None
        ids = {w for r, w in doc["new_ids"] if r == role}
        others = {w for r, w in doc["new_items"] if r == role}
        listed = len(ids)
        text = f"{listed} arXiv ids" + (f" (and {len(others)} new item(s) without an id)" if others else "")
        label = "new arXiv ids"
    elif what == "increments":
        listed = len(doc["increments"])
        if listed == 0:
            return None
        if (
            declared == listed + len(doc["adjacent"])
            and re.search(r"邻接|adjacent", quote, re.I)
            and declared != listed
        ):
            listed = declared  # "7 条（含 4 条邻接）": the total includes the adjacent entries
        text, label = f"{len(doc['increments'])} increments", "increments"
    elif what == "adjacent":
        listed = len(doc["adjacent"])
        if listed == 0 and not doc["increments"]:
            return None
        text, label = f"{listed} adjacent entries", "adjacent entries"
    elif what == "carried-over":
        listed = len(doc["carried"])
        if listed == 0:
            return None
        text, label = f"{listed} carried-over ids", "carried-over ids"
    else:
        return None
    if approximate and bounds is not None and bounds != (None, None):
        low, high = bounds
        ok = (low is None or listed >= low) and (high is None or listed <= high)
    elif approximate:  # stored before counts had ranges
        plus = bool(re.search(rf"{declared}\s*\+", quote))
        ok = listed >= declared if plus else True
    else:
        ok = listed == declared
    return {"what": what, "declared": declared, "listed": listed, "ok": ok, "label": label, "listed_text": text}


def _same_section_name(a: str, b: str) -> bool:
    """`KV Cache` = `KV Cache 管理` = `KV Cache 卸载` (a shared start of four characters or more)."""
    x, y = re.sub(r"\s+", "", a.lower()), re.sub(r"\s+", "", b.lower())
    shared = 0
    for cx, cy in zip(x, y, strict=False):
        if cx != cy:
            break
        shared += 1
    return shared >= min(4, len(x), len(y))


def detect_section_name_drift(facts: Facts) -> list[dict[str, Any]]:
    """One section number given names that are not the same (nor one the start of the other)."""
    by_number = defaultdict(list)
    for row in facts.get("detect-section-names"):
        if len(row["name"]) >= 2:
            by_number[row["number"]].append(row)
    out = []
    for number, namings in sorted(by_number.items()):
        # Cluster the distinct names (few), then the sightings by their name.
        clusters: list[list[dict[str, Any]]] = []
        names: list[list[str]] = []
        cluster_of: dict[str, int] = {}
        for row in sorted(namings, key=lambda r: (r.get("date") or "", r["path"], r["line"])):
            name = row["name"]
            if name not in cluster_of:
                found = next((i for i, ns in enumerate(names) if any(_same_section_name(n, name) for n in ns)), None)
                if found is None:
                    found = len(clusters)
                    clusters.append([])
                    names.append([])
                names[found].append(name)
                cluster_of[name] = found
            clusters[cluster_of[name]].append(row)
        if len(clusters) < 2:
            continue
        names = [c[0]["name"] for c in clusters]
        out.append(
            {
                "kind": "section-name-drift",
                "severity": "low",
                "items": [f"§{number}"],
                "summary": f"§{number} is called " + " / ".join(f"“{n}”" for n in names),
                "evidence": [evidence(c[0]) for c in clusters],
                "id": entry_id("section-name-drift", number),
            }
        )
    return out


def detect_source_status_conflict(facts: Facts) -> list[dict[str, Any]]:
    """A source called relevant (or cited for an item) in one place and empty/missing in another, in one document."""
    by_doc_source = defaultdict(list)
    for row in facts.get("detect-source-checks"):
        by_doc_source[(row["path"], row["srcPath"])].append(row)
    out = []
    for (path, source), checks in sorted(by_doc_source.items()):
        missing = [c for c in checks if c["status"] == "empty-missing"]
        used = [c for c in checks if c["status"] in ("relevant", "cited")]
        if not missing or not used:
            continue
        out.append(
            {
                "kind": "source-status-conflict",
                "severity": "medium",
                "items": [source],
                "summary": f"{path} calls {source} {used[0]['status']} (line {used[0]['line']}) "
                f"and empty/missing (line {missing[0]['line']})",
                "evidence": [evidence(used[0], "note"), evidence(missing[0], "note")],
                "id": entry_id("source-status-conflict", path, source),
            }
        )
    return out


def _digit_dropped(short: str, long: str) -> bool:
    """One paper has one card: a shorter card number beside a longer one lost digits."""
    return len(short) < len(long)


def detect_malformed_reference(facts: Facts) -> list[dict[str, Any]]:
    """IDs of the wrong shape, and paper-card names with a digit missing."""
    out = []
    for row in facts.get("detect-bad-references"):
        out.append(
            {
                "kind": "malformed-reference",
                "severity": "medium",
                "items": [],
                "summary": f"{row['text']} in {row['path']}:{row['line']}: {row['problem']}",
                "evidence": [evidence(row, "text")],
                "id": entry_id("malformed-reference", row["path"], row["line"], row["text"]),
            }
        )
    cards = defaultdict(dict)
    for row in facts.get("detect-source-checks"):
        m = re.fullmatch(r"paper_cards/(\d+)-(\d{4}-\d{5})\.md", row["srcPath"])
        if m:
            cards[m.group(2)].setdefault(m.group(1), row)
    for arxiv, numbers in sorted(cards.items()):
        for short, row in sorted(numbers.items()):
            for long in numbers:
                if _digit_dropped(short, long):
                    proper = f"paper_cards/{long}-{arxiv}.md"
                    out.append(
                        {
                            "kind": "malformed-reference",
                            "severity": "medium",
                            "items": [row["srcPath"]],
                            "summary": f"{row['srcPath']} in {row['path']}:{row['line']} looks like {proper} "
                            "with a digit missing",
                            "evidence": [evidence(row, "note"), evidence(numbers[long], "note")],
                            "id": entry_id("malformed-reference", row["srcPath"]),
                        }
                    )
    return out


def _agree(a: dict[str, Any], b: dict[str, Any]) -> bool:
    def close(x: float | None, y: float | None) -> bool:
        if x is None or y is None:
            return x is None and y is None
        return abs(x - y) <= FIGURE_TOLERANCE * max(abs(x), abs(y), 1e-9)

    return close(a["value"], b["value"]) and close(a.get("valueHigh"), b.get("valueHigh"))


def figure_groups(facts: Facts) -> dict[tuple[str, str, str], list[list[dict[str, Any]]]]:
    """Figures per (work, metric, unit), clustered into groups that agree within the tolerance."""
    metrics = {name for name, _ in P.METRICS}
    by_key = defaultdict(list)
    for row in facts.get("detect-figures"):
        if row["metric"] in metrics and row["unit"] in ("×", "%") and row.get("date"):
            by_key[(row["work"], row["metric"], row["unit"])].append(row)
    groups = {}
    for key, figures in by_key.items():
        clusters: list[list[dict[str, Any]]] = []
        for row in sorted(figures, key=lambda r: (r["date"], r["path"], r["line"])):
            for cluster in clusters:
                if _agree(cluster[0], row):
                    cluster.append(row)
                    break
            else:
                clusters.append([row])
        groups[key] = clusters
    return groups


def _fig(row: dict[str, Any]) -> str:
    high = f"–{row['valueHigh']:g}" if row.get("valueHigh") is not None else ""
    return f"{row['value']:g}{high}{row['unit']}"


def anchoring_dates(facts: Facts) -> dict[str, str]:
    """When each work was first anchored (the earliest date any document gives or implies)."""
    first: dict[str, str] = {}
    for row in facts.get("detect-anchor-mentions"):
        if row["status"].endswith("status-anchored") and row.get("date") and row.get("role") != "baseline":
            when = row.get("statusDate") or row["date"]
            if row["work"] not in first or when < first[row["work"]]:
                first[row["work"]] = when
    return first


def _stale(facts: Facts) -> list[tuple[tuple[str, str, str], dict[str, Any], list[dict[str, Any]]]]:
    """(figure key, figure anchored with the item, later figures that differ) per changed figure."""
    anchored = anchoring_dates(facts)
    found = []
    for key, clusters in sorted(figure_groups(facts).items()):
        work = key[0]
        if len(clusters) < 2 or work not in anchored:
            continue
        when = anchored[work]
        figures = [r for c in clusters for r in c]
        # What was anchored: figures stated by the anchoring date, or carried by the living document.
        base = [r for r in figures if r["date"] <= when or r["path"].startswith("organized/")]
        later = [r for r in figures if r["date"] > when and not r["path"].startswith("organized/")]
        changed = [r for r in later if not any(_agree(r, b) for b in base)]
        if base and changed:
            found.append((key, base[0], changed))
    return found


def detect_stale_anchor(facts: Facts) -> list[dict[str, Any]]:
    """A figure stated after the item was anchored that differs from the figure anchored with it."""
    out = []
    for (work, metric, unit), base, changed in _stale(facts):
        item = key_of(work)
        out.append(
            {
                "kind": "stale-anchor",
                "severity": "high",
                "items": [item],
                "summary": f"{item} {metric}: anchored with {_fig(base)} ({base['path']}), later stated as "
                + ", ".join(sorted({f"{_fig(r)} ({r['path']}, {r['date']})" for r in changed})),
                "evidence": [evidence(base, "text")] + [evidence(r, "text") for r in changed],
                "id": entry_id("stale-anchor", item, metric, unit),
            }
        )
    return out


def detect_divergent_figures(facts: Facts) -> list[dict[str, Any]]:
    """The same item and metric given different values by different documents."""
    out = []
    for key, clusters in sorted(figure_groups(facts).items()):
        if len(clusters) < 2:
            continue
        if len({r["path"] for c in clusters for r in c}) < 2:
            continue
        work, metric, unit = key
        item = key_of(work)
        firsts = [c[0] for c in clusters]
        out.append(
            {
                "kind": "divergent-figures",
                "severity": "medium",
                "items": [item],
                "summary": f"{item} {metric}: " + " vs ".join(f"{_fig(r)} ({r['path']})" for r in firsts),
                "evidence": [evidence(r, "text") for r in firsts],
                "id": entry_id("divergent-figures", item, metric, unit),
            }
        )
    return out


# ---------------------------------------------------------------- explicit register


@cache
def _normal_concern(text: str) -> str:
    text = re.sub(r"[（(\[【]?\s*(?:高|中等|中|低)风险\s*[)）\]】]?|风险\s*[:：]?\s*[高中低]", "", text)
    text = re.sub(r"仍未|尚未|仍|依然|继续|再次", "", text)
    return P.concern_key(text)


def _same_concern(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if a["works"] and b["works"] and not (set(a["works"]) & set(b["works"])):
        return False
    x, y = a["norm"], b["norm"]
    if not x or not y:
        return False
    if x == y or (min(len(x), len(y)) >= 6 and (x.startswith(y) or y.startswith(x))):
        return True
    return _similar(x, y, 0.7 if a["works"] and b["works"] else 0.85)


@lru_cache(maxsize=1 << 16)
def _similar(x: str, y: str, threshold: float) -> bool:
    """The same concern raised again is mostly the same text: one pair is compared once."""
    matcher = SequenceMatcher(None, x, y)
    # The cheap upper bounds first (ratio <= quick_ratio <= real_quick_ratio): same answer, less work.
    if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
        return False
    return matcher.ratio() >= threshold


def explicit_entries(facts: Facts, today: dt.date) -> list[dict[str, Any]]:
    """To-verify entries; the same concern raised again later is one entry with several sightings."""
    raw = []
    for row in facts.get("detect-register"):
        works = sorted(w for w in (row.get("works") or "").split() if w)
        raw.append({**row, "works": works, "norm": _normal_concern(row["text"])})
    raw.sort(key=lambda r: (r.get("date") or "", r["path"], r["line"]))
    groups: list[list[dict[str, Any]]] = []
    # Only groups that share a work (or, without works, the start of the text) can hold the
    # same concern: indexing them keeps this near-linear instead of every entry x every group.
    by_work: dict[str, list[int]] = defaultdict(list)
    by_start: dict[str, list[int]] = defaultdict(list)
    by_norm: dict[tuple[str, tuple[str, ...]], int] = {}
    for row in raw:
        key = (row["norm"], tuple(row["works"]))
        found = by_norm.get(key)
        if found is None:
            near = {i for w in row["works"] for i in by_work[w]} if row["works"] else set(by_start[row["norm"][:4]])
            found = next(
                (i for i in sorted(near) if any(_same_concern(g, row) for g in groups[i][:1] + groups[i][-3:])),
                None,
            )
        if found is None:
            found = len(groups)
            groups.append([])
            for w in row["works"]:
                by_work[w].append(found)
            by_start[row["norm"][:4]].append(found)
        groups[found].append(row)
        by_norm[key] = found
    out = []
    for group in groups:
        head = group[0]
        dates = [r["date"] for r in group if r.get("date")]
        resolved_at = next((r for r in group if r.get("resolved")), None)
        status = "resolved" if resolved_at else "open"
        first_seen = min(dates) if dates else None
        last_seen = max(dates) if dates else None
        end = dt.date.fromisoformat(resolved_at["date"]) if resolved_at and resolved_at.get("date") else today
        days_open = (end - dt.date.fromisoformat(first_seen)).days if first_seen else None
        risks = [r["risk"] for r in group if r.get("risk")]
        severity = max(risks, key=lambda r: SEVERITY_ORDER[r]) if risks else "low"
        items = sorted({key_of(w) for r in group for w in r["works"]})
        out.append(
            {
                "kind": "to-verify",
                "severity": severity,
                "items": items,
                "summary": head["text"][:200],
                "evidence": [evidence(r, "text") for r in group],
                "sightings": len(group),
                "first_seen": first_seen,
                "last_seen": last_seen,
                "status": status,
                "resolved_on": resolved_at.get("date") if resolved_at else None,
                "days_open": days_open,
                "id": entry_id("to-verify", head["path"], head["line"]),
            }
        )
    return out


# ---------------------------------------------------------------- what each detector reads


def _work_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("w:" + row["work"],)


def _doc_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("d:" + row["doc"],)


def _section_key(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    return ("s:" + str(row["number"]),)


_CARD = re.compile(r"paper_cards/(\d+)-(\d{4}-\d{5})\.md")


def _malformed_keys(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    if table == "detect-bad-references":
        return ("d:" + row["doc"],)
    m = _CARD.fullmatch(row["srcPath"])  # one paper's cards are compared with each other
    return ("c:" + m.group(2),) if m else ()


def _concern_keys(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    """A to-verify entry can join a concern through a work it names or, without works, through
    the start of its text (see `explicit_entries`): both are its keys."""
    works = [w for w in (row.get("works") or "").split() if w]
    return tuple("w:" + w for w in works) + ("t:" + _normal_concern(row["text"])[:4],)


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


SCOPES: dict[str, Scope] = {
    "to-verify": Scope(("detect-register",), _concern_keys, chained=True),
    "new-but-anchored": Scope(("detect-anchor-mentions", "detect-new-mentions"), _work_key),
    "anchoring-conflict": Scope(("detect-anchor-mentions",), _work_key),
    "duplicate-in-list": Scope(("detect-list-duplicates",), _doc_key),
    "count-mismatch": Scope(("detect-counts", "detect-listed"), _doc_key),
    "section-name-drift": Scope(("detect-section-names",), _section_key),
    "source-status-conflict": Scope(("detect-source-checks",), _doc_key),
    "malformed-reference": Scope(("detect-bad-references", "detect-source-checks"), _malformed_keys),
    "divergent-figures": Scope(("detect-figures",), _work_key),
    "stale-anchor": Scope(("detect-anchor-mentions", "detect-figures"), _work_key),
}


# ---------------------------------------------------------------- the register

DETECTORS: dict[str, Callable[[Facts], list[dict[str, Any]]]] = {
    "new-but-anchored": detect_new_but_anchored,
    "anchoring-conflict": detect_anchoring_conflict,
    "duplicate-in-list": detect_duplicate_in_list,
    "count-mismatch": detect_count_mismatch,
    "section-name-drift": detect_section_name_drift,
    "source-status-conflict": detect_source_status_conflict,
    "malformed-reference": detect_malformed_reference,
    "divergent-figures": detect_divergent_figures,
    "stale-anchor": detect_stale_anchor,
    **RETRACTION_DETECTORS,
}


def run_kind(kind: str, facts: Facts, today: dt.date) -> list[dict[str, Any]]:
    """One kind's entries over `facts`, with first/last seen, status and sightings filled in."""
    if kind == "to-verify":
        return explicit_entries(facts, today)
    entries = DETECTORS[kind](facts)
    for entry in entries:
        dates = [e["date"] for e in entry["evidence"] if e.get("date")]
        entry.setdefault("first_seen", min(dates) if dates else None)
        entry.setdefault("last_seen", max(dates) if dates else None)
        entry.setdefault("status", "open")
        entry.setdefault("sightings", len({e["document"] for e in entry["evidence"]}))
        entry.setdefault("resolved_on", None)
    return entries


def days_open(entry: dict[str, Any], today: dt.date) -> int | None:
    """Days from first seen to resolution (or to `today` while open)."""
    first = entry.get("first_seen")
    if not first:
        return None
    resolved = entry.get("resolved_on")
    end = dt.date.fromisoformat(resolved) if entry["kind"] == "to-verify" and resolved else today
    return (end - dt.date.fromisoformat(first)).days


def ordered(entries: list[dict[str, Any]], today: dt.date) -> list[dict[str, Any]]:
    """Entries most severe first, each with its days open as of `today` and its fields in order."""
    out = []
    for e in entries:
        e = {**e, "days_open": days_open(e, today)}
        out.append(_ordered(e))

    def order(e: dict[str, Any]) -> tuple:
        kind = KINDS.index(e["kind"]) if e["kind"] in KINDS else len(KINDS)
        return (-SEVERITY_ORDER[e["severity"]], kind, e["first_seen"] or "", e["id"], e["summary"], repr(e["evidence"]))

    out.sort(key=order)
    return out


def all_kinds() -> list[str]:
    return ["to-verify", *DETECTORS]


def register(
    store: BaseStore,
    *,
    as_of: dt.date | None = None,
    kinds: list[str] | None = None,
    today: dt.date | None = None,
) -> list[dict[str, Any]]:
    """Every entry of the contradiction register, most severe first, computed from scratch
    (every detector over every document's facts; `kgraph contradictions --recompute`)."""
    facts = Facts(store, as_of)
    today = as_of or today or dt.date.today()
    wanted = set(all_kinds()) if kinds is None else set(kinds)
    entries: list[dict[str, Any]] = []
    for kind in all_kinds():
        if kind in wanted:
            entries.extend(run_kind(kind, facts, today))
    return ordered(entries, today)


FIELDS = (
    "id",
    "kind",
    "severity",
    "status",
    "items",
    "summary",
    "first_seen",
    "last_seen",
    "days_open",
    "sightings",
    "resolved_on",
    "evidence",
)


def _ordered(entry: dict[str, Any]) -> dict[str, Any]:
    return {k: entry.get(k) for k in FIELDS}


def filter_entries(
    entries: list[dict[str, Any]],
    *,
    open_only: bool = False,
    kind: str | None = None,
    item: str | None = None,
    since: dt.date | None = None,
    document: str | None = None,
) -> list[dict[str, Any]]:
    out = []
    for e in entries:
        if open_only and e["status"] != "open":
            continue
        if kind and e["kind"] != kind:
            continue
        if item and item not in e["items"]:
            continue
        if since and (e["last_seen"] or "") < since.isoformat():
            continue
        if document and not any(ev["document"] == document for ev in e["evidence"]):
            continue
        out.append(e)
    return out
