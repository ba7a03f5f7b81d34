"""Plain text: numbered sections '1)', '2)', sub-items '3.1)', and 'key = value' lines."""

from __future__ import annotations

from ._common import TOPIC, en_entry, fig, living_path, md, work

EXT = "txt"


def _kv(k: str, v, indent: int = 3) -> str:
    return f"{' ' * indent}{k} = {v}"


def render(doc) -> str:
    L: list[str] = [f"{TOPIC.upper()} {doc.kind.upper()}", "=" * 24, _kv("date", doc.date.isoformat(), 0)]
    if doc.kind == "brief":
        a, b = doc.window
        L += [
            _kv("author", doc.instance, 0),
            _kv("window", f"{a} -> {b}", 0),
            _kv("baseline", f"{living_path(EXT)} @ {doc.baseline.isoformat()}", 0),
        ]
    n = 0

    def sec(title):
        nonlocal n
        n += 1
        L.extend(["", f"{n}) {title}"])
        return n

    if doc.counts:
        sec("Declared counts")
        for k, v in doc.counts.items():
            L.append(_kv(k.replace("-", "_"), v))
    if doc.sources:
        sec("Sources read")
        for s in doc.sources:
            L.append(_kv("source", s))
    sec("Sections")
    for num, name in doc.sections.items():
        L.append(_kv(f"s{num}", name))
    k = sec("Items")
    for i, m in enumerate(doc.mentions, 1):
        w = work(m)
        L.append(f"   {k}.{i}) {w.name}")
        L.append(_kv("arxiv" if w.arxiv else "url", w.arxiv or w.url, 6))
        L.append(_kv("status", m.status, 6))
        if m.section:
            L.append(_kv("section", m.section, 6))
        if m.anchored_on:
            L.append(_kv("anchored", md(m.anchored_on), 6))
        for f in m.figures:
            L.append(_kv("figure", f"{fig(f)} ({f.metric})", 6))
        for s in m.sources:
            L.append(_kv("from", s, 6))
        if m.confidence:
            L.append(_kv("confidence", m.confidence, 6))
        L.append(_kv("note", m.point, 6))
    if doc.entries:
        k = sec("To verify")
        for i, e in enumerate(doc.entries, 1):
            L.append(f"   {k}.{i}) {en_entry(e)}")
            L.append(_kv("about", ", ".join(e.items), 6))
            L.append(_kv("risk", e.risk, 6))
            L.append(_kv("resolved", "yes" if e.resolved else "no", 6))
    return "\n".join(L) + "\n"
