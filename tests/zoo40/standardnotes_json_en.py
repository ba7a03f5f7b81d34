"""The brief as a Standard Notes note, in a decrypted backup file (English, `.json`).

What Standard Notes writes when a user downloads a decrypted backup (Preferences > Backups >
"Download backup", with "Decrypted" chosen): `{"version": "004", "items": [...]}` serialized by
`JSON.stringify(data, null, 2)` (two-space indent, `"key": value`, non-ASCII written as it is,
`/` not escaped). Each item is a payload with a lower case v4 `uuid`, its `content_type`
(`Note`, `Tag`), the decrypted `content`, `created_at`/`updated_at` as ISO instants with
milliseconds in UTC, the server's `created_at_timestamp`/`updated_at_timestamp` in microseconds
and `duplicate_of`. A note's content: `title`, `text` (here Markdown, written in the Markdown
editor), `references` (a note references nothing; tags reference notes), `appData` under
`org.standardnotes.sn` (`client_updated_at`, `pinned`, `prefersPlainEditor`), `preview_plain`,
`spellcheck`, `noteType` and `editorIdentifier`. A tag's content: `title`, `expanded`,
`references` (`{"uuid", "content_type": "Note"}`) and `appData`. Each document is one backup
file holding its note and the tags that reference it. The team works in Mountain Time, so the
16:35 hand-over is 22:35 UTC.
"""

from __future__ import annotations

import hashlib
import json
import uuid
from datetime import UTC, date, datetime, timedelta
from typing import Any

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"

UTC_OFFSET = timedelta(hours=-6)  # America/Denver in August (MDT)
EDITOR = "org.standardnotes.advanced-markdown-editor"


def _uuid(*parts: str) -> str:
    """A lower case v4 UUID, the same for the same parts (the app draws them at random)."""
    digest = hashlib.sha256("|".join(("zoo40-sn", *parts)).encode()).digest()
    return str(uuid.UUID(bytes=digest[:16], version=4))


def _instant(local: datetime) -> datetime:
    return (local - UTC_OFFSET).replace(tzinfo=UTC)


