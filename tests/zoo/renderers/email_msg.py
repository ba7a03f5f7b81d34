"""A brief delivered as an e-mail (RFC 5322 message, .eml): the instance in From:, the date in an
RFC 2822 Date: header, the topic in Subject:, a plain-text UTF-8 body with "* " items, "key: value"
lines, "[!]" register lines and a "-- " signature."""

from __future__ import annotations

from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime

from ..facts import Brief, Facts, Living
from ._common import (
    conf_text,
    count_text,
    entry_items,
    figs_text,
    filename,
    fmt_date,
    living_sections,
    parts,
    sec,
    status_text,
    window_text,
)

NAME, LANG, EXT = "email_msg", "en", "eml"


def body_living(doc: Living) -> str:
    out = [
        "Hello all,",
        "",
        f"here is the living knowledge document for {doc.topic} as it stands tonight",
        f"(version {doc.date.isoformat()}).",
        "",
    ]
    for number, works in living_sections(doc):
        out += [sec(doc, number, "en"), ""]
        for w in works:
            out.append(f"  * {w.name}" + (f" (arXiv {w.id})" if w.id else f" <{w.url}>") + f": {w.gist['en']}")
            out.append(f"    anchored: {w.anchored_on.isoformat()}")
            if w.figures:
                out.append(f"    figures: {figs_text(w, 'en')}")
            out.append("    sources: " + ", ".join(w.sources))
        if not works:
            out.append("  (nothing yet)")
        out.append("")
    return "\n".join(out + ["-- ", "the nightly relay"]) + "\n"


def item(w, b) -> list[str]:
    out = [
        f"  * {w.name}" + (f" (arXiv {w.id})" if w.id else f" <{w.url}>") + f": {w.gist['en']}",
        f"    status: {status_text(w, 'en')}",
        f"    section: {sec(b, w.section, 'en')}",
    ]
    if w.figures:
        out.append(f"    figures: {figs_text(w, 'en')}")
    out += [f"    confidence: {conf_text(w, 'en')}", "    sources: " + ", ".join(w.sources)]
    return out


def body_brief(b: Brief) -> str:
    p = parts(b)
    out = [
        "Hi relay,",
        "",
        f"my {b.topic} brief for {fmt_date(b.date, 'words')} ({window_text(b)}),",
        f"against the living document of {b.baseline.isoformat()}.",
        "",
        "Counts: " + "; ".join(count_text(c, "en") for c in b.counts) + ".",
        "",
        "Read today:",
    ]
    out += [f"  - {s}" for s in b.sources]
    titles = {"new": "New today:", "follow": "Seen before:", "adjacent": "Adjacent:"}
    for part in ("new", "follow", "adjacent"):
        if p[part]:
            out += ["", titles[part]]
            for w in p[part]:
                out += item(w, b)
    out += ["", "Please check:"]
    for e in b.entries:
        mark = "[x]" if e.resolved else "[!]"
        out.append(
            f"  {mark} {e.risk} risk, {'resolved' if e.resolved else 'open'}: {e.text['en']} ({entry_items(e, b)})"
        )
    out += ["", "arXiv ids new in this brief: " + ", ".join(b.listed_new()), "", "Thanks,", "", "-- ", b.instance]
    return "\n".join(out) + "\n"


def render(doc: Brief | Living, facts: Facts) -> tuple[str, bytes]:
    msg = EmailMessage()
    msg["From"] = (
        f"{doc.instance} <{doc.instance}@digest.local>" if doc.instance else "Knowledge base <knowledge@digest.local>"
    )
    msg["To"] = "relay@digest.local"
    when = datetime(doc.date.year, doc.date.month, doc.date.day, 22, 20, tzinfo=UTC)
    msg["Date"] = format_datetime(when)
    if isinstance(doc, Living):
        msg["Subject"] = f"[{doc.topic}] living knowledge document, version {doc.date.isoformat()}"
        body = body_living(doc)
    else:
        msg["Subject"] = f"[{doc.topic}] daily brief {doc.date.isoformat()}"
        body = body_brief(doc)
    msg["Message-ID"] = f"<{doc.stem.replace('/', '.')}@digest.local>"
    msg.set_content(body, subtype="plain", charset="utf-8", cte="8bit")
    return filename(doc, EXT), msg.as_bytes()
