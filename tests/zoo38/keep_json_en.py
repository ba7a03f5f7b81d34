"""Layout `keep_json_en`: each document as a Google Keep note exported by Google Takeout (English,
`.json`, one file a note).

Takeout writes a note as one compact JSON object, UTF-8 as it is: `color`, `isTrashed`,
`isPinned`, `isArchived`, then `textContent` (plain text, lines joined with `\\n`) for a text note
or `listContent` (checklist items, each with `textHtml`, `text`, `isChecked`) for a list note,
`title`, `userEditedTimestampUsec` and `createdTimestampUsec` (microseconds since the epoch, UTC),
`labels` (`{"name": …}`) and, when Keep made link previews, `annotations` (`WEBLINK` items with
`description`, `source`, `title`, `url`). A brief is a text note, pinned, with a link preview for
each new item; the living document is an archived checklist, an item a work (checked when
anchored) or a section heading.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from html import escape

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"


def _usec(at: datetime) -> int:
    return int(at.replace(tzinfo=UTC).timestamp()) * 1_000_000


def _end(d: Doc) -> datetime:
    if d.window:
        return datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
    return datetime(d.date.year, d.date.month, d.date.day, 22, 40)


def _item(m: Mention, d: Doc, head: str) -> list[str]:
    bits = [head]
    if m.section:
        bits.append(W.section_en(d, m.section))
    if m.confidence:
        bits.append(f"confidence {m.confidence}")
    L = [", ".join(bits), f"   {W.sentence(m.point)}"]
    L += [f"   {W.fig_en(f)}" for f in m.figures]
    if m.sources:
        L.append(f"   Sources: {', '.join(m.sources)}")
    if m.status == "new" or d.kind == "living":
        L.append(f"   {W.url(m)}")
    return L


def _brief_text(d: Doc) -> str:
    new, old, side = F.groups(d)
    L = [
        f"From: {d.instance}",
        f"Window: {d.window[0]} to {d.window[1]}",
        f"Baseline: {F.living_path(EXT)} (version {W.iso(d.baseline)})",
        f"Counts: {W.counts_en(d.counts)}",
        f"New arXiv IDs: {', '.join(d.new_ids)}",
        "",
        W.STATUS_EN["new"],
    ]
    for k, m in enumerate(new, 1):
        L += _item(m, d, f"{k}. {W.label(m)}")
    L += ["", "Carried over"]
    for m in old:
        L += _item(m, d, f"- {W.label(m)}, {W.carried_en(m)}")
    L += ["", "Adjacent"]
    for m in side:
        L += _item(m, d, f"- {W.label(m)}, {W.STATUS_EN[m.status]}")
    L += ["", "To verify"]
    for k, e in enumerate(d.entries, 1):
        L.append(f"{k}. Risk {e.risk}, {'resolved' if e.resolved else 'open'}: {e.sentence}.")
    L += ["", "Sources read"]
    L += [f"- {s}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
    L += ["", f"Hand-over from {d.instance}, {F.HANDOVER}"]
    return "\n".join(L)


def _check(text: str, checked: bool) -> dict:
    return {"textHtml": escape(text, quote=False), "text": text, "isChecked": checked}


def _living_list(d: Doc) -> list[dict]:
    out = []
    for k in d.sections:
        out.append(_check(W.section_en(d, k), False))
        for m in d.mentions:
            if m.section == k:
                parts = [x.strip() for x in _item(m, d, f"{W.label(m)}, {W.carried_en(m)}")]
                out.append(_check(" — ".join(parts), m.status == "anchored"))
    return out


def note(d: Doc) -> dict:
    end = _end(d)
    n: dict = {"color": "TEAL" if d.kind == "brief" else "GRAY", "isTrashed": False,
               "isPinned": d.kind == "brief", "isArchived": d.kind == "living"}  # fmt: skip
    if d.kind == "brief":
        n["textContent"] = _brief_text(d)
        n["title"] = f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}"
    else:
        n["listContent"] = _living_list(d)
        n["title"] = f"{F.TOPIC}: living document, {W.long_en(d.date)}"
    n["userEditedTimestampUsec"] = _usec(end)
    n["createdTimestampUsec"] = _usec(end - timedelta(minutes=17))
    n["labels"] = [{"name": F.TOPIC}, {"name": "daily brief" if d.kind == "brief" else "living document"}]
    links = [m for m in d.mentions if m.status == "new" or d.kind == "living"]
    n["annotations"] = [{"description": "", "source": "WEBLINK", "title": F.work(m).name, "url": W.url(m)}
                        for m in links]  # fmt: skip
    return n


def render(d: Doc) -> str:
    return json.dumps(note(d), ensure_ascii=False, separators=(",", ":"))
