"""A brief spoken at the relay's hand-over video call, as the call's WebVTT transcript (`.vtt`),
in English: the analyst reads the brief out, the relay lead cuts in now and then.

Written from the WebVTT specification (W3C, WebVTT: The Web Video Text Tracks Format) and MDN's
page on the format: the `WEBVTT` line (here with a text header after a space), a blank line, a
`NOTE` comment block, then cues separated by blank lines, each an identifier line (never holding
`-->`), a timing line `hh:mm:ss.ttt --> hh:mm:ss.ttt` with start times that never go back and an
end after the start, and a payload with no blank line and no `-->`, its speaker in a voice span
`<v Name>…</v>`, `&`, `<` and `>` written as `&amp;`, `&lt;` and `&gt;`. The cue identifiers
and the one-line payloads follow what a meeting tool's transcript download looks like (an
identifier `<meeting guid>/<utterance>-<part>`, a long utterance cut into several cues).

The transcript was tidied by the analyst after the call, and says so in its NOTE: arXiv ids,
file paths and names are written as they were pasted into the meeting chat while being read out
(`arXiv 3303.81528`, `inbox/potoroo/2033-03-22-notes.md`); numbers and units are written as
they were said (`three net new`, `2.4 kilometers`, `3.8 times`).

The living document is the recording of the editor's weekly walk-through of it, section by
section.
"""

from __future__ import annotations

import uuid
from datetime import timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "vtt"
LANG = "en"

LEAD = "Ines Okafor"
EDITOR = "Dara Lindqvist"
SP = W.STATUS_SPOKEN
EMPTY = ", which was empty, nothing on this topic today"
ORDINAL = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


def stamp(t: timedelta) -> str:
    ms = round(t.total_seconds() * 1000)
    h, rest = divmod(ms, 3_600_000)
    m, rest = divmod(rest, 60_000)
    s, ms = divmod(rest, 1000)
    return f"{h:02d}:{m:02d}:{s:02d}.{ms:03d}"


