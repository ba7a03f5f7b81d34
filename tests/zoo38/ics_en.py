"""Layout `ics_en`: each document as an iCalendar file (RFC 5545, English, `.ics`).

A VCALENDAR (`VERSION:2.0`, a `PRODID`, `CALSCALE:GREGORIAN`, `METHOD:PUBLISH`, the calendar's
name in `X-WR-CALNAME`) whose VEVENT is the brief's hand-over (its DTSTART and DTEND the end of
the brief's window, its DESCRIPTION the brief's own facts: window, baseline, counts, new ids,
sources read; the living document as an ATTACH) and whose VTODOs are its items: SUMMARY the
work, DESCRIPTION the status, section, point, figures and sources, URL the work's page,
CATEGORIES the status and section; the register's concerns are VTODOs too, a settled one with
`STATUS:COMPLETED` and a COMPLETED time, an open one `STATUS:NEEDS-ACTION`, PRIORITY from the
risk (1 high, 5 medium, 9 low). TEXT values escape backslash, `;`, `,` and line breaks (`\\n`);
content lines end with CRLF and are folded before 75 octets with CRLF and one space, never inside
a UTF-8 character. Times are UTC (`Z`); DTSTAMP is when the file was written.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta, timezone

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "ics"
LANG = "en"
TEAM = timezone(timedelta(hours=-7))  # the team's clock (the window is written in it)
PRODID = "-//Fogdesk//Brief Export 1.4//EN"
DOMAIN = "fogdesk.example.org"
PRIORITY = {"high": 1, "medium-high": 3, "medium": 5, "low": 9}


def escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line: str) -> list[str]:
    """A content line cut into lines of at most 75 octets, each after the first led by a space."""
    out, cur, size, limit = [], "", 0, 75
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > limit:
            out.append(cur)
            cur, size, limit = " ", 1, 75
        cur += ch
        size += n
    return out + [cur]


def _utc(at: datetime) -> str:
    return at.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _end(d: Doc) -> datetime:
    if d.window:
        return datetime.strptime(d.window[1], "%Y-%m-%d %H:%M").replace(tzinfo=TEAM)
    return datetime(d.date.year, d.date.month, d.date.day, 16, 10, tzinfo=TEAM)


def _uid(*parts: str) -> str:
    return f"{hashlib.sha1('/'.join(parts).encode('utf-8')).hexdigest()[:20]}@{DOMAIN}"


def _todo(m: Mention, d: Doc, head: str, stamp: str, start: str) -> list[tuple[str, str]]:
    desc = [f"Status: {W.carried_en(m) if m.status != 'new' else W.STATUS_EN['new']}"]
    if m.section:
        desc.append(f"Section: {W.section_en(d, m.section)}")
    desc.append(W.sentence(m.point))
    desc += [W.fig_en(f) for f in m.figures]
    if m.confidence:
        desc.append(f"Confidence: {m.confidence}")
    if m.sources:
        desc.append("Sources: " + ", ".join(m.sources))
    cats = [W.STATUS_EN[m.status]] + ([f"§{m.section}"] if m.section else [])
    P = [("UID", _uid(d.stem, m.work)), ("DTSTAMP", stamp), ("DTSTART", start), ("SUMMARY", escape(head)),
         ("DESCRIPTION", escape("\n".join(desc))), ("CATEGORIES", ",".join(escape(c) for c in cats))]  # fmt: skip
    if m.status == "new" or d.kind == "living":
        P.append(("URL", W.url(m)))
    if m.status == "anchored":
        P += [("STATUS", "COMPLETED"), ("COMPLETED", _utc(datetime(m.anchored_on.year, m.anchored_on.month,
                                                               m.anchored_on.day, 9, tzinfo=TEAM)))]  # fmt: skip
    else:
        P.append(("STATUS", "NEEDS-ACTION"))
    return [("BEGIN", "VTODO"), *P, ("END", "VTODO")]


def components(d: Doc) -> list[tuple[str, str]]:
    end = _end(d)
    stamp, start = _utc(end + timedelta(minutes=4)), _utc(end)
    C: list[tuple[str, str]] = []
    if d.kind == "brief":
        new, old, side = F.groups(d)
        desc = [
            f"Daily brief: {F.TOPIC}, {W.long_en(d.date)}",
            f"From: {d.instance}",
            f"Window: {d.window[0]} to {d.window[1]}",
            f"Baseline: {F.living_path(EXT)} (version {W.iso(d.baseline)})",
            f"Counts: {W.counts_en(d.counts)}",
            f"New arXiv IDs: {', '.join(d.new_ids)}",
            "Sources read:",
            *[f"- {s}" + (" (empty)" if s in d.empty_sources else "") for s in d.sources],
            f"Hand-over from {d.instance}, {F.HANDOVER}",
        ]
        C += [("BEGIN", "VEVENT"), ("UID", _uid(d.stem)), ("DTSTAMP", stamp), ("DTSTART", start), ("DTEND", start),
              ("SUMMARY", escape(f"Hand-over: {F.TOPIC} daily brief from {d.instance}")),
              ("DESCRIPTION", escape("\n".join(desc))), ("CATEGORIES", "Daily brief"),
              ("ATTACH", F.living_path(EXT)), ("ORGANIZER;CN=" + d.instance, f"mailto:{d.instance}@{DOMAIN}"),
              ("END", "VEVENT")]  # fmt: skip
        for k, m in enumerate(new, 1):
            C += _todo(m, d, f"{W.STATUS_EN['new']} {k}/{len(new)}: {W.label(m)}", stamp, start)
        for m in old + side:
            C += _todo(m, d, f"{W.STATUS_EN[m.status].capitalize()}: {W.label(m)}", stamp, start)
        for k, e in enumerate(d.entries, 1):
            state = "resolved" if e.resolved else "open"
            C += [("BEGIN", "VTODO"), ("UID", _uid(d.stem, "verify", str(k))), ("DTSTAMP", stamp), ("DTSTART", start),
                  ("SUMMARY", escape(f"To verify {k}: {e.text}")),
                  ("DESCRIPTION", escape(f"Risk {e.risk}, {state}: {e.sentence}.")),
                  ("CATEGORIES", "To verify"), ("PRIORITY", str(PRIORITY[e.risk])),
                  *([("STATUS", "COMPLETED"), ("COMPLETED", start)] if e.resolved else [("STATUS", "NEEDS-ACTION")]),
                  ("END", "VTODO")]  # fmt: skip
    else:
        desc = [f"{F.TOPIC}: living document, version {W.iso(d.date)}", "Sections:"]
        desc += [W.section_en(d, k) for k in d.sections]
        C += [("BEGIN", "VEVENT"), ("UID", _uid(d.stem)), ("DTSTAMP", stamp), ("DTSTART", start), ("DTEND", start),
              ("SUMMARY", escape(f"{F.TOPIC} living document, {W.long_en(d.date)}")),
              ("DESCRIPTION", escape("\n".join(desc))), ("CATEGORIES", "Living document"),
              ("END", "VEVENT")]  # fmt: skip
        for k in d.sections:
            for m in d.mentions:
                if m.section == k:
                    C += _todo(m, d, f"{W.label(m)}, {W.carried_en(m)}", stamp, start)
    return C


def render(d: Doc) -> str:
    name = f"{F.TOPIC} brief {W.iso(d.date)}" if d.kind == "brief" else f"{F.TOPIC} living document"
    props = [("BEGIN", "VCALENDAR"), ("VERSION", "2.0"), ("PRODID", PRODID), ("CALSCALE", "GREGORIAN"),
             ("METHOD", "PUBLISH"), ("X-WR-CALNAME", escape(name)), *components(d), ("END", "VCALENDAR")]  # fmt: skip
    lines = [x for k, v in props for x in fold(f"{k}:{v}")]
    return "\r\n".join(lines) + "\r\n"
