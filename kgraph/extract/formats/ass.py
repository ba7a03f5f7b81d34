"""An Advanced SubStation Alpha subtitle file (`.ass`, `.ssa`: Aegisub's), read as a transcript.

The file (the ASS specification, v4.00+) holds sections in brackets; `[Events]` has a `Format:`
line naming each event's fields and one `Dialogue:` line per subtitle (`Comment:` lines are not
shown), its `Text` last: override tags in braces (`{\\i1}`), `\\N` a line break, `\\h` a hard
space. Each dialogue is a cue, its `Name` field its speaker, read as WebVTT's (webvtt.py): the
brief is what its writer (the speaker of most lines) said. A subtitle in another style than the
dialogue's (a sign: what a shared screen shows) shown while the writer speaks is the writer's, its
first line a heading and each other line a line of its own; a dialogue's `\\N` is a display wrap.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.formats.webvtt import Cue, cue_view
from kgraph.extract.tree import View

_TIME = re.compile(r"^\s*(\d+):(\d{2}):(\d{2})[.,](\d{1,3})\s*$")
_OVERRIDE = re.compile(r"\{[^{}]{0,500}\}")


def view(text: str) -> View:
    """The subtitles' view (see the module's docstring), read as Markdown is."""
    lines = text.split("\n")
    events = _events(lines)
    style = Counter(e[3] for e in events).most_common(1)
    talk = [e for e in events if style and e[3] == style[0][0]]
    writer = Counter(e[4] for e in talk if e[4]).most_common(1)
    spans = [(e[1], e[2]) for e in talk if writer and e[4] == writer[0][0]]
    cues = []
    for no, start, end, kind, name, said in events:
        sign = bool(style) and kind != style[0][0]
        if sign and writer and any(s < end and start < t for s, t in spans):
            name = writer[0][0]  # a sign shown while the writer speaks: what the writer shares
        cues.append(Cue(no, start, end, name, said if sign else said.replace("\n", " "), 1))
    cues.sort(key=lambda c: c.start)  # (in time; a sign and a line that start together: as written)
    return cue_view(lines, cues, tagged=True)


def _events(lines: list[str]) -> list[tuple[int, float, float, str, str, str]]:
    """(line index, start, end, style, name, text) of each dialogue line of `[Events]`."""
    out = []
    fields: list[str] = []
    section = ""
    for n, line in enumerate(lines):
        stripped = line.strip().lstrip("\ufeff")
        if stripped.startswith("[") and stripped.endswith("]"):
            section = stripped.lower()
            continue
        if section != "[events]":
            continue
        key, _, value = stripped.partition(":")
        if key == "Format":
            fields = [f.strip().lower() for f in value.split(",")]
        elif key == "Dialogue" and fields:
            cells = dict(zip(fields, (c.strip() for c in value.split(",", len(fields) - 1)), strict=False))
            start, end = _seconds(cells.get("start", "")), _seconds(cells.get("end", ""))
            said = _plain(cells.get("text", ""))
            if start is not None and end is not None and said:
                out.append((n, start, end, cells.get("style", ""), cells.get("name", ""), said))
    return out


def _seconds(value: str) -> float | None:
    if not (m := _TIME.match(value)):
        return None
    hours, minutes, seconds, fraction = m.groups()
    return int(hours) * 3600 + int(minutes) * 60 + int(seconds) + int(fraction) / 10 ** len(fraction)


def _plain(text: str) -> str:
    """A dialogue's text without its override tags, `\\N` (and `\\n`) a line break."""
    text = _OVERRIDE.sub("", text).replace("\\h", " ")
    return "\n".join(part.strip() for part in re.split(r"\\[Nn]", text) if part.strip())
