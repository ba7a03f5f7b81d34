"""One renderer for every listing command: text, json, csv, tsv, md.

Standard library only, so that `why` stays fast.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re
from collections.abc import Sequence
from typing import Any

FORMATS = ("text", "json", "csv", "tsv", "md")


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """`1 claim`, `2 claims` (`nouns` for an irregular plural)."""
    return f"{n} {noun if n == 1 else nouns or noun + 's'}"


def clip_words(text: str, n: int) -> str:
    """`text` on one line, at most `n` characters: cut at a word boundary when one is near
    (never mid-word in spaced text), with `…` when anything was cut."""
    text = " ".join(text.split())
    if len(text) <= n:
        return text
    head = text[: n - 1]
    space = head.rfind(" ")
    if space >= n * 2 // 3 and not text[n - 1].isspace():
        head = head[:space]
    return head.rstrip(" ,;:") + "…"


def to_json(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, indent=2, default=_default)


def _default(value: Any) -> Any:
    if isinstance(value, dt.date | dt.datetime):
        return value.isoformat()
    if isinstance(value, set | frozenset | tuple):
        return list(value)
    raise TypeError(type(value).__name__)


def cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        return "; ".join(cell(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k}={cell(v)}" for k, v in value.items())
    return str(value)


def table(rows: Sequence[dict[str, Any]], columns: Sequence[str], fmt: str) -> str:
    """Rows as csv, tsv, a Markdown table or an aligned text table."""
    if fmt in ("csv", "tsv"):
        out = io.StringIO()
        writer = csv.writer(out, delimiter="," if fmt == "csv" else "\t", lineterminator="\n")
        writer.writerow(columns)
        for row in rows:
            writer.writerow([cell(row.get(c)) for c in columns])
        return out.getvalue()
    if fmt == "md":
        lines = ["| " + " | ".join(columns) + " |", "|" + "|".join("---" for _ in columns) + "|"]
        for row in rows:
            lines.append("| " + " | ".join(_md(cell(row.get(c))) for c in columns) + " |")
        return "\n".join(lines) + "\n"
    texts = [[_one_line(cell(row.get(c))) for c in columns] for row in rows]
    widths = [min(max([_width(c)] + [_width(t[i]) for t in texts]), 60) for i, c in enumerate(columns)]
    out_lines = ["  ".join(_pad(c, w) for c, w in zip(columns, widths, strict=True)).rstrip()]
    out_lines.append("  ".join("-" * w for w in widths))
    for t in texts:
        out_lines.append("  ".join(_pad(_clip(v, w), w) for v, w in zip(t, widths, strict=True)).rstrip())
    return "\n".join(out_lines) + "\n"


def _md(text: str) -> str:
    return terminal_safe(text.replace("|", "\\|").replace("\n", " "))


def _one_line(text: str) -> str:
    return terminal_safe(" ".join(text.split()))


def terminal_safe(text: str) -> str:
    """Text for a terminal: control characters from documents (ESC starts sequences that can
    rewrite the screen or the window title) are shown as `\\x1b`, never sent as they are."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}", text)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def one_line_strings(data: Any) -> Any:
    """A copy of `data` whose strings hold no newline (shown as `\\n`): a file name or quote
    with a newline must not start a line of its own (a fake `error:` line) in text output."""
    if isinstance(data, str):
        return data.replace("\n", "\\n") if "\n" in data else data
    if isinstance(data, dict):
        return {k: one_line_strings(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [one_line_strings(v) for v in data]
    return data


def _width(text: str) -> int:
    import unicodedata

    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _clip(text: str, width: int) -> str:
    if _width(text) <= width:
        return text
    out = ""
    for ch in text:
        if _width(out + ch) > width - 1:
            break
        out += ch
    return out + "…"


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))
