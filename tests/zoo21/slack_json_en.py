"""A day file of a Slack workspace export (.json), English, as Slack's "Export data" writes a
channel's folder: one JSON array (4-space indented) of the day's message objects in `ts` order.
A member's message has `type: "message"`, `user`, `text` in Slack's mrkdwn (`*bold*`, `` `code` ``,
```` ``` ```` blocks, `<https://...|label>` links, `:emoji:` names, `<@U…>` mentions, `•` bullets),
`ts` (epoch seconds with six decimals), `client_msg_id`, `team`, `user_team`, `source_team`,
`user_profile` (`real_name`, `display_name`, `name`, `avatar_hash`, `image_72` …) and `blocks` with
the same text as a `rich_text` block (sections, bullet lists, preformatted text; bold and code as
styles; links, emoji and user mentions as their own elements). A thread's parent carries
`thread_ts`, `reply_count`, `reply_users`, `latest_reply` and `replies`; a reply carries `thread_ts`
and `parent_user_id`. Somebody joining the channel is a `channel_join` message. The brief's writer
posts the brief's header in the channel and the rest as replies in its thread, while the channel's
other members talk; the living document is posted section by section by the relay's app (`bot_id`,
`app_id`, `bot_profile`, Block Kit `header` and `section` blocks). The file keeps the pipeline's
path rather than the export's `<channel>/<date>.json`; all times are UTC, inside the file's day."""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from datetime import UTC, datetime, time, timedelta

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"

TEAM = "T07BATTRY1"
USERS = {  # user id -> (name, real name)
    "egret": ("U07EGR3T01", "egret"),
    "puffin": ("U07PUFF1N2", "puffin"),
    "dingo": ("U07D1NG0X3", "dingo"),
    "mara": ("U07MARA4K5", "Mara Okafor"),
}
HUMAN = "mara"  # the person in the channel who reads the briefs
BOT = {"user": "U07RELAY6B", "bot_id": "B07RELAY7C", "app_id": "A07RELAY8D", "name": "relay"}
UNICODE = {"battery": "1f50b", "thread": "1f9f5", "new": "1f195", "anchor": "2693", "recycle": "267b-fe0f",
           "hourglass_flowing_sand": "23f3", "eyes": "1f440", "seedling": "1f331", "warning": "26a0-fe0f",
           "white_check_mark": "2705", "inbox_tray": "1f4e5", "books": "1f4da", "wave": "1f44b",
           "raised_hands": "1f64c", "pushpin": "1f4cc"}  # fmt: skip

INLINE = re.compile(r"<(https?://[^|>]+)\|([^>]+)>|<@(U[0-9A-Z]+)>|\*([^*\n]+)\*|`([^`\n]+)`|:([a-z0-9_+-]+):")


def ts(t: datetime) -> str:
    """Slack's message id and time: `1763237700.000100`."""
    return f"{int(t.timestamp())}.{t.microsecond:06d}"


def _id(*parts: str, n: int = 5) -> str:
    return hashlib.sha1(":".join(parts).encode()).hexdigest()[:n]


# --- mrkdwn -> rich_text --------------------------------------------------------------------------


def _inline(text: str) -> list[dict]:
    out: list[dict] = []
    at = 0
    for m in INLINE.finditer(text):
        if m.start() > at:
            out.append({"type": "text", "text": text[at : m.start()]})
        if m[1]:
            out.append({"type": "link", "url": m[1], "text": m[2]})
        elif m[3]:
            out.append({"type": "user", "user_id": m[3]})
        elif m[4]:
            out.append({"type": "text", "text": m[4], "style": {"bold": True}})
        elif m[5]:
            out.append({"type": "text", "text": m[5], "style": {"code": True}})
        else:
            e = {"type": "emoji", "name": m[6]}
            out.append(e | ({"unicode": UNICODE[m[6]]} if m[6] in UNICODE else {}))
        at = m.end()
    if at < len(text):
        out.append({"type": "text", "text": text[at:]})
    return out


