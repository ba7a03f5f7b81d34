"""A Skype group chat as Skype's data export writes it (English): the `messages.json` of the
export archive, one JSON object with the exporting account (`userId`), the export time and the
conversations, each with its thread properties (`members` a JSON list inside a string) and its
`MessageList`, newest message first. Every message has the Skype message fields (`id`,
`displayName`, `originalarrivaltime` in UTC with milliseconds, `messagetype`, `version`,
`content`, `conversationid`, `from`, `properties`, `amsreferences`); the content of a `RichText`
message is Skype's markup: `<b raw_pre="*" raw_post="*">` for what was typed as *bold*,
auto-linked URLs as `<a href>`, `<at>` mentions, `<ss>` emoticons, quotes with their
`<legacyquote>` parts, shared files as a `URIObject`, calls as a `partlist`, and `&apos;` and the
other entities for the typed characters. The team works in Central European Time (UTC+1), so
the 18:05 handover is 17:05 in the export's timestamps.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, datetime, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"

CET = timedelta(hours=1)
LEAD = "Mirela Costa"
RELAY = "kb-relay"
TOPIC_NAME = "Track buckling reading group"
KB_NAME = f"{F.TOPIC} knowledge base"


def _hex(seed: str, n: int) -> str:
    return hashlib.sha1(seed.encode()).hexdigest()[:n]


def mri(name: str) -> str:
    """The Skype id of a member: `live:.cid.` and 16 hex digits."""
    return f"live:.cid.{_hex('skype-' + name, 16)}"


def thread(name: str) -> str:
    return f"19:{_hex('thread-' + name, 32)}@thread.skype"


def esc(s: str) -> str:
    return (
        s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&apos;")
    )


def bold(s: str) -> str:
    return f'<b raw_pre="*" raw_post="*">{esc(s)}</b>'


def link(u: str) -> str:
    return f'<a href="{esc(u)}">{esc(u)}</a>'


def at(name: str) -> str:
    return f'<at id="8:{mri(name)}">{esc(name)}</at>'


def _ms(t: datetime) -> int:
    return int(t.timestamp() * 1000)


def _stamp(t: datetime) -> str:
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


class _Chat:
    def __init__(self, name: str, start: datetime):
        self.conv = thread(name)
        self.t = start
        self.messages: list[dict] = []

    def post(self, who: str, content: str, *, after: float = 37.0, kind: str = "RichText", edited: float = 0) -> dict:
        self.t += timedelta(seconds=after, milliseconds=(len(content) * 7919) % 1000)
        props = {"edittime": str(_ms(self.t + timedelta(seconds=edited)))} if edited else None
        msg = {
            "id": str(_ms(self.t)),
            "displayName": who,
            "originalarrivaltime": _stamp(self.t),
            "messagetype": kind,
            "version": _ms(self.t),
            "content": content,
            "conversationid": self.conv,
            "from": f"8:{mri(who)}",
            "properties": props,
            "amsreferences": [content.split('doc_id="')[1].split('"')[0]] if kind.endswith("GenericFile") else None,
        }
        self.messages.append(msg)
        return msg


def _lines(*xs: str) -> str:
    return "\n".join(x for x in xs if x)


def _item(d: Doc, k: int, n: int, m: Mention) -> str:
    w = F.work(m)
    return _lines(
        bold(f"NET-new {k}/{n} · {W.label(m)}"),
        esc(f"Section: {W.section_en(d, m.section)}"),
        link(W.url(m)),
        esc(W.sentence(m.point)),
        *(esc(W.fig_en(f)) for f in m.figures),
        esc(f"Confidence: {m.confidence}" + ("" if w.arxiv else f" · a {W.KIND_EN[w.kind]}, no arXiv ID")),
        esc("Sources: " + ", ".join(m.sources)),
    )


def _carried(d: Doc, m: Mention) -> str:
    figs = "".join(f" ({W.fig_en(f)})" for f in m.figures)
    return esc(f"• {W.label(m)}, {W.section_en(d, m.section)}: {W.carried_en(m)}. {W.sentence(m.point)}{figs}")


def _carried_id(m: Mention) -> str:
    """`3402.60418 anchored 2034-02-17 in §1.2`, `3402.65963 not yet anchored, §1.3`."""
    w = F.work(m)
    if m.anchored_on:
        return f"{w.arxiv} anchored {W.iso(m.anchored_on)} in §{m.section}"
    return f"{w.arxiv} {W.STATUS_EN[m.status]}, §{m.section}"


def _brief(d: Doc) -> tuple[str, list[dict], list[str]]:
    new, old, side = F.groups(d)
    me = d.instance
    others = [b.instance for b in F.BRIEFS if b.instance != me]
    nxt = F.BRIEFS[(F.BRIEFS.index(d) + 1) % 3].instance
    day = datetime(d.date.year, d.date.month, d.date.day, tzinfo=UTC)
    start = timedelta(hours=17, minutes=49, seconds=40) if d is F.B2 else timedelta(hours=18, minutes=1, seconds=12)
    chat = _Chat(TOPIC_NAME, day + start - CET)
    if d is F.B2:  # a short call before the brief
        chat.post(me, f'<partlist type="started" alt=""><part identity="{mri(me)}"><name>{me}</name></part></partlist>',
                  after=0, kind="Event/Call")  # fmt: skip
        chat.post(me, f'<partlist type="ended" alt=""><part identity="{mri(me)}"><name>{me}</name>'
                      f'<duration>412</duration></part><part identity="{mri(LEAD)}"><name>{LEAD}</name>'
                      f"<duration>405</duration></part></partlist>", after=412, kind="Event/Call")  # fmt: skip
    chat.post(
        me,
        _lines(
            bold(f"{F.TOPIC} · daily brief · {W.long_en(d.date)}"),
            esc(f"Window: {d.window[0]} → {d.window[1]} (CET)"),
            esc(f"Baseline: {F.living_path(EXT)}, version of {W.iso(d.baseline)}"),
            esc(f"Counts: {W.counts_en(d.counts)}"),
            esc("Items follow, one message each. Sections as the living document numbers them: ")
            + esc(", ".join(W.section_en(d, k) for k in d.sections)),
        ),
        after=0 if d is not F.B2 else 64,
        edited=95,
    )
    for k, m in enumerate(new, 1):
        msg = chat.post(me, _item(d, k, len(new), m), after=41)
        if k == 2:
            first = f"NET-new {k}/{len(new)} · {W.label(m)}"
            secs = _ms(chat.t) // 1000
            chat.post(
                LEAD,
                f'<quote author="{mri(me)}" authorname="{me}" timestamp="{secs}" conversation="{chat.conv}" '
                f'messageid="{msg["id"]}" cuid="{_ms(chat.t) % 10**19}"><legacyquote>[{secs}] {me}: </legacyquote>'
                f"{esc(first)}<legacyquote>\n\n&lt;&lt;&lt; </legacyquote></quote>"
                + esc("can you drop the card here? I'd like it for tomorrow's call"),
                after=52,
            )
            card = next((s for s in m.sources if s.startswith("paper_cards/") and s != F.BAD_CARD), None)
            if card:
                doc = f"0-weu-d4-{_hex(card, 32)}"
                name = card.split("/")[1]
                chat.post(
                    me,
                    f'<URIObject uri="https://api.asm.skype.com/v1/objects/{doc}" '
                    f'url_thumbnail="https://api.asm.skype.com/v1/objects/{doc}/views/thumbnail" type="File.1" '
                    f'doc_id="{doc}">To view this file, go to: '
                    f"{link(f'https://login.skype.com/login/sso?go=webclient.xmm&docid={doc}')}"
                    f'<OriginalName v="{name}"></OriginalName><FileSize v="{2800 + len(name) * 13}"></FileSize></URIObject>',
                    after=30,
                    kind="RichText/Media_GenericFile",
                )
    chat.post(me, _lines(bold("Carried over and anchored"), *(_carried(d, m) for m in old)), after=45)
    chat.post(
        me,
        _lines(
            bold("Adjacent and candidates"), *(esc(f"• {W.label(m)}, {W.STATUS_EN[m.status]}: {m.point}") for m in side)
        ),
        after=29,
    )
    reg = []
    for k, e in enumerate(d.entries, 1):
        flag = "resolved ✅ " if e.resolved else ""
        reg.append(esc(f"{k}. [risk: {e.risk}] {flag}{e.sentence}"))
    chat.post(me, _lines(bold("To verify"), *reg), after=33)
    carried = [m for m in old if F.work(m).arxiv]
    chat.post(
        me,
        _lines(
            esc("New arXiv IDs: " + ", ".join(d.new_ids)),
            esc("Carried over: " + "; ".join(_carried_id(m) for m in carried)),
        ),
        after=21,
    )
    chat.post(
        me,
        _lines(
            bold(f"Sources read ({len(d.sources)})"),
            *(esc(s + (" (empty, nothing in it)" if s in d.empty_sources else "")) for s in d.sources),
        ),
        after=26,
    )
    chat.post(me, esc(f"Handed over at {F.HANDOVER}, ") + at(nxt) + esc(" the next window is yours."), after=18)
    chat.post(LEAD, esc("Thanks, reading it now ") + '<ss type="yes">(y)</ss>', after=71)
    members = [f"8:{mri(x)}" for x in (LEAD, me, *others)]
    return TOPIC_NAME, chat.messages, members


def _living(d: Doc) -> tuple[str, list[dict], list[str]]:
    day = datetime(d.date.year, d.date.month, d.date.day, 6, 48, 9, tzinfo=UTC)
    chat = _Chat(KB_NAME, day)
    chat.post(
        RELAY,
        _lines(
            bold(f"{F.TOPIC} living document"),
            esc(f"File: {F.living_path(EXT)}"),
            esc(f"Version of {W.iso(d.date)}, posted after the nightly relay. One message per section."),
        ),
        after=0,
    )
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        body = []
        for m in here:
            body += [
                esc(f"• {W.label(m)}"),
                "  " + link(W.url(m)),
                esc(f"  {W.sentence(m.point)}"),
                *(esc(f"  {W.fig_en(f)}") for f in m.figures),
                esc(f"  Anchored {W.iso(m.anchored_on)} · card {', '.join(m.sources)}"),
            ]
        chat.post(RELAY, _lines(bold(W.section_en(d, num)), *(body or [esc("(no items yet)")])), after=2)
    chat.post(LEAD, esc("Morning all, the knowledge base is up to date. Briefs as usual at 18:05 please."), after=3100)
    return KB_NAME, chat.messages, [f"8:{mri(x)}" for x in (LEAD, RELAY, *(b.instance for b in F.BRIEFS))]


def render(d: Doc) -> str:
    name, messages, members = _living(d) if d.kind == "living" else _brief(d)
    exporter = LEAD if d.kind == "living" else d.instance
    last = messages[-1]
    conv = {
        "id": messages[0]["conversationid"],
        "displayName": name,
        "version": last["version"] + 2048,
        "properties": {
            "conversationblocked": False,
            "lastimreceivedtime": last["originalarrivaltime"],
            "consumptionhorizon": f"{last['version']};{last['version'] + 1777};{last['version'] % 10**19}",
            "conversationstatus": None,
        },
        "threadProperties": {"membercount": len(members), "members": json.dumps(members), "topic": name},
        "MessageList": list(reversed(messages)),
    }
    export = datetime.fromisoformat(last["originalarrivaltime"][:19]) + timedelta(minutes=6)
    out = {"userId": f"8:{mri(exporter)}", "exportDate": export.strftime("%Y-%m-%dT%H:%M"), "conversations": [conv]}
    return json.dumps(out, ensure_ascii=False, separators=(",", ":"))
