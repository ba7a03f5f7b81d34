"""A WebVTT, SubRip or SubViewer transcript (`.vtt`, `.srt`, `.sbv`: a meeting's hand-over as
Teams, Zoom, Meet or YouTube's captions record it), read as what its writer said.

The file (W3C WebVTT: the `WEBVTT` line, then blocks set apart by blank lines) holds cues, each
an optional identifier, a timing line `00:00:05.152 --> 00:00:10.537` with its settings, and its
payload, and `NOTE`, `STYLE` and `REGION` blocks. A payload names its speaker with a voice tag
(`<v potoroo>Thanks…</v>`, as Teams and Meet write it) or, as Zoom writes it, by opening with
`Name: ` (`张伟：`; SubRip has no voice tags, so a name that opens two cues or more, or YouTube's `>> 名字：`,
which marks a new speaker; the cues after it are that speaker's until the next). As in a chat, the brief is what its writer (the speaker of most cues) said; the others'
cues, the header, notes, identifiers and timings are left out, and `kgraph inspect` says why.
Speech has no paragraphs, so the writer's cues make one where they follow each other without a
pause (longer than three times their usual gap, at least PAUSE seconds) and none names a new
work: each cue a line citing its own, a cue that ends mid-sentence joined
to the next as a wrapped line is; a paragraph's first cue that is one short sentence naming no
paper, file or figure is said as its title (`To verify, two entries.`), a heading. Tags inside a payload (`<c.yellow>`, `<i>`,
`<00:00:07.000>`) are dropped and its character references decoded.
"""

from __future__ import annotations

import html
import re
from collections import Counter
from typing import NamedTuple

from kgraph.extract.tree import View

PAUSE = 0.5  # seconds of silence that end a spoken paragraph, at least (see _pause)
# (WebVTT writes `00:00:05.152`, SubRip `00:00:05,152`)
_TIMING = re.compile(r"^\s*(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})\s+-->\s+(?:(\d+):)?(\d{2}):(\d{2})[.,](\d{3})")
_VOICE = re.compile(r"<v(?:\.[\w.-]+)?\s+([^>]{1,80})>")
# YouTube's SubViewer captions (`.sbv`): `0:00:01.480,0:00:04.172`, no arrow
_SBV_TIMING = re.compile(r"^\s*(\d+):(\d{2}):(\d{2})\.(\d{3}),(\d+):(\d{2}):(\d{2})\.(\d{3})\s*$")
_NAMED = re.compile(
    r"^(>>\s*)?([^\s:：<>][^:：<>]{0,40}?)(?::\s+|：\s*)(?=\S)"
)  # `potoroo: …`, `张伟：…`, `>> 佩君：…`
_TAG = re.compile(r"</?[a-z][^>]{0,200}>|<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>", re.I)


def view(text: str) -> View:
    """The transcript's view (see the module's docstring), read as Markdown is: each cue of the
    writer a line of its own, a spoken paragraph's cues one paragraph, each line citing its cue."""
    lines = text.split("\n")
    return cue_view(lines, _cues(lines))