def rich_text(text: str, seed: str) -> list[dict]:
    """The `rich_text` block Slack's composer stores beside a message's mrkdwn `text`."""
    elements: list[dict] = []
    head, _, rest = text.partition("```")
    pre, _, tail = rest.partition("```")
    para: list[str] = []
    bullets: list[str] = []

    def flush() -> None:
        if para:
            elements.append({"type": "rich_text_section", "elements": _inline("\n".join(para) + "\n")})
            para.clear()
        if bullets:
            items = [{"type": "rich_text_section", "elements": _inline(b)} for b in bullets]
            elements.append({"type": "rich_text_list", "elements": items, "style": "bullet", "indent": 0, "border": 0})
            bullets.clear()

    for line in head.rstrip("\n").split("\n") if head else []:
        if line.startswith("• "):
            if para:
                flush()
            bullets.append(line[2:])
        else:
            if bullets:
                flush()
            para.append(line)
    flush()
    if elements and elements[-1]["type"] == "rich_text_section" and not rest:
        last = elements[-1]["elements"][-1]
        if last["type"] == "text" and "style" not in last:
            last["text"] = last["text"].removesuffix("\n")
    if rest:
        elements.append({"type": "rich_text_preformatted", "elements": [{"type": "text", "text": pre}], "border": 0})
        assert not tail
    return [{"type": "rich_text", "block_id": _id(seed, text), "elements": elements}]


# --- messages -------------------------------------------------------------------------------------


def profile(who: str) -> dict:
    uid, real = USERS[who]
    h = _id(uid, n=12)
    return {
        "avatar_hash": f"g{h[:11]}",
        "image_72": f"https://secure.gravatar.com/avatar/{_id(uid, 'avatar', n=32)}.jpg?s=72&d=identicon",
        "first_name": real.split(" ")[0],
        "real_name": real,
        "display_name": who,
        "team": TEAM,
        "name": who,
        "is_restricted": False,
        "is_ultra_restricted": False,
    }


class _Channel:
    def __init__(self, start: datetime) -> None:
        self.t = start
        self.messages: list[dict] = []

    def _tick(self, gap: int) -> str:
        self.t += timedelta(seconds=gap, microseconds=100)
        return ts(self.t)

    def join(self, who: str, gap: int = 0) -> None:
        uid = USERS[who][0]
        self.messages.append({"type": "message", "subtype": "channel_join", "ts": self._tick(gap), "user": uid,
                              "text": f"<@{uid}> has joined the channel"})  # fmt: skip

    def say(self, who: str, text: str, gap: int = 40, thread: dict | None = None) -> dict:
        uid = USERS[who][0]
        stamp = self._tick(gap)
        m = {"user": uid, "type": "message", "ts": stamp, "client_msg_id": str(uuid.uuid5(uuid.NAMESPACE_URL, stamp)),
             "text": text, "team": TEAM, "user_team": TEAM, "source_team": TEAM, "user_profile": profile(who),
             "blocks": rich_text(text, stamp)}  # fmt: skip
        if thread is not None:
            m |= {"thread_ts": thread["ts"], "parent_user_id": thread["user"]}
            thread.setdefault("thread_ts", thread["ts"])
            replies = thread.setdefault("replies", [])
            replies.append({"user": uid, "ts": stamp})
            users = list(dict.fromkeys(r["user"] for r in replies))
            thread |= {"reply_count": len(replies), "reply_users_count": len(users), "latest_reply": stamp,
                       "reply_users": users, "is_locked": False, "subscribed": False}  # fmt: skip
        self.messages.append(m)
        return m

    def post(self, heading: str, body: str, gap: int = 2) -> None:
        """The relay's app posting with Block Kit (its `text` the notification fallback)."""
        stamp = self._tick(gap)
        self.messages.append({
            "user": BOT["user"], "type": "message", "ts": stamp, "bot_id": BOT["bot_id"], "app_id": BOT["app_id"],
            "text": f"*{heading}*\n{body}", "team": TEAM,
            "bot_profile": {"id": BOT["bot_id"], "deleted": False, "name": BOT["name"], "updated": 1793491200,
                            "app_id": BOT["app_id"], "icons": {"image_36": "https://a.slack-edge.com/80588/img/plugins/app/bot_36.png"},
                            "team_id": TEAM},
            "blocks": [{"type": "header", "block_id": _id(stamp, "h"), "text": {"type": "plain_text", "text": heading, "emoji": True}},
                       {"type": "section", "block_id": _id(stamp, "s"), "text": {"type": "mrkdwn", "text": body, "verbatim": False}}],
        })  # fmt: skip


def react(m: dict, name: str, *who: str) -> None:
    users = [USERS[w][0] for w in who]
    m["reactions"] = [{"name": name, "users": users, "count": len(users)}]


# --- the brief ------------------------------------------------------------------------------------


def link(m: Mention) -> str:
    return f"<{W.url(m)}|{W.label(m)}>"


def _code(paths: tuple[str, ...] | list[str]) -> str:
    return ", ".join(f"`{s}`" for s in paths)


