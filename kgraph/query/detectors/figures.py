"""divergent-figures and stale-anchor: one item and metric with figures that disagree, or that changed after the item was anchored."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from kgraph import patterns as P
from kgraph.query.detectors.base import Facts, entry_id, evidence, key_of

# Units that count something other than a result (a duration in years is a date's, not a figure's)
NOT_MEASURES = frozenset({"年", ""})


def _agree(a: dict[str, Any], b: dict[str, Any]) -> bool:
    def close(x: float | None, y: float | None) -> bool:
        if x is None or y is None:
            return x is None and y is None
        return P.values_agree(x, y)

    return close(a["value"], b["value"]) and close(a.get("valueHigh"), b.get("valueHigh"))


def figure_groups(facts: Facts) -> dict[tuple[str, str, str], list[list[dict[str, Any]]]]:
    """Figures per (work, metric, unit), clustered into groups that agree within the tolerance:
    ratios and shares (`2.8×`, `35%`) and measures (`6,026 tok/s`, `42 ms`, `40 GB`) alike."""
    metrics = {name for name, _ in P.METRICS}
    by_key = defaultdict(list)
    for row in facts.get("detect-figures"):
        named = row["metric"] in metrics or P.is_named_metric(row["metric"])
        if named and row["unit"] not in NOT_MEASURES and row.get("date"):
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
