"""An iCalendar file (`.ics`, RFC 5545) of events and to-dos, read as the records they are.

A calendar is content lines (`NAME;PARAM=…:value`) folded at 75 octets (a line that opens with a
space or tab goes on the one before), grouped in components between `BEGIN:` and `END:`. TEXT
values escape `\\n` (a line break), `\\,`, `\\;` and `\\\\`. Each `VEVENT`, `VTODO` or `VJOURNAL`
is read as a record: its `SUMMARY` a heading (an event's a line of its own: the event that hands
over the brief is its header, not a part), its `DESCRIPTION` its lines, its
`URL` and `ATTACH` fields of their own (`Url: …`); a to-do whose `STATUS` is `COMPLETED` or
`CANCELLED` says it is settled (`(resolved)`); a to-do about no work (a concern: no link, no id in
its summary) is one line, its summary then what its description says. What the calendar keeps for itself (`UID`,
`DTSTAMP`, times, `PRODID`, `PRIORITY`, `CATEGORIES` where the description says the same) is
not read, and every line of the view cites the file line its property opens on.
"""

from __future__ import annotations

import re

from kgraph.errors import DocumentError
from kgraph.extract.tree import View

MAX_COMPONENTS = 100_000
_CONTENT = re.compile(r"^([A-Za-z0-9-]+)((?:;[^:]*)?):(.*)$")
_RECORDS = frozenset({"VEVENT", "VTODO", "VJOURNAL"})
_SETTLED = frozenset({"COMPLETED", "CANCELLED"})


def view(text: str, name: str) -> View:
    """The calendar's view (see the module's docstring), read as Markdown is."""
    from kgraph.extract.formats import markdown

    out: list[str] = []
    source: list[int] = []
    stack: list[str] = []
    record: dict[str, tuple[int, str]] = {}
    count = 0
    for no, key, value in _properties(text):
        if key == "BEGIN":
            stack.append(value.upper())
            if value.upper() in _RECORDS:
                record, count = {}, count + 1
                if count > MAX_COMPONENTS:
                    raise DocumentError(
                        name, f"more than {MAX_COMPONENTS:,} events and to-dos: a calendar, not a document"
                    )
        elif key == "END":
            if not stack or stack[-1] != value.upper():
                raise DocumentError(name, f"line {no}: END:{value} closes no BEGIN:{value}")
            if stack.pop() in _RECORDS:
                for line, said in _record(value.upper(), record):
                    out.append(said)
                    source.append(line)
        elif stack and stack[-1] in _RECORDS:
            record.setdefault(key, (no, value))
        elif key == "X-WR-CALNAME" and not out:
            out += [f"# {_text(value)}", ""]
            source += [no, no]
    if stack:
        raise DocumentError(name, f"BEGIN:{stack[-1]} is never ended: not a calendar kgraph can read")
    seen = markdown.view("\n".join(out), rewrap=False)
    seen.source = [source[n - 1] if 0 < n <= len(source) else n for n in seen.source]
    seen.continued.update(_folded(text))
    return seen


def _folded(text: str) -> dict[int, int]:
    """Each folded line (1-based) → the line its content line opens on."""
    out: dict[int, int] = {}
    opened = 1
    for no, line in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        if line[:1] in (" ", "\t") and no > 1:
            out[no] = opened
        else:
            opened = no
    return out


def _record(kind: str, record: dict[str, tuple[int, str]]) -> list[tuple[int, str]]:
    """A component's view lines, each with the file line it cites."""
    out: list[tuple[int, str]] = []
    todo = kind != "VEVENT"
    if todo and "SUMMARY" in record and "DESCRIPTION" in record and not _names_a_work(record):
        # a to-do about no work (a concern): its title and what it says, one entry
        no, value = record["SUMMARY"]
        said = " ".join(_text(record["DESCRIPTION"][1]).split())
        settled = record.get("STATUS", (0, ""))[1].upper() in _SETTLED
        return [(no, ""), (no, f"### {_text(value)} — {said}" + (" (resolved)" if settled else "")), (no, "")]
    if "SUMMARY" in record:
        no, value = record["SUMMARY"]
        settled = todo and record.get("STATUS", (0, ""))[1].upper() in _SETTLED and not _names_a_work(record)
        title = _text(value) + (" (resolved)" if settled else "")
        out += [(no, ""), (no, f"### {title}" if todo else title), (no, "")]  # (an event's summary: a line)
    if "DESCRIPTION" in record:
        no, value = record["DESCRIPTION"]
        listed = False
        for line in _text(value).split("\n"):
            item = bool(re.match(r"\s*(?:[-*•]|\d{1,2}[.)])\s", line))
            if listed and not item:
                out.append((no, ""))  # (a line after a list is no more of its last item: the text broke it)
            out.append((no, line))
            listed = item
    for key in ("URL", "ATTACH"):
        if key in record:
            no, value = record[key]
            out.append((no, f"{'Url' if key == 'URL' else 'Attachment'}: {_text(value)}"))
    return [*out, (out[-1][0] if out else 1, "")]


def _names_a_work(record: dict[str, tuple[int, str]]) -> bool:
    """A to-do about a work (its link, an id in its summary): done means anchored, not settled."""
    from kgraph import patterns as P

    return "URL" in record or bool(P.find_arxiv(record.get("SUMMARY", (0, ""))[1]))


def _properties(text: str) -> list[tuple[int, str, str]]:
    """(first line, name, value) of each content line, unfolded."""
    out: list[tuple[int, str, str]] = []
    current: list = []
    for no, line in enumerate(text.replace("\r\n", "\n").split("\n"), 1):
        if line[:1] in (" ", "\t") and current:
            current[1] += line[1:]  # (a folded line: its first character is the fold's)
            continue
        if current:
            out.append(_parsed(*current))
        current = [no, line]
    if current:
        out.append(_parsed(*current))
    return [p for p in out if p[1]]


def _parsed(no: int, line: str) -> tuple[int, str, str]:
    m = _CONTENT.match(line.strip())
    return (no, m.group(1).upper(), m.group(3)) if m else (no, "", "")


def _text(value: str) -> str:
    """A TEXT value unescaped (RFC 5545 §3.3.11)."""
    return re.sub(r"\\([nN,;\\])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)
