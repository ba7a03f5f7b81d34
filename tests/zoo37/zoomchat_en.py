"""The brief posted in a Zoom meeting's chat and saved by Zoom (`meeting_saved_chat.txt`),
English: each message a header line `HH:MM:SS From  <sender>  to  Everyone:` (two spaces either
side of the sender's name and of `to`, the meeting's local time) and the message's lines under
it, each indented with a tab; a reply begins `Replying to "<quoted start>"`, a reaction is saved
as `Reacted to "<quoted start>" with <emoji>`. The daily brief is pasted by the instance during
the morning hand-over call, message by message; the living document by its editor in the weekly
sync. UTF-8, `\\n` line ends, no byte order mark."""

from __future__ import annotations

from datetime import datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"

LEAD = "Saskia Lind"
EDITOR = "Tomas Berg"


def _quote(text: str) -> str:
    """The start of a message as Zoom quotes it in a reply or a reaction."""
    first = text.split("\n", 1)[0]
    return first if len(first) <= 40 else first[:40] + "..."


def _item(d: Doc, m: Mention, head: str) -> str:
    L = [head]
    if m.section and d.kind == "brief":  # the living document gives it as a heading
        L[0] += f" · {W.section_en(d, m.section)}"
    L.append(W.sentence(m.point))
    L += [W.fig_en(f) for f in m.figures]
    if m.confidence:
        L.append(f"Confidence: {m.confidence}")
    if m.sources:
        L.append("Sources: " + ", ".join(m.sources))
    if m.status == "new" or d.kind == "living":
        L.append(W.url(m))
    return "\n".join(L)


def _messages(d: Doc) -> list[tuple[str, str]]:
    """(sender, text) in order; a text starting `\\x00R` is a reaction, `\\x00P` a reply."""
    out: list[tuple[str, str]] = []
    living = F.living_path(EXT)
    if d.kind == "living":
        out.append((EDITOR, f"Living document: {F.TOPIC}, version {W.iso(d.date)}\nFile: {living}\n"
                            "Pasting it section by section, shout if something is off"))  # fmt: skip
        for k in d.sections:
            ms = [m for m in d.mentions if m.section == k]
            if not ms:
                out.append((EDITOR, f"{W.section_en(d, k)}\n(nothing anchored yet)"))
                continue
            for m in ms:
                out.append((EDITOR, _item(d, m, f"{W.section_en(d, k)}\n{W.label(m)}, {W.carried_en(m)}")))
        out.append((LEAD, "Thanks Tomas, that matches what I have"))
        return out
    new, old, side = F.groups(d)
    head = (f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}\nInstance: {d.instance}\n"
            f"Window: {d.window[0]} to {d.window[1]}\nBaseline: {living} (version {W.iso(d.baseline)})")  # fmt: skip
    out.append((d.instance, head))
    out.append((LEAD, f"\x00P{_quote(head)}\x01Go ahead, {d.instance}"))
    for k, m in enumerate(new, 1):
        out.append((d.instance, _item(d, m, f"{W.STATUS_EN['new']} {k}/{len(new)}: {W.label(m)}")))
    for m in old:
        out.append((d.instance, _item(d, m, f"{W.label(m)}, {W.carried_en(m)}")))
    for m in side:
        out.append((d.instance, _item(d, m, f"{W.STATUS_EN[m.status].capitalize()}: {W.label(m)}")))
    reg = ["To verify:"] + [
        f"{k}. Risk {e.risk}, {'resolved' if e.resolved else 'open'}: {e.sentence}" for k, e in enumerate(d.entries, 1)
    ]
    out.append((d.instance, "\n".join(reg)))
    out.append((LEAD, f"\x00R{_quote(reg[0])}\x01👀"))
    out.append((d.instance, f"Counts: {W.counts_en(d.counts)}\nNew arXiv IDs: {', '.join(d.new_ids)}"))
    srcs = ["Sources read:"] + [f"- {s}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources]
    out.append((d.instance, "\n".join(srcs)))
    out.append((d.instance, f"That's the hand-over from {d.instance}, {F.HANDOVER}"))
    return out


def render(d: Doc) -> str:
    msgs = _messages(d)
    if d.kind == "brief":
        end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
    else:
        end = datetime.combine(d.date, datetime.min.time()) + timedelta(hours=15, minutes=10)
    # the last message at the hand-over minute, the earlier ones 35 to 95 seconds apart
    gaps = [35 + (k * 23) % 61 for k in range(len(msgs) - 1)]
    t = end - timedelta(seconds=sum(gaps))
    L = []
    for k, (who, text) in enumerate(msgs):
        L.append(f"{t:%H:%M:%S} From  {who}  to  Everyone:")
        if text.startswith("\x00P"):
            quoted, body = text[2:].split("\x01")
            lines = [f'Replying to "{quoted}"', "", *body.split("\n")]
        elif text.startswith("\x00R"):
            quoted, emoji = text[2:].split("\x01")
            lines = [f'Reacted to "{quoted}" with {emoji}']
        else:
            lines = text.split("\n")
        L += [f"\t{x}" for x in lines]
        if k < len(gaps):
            t += timedelta(seconds=gaps[k])
    return "\n".join(L) + "\n"
