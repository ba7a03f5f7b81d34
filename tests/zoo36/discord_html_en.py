"""The brief posted to a Discord channel and exported by DiscordChatExporter as HTML (English,
`.html`), the way its HTML writer lays an export out: the preamble (guild, channel, topic, the
date range) on one minified line, then one line per message group (a group is one author's
messages less than seven minutes apart; a reply starts a new one), then the postamble (the
message count and time zone). Each message has its container, the avatar or a short
timestamp, the header (`chatlog__author`, `chatlog__timestamp`) on a group's first message,
and the content as Discord markdown rendered to HTML (headings, `<ul>` lists, `<strong>`,
`<em>`, `<s>`, inline code, links, mentions, emoji as Twemoji images; text escaped the way
.NET's WebUtility.HtmlEncode does it, so `²`, `×`, `§` and `·` are numeric references); link
embeds, a reply and reactions where the channel had them. Times are en-GB, UTC. The writer
posts the brief over several messages and the team lead answers; the living document is a
channel of pinned messages, one per section, with the pins' system notifications."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from tests.zoo4.facts import Doc, Entry, Mention

from . import facts as F
from . import wording as W

EXT = "html"
LANG = "en"
EMPTY = " (empty)"
GUILD = "Ice Front Lab"
GUILD_ID = 884119340982210570
LEAD = "halla"
EDITOR = "sigrun"
USERS = {  # username: (display name, user id, role colour)
    "muskox": ("muskox", 704812266521821224, (46, 204, 113)),
    "walrus": ("walrus", 731250971236941954, (46, 204, 113)),
    "lemming": ("lemming", 695520173874430023, (46, 204, 113)),
    LEAD: ("Halla", 688401193233514506, (241, 196, 15)),
    EDITOR: ("Sigrun", 759931043802447923, (52, 152, 219)),
}
EMOJI = {"👀": ("eyes", "1f440"), "✅": ("white_check_mark", "2705"), "👍": ("thumbsup", "1f44d"),
         "👋": ("wave", "1f44b"), "📌": ("pushpin", "1f4cc")}  # fmt: skip
TWEMOJI = "https://cdn.jsdelivr.net/gh/twitter/twemoji@latest/assets/svg/"
DISCORD_EPOCH = datetime(2015, 1, 1)


@dataclass
class Embed:
    url: str
    title: str
    description: str


@dataclass
class Post:
    who: str
    at: datetime
    text: str = ""
    embeds: list[Embed] = field(default_factory=list)
    reactions: list[tuple[str, int]] = field(default_factory=list)
    reply_to: int | None = None  # the index of the post it answers
    pinned: bool = False
    pin_of: int | None = None  # a system notification: the index of the post pinned
    id: int = 0


# --- .NET's formatting ----------------------------------------------------------------------------


def encode(text: str) -> str:
    """WebUtility.HtmlEncode: `<>&"'` as entities, U+00A0…U+00FF and astral characters as `&#N;`."""
    out = []
    for c in text:
        n = ord(c)
        if c in "<>&\"'":
            out.append({"<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;"}[c])
        elif 160 <= n < 256 or n > 0xFFFF:
            out.append(f"&#{n};")
        else:
            out.append(c)
    return "".join(out)


def g(t: datetime) -> str:
    """The "g" format in en-GB: `16/09/2026 18:12`."""
    return f"{t:%d/%m/%Y %H:%M}"


def f_(t: datetime) -> str:
    """The "f" format in en-GB: `Wednesday 16 September 2026 18:12`."""
    return f"{t:%A} {t.day} {t:%B %Y %H:%M}"


def snowflake(t: datetime, k: int) -> int:
    return (int((t - DISCORD_EPOCH).total_seconds() * 1000) << 22) | (1 << 17) | k


def attr(v: str) -> str:
    """An attribute value as the minifier leaves it: unquoted when it can be."""
    return v if v and not re.search(r"[\s\"'=<>`]", v) else f'"{v}"'


# --- Discord markdown to HTML (the subset the posts use) --------------------------------------------

INLINE = [
    ("code", re.compile(r"(`{1,2})([^`]+)\1")),
    ("bold", re.compile(r"\*\*(.+?)\*\*(?!\*)", re.S)),
    ("italic", re.compile(r"\*(?!\s)(.+?)(?<!\s|\*)\*(?!\*)", re.S)),
    ("strike", re.compile(r"~~(.+?)~~", re.S)),
    ("mention", re.compile(r"<@!?(\d+)>")),
    ("masked", re.compile(r"\[(.+?)\]\((.+?)\)")),
    ("auto", re.compile(r"(https?://\S*[^\.,:;\"'\s])")),
    ("hidden", re.compile(r"<(https?://\S*[^\.,:;\"'\s])>")),
    ("emoji", re.compile("(" + "|".join(EMOJI) + ")")),
]


def inline(text: str, jumbo: bool = False) -> str:
    out, i = [], 0
    while i < len(text):
        best = None
        for kind, rx in INLINE:
            m = rx.search(text, i)
            if m and (best is None or m.start() < best[1].start()):
                best = (kind, m)
        if best is None:
            out.append(encode(text[i:]))
            break
        kind, m = best
        out.append(encode(text[i : m.start()]))
        if kind == "code":
            out.append(f'<code class="chatlog__markdown-pre chatlog__markdown-pre--inline">{encode(m.group(2))}</code>')
        elif kind in {"bold", "italic", "strike"}:
            tag = {"bold": "strong", "italic": "em", "strike": "s"}[kind]
            out.append(f"<{tag}>{inline(m.group(1))}</{tag}>")
        elif kind == "mention":
            name = next(u for u, v in USERS.items() if v[1] == int(m.group(1)))
            out.append(
                f'<span class="chatlog__markdown-mention" title="{encode(name)}">@{encode(USERS[name][0])}</span>'
            )
        elif kind == "masked":
            out.append(f'<a href="{encode(m.group(2))}">{inline(m.group(1))}</a>')
        elif kind == "emoji":
            code, hexes = EMOJI[m.group(1)]
            size = "chatlog__emoji--large" if jumbo else ""
            out.append(f'<img\n    loading="lazy"\n    class="chatlog__emoji {size}"\n    alt="{m.group(1)}"\n'
                       f'    title="{code}"\n    src="{TWEMOJI}{hexes}.svg">')  # fmt: skip
        else:
            out.append(f'<a href="{encode(m.group(1))}">{encode(m.group(1))}</a>')
        i = m.end()
    return "".join(out)


def markdown(text: str) -> str:
    """Headings and lists take their line break with them; other lines keep theirs."""
    lines, out, k = text.split("\n"), [], 0
    while k < len(lines):
        line = lines[k]
        if (m := re.match(r"(#{1,3}) (.+)", line)) and k + 1 < len(lines):
            n = len(m.group(1))
            out.append(f"<h{n}>{inline(m.group(2))}</h{n}>")
        elif line.startswith("- "):
            items = []
            while k < len(lines) and lines[k].startswith("- "):
                items.append(f"<li>{inline(lines[k][2:])}</li>")
                k += 1
            out.append(f"<ul>{''.join(items)}</ul>")
            continue
        else:
            out.append(inline(line) + ("\n" if k + 1 < len(lines) else ""))
        k += 1
    return "".join(out)


# --- the export ------------------------------------------------------------------------------------


def _avatar(who: str) -> str:
    return f"https://cdn.discordapp.com/embed/avatars/{(USERS[who][1] >> 22) % 6}.png"


def _author(who: str, cls: str) -> str:
    name, uid, (r, g_, b) = USERS[who]
    return f'<span class={cls} style="color: rgb({r}, {g_}, {b})" title={attr(who)} data-user-id={uid}>{encode(name)}</span>'


def _embed(e: Embed) -> str:
    md = '<div class="chatlog__markdown chatlog__markdown-preserve">'
    return ('<div class=chatlog__embed><div class="chatlog__embed-color-pill chatlog__embed-color-pill--default"></div>'
            '<div class=chatlog__embed-content-container><div class=chatlog__embed-content><div class=chatlog__embed-text>'
            f'<div class=chatlog__embed-title><a class=chatlog__embed-title-link href={attr(e.url)}>{md}{inline(e.title)}'
            f'</div></a></div><div class=chatlog__embed-description>{md}{inline(e.description)}</div></div>'
            '</div></div></div></div>')  # fmt: skip


def _reactions(post: Post) -> str:
    if not post.reactions:
        return ""
    parts = []
    for emoji, count in post.reactions:
        code, hexes = EMOJI[emoji]
        parts.append(f'<div class=chatlog__reaction title={code}><img class="chatlog__emoji chatlog__emoji--small" '
                     f'alt={emoji} src={TWEMOJI}{hexes}.svg loading=lazy><span class=chatlog__reaction-count>{count}'
                     '</span></div>')  # fmt: skip
    return f"<div class=chatlog__reactions>{''.join(parts)}</div>"


def _container(post: Post, body: str) -> str:
    cls = (
        "chatlog__message-container chatlog__message-container--pinned" if post.pinned else "chatlog__message-container"
    )
    return f"<div id=chatlog__message-container-{post.id} class={attr(cls)} data-message-id={post.id}><div class=chatlog__message>{body}</div></div>"


def _message(post: Post, first: bool, posts: list[Post]) -> str:
    stamp = f'<span class=chatlog__timestamp title="{f_(post.at)}"><a href=#chatlog__message-container-{post.id}>{g(post.at)}</a></span>'
    if post.pin_of is not None:
        ref = posts[post.pin_of].id
        body = ('<div class=chatlog__message-aside><svg class=chatlog__system-notification-icon><use href=#pin-icon></use>'
                f'</svg></div><div class=chatlog__message-primary>{_author(post.who, "chatlog__system-notification-author")}'
                ' <span> </span> <span class=chatlog__system-notification-content><span>pinned </span><a '
                f'class=chatlog__system-notification-link href=#chatlog__message-container-{ref}>a message</a><span> to '
                f'this channel.</span></span> <span class=chatlog__system-notification-timestamp title="{f_(post.at)}"><a '
                f'href=#chatlog__message-container-{post.id}>{g(post.at)}</a></span></div>')  # fmt: skip
        return _container(post, body)
    if first:
        symbol = "<div class=chatlog__reply-symbol></div>" if post.reply_to is not None else ""
        aside = f"{symbol}<img class=chatlog__avatar src={_avatar(post.who)} alt=Avatar loading=lazy>"
    else:
        aside = f'<div class=chatlog__short-timestamp title="{f_(post.at)}">{post.at:%H:%M}</div>'
    primary = ""
    if first and post.reply_to is not None:
        ref = posts[post.reply_to]
        name, _, (r, g_, b) = USERS[ref.who]
        primary += (f"<div class=chatlog__reply><img class=chatlog__reply-avatar src={_avatar(ref.who)} alt=Avatar "
                    f'loading=lazy><div class=chatlog__reply-author style="color: rgb({r}, {g_}, {b})" title={attr(ref.who)}>'
                    f"{encode(name)}</div><div class=chatlog__reply-content><span class=chatlog__reply-link "
                    f"onclick=\"scrollToMessage(event, '{ref.id}')\">{markdown(ref.text)}</span></div></div>")  # fmt: skip
    if first:
        primary += f"<div class=chatlog__header>{_author(post.who, 'chatlog__author')} {stamp}</div>"
    if post.text:
        jumbo = all(c in EMOJI or c.isspace() for c in post.text)
        content = markdown(post.text) if not jumbo else inline(post.text, jumbo=True)
        primary += f'<div class="chatlog__content chatlog__markdown"><span class=chatlog__markdown-preserve>{content}</span></div>'
    primary += "".join(_embed(e) for e in post.embeds) + _reactions(post)
    return _container(
        post, f"<div class=chatlog__message-aside>{aside}</div><div class=chatlog__message-primary>{primary}</div>"
    )


def _groups(posts: list[Post]) -> list[list[Post]]:
    """DiscordChatExporter's grouping: same author, under seven minutes apart, no reply, system
    notifications only with each other."""
    out: list[list[Post]] = []
    for p in posts:
        last = out[-1][-1] if out else None
        joins = (last is not None and p.reply_to is None and (p.pin_of is None) == (last.pin_of is None)
                 and (p.pin_of is not None or (p.who == last.who and p.at - last.at <= timedelta(minutes=7))))  # fmt: skip
        if joins:
            out[-1].append(p)
        else:
            out.append([p])
    return out


STYLE = (
    "@font-face{src:url(https://cdn.jsdelivr.net/gh/Tyrrrz/DiscordFonts@master/ggsans-normal-400.woff2);"
    "font-family:gg sans;font-weight:400;font-style:normal}html,body{margin:0;padding:0}body{background-color:#36393e;"
    "color:#dcddde;font-family:'gg sans','Helvetica Neue',Helvetica,Arial,sans-serif;font-size:17px;font-weight:400;"
    "scroll-behavior:smooth}a{color:#00aff4;text-decoration:none}.preamble{display:grid;grid-template-columns:auto 1fr;"
    "max-width:100%;padding:1rem}.preamble__guild-icon{max-width:88px;max-height:88px}.preamble__entries-container{"
    "margin-left:1rem}.preamble__entry{margin-bottom:0.15rem;color:#ffffff;font-size:1.4em}.preamble__entry--small{"
    "font-size:1em}.chatlog{padding:1rem 0;width:100%;border-top:1px solid rgba(255,255,255,0.1);border-bottom:1px solid "
    "rgba(255,255,255,0.1)}.chatlog__message-group{margin-bottom:1rem}.chatlog__message-container--pinned{"
    "background-color:rgba(249,168,37,0.05)}.chatlog__author{font-weight:500;color:#ffffff}.chatlog__timestamp{"
    "margin-left:0.3rem;color:#a3a6aa;font-size:0.75rem}.chatlog__markdown-preserve{white-space:pre-wrap}"
    ".chatlog__embed{display:flex;margin-top:0.3rem;max-width:520px}.chatlog__reactions{display:flex}"
    ".postamble{padding:1.25rem}"
)


def _export(posts: list[Post], channel: str, topic: str, window: tuple[datetime, datetime] | None) -> str:
    for k, p in enumerate(posts):
        p.id = snowflake(p.at, k)
    title = f"{GUILD} - {channel.rsplit(' / ', 1)[-1]}"
    small = [f'<div class="preamble__entry preamble__entry--small">{inline(topic)}</div>']
    if window:
        small.append(
            f'<div class="preamble__entry preamble__entry--small">Between {g(window[0])} and {g(window[1])}</div>'
        )
    pre = (f"<!doctype html><html lang=en><head><title>{encode(title)}</title><meta charset=utf-8><meta name=viewport "
           f"content=\"width=device-width\"><style>{STYLE}</style><link rel=stylesheet href=https://cdnjs.cloudflare.com/"
           "ajax/libs/highlight.js/9.15.6/styles/solarized-dark.min.css><script src=https://cdnjs.cloudflare.com/ajax/libs/"
           "highlight.js/9.15.6/highlight.min.js></script><script>document.addEventListener(\"DOMContentLoaded\",()=>{"
           "document.querySelectorAll(\".chatlog__markdown-pre--multiline\").forEach(e=>hljs.highlightBlock(e))})</script>"
           "<script>function scrollToMessage(e,t){let n=document.getElementById(\"chatlog__message-container-\"+t);n&&("
           "e.preventDefault(),n.classList.add(\"chatlog__message-container--highlighted\"),window.scrollTo({top:"
           "n.getBoundingClientRect().top-document.body.getBoundingClientRect().top-window.innerHeight/2,behavior:"
           "\"smooth\"}),window.setTimeout(()=>n.classList.remove(\"chatlog__message-container--highlighted\"),2e3))}"
           "</script><svg style=display:none xmlns=http://www.w3.org/2000/svg><defs><symbol id=pin-icon viewBox=\"0 0 18 18\">"
           "<path fill=#b9bbbe d=\"m16.908 8.39684-8.29587-8.295827-1.18584 1.184157 1.18584 1.18584-4.14834 4.1475v.00167l"
           "-1.18583-1.18583-1.185 1.18583 3.55583 3.55502-4.740831 4.74 1.185001 1.185 4.74083-4.74 3.55581 3.555 1.185-"
           "1.185-1.185-1.185 4.1475-4.14836h.0009l1.185 1.185z\"></path></symbol></defs></svg></head><body><div "
           "class=preamble><div class=preamble__guild-icon-container><img class=preamble__guild-icon src=https://"
           f"cdn.discordapp.com/icons/{GUILD_ID}/a1b2c3d4e5f60718293a4b5c6d7e8f90.png?size=512 alt=\"Guild icon\" "
           f"loading=lazy></div><div class=preamble__entries-container><div class=preamble__entry>{encode(GUILD)}</div>"
           f"<div class=preamble__entry>{encode(channel)}</div>{''.join(small)}</div></div><div class=\"chatlog\">")  # fmt: skip
    lines = [pre]
    for group in _groups(posts):
        msgs = "".join(_message(p, k == 0, posts) for k, p in enumerate(group))
        lines.append(f"<div class=chatlog__message-group>{msgs}</div>")
    lines.append(f"</div><div class=postamble><div class=postamble__entry>Exported {len(posts):,} message(s)</div>"
                 "<div class=postamble__entry>Timezone: UTC+0</div></div></body></html>")  # fmt: skip
    return "\n".join(lines) + "\n"


# --- what the channel said -------------------------------------------------------------------------


def _link_embed(m: Mention) -> Embed:
    w = F.work(m)
    if w.kind == "release":
        return Embed(W.url(m), "Release GlacioSeis 5.0.0 · example-glacioseis/glacioseis",
                     "Contribute to example-glacioseis/glacioseis development by creating an account on GitHub.")  # fmt: skip
    if w.kind == "blog post":
        return Embed(W.url(m), w.name, "Field notes from a shore station at the end of a fjord.")
    return Embed(W.url(m), f"[{w.arxiv}] {w.name}", W.sentence(m.point))


def _figs(m: Mention) -> list[str]:
    return [f"- {W.fig_en(f)}" for f in m.figures]


def _ref(m: Mention) -> str:
    w = F.work(m)
    return f"**{w.name}** ({w.arxiv})" if w.arxiv else f"**{w.name}** ({W.KIND_EN[w.kind]})"


def _new(d: Doc, m: Mention, k: int, of: int) -> str:
    L = [f"**{W.STATUS_EN['new']} {k}/{of}: {F.work(m).name}** · §{m.section} · confidence {m.confidence}"]
    L += [W.sentence(m.point), *_figs(m)]
    L.append("Sources: " + ", ".join(f"`{s}`" for s in m.sources))
    L.append(W.url(m))
    return "\n".join(L)


def _carried(m: Mention) -> str:
    figs = "".join(f" {W.fig_en(f)}." for f in m.figures)
    where = f" · §{m.section}" if m.section else ""
    return f"- {_ref(m)}{where} · {W.carried_en(m)}. {W.sentence(m.point)}{figs} <{W.url(m)}>"


def _entry(e: Entry) -> str:
    state = "~~open~~ resolved" if e.resolved else "open"
    return f"- **Risk {e.risk} · {state}**: {W.sentence(e.sentence)}"


def _brief(d: Doc) -> list[Post]:
    me = d.instance
    new, old, side = F.groups(d)
    end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
    at = lambda minutes, seconds=0: end - timedelta(minutes=minutes, seconds=seconds)  # noqa: E731
    head = "\n".join([
        f"# Daily brief: {F.TOPIC}, {W.long_en(d.date)}",
        f"Written by {me} for the hand-over window {d.window[0]} → {d.window[1]}.",
        f"Baseline: `{F.living_path(EXT)}` (version of {W.long_en(d.baseline)})",
        "Sections this time:",
        *[f"- {W.section_en(d, k)}" for k in d.sections],
    ])  # fmt: skip
    posts = [Post(me, at(17, 12), head), Post(LEAD, at(16, 5), "Thanks, reading along.", reply_to=0)]
    for k, m in enumerate(new, 1):
        text = _new(d, m, k, len(new))
        posts.append(Post(me, at(15 - 2 * k, 40 - 9 * k), (f"## {W.STATUS_EN['new']}\n" if k == 1 else "") + text,
                          embeds=[_link_embed(m)], reactions=[("👍", 1)] if k == 1 else []))  # fmt: skip
    posts.append(Post(me, at(8, 31), "\n".join(["## Carried over and anchored", *(_carried(m) for m in old)])))
    posts.append(Post(me, at(7, 50), "\n".join(["## Adjacent", *(_carried(m) for m in side)])))
    posts.append(Post(me, at(6, 22), "\n".join(["## To verify", *(_entry(e) for e in d.entries)]),
                      reactions=[("👀", 2)]))  # fmt: skip
    posts.append(Post(LEAD, at(5, 2), f"<@{USERS[me][1]}> noted, I'll chase the open ones tomorrow."))
    ids = "\n".join([
        "## arXiv IDs and counts",
        f"New arXiv IDs: {', '.join(d.new_ids)}",
        f"Declared: {W.counts_en(d.counts)}",
    ])  # fmt: skip
    posts.append(Post(me, at(3, 47), ids))
    read = [f"- `{s}`{EMPTY if W.empty(d, s) else ''}" for s in d.sources]
    posts.append(Post(me, at(2, 9), "\n".join(["## Sources read", *read])))
    posts.append(Post(me, end, f"That's the hand-over from {me}, {F.HANDOVER} 👋", reactions=[("✅", 2)]))
    return posts


def _living(d: Doc) -> list[Post]:
    start = datetime(d.date.year, d.date.month, d.date.day, 17, 2, 14)
    head = "\n".join([
        f"# {F.TOPIC}: living document",
        f"Version of {W.long_en(d.date)}. One pinned message per section; edit in place, never repost.",
    ])  # fmt: skip
    posts = [Post(EDITOR, start, head, pinned=True)]
    for n, k in enumerate(d.sections, 1):
        L = [f"## {W.section_en(d, k)}"]
        here = [m for m in d.mentions if m.section == k]
        for m in here:
            L += [f"{_ref(m)} · {W.carried_en(m)}", W.sentence(m.point), *_figs(m)]
            L += ["Card: " + ", ".join(f"`{s}`" for s in m.sources), W.url(m)]
        if not here:
            L.append("*Nothing anchored here yet.*")
        posts.append(Post(EDITOR, start + timedelta(seconds=47 * n), "\n".join(L),
                          embeds=[_link_embed(m) for m in here], pinned=True))  # fmt: skip
    pins = [Post(EDITOR, start + timedelta(minutes=6, seconds=3 * k), pin_of=k) for k in range(len(posts))]
    return posts + pins + [Post(LEAD, start + timedelta(minutes=9), "All pinned, thanks 📌")]


def render(d: Doc) -> str:
    if d.kind == "brief":
        end = datetime.strptime(d.window[1], "%Y-%m-%d %H:%M")
        window = (end - timedelta(minutes=30), end + timedelta(minutes=5))
        return _export(_brief(d), "research / calving-briefs", "Daily hand-over briefs, cut-off 18:25 UTC", window)
    topic = "The living document, one pinned message per section"
    return _export(_living(d), "research / calving-living-doc", topic, None)
