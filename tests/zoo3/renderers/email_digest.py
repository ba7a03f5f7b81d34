"""Plain-text e-mail (RFC 5322 headers: From, To, Subject, Date, Message-ID, MIME) to a mailing
list: a greeting, the counts in one sentence, numbered increments whose key points and figures are
`>`-quoted from the inbox note they came from ("otto wrote in ...:"), ASCII `x` for ×, body lines
wrapped at 72 columns, the register as `[risk]` lines, a `-- ` signature."""

from __future__ import annotations

import textwrap
from datetime import UTC, datetime

from .. import facts
from ._common import baseline, by_status, cap, num, short_date

EXT = "eml"

LIST = "training-briefs@lists.example.org"


def headers(sender: str, subject: str, when: datetime, msgid: str) -> list[str]:
    from email.utils import format_datetime

    return [f"From: {sender} <{sender}@briefs.example.org>", f"To: {LIST}", f"Subject: {subject}",
            f"Date: {format_datetime(when)}", f"Message-ID: <{msgid}@briefs.example.org>", "MIME-Version: 1.0",
            'Content-Type: text/plain; charset="utf-8"', "Content-Transfer-Encoding: 8bit", ""]  # fmt: skip


def para(text: str, indent: str = "", hang: str | None = None) -> list[str]:
    more = indent if hang is None else hang
    return textwrap.wrap(text, 72, initial_indent=indent, subsequent_indent=more, break_on_hyphens=False) or [""]


def val(f: facts.Figure) -> str:
    u = {"×": "x"}.get(f.unit, f.unit)
    return f"{num(f.value)}{'' if u in ('x', '%') else ' '}{u}"


def ident(w: facts.Work) -> str:
    return f"arXiv:{w.arxiv}" if w.arxiv else w.url


def increment(doc: facts.Doc, n: int, m: facts.Mention) -> list[str]:
    w = facts.work(m)
    head = f"{n}) {w.name} -- {ident(w)}, NET-new, suggest §{m.section} {doc.sections[m.section]}"
    L = para(head + (f" (confidence {m.confidence})." if m.confidence else "."), "", "   ") + [""]
    notes = [s for s in m.sources if s.startswith("inbox/")]
    if notes:
        author = notes[0].split("/")[1]
        L += para(f"{author} wrote in {notes[0]}:", "   ")
        quote = [f"{cap(m.point)};"] + [f"{val(f)} {f.metric}" for f in m.figures]
        L += ["   > " + q for q in quote]
    cards = [s for s in m.sources if s not in notes]
    if cards:
        L.append("   Card: " + ", ".join(cards))
    return L + [""]


def status(m: facts.Mention) -> str:
    if m.status == "anchored":
        return f"anchored {short_date(m.anchored_on)}"
    if m.status == "carried-over":
        return "carried over" + (f", anchored {short_date(m.anchored_on)}" if m.anchored_on else "")
    return {"not-anchored": "still not anchored", "adjacent": "adjacent", "candidate": "candidate"}[m.status]


def brief(doc: facts.Doc) -> list[str]:
    when = datetime.fromisoformat(doc.window[1]).replace(minute=12, second=40, tzinfo=UTC)
    subject = f"[{facts.TOPIC}] Daily brief for {when.strftime('%a')} {doc.date.day} {short_date(doc.date)[:3]} {doc.date.year}"
    L = headers(doc.instance, subject, when, f"{when:%Y%m%d%H%M%S}.{doc.instance}")
    L += ["Hi all,", ""]
    L += para(f"here is today's {facts.TOPIC} brief (window {doc.window[0]} -> {doc.window[1]}), written "
              f"against {baseline(EXT)} as of {doc.baseline.isoformat()}.") + [""]  # fmt: skip
    words = {
        "increments": "increment",
        "adjacent": "adjacent",
        "new-arxiv": "new arXiv ID",
        "carried-over": "carried over",
    }
    plural = {"increment", "new arXiv ID"}
    counted = [f"{v} {words[k]}{'s' if v != 1 and words[k] in plural else ''}" for k, v in doc.counts.items()]
    L += para("Counts: " + ", ".join(counted) + ".") + [""]
    for n, m in enumerate(by_status(doc, "new"), 1):
        L += increment(doc, n, m)
    if ms := by_status(doc, *facts.CARRIED):
        L += ["Already anchored / carried over:"]
        for m in ms:
            w = facts.work(m)
            text = f"{w.name} ({ident(w)}): {status(m)}, §{m.section} {doc.sections[m.section]}"
            text += "".join(f"; {f.metric} now {val(f)}" for f in m.figures)
            text += "".join(f" (see {s})" for s in m.sources)
            L += para(text, " - ", "   ")
        L.append("")
    if ms := by_status(doc, *facts.ADJACENT):
        for m in ms:
            w = facts.work(m)
            L += para(f"{cap(m.status)}: {w.name} ({ident(w)}) -- {m.point}.")
        L.append("")
    L += ["Still to verify:"]
    for e in doc.entries:
        L += para(
            f"[{'resolved' if e.resolved else e.risk}] {e.sentence}" + (f" (risk was {e.risk})" if e.resolved else ""),
            " ",
        )
    L += [""] + para("Read for this brief: " + ", ".join(doc.sources) + ".") + [""]
    return L + ["Cheers,", doc.instance, "", "-- ", f"{doc.instance} · {facts.TOPIC} brief rota", ""]


def living(doc: facts.Doc) -> list[str]:
    when = datetime(doc.date.year, doc.date.month, doc.date.day, 23, 5, tzinfo=UTC)
    L = headers(
        "relay", f"[{facts.TOPIC}] Living document, version of {doc.date.isoformat()}", when, f"{when:%Y%m%d}.relay"
    )
    L += para(f"Tonight's state of the {facts.TOPIC} living document, after the relay:") + [""]
    for number, name in doc.sections.items():
        L.append(f"§{number} {name}")
        ms = [m for m in doc.mentions if m.section == number]
        for m in ms:
            w = facts.work(m)
            figs = "; ".join(f"{f.metric} {val(f)}" for f in m.figures)
            L += para(
                f"* {w.name} ({ident(w)}), anchored {m.anchored_on.isoformat()} -- {m.point}; {figs}", "  ", "    "
            )
            L += [f"    card: {s}" for s in m.sources]
        L += ([] if ms else ["  (nothing anchored yet)"]) + [""]
    return L + ["-- ", "relay bot", ""]


def render(doc: facts.Doc) -> str:
    return "\n".join(living(doc) if doc.kind == "living" else brief(doc))
