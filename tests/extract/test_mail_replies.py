"""A plain-text e-mail sent `format=flowed` (RFC 3676) is read as its writer typed it: a line the
client broke after a blank goes on with the next, so a figure split by the break reads whole; a
reply's quote of the message it answers (`On …, X wrote:` over `>` lines) is not the brief, and
`inspect` says so; `tokens/s` is `tok/s`."""

from __future__ import annotations

from kgraph.extract import extract
from kgraph.extract.formats.mail import unflowed

MAIL = (
    "Date: Thu, 20 Nov 2031 14:31:08 +0000\r\n"
    "Subject: Re: speech brief for 20 November 2031\r\n"
    "In-Reply-To: <1@relay.example.org>\r\n"
    "From: wombat <wombat@relay.example.org>\r\n"
    'Content-Type: text/plain; charset="UTF-8"; format="flowed"\r\n'
    "\r\n"
    "Declared: 1 NET-new\r\n"
    "\r\n"
    "NET-NEW\r\n"
    "\r\n"
    "1) LagCut, arXiv:3111.46783, NET-new for §1.2 Latency Control. It reports a \r\n"
    "word error rate reduction of 4.2 \r\n"
    "percentage points and 310 tokens/s.\r\n"
    "\r\n"
    "-- \r\n"
    "wombat\r\n"
    "\r\n"
    "On 19/11/2031 16:02, Mina Okafor wrote:\r\n"
    "> VoiceBridge (arXiv:3111.49016) claims 40% lower lag; it is already \r\n"
    "> anchored, I think.\r\n"
)


def test_flowed_lines_are_joined_line_for_line():
    lines, moved = unflowed(["a figure of 4.2 ", "points.", "-- ", "sig", "> quoted ", "> more"])
    assert lines == ["a figure of 4.2 points.", "", "-- ", "sig", "> quoted more", ""]
    assert moved == {1: 0, 5: 4}


def test_a_flowed_reply_is_its_writers_text_without_the_quote():
    doc = extract(MAIL.encode(), "inbox/wombat/2031-11-20-speech-brief.eml")
    assert (doc.kind, doc.instance) == ("brief", "wombat")
    assert "3111.49016" not in {m.key for m in doc.mentions}
    [item] = [m for m in doc.mentions if m.role == "increment"]
    figures = sorted((f.value, f.unit) for c in item.claims for f in c.figures)
    assert figures == [(4.2, "points"), (310.0, "tok/s")]
    said = {why for whys in doc.taken.values() for why in whys}
    assert "left out: a quote of the message this reply answers, not the brief" in said
