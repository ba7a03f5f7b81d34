"""A plain-text e-mail saved as `.eml`, English: RFC 5322 headers as Thunderbird writes them
(`Message-ID`, `Date`, `MIME-Version`, `User-Agent`, `Subject`, `To`, `References`/`In-Reply-To`,
`From`, `Content-Type: text/plain; charset=UTF-8; format=flowed`, `Content-Transfer-Encoding:
8bit`), CRLF line ends, the body in format=flowed (RFC 3676): paragraphs cut at spaces into lines of
at most 72 characters, every line but a paragraph's last ending in a space (a soft break), lines
that begin with a space, `>` or `From ` space-stuffed, quoted lines `> `.

The brief is the writer's reply to the coordinator's daily message, top-posted in Thunderbird's
way (the reply, then the signature after `-- `, then `On 19/11/2031 16:02, … wrote:` and the
coordinator's message quoted with `>`); the quoted message names leads of its own (ids and claims
that are not the brief's). The brief itself is prose: upper-case part titles, each NET-new item a
numbered paragraph of sentences, the carried items and the register `*` bullets, the URLs in angle
brackets. The living document is the nightly relay's own message (not a reply), one part a section."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from email.utils import format_datetime

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "eml"
LANG = "en"
WIDTH = 72

S = W.STATUS_EN
DOMAIN = "relaynotes.example.org"
BOSS = "Mina Okafor"
LIST = f"{F.TOPIC} relay <st-relay@{DOMAIN}>"
# the coordinator's message each brief answers: leads of its own, not the brief's
LEADS = {
    20: [
        "Leads from the conference channel, not checked yet:",
        "VoiceBridge (arXiv:3111.49016) claims 40% lower lag on lecture audio. Someone in the channel "
        "says it is already in the living document; please check before you call it new.",
    ],
    21: [
        "One lead for today:",
        "TermLock (arXiv:3111.49127) reports 9 percentage points better term accuracy than the "
        "glossary methods we track. I have not read it.",
    ],
    22: [
        "Last one this week. Leads:",
        "LipSync-X (arXiv:3111.49238) appeared on a leaderboard with 31% fewer timing errors, and "
        "a forum post says Polyglot Kit 6 is due in December.",
    ],
}


def flow(text: str, quote: str = "") -> list[str]:
    """One paragraph as format=flowed lines: cut at spaces, soft breaks kept as trailing spaces."""
    words, lines, cur = text.split(" "), [], ""
    for w in words:
        if cur and len(quote) + len(cur) + len(w) + 1 > WIDTH:
            lines.append(cur + " ")
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    lines.append(cur)
    out = []
    for x in lines:
        if quote:
            out.append(f"{quote} {x}" if x else quote)
        else:
            out.append(" " + x if x.startswith((" ", ">", "From ")) else x)
    return out


def paras(ps: list[str], quote: str = "") -> list[str]:
    L: list[str] = []
    for p in ps:
        L += flow(p, quote) if p else [quote]
    return L


def link(m: Mention) -> str:
    return f"<{W.url(m)}>"


def item(d: Doc, n: int, m: Mention) -> str:
    s = f"{n}) {F.work(m).name}, {W.label(m)} {link(m)}, {S['new']} for {W.section_en(d, m.section)}, "
    s += f"confidence {W.CONFIDENCE_EN[m.confidence]}. {W.sentence(m.point)}"
    for f in m.figures:
        s += f" It reports a {f.metric} of {W.value_mail(f)}."
    return s + " Read in " + " and ".join(m.sources) + "."


def carried(d: Doc, m: Mention) -> str:
    w = F.work(m)
    said = "".join(f" Reported {f.metric} of {W.value_mail(f)}." for f in m.figures)
    return (f"* {w.name} ({W.label(m)}, {W.section_en(d, m.section)}) {link(m)}: "
            f"{W.carried_en(m, W.uk_short)}. {W.sentence(m.point)}{said}")  # fmt: skip


def brief_body(d: Doc) -> list[str]:
    new, old, side = F.groups(d)
    P = ["Hi all,", "", f"here is the {F.TOPIC} brief for {W.uk_en(d.date)}, written by {d.instance}.", "",
         f"Window: {d.window[0]} to {d.window[1]} (UTC)",
         f"Baseline: {F.living_path(EXT)}, version of {W.iso(d.baseline)}",
         f"Declared: {W.counts_en(d.counts)}", "", "SOURCES CHECKED", ""]  # fmt: skip
    P += [f"* {s} (empty, nothing on this topic today)" if W.empty(d, s) else f"* {s}" for s in d.sources]
    P += ["", "NET-NEW", ""]
    for n, m in enumerate(new, 1):
        P += [item(d, n, m), ""]
    P += ["CARRIED OVER AND ANCHORED", ""] + [carried(d, m) for m in old] + [""]
    if side:
        P += ["ADJACENT", ""]
        P += [f"* {F.work(m).name} ({W.label(m)}) {link(m)}, {S[m.status]}. {W.sentence(m.point)}" for m in side]
        P.append("")
    P += ["TO VERIFY", ""]
    for n, e in enumerate(d.entries, 1):
        P.append(f"* ({n}) {'resolved' if e.resolved else 'open'}, {W.RISK_EN[e.risk]} risk. {e.sentence}.")
    P += ["", "CITABLE ARXIV IDS", "", f"{S['new']}: {', '.join(d.new_ids)}"]
    P += [f"{F.work(m).arxiv}: {W.carried_en(m, W.uk_short)}, {W.section_en(d, m.section)}"
          for m in old if F.work(m).arxiv]  # fmt: skip
    P += ["", f"Handover: {d.instance}, {d.window[1][11:]}.", "", "Best,", d.instance]
    L = paras(P)
    L += ["", "-- ", f"{d.instance} | {F.TOPIC} relay", f"https://{DOMAIN}/", ""]
    asked = datetime.combine(d.date - timedelta(days=1), time(16, 2))
    L.append(f"On {asked:%d/%m/%Y %H:%M}, {BOSS} wrote:")
    quoted = [f"Who is on {F.TOPIC} tomorrow? The window closes at {F.HANDOVER}.", "", *LEADS[d.date.day], "",
              "Thanks,", "Mina"]  # fmt: skip
    return L + paras(quoted, ">")


def living_body(d: Doc) -> list[str]:
    P = [f"{F.TOPIC} living document, version of {W.uk_en(d.date)}", f"Path: {F.living_path(EXT)}", "",
         "The nightly relay updates this document from the daily briefs.", ""]  # fmt: skip
    for num in d.sections:
        head = W.section_en(d, num)
        P += [head, "=" * len(head), ""]
        here = [m for m in d.mentions if m.section == num]
        if not here:
            P += [f"Nothing {S['anchored']} here yet.", ""]
        for m in here:
            figs = "".join(f" {f.metric.capitalize()}: {W.value_mail(f)}." for f in m.figures)
            P += [f"{F.work(m).name}, {W.label(m)} {link(m)}, {W.carried_en(m, W.uk_short)}. "
                  f"{W.sentence(m.point)}{figs} Card: {', '.join(m.sources)}.", ""]  # fmt: skip
    return paras(P) + ["-- ", "the nightly relay", f"https://{DOMAIN}/"]


def msgid(day: date, who: str) -> str:
    return f"<{day:%Y%m%d}.{who}.{F.TOPIC}@{DOMAIN}>"


def subject(d: Doc) -> str:
    if d.kind == "brief":
        return f"Re: {F.TOPIC} brief for {W.uk_en(d.date)}"
    return f"{F.TOPIC} living document, {W.uk_en(d.date)}"


def headers(d: Doc) -> list[str]:
    brief = d.kind == "brief"
    sent = datetime.combine(d.date, time(14, 31, 8) if brief else time(23, 40, 2), tzinfo=UTC)
    who = d.instance if brief else "relay"
    H = [f"Message-ID: {msgid(d.date, who)}", f"Date: {format_datetime(sent)}",
         "MIME-Version: 1.0", "User-Agent: Mozilla Thunderbird", f"Subject: {subject(d)}", "Content-Language: en-GB",
         f"To: {LIST}"]  # fmt: skip
    if brief:
        parent = msgid(d.date - timedelta(days=1), "mina")
        H += [f"References: {parent}", f"In-Reply-To: {parent}"]
    H += [f"From: {who} <{who}@{DOMAIN}>", "Content-Type: text/plain; charset=UTF-8; format=flowed",
          "Content-Transfer-Encoding: 8bit"]  # fmt: skip
    return H


def render(d: Doc) -> str:
    body = brief_body(d) if d.kind == "brief" else living_body(d)
    return "\r\n".join([*headers(d), "", *body]) + "\r\n"
