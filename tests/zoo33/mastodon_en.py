"""The brief posted as a Mastodon thread, in English, and copied as text from the web UI (saved as
`.txt`): each post under the account's display name and `@user@server` handle, its content warning
(written `CW: …` on a line of its own) where it has one, its paragraphs, and the date line the web
UI shows under a post (`Apr 12, 2033, 19:40`: short month, two-digit day, 24-hour clock). The
posts are numbered `1/9` … `9/9`, each within Mastodon's 500 characters as Mastodon counts them (a
link as 23 characters whatever its length, a mention `@user@server` as `@user`, the content warning
counted too); a long part of the brief runs on into the next post. Links are copied whole (the web
UI only hides their scheme and tail, the hidden text is copied with the rest); hashtags are
CamelCase words (a hashtag cannot hold `-`), the next analyst is @mentioned at the hand-over. The
living document is posted by the team's desk account as a thread too, one post per section."""

from __future__ import annotations

import re
from datetime import date

from tests.zoo4.facts import Doc, Mention

from . import facts as F
from . import wording as W

EXT = "txt"
LANG = "en"
SERVER = "tundra.social"
LIMIT = 500
URL_LENGTH = 23
DISPLAY = {"kakapo": "Kakapo 🦜", "quetzal": "Quetzal 🪶", "kinkajou": "Kinkajou 🐾"}
DESK = ("Permafrost desk ❄️", "permafrostdesk")
EMPTY = " (empty, nothing on this topic today)"
TAGS = "#PermafrostThaw #DailyBrief"


def handle(user: str) -> str:
    return f"@{user}@{SERVER}"


def length(text: str) -> int:
    """A post's length as Mastodon counts it: every link 23 characters, a mention by its user name
    alone, everything else character by character."""
    text = re.sub(r"https?://\S+", "x" * URL_LENGTH, text)
    text = re.sub(r"(?<![\w@])@(\w+)@[\w.-]+\w", r"@\1", text)
    return len(text)


def _thread(units: list[tuple[str | None, list[str]]]) -> list[tuple[str | None, str]]:
    """The units (a content warning, paragraphs) as posts numbered `k/n`, a unit too long for one
    post running on into the next (the same warning on each)."""
    room = LIMIT - len("10/10 ")
    posts: list[tuple[str | None, list[str]]] = []
    for cw, paras in units:
        posts.append((cw, []))
        for p in paras:
            assert length(p) + len(cw or "") <= room, p
            body = "\n\n".join(posts[-1][1] + [p])
            if posts[-1][1] and length(body) + len(cw or "") > room:
                posts.append((cw, []))
            posts[-1][1].append(p)
    n = len(posts)
    return [(cw, f"{k}/{n} " + "\n\n".join(paras)) for k, (cw, paras) in enumerate(posts, 1)]


def _copied(posts: list[tuple[str | None, str]], name: str, user: str, day: date, hhmm: str) -> str:
    """The thread as the web UI gives it when selected and copied."""
    h, m = (int(x) for x in hhmm.split(":"))
    out = []
    for k, (cw, body) in enumerate(posts):
        at = h * 60 + m + k // 3
        lines = [name, handle(user)] + ([f"CW: {cw}"] if cw else [])
        lines += ["", body, "", W.toot_stamp(day, f"{at // 60:02d}:{at % 60:02d}")]
        out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


def _named(m: Mention) -> str:
    """`SubsideNet https://arxiv.org/abs/3304.56872`, a work without an id with its kind."""
    w = F.work(m)
    return f"{w.name} {W.url(m)}" if w.arxiv else f"{w.name} ({W.KIND_EN[w.kind]}) {W.url(m)}"


def _brief(d: Doc) -> list[tuple[str | None, list[str]]]:
    new, old, side = F.groups(d)
    S = W.STATUS_TOOT
    rota = [b.instance for b in F.BRIEFS]
    nxt = rota[(rota.index(d.instance) + 1) % len(rota)]
    other = next(x for x in rota if x not in (d.instance, nxt))
    units: list[tuple[str | None, list[str]]] = [
        ("long thread, work notes", [
            f"Daily brief for {F.TOPIC}, {W.us_en(d.date)}, from {d.instance} 🧵",
            f"Window: {d.window[0]} → {d.window[1]}\n"
            f"Baseline: {F.living_path(EXT)}, version of {W.us_en(d.baseline)}",
            f"Today: {W.counts_toot(d.counts)}.",
            TAGS,
        ]),
        (None, ["Sources checked today:\n" + "\n".join(f"- {s}{EMPTY if W.empty(d, s) else ''}" for s in d.sources)]),
    ]  # fmt: skip
    for k, m in enumerate(new, 1):
        paras = [
            f"{S['new']} {k} of {len(new)}: {_named(m)}\n{W.section_toot(d, m.section)} · confidence {m.confidence}",
            W.sentence(m.point),
        ]
        if m.figures:
            paras.append("\n".join(W.fig_toot(f) for f in m.figures))
        paras.append("Sources: " + ", ".join(m.sources))
        units.append((None, paras))
    carried = ["Carried over and anchored:"]
    for m in old:
        figs = "".join(f" {W.fig_toot(f)}." for f in m.figures)
        carried.append(f"{_named(m)}\n{W.section_toot(d, m.section)}, {W.carried_toot(m)}. {W.sentence(m.point)}{figs}")
    units.append((None, carried))
    if side:
        units.append((None, ["Adjacent, not for the living document yet:"]
                      + [f"{_named(m)} ({S[m.status]}). {W.sentence(m.point)}" for m in side]))  # fmt: skip
    register = ["To verify:"]
    for k, e in enumerate(d.entries, 1):
        register.append(f"{k}. {e.risk} risk, {'resolved' if e.resolved else 'open'}: {e.sentence}.")
    units.append(("unverified claims", register))
    keep = [m for m in old if F.work(m).arxiv]
    ids = ", ".join(F.work(m).arxiv + (f" (anchored {W.us_short(m.anchored_on)})" if m.anchored_on else "")
                    for m in keep)  # fmt: skip
    units.append((None, [
        f"{S['new']} arXiv IDs: {', '.join(d.new_ids)}\nCarried over: {ids}",
        f"Hand-over {F.HANDOVER} from {d.instance}. {handle(nxt)} you're up tomorrow, cc {handle(other)}",
        TAGS,
    ]))  # fmt: skip
    return units


def _living(d: Doc) -> list[tuple[str | None, list[str]]]:
    units: list[tuple[str | None, list[str]]] = [
        (None, [f"The {F.TOPIC} living document, version of {W.us_en(d.date)}: {F.living_path(EXT)}",
                "One post per section below. #PermafrostThaw #LivingDoc"]),
    ]  # fmt: skip
    empty = []
    for num in d.sections:
        here = [m for m in d.mentions if m.section == num]
        if not here:
            empty.append(W.section_toot(d, num))
            continue
        paras = [W.section_toot(d, num)]
        for m in here:
            paras.append(f"{_named(m)}\n{W.sentence(W.carried_toot(m))[:-1]}. {W.sentence(m.point)}")
            paras.append("\n".join(W.fig_toot(f) for f in m.figures) + "\nCard: " + ", ".join(m.sources))
        units.append((None, paras))
    units.append((None, ["Nothing anchored yet in:\n" + "\n".join(empty)]))
    return units


def render(d: Doc) -> str:
    if d.kind == "brief":
        return _copied(_thread(_brief(d)), DISPLAY[d.instance], d.instance, d.date, F.HANDOVER)
    return _copied(_thread(_living(d)), DESK[0], DESK[1], d.date, "07:55")