def cue_view(lines: list[str], cues: list[Cue], tagged: bool | None = None) -> View:
    """The view of a transcript's cues (`lines`: the file's; `tagged`: whether each cue's voice is
    its speaker, by default when half of them have one). A payload of several lines is a sign (a
    shared screen's text, ass.py): an item with its lines when it names a work (and what the writer
    says while it is shown is said of it), else a heading over a list of its lines."""
    tagged = sum(1 for c in cues if c[3]) * 2 >= len(cues) if tagged is None else tagged
    spoken: list[tuple[int, float, float, str, str]] = []
    lengths = {cue.line: cue.length for cue in cues}
    # a name before a colon is a speaker when it opens two cues or more (`先说数字：…` opens one)
    # (`>> 名字：`, YouTube's mark of a new speaker, names one however often; where it is used, only
    # it does: `來源我貼在聊天室：…` opens several cues and is no speaker)
    named = Counter(m.group(2).strip() for c in cues if (m := _NAMED.match(c[4])))
    marked = {m.group(2).strip() for c in cues if (m := _NAMED.match(c[4])) and m.group(1)}
    speaker = ""
    for line, start, end, voice, payload, _ in cues:
        if tagged:
            speaker = voice
        elif (m := _NAMED.match(payload)) and (
            m.group(2).strip() in marked or (not marked and named[m.group(2).strip()] >= 2)
        ):
            speaker, payload = m.group(2).strip(), payload[m.end() :]
        spoken.append((line, start, end, speaker or "", _plain(payload)))
    said = Counter(s for _, _, _, s, p in spoken if p)
    writer = said.most_common(1)[0][0] if said else ""
    pause = _pause([(start, end) for _, start, end, speaker, p in spoken if speaker == writer and p])
    out: list[str] = []
    source: list[int] = []
    dropped: dict[int, str] = {}
    continued: dict[int, int] = {}
    last: tuple[str, float] | None = None  # the speaker and end of the writer's last cue, while they speak
    shown_until = -1.0  # while a sign of a work is shown, what the writer says is said of that work
    for line, start, end, speaker, payload in spoken:
        if speaker != writer or not payload:
            for n in range(line, line + lengths[line]):
                dropped[n + 1] = f"said by {speaker or 'nobody named'}, not the writer ({writer})"
            last = None
            continue
        if "\n" not in payload and start < shown_until and not _names_a_work(payload):
            out.append("  " + payload)  # (`FrontTrace，1.2，2026年9月11日已錨定。` said under its sign)
            source.append(line + 1)
            last = (speaker, end)
            continue
        goes_on = (
            last is not None
            and start - last[1] < pause
            and not (out and out[-1].startswith("#"))
            and not _names_a_work(payload)  # (a new work is a new paragraph, however fast it is said)
        )
        title = _title(payload) if "\n" not in payload else ""  # (a sign of several lines: no title)
        if goes_on and title and (not _structural(title) or (_names_a_work(out[-1]) and not _lists_ids(out[-1]))):
            # (right after a cue that names a work, `沿用，在1.2節，…` says more of it: no title; after
            # a list of ids, `這次檢查過的來源，…` is one)
            title = ""  # (`Confidence medium.` within an item's run is no title; `To verify, two entries.` is)
        goes_on = goes_on and not title
        if out and (not goes_on or title):
            out.append("")  # (a pause, or a title: a paragraph ends)
            source.append(line + 1)
        pieces = [title] if title else payload.split("\n")
        titled_sign = len(pieces) > 1 and not _signs_a_work(payload)
        if len(pieces) > 1 and _signs_a_work(payload):  # a sign (what a shared screen shows) of a work:
            pieces = ["", "- " + pieces[0], *("  " + p for p in pieces[1:])]  # an item, its lines its own
            shown_until = end
        elif len(pieces) > 1:  # any other sign of several lines: its first line its title
            pieces = ["", "## " + pieces[0], "", *("- " + p for p in pieces[1:]), ""]  # (each a line of the screen)
        for piece in pieces:
            out.append(piece)
            source.append(line + 1)
        if title:
            out.append("")
            source.append(line + 1)
        for more in range(line + 1, line + lengths[line]):
            continued[more + 1] = line + 1  # (a payload of several lines: one cue)
        last = None if titled_sign else (speaker, end)  # (after a titled sign, what is said opens anew)
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


