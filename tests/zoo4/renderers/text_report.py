"""A fixed-width plain-text report, as a team mailing a .txt digest writes it: titles underlined
with ====, * bullets, key: value blocks separated by blank lines, text wrapped at 72 columns, and
the summary's counts written in words ("three new papers")."""

from __future__ import annotations

import textwrap

from .. import facts
from ..facts import Doc, Mention
from . import _common as c

EXT = "txt"
WIDTH = 72
KEY = 14  # width of the key column in key: value blocks


def _title(text: str, ch: str = "=") -> list[str]:
    return [text, ch * len(text), ""]


def _kv(key: str, value: str) -> list[str]:
    first, *rest = textwrap.wrap(value, WIDTH - KEY - 2, break_on_hyphens=False, break_long_words=False) or [""]
    return [f"  {(key + ':').ljust(KEY)}{first}"] + [" " * (KEY + 2) + r for r in rest]


def _kvs(key: str, values: list[str]) -> list[str]:
    return [f"  {(key + ':').ljust(KEY)}{v}" if i == 0 else " " * (KEY + 2) + v for i, v in enumerate(values)]


def _wrap(text: str, indent: str = "") -> list[str]:
    return textwrap.wrap(
        text, WIDTH, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False, break_long_words=False
    )


def _kinds(ms: list[Mention]) -> str:
    """three new papers / two papers and one release"""
    kinds: dict[str, int] = {}
    for m in ms:
        kinds[facts.work(m).kind] = kinds.get(facts.work(m).kind, 0) + 1
    parts = [f"{c.word(n)} {k}{'s' if n > 1 else ''}" for k, n in kinds.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _summary(d: Doc) -> str:
    n = d.counts
    s = f"{c.cap(c.word(n['increments']))} increments this window ({_kinds(c.increments(d))})"
    if "adjacent" in n:
        s += f", {c.word(n['adjacent'])} adjacent item"
    s += f" and {c.word(n['carried-over'])} items carried over from earlier briefs."
    if "new-arxiv" in n:
        s += f" New arXiv ids cited: {c.word(n['new-arxiv'])}."
    return s


def _block(m: Mention, d: Doc) -> list[str]:
    w = facts.work(m)
    L = [f"* {w.name}"] + (_kv("arXiv", w.arxiv) if w.arxiv else _kv("URL", w.url))
    if m.section:
        L += _kv("Section", f"§{m.section} {d.sections[m.section]}")
    L += _kv("Status", c.status_en(m))
    if m.confidence:
        L += _kv("Confidence", m.confidence)
    if m.sources:
        L += _kvs("Sources", list(m.sources))
    for f in m.figures:
        L += [f"  {c.cap(f.metric)}: {c.fig(f, space=True)}"]
    return L + _kv("Note", m.point) + [""]


def _brief(d: Doc) -> list[str]:
    L = _title(f"{facts.TOPIC.upper()} DAILY BRIEF")
    L += _kv("Date", d.date.isoformat()) + _kv("Author", d.instance) + _kv("Window", f"{d.window[0]} -> {d.window[1]}")
    L += _kv("Baseline", f"{facts.living_path(EXT)} (version {d.baseline.isoformat()})") + [""]
    L += _title("Summary") + _wrap(_summary(d)) + [""]
    L += _title("Sources checked") + [f"* {s}" for s in d.sources] + [""]
    L += _title("Increments")
    for m in c.increments(d):
        L += _block(m, d)
    L += _title("Carried over")
    for m in c.carried(d):
        L += _block(m, d)
    if c.adjacent(d):
        L += _title("Adjacent and candidates")
        for m in c.adjacent(d):
            L += _block(m, d)
    L += _title("To verify")
    for e in d.entries:
        L += _wrap(f"* [{'RESOLVED' if e.resolved else 'OPEN'}] {e.sentence}")
        L += _kv("Risk", e.risk) + _kv("Concerns", c.item_names(e)) + [""]
    L += _title("arXiv ids") + _kv("New", ", ".join(d.new_ids))
    L += _kvs("Carried over", [c.carried_id_line(m, d) for m in facts.carried_ids(d)]) + [""]
    L += ["-- ", f"{d.instance}, {d.window[1]}", ""]
    return L


def _living(d: Doc) -> list[str]:
    L = _title(f"{facts.TOPIC.upper()}: LIVING KNOWLEDGE DOCUMENT") + _kv("Version", d.date.isoformat()) + [""]
    for number, name, ms in c.by_section(d):
        L += _title(f"§{number} {name}", "-")
        if not ms:
            L += ["(nothing anchored yet)", ""]
        for m in ms:
            w = facts.work(m)
            L += [f"* {w.name}"] + _kv("arXiv", w.arxiv) + _kv("Anchored", m.anchored_on.isoformat())
            L += _kvs("Card", list(m.sources)) + [f"  {c.cap(f.metric)}: {c.fig(f, space=True)}" for f in m.figures]
            L += _kv("Note", m.point) + [""]
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d))
