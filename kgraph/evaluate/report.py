"""An evaluation as text (a table of fields, then every miss and false item) or JSON."""

from __future__ import annotations

import json
from typing import Any

from kgraph.evaluate.score import Evaluation, Tally


def to_dict(result: Evaluation) -> dict[str, Any]:
    """The JSON contract (docs/eval.md): fields, documents, misses, false, faults (+ metric_mismatches)."""
    return {
        "key": result.key,
        "fields": {name: t.to_dict() for name, t in result.fields.items()},
        "documents": [
            {
                "path": d.path,
                "error": d.error,
                "fields": {name: t.to_dict() for name, t in d.fields.items()},
            }
            for d in result.documents
        ],
        "misses": [i.to_dict() for i in result.misses],
        "false": [i.to_dict() for i in result.false],
        "metric_mismatches": [i.to_dict() for i in result.metric_mismatches],
        "faults": {
            **result.faults.to_dict(),
            "missed": result.faults_missed,
            "false": result.faults_false,
        },
    }


def to_json(result: Evaluation) -> str:
    return json.dumps(to_dict(result), ensure_ascii=False, indent=2)


def _ratio(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def _row(name: str, t: Tally) -> str:
    return f"{name:<13} {_ratio(t.precision):>9} {_ratio(t.recall):>7} {t.expected:>9} {t.found:>6}"


def to_text(result: Evaluation) -> str:
    """The compact table, then the problems one per line (`path:line` where known)."""
    lines = [f"{'field':<13} {'precision':>9} {'recall':>7} {'expected':>9} {'found':>6}"]
    lines += [_row(name, t) for name, t in result.fields.items()]
    lines.append(_row("faults", result.faults))
    for d in result.documents:
        if d.error:
            lines.append(f"error: {d.error}")
    for item in result.misses:
        lines.append(f"miss  {item.field}: {item.where()}: {item.what}")
    for item in result.false:
        lines.append(f"false {item.field}: {item.where()}: {item.what}")
    for item in result.metric_mismatches:
        lines.append(f"metric {item.where()}: {item.what}")
    for fault in result.faults_missed:
        lines.append(f"missed fault: {fault['kind']} {fault['item']}")
    for f in result.faults_false:
        where = f"{f['path']}:{f['line']}" if f.get("line") else (f.get("path") or "")
        lines.append(f"false finding: {f['kind']} {' '.join(f['items']) or '-'} ({where}): {f['summary'][:100]}")
    if len(lines) == len(result.fields) + 2:
        lines.append("no misses, no false items, no false findings")
    return "\n".join(lines)
