"""A Slack channel export as a team pastes it into a text file (.txt), English: a day divider,
`[9:41 PM] jackal: …` message lines, thread replies indented under their parent, Slack mrkdwn
(`*bold*`, `_italic_`, `<url|text>` links, emoji shortcodes, ``` code blocks) and `•` bullets."""

from __future__ import annotations

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
CHANNEL = f"#{F.TOPIC}-briefs"
IND = "    "


class _Clock:
    """Message times, a minute or two apart, from 9:41 PM."""

    def __init__(self, hour: int = 21, minute: int = 41) -> None:
        self.t = hour * 60 + minute

    def __call__(self, step: int = 1) -> str:
        self.t += step
        h, m = divmod(self.t % (24 * 60), 60)
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"


def _link(m: Mention) -> str:
    w = F.work(m)
    return f"<{W.url(m)}|{w.arxiv or w.name}>"


def _code(s: str) -> str:
    return f"`{s}`"


def _new(d: Doc, n: int, m: Mention, who: str) -> list[str]:
    w = F.work(m)
    name = f"*{n}. {w.name}* {_link(m)}" if w.arxiv else f"*{n}. {w.name}* ({w.kind}) {_link(m)}"
    L = [f"{who}:new: {name} → {W.section_en(d, m.section)}", f"{IND}• {m.point}"]
    L += [f"{IND}• {W.fig_en(f)}" for f in m.figures]
    L.append(f"{IND}• confidence: _{W.CONFIDENCE_EN[m.confidence]}_ · suggested section {W.section_en(d, m.section)}")
    return L + [f"{IND}• read in: {', '.join(_code(s) for s in m.sources)}"]


def _brief(d: Doc) -> list[str]:
    new, carried, side = F.groups(d)
    t = _Clock()
    me = d.instance
    L = [f"{CHANNEL} · exported {d.date.isoformat()}", "", f"——— {W.slack_day(d.date)} ———", ""]
    L += [f"[{t(0)}] {me}: :newspaper: *{F.TOPIC} daily brief — {d.date.isoformat()}* (topic: {F.TOPIC})"]
    L.append(f"{IND}window {d.window[0]} → {d.window[1]}")
    L.append(f"{IND}baseline: {_code(F.living_path(EXT))} ({d.baseline.isoformat()} version)")
    L.append(f"{IND}_declared: {W.counts_en(d.counts)}_")
    L += [f"[{t()}] {me}: *Sources checked*"]
    for s in d.sources:
        L.append(f"{IND}• {_code(s)} — _empty, nothing on topic_" if W.empty(d, s) else f"{IND}• {_code(s)}")
    for n, m in enumerate(new, 1):
        L += _new(d, n, m, f"[{t(2)}] {me}: ")
    if side:
        lead = side[0]
        L.append(f"[{t()}] {me}: also on the radar, not an increment yet :eyes:")
        for m in side:
            w = F.work(m)
            L.append(f"{IND}[{t()}] {me}: _{W.STATUS_EN[m.status]}_: {w.name} {_link(m)} — {m.point}")
        L.append(f"{IND}[{t(3)}] {'newt' if me != 'newt' else 'jackal'}: will keep an eye on {F.work(lead).name} :+1:")
    L.append(f"[{t()}] {me}: *Carried over / already anchored*")
    for m in carried:
        w = F.work(m)
        figs = "".join(f"; {W.fig_en(f)}" for f in m.figures)
        L.append(f"{IND}• {w.name} {_link(m)} · {W.section_en(d, m.section)} · {W.carried_en(m, W.us_short)}")
        L.append(f"{IND}  {m.point}{figs}")
    for e in d.entries:
        if e.resolved:
            L.append(f"[{t(2)}] {me}: :white_check_mark: *Resolved* ({W.RISK_EN[e.risk]}): {e.sentence}")
        else:
            L.append(f"[{t(2)}] {me}: :warning: *To verify* ({W.RISK_EN[e.risk]}): {e.sentence}")
            mate = "plover" if me != "plover" else "jackal"
            L.append(f"{IND}[{t()}] {mate}: no answer from the authors yet, leaving it open :hourglass:")
    L.append(f"[{t(2)}] {me}: arXiv IDs for tonight's relay:")
    L += [f"{IND}```", f"{IND}NET-new: {', '.join(d.new_ids)}"]
    for m in (m for m in carried if F.work(m).arxiv):
        L.append(f"{IND}{F.work(m).arxiv}  {W.carried_en(m, W.us_short)}  §{m.section}")
    L += [f"{IND}```", f"[{t()}] {me}: that's it for {d.date.isoformat()} — handing over :wave:"]
    return L


def _living(d: Doc) -> list[str]:
    t = _Clock(23, 20)
    bot = "relaybot"
    L = [f"{CHANNEL} · exported {d.date.isoformat()}", "", f"——— {W.slack_day(d.date)} ———", ""]
    L.append(f"[{t(0)}] {bot}: :books: *{F.TOPIC} living document* — {_code(F.living_path(EXT))}")
    L.append(f"{IND}version {d.date.isoformat()}, updated by the nightly relay (topic: {F.TOPIC})")
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        L.append(f"[{t()}] {bot}: *{W.section_en(d, num)}*" + ("" if here else " — _no items yet_"))
        for m in here:
            w = F.work(m)
            L.append(f"{IND}• {w.name} {_link(m)} — {W.carried_en(m, W.us_short)}")
            L.append(f"{IND}  {m.point}; {'; '.join(W.fig_en(f) for f in m.figures)}")
            L.append(f"{IND}  card: {', '.join(_code(s) for s in m.sources)}")
    L.append(f"[{t()}] {bot}: :pushpin: pinned this message to the channel")
    return L


def render(d: Doc) -> str:
    return "\n".join(_brief(d) if d.kind == "brief" else _living(d)) + "\n"
