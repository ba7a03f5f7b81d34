"""to-verify: the documents' own register entries, grouped into concerns raised again and again until resolved."""

from __future__ import annotations

import datetime as dt
import re
from collections import defaultdict
from difflib import SequenceMatcher
from functools import cache, lru_cache
from typing import Any

from kgraph import patterns as P
from kgraph.query.detectors.base import SEVERITY_ORDER, Facts, entry_id, evidence, key_of


@cache
def _normal_concern(text: str) -> str:
    from kgraph.extract.fold import fold  # (here, not at the top: `kgraph new` imports the detectors cold)

    text = fold(text)  # entries keep the script they were written in; one concern is one in both
    text = re.sub(r"[（(\[【]?\s*(?:高|中等|中|低)风险\s*[)）\]】]?|风险\s*[:：]?\s*[高中低]", "", text)
    text = re.sub(r"仍未|尚未|仍|依然|继续|再次", "", text)
    # an id's `arXiv` marker is no word of the concern: two concerns of one work share it and
    # the work's name, which in a short text weigh as much as what each is about
    return re.sub(r"arxiv[\d.v]*", "", P.concern_key(text))


def _same_concern(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if a["works"] and b["works"] and not (set(a["works"]) & set(b["works"])):
        return False
    x, y = a["norm"], b["norm"]
    if not x or not y:
        return False
    if x == y or (min(len(x), len(y)) >= 6 and (x.startswith(y) or y.startswith(x))):
        return True
    if _similar(x, y, 0.7 if a["works"] and b["works"] else 0.85):
        return True
    # Raised again in other words: the same work, and a phrase of what is wrong in common
    # (`… from a single seed` / `still rests on a single seed`, `内部评测集`). Not for a row
    # that resolves: what answered a concern (`复现脚本已放出`) may be another's words.
    if a.get("resolved") or b.get("resolved"):
        return False
    return bool(a["works"] and b["works"] and _phrases(a["text"]) & _phrases(b["text"]))


_STOP = frozenset(
    "the a an of on in is are was were be been has have had from for to and or no not nor its it this that with "
    "by only still yet at as than more most very so but also which who one two any all some our their there here "
    "now then again raised open risk high medium low day days third second first time times".split()
)


@lru_cache(maxsize=1 << 14)
def _phrases(text: str) -> frozenset[str]:
    """What a concern says, as phrases that carry it: two content words in a row (not names,
    numbers or dates), or four Chinese characters, of its first clause (two, when the first is
    only a name). What follows (`; authors
    never replied`, `—— 已连续 2 棒未能确认`) is how a register talks of any concern."""
    clauses = re.split(r"\s*(?:——|—|--|;|；|:|：)\s*", text)
    text = clauses[0] if len(clauses[0]) >= 25 else " ".join(clauses[:2])  # (`OmniTok: the internal …`)
    words = re.findall(r"[A-Za-z][A-Za-z'’-]*|\S", text)
    plain = [w.lower() if w.isascii() and w.isalpha() and w.islower() and w.lower() not in _STOP else "" for w in words]
    out = {f"{x} {y}" for x, y in zip(plain, plain[1:], strict=False) if x and y}
    from kgraph.extract.fold import fold

    for run in re.findall(r"[\u4e00-\u9fff]{4,}", fold(text)):
        out.update(run[i : i + 4] for i in range(len(run) - 3))
    return frozenset(out)


@lru_cache(maxsize=1 << 16)
def _similar(x: str, y: str, threshold: float) -> bool:
    """The same concern raised again is mostly the same text: one pair is compared once."""
    matcher = SequenceMatcher(None, x, y)
    # The cheap upper bounds first (ratio <= quick_ratio <= real_quick_ratio): same answer, less work.
    if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
        return False
    return matcher.ratio() >= threshold


def _raised(group: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows a new entry is compared with: the group's first and latest raisings. A row that
    resolves it says what answered the concern (`仓库已公开并附复现脚本`), not the concern: another
    concern of the same work must not join through its words."""
    rows = [r for r in group if not r.get("resolved")] or group[:1]
    return rows[:1] + rows[-3:]


def _closest(row: dict[str, Any], near: list[int], groups: list[list[dict[str, Any]]]) -> int | None:
    """The group whose concern this row raises again: of those it is the same concern as, the
    one with the closest text (`HydraLink-Pro …` is not `HydraLink-2 …`, which is close enough)."""
    best, best_score = None, -1.0
    for i in near:
        rows = [g for g in _raised(groups[i]) if _same_concern(g, row)]
        for g in rows:
            score = 2.0 if g["norm"] == row["norm"] else SequenceMatcher(None, g["norm"], row["norm"]).ratio()
            if score > best_score:
                best, best_score = i, score
    return best


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
            found = _closest(row, sorted(near), groups)
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


def _concern_keys(table: str, row: dict[str, Any]) -> tuple[str, ...]:
    """A to-verify entry can join a concern through a work it names or, without works, through
    the start of its text (see `explicit_entries`): both are its keys."""
    works = [w for w in (row.get("works") or "").split() if w]
    return tuple("w:" + w for w in works) + ("t:" + _normal_concern(row["text"])[:4],)
