"""A Telegram Desktop chat export (`messages.html`), as the HTML of what its messages say.

Telegram writes each message as a `<div class="message default">` holding the sender's picture
(its initials), the time, the sender's name (left out when the same person goes on: a `joined`
message), a reply link, perhaps a forwarded message, and the text, its lines broken with `<br>`.
pandoc reads all of it as text, so a time, initials and a name come between every two lines of
the brief. Here that furniture is blanked; each message's first line becomes a heading over the
rest (lines opening with a bullet a list), and the other people's messages, and the messages
forwarded from them, are left out: the brief is what its writer posted (the sender of most
messages); what others said, they said in their own documents. Line breaks are kept, so lines
still cite the file as written.
"""

from __future__ import annotations

import re
from collections import Counter

_MESSAGE = re.compile(rb'<div class="message default clearfix( joined)?"[^>]{0,100}>')
_FURNITURE = re.compile(
    rb'(<div class="(?:pull_right date details|initials|reply_to details|from_name)"[^>]{0,200}>)(.*?)(</div>)', re.S
)
_FROM = re.compile(rb'<div class="from_name">\s*([^<]{1,100}?)\s*<', re.S)
_FORWARDED = b'<div class="forwarded body">'
_TEXT = re.compile(rb'(<div class="text">)(.*?)(</div>)', re.S)
_BREAK = re.compile(rb"<br\s*/?>", re.I)
_PRE = re.compile(rb"</?pre\b[^>]{0,100}>", re.I)
_BULLET = re.compile(rb"^\s*(?:\xe2\x80\xa2|-|\*)\s+")  # `• `, `- `


def is_export(data: bytes) -> bool:
    """A Telegram Desktop export: its message blocks and their senders' names."""
    head = data[:200_000]
    return b'class="message default clearfix' in head and b'class="from_name"' in head


def plain_html(data: bytes) -> bytes:
    """The export with each message written as what it says (see the module's docstring)."""
    starts = [m.start() for m in _MESSAGE.finditer(data)]
    if not starts:
        return data
    chunks = [data[a:b] for a, b in zip(starts, [*starts[1:], len(data)], strict=True)]
    senders: list[bytes] = []
    for chunk in chunks:
        own = chunk.split(_FORWARDED, 1)[0]
        found = _FROM.search(own)
        senders.append(found.group(1).strip() if found else (senders[-1] if senders else b""))
    writer = Counter(senders).most_common(1)[0][0]
    out = [data[: starts[0]]]
    for chunk, sender in zip(chunks, senders, strict=True):
        own, sep, forwarded = chunk.partition(_FORWARDED)
        own = _FURNITURE.sub(_blank, own)
        forwarded = _TEXT.sub(_blank, _FURNITURE.sub(_blank, forwarded))  # what another said, passed on
        own = _TEXT.sub(_said if sender == writer else _blank, own)
        out.append(own + sep + forwarded)
    return b"".join(out)


def _blank(m: re.Match[bytes]) -> bytes:
    return m.group(1) + b"\n" * m.group(2).count(b"\n") + m.group(3)


def _said(m: re.Match[bytes]) -> bytes:
    """A message's text: its first line a heading over the rest, bulleted lines a list (the
    unbulleted lines after a bulleted one more of its item)."""
    lines = _BREAK.split(_PRE.sub(b"", m.group(2)))  # (a monospaced block's lines are lines of the message)
    if len(lines) < 2:
        return m.group(1) + b"<p>" + m.group(2) + b"</p>" + m.group(3)
    html = [b"<h3>" + lines[0] + b"</h3>"]
    items: list[bytes] = []
    for line in lines[1:]:
        if bullet := _BULLET.match(line):
            items.append(b"<li>" + line[bullet.end() :] + b"</li>")
        elif items:  # more of the item above
            items[-1] = items[-1][: -len(b"</li>")] + b"<br>" + line + b"</li>"
        else:
            html.append(b"<p>" + line + b"</p>")
    if items:
        html.append(b"<ul>" + b"".join(items) + b"</ul>")
    return m.group(1) + b"".join(html) + m.group(3)