def escape(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class Transcript:
    """Utterances in order, each cut into cues of at most a couple of sentences; times from the
    number of words said (about 2.6 words a second), short pauses between turns."""

    def __init__(self, meeting: str) -> None:
        self.guid = uuid.uuid5(uuid.NAMESPACE_URL, meeting)
        self.t = timedelta(seconds=1.48)
        self.cues: list[str] = []
        self.turn = 0
        self.last: str | None = None

    def say(self, who: str, *parts: str) -> None:
        self.turn += 1
        if self.last is not None:
            self.t += timedelta(seconds=0.62 if who == self.last else 0.94)
        self.last = who
        for k, text in enumerate(parts):
            words = len(text.split())
            length = timedelta(seconds=max(0.9, words / 2.6))
            head = f"{self.guid}/{self.turn}-{k}\n{stamp(self.t)} --> {stamp(self.t + length)}"
            self.cues.append(f"{head}\n<v {who}>{escape(text)}</v>")
            self.t += length + timedelta(seconds=0.04)

    def text(self, header: str, note: list[str]) -> str:
        blocks = [f"WEBVTT {header}", "NOTE\n" + "\n".join(note)] + self.cues
        return "\n\n".join(blocks) + "\n"


def _sources_said(d: Doc) -> list[str]:
    out = []
    for k, s in enumerate(d.sources):
        tail = EMPTY if W.empty(d, s) else ""
        out.append(f"{'And finally' if k == len(d.sources) - 1 else ORDINAL[k].capitalize()}, {s}{tail}.")
    return out


def _and(xs: list[str]) -> str:
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


def _new(tr: Transcript, d: Doc, who: str, n: int, m: Mention) -> None:
    w = F.work(m)
    said = [f"{SP['new'].capitalize()} number {W.NUMBER_WORDS[n]}: {w.name}, {W.label_spoken(m)}."]
    said.append(f"It goes in {W.section_spoken(d, m.section)}.")
    said.append(W.sentence(m.point))
    said += [W.fig_spoken(f) for f in m.figures]
    said.append(f"Confidence {W.CONFIDENCE_EN[m.confidence]}.")
    said.append(f"{'Sources' if len(m.sources) > 1 else 'Source'}: {_and(list(m.sources))}.")
    tr.say(who, *said)


def _carried(d: Doc, m: Mention) -> list[str]:
    w = F.work(m)
    said = [f"{w.name}, {W.label_spoken(m)}, {W.section_spoken(d, m.section)}, {W.carried_spoken(m)}."]
    return said + [W.sentence(m.point)] + [W.fig_spoken(f) for f in m.figures]


def _brief(d: Doc) -> str:
    new, carried, side = F.groups(d)
    who = d.instance
    tr = Transcript(f"relay-handover/{F.TOPIC}/{d.date}")
    tr.say(LEAD, f"Okay, we're recording. {who}, over to you.")
    tr.say(who, f"Thanks. Hi all, this is {who} with the {F.TOPIC} brief for {W.us_en(d.date)}.",
           f"The window runs from {F.HANDOVER} on {W.month_day(d.date - timedelta(days=1))} to {F.HANDOVER} today.",
           f"I started from the living document as of {W.us_en(d.baseline)}, that's {F.living_path(EXT)} on the share.",
           f"Counts first: {W.counts_spoken(d.counts)}.")  # fmt: skip
    tr.say(who, f"I read {W.NUMBER_WORDS[len(d.sources)]} sources.", *_sources_said(d))
    for n, m in enumerate(new, 1):
        _new(tr, d, who, n, m)
        if n == 1:
            tr.say(LEAD, "Got it, go on.")
    tr.say(who, "Now the items carried over and anchored.")
    for m in carried:
        tr.say(who, *_carried(d, m))
    for m in side:
        w = F.work(m)
        tr.say(who, f"One {SP[m.status]} item, not for the living document yet: {w.name}, {W.label_spoken(m)}.",
               W.sentence(m.point))  # fmt: skip
    tr.say(who, f"To verify, {W.NUMBER_WORDS[len(d.entries)]} {'entries' if len(d.entries) > 1 else 'entry'}.")
    for n, e in enumerate(d.entries, 1):
        state = "resolved" if e.resolved else "still open"
        tr.say(who, f"Number {W.NUMBER_WORDS[n]}, {W.RISK_EN[e.risk]} risk, {state}.", f"{e.sentence}.")
    if any(not e.resolved and e.risk == "high" for e in d.entries):
        tr.say(LEAD, "The open one keeps coming back. Leave it on the list.")
    tr.say(who, f"The new arXiv IDs, as I pasted them in the chat: {', '.join(d.new_ids)}.",
           "Carried over IDs: " + "; ".join(
               f"{F.work(m).arxiv}, section {m.section}, {W.carried_spoken(m)}" for m in carried if F.work(m).arxiv)
           + ".",
           f"That's the hand-over from {who}, {F.HANDOVER}.")  # fmt: skip
    tr.say(LEAD, f"Thanks, {who}.")
    note = [f"Relay hand-over, {F.TOPIC}, {d.date} {F.HANDOVER}.",
            f"Tidied by {who} after the call: arXiv IDs, file paths and names as pasted in the meeting chat."]  # fmt: skip
    return tr.text(f"{F.TOPIC} hand-over", note)


def _living(d: Doc) -> str:
    tr = Transcript(f"living-document-review/{F.TOPIC}/{d.date}")
    tr.say(EDITOR, f"This is the walk-through of the {F.TOPIC} living document, the version of {W.us_en(d.date)}.",
           f"It has {W.NUMBER_WORDS[len(d.sections)]} sections.")  # fmt: skip
    for n, k in enumerate(d.sections):
        items = [m for m in d.mentions if m.section == k]
        said = [f"{'Next' if n else 'First'}, {W.section_spoken(d, k)}."]
        if not items:
            said.append("Nothing anchored there yet.")
        tr.say(EDITOR, *said)
        for m in items:
            w = F.work(m)
            tr.say(EDITOR, f"{w.name}, {W.label_spoken(m)}, {W.carried_spoken(m)}.", W.sentence(m.point),
                   *[W.fig_spoken(f) for f in m.figures], f"Card: {_and(list(m.sources))}.")  # fmt: skip
            if k == "1.1":
                tr.say(LEAD, "That's the one the plume models take their input from.")
    tr.say(EDITOR, "That's all of it.")
    note = [f"Living document walk-through, {F.TOPIC}, {d.date}.",
            f"Tidied by {EDITOR} after the call: arXiv IDs and file paths as pasted in the meeting chat."]  # fmt: skip
    return tr.text(f"{F.TOPIC} living document", note)


def render(d: Doc) -> str:
    return _brief(d) if d.kind == "brief" else _living(d)
