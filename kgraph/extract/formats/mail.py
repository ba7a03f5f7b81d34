"""An e-mail (`.eml`, RFC 5322) read with the standard library's `email` parser.

Its headers say what a brief's header would: the subject is the title, the sender the
author, the date the date. Its plain-text body is read as text (quoted `>` lines are what
the sender quotes: kept, without their marks); each line keeps its line in the file.
"""

from __future__ import annotations

import email
import email.policy
import email.utils
import re

from kgraph.extract.formats import text as plain
from kgraph.extract.tree import View


def view(text: str) -> View:
    """The message's headers as fields, then its body's lines, each with its line in the file."""
    head, sep, body = text.partition("\n\n")
    if not sep:
        return plain.view(text)
    message = email.message_from_string(head + "\n\n", policy=email.policy.default)
    header_lines = head.split("\n")
    lines: list[str] = []
    source: list[int] = []

    def line_of(name: str) -> int:
        return next((i for i, h in enumerate(header_lines, 1) if h.lower().startswith(name.lower() + ":")), 1)

    subject = message.get("Subject")
    reply = bool(message.get("In-Reply-To")) or bool(_REPLY_SUBJECT.match(str(subject or "")))
    if subject and not reply:
        lines.append(f"# {subject}")
        source.append(line_of("Subject"))
    if sender := message.get("From"):
        name, address = email.utils.parseaddr(str(sender))
        who = address.split("@")[0] if "@" in address else name
        if who:  # (`From: <Saved by Blink>`, a saved web page's: no one's address)
            lines.append(f"Author: {who}")
            source.append(line_of("From"))
    if (date := message.get("Date")) and (when := _date(str(date))):
        lines.append(f"Date: {when}")
        source.append(line_of("Date"))
    if subject and reply:  # (a reply's subject names the message it answers: a field, not this document's title)
        lines.append(f"Subject: {subject}")
        source.append(line_of("Subject"))
    lines.append("")
    source.append(len(header_lines))
    offset = len(header_lines) + 1  # the blank line between headers and body
    if (
        message.get_content_maintype() == "multipart"
        or message.get("Content-Transfer-Encoding", "").lower()
        in (
            "quoted-printable",
            "base64",
        )
        or message.get_content_type() == "text/html"
    ):
        return _mime(text, message, lines, source)
    body_lines, flowed = body.split("\n"), {}
    if "format=flowed" in (kind := re.sub(r"[\s\"']", "", str(message.get("Content-Type", ""))).lower()):
        body_lines, flowed = unflowed(body_lines, "delsp=yes" in kind)  # (`format="flowed"` as `format=flowed`)
    left_out: dict[int, str] = {}
    if reply:
        body_lines, left_out = _without_quote(body_lines)  # (a reply: what it quotes is the message it answers)
    quoted = "\n".join(re.sub(r"^(\s*)>\s?", r"\1", line) for line in body_lines)
    seen = plain.view(quoted)
    seen.continued.update({more + 1: to + 1 for more, to in flowed.items()})
    seen.dropped.update({n + 1: why for n, why in left_out.items()})
    before = len(lines)  # (the headers' view lines: the body's view lines come after them)
    lines += seen.lines
    source += [offset + n for n in seen.source]
    return View(
        lines,
        source,
        [(before + a, before + b) for a, b in seen.callouts],
        {before + moved: before + to for moved, to in seen.joined.items()},
        {offset + more: offset + row for more, row in seen.continued.items()},
        {offset + line: why for line, why in seen.dropped.items()},
    )


_REPLY_SUBJECT = re.compile(r"\s*(?:re|aw|答复|回复|回覆)\s*[:：]", re.I)
_ATTRIBUTION = re.compile(r".{0,160}(?:\bwrote|\bschrieb|\ba écrit|写道|寫道)\s*[:：]\s*$", re.I)


def _without_quote(lines: list[str]) -> tuple[list[str], dict[int, str]]:
    """A reply's lines without what it quotes (`>` lines, and the `On …, X wrote:` line over
    them): the message it answers, not the brief; the lines left out (0-based) → why."""
    out = list(lines)
    why: dict[int, str] = {}
    for n, line in enumerate(lines):
        if line.lstrip().startswith(">"):
            out[n], why[n] = "", "a quote of the message this reply answers, not the brief"
            before = next((k for k in range(n - 1, -1, -1) if lines[k].strip()), None)
            if before is not None and before not in why and _ATTRIBUTION.match(lines[before]):
                out[before], why[before] = "", "the line that says whose message the reply quotes"
    return out, why


