"""A WebVTT transcript (`.vtt`: a meeting's hand-over as Teams, Zoom or Meet record it), read as
what its writer said.

The file (W3C WebVTT: the `WEBVTT` line, then blocks set apart by blank lines) holds cues, each
an optional identifier, a timing line `00:00:05.152 --> 00:00:10.537` with its settings, and its
payload, and `NOTE`, `STYLE` and `REGION` blocks. A payload names its speaker with a voice tag
(`<v potoroo>Thanks…</v>`, as Teams and Meet write it) or, as Zoom writes it, by opening with
`Name: `. As in a chat, the brief is what its writer (the speaker of most cues) said; the others'
cues, the header, notes, identifiers and timings are left out, and `kgraph inspect` says why.
Speech has no paragraphs, so the writer's cues make one where they follow each other without a
pause (under PAUSE seconds): each cue a line citing its own, a cue that ends mid-sentence joined
to the next as a wrapped line is; a paragraph's first cue that is one short sentence naming no
paper, file or figure is said as its title (`To verify, two entries.`), a heading. Tags inside a payload (`<c.yellow>`, `<i>`,
`<00:00:07.000>`) are dropped and its character references decoded.
"""

from __future__ import annotations

import html
import re
from collections import Counter

from kgraph.extract.tree import View

PAUSE = 0.5  # seconds of silence that end a spoken paragraph
_TIMING = re.compile(r"^\s*(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})")
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?\s+([^>]{1,80})>")
_NAMED = re.compile(r"^([^\s:<>][^:<>]{0,40}?):\s+(?=\S)")  # Zoom: `potoroo: Thanks…`
_TAG = re.compile(r"</?[a-z][^>]{0,200}>|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>", re.I)


def view(text: str) -> View:
    """The transcript's view (see the module's docstring), read as Markdown is: each cue of the
    writer a line of its own, a spoken paragraph's cues one paragraph, each line citing its cue."""
    lines = text.split("\n")
    cues = _cues(lines)
    tagged = sum(1 for c in cues if c[3]) * 2 >= len(cues)
    spoken: list[tuple[int, float, float, str, str]] = []
    lengths = dict(_payload_lengths(lines, cues))
    for line, start, end, voice, payload in cues:
        speaker = voice
        if not tagged and (m := _NAMED.match(payload)):
            speaker, payload = m.group(1).strip(), payload[m.end() :]
        spoken.append((line, start, end, speaker or "", _plain(payload)))
    said = Counter(s for _, _, _, s, p in spoken if p)
    writer = said.most_common(1)[0][0] if said else ""
    out: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    continued: dict[int, int] = {}
    last: tuple[str, float] | None = None  # the speaker and end of the writer's last cue, while they speak
    for line, start, end, speaker, payload in spoken:
        if speaker != writer or not payload:
            for n in range(line, line + lengths[line]):
                dropped[n + 1] = f"said by {speaker or 'nobody named'}, not the writer ({writer})"
            last = None
            continue
        goes_on = last is not None and start - last[1] < PAUSE and not (out and out[-1].startswith("#"))
        title = "" if goes_on else _title(payload)
        if out and (not goes_on or title):
            out.append("")  # (a pause, or a title: a paragraph ends)
            source.append(line + 1)
        out.append(title or payload)
        source.append(line + 1)
        if title:
            out.append("")
            source.append(line + 1)
        for more in range(line + 1, line + lengths[line]):
            continued[more + 1] = line + 1  # (a payload of several lines: one cue)
        last = (speaker, end)
    shown = set(source) | set(continued) | set(dropped)
    for n, text_line in enumerate(lines, 1):
        if text_line.strip() and n not in shown:
            dropped[n] = "the transcript's header, a note, a cue's identifier or timing"
    from kgraph.extract.formats import markdown

    seen = markdown.view("\n".join(out))
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.continued.update(continued)
    seen.dropped.update(dropped)
    return seen


def _title(payload: str) -> str:
    """A paragraph's first cue that is one short sentence naming no paper, file or figure, said
    as a title (`To verify, two entries.`, `Next, section 1.2, Plume Rise Modelling.`): a heading
    over what follows, without the words that open it (`Next,`); else ''."""
    from kgraph import patterns as P
    from kgraph.extract.lexicon import default

    sentence = payload.strip()
    if _SENTENCE_GOES_ON.search(sentence) or len(sentence.split()) > 10 or len(sentence) > 80:
        return ""
    if P.find_arxiv(sentence) or P.PATH.search(sentence) or P.URL.search(sentence) or P.FIGURE.search(sentence):
        return ""
    if re.search(r"[:：]\s*\S", sentence):
        return ""  # (`Net new number three: AshFlow 4, the software release.`: a label and its item)
    if any(risk.search(sentence) for risk, _ in P.RISK_WORDS):
        return ""  # (`Number one, high risk, still open.`: an entry's opening, not a title)
    opening = default().regex("prose", "spoken_opening")
    if (m := opening.match(sentence)) and re.match(r"\s*[,，、]?\s*", sentence[m.end() :]):
        sentence = sentence[m.end() :].lstrip(" ,，、")
    return "## " + sentence.rstrip(".。!！:：") if sentence else ""


_SENTENCE_GOES_ON = re.compile(r"[.。!?！？;；](?=\s*\S)(?!\d)")  # (a second sentence: `1.1` is a number)


def _cues(lines: list[str]) -> list[tuple[int, float, float, str, str]]:
    """Each cue: the line (0-based) its payload starts on, its start and end in seconds, its voice
    (or ''), and its payload's lines joined."""
    out = []
    n = 0
    while n < len(lines):
        m = _TIMING.match(lines[n])
        if not m:
            n += 1
            continue
        first, end = n + 1, n + 1
        while end < len(lines) and lines[end].strip():
            end += 1
        payload = " ".join(x.strip() for x in lines[first:end])
        voice = _VOICE.search(payload)
        if first < end:
            out.append(
                (
                    first,
                    _seconds(m.groups()[:4]),
                    _seconds(m.groups()[4:]),
                    voice.group(1).strip() if voice else "",
                    payload,
                )
            )
        n = end
    return out


def _payload_lengths(lines: list[str], cues: list[tuple[int, float, float, str, str]]) -> list[tuple[int, int]]:
    """Each cue's first payload line and how many lines its payload runs over."""
    out = []
    for first, *_ in cues:
        end = first
        while end < len(lines) and lines[end].strip():
            end += 1
        out.append((first, end - first))
    return out


def _seconds(parts: tuple[str | None, ...]) -> float:
    hours, minutes, seconds, millis = (int(p or 0) for p in parts)
    return hours * 3600 + minutes * 60 + seconds + millis / 1000


def _plain(payload: str) -> str:
    return html.unescape(_TAG.sub("", payload)).strip()