def _pause(spans: list[tuple[float, float]]) -> float:
    """The silence that ends a spoken paragraph, by the speaker's own rhythm: three times the
    lower quartile of the gaps between their cues, and at least PAUSE (tools space cues differently: Teams by
    0.04 s within a sentence run, a SubRip export by half a second)."""
    gaps = sorted(max(0.0, b[0] - a[1]) for a, b in zip(spans, spans[1:], strict=False))
    return max(PAUSE, 3 * gaps[len(gaps) // 4]) if gaps else PAUSE  # (the lower quartile: a run's gaps)


def _structural(title: str) -> bool:
    """A title that opens with a section or a part of a brief (`## §1.2, Plume Rise Modelling`, `##
    To verify, two entries`; not `It goes in §1.2, …`), so it heads what follows even said
    without a pause."""
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default
    from kgraph.extract.segment import canonical_line

    lex = default()
    said = canonical_line(fold(title, simplify=True), "brief", lex).lstrip("# ")  # (`待核實的…`: the lexicon's script)
    return said.startswith("§") or any(lex.regex("parts", key).match(said) for key in lex.tables.get("parts", {}))


_A_DATE = re.compile(
    r"\d{1,2}\s*月\s*\d{1,2}\s*[日号號]|\d{4}-\d{1,2}-\d{1,2}|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}\b"
)


def _names_a_work(payload: str) -> bool:
    """A cue that names a paper by its id, opens with an item's label (`Net new number three:`)
    or with a name and its kind."""
    from kgraph import patterns as P

    return bool(P.find_arxiv(payload)) or _ITEM_SAID.match(payload) is not None or _named_with_kind(payload)


def _signs_a_work(payload: str) -> bool:
    """A sign that names a work by its id or its link (`延續｜GlacioSeis 5｜軟體釋出｜§1.1` over its URL)."""
    from kgraph import patterns as P

    return _names_a_work(payload.split("\n", 1)[0]) or bool(P.find_arxiv(payload) or P.URL.search(payload))


def _lists_ids(payload: str) -> bool:
    from kgraph import patterns as P

    return len(P.find_arxiv(payload)) >= 2  # (`本輪淨增的編號：A、A`: a list, if one that repeats an id)


def _named_with_kind(payload: str) -> bool:
    """`OrthoStitch 4，是軟體釋出，網址…`, `AshFlow 4, the software release.`: a name the cue
    opens with, then what kind of work it is (lexicon `[prose] kind`)."""
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default

    kinds = default().regex("prose", "kind").pattern
    return (
        re.match(
            rf"\s*[A-Za-z][\w.+\-]*(?: [\w.+\-]+){{0,4}}\s*[,，]\s*(?:(?:是|这是)(?:一个|一款|一篇|一则)?|(?:the|a|an)\s+)?(?:{kinds})\s*[,，.。:：]",
            fold(payload, simplify=True),
            re.I,
        )
        is not None
    )


# an item's label said aloud: `Net new number one:`, `净增第一条，`, `邻接一条，`
_ITEM_SAID = re.compile(
    r"\s*(?:(?:net[- ]new|adjacent|carried over)\s+(?:item\s+)?(?:number\s+)?\w+\s*[:：]"
    r"|(?:还有)?(?:净增|新增|邻接|沿用|續用|淨增|鄰接|候选|候選|备选|備選)\s*(?:的)?\s*第?[一二三四五六七八九十\d]+\s*[条條件个]\s*[，,:：])",
    re.I,
)


def _title(payload: str) -> str:
    """A paragraph's first cue that is one short sentence naming no paper, file or figure, said
    as a title (`To verify, two entries.`, `Next, section 1.2, Plume Rise Modelling.`): a heading
    over what follows, without the words that open it (`Next,`); else ''."""
    from kgraph import patterns as P
    from kgraph.extract.fold import fold
    from kgraph.extract.lexicon import default

    sentence = payload.strip()
    han = len(re.findall(r"[\u3400-\u9fff]", sentence))
    if _SENTENCE_GOES_ON.search(sentence) or len(sentence.split()) > 10 or len(sentence) > 80 or han > 24:
        return ""
    if P.find_arxiv(sentence) or P.PATH.search(sentence) or P.URL.search(sentence) or P.FIGURE.search(sentence):
        return ""
    if re.search(r"[:：]\s*\S", sentence):
        return ""  # (`Net new number three: AshFlow 4, the software release.`: a label and its item)
    if _A_DATE.search(sentence):
        return ""  # (`沿用，5月20號錨定的，在1.1節，…`: a record's status and date, not a title)
    if any(risk.search(sentence) for risk, _ in P.RISK_WORDS):
        return ""  # (`Number one, high risk, still open.`: an entry's opening, not a title)
    opening = default().regex("prose", "spoken_opening")
    folded = fold(sentence, simplify=True)  # (`接下來是…`: matched in the lexicon's script)
    if m := opening.match(folded):
        sentence = (sentence if len(folded) == len(sentence) else folded)[m.end() :].lstrip(" ,，、")
    return "## " + sentence.rstrip(".。!！:：") if sentence else ""


_SENTENCE_GOES_ON = re.compile(r"[.。!?！？;；](?=\s*\S)(?!\d)")  # (a second sentence: `1.1` is a number)


class Cue(NamedTuple):
    line: int  # (0-based) where its payload starts
    start: float  # seconds
    end: float
    voice: str  # its `<v Name>`, or ''
    payload: str  # its lines joined
    length: int  # how many lines the payload runs over


def _cues(lines: list[str]) -> list[Cue]:
    """Each cue of the transcript (see Cue)."""
    out = []
    n = 0
    while n < len(lines):
        m = _TIMING.match(lines[n]) or _SBV_TIMING.match(lines[n])
        if not m:
            n += 1
            continue
        first, end = n + 1, n + 1
        while end < len(lines) and lines[end].strip():
            end += 1
        payload = " ".join(x.strip() for x in lines[first:end])
        voice = _VOICE.search(payload)
        if first < end:
            said = voice.group(1).strip() if voice else ""
            out.append(Cue(first, _seconds(m.groups()[:4]), _seconds(m.groups()[4:]), said, payload, end - first))
        n = end
    return out


def _seconds(parts: tuple[str | None, ...]) -> float:
    hours, minutes, seconds, millis = (int(p or 0) for p in parts)
    return hours * 3600 + minutes * 60 + seconds + millis / 1000


def _plain(payload: str) -> str:
    return html.unescape(_TAG.sub("", payload)).strip()
