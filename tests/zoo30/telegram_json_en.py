"""A Telegram Desktop chat export in its machine-readable form (`result.json`, here saved under the
brief's own name with `.json`), English. The export is one object: the chat's `name`, `type`
(`private_group` for the relay's group, `private_channel` for the bot's channel) and `id`, then
`messages`. A message has its `id`, `type` (`message` or `service`), `date` (local time, here UTC)
and `date_unixtime` (a string), `edited`/`edited_unixtime` when it was edited, `from`/`from_id`
(`user…`, or `channel…` for a channel's posts), `reply_to_message_id`, `forwarded_from`, media
fields (`photo` with `width`/`height`; `file` with `file_name`, `file_size`, `mime_type`; a sticker's
`media_type` and `sticker_emoji`), then `text` and `text_entities`. `text` is a plain string when
the message has no formatting, otherwise a list mixing plain strings with entity objects
(`{"type": "bold", "text": …}`, `link`, `text_link` with its `href`, `code`, `italic`, `pre`);
`text_entities` is the same text as a list of entities, the plain parts typed `plain`. A service
message has `actor`/`actor_id`, an `action` (`pin_message` with the pinned `message_id`) and empty
text. Written with `json.dumps(ensure_ascii=False, indent=1)`, as Telegram Desktop writes it.

The brief is posted by its writer across several messages: the header (bold title, a `code` span
for the living document; edited a minute later), the sources (`code` spans), one message per
NET-new item (a bold title, the link as a `link` entity or, for the blog post, a `text_link` on its
name, the fields on lines of their own), the carried items `•` lines with `italic` statuses, the
adjacent items, the register (which the coordinator pins and answers with a reply), the id list
with the carried ids in a `pre` block and the handover. Others post a photo, a forwarded channel
post, a PDF and a sticker. The living document is the relay bot's channel, one post a section."""

from __future__ import annotations

import json
from datetime import UTC, date, datetime, timedelta
from typing import Any

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "json"
LANG = "en"

S = W.STATUS_EN
GROUP = ("UHI mapping relay", "private_group", 4417730921)
CHANNEL = ("UHI living document", "private_channel", 1988204476)
BOSS = ("Ines Carvalho", "user5820114736")
LAB = ("Tomasz Wrona", "user6031947712")
WRITERS = {"dugong": "user7100356211", "margay": "user7100356212", "fossa": "user7100356213"}
FEED = "Heat Maps Weekly"
# a paper a lab member drops into the chat: a lead of the chat's, not the brief's
LEAD = "3301.69870v1.pdf"

Part = str | tuple[str, ...]  # a plain string, or (type, text) / ("text_link", text, href) / ("pre", text, language)


def entity(p: Part) -> dict[str, str]:
    if isinstance(p, str):
        return {"type": "plain", "text": p}
    kind, text, *rest = p
    e = {"type": kind, "text": text}
    if kind == "text_link":
        e["href"] = rest[0]
    elif kind == "pre":
        e["language"] = rest[0] if rest else ""
    return e


def text_fields(parts: list[Part]) -> dict[str, Any]:
    """`text` (a string when every part is plain, else the mixed list) and `text_entities`; plain
    parts next to each other are one plain run, as Telegram keeps them."""
    merged: list[Part] = []
    for p in parts:
        if p and isinstance(p, str) and merged and isinstance(merged[-1], str):
            merged[-1] += p
        elif p:
            merged.append(p)
    parts = merged
    ents = [entity(p) for p in parts]
    plain = all(isinstance(p, str) for p in parts)
    return {"text": "".join(parts) if plain else [p if isinstance(p, str) else entity(p) for p in parts],
            "text_entities": ents}  # fmt: skip


def stamp(t: datetime) -> dict[str, str]:
    return {"date": t.strftime("%Y-%m-%dT%H:%M:%S"), "date_unixtime": str(int(t.replace(tzinfo=UTC).timestamp()))}