def _iso(t: datetime) -> str:
    """`2026-08-25T22:35:07.412Z`."""
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def _micros(t: datetime, extra: int) -> int:
    """The server's timestamp in microseconds (a little after the client's millisecond instant)."""
    return int(t.timestamp()) * 1_000_000 + (t.microsecond // 1000) * 1000 + extra


def _local(d: date, hhmm: str, seconds: int, millis: int) -> datetime:
    h, m = (int(x) for x in hhmm.split(":"))
    return datetime(d.year, d.month, d.day, h, m, seconds, millis * 1000)


# --- the note's Markdown ---------------------------------------------------------------------------


def _code_list(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{p}`" for p in paths)


def _figures(m: Mention) -> str:
    return "; ".join(W.fig_en(f) for f in m.figures)


def _new_item(k: int, m: Mention, d: Doc) -> list[str]:
    lines = [
        f"### {k}. {W.label(m)}",
        "",
        f"- **Section:** {W.section_en(d, m.section)}",
        f"- **Link:** <{W.url(m)}>",
        f"- **Key point:** {W.sentence(m.point)}",
    ]
    if m.figures:
        lines.append(f"- **Figures:** {_figures(m)}")
    lines.append(f"- **Confidence:** {m.confidence}")
    lines.append(f"- **Sources:** {_code_list(m.sources)}")
    return [*lines, ""]


def _carried_row(m: Mention, d: Doc) -> str:
    figs = _figures(m) if m.figures else "—"
    return f"| {W.label(m)} | {W.section_en(d, m.section)} | {W.carried_en(m)} | {figs} | {W.sentence(m.point)} |"


def _side_item(m: Mention) -> str:
    return f"- [{W.label(m)}]({W.url(m)}) — {W.STATUS_EN[m.status]}. {W.sentence(m.point)}"


def _brief_text(d: Doc) -> str:
    new, old, side = F.groups(d)
    start, end = d.window
    L = [
        f"# Daily brief: {F.TOPIC}, {W.long_en(d.date)}",
        "",
        f"**Instance:** {d.instance}  ",
        f"**Window:** {start} → {end} (Mountain Time)  ",
        f"**Baseline:** `{F.living_path(EXT)}` (version {W.iso(d.baseline)})  ",
        f"**Declared counts:** {W.counts_en(d.counts)}  ",
        f"**New arXiv IDs:** {', '.join(d.new_ids)}",
        "",
        f"## NET-new ({len(new)})",
        "",
    ]
    for k, m in enumerate(new, 1):
        L += _new_item(k, m, d)
    L += [f"## Carried over and anchored ({len(old)})", ""]
    L += ["| Item | Section | Status | Figures | Note |", "| --- | --- | --- | --- | --- |"]
    L += [_carried_row(m, d) for m in old]
    L += ["", f"## Adjacent ({len(side)})", ""]
    L += [_side_item(m) for m in side]
    L += ["", "## To verify", ""]
    for e in d.entries:
        box = "x" if e.resolved else " "
        state = "resolved" if e.resolved else "open"
        L.append(f"- [{box}] **Risk {e.risk}, {state}.** {e.sentence}.")
    L += ["", "## Sources read", ""]
    for k, s in enumerate(d.sources, 1):
        L.append(f"{k}. `{s}`" + (" (empty)" if s in d.empty_sources else ""))
    L += ["", "---", "", f"*Hand-over from {d.instance}, {F.HANDOVER}.*"]
    return "\n".join(L)


def _living_text(d: Doc) -> str:
    L = [
        "# River sediment transport: living document",
        "",
        f"**Topic:** {F.TOPIC}  ",
        f"**Version:** {W.iso(d.date)}",
        "",
        "Every daily brief starts from this note. Items are anchored here once a brief has checked them.",
        "",
    ]
    for num in d.sections:
        L += [f"## {W.section_en(d, num)}", ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            L += ["_Nothing anchored yet._", ""]
        for m in here:
            L += [f"### {W.label(m)}", ""]
            L.append(f"- **Status:** {W.carried_en(m)}")
            L.append(f"- **Link:** <{W.url(m)}>")
            L.append(f"- **Key point:** {W.sentence(m.point)}")
            if m.figures:
                L.append(f"- **Figures:** {_figures(m)}")
            L.append(f"- **Card:** {_code_list(m.sources)}")
            L.append("")
    return "\n".join(L).rstrip("\n")


# --- the backup ------------------------------------------------------------------------------------


def _note(d: Doc, created: datetime, updated: datetime) -> dict[str, Any]:
    brief = d.kind == "brief"
    text = _brief_text(d) if brief else _living_text(d)
    title = f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}" if brief else "River sediment transport: living document"
    preview = (
        f"Window {d.window[0]} → {d.window[1]}, hand-over from {d.instance}"
        if brief
        else f"Living document for {F.TOPIC}, version {W.iso(d.date)}"
    )
    return {
        "uuid": _uuid("note", d.stem),
        "content_type": "Note",
        "content": {
            "title": title,
            "text": text,
            "references": [],
            "appData": {
                "org.standardnotes.sn": {
                    "client_updated_at": _iso(updated),
                    "pinned": not brief,
                    "prefersPlainEditor": False,
                }
            },
            "preview_plain": preview,
            "spellcheck": True,
            "noteType": "markdown",
            "editorIdentifier": EDITOR,
        },
        "created_at": _iso(created),
        "updated_at": _iso(updated),
        "created_at_timestamp": _micros(created, 318),
        "updated_at_timestamp": _micros(updated, 574),
        "duplicate_of": None,
    }


def _tag(title: str, note_uuid: str, created: datetime, updated: datetime) -> dict[str, Any]:
    return {
        "uuid": _uuid("tag", title),
        "content_type": "Tag",
        "content": {
            "title": title,
            "expanded": True,
            "references": [{"uuid": note_uuid, "content_type": "Note"}],
            "appData": {"org.standardnotes.sn": {"client_updated_at": _iso(updated)}},
        },
        "created_at": _iso(created),
        "updated_at": _iso(updated),
        "created_at_timestamp": _micros(created, 902),
        "updated_at_timestamp": _micros(updated, 655),
        "duplicate_of": None,
    }


def render(d: Doc) -> str:
    if d.kind == "brief":
        created = _instant(_local(d.date, F.HANDOVER, 7, 412))
        updated = created + timedelta(minutes=3, seconds=51, milliseconds=96)
        second = "daily-brief"
    else:
        created = _instant(datetime(2026, 8, 3, 9, 12, 44, 250_000))
        updated = _instant(_local(d.date, "11:20", 18, 733))
        second = "living-document"
    note = _note(d, created, updated)
    topic_tag = _tag(F.TOPIC, note["uuid"], _instant(datetime(2026, 8, 3, 9, 10, 2, 81_000)), updated)
    other_tag = _tag(second, note["uuid"], _instant(datetime(2026, 8, 3, 9, 10, 30, 517_000)), updated)
    backup = {"version": "004", "items": [note, topic_tag, other_tag]}
    return json.dumps(backup, indent=2, ensure_ascii=False)


def text(out: str) -> str:
    """The note as the editor shows it: its title, then its Markdown (what make.py hands the key
    writer instead of the JSON string with its escapes)."""
    note = next(i for i in json.loads(out)["items"] if i["content_type"] == "Note")
    return note["content"]["title"] + "\n\n" + note["content"]["text"]
