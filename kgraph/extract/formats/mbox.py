"""A Unix mailbox (`.mbox`: a mail client's or a list archive's export), read as its brief's message.

An mbox holds messages one after another, each opened by a `From ` line (the envelope sender and
a date) and written as an e-mail (RFC 5322: headers, a blank line, the body; a body line that
opened with `From ` is written `>From `). The brief is the mailbox's first message that is
neither a reply (`In-Reply-To`, `References`, a `Re:` subject) nor an automatic one
(`Auto-Submitted`, an out-of-office subject); it is read as a single e-mail is (mail.py). The
other messages (a colleague's answer quoting the brief, an auto-reply) are what others said of
it, left out, and `kgraph inspect` says why. Each line keeps its line in the file.
"""

from __future__ import annotations

import email
import email.policy
import email.utils
import re

from kgraph.extract.formats import MAILBOX_SEPARATOR as _SEPARATOR
from kgraph.extract.formats import mail
from kgraph.extract.tree import View

_AUTOMATIC_SUBJECT = re.compile(r"^\s*(?:自动回复|自動回覆|auto(?:matic)?[- ]?reply|out of (?:the )?office)", re.I)


def view(text: str) -> View:
    """The brief's message as an e-mail's view (see the module's docstring), lines as in the file."""
    lines = text.split("\n")
    starts = [n for n, line in enumerate(lines) if _SEPARATOR.match(line) and (n == 0 or not lines[n - 1].strip())]
    if not starts:
        return mail.view(text)
    spans = list(zip(starts, [*starts[1:], len(lines)], strict=True))
    chosen = next((s for s in spans if _original(lines[s[0] + 1 : s[1]])), spans[0])
    first, end = chosen
    body = [re.sub(r"^>(>*From )", r"\1", line) for line in lines[first + 1 : end]]
    seen = mail.view("\n".join(body))
    seen.source = [first + 1 + n for n in seen.source]
    seen.continued = {first + 1 + k: first + 1 + v for k, v in seen.continued.items()}
    for start, stop in spans:
        if (start, stop) == chosen:
            continue
        why = _why_left_out(lines[start + 1 : stop])
        seen.dropped.update({n + 1: why for n in range(start, stop) if lines[n].strip()})
    seen.dropped[first + 1] = "the mailbox's separator line"
    return seen


def _headers(lines: list[str]) -> email.message.Message:
    head = "\n".join(lines[: next((n for n, line in enumerate(lines) if not line.strip()), len(lines))])
    return email.message_from_string(head + "\n\n", policy=email.policy.default)


def _original(lines: list[str]) -> bool:
    """A message that is neither a reply nor an automatic one."""
    message = _headers(lines)
    subject = str(message.get("Subject", ""))
    if (
        message.get("In-Reply-To")
        or message.get("References")
        or re.match(r"\s*(?:re|回复|回覆|答复)\s*[:：]", subject, re.I)
    ):
        return False
    return str(message.get("Auto-Submitted", "no")).lower() == "no" and not _AUTOMATIC_SUBJECT.match(subject)


def _why_left_out(lines: list[str]) -> str:
    message = _headers(lines)
    name, address = email.utils.parseaddr(str(message.get("From", "")))
    who = name or address or "someone"
    if str(message.get("Auto-Submitted", "no")).lower() != "no" or _AUTOMATIC_SUBJECT.match(
        str(message.get("Subject", ""))
    ):
        return f"an automatic reply from {who}"
    return f"another message of the mailbox, by {who}"