class Chat:
    def __init__(self, first_id: int) -> None:
        self.messages: list[dict[str, Any]] = []
        self.next = first_id

    def post(self, t: datetime, who: tuple[str, str], parts: list[Part], **extra: Any) -> int:
        m: dict[str, Any] = {"id": self.next, "type": "message", **stamp(t)}
        if edited := extra.pop("edited", None):
            m |= {"edited": stamp(edited)["date"], "edited_unixtime": stamp(edited)["date_unixtime"]}
        m |= {"from": who[0], "from_id": who[1], **extra, **text_fields(parts)}
        self.messages.append(m)
        self.next += 1
        return m["id"]

    def pin(self, t: datetime, who: tuple[str, str], target: int) -> None:
        self.messages.append({"id": self.next, "type": "service", **stamp(t), "actor": who[0], "actor_id": who[1],
                              "action": "pin_message", "message_id": target, "text": "", "text_entities": []})  # fmt: skip
        self.next += 1


def at(d: date, hhmmss: str) -> datetime:
    return datetime.combine(d, datetime.strptime(hhmmss, "%H:%M:%S").time())


def lines(*groups: list[Part]) -> list[Part]:
    """Groups of parts, a newline between groups (an empty group left out)."""
    out: list[Part] = []
    for g in [g for g in groups if g]:
        out += (["\n"] if out else []) + g
    return out


def header(d: Doc) -> list[Part]:
    return lines([("bold", f"{F.TOPIC} daily brief, {W.us_en(d.date)}")], [f"Writer: {d.instance}"],
                 [f"Window: {d.window[0]} → {d.window[1]} (UTC)"],
                 ["Baseline: ", ("code", F.living_path(EXT)), f" as of {W.iso(d.baseline)}"],
                 [f"Declared: {W.counts_en(d.counts)}"])  # fmt: skip


def sources(d: Doc) -> list[Part]:
    rows = [[("code", s), " (empty, nothing on this topic today)" if W.empty(d, s) else ""] for s in d.sources]
    return lines([("bold", "Sources checked")], *rows)


def linked(m: Mention) -> Part:
    w = F.work(m)
    return ("link", W.url(m)) if w.kind != "blog post" else ("text_link", w.name, W.url(m))


def item(d: Doc, n: int, m: Mention) -> list[Part]:
    w = F.work(m)
    title = f"{S['new']} {n}: {w.name} ({W.label(m)})" if w.kind != "blog post" else f"{S['new']} {n}: "
    head = [("bold", title)] + ([linked(m), f" ({W.label(m)})"] if w.kind == "blog post" else [])
    body = [head] + ([] if w.kind == "blog post" else [[linked(m)]])
    body += [[f"Suggested section: {W.section_en(d, m.section)}"], [f"Confidence: {W.CONFIDENCE_EN[m.confidence]}"],
             [W.sentence(m.point)]]  # fmt: skip
    body += [[W.fig_en(f)] for f in m.figures]
    reads: list[Part] = ["Read in: "]
    for k, s in enumerate(m.sources):
        reads += ([", "] if k else []) + [("code", s)]
    return lines(*body, reads)


def old_items(d: Doc, old: list[Mention]) -> list[Part]:
    rows = []
    for m in old:
        said = "".join(f" Reported {f.metric}: {W.value_en(f)}." for f in m.figures)
        rows.append([f"• {F.work(m).name} ({W.label(m)}), {W.section_en(d, m.section)}: ",
                     ("italic", W.carried_en(m)), f". {W.sentence(m.point)}{said} ", ("link", W.url(m))])  # fmt: skip
    return lines([("bold", "Carried over and anchored")], *rows)


def side_items(side: list[Mention]) -> list[Part]:
    rows = [[f"• {F.work(m).name} ({W.label(m)}, {S[m.status]}): {W.sentence(m.point)} ", ("link", W.url(m))]
            for m in side]  # fmt: skip
    return lines([("bold", "Adjacent, not for the living document yet")], *rows)


def register(d: Doc) -> list[Part]:
    rows = [[f"{n}. ", ("bold", "Resolved" if e.resolved else "Open"), f", {W.RISK_EN[e.risk]} risk: {e.sentence}."]
            for n, e in enumerate(d.entries, 1)]  # fmt: skip
    return lines([("bold", "To verify")], *rows)


def ids(d: Doc, old: list[Mention]) -> list[Part]:
    keep = [m for m in old if F.work(m).arxiv]
    table = "\n".join(f"{F.work(m).arxiv}  {W.carried_en(m):<34}  §{m.section}" for m in keep)
    return lines([("bold", "Citable arXiv IDs")], [f"{S['new']}: {', '.join(d.new_ids)}"],
                 [("pre", table, "")] if keep else [], [f"Handover: {d.instance}, {d.window[1][11:]}."])  # fmt: skip


