"""An IRC channel log as WeeChat's logger plugin writes it, English: one line per event,
`YYYY-MM-DD HH:MM:SS`, a tab, the prefix (the nick for a message, `@nick` for an operator, `-->` for
a join, `<--` for a part or quit, `--` for the topic and server notices, ` *` for a `/me` action), a
tab and the text. IRC has no multi-line messages, so the writer posts the brief line by line in the
relay channel (`#glacier-relay`), with the id list also on a paste bin; a colleague chats around it
and the relay bot acknowledges. The log is the writer's own client's log of the channel. The living
document is the bot's answer to `!kb glacier-dynamics` in `#glacier-kb`, one line per fact."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "log"
LANG = "en"

CHANNEL = "#glacier-relay"
KB = "#glacier-kb"
MATE = "kestrel"
BOT = "relaybot"
HOST = "relay.example.net"
PASTE = "https://paste.example.org/"


class Log:
    """Lines of a WeeChat log, the clock moving a few seconds per line."""

    def __init__(self, start: datetime):
        self.t = start
        self.lines: list[str] = []

    def add(self, prefix: str, text: str, step: int = 3) -> None:
        self.lines.append(f"{self.t:%Y-%m-%d %H:%M:%S}\t{prefix}\t{text}")
        self.t += timedelta(seconds=step)

    def say(self, nick: str, text: str, step: int = 2) -> None:
        self.add(nick, text, step)

    def join(self, nick: str, channel: str) -> None:
        self.add("-->", f"{nick} (~{nick}@{HOST}) has joined {channel}")

    def part(self, nick: str, channel: str, reason: str = "") -> None:
        self.add("<--", f"{nick} (~{nick}@{HOST}) has left {channel}" + (f" ({reason})" if reason else ""))


def _ids(m: Mention) -> str:
    w = F.work(m)
    return f"{w.name} ({W.label(m)}) {W.url(m)}"


def _new(d: Doc, n: int, total: int, m: Mention) -> list[str]:
    L = [f"{W.STATUS_EN['new']} {n}/{total}: {_ids(m)}",
         f"  section {W.section_en(d, m.section)}, confidence {W.CONFIDENCE_EN[m.confidence]}",
         f"  {W.sentence(m.point)}"]  # fmt: skip
    if m.figures:
        L.append("  figures: " + "; ".join(W.fig_irc(f) for f in m.figures))
    return L + [f"  read in: {', '.join(m.sources)}"]


def _carried(d: Doc, m: Mention) -> str:
    s = f"  {_ids(m)}, {W.section_en(d, m.section)}, {W.carried_en(m, W.iso)}. {W.sentence(m.point)}"
    return s + "".join(f" Reported: {W.fig_irc(f)}." for f in m.figures)


def brief_lines(d: Doc) -> list[str]:
    """What the writer posts, one IRC message each (the brief itself)."""
    new, carried, side = F.groups(d)
    L = [
        f"--- {F.TOPIC} brief for {W.iso(d.date)} from {d.instance} ---",
        f"window: {d.window[0]} -> {d.window[1]}",
        f"baseline: {F.living_path(EXT)} as of {W.iso(d.baseline)}",
        f"declared: {W.counts_en(d.counts)}",
        "sources read:",
    ]
    L += [f"  {s} (empty, nothing on {F.TOPIC} today)" if W.empty(d, s) else f"  {s}" for s in d.sources]
    for n, m in enumerate(new, 1):
        L += _new(d, n, len(new), m)
    L.append("carried over / anchored:")
    L += [_carried(d, m) for m in carried]
    if side:
        L.append("adjacent / candidates:")
        L += [f"  {_ids(m)}, {W.STATUS_EN[m.status]}. {W.sentence(m.point)}" for m in side]
    L.append("to verify:")
    for e in d.entries:
        state = "resolved" if e.resolved else "open"
        L.append(f"  [{state}, {W.RISK_EN[e.risk]} risk] {W.sentence(e.sentence)}")
    L.append(f"{W.STATUS_EN['new']} arXiv ids: {', '.join(d.new_ids)} (same list at {PASTE}{paste_id(d)})")
    L += [f"  {F.work(m).arxiv} {W.carried_en(m, W.iso)}, {W.section_en(d, m.section)}" for m in carried
          if F.work(m).arxiv]  # fmt: skip
    return L + ["--- end of brief ---"]


def paste_id(d: Doc) -> str:
    return {4: "qx7Lm2", 5: "Rb40tZ", 6: "w9KeP1"}[d.date.day]


HELLO = {4: "evening all, marmot, your turn for glacier-dynamics tonight?",
         5: "ibex: did the FirnFlow number move again?",
         6: "ptarmigan: last one of the week, go ahead"}  # fmt: skip
DOUBT = {4: "one melt season only? then keep MoulinWatch out of the living doc for now",
         5: "I will ask the GlaciKit people about the meshes too",
         6: "still one season, ok, it stays on the list"}  # fmt: skip
ANSWER = {4: "agreed, whoever takes tomorrow will chase it", 5: "thanks, paste their answer here",
          6: "yes, waiting for the second summer"}  # fmt: skip


def _brief(d: Doc) -> list[str]:
    day = d.date.day
    me = d.instance
    log = Log(datetime.combine(d.date, time(20, 47, 5)))
    log.add("--", f'Topic for {CHANNEL} is "nightly relay: briefs at 21:00, one line per item please"', 0)
    log.add("--", f"Topic set by {MATE} (~{MATE}@{HOST}) on Mon, 01 May 2028 08:14:52", 0)
    log.add("--", f"Channel {CHANNEL}: 4 nicks (1 op, 0 voices, 3 normals)", 60)
    log.join("ptarmigan" if me != "ptarmigan" else "marmot", CHANNEL)
    log.say(MATE, HELLO[day], 20)
    log.say(me, f"{MATE}: yes, posting now", 40)
    log.t = datetime.combine(d.date, time(21, 0, 12))
    lines = brief_lines(d)
    for x in lines:
        log.say(me, x)
    log.t += timedelta(seconds=30)
    log.say(MATE, DOUBT[day], 25)
    log.say(me, f"{MATE}: {ANSWER[day]}", 10)
    log.add(" *", f"{MATE} copies the brief into the queue", 15)
    log.say(f"@{BOT}", f"{me}: brief received ({len(lines)} lines), merging into {F.living_path(EXT)} at 23:40", 30)
    log.part(me, CHANNEL, "handing over")
    return log.lines


def _living(d: Doc) -> list[str]:
    log = Log(datetime.combine(d.date, time(23, 41, 2)))
    log.add("--", f'Topic for {KB} is "ask the bot: !kb <topic>"', 0)
    log.add("--", f"Channel {KB}: 3 nicks (1 op, 0 voices, 2 normals)", 40)
    log.say(MATE, f"!kb {F.TOPIC}", 1)
    log.say(f"@{BOT}", f"{F.TOPIC} living knowledge document, version of {W.iso(d.date)} ({F.living_path(EXT)})", 1)
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        log.say(f"@{BOT}", W.section_en(d, num) + ("" if here else ": nothing anchored yet"), 1)
        for m in here:
            log.say(f"@{BOT}", f"  {_ids(m)}, anchored {W.iso(m.anchored_on)}, card {', '.join(m.sources)}", 1)
            figs = "; ".join(W.fig_irc(f) for f in m.figures)
            log.say(f"@{BOT}", f"  {W.sentence(m.point)} {figs}", 1)
    log.say(f"@{BOT}", "end of document (rebuilt nightly from the briefs)", 20)
    log.say(MATE, "thanks", 5)
    return log.lines


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
