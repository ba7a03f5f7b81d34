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

    if subject := message.get("Subject"):
        lines.append(f"# {subject}")
        source.append(line_of("Subject"))
    if sender := message.get("From"):
        name, address = email.utils.parseaddr(str(sender))
        who = address.split("@")[0] if address else name
        lines.append(f"Author: {who or name}")
        source.append(line_of("From"))
    if (date := message.get("Date")) and (when := _date(str(date))):
        lines.append(f"Date: {when}")
        source.append(line_of("Date"))
    lines.append("")
    source.append(len(header_lines))
    offset = len(header_lines) + 1  # the blank line between headers and body
    quoted = "\n".join(re.sub(r"^(\s*)>\s?", r"\1", line) for line in body.split("\n"))
    seen = plain.view(quoted)
    before = len(lines)  # (the headers' view lines: the body's view lines come after them)
    lines += seen.lines
    source += [offset + n for n in seen.source]
    return View(
        lines,
        source,
        [(before + a, before + b) for a, b in seen.callouts],
        {before + moved: before + to for moved, to in seen.joined.items()},
        {offset + more: offset + row for more, row in seen.continued.items()},
    )


def _date(value: str) -> str | None:
    try:
        return email.utils.parsedate_to_datetime(value).date().isoformat()
    except (TypeError, ValueError, IndexError):
        return None