ASK = {18: f"Who has {F.TOPIC} today?", 19: "margay, you are on today, right?", 20: "Last brief of the week. Who?"}
REPLY = {18: "Leave it open until the Singapore run is out.", 19: "Still open, the authors have not posted anything.",
         20: "Open again. I will chase the authors on Monday."}  # fmt: skip


def brief(d: Doc) -> str:
    new, old, side = F.groups(d)
    day, me = d.date, (d.instance, WRITERS[d.instance])
    c = Chat(30500 + 100 * day.day)
    ask = c.post(at(day, "17:11:42"), BOSS, [ASK[day.day]])
    c.post(at(day, "17:12:30"), me, [f"Me. Posting right after the {F.HANDOVER} handover."], reply_to_message_id=ask)
    c.post(at(day, "17:26:03"), LAB, ["Roof sensor mast is back up"], photo=f"photos/photo_1@{day:%d-%m-%Y}_17-26-03.jpg",
           width=1280, height=960)  # fmt: skip
    c.post(at(day, "17:33:19"), LAB, ["Cool pavement trial on two Lisbon streets: full report next week"],
           forwarded_from=FEED)  # fmt: skip
    t = at(day, f"{F.HANDOVER}:21")
    c.post(t, me, header(d), edited=t + timedelta(minutes=1, seconds=4))
    posts = [sources(d)] + [item(d, n, m) for n, m in enumerate(new, 1)] + [old_items(d, old)]
    posts += [side_items(side)] if side else []
    for parts in posts:
        t += timedelta(seconds=41)
        c.post(t, me, parts)
    t += timedelta(seconds=41)
    reg = c.post(t, me, register(d))
    c.post(t + timedelta(seconds=39), me, ids(d, old))
    c.pin(t + timedelta(minutes=2), BOSS, reg)
    c.post(t + timedelta(minutes=3), LAB, [""], file=f"files/{LEAD}", file_name=LEAD, file_size=2811544,
           mime_type="application/pdf")  # fmt: skip
    open_entry = next(e for e in d.entries if not e.resolved)
    c.post(t + timedelta(minutes=5), BOSS, [f"Do we anchor anything on the {open_entry.text} point today?"],
           reply_to_message_id=reg)  # fmt: skip
    c.post(t + timedelta(minutes=6), me, [REPLY[day.day]])
    c.post(t + timedelta(minutes=7), LAB, [""], file="stickers/sticker.webp", thumbnail="stickers/sticker.webp_thumb.jpg",
           media_type="sticker", sticker_emoji="👍", width=512, height=512)  # fmt: skip
    return dump(GROUP, c.messages)


def living(d: Doc) -> str:
    bot = (CHANNEL[0], f"channel{CHANNEL[2]}")
    c = Chat(211 + 7 * d.date.day)
    t = at(d.date, "23:40:12")
    c.post(t, bot, lines([("bold", f"{F.TOPIC} living document")],
                         [f"Version of {W.us_en(d.date)}, kept at ", ("code", F.living_path(EXT)), "."],
                         ["The nightly relay rewrites it from the daily briefs, one post a section."]))  # fmt: skip
    for num in d.sections:
        t += timedelta(seconds=3)
        here = [m for m in d.mentions if m.section == num]
        rows: list[list[Part]] = [[("bold", W.section_en(d, num))]]
        if not here:
            rows.append([f"Nothing {S['anchored']} in this section yet."])
        for m in here:
            rows += [[("bold", F.work(m).name), f" ({W.label(m)}) ", ("link", W.url(m))],
                     [f"Status: {W.carried_en(m)}"], [W.sentence(m.point)]]  # fmt: skip
            rows += [[W.fig_en(f)] for f in m.figures]
            card: list[Part] = ["Card: "]
            for k, s in enumerate(m.sources):
                card += ([", "] if k else []) + [("code", s)]
            rows.append(card)
        c.post(t, bot, lines(*rows))
    return dump(CHANNEL, c.messages)


def dump(chat: tuple[str, str, int], messages: list[dict[str, Any]]) -> str:
    name, kind, ident = chat
    return json.dumps({"name": name, "type": kind, "id": ident, "messages": messages}, ensure_ascii=False, indent=1)


def render(d: Doc) -> str:
    return brief(d) if d.kind == "brief" else living(d)
