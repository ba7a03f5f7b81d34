"""section-name-drift: one section number given different names."""

from __future__ import annotations

import functools
import re
from collections import defaultdict
from typing import Any

from kgraph.query.detectors.base import Facts, entry_id, evidence


def _same_section_name(a: str, b: str) -> bool:
    """`KV Cache` = `KV Cache 管理` (one the start of the other); `KV Cache 管理` is not
    `KV Cache 压缩与卸载` (two names that part ways after a shared start); `蜂蟹蟎偵測` is
    `蜂蟹螨侦测` (names are kept as written, compared folded)."""
    x, y = re.sub(r"\s+", "", a.lower()), re.sub(r"\s+", "", b.lower())
    if x.startswith(y) or y.startswith(x):
        return True
    if not (_HAN.search(x) and _HAN.search(y)):
        return False
    x, y = _simplified(x), _simplified(y)  # (OpenCC is loaded only for two Chinese names that differ)
    return x.startswith(y) or y.startswith(x)


_HAN = re.compile(r"[\u3400-\u9fff]")


@functools.lru_cache(maxsize=4096)
def _simplified(name: str) -> str:
    from kgraph.extract.fold import fold

    return fold(name, simplify=True)


def by_topic(namings: list[dict[str, Any]]) -> list[tuple[str | None, list[dict[str, Any]]]]:
    """One section number's namings per topic when documents of several topics name it (each
    topic's living document numbers its own sections); all together otherwise. A naming in a
    document without a topic is compared with every topic's."""
    topics = sorted({r["topic"] for r in namings if r.get("topic")})
    if len(topics) < 2:
        return [(None, namings)]
    return [(t, [r for r in namings if r.get("topic") in (t, None)]) for t in topics]


def detect_section_name_drift(facts: Facts) -> list[dict[str, Any]]:
    """One section number given names that are not the same (nor one the start of the other)."""
    by_number = defaultdict(list)
    for row in facts.get("detect-section-names"):
        if len(row["name"]) >= 2:
            by_number[row["number"]].append(row)
    out = []
    for number, all_namings in sorted(by_number.items()):
        for topic, namings in by_topic(all_namings):
            entry = _drift(number, topic, namings)
            if entry:
                out.append(entry)
    return out


def _drift(number: str, topic: str | None, namings: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The finding for one section number (of one topic), if its names do not agree."""
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
        return None
    shown = [c[0]["name"] for c in clusters]
    of = f" ({topic})" if topic else ""
    return {
        "kind": "section-name-drift",
        "severity": "low",
        "items": [f"§{number}"],
        "summary": f"§{number}{of} is called " + " / ".join(f"“{n}”" for n in shown),
        "evidence": _sightings(clusters),
        "id": entry_id("section-name-drift", number, *([topic] if topic else [])),
    }


def _sightings(clusters: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
    """The first sighting of each name, and of every name but the most used one, its first in
    each other document too (so every document that departs from the usual name is cited)."""
    usual = max(range(len(clusters)), key=lambda i: (len({r["path"] for r in clusters[i]}), -i))
    out = [evidence(c[0]) for c in clusters]
    for i, cluster in enumerate(clusters):
        if i == usual:
            continue
        seen = {cluster[0]["path"]}
        for row in cluster:
            if row["path"] not in seen:
                seen.add(row["path"])
                out.append(evidence(row))
    return out