_QUOTE_DEPTH = re.compile(r"^(>+) ?")


def unflowed(lines: list[str], delsp: bool = False) -> tuple[list[str], dict[int, int]]:
    """A `format=flowed` body (RFC 3676) as its writer typed it, line for line: a line that ends
    in a blank was broken by the mail client, so the next line (at the same quote depth) goes on
    with it, joined onto the first line of the paragraph, its own line left blank; a stuffed
    leading blank is dropped; `-- ` (a signature's) is never broken. Returns the lines and each
    taken line (0-based) → the line its text moved to."""
    out = list(lines)
    moved: dict[int, int] = {}
    at: int | None = None  # the line a paragraph is being joined onto
    depth = ""
    for n, line in enumerate(lines):
        line = line.rstrip("\r")
        marks = m.group(1) if (m := _QUOTE_DEPTH.match(line)) else ""
        text = line[m.end() :] if m else line
        text = text[1:] if text.startswith(" ") else text  # (space-stuffed)
        if at is not None and marks == depth:
            out[at] = (out[at][:-1] if delsp else out[at]) + text
            out[n] = ""
            moved[n] = at
        else:
            out[n], at, depth = (marks + " " if marks else "") + text, n, marks
        if not text.endswith(" ") or text == "-- ":
            at = None
    return out, moved


def _date(value: str) -> str | None:
    try:
        return email.utils.parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return None


def _mime(text: str, head: email.message.Message, lines: list[str], source: list[int]) -> View:
    """A MIME message (parts, quoted-printable, base64, HTML): its plain-text part if it has one,
    else its HTML part (read as HTML is), each decoded line citing the file line it starts on."""
    whole = email.message_from_string(text, policy=email.policy.default)
    part = whole.get_body(preferencelist=("plain", "html"))
    if part is None:
        return View(lines, source)
    raw = text.split("\n")
    decoded, starts = _decoded_lines(raw, part)
    if part.get_content_type() == "text/html":
        from kgraph.extract.formats.pandoc import view as html_view

        page = "\n".join(decoded)
        seen = html_view(page.encode("utf-8"), page, "html", "message.html")
    else:
        seen = plain.view("\n".join(re.sub(r"^(\s*)>\s?", r"\1", line) for line in decoded))
    at = len(lines)
    lines += seen.lines
    source += [starts[n - 1] if 0 < n <= len(starts) else (starts[-1] if starts else 1) for n in seen.source]
    return View(lines, source, [(at + a, at + b) for a, b in seen.callouts])


def _decoded_lines(raw: list[str], part: email.message.Message) -> tuple[list[str], list[int]]:
    """A part's text, line by line, and the file line (1-based) each line starts on: its body
    found in the file after its own headers, quoted-printable soft breaks (`=` at a line's end)
    joined; a base64 body cites its first line."""
    content = part.get_content()
    encoding = str(part.get("Content-Transfer-Encoding", "")).lower()
    marker = str(part.get("Content-Type", "")).split(";")[0].strip().lower()
    begin = next(
        (n for n, line in enumerate(raw) if line.lower().startswith("content-type:") and marker in line.lower()), 0
    )
    begin = next((n + 1 for n in range(begin, len(raw)) if not raw[n].strip()), 0)
    if encoding != "quoted-printable":
        lines = content.split("\n")
        if encoding == "base64":
            return lines, [begin + 1] * len(lines)
        return lines, [begin + 1 + n for n in range(len(lines))]
    import quopri

    lines, starts, pending, first = [], [], b"", None
    for n in range(begin, len(raw)):
        line = raw[n]
        if (
            line.startswith("--")
            and line.rstrip().endswith("--")
            and len(line) > 4
            or (
                line.startswith("--")
                and pending == b""
                and n > begin
                and not raw[n - 1].rstrip().endswith("=")
                and line.strip("-").strip()
                and " " not in line.strip()
            )
        ):
            break  # (the next part's boundary)
        first = n + 1 if first is None else first
        if line.endswith("="):
            pending += line[:-1].encode("utf-8", errors="replace")
            continue
        lines.append(
            quopri.decodestring(pending + line.encode("utf-8", errors="replace")).decode("utf-8", errors="replace")
        )
        starts.append(first)
        pending, first = b"", None
    return lines, starts