def _new(d: Doc, n: int, m: Mention) -> str:
    w = F.work(m)
    L = [f":{W.EMOJI['new']}: *{W.STATUS_EN['new']} {n} · {w.name}* ({link(m)})",
         f"Suggested section: {W.section_en(d, m.section)} · confidence: {W.CONFIDENCE_EN[m.confidence]}",
         W.sentence(m.point)]  # fmt: skip
    L += [f"• {W.fig_slack(f)}" for f in m.figures]
    return "\n".join(L + [f"Read in: {_code(m.sources)}"])


def _carried(d: Doc, m: Mention) -> str:
    figs = "".join(f" ({W.fig_slack(f)})" for f in m.figures)
    return (f"• *{F.work(m).name}* ({link(m)}), {W.section_en(d, m.section)}: :{W.EMOJI[m.status]}: "
            f"{W.carried_en(m)}. {W.sentence(m.point)}{figs}")  # fmt: skip


def _entry(e) -> str:
    flag = ":white_check_mark: *Resolved*" if e.resolved else ":warning: *To verify*"
    return f"{flag} ({W.RISK_EN[e.risk]})\n{W.sentence(e.sentence)}"


def _brief(d: Doc) -> list[dict]:
    new, carried, side = F.groups(d)
    me = d.instance
    others = [b.instance for b in F.BRIEFS if b.instance != me]
    hh, mm = map(int, d.window[1][11:].split(":"))
    c = _Channel(datetime.combine(d.date, time(hh, mm), UTC) - timedelta(minutes=9))
    c.join(others[1])
    c.say(HUMAN, f"Evening all :wave: who has the {F.TOPIC} brief tonight?", 95)
    c.say(me, "Me, posting it now.", 70)
    head = c.say(me, "\n".join([
        f":battery: *{F.TOPIC} brief — {W.us_short(d.date)}*",
        f"Window: {d.window[0]} → {d.window[1]}",
        f"Baseline: `{F.living_path(EXT)}` (version of {W.us_short(d.baseline)})",
        f"Declared: {W.counts_slack(d.counts)}",
        "Items follow in the thread :thread:",
    ]), 55)  # fmt: skip
    react(head, "eyes", HUMAN)
    src = [":inbox_tray: *Sources checked*"]
    src += [f"• `{s}` (empty, nothing on topic)" if W.empty(d, s) else f"• `{s}`" for s in d.sources]
    c.say(me, "\n".join(src), 30, head)
    for n, m in enumerate(new, 1):
        c.say(me, _new(d, n, m), 45, head)
        if n == 1:
            c.say(others[0], "I'll pick the paper cards up in tomorrow's queue.", 20)
    c.say(me, "\n".join([f":{W.EMOJI['carried-over']}: *Carried over and anchored*"] + [_carried(d, m) for m in carried]),
          40, head)  # fmt: skip
    if side:
        lines = [f":{W.EMOJI['adjacent']}: *Adjacent and candidates*"]
        lines += [f"• *{F.work(m).name}* ({link(m)}), {W.STATUS_EN[m.status]}: {W.sentence(m.point)}" for m in side]
        c.say(me, "\n".join(lines), 40, head)
    for e in d.entries:
        c.say(me, _entry(e), 35, head)
    ids = [f"{W.STATUS_EN['new']}: {', '.join(d.new_ids)}"]
    ids += [f"{F.work(m).arxiv}  {W.carried_en(m)}  {W.section_en(d, m.section)}" for m in carried if F.work(m).arxiv]
    c.say(me, ":books: *Citable arXiv IDs*\n```" + "\n".join(ids) + "```", 30, head)
    c.say(me, f"That's all from {me}: handing over at {d.window[1][11:]} for tonight's relay.", 25, head)
    done = c.say(HUMAN, "Thanks, reading it now.", 50, head)
    react(done, "raised_hands", me)
    return c.messages


def _living(d: Doc) -> list[dict]:
    c = _Channel(datetime.combine(d.date, time(23, 40), UTC))
    c.join(HUMAN)
    c.post(
        f"{F.TOPIC} knowledge base", f"Version of {W.us_short(d.date)}, after tonight's relay. One message a section."
    )
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        lines = [] if here else ["_No items yet._"]
        for m in here:
            lines.append(f"• *{F.work(m).name}* ({link(m)}): :{W.EMOJI['anchored']}: anchored {W.us_short(m.anchored_on)}, "
                         f"card {_code(m.sources)}. {W.sentence(m.point)} "
                         + ", ".join(W.fig_slack(f) for f in m.figures))  # fmt: skip
        c.post(W.section_en(d, num), "\n".join(lines))
    c.say(HUMAN, "Pinned :pushpin:", 180)
    return c.messages


def render(d: Doc) -> str:
    return json.dumps(_brief(d) if d.kind == "brief" else _living(d), ensure_ascii=False, indent=4) + "\n"
