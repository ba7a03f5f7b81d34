"""A Microsoft Teams meeting transcript downloaded as a Word document, read as a spoken hand-over.

Teams writes the meeting's title, its start and its length, `<name> started transcription` (`已開始
轉錄`), then each utterance as a paragraph under a line of its speaker and offset (`caribou   3:05`,
`Heron Lind   1:02:11`), and `<name> stopped transcription` last. Read after pandoc's docx reader,
line for line: the brief is what its writer (the speaker of most utterances) said; the speaker
lines, the transcription notices and the others' utterances are left out and `kgraph inspect` says
why; an utterance said as a title (`先講淨新增，一共 3 項。`, `To verify, two entries.`: webvtt.py's
rule) is a heading over what follows. A document without three such speaker lines is left as it is.
"""

from __future__ import annotations

import re
from collections import Counter

from kgraph.extract.tree import View

# `caribou   3:05`, `林詠晴 0:03`, `Heron Lind   1:02:11`: a speaker and the offset of what they say
_SPEAKER = re.compile(r"^\s*(\S.{0,60}?)\s+(?:\d{1,2}:)?\d{1,2}:\d{2}\s*$")
_NOTICE = re.compile(
    r"(?:已開始轉錄|已停止轉錄|已开始转录|已停止转录|started transcription|stopped transcription)\s*[.。]?\s*$", re.I
)


def spoken(seen: View) -> View:
    """The view of a Teams transcript (see the module's docstring); any other view as it is."""
    from kgraph.extract.formats.webvtt import _title

    lines = seen.lines
    speakers = {n: m.group(1).strip() for n, line in enumerate(lines) if (m := _SPEAKER.match(line))}
    if len(speakers) < 3 or not any(_NOTICE.search(line) for line in lines):
        return seen
    said = Counter(speakers.values())
    writer = said.most_common(1)[0][0]
    out = list(lines)
    dropped: dict[int, str] = {}
    speaker = None
    for n, line in enumerate(lines):
        if not line.strip():
            continue
        where = seen.source[n] if n < len(seen.source) else n + 1
        if n in speakers:
            speaker, out[n] = speakers[n], ""
            dropped[where] = f"the speaker and time of what {speaker} says"
        elif _NOTICE.search(line):
            out[n] = ""
            dropped[where] = "the transcript's notice"
        elif speaker is not None and speaker != writer:
            out[n] = ""
            dropped[where] = f"said by {speaker}, not the writer ({writer})"
        elif speaker is not None and (title := _title(line)):
            out[n] = "## " + title
    seen.lines = out
    seen.dropped.update(dropped)
    return seen
