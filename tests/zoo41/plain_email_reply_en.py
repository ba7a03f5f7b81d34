"""The brief as a plain-text e-mail reply on the team's list, English (`.eml`).

Written from RFC 5322 (the header fields, `Message-ID`, `In-Reply-To` and `References` threading,
a `Re:` subject), RFC 2045/2046 (`MIME-Version`, `Content-Type: text/plain; charset=UTF-8`,
`Content-Transfer-Encoding: 8bit`) and RFC 3676 (`format=flowed`: a line that ends in a space
is soft-broken and continues on the next line, quoted lines start with `>` marks and a stuffed
space, `-- ` before the signature is never flowed), as Thunderbird writes a reply: the living
document is posted to the list, each day's brief is a reply to the previous message of the
thread, written on top, with the previous message quoted below an `On <date>, <name> wrote:`
attribution (the previous message's own quotes trimmed) and the sender's signature after `-- `.
"""

from __future__ import annotations

import hashlib
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "eml"
LANG = "en"

DOMAIN = "aquifer-lab.example.org"
LIST = f"gw-briefs@{DOMAIN}"
DESK = "Knowledge desk"
TZ = timezone(timedelta(hours=1))  # the team's summer time
WIDTH = 72


def _previous(d: Doc) -> Doc | None:
    i = F.DOCS.index(d)
    return F.DOCS[i - 1] if i else None


def _sender(d: Doc) -> tuple[str, str]:
    return (DESK, f"knowledge@{DOMAIN}") if d.kind == "living" else (d.instance, f"{d.instance}@{DOMAIN}")


def _sent(d: Doc) -> datetime:
    h, m = map(int, F.HANDOVER.split(":"))
    seconds = int(hashlib.sha256(d.stem.encode()).hexdigest(), 16) % 50 + 5
    return datetime(d.date.year, d.date.month, d.date.day, h, m, seconds, tzinfo=TZ)


def _message_id(d: Doc) -> str:
    h = hashlib.sha256(d.stem.encode()).hexdigest()
    return f"<{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}@{DOMAIN}>"


def _subject() -> str:
    return f"[gw-briefs] {F.TOPIC}: living document, version {W.iso(F.LIVING.date)}"


def _wrap(text: str, prefix: str = "") -> list[str]:
    """One paragraph as format=flowed lines: every line but the last ends in a space."""
    if not text:
        return [prefix.rstrip()]
    stuffed = prefix + (" " if not prefix and (text[0] in " >" or text.startswith("From ")) else "")
    out, line = [], ""
    for word in text.split(" "):
        if line and len(stuffed) + len(line) + len(word) > WIDTH:
            out.append(stuffed + line)
            line = ""
        line += word + " "
    return [*out, stuffed + line.rstrip(" ")]


def _fold(header: str) -> str:
    """A header field folded before 78 characters at its spaces (RFC 5322, 2.2.3)."""
    out, line = [], ""
    for word in header.split(" "):
        if line and len(line) + 1 + len(word) > 78:
            out.append(line)
            line = " " + word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*out, line])


def _label(m: Mention) -> str:
    return W.label(m)


def _living(d: Doc) -> list[str]:
    L = ["Hello all,", "", f"Here is the living document for {F.TOPIC}, version {W.iso(d.date)}. "
         "Every daily brief on this thread starts from it; anchored items are listed under their sections.", ""]  # fmt: skip
    for k in d.sections:
        L += [W.section_en(d, k), "=" * len(W.section_en(d, k))]
        ms = [m for m in d.mentions if m.section == k]
        if not ms:
            L += ["(no items yet)"]
        for m in ms:
            L += ["", f"* {_label(m)}: {W.carried_en(m)}", f"Link: {W.url(m)}", W.sentence(m.point)]
            L += [W.fig_en(f) for f in m.figures]
            L += [f"Paper card: {', '.join(m.sources)}"]
        L.append("")
    return L + ["Replies to this thread are the daily briefs.", "", "-- ", DESK, f"{F.TOPIC} desk"]


def _brief(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    L = [
        "Hi all,",
        "",
        f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}. Reply on top, previous message quoted below.",
        "",
    ]
    L += [f"Instance: {d.instance}", f"Window: {d.window[0]} to {d.window[1]}"]
    L += [f"Baseline: {F.living_path(EXT)} (version {W.iso(d.baseline)})"]
    L += [f"Counts: {W.counts_en(d.counts)}", f"New arXiv IDs: {', '.join(d.new_ids)}", ""]
    title = f"NET-NEW ({len(new)})"
    L += [title, "-" * len(title), ""]
    for k, m in enumerate(new, 1):
        L += [f"{k}. {_label(m)}", f"Section: {W.section_en(d, m.section)}", f"Confidence: {m.confidence}"]
        L += [f"Link: {W.url(m)}", W.sentence(m.point), *(W.fig_en(f) for f in m.figures)]
        L += [f"Sources: {', '.join(m.sources)}", ""]
    title = f"CARRIED OVER AND ANCHORED ({len(old)})"
    L += [title, "-" * len(title), ""]
    for m in old:
        figs = "".join(f" {W.fig_en(f)}." for f in m.figures)
        L.append(f"- {_label(m)}, {W.section_en(d, m.section)}: {W.carried_en(m)}.{figs} {W.sentence(m.point)}")
    title = f"ADJACENT ({len(side)})"
    L += ["", title, "-" * len(title), ""]
    L += [f"- {_label(m)}, {W.STATUS_EN[m.status]}: {W.sentence(m.point)}" for m in side]
    L += ["", "TO VERIFY", "---------", ""]
    for e in d.entries:
        L.append(f"[{'resolved' if e.resolved else 'open'}, risk {e.risk}] {e.sentence}.")
    L += ["", "SOURCES READ", "------------", ""]
    L += [f"{k}. {s}" + (" (empty)" if s in d.empty_sources else "") for k, s in enumerate(d.sources, 1)]
    L += ["", f"Hand-over from {d.instance} at {F.HANDOVER}.", "", "-- ", d.instance]
    return L + [f"{F.TOPIC} desk, {DOMAIN.split('.')[0]}"]


def _own(d: Doc) -> list[str]:
    return _living(d) if d.kind == "living" else _brief(d)


def _flowed(lines: list[str], prefix: str = "") -> list[str]:
    out = []
    for x in lines:
        out += [prefix + x] if x == "-- " else _wrap(x, prefix)
    return out


def render(d: Doc) -> str:
    name, addr = _sender(d)
    prev = _previous(d)
    H = [f"Message-ID: {_message_id(d)}", f"Date: {format_datetime(_sent(d))}", "MIME-Version: 1.0",
         "User-Agent: Mozilla Thunderbird", "Content-Language: en-GB", f"To: {LIST}",
         f"From: {name} <{addr}>", f"Subject: {'Re: ' if prev else ''}{_subject()}"]  # fmt: skip
    if prev:
        chain = F.DOCS[: F.DOCS.index(d)]
        H += [f"References: {' '.join(_message_id(x) for x in chain)}", f"In-Reply-To: {_message_id(prev)}"]
    H += ["Content-Type: text/plain; charset=UTF-8; format=flowed", "Content-Transfer-Encoding: 8bit"]
    body = _flowed(_own(d))
    if prev:
        pname, _ = _sender(prev)
        when = _sent(prev).strftime("%d/%m/%Y %H:%M")
        body += ["", f"On {when}, {pname} wrote:"] + _flowed(_own(prev), "> ")
    return "\n".join([_fold(h) for h in H] + [""] + body) + "\n"
